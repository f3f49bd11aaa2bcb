//! Search progress lines in each protocol's form: UCI/USI `info depth … score cp … pv …`,
//! UCCI `info depth … score N …`, XBoard's thinking output `ply score time nodes pv`.

use koma_search::{Info, Score};

/// How a protocol reports search progress.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum InfoStyle {
    /// `info depth D seldepth S score cp X|mate N nodes N nps N time MS pv …` (UCI and USI).
    Uci,
    /// `info depth D score X time MS nodes N nps N pv …`: UCCI's bare score (mates as ±(30000
    /// − plies)).
    Ucci,
    /// XBoard's `ply score time nodes pv` (score in centipawns, mates as ±(100000 + moves),
    /// time in centiseconds), printed only after `post`.
    Xboard {
        /// Whether thinking output is on (`post`).
        post: bool,
    },
}

impl InfoStyle {
    /// The line for `info` with the principal variation `pv` as text, or `None` when this
    /// style prints nothing.
    pub fn line(self, info: &Info, pv: &[String]) -> Option<String> {
        let ms = info.elapsed.as_millis();
        let nps = (info.nodes as u128 * 1000) / ms.max(1);
        let pv = pv.join(" ");
        match self {
            InfoStyle::Uci => Some(format!(
                "info depth {} seldepth {} score {} nodes {} nps {nps} time {ms} pv {pv}",
                info.depth, info.seldepth, info.score, info.nodes
            )),
            InfoStyle::Ucci => Some(format!(
                "info depth {} score {} time {ms} nodes {} nps {nps} pv {pv}",
                info.depth,
                ucci_score(info.score),
                info.nodes
            )),
            InfoStyle::Xboard { post: false } => None,
            InfoStyle::Xboard { post: true } => Some(format!(
                "{} {} {} {} {pv}",
                info.depth,
                xboard_score(info.score),
                ms / 10,
                info.nodes
            )),
        }
    }
}

/// UCCI's score: centipawns, or ±(30000 − plies) for a mate.
fn ucci_score(score: Score) -> i32 {
    match score {
        Score::Centipawns(cp) => cp,
        Score::Mate(plies) if plies > 0 => 30_000 - plies,
        Score::Mate(plies) => -30_000 - plies,
    }
}

/// XBoard's score: centipawns, or ±(100000 + moves) for a mate.
fn xboard_score(score: Score) -> i32 {
    match score.mate_in_moves() {
        Some(m) if m > 0 => 100_000 + m,
        Some(m) => -100_000 + m,
        None => match score {
            Score::Centipawns(cp) => cp,
            Score::Mate(_) => 0,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn info(score: Score) -> Info {
        Info {
            depth: 3,
            seldepth: 7,
            score,
            nodes: 5000,
            elapsed: Duration::from_millis(250),
            pv: Vec::new(),
        }
    }

    #[test]
    fn each_protocol_writes_its_own_line() {
        let pv = ["h2e2".to_string(), "h9g7".to_string()];
        let i = info(Score::Centipawns(35));
        assert_eq!(
            InfoStyle::Uci.line(&i, &pv).unwrap(),
            "info depth 3 seldepth 7 score cp 35 nodes 5000 nps 20000 time 250 pv h2e2 h9g7"
        );
        assert_eq!(
            InfoStyle::Ucci.line(&i, &pv).unwrap(),
            "info depth 3 score 35 time 250 nodes 5000 nps 20000 pv h2e2 h9g7"
        );
        assert_eq!(
            InfoStyle::Xboard { post: true }.line(&i, &pv).unwrap(),
            "3 35 25 5000 h2e2 h9g7"
        );
        assert_eq!(InfoStyle::Xboard { post: false }.line(&i, &pv), None);
    }

    #[test]
    fn mates_in_each_protocol() {
        // mate in 3 plies = 2 moves for the side to move; mated in 2 plies = -1 move
        let win = info(Score::Mate(3));
        let loss = info(Score::Mate(-2));
        assert!(
            InfoStyle::Uci
                .line(&win, &[])
                .unwrap()
                .contains("score mate 2 ")
        );
        assert!(
            InfoStyle::Uci
                .line(&loss, &[])
                .unwrap()
                .contains("score mate -1 ")
        );
        assert!(
            InfoStyle::Ucci
                .line(&win, &[])
                .unwrap()
                .contains("score 29997 ")
        );
        assert!(
            InfoStyle::Ucci
                .line(&loss, &[])
                .unwrap()
                .contains("score -29998 ")
        );
        let xb = InfoStyle::Xboard { post: true };
        assert!(xb.line(&win, &[]).unwrap().starts_with("3 100002 "));
        assert!(xb.line(&loss, &[]).unwrap().starts_with("3 -100001 "));
    }
}
