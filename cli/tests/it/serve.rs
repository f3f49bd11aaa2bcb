//! `koma serve` on localhost: the page, the API's answers, and bad input answered with a 4xx and
//! a message — 1 000 malformed requests at once, then the page is still served.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::process::{Child, Command, Stdio};

/// A `koma serve --port 0` process, stopped when dropped.
struct Server {
    child: Child,
    addr: SocketAddr,
}

impl Server {
    fn start() -> Server {
        Server::with_files(&[])
    }

    fn with_files(files: &[&str]) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_koma"))
            .args(["serve", "--port", "0"])
            .args(files)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start koma serve");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .expect("the URL line");
        let url = line
            .trim()
            .rsplit("http://")
            .next()
            .unwrap()
            .trim_end_matches('/');
        Server {
            child,
            addr: url
                .parse()
                .unwrap_or_else(|_| panic!("an address in `{line}`")),
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// One HTTP/1.1 request; the status and the body.
fn request(addr: SocketAddr, method: &str, path: &str, body: &str) -> (u16, String) {
    request_to(addr, "localhost", method, path, body)
}

/// [`request`] with `host` as its `Host` header.
fn request_to(addr: SocketAddr, host: &str, method: &str, path: &str, body: &str) -> (u16, String) {
    let mut s = TcpStream::connect(addr).expect("connect");
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    s.write_all(head.as_bytes()).unwrap();
    // the server may answer (413) before reading a huge body: a refused write is no failure
    let _ = s.write_all(body.as_bytes());
    let mut out = Vec::new();
    let _ = s.read_to_end(&mut out);
    let text = String::from_utf8_lossy(&out).into_owned();
    let status = text
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or_else(|| panic!("no status in `{text}`"));
    let body = text
        .split_once("\r\n\r\n")
        .map_or("", |(_, b)| b)
        .to_string();
    (status, body)
}

fn json_string(text: &str) -> String {
    serde_json::to_string(text).unwrap()
}

fn rules(name: &str) -> String {
    json_string(koma_variants::builtin(name).unwrap().source)
}

#[test]
fn the_page_and_the_api() {
    let server = Server::start();
    let a = server.addr;
    let (status, page) = request(a, "GET", "/", "");
    assert_eq!(status, 200);
    assert!(page.contains("koma workbench"));
    assert_eq!(request(a, "GET", "/app.js", "").0, 200);

    // the new file's template compiles
    let (status, body) = request(a, "GET", "/api/new", "");
    assert_eq!(status, 200);
    let template: serde_json::Value = serde_json::from_str(&body).unwrap();
    let source = json_string(template["source"].as_str().unwrap());
    let (_, body) = request(
        a,
        "POST",
        "/api/check",
        &format!(r#"{{"source":{source}}}"#),
    );
    let v: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(v["ok"], true, "{body}");
    assert_eq!(v["variant"]["name"], "my-variant");

    // a rules file with an error on line 3, column 14
    let broken = json_string("variant x\nboard 3x3\npiece king K moves K royal\n");
    let (status, body) = request(
        a,
        "POST",
        "/api/check",
        &format!(r#"{{"source":{broken}}}"#),
    );
    assert_eq!(status, 200);
    let v: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(v["ok"], false);
    assert_eq!(v["diagnostics"][0]["line"], 3);
    assert_eq!(v["diagnostics"][0]["column"], 14);
    assert_eq!(
        v["diagnostics"][0]["message"],
        "expected a string in double quotes"
    );

    // shogi after 7g7f: 30 legal moves at the start, the pawn's squares, then the reply
    let body = format!(r#"{{"source":{},"moves":["7g7f"]}}"#, rules("shogi"));
    let (status, body) = request(a, "POST", "/api/position", &body);
    assert_eq!(status, 200, "{body}");
    let v: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(v["side"], "second");
    assert_eq!(v["moves"].as_array().unwrap().len(), 30);
    assert_eq!(v["backend"], "compiled generator");
    assert!(
        v["fen"].as_str().unwrap().ends_with(" w - 2"),
        "{}",
        v["fen"]
    );
    // square indices rank * 9 + file, file 0 = file 9: 7g is (2, 2), 7f is (2, 3)
    let svg = v["svg"].as_str().unwrap();
    assert!(svg.contains(r#"class="cell last" data-sq="20""#));
    assert!(svg.contains(r#"class="cell last" data-sq="29""#));

    let body = format!(r#"{{"source":{},"depth":2}}"#, rules("xiangqi"));
    let (status, body) = request(a, "POST", "/api/perft", &body);
    assert_eq!(status, 200, "{body}");
    let v: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(v["total"], 1920);
    assert_eq!(v["divide"].as_array().unwrap().len(), 44);

    let body = format!(
        r#"{{"source":{},"moves":["h2e2"],"depth":2}}"#,
        rules("xiangqi")
    );
    let (status, body) = request(a, "POST", "/api/engine", &body);
    assert_eq!(status, 200, "{body}");
    let v: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert!(v["best"].is_string(), "{body}");
}

#[test]
fn bad_input_is_a_4xx_with_a_message_and_the_server_lives_on() {
    let server = Server::start();
    let a = server.addr;
    let shogi = rules("shogi");
    let huge = format!(r#"{{"source":"{}"}}"#, "x".repeat(2 << 20));
    let cases: Vec<(&str, &str, String)> = vec![
        ("POST", "/api/check", "{not json".into()),
        ("POST", "/api/check", r#"{"source": 5}"#.into()),
        ("POST", "/api/check", huge),
        ("POST", "/api/position", r#"{"source": "variant x"}"#.into()),
        (
            "POST",
            "/api/position",
            format!(r#"{{"source":{shogi},"fen":"9/9 b"}}"#),
        ),
        (
            "POST",
            "/api/position",
            format!(r#"{{"source":{shogi},"moves":["7g7f","7g7f"]}}"#),
        ),
        (
            "POST",
            "/api/position",
            format!(r#"{{"source":{shogi},"moves":["P*5e"]}}"#),
        ),
        (
            "POST",
            "/api/engine",
            format!(r#"{{"source":{shogi},"depth":0}}"#),
        ),
        (
            "POST",
            "/api/perft",
            format!(r#"{{"source":{shogi},"depth":99}}"#),
        ),
        ("POST", "/api/save", r#"{"file": 3, "source": ""}"#.into()),
        ("GET", "/api/builtin/nothing", String::new()),
        ("GET", "/api/check", String::new()),
        ("POST", "/api/check", r#"{"source": "x", "moves": 5"#.into()),
        ("POST", "/api/save", r#"{"file": -1, "source": ""}"#.into()),
    ];
    for (method, path, body) in &cases {
        let (status, text) = request(a, method, path, body);
        assert!(
            (400..500).contains(&status),
            "{method} {path}: {status} {text}"
        );
        assert!(!text.trim().is_empty(), "{method} {path}: no message");
        let answer: serde_json::Value = serde_json::from_str(&text)
            .unwrap_or_else(|e| panic!("{method} {path}: not JSON ({e}): {text}"));
        assert!(
            answer["error"].as_str().is_some_and(|m| !m.is_empty()),
            "{method} {path}: no `error` in {text}"
        );
    }
    // 1 000 at once, on as many connections
    let handles: Vec<_> = (0..1000)
        .map(|i| {
            let (method, path, body) = cases[i % cases.len()].clone();
            std::thread::spawn(move || request(a, method, path, &body).0)
        })
        .collect();
    for h in handles {
        let status = h.join().expect("a request thread");
        assert!((400..500).contains(&status), "{status}");
    }
    let (status, page) = request(a, "GET", "/", "");
    assert_eq!(status, 200);
    assert!(page.contains("koma workbench"));
}

#[test]
fn a_saved_file_is_what_the_page_opens_next() {
    let dir = std::env::temp_dir().join(format!("koma-serve-save-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("mini.koma");
    std::fs::write(&path, koma_variants::builtin("minishogi").unwrap().source).unwrap();
    let server = Server::with_files(&[path.to_str().unwrap()]);
    let edited = format!(
        "# edited in the page\n{}",
        koma_variants::builtin("minishogi").unwrap().source
    );
    let (status, text) = request(
        server.addr,
        "POST",
        "/api/save",
        &format!(r#"{{"file":0,"source":{}}}"#, json_string(&edited)),
    );
    assert_eq!(status, 200, "{text}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), edited);
    // a reload of the page reads the files again: the saved text, not the one at the start
    let (status, text) = request(server.addr, "GET", "/api/files", "");
    assert_eq!(status, 200);
    let files: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(files["files"][0]["source"], edited.as_str());
    drop(server);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn another_host_name_is_refused() {
    // DNS rebinding: a page of another site whose name points at 127.0.0.1
    let server = Server::start();
    for host in [
        "evil.example",
        "evil.example:80",
        "127.0.0.1.evil.example",
        "localhostx",
    ] {
        let (status, body) = request_to(server.addr, host, "GET", "/api/files", "");
        assert_eq!(status, 403, "{host}: {body}");
        assert!(body.contains("\"error\""), "{host}: {body}");
    }
    for host in [
        "localhost",
        "127.0.0.1",
        &server.addr.to_string(),
        "[::1]:8080",
        "LOCALHOST:1",
    ] {
        let (status, body) = request_to(server.addr, host, "GET", "/api/files", "");
        assert_eq!(status, 200, "{host}: {body}");
    }
}
