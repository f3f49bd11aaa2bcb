//! The UCI family: USI (shogi GUIs), UCI (with a `UCI_Variant` option) and UCCI (xiangqi
//! GUIs). They share the command set — `isready`, `setoption`, `position … moves …`, `go`,
//! `stop`, `quit` — and differ in the handshake, the clock words of `go`, the move notation and
//! how "no move" is said.

use crate::go::{UCI_CLOCK, USI_CLOCK, parse_go};
use crate::handler::{Flow, Protocol, engine_name};
use crate::host::{Host, MAX_HASH_MEGABYTES};
use crate::info::InfoStyle;
use crate::notation::Notation;
use crate::position::set_position;
use koma_runtime::Color;
use koma_search::DEFAULT_HASH_MEGABYTES;

/// Which member of the family.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Flavour {
    /// USI: `usiok`, `btime` for the first player, USI moves, `bestmove resign|win`.
    Usi,
    /// UCI: `uciok`, `wtime` for the first player, coordinate moves, `bestmove (none)`.
    Uci,
    /// UCCI: `ucciok`, `time`/`opptime` (seconds unless `usemillisec`), ICCS moves,
    /// `nobestmove`, `bye`.
    Ucci,
}

/// A UCI-family protocol handler.
pub struct UciLike {
    flavour: Flavour,
    /// UCCI: times in milliseconds (`setoption usemillisec true`) rather than seconds.
    millis: bool,
}

impl UciLike {
    /// The handler for `flavour`; writes the handshake's answer.
    pub fn start(flavour: Flavour, host: &mut Host) -> UciLike {
        let me = UciLike {
            flavour,
            millis: false,
        };
        me.handshake(host);
        me
    }

    fn handshake(&self, host: &mut Host) {
        let out = &host.out;
        out.line(&format!("id name {}", engine_name()));
        out.line("id author the koma authors");
        let current = host.session().variant().name.clone();
        let vars: String = host
            .catalog
            .names
            .iter()
            .map(|n| format!(" var {n}"))
            .collect();
        let out = &host.out;
        out.line(&format!(
            "option name UCI_Variant type combo default {current}{vars}"
        ));
        let (default, max) = (DEFAULT_HASH_MEGABYTES, MAX_HASH_MEGABYTES);
        match self.flavour {
            Flavour::Usi => {
                out.line(&format!(
                    "option name USI_Hash type spin default {default} min 0 max {max}"
                ));
                out.line("option name USI_Ponder type check default false");
                out.line("usiok");
            }
            Flavour::Uci => {
                out.line(&format!(
                    "option name Hash type spin default {default} min 0 max {max}"
                ));
                out.line("uciok");
            }
            Flavour::Ucci => {
                out.line("option usemillisec type check default false");
                out.line(&format!(
                    "option hashsize type spin min 0 max {max} default {default}"
                ));
                out.line("ucciok");
            }
        }
    }

    /// How moves are written: USI natively, UCI and UCCI in coordinates as Fairy-Stockfish
    /// writes them (UCCI counts the ranks of a 10-rank board from 0).
    fn notation(&self, host: &mut Host) -> Notation {
        match self.flavour {
            Flavour::Uci => Notation::UCI,
            Flavour::Ucci => Notation::ucci(host.session().variant().ranks),
            Flavour::Usi => Notation::Native,
        }
    }

    fn error(&self, host: &Host, message: &str) {
        host.out.line(&format!("info string error: {message}"));
    }

    /// `setoption name N value V` (UCCI also `setoption N V`).
    fn set_option(&mut self, host: &mut Host, args: &[&str]) -> Result<(), String> {
        let (name, value) = match args {
            ["name", rest @ ..] => match rest.iter().position(|&w| w == "value") {
                Some(i) => (rest[..i].join(" "), rest[i + 1..].join(" ")),
                None => (rest.join(" "), String::new()),
            },
            [name, rest @ ..] => (name.to_string(), rest.join(" ")),
            [] => return Err("`setoption` needs an option name".into()),
        };
        match name.as_str() {
            "UCI_Variant" => host.switch(&value),
            "USI_Hash" | "Hash" | "hashsize" => {
                let mb: usize = value.trim().parse().map_err(|_| {
                    format!("`{name}` takes a whole number of megabytes, not `{value}`")
                })?;
                let (mb, entries) = host.set_hash_megabytes(mb);
                host.out.line(&format!(
                    "info string hash table of {mb} MB: {entries} entries"
                ));
                Ok(())
            }
            "usemillisec" => {
                self.millis = value == "true";
                Ok(())
            }
            _ => Ok(()),
        }
    }

    fn go(&self, host: &mut Host, args: &[&str]) -> Result<(), String> {
        let side = host.session().side_to_move();
        let words = match self.flavour {
            Flavour::Usi => Some(USI_CLOCK),
            Flavour::Uci => Some(UCI_CLOCK),
            Flavour::Ucci => None,
        };
        let mut limits = parse_go(args, words, side)?;
        if self.flavour == Flavour::Ucci && !self.millis {
            // UCCI counts its clock in seconds unless told otherwise
            if let Some(c) = limits.clock.as_mut() {
                c.remaining = c.remaining.saturating_mul(1000);
                c.increment = c.increment.saturating_mul(1000);
            }
        }
        let style = match self.flavour {
            Flavour::Ucci => InfoStyle::Ucci,
            _ => InfoStyle::Uci,
        };
        let flavour = self.flavour;
        let notation = self.notation(host);
        host.go(
            limits,
            notation,
            style,
            Box::new(move |session, found, cancelled, out| {
                if cancelled {
                    return;
                }
                let line = match (&found.best, flavour) {
                    (Some(best), Flavour::Ucci) => format!("bestmove {best}"),
                    (Some(best), _) => match &found.ponder {
                        Some(p) => format!("bestmove {best} ponder {p}"),
                        None => format!("bestmove {best}"),
                    },
                    (None, Flavour::Ucci) => "nobestmove".into(),
                    (None, Flavour::Uci) => "bestmove (none)".into(),
                    (None, Flavour::Usi) => {
                        let us: Color = session.side_to_move();
                        let won = session.outcome().is_some_and(|o| o.winner == Some(us));
                        if won {
                            "bestmove win"
                        } else {
                            "bestmove resign"
                        }
                        .into()
                    }
                };
                out.line(&line);
            }),
        );
        Ok(())
    }
}

impl Protocol for UciLike {
    fn handle(&mut self, host: &mut Host, line: &str) -> Flow {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&command, args)) = words.split_first() else {
            return Flow::Continue;
        };
        let result = match command {
            "isready" => {
                host.out.line("readyok");
                Ok(())
            }
            "usi" | "uci" | "ucci" => {
                self.handshake(host);
                Ok(())
            }
            "usinewgame" | "ucinewgame" => {
                let mut s = host.session();
                s.new_game();
                s.set_position(None)
            }
            "setoption" => self.set_option(host, args),
            "position" => {
                let notation = self.notation(host);
                set_position(&mut **host.session(), args, notation)
            }
            "go" => self.go(host, args),
            "stop" | "ponderhit" => {
                host.stop();
                Ok(())
            }
            "gameover" => {
                host.cancel();
                Ok(())
            }
            "debug" | "register" | "banmoves" => Ok(()),
            "quit" => {
                host.cancel();
                if self.flavour == Flavour::Ucci {
                    host.out.line("bye");
                }
                return Flow::Quit;
            }
            _ => Err(format!("unknown command `{command}`")),
        };
        if let Err(message) = result {
            self.error(host, &message);
        }
        Flow::Continue
    }
}
