//! XBoard/CECP version 2: the engine plays one side (or none, in `force` mode), thinks when it
//! is its turn, announces `move X` and claims the result the rules file gives.

use crate::fairy::{koma_name, position_from_xboard, variant_lines, xboard_names};
use crate::handler::{Flow, Protocol, engine_name};
use crate::host::Host;
use crate::info::InfoStyle;
use crate::notation::Notation;
use crate::output::Output;
use crate::session::Session;
use koma_runtime::Color;
use koma_search::{Clock, Limits};
use std::time::Duration;

/// The time control of `level MPS BASE INC`.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
struct Level {
    /// Moves per session (0: the whole game).
    moves: u32,
    /// Added per move.
    increment: Duration,
}

/// The XBoard handler's state.
pub struct Xboard {
    /// `force` mode: play the moves received, never think.
    force: bool,
    /// The side the engine plays.
    engine: Color,
    post: bool,
    depth: Option<u32>,
    movetime: Option<Duration>,
    level: Level,
    /// The engine's clock from `time` (centiseconds there).
    clock: Option<Duration>,
}

impl Xboard {
    /// The handler after `xboard`.
    pub fn start() -> Xboard {
        Xboard {
            force: false,
            engine: Color::Second,
            post: false,
            depth: None,
            movetime: None,
            level: Level::default(),
            clock: None,
        }
    }

    fn notation(host: &mut Host) -> Notation {
        Notation::xboard(host.session().variant().ranks)
    }

    fn limits(&self, moves_played: usize) -> Limits {
        let clock = self.clock.map(|remaining| Clock {
            remaining,
            increment: self.level.increment,
            byoyomi: Duration::ZERO,
            moves_to_go: (self.level.moves > 0).then(|| {
                let ours = (moves_played / 2) as u32;
                self.level.moves - ours % self.level.moves
            }),
        });
        let movetime = match (self.movetime, clock) {
            (None, None) if self.depth.is_none() => Some(Duration::from_secs(5)),
            (m, _) => m,
        };
        Limits {
            depth: self.depth,
            nodes: None,
            movetime,
            clock: if self.movetime.is_some() { None } else { clock },
            infinite: false,
        }
    }

    /// Starts thinking when it is the engine's turn and the game is on.
    fn think_if_our_turn(&mut self, host: &mut Host) {
        let notation = Self::notation(host);
        let (turn, over, played) = {
            let s = host.session();
            (
                s.side_to_move(),
                s.outcome().is_some(),
                s.moves_text(notation).len(),
            )
        };
        if self.force || over || turn != self.engine {
            return;
        }
        let limits = self.limits(played);
        host.go(
            limits,
            notation,
            InfoStyle::Xboard { post: self.post },
            Box::new(move |session, found, cancelled, out| {
                if cancelled {
                    return;
                }
                match &found.best {
                    Some(best) if session.play(best, notation).is_ok() => {
                        out.line(&format!("move {best}"));
                        claim(session, out);
                    }
                    _ => {
                        if !claim(session, out) {
                            out.line("resign");
                        }
                    }
                }
            }),
        );
    }

    fn user_move(&mut self, host: &mut Host, text: &str) {
        let notation = Self::notation(host);
        let out = host.out.clone();
        let played = {
            let mut s = host.session();
            let r = s.play(text, notation);
            if r.is_ok() {
                claim(&**s, &out);
            }
            r
        };
        match played {
            Ok(()) => self.think_if_our_turn(host),
            Err(_) => out.line(&format!("Illegal move: {text}")),
        }
    }

    fn new_game(&mut self, host: &mut Host) -> Result<(), String> {
        host.cancel();
        let name = host.catalog.initial("xiangqi");
        host.switch(&name)?;
        host.session().new_game();
        self.force = false;
        self.engine = Color::Second;
        self.depth = None;
        self.movetime = None;
        Ok(())
    }
}

/// Prints the result if the game is over (`1-0 {checkmate}`); whether it is.
fn claim(session: &dyn Session, out: &Output) -> bool {
    match session.outcome() {
        Some(o) => {
            out.line(&format!("{} {{{}}}", o.result_token(), o.reason));
            true
        }
        None => false,
    }
}

/// `level MPS BASE INC`: BASE in minutes or `min:sec`, INC in seconds.
fn parse_level(args: &[&str]) -> Result<Level, String> {
    let [mps, _base, inc] = args else {
        return Err("expected `level MPS BASE INC`".into());
    };
    let moves = mps
        .parse()
        .map_err(|_| format!("bad moves per session `{mps}`"))?;
    let increment = inc
        .parse::<f64>()
        .ok()
        .and_then(|s| Duration::try_from_secs_f64(s.max(0.0)).ok())
        .ok_or_else(|| format!("bad increment `{inc}`"))?;
    Ok(Level { moves, increment })
}

/// The number after a command (`sd 4`, `time 3000`).
fn number(args: &[&str]) -> Result<u64, String> {
    match args {
        [n] => n.parse().map_err(|_| format!("`{n}` is not a number")),
        _ => Err("expected one number".into()),
    }
}

