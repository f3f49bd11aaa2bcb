//! The attack groups of a variant: every way a square can be attacked, merged across piece
//! types ([`AttackGroup`]), and the squares that can change each attack.

use super::geometry::{AttackGroup, Shape, group_squares};
use super::piece::PieceFacts;
use crate::ir::{MoveMode, Variant};
use koma_runtime::{Color, SquareSet};

/// The attack groups per attacking side, cheapest shape first (stable), and the sensitive
/// squares `[attacker][target]`.
#[allow(clippy::type_complexity)]
pub(super) fn attack_groups(
    v: &Variant,
    pieces: &[PieceFacts],
    regions: &[[SquareSet; 2]],
) -> ([Vec<AttackGroup>; 2], [Vec<SquareSet>; 2]) {
    let (files, ranks) = (v.board.files, v.board.ranks);
    let nsq = v.board.squares();
    let mut groups: [Vec<AttackGroup>; 2] = [Vec::new(), Vec::new()];
    let mut sensitive = [vec![SquareSet::EMPTY; nsq], vec![SquareSet::EMPTY; nsq]];
    for c in Color::ALL {
        let out = &mut groups[c.index()];
        for (id, p) in pieces.iter().enumerate() {
            for rule in &p.rules[c.index()] {
                if rule.mode == MoveMode::MoveOnly {
                    continue;
                }
                let no_screen = if rule.shape == Shape::Hop {
                    p.no_hop_over.clone()
                } else {
                    Vec::new()
                };
                match out.iter_mut().find(|g| {
                    g.shape == rule.shape
                        && g.v == rule.v
                        && g.only_in == rule.only_in
                        && g.within == p.within
                        && g.along == rule.along
                        && g.no_screen == no_screen
                }) {
                    Some(g) => {
                        if !g.pieces.contains(&id) {
                            g.pieces.push(id);
                        }
                    }
                    None => out.push(AttackGroup {
                        shape: rule.shape.clone(),
                        v: rule.v,
                        only_in: rule.only_in,
                        within: p.within,
                        pieces: vec![id],
                        along: rule.along,
                        no_screen,
                    }),
                }
            }
        }
        out.sort_by_key(|g| g.shape.cost());
        for (t, sens) in sensitive[c.index()].iter_mut().enumerate() {
            for g in out.iter() {
                if let Some(sqs) = group_squares(files, ranks, regions, g, c, t) {
                    *sens = sens.union(sqs.into_iter().collect());
                }
            }
        }
    }
    (groups, sensitive)
}
