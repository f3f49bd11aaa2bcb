//! `piece NAME LETTER ...`: the piece statement, its values and its moves (Betza, vectors,
//! double moves), parsed into the AST.

use pest::iterators::Pair;

use super::grammar::Rule;
use super::util::{num, span_of, string, word};
use crate::ast::*;

pub(crate) fn piece(parts: Vec<Pair<'_, Rule>>, off: usize) -> Piece {
    let mut it = parts.into_iter();
    let name = word(it.next().expect("grammar: piece NAME"), off);
    let letter = word(it.next().expect("grammar: piece NAME LETTER"), off);
    let glyph = string(it.next().expect("grammar: piece NAME LETTER GLYPH"), off);
    let mut piece = Piece {
        name,
        letter,
        glyph,
        royal: None,
        moves: Moves {
            items: Vec::new(),
            span: 0..0,
        },
        within: None,
        also: Vec::new(),
        values: Vec::new(),
        promotes: None,
        more_promotes: Vec::new(),
        drops_anywhere: None,
        promotes_to: None,
        promotes_more: Vec::new(),
    };
    for p in it {
        match p.as_rule() {
            Rule::royal => piece.royal = Some(span_of(&p, off)),
            Rule::moves => piece.moves = moves(p, off),
            Rule::within => piece.within = p.into_inner().nth(1).map(|n| word(n, off)),
            Rule::also => {
                piece.also = p
                    .into_inner()
                    .filter(|q| q.as_rule() == Rule::alias)
                    .map(|q| word(q, off))
                    .collect()
            }
            Rule::value => piece.values.push(value(p, off)),
            Rule::drops_anywhere => piece.drops_anywhere = Some(span_of(&p, off)),
            Rule::promotes_to => {
                let mut q = p.into_inner();
                let keyword = span_of(&q.next().expect("grammar: promotes"), off);
                let mut names = q
                    .filter(|n| n.as_rule() == Rule::name)
                    .map(|n| word(n, off));
                let name = names.next().expect("grammar: promotes to NAME");
                piece.promotes_to = Some((keyword, name));
                piece.promotes_more = names.collect();
            }
            Rule::promotes => {
                let mut q = p.into_inner();
                let keyword = span_of(&q.next().expect("grammar: promotes"), off);
                let name = word(q.next().expect("grammar: promotes NAME"), off);
                let glyph = string(q.next().expect("grammar: promotes NAME GLYPH"), off);
                let mut royal = None;
                let mut moves_list = None;
                let mut values = Vec::new();
                let mut also = Vec::new();
                for r in q {
                    match r.as_rule() {
                        Rule::royal => royal = Some(span_of(&r, off)),
                        Rule::moves => moves_list = Some(moves(r, off)),
                        Rule::also => {
                            also = r
                                .into_inner()
                                .filter(|a| a.as_rule() == Rule::alias)
                                .map(|a| word(a, off))
                                .collect()
                        }
                        Rule::value => values.push(value(r, off)),
                        _ => {} // kw_moves
                    }
                }
                let clause = Promotes {
                    keyword,
                    name,
                    glyph,
                    royal,
                    moves: moves_list.expect("grammar: promotes ... moves MOVES"),
                    also,
                    values,
                };
                if piece.promotes.is_none() {
                    piece.promotes = Some(clause);
                } else {
                    piece.more_promotes.push(clause);
                }
            }
            _ => {} // kw_moves
        }
    }
    piece
}

/// A `value N [in hand M]` clause.
pub(crate) fn value(p: Pair<'_, Rule>, off: usize) -> Value {
    let mut q = p.into_inner();
    let keyword = span_of(&q.next().expect("grammar: value"), off);
    let mut ints = q.filter(|r| r.as_rule() == Rule::integer).map(|r| {
        let text = r.as_str();
        let value = text.parse().unwrap_or(if text.starts_with('-') {
            i64::MIN
        } else {
            i64::MAX
        });
        Int {
            value,
            span: span_of(&r, off),
        }
    });
    let board = ints.next().expect("grammar: value N");
    Value {
        keyword,
        board,
        hand: ints.next(),
    }
}