impl Protocol for Xboard {
    fn handle(&mut self, host: &mut Host, line: &str) -> Flow {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&command, args)) = words.split_first() else {
            return Flow::Continue;
        };
        let rest = line.trim_start()[command.len()..].trim();
        let result: Result<(), String> = match command {
            "protover" => {
                let names =
                    xboard_names(&host.catalog.names, host.catalog.xboard_names()).join(",");
                host.out.line(&format!(
                    "feature myname=\"{}\" variants=\"{names}\" setboard=1 usermove=1 \
                     sigint=0 sigterm=0 ping=1 colors=0 reuse=1 analyze=0 san=0 time=1 \
                     draw=0 memory=1 done=1",
                    engine_name()
                ));
                Ok(())
            }
            "new" => self.new_game(host),
            "variant" => {
                let name = koma_name(host.catalog.xboard_names(), rest).to_string();
                host.switch(&name)
            }
            .map(|()| {
                let info = host.session().variant().clone();
                for l in variant_lines(&info) {
                    host.out.line(&l);
                }
            }),
            "force" => {
                host.cancel();
                self.force = true;
                Ok(())
            }
            "go" => {
                host.cancel();
                self.force = false;
                let out = host.out.clone();
                let session = host.session();
                self.engine = session.side_to_move();
                // a game already over gets its result again instead of a search
                let over = claim(&**session, &out);
                drop(session);
                if !over {
                    self.think_if_our_turn(host);
                }
                Ok(())
            }
            "playother" => {
                host.cancel();
                self.force = false;
                self.engine = !host.session().side_to_move();
                Ok(())
            }
            "usermove" => {
                self.user_move(host, rest);
                Ok(())
            }
            "?" => {
                host.stop();
                Ok(())
            }
            "undo" | "remove" => {
                host.cancel();
                let n = if command == "undo" { 1 } else { 2 };
                let mut s = host.session();
                for _ in 0..n {
                    s.undo();
                }
                Ok(())
            }
            "setboard" => {
                host.cancel();
                let mut session = host.session();
                let text = position_from_xboard(session.variant(), rest);
                let set = session.set_position(Some(&text));
                drop(session);
                if set.is_err() {
                    host.out.line("tellusererror Illegal position");
                }
                set
            }
            "level" => parse_level(args).map(|l| self.level = l),
            "st" => number(args).map(|s| self.movetime = Some(Duration::from_secs(s))),
            "sd" => number(args).map(|d| self.depth = Some(d.clamp(1, 100) as u32)),
            "time" => number(args)
                .map(|cs| self.clock = Some(Duration::from_millis(cs.saturating_mul(10)))),
            "otim" => number(args).map(|_| ()),
            "ping" => {
                // a ping on the engine's move is answered after the move (engine-intf)
                host.wait();
                host.out.line(&format!("pong {rest}"));
                Ok(())
            }
            "result" => {
                host.cancel();
                self.force = true;
                Ok(())
            }
            "post" | "nopost" => {
                self.post = command == "post";
                Ok(())
            }
            "quit" => {
                host.cancel();
                return Flow::Quit;
            }
            "xboard" | "accepted" | "rejected" | "hard" | "easy" | "computer" | "white"
            | "black" | "random" | "name" | "rating" | "ics" | "draw" | "hint" | "bk" | "."
            | "cores" | "egtpath" | "option" | "exit" => Ok(()),
            "memory" => match rest.parse::<usize>() {
                Ok(mb) => {
                    let (mb, entries) = host.set_hash_megabytes(mb);
                    host.out
                        .line(&format!("# hash table of {mb} MB: {entries} entries"));
                    Ok(())
                }
                Err(_) => Err("memory takes a whole number of megabytes".to_string()),
            },
            _ => {
                host.out
                    .line(&format!("Error (unknown command): {command}"));
                Ok(())
            }
        };
        if let Err(message) = result {
            host.out.line(&format!("Error ({message}): {line}"));
        }
        Flow::Continue
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn level_and_moves_to_go() {
        let l = parse_level(&["40", "5", "0"]).unwrap();
        assert_eq!(l.moves, 40);
        let l2 = parse_level(&["0", "2:30", "1.5"]).unwrap();
        assert_eq!(l2.increment, Duration::from_millis(1500));
        assert!(parse_level(&["x", "1", "0"]).is_err());
        // a number no `Duration` holds is an error, not a panic
        assert!(parse_level(&["40", "5", "inf"]).is_err());
        assert!(parse_level(&["40", "5", "1e300"]).is_err());
        let mut x = Xboard::start();
        x.level = l;
        x.clock = Some(Duration::from_secs(60));
        // after 10 plies the engine has played 5 of its 40 moves
        assert_eq!(x.limits(10).clock.unwrap().moves_to_go, Some(35));
        x.movetime = Some(Duration::from_secs(2));
        assert_eq!(x.limits(10).clock, None);
        // `sd 99` with `st 1`: both bound the search (the first reached stops it), so the time
        // per move holds however deep the depth limit lets it go
        x.depth = Some(99);
        x.movetime = Some(Duration::from_secs(1));
        let both = x.limits(10);
        assert_eq!(both.depth, Some(99));
        assert_eq!(both.movetime, Some(Duration::from_secs(1)));
    }
}
