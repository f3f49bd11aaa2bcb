//! `xboard name NAME`: the variant's name in XBoard's `variant` command, when XBoard (or an
//! engine it runs) knows the variant by another name than koma's (`crazywa` for Wa shogi).
//!
//! The checker reports a malformed name (as any name) and a second statement (in `sorted.rs`, by its row in `syntax/statements.rs`).

use crate::ast::StatementKind;
use crate::check::context::Context;
use crate::check::sorted::check_name;
use crate::diagnostic::Diagnostics;

/// The XBoard name the file states, if any (`None` after an error too).
pub(crate) fn lower(cx: &Context<'_>, diags: &mut Diagnostics) -> Option<String> {
    let w = cx.s.of("xboard").find_map(|st| match &st.kind {
        StatementKind::XboardName(w) => Some(w),
        _ => None,
    })?;
    let before = diags.len();
    check_name(w, "xboard", diags);
    (diags.len() == before).then(|| w.text.clone())
}
