//! The text parser: StableHLO's pretty and generic syntax, as JAX and StableHLO print it.
//!
//! * [`parse_module`] / [`parse_module_at`]: a module (or bare `func.func`s) into a [`Module`].
//! * [`split_cases`]: a `// -----`-separated test file into its cases, with line numbers.
//! * [`parse_type`]: one tensor type, e.g. for the CLI.
//!
//! Errors are one [`Diagnostic`] with the line:col of the offending token; the caller adds the
//! file name. Types outside the IR fail with a message starting `unsupported type`.
//! The parser never panics: nesting is capped, sizes are checked, allocation is bounded.
//!
//! Layout: `cursor` (lexing, positions), `types`, `literal` (`dense<...>`), `attr` (attribute
//! values), `module` (functions, blocks, regions, SSA names), `pretty` and `generic` (the two
//! op syntaxes), `sugar` (ops that parse into others: composite, map, the dynamic-shape ops
//! with constant shapes, CHLO's conj and infinity tests, ...), `check` (the interpreter tests' assertions).

mod attr;
mod check;
mod collective;
mod conv;
mod cursor;
mod generic;
mod index;
mod lapack;
mod lapack_eig;
mod lapack_qr_eigh;
mod literal;
mod module;
mod pretty;
mod refine;
mod shape_eval;
mod sugar;
mod suggest;
mod types;

#[cfg(test)]
mod corpus_tests;
#[cfg(test)]
mod lapack_eig_tests;
#[cfg(test)]
mod lapack_qr_eigh_tests;
#[cfg(test)]
mod lapack_tests;
#[cfg(test)]
mod refine_tests;
#[cfg(test)]
mod tests;

use crate::diag::Diagnostic;
use crate::func::Module;
use crate::types::TensorType;
pub use cursor::unescape;
use cursor::Cursor;

/// Whether `text` uses an op that parses into others (`stablehlo.composite`, `chlo.zeta`,
/// ...: see `sugar`), so that it cannot print back as written.
#[cfg(test)]
pub(crate) fn parses_into_other_ops(text: &str) -> bool {
    sugar::SUGAR.iter().any(|name| {
        text.match_indices(name).any(|(i, _)| {
            // The name as an op: followed by a space, `"(` or `(` (`chlo.scan(%x)`,
            // `stablehlo.dynamic_conv(%a, ...)`), not a longer name.
            matches!(
                text.as_bytes().get(i + name.len()),
                Some(b' ' | b'"' | b'(')
            )
        })
    })
}

/// Parses a module whose text starts on line 1.
pub fn parse_module(text: &str) -> Result<Module, Diagnostic> {
    parse_module_at(text, 1)
}

/// Parses a module whose first line is line `first_line` of a larger file (a case from
/// [`split_cases`]), so that locations in errors and on ops point into that file.
pub fn parse_module_at(text: &str, first_line: usize) -> Result<Module, Diagnostic> {
    let first_line = u32::try_from(first_line).unwrap_or(u32::MAX);
    // Editors that save "UTF-8 with BOM" put U+FEFF first; it is not part of the program.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    module::Parser {
        c: Cursor::new(text, first_line),
        rf: None,
    }
    .module()
}

/// The end of the message [`parse_module`] gives for a `?` dimension.
const DYNAMIC_SHAPES: &str =
    "dynamic shapes are not supported without the argument types (parse_module_for)";

/// Whether `d` is [`parse_module`]'s error for a `?` dimension: the program parses with
/// [`parse_module_for`] once its argument types are known.
pub fn needs_argument_types(d: &Diagnostic) -> bool {
    d.message.ends_with(DYNAMIC_SHAPES)
}

/// The error every parse returns: one located message.
pub type ParseError = Diagnostic;

/// Parses a program whose types may have `?` dimensions (JAX's shape-polymorphic exports,
/// upstream's dynamic-shape tests) for entry arguments of the given types: the entry (`@main`,
/// else the only public function, else the first) takes `args`, and every shape is refined
/// from them (see `refine.rs`). The module is fully static. Arguments that do not fit the
/// declared types, a shape that depends on data values and a failed `shape_assertion` are
/// located errors.
pub fn parse_module_for(text: &str, args: &[TensorType]) -> Result<Module, ParseError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    module::Parser {
        c: Cursor::new(text, 1),
        rf: None,
    }
    .module_for(args)
}

/// Parses one tensor type, e.g. `tensor<2x3xcomplex<f32>>`, with nothing after it.
pub fn parse_type(text: &str) -> Result<TensorType, Diagnostic> {
    let mut c = Cursor::new(text, 1);
    let ty = c.tensor_type()?;
    if !c.at_eof() {
        let found = c.describe_next();
        return Err(c.err(format!("unexpected {found} after the type")));
    }
    Ok(ty)
}

/// Splits a test file on `// -----` lines (as `mlir-opt -split-input-file` does) into its
/// cases: `(line number of the case's first line, case text)`. N separators give N + 1 cases
/// (possibly empty). Pass the line number to [`parse_module_at`].
pub fn split_cases(text: &str) -> Vec<(usize, &str)> {
    let mut cases = Vec::new();
    let (mut start, mut start_line) = (0, 1);
    let mut offset = 0;
    for (index, line) in text.split_inclusive('\n').enumerate() {
        if line.trim_start().starts_with("// -----") {
            cases.push((start_line, text.get(start..offset).unwrap_or("")));
            start = offset + line.len();
            start_line = index + 2;
        }
        offset += line.len();
    }
    cases.push((start_line, text.get(start..).unwrap_or("")));
    cases
}