pub(crate) fn moves(p: Pair<'_, Rule>, off: usize) -> Moves {
    let span = span_of(&p, off);
    let items = p
        .into_inner()
        .filter(|q| q.as_rule() == Rule::move_item)
        .map(|q| move_item(q, off))
        .collect();
    Moves { items, span }
}

pub(crate) fn move_item(p: Pair<'_, Rule>, off: usize) -> MoveItem {
    let span = span_of(&p, off);
    let mut form = None;
    let mut only_in = None;
    let mut along = None;
    for q in p.into_inner() {
        match q.as_rule() {
            Rule::betza => form = Some(MoveForm::Betza(word(q, off))),
            Rule::vector_move => form = Some(MoveForm::Vector(vector_move(q, off))),
            Rule::double_form => form = Some(MoveForm::Double(double_move(q, off))),
            Rule::move_in => only_in = q.into_inner().nth(1).map(|n| word(n, off)),
            Rule::move_along => along = q.into_inner().nth(1).map(|n| word(n, off)),
            _ => {}
        }
    }
    let form = form.expect("grammar: a move item holds a move");
    MoveItem {
        form,
        only_in,
        span,
        along,
    }
}

pub(crate) fn vector_move(p: Pair<'_, Rule>, off: usize) -> VectorMove {
    let mut mode = None;
    let mut kind = VectorKind::Leap;
    let mut vectors = Vec::new();
    for q in p.into_inner() {
        match q.as_rule() {
            Rule::mode_word => mode = Some(word(q, off)),
            form => {
                let mut range = None;
                for r in q.into_inner() {
                    match r.as_rule() {
                        Rule::number => range = Some(num(r, off)),
                        Rule::vector => vectors.push(vector(r, off)),
                        _ => {}
                    }
                }
                kind = match form {
                    Rule::slide_form => VectorKind::Slide(range),
                    Rule::lame_form => VectorKind::Lame,
                    Rule::hop_form => VectorKind::Hop,
                    _ => VectorKind::Leap,
                };
            }
        }
    }
    let mut vectors = vectors.into_iter();
    let vector = vectors
        .next()
        .expect("grammar: a vector form holds a vector");
    VectorMove {
        mode,
        kind,
        vector,
        via: vectors.collect(),
    }
}

pub(crate) fn double_move(p: Pair<'_, Rule>, off: usize) -> crate::ast::DoubleMove {
    use crate::ast::Leg;
    let span = span_of(&p, off);
    let mut legs = p
        .into_inner()
        .filter(|q| q.as_rule() == Rule::double_leg)
        .map(|q| {
            let inner: Vec<_> = q.into_inner().collect();
            match inner.first().map(|r| r.as_rule()) {
                Some(Rule::leg_betza) => Leg::Betza(word(inner[0].clone(), off)),
                _ => Leg::Vectors(
                    inner
                        .into_iter()
                        .filter(|r| r.as_rule() == Rule::vector)
                        .map(|r| vector(r, off))
                        .collect(),
                ),
            }
        });
    let first = legs.next().expect("grammar: a double move has two legs");
    let second = legs.next().expect("grammar: a double move has two legs");
    crate::ast::DoubleMove {
        legs: [first, second],
        span,
    }
}

pub(crate) fn vector(p: Pair<'_, Rule>, off: usize) -> Vector {
    let span = span_of(&p, off);
    let mut comps = p
        .into_inner()
        .filter(|q| q.as_rule() == Rule::component)
        .map(|q| component(q, off));
    let dx = comps.next().expect("grammar: (dx, dy)");
    let dy = comps.next().expect("grammar: (dx, dy)");
    Vector { dx, dy, span }
}

pub(crate) fn component(p: Pair<'_, Rule>, off: usize) -> Component {
    let span = span_of(&p, off);
    let text = p.as_str();
    let (sign, digits) = if let Some(d) = text.strip_prefix('±') {
        (Sign::Both, d)
    } else if let Some(d) = text.strip_prefix('-') {
        (Sign::Minus, d)
    } else {
        (Sign::Plus, text.strip_prefix('+').unwrap_or(text))
    };
    Component {
        sign,
        value: digits.parse().unwrap_or(u32::MAX),
        span,
    }
}
