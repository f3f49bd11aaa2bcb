//! The compiler's own error: a limit of the compiler, or a start position that breaks the rules.

/// Why a variant could not be compiled (beyond the rules file's own diagnostics): a limit of
/// the compiler, or a start position that breaks the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error(pub String);

impl core::fmt::Display for Error {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}
