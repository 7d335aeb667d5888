//! What `grad` and `dump` share: differentiating `@main` (after checking the request against
//! its signature, so that mistakes are reported with the file and place) and running the
//! simplification pipeline with an observer that sees the IR after each pass; `dump` may ask
//! for fusion after it (`--print-after fuse`).

use super::error::CliError;
use crate::ad;
use crate::pipeline::{compile_pass_names, run_pipeline, FUSE, SIMPLIFY, WIDEN};
use fresnel_ir::func::Loc;
use fresnel_ir::{verify, Diagnostic, Function, Module};

/// The name under which differentiation itself appears in `--print-after(-all)`.
pub const AD_PASS: &str = "ad";

/// The names of the passes `dump` can show, in the order they run; `ad` only with
/// `--grad-wrt`. The compile-only passes ([`is_compile_only`]) come last.
pub fn pass_names(with_ad: bool) -> Vec<&'static str> {
    let ad = with_ad.then_some(AD_PASS);
    ad.into_iter().chain(compile_pass_names()).collect()
}

/// Passes that run only when compiling (widening of f16/bf16, fusion): `grad` never runs
/// them, `dump` only when one is asked for by name.
pub fn is_compile_only(pass: &str) -> bool {
    WIDEN.iter().chain(FUSE).any(|p| p.name == pass)
}

/// Differentiates `module` with respect to `wrt` when it is not empty (the result's `@main`
/// returns `(value, grads…)`), then simplifies. `observer(pass, module)` sees the module after
/// `ad` and after the pipeline's passes. `file` names the program in messages.
pub fn transform(
    module: &Module,
    file: &str,
    wrt: &[usize],
    opts: &ad::AdOptions,
    observer: &mut dyn FnMut(&str, &Module),
) -> Result<Module, CliError> {
    transform_with(module, file, wrt, opts, false, observer)
}

/// [`transform`], then, when `fuse` is set, the fusion stage of the compile pipeline.
pub fn transform_with(
    module: &Module,
    file: &str,
    wrt: &[usize],
    opts: &ad::AdOptions,
    fuse: bool,
    observer: &mut dyn FnMut(&str, &Module),
) -> Result<Module, CliError> {
    let mut m = if wrt.is_empty() {
        module.clone()
    } else {
        let g = value_and_grad(module, file, wrt, opts)?;
        observer(AD_PASS, &g);
        g
    };
    run_pipeline(&mut m, SIMPLIFY, observer).map_err(|d| {
        internal(
            file,
            "the simplification pipeline failed",
            located(d, file).message,
        )
    })?;
    check_verifies(&m, file, "simplification")?;
    if fuse {
        // As in the compile pipeline, where widening comes first and simplification sees
        // its roundings: here simplification runs again after it.
        if fresnel_ir::narrow::needs_widening(&m) {
            run_pipeline(&mut m, WIDEN, observer)
                .and_then(|()| run_pipeline(&mut m, SIMPLIFY, &mut |_, _| {}))
                .map_err(|d| internal(file, "widening failed", located(d, file).message))?;
        }
        run_pipeline(&mut m, FUSE, observer)
            .map_err(|d| internal(file, "fusion failed", located(d, file).message))?;
        check_verifies(&m, file, "fusion")?;
    }
    Ok(m)
}

/// `ad::jvp` with the request checked first, then simplified (zero tangents fold away);
/// errors are located in `file`.
pub fn jvp(module: &Module, file: &str, wrt: &[usize]) -> Result<Module, CliError> {
    let entry = module
        .entry()
        .ok_or_else(|| CliError::new(format!("{file}: cannot differentiate: no @main")))?;
    check_wrt(entry, file, wrt)?;
    let mut m = ad::jvp(module, wrt).map_err(|d| located(d, file))?;
    check_verifies(&m, file, "differentiation")?;
    run_pipeline(&mut m, SIMPLIFY, &mut |_, _| {}).map_err(|d| {
        internal(
            file,
            "the simplification pipeline failed",
            located(d, file).message,
        )
    })?;
    check_verifies(&m, file, "simplification")?;
    Ok(m)
}

/// `ad::value_and_grad` with the request checked first and every error located in `file`.
fn value_and_grad(
    module: &Module,
    file: &str,
    wrt: &[usize],
    opts: &ad::AdOptions,
) -> Result<Module, CliError> {
    let entry = module
        .entry()
        .ok_or_else(|| CliError::new(format!("{file}: cannot differentiate: no @main")))?;
    check_wrt(entry, file, wrt)?;
    check_loss(entry, file)?;
    let g = ad::value_and_grad_with(module, wrt, opts).map_err(|d| located(d, file))?;
    check_verifies(&g, file, "differentiation")?;
    Ok(g)
}

/// Every `--wrt` index names a float or complex argument of `@main`.
fn check_wrt(entry: &Function, file: &str, wrt: &[usize]) -> Result<(), CliError> {
    let params = entry.param_types();
    let place = place(file, entry.loc);
    for (k, &i) in wrt.iter().enumerate() {
        if wrt[..k].contains(&i) {
            let list: Vec<String> = wrt.iter().map(ToString::to_string).collect();
            return Err(CliError::new(format!(
                "{place}: --wrt {}: argument {i} is listed more than once; list each argument once",
                list.join(",")
            )));
        }
        let Some(ty) = params.get(i) else {
            let valid = match params.len() {
                0 => "it takes no arguments, so nothing can be differentiated".to_string(),
                1 => "the only valid index is 0".to_string(),
                n => format!("valid indices are 0 to {}", n - 1),
            };
            return Err(CliError::new(format!(
                "{place}: --wrt {i}: @{} takes {} argument(s); {valid}",
                entry.name,
                params.len()
            )));
        };
        if !ty.dtype.is_inexact() {
            let kind = if ty.dtype.is_bool() {
                "a boolean tensor"
            } else {
                "an integer tensor"
            };
            return Err(CliError::new(format!(
                "{place}: --wrt {i}: argument {i} of @{} (%arg{i}: {ty}) is {kind}; only float \
                 and complex arguments have gradients",
                entry.name
            )));
        }
    }
    Ok(())
}

