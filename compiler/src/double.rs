//! Pass 1, double moves (`double LEG then LEG`, Chu shogi's lion, horned falcon and soaring
//! eagle): a kind's double moves as the generated code reads them. The shared facts give each
//! double move as two vectors per colour ([`koma_dsl::facts::BoardDouble`]); the compiler groups
//! the first legs that share one set of second legs, so that a group is two tables: the
//! squares the first leg reaches from the origin, and the squares the second leg reaches from
//! the first leg's square (Chu's lion: one group, a king step then a king step). A table equal
//! to a leap table of the ordinary moves is that table.

use crate::board::{Set, offset};
use koma_dsl::facts::BoardDouble;

/// Where a leg's targets are read, `[colour][square]`: a leap table of the ordinary moves
/// ([`crate::model::Model::leap_tables`]) or a table of the double moves' own
/// ([`crate::model::Model::double_tables`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LegTable {
    /// Index into the leap tables.
    Leap(usize),
    /// Index into the double moves' own tables.
    Own(usize),
}

/// First legs of one kind that share their second legs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DoubleGroup {
    /// The first legs' targets from the origin.
    pub first: LegTable,
    /// The second legs' targets from the first leg's square (the origin among them for a
    /// move back, which the generated code allows although the origin holds the mover).
    pub second: LegTable,
    /// The first legs, first player's board vectors.
    pub firsts: Vec<(i32, i32)>,
    /// The second legs, first player's board vectors.
    pub seconds: Vec<(i32, i32)>,
}

/// First legs that share their second legs: a double move of each first leg (its index), and
/// the second legs.
type Shared = (Vec<usize>, Vec<(i32, i32)>);

/// The targets `[colour][square]` of the vectors `legs[colour]` from each square.
fn leg_table(files: usize, ranks: usize, nsq: usize, legs: [&[(i32, i32)]; 2]) -> [Vec<Set>; 2] {
    legs.map(|vs| {
        (0..nsq)
            .map(|sq| {
                let mut s = Set::default();
                for &v in vs {
                    if let Some(t) = offset(files, ranks, sq, v) {
                        s.insert(t);
                    }
                }
                s
            })
            .collect()
    })
}

/// Finds `table` among the leap tables, else among (or added to) `own`.
fn place(table: [Vec<Set>; 2], leaps: &[[Vec<Set>; 2]], own: &mut Vec<[Vec<Set>; 2]>) -> LegTable {
    if let Some(i) = leaps.iter().position(|t| *t == table) {
        return LegTable::Leap(i);
    }
    match own.iter().position(|t| *t == table) {
        Some(i) => LegTable::Own(i),
        None => {
            own.push(table);
            LegTable::Own(own.len() - 1)
        }
    }
}

/// The groups of one kind's double moves `doubles` (`[first player, second player]`, the same
/// moves in the same order), on a `files` x `ranks` board of `nsq` squares; tables not among
/// `leaps` are found in or added to `own`.
pub fn groups(
    files: usize,
    ranks: usize,
    nsq: usize,
    doubles: &[Vec<BoardDouble>; 2],
    leaps: &[[Vec<Set>; 2]],
    own: &mut Vec<[Vec<Set>; 2]>,
) -> Vec<DoubleGroup> {
    // per first leg (by index of its first occurrence): the indices of its double moves
    let mut by_first: Vec<Vec<usize>> = Vec::new();
    for (i, d) in doubles[0].iter().enumerate() {
        match by_first
            .iter_mut()
            .find(|g| doubles[0][g[0]].first == d.first)
        {
            Some(g) => g.push(i),
            None => by_first.push(vec![i]),
        }
    }
    let seconds_of = |g: &[usize], c: usize| -> Vec<(i32, i32)> {
        let mut s: Vec<(i32, i32)> = g.iter().map(|&i| doubles[c][i].second).collect();
        s.sort_unstable();
        s.dedup();
        s
    };
    // first legs with the same second legs share a group: `(a move of each first leg, seconds)`
    let mut merged: Vec<Shared> = Vec::new();
    for g in &by_first {
        let seconds = seconds_of(g, 0);
        match merged.iter_mut().find(|(_, s)| *s == seconds) {
            Some((firsts, _)) => firsts.push(g[0]),
            None => merged.push((vec![g[0]], seconds)),
        }
    }
    merged
        .into_iter()
        .map(|(firsts, seconds)| {
            let first_legs = [0, 1].map(|c| {
                firsts
                    .iter()
                    .map(|&i| doubles[c][i].first)
                    .collect::<Vec<_>>()
            });
            let group_of = |i: usize| {
                by_first
                    .iter()
                    .find(|g| g[0] == i)
                    .cloned()
                    .unwrap_or_default()
            };
            let second_legs = [0, 1].map(|c| seconds_of(&group_of(firsts[0]), c));
            let first = place(
                leg_table(files, ranks, nsq, [&first_legs[0], &first_legs[1]]),
                leaps,
                own,
            );
            let second = place(
                leg_table(files, ranks, nsq, [&second_legs[0], &second_legs[1]]),
                leaps,
                own,
            );
            DoubleGroup {
                first,
                second,
                firsts: first_legs[0].clone(),
                seconds,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bd(first: (i32, i32), second: (i32, i32)) -> BoardDouble {
        BoardDouble { first, second }
    }

    /// Chu's soaring eagle: two first legs with different second legs give two groups; the
    /// lion's king step then king step, one group whose two tables are one.
    #[test]
    fn groups_by_second_legs() {
        let eagle = [
            vec![
                bd((1, 1), (1, 1)),
                bd((1, 1), (-1, -1)),
                bd((-1, 1), (-1, 1)),
                bd((-1, 1), (1, -1)),
            ],
            vec![
                bd((-1, -1), (-1, -1)),
                bd((-1, -1), (1, 1)),
                bd((1, -1), (1, -1)),
                bd((1, -1), (-1, 1)),
            ],
        ];
        let mut own = Vec::new();
        let g = groups(12, 12, 144, &eagle, &[], &mut own);
        assert_eq!(g.len(), 2);
        assert_eq!(g[0].firsts, vec![(1, 1)]);
        assert_eq!(g[0].seconds, vec![(-1, -1), (1, 1)]);
        assert_eq!(own.len(), 4);
        let king: Vec<(i32, i32)> = (-1..=1)
            .flat_map(|x| (-1..=1).map(move |y| (x, y)))
            .filter(|&v| v != (0, 0))
            .collect();
        let lion: Vec<BoardDouble> = king
            .iter()
            .flat_map(|&a| king.iter().map(move |&b| bd(a, b)))
            .collect();
        let mut own = Vec::new();
        let g = groups(12, 12, 144, &[lion.clone(), lion], &[], &mut own);
        assert_eq!(g.len(), 1);
        assert_eq!(g[0].first, g[0].second);
        assert_eq!(own.len(), 1);
        // the corner square: three king steps
        let LegTable::Own(i) = g[0].first else {
            panic!("own table")
        };
        assert_eq!((0..144).filter(|&t| own[i][0][0].contains(t)).count(), 3);
    }
}
