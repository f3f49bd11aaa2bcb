//! [`Catalog`]: the variants an engine can play, and how to open a [`Session`] of each.

use crate::session::Session;

/// Opens a session of the variant with the given name.
pub type OpenFn = Box<dyn Fn(&str) -> Result<Box<dyn Session>, String> + Send>;

/// The variants an engine offers (UCI's `UCI_Variant`, XBoard's `variants`) and a way to open
/// each.
pub struct Catalog {
    /// The names offered, in order.
    pub names: Vec<String>,
    /// The variant played until the GUI picks one: the one named on the command line, if any.
    pub default: Option<String>,
    open: OpenFn,
    /// (XBoard name, koma name) of each variant XBoard knows by another name.
    xboard: Vec<(String, String)>,
}

impl Catalog {
    /// A catalog of `names`, opened with `open`; `default` is the variant named on the command
    /// line, if any.
    pub fn new(names: Vec<String>, default: Option<String>, open: OpenFn) -> Catalog {
        Catalog {
            names,
            default,
            open,
            xboard: Vec::new(),
        }
    }

    /// The catalog with the XBoard names of its variants: (XBoard name, koma name) for each
    /// whose rules file states `xboard name NAME` (the IR's `Variant::xboard_name`).
    pub fn with_xboard_names(mut self, xboard: Vec<(String, String)>) -> Catalog {
        self.xboard = xboard;
        self
    }

    /// (XBoard name, koma name) of each variant XBoard knows by another name.
    pub fn xboard_names(&self) -> &[(String, String)] {
        &self.xboard
    }

    /// A new session of the variant `name`.
    ///
    /// # Errors
    /// A message when no variant has this name or it cannot be opened.
    pub fn open(&self, name: &str) -> Result<Box<dyn Session>, String> {
        if !self.names.iter().any(|n| n == name) {
            return Err(format!(
                "unknown variant `{name}`; the variants are {}",
                self.names.join(", ")
            ));
        }
        (self.open)(name)
    }

    /// The variant to start with: the default, else `fallback` if offered, else the first.
    pub fn initial(&self, fallback: &str) -> String {
        self.default
            .clone()
            .or_else(|| self.names.iter().find(|n| *n == fallback).cloned())
            .or_else(|| self.names.first().cloned())
            .unwrap_or_default()
    }
}
