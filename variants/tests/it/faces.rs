//! Kyoto shogi's faces on the compiled generator: `testdata/faces.rs`.

#[path = "../../../testdata/faces.rs"]
mod shared;

#[test]
fn pieces_turn_over_and_drop_as_either_face() {
    use koma_variants::kyotoshogi::Position;
    shared::check_faces(|t| Position::from_text(t).expect("position"));
}
