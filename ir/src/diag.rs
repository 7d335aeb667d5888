//! Located, one-line error messages shared by the parser, the verifier and later passes.

use crate::func::Loc;
use std::fmt;

/// An error tied to a place: file, line:col, function and op where known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub file: Option<String>,
    pub loc: Option<Loc>,
    pub func: Option<String>,
    /// The op's printed name, e.g. `stablehlo.add`.
    pub op: Option<String>,
    pub message: String,
}

impl Diagnostic {
    pub fn new(message: impl Into<String>) -> Self {
        Diagnostic {
            file: None,
            loc: None,
            func: None,
            op: None,
            message: message.into(),
        }
    }
    pub fn at(mut self, loc: Option<Loc>) -> Self {
        self.loc = self.loc.or(loc);
        self
    }
    pub fn in_func(mut self, name: &str) -> Self {
        self.func.get_or_insert_with(|| name.to_string());
        self
    }
    pub fn on_op(mut self, name: impl Into<String>) -> Self {
        self.op.get_or_insert_with(|| name.into());
        self
    }
    pub fn in_file(mut self, file: &str) -> Self {
        self.file.get_or_insert_with(|| file.to_string());
        self
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (&self.file, &self.loc) {
            (Some(file), Some(loc)) => write!(f, "{file}:{loc}: ")?,
            (Some(file), None) => write!(f, "{file}: ")?,
            (None, Some(loc)) => write!(f, "{loc}: ")?,
            (None, None) => {}
        }
        if let Some(func) = &self.func {
            write!(f, "in @{func}: ")?;
        }
        if let Some(op) = &self.op {
            write!(f, "{op}: ")?;
        }
        f.write_str(&self.message)
    }
}

impl std::error::Error for Diagnostic {}
