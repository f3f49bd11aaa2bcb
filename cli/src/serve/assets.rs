//! The page and its assets, inside the binary.

use axum::http::header;
use axum::response::IntoResponse;

/// `GET /`: the page.
pub async fn index() -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
        include_str!("assets/index.html"),
    )
}

/// `GET /app.js`: the page's script.
pub async fn script() -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
        include_str!("assets/app.js"),
    )
}

/// `GET /style.css`: the page's style sheet.
pub async fn style() -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/css; charset=utf-8")],
        include_str!("assets/style.css"),
    )
}

/// `GET /api/new`: the rules file a new variant starts from.
pub async fn new_file() -> impl IntoResponse {
    axum::Json(serde_json::json!({ "name": "new", "source": include_str!("assets/new.koma") }))
}
