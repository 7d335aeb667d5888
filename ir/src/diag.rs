//! Located, one-line error messages shared by the parser, the verifier and later passes.

use crate::func::Loc;
use std::fmt;

/// Runs of non-space characters longer than this are cut in messages: hostile input (a 10 MB
/// identifier) must not come back as a 10 MB error.
const MAX_WORD: usize = 120;
/// How many characters of a cut run are kept.
const KEEP: usize = 60;

/// `text` with every run of more than `MAX_WORD` non-whitespace characters cut to its first
/// `KEEP` characters, followed by `…` and the run's length.
pub fn abbreviate(text: &str) -> String {
    let mut out = String::with_capacity(text.len().min(4096));
    let mut rest = text;
    while !rest.is_empty() {
        let word_end = rest.find(char::is_whitespace).unwrap_or(rest.len());
        let (word, tail) = rest.split_at(word_end);
        let chars = word.chars().count();
        if chars > MAX_WORD {
            out.extend(word.chars().take(KEEP));
            out.push_str(&format!("… ({chars} characters)"));
        } else {
            out.push_str(word);
        }
        let space_end = tail
            .find(|c: char| !c.is_whitespace())
            .unwrap_or(tail.len());
        out.push_str(&tail[..space_end]);
        rest = &tail[space_end..];
    }
    out
}

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
            message: abbreviate(&message.into()),
        }
    }
    pub fn at(mut self, loc: Option<Loc>) -> Self {
        self.loc = self.loc.or(loc);
        self
    }
    pub fn in_func(mut self, name: &str) -> Self {
        self.func.get_or_insert_with(|| abbreviate(name));
        self
    }
    pub fn on_op(mut self, name: impl Into<String>) -> Self {
        self.op.get_or_insert_with(|| abbreviate(&name.into()));
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn huge_tokens_are_cut_and_their_length_named() {
        let token = "a".repeat(10_000_000);
        let d = Diagnostic::new(format!("unknown op '{token}' here")).in_func(&token);
        let shown = d.to_string();
        assert!(shown.len() < 400, "{} bytes", shown.len());
        assert!(shown.contains("… (10000002 characters) here"), "{shown}");
        assert!(shown.starts_with(&format!("in @{}… (10000000 characters): ", "a".repeat(60))));
    }

    #[test]
    fn ordinary_messages_are_unchanged() {
        let m = "expected ',' in  list,\tfound 'tensor<1x2x1x1x16x16xcomplex<f32>>' ";
        assert_eq!(abbreviate(m), m);
        assert_eq!(abbreviate(""), "");
    }
}