/// The first result of `@main` is a real scalar (docs/design.md §7).
fn check_loss(entry: &Function, file: &str) -> Result<(), CliError> {
    let place = place(file, entry.block(entry.body).ret_loc.or(entry.loc));
    let want = "grad needs the first result of @main to be a real scalar (tensor<f32> or \
                tensor<f64>)";
    let Some(&first) = entry.returns().first() else {
        return Err(CliError::new(format!(
            "{place}: {want}, but @main returns nothing"
        )));
    };
    let ty = entry.ty(first);
    if ty.rank() == 0 && ty.dtype.is_float() {
        return Ok(());
    }
    let hint = if ty.dtype.is_complex() {
        "; a complex value has no gradient: return its real part or squared magnitude"
    } else if ty.dtype.is_float() {
        "; reduce it to a scalar first, e.g. with a sum"
    } else {
        ""
    };
    Err(CliError::new(format!(
        "{place}: {want}, but it is {ty}{hint}"
    )))
}

/// A module made by us that fails the verifier is our bug; say so, with the first errors.
fn check_verifies(m: &Module, file: &str, after: &str) -> Result<(), CliError> {
    verify::verify_module(m).map_err(|errors| {
        let details: Vec<String> = errors.iter().take(3).map(|d| d.to_string()).collect();
        internal(
            file,
            &format!("the IR after {after} does not verify"),
            details.join("; "),
        )
    })
}

fn internal(file: &str, what: &str, details: String) -> CliError {
    CliError::new(format!(
        "{file}: internal error: {what} (a bug in fresnel, please report it with this program): \
         {details}"
    ))
}

/// `file:line:col`, or `file` when the place is unknown.
fn place(file: &str, loc: Option<Loc>) -> String {
    match loc {
        Some(loc) => format!("{file}:{loc}"),
        None => file.to_string(),
    }
}

/// A diagnostic as a message naming `file`: AD and the passes write places inside their
/// messages as `… at LINE:COL`; those become `… at FILE:LINE:COL`, and a message with no place
/// at all is prefixed with the file.
pub fn located(d: Diagnostic, file: &str) -> CliError {
    match qualify_places(&d.message, file) {
        Some(message) if d.loc.is_none() => CliError::new(Diagnostic { message, ..d }.to_string()),
        Some(message) => CliError::new(Diagnostic { message, ..d }.in_file(file).to_string()),
        None => CliError::new(d.in_file(file).to_string()),
    }
}

/// `message` with every ` at LINE:COL` turned into ` at FILE:LINE:COL`; `None` if it has none.
fn qualify_places(message: &str, file: &str) -> Option<String> {
    const AT: &str = " at ";
    let mut out = String::with_capacity(message.len() + file.len());
    let mut rest = message;
    let mut changed = false;
    while let Some(i) = rest.find(AT) {
        let (head, tail) = rest.split_at(i + AT.len());
        out.push_str(head);
        if starts_with_line_col(tail) {
            out.push_str(file);
            out.push(':');
            changed = true;
        }
        rest = tail;
    }
    out.push_str(rest);
    changed.then_some(out)
}

/// Whether `s` starts with `DIGITS:DIGITS` not followed by another `:` or digit.
fn starts_with_line_col(s: &str) -> bool {
    let digits = |s: &str| s.bytes().take_while(u8::is_ascii_digit).count();
    let line = digits(s);
    if line == 0 || s.as_bytes().get(line) != Some(&b':') {
        return false;
    }
    let rest = &s[line + 1..];
    let col = digits(rest);
    col > 0 && !matches!(rest.as_bytes().get(col), Some(b':'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn places_in_messages_gain_the_file() {
        assert_eq!(
            qualify_places("not differentiable yet: stablehlo.while at 5:3", "p.mlir").as_deref(),
            Some("not differentiable yet: stablehlo.while at p.mlir:5:3")
        );
        assert_eq!(
            qualify_places("a at 1:2 and b at 30:40.", "f").as_deref(),
            Some("a at f:1:2 and b at f:30:40.")
        );
        // Not places: no digits, a missing column, or already three parts.
        assert_eq!(qualify_places("looked at x:1", "f"), None);
        assert_eq!(qualify_places("at 12 o'clock at 3:", "f"), None);
        assert_eq!(qualify_places("seen at 1:2:3", "f"), None);
    }

    #[test]
    fn located_prefixes_the_file_when_the_message_has_no_place() {
        let d = Diagnostic::new("grad failed").in_func("main");
        assert_eq!(
            located(d, "p.mlir").message,
            "p.mlir: in @main: grad failed"
        );
        let d = Diagnostic::new("x at 2:7");
        assert_eq!(located(d, "p.mlir").message, "x at p.mlir:2:7");
        let d = Diagnostic::new("bad").at(Some(Loc { line: 4, col: 1 }));
        assert_eq!(located(d, "p.mlir").message, "p.mlir:4:1: bad");
    }

    #[test]
    fn pass_names_list_ad_only_when_differentiating() {
        let with = pass_names(true);
        assert_eq!(with[0], AD_PASS);
        assert_eq!(&with[1..], pass_names(false).as_slice());
        assert!(pass_names(false).contains(&"dce"));
    }
}
