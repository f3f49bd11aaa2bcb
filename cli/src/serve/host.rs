//! Requests must name this machine as their host: `127.0.0.1`, `localhost` or `[::1]`, with
//! any port. The server listens on 127.0.0.1 only, but a web page elsewhere can point a name of
//! its own at 127.0.0.1 (DNS rebinding) and then read and save the rules files named on the
//! command line through the browser; such a request carries that other name in its `Host`
//! header and is refused with a 403. A request with no `Host` header (HTTP/1.0 from a script
//! on this machine) is served.

use axum::extract::Request;
use axum::http::{StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

/// The host names the workbench answers to (the part of `Host` before the port).
pub const LOCAL_HOSTS: &[&str] = &["127.0.0.1", "localhost", "[::1]"];

/// Whether the `Host` header value `host` names this machine.
pub fn is_local(host: &str) -> bool {
    let name = match host.rsplit_once(':') {
        // `[::1]:8080`, `localhost:8080`; a bare `[::1]` has its colons inside the brackets
        Some((name, port)) if !port.is_empty() && port.bytes().all(|b| b.is_ascii_digit()) => name,
        _ => host,
    };
    LOCAL_HOSTS.iter().any(|h| name.eq_ignore_ascii_case(h))
}

/// The middleware: a request whose `Host` names another machine gets a 403 and
/// `{"error": …}`; the others go on.
pub async fn local_only(request: Request, next: Next) -> Response {
    let host = request
        .headers()
        .get(header::HOST)
        .map(|h| h.to_str().unwrap_or("?").to_string());
    match host {
        Some(host) if !is_local(&host) => (
            StatusCode::FORBIDDEN,
            axum::Json(serde_json::json!({
                "error": format!(
                    "the workbench answers only to this machine's names (127.0.0.1, localhost, [::1]), not `{host}`"
                )
            })),
        )
            .into_response(),
        _ => next.run(request).await,
    }
}
