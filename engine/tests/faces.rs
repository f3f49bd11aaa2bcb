//! Kyoto shogi's faces on the reference engine: `testdata/faces.rs`.

mod common;
#[path = "../../testdata/faces.rs"]
mod faces;

#[test]
fn pieces_turn_over_and_drop_as_either_face() {
    let e = common::engine("kyotoshogi");
    faces::check_faces(|t| e.position(t).expect("position"));
}
