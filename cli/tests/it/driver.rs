//! Driving `koma engine` through pipes as a GUI does: send a line, read lines until one
//! matches, with a deadline so a silent engine fails the test instead of hanging it.
#![allow(dead_code)]

use koma_runtime::Position;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

/// A running `koma engine` with its stdin and a channel of its stdout lines.
pub struct Engine {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    /// Every line read so far, for failure messages.
    pub log: Vec<String>,
}

/// How long a test waits for an expected line.
pub const PATIENCE: Duration = Duration::from_secs(30);

impl Engine {
    /// Starts `koma engine ARGS…` from the workspace root.
    pub fn start(args: &[&str]) -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_koma"))
            .arg("engine")
            .args(args)
            .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start koma engine");
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Engine {
            stdin: child.stdin.take(),
            child,
            lines: rx,
            log: Vec::new(),
        }
    }

    /// Sends one command line.
    pub fn send(&mut self, line: &str) {
        self.log.push(format!("> {line}"));
        let stdin = self.stdin.as_mut().expect("stdin open");
        writeln!(stdin, "{line}").expect("write to the engine");
        stdin.flush().unwrap();
    }

    /// Reads lines until one satisfies `done`; gives every line read, that one last.
    pub fn until(&mut self, done: impl Fn(&str) -> bool) -> Vec<String> {
        let deadline = Instant::now() + PATIENCE;
        let mut got = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.log.push(line.clone());
                    let stop = done(&line);
                    got.push(line);
                    if stop {
                        return got;
                    }
                }
                Err(_) => panic!("no expected line; the session:\n{}", self.log.join("\n")),
            }
        }
    }

    /// Reads lines until one starts with `prefix`; gives that line.
    pub fn expect(&mut self, prefix: &str) -> String {
        self.until(|l| l.starts_with(prefix)).pop().unwrap()
    }

    /// Sends `line` and reads until a line starting with `prefix`; gives that line.
    pub fn ask(&mut self, line: &str, prefix: &str) -> String {
        self.send(line);
        self.expect(prefix)
    }

    /// Lines that arrive within `wait`, without expecting any.
    pub fn drain(&mut self, wait: Duration) -> Vec<String> {
        let mut got = Vec::new();
        while let Ok(line) = self.lines.recv_timeout(wait) {
            self.log.push(line.clone());
            got.push(line);
        }
        got
    }

    /// Closes stdin and waits for the engine to exit; gives its exit code and stderr.
    pub fn finish(mut self) -> (Option<i32>, String) {
        drop(self.stdin.take());
        let out = self.child.wait_with_output().expect("wait for koma");
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    }
}

/// The move of a `bestmove M [ponder P]` line.
pub fn best(line: &str) -> &str {
    line.split_whitespace()
        .nth(1)
        .expect("a move after bestmove")
}

/// Asserts that `mv` (in the variant's own notation) is legal in `pos`, and plays it.
pub fn legal<P: Position>(pos: &mut P, mv: &str, log: &[String]) {
    match pos.parse_move(mv) {
        Ok(m) => pos.play_unchecked(m),
        Err(e) => panic!(
            "`{mv}` is not legal in {}: {e}\n{}",
            pos.to_text(),
            log.join("\n")
        ),
    }
}
