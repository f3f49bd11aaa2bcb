//! Where the IR says each piece, region and rule statement is in the rules file (1-based lines),
//! for backends that point at the rules they compiled.

use koma_dsl::ir::{RuleLines, Variant};

fn compile(source: &str) -> Variant {
    koma_dsl::compile(source).unwrap_or_else(|d| panic!("{}", d.render("test.koma", source)))
}

#[test]
fn pieces_regions_and_rules_carry_the_line_of_their_statement() {
    // comments, blank lines and a statement spread over three lines
    let v = compile(
        "# a test variant\n\
         variant t\n\
         board 5x5\n\
         notation sfen\n\
         \n\
         region camp = last 1 ranks\n\
         piece king K \"K\" royal moves K\n\
         piece pawn P \"P\" moves fW\n\
         \x20   promotes tokin \"T\"\n\
         \x20   moves WfF\n\
         promotion in camp\n\
         captures to hand\n\
         drops mate pawn illegal\n\
         drops nifu pawn\n\
         forbid royals-same-rank\n\
         start \"4k/5/5/P4/K4 b - 1\"\n",
    );
    let lines: Vec<(&str, u32)> = v.pieces.iter().map(|p| (p.name.as_str(), p.line)).collect();
    assert_eq!(lines, [("king", 7), ("pawn", 8), ("tokin", 9)]);
    assert_eq!(v.regions[0].line, 6);
    assert_eq!(
        v.lines,
        RuleLines {
            promotion: Some(11),
            captures: Some(12),
            nifu: vec![14],
            no_drop_mate: vec![13],
            no_facing: None,
            no_same_rank: Some(15),
            drop_region: None,
            no_drop_check: None,
        }
    );
}

#[test]
fn an_allowed_drop_mate_is_no_rule_and_has_no_line() {
    let v = compile(
        "variant t\nboard 5x5\nnotation sfen\npiece king K \"K\" royal moves K\n\
         piece pawn P \"P\" moves fW\ncaptures to hand\ndrops mate pawn allowed\n\
         forbid facing-royals\nstart \"4k/5/5/P4/K4 b - 1\"\n",
    );
    assert!(v.drops.no_drop_mate.is_empty());
    assert_eq!(
        v.lines,
        RuleLines {
            captures: Some(6),
            no_facing: Some(8),
            ..RuleLines::default()
        }
    );
}

#[test]
fn drop_region_and_drop_check_have_their_lines() {
    let source = |verdict: &str| {
        format!(
            "variant t\nboard 5x5\nnotation fen\nregion home = ranks 1-2\n\
             piece king K \"K\" royal moves K\npiece pawn P \"P\" moves fW\ncaptures to hand\n\
             drops in home\ndrops check {verdict}\nstart \"4k/5/5/P4/K4[] w - - 0 1\"\n"
        )
    };
    let v = compile(&source("illegal"));
    assert_eq!((v.drops.region, v.drops.no_check), (Some(0), true));
    assert_eq!(
        (v.lines.drop_region, v.lines.no_drop_check),
        (Some(8), Some(9))
    );
    // `allowed` is the default: no rule, no line
    let v = compile(&source("allowed"));
    assert_eq!((v.drops.region, v.drops.no_check), (Some(0), false));
    assert_eq!(
        (v.lines.drop_region, v.lines.no_drop_check),
        (Some(8), None)
    );
}
