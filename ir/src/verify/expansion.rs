//! The one size rule for programs whose calls multiply: a function's size with every call
//! expanded into a copy of its callee (what inlining produces, and how many ops the
//! interpreter runs outside loops) may be at most [`MAX_EXPANDED_OPS`]. A chain of N
//! functions each calling the next twice is 4 KB of text and 2^N ops expanded; the inliner and
//! the interpreter both refuse it here, before copying or running anything.

use crate::diag::Diagnostic;
use crate::func::Module;
use crate::op::Op;
use std::collections::HashMap;

/// Largest function (in ops, regions included, calls expanded) the backends accept.
pub const MAX_EXPANDED_OPS: usize = 1 << 21;

/// Checks every function of `m` against [`MAX_EXPANDED_OPS`]. Unknown callees count as
/// nothing (the verifier reports them). Recursion follows the call graph, so call it after
/// [`super::check_nesting`], whose bound on call depth bounds it too.
pub fn check_expansion(m: &Module) -> Result<(), Diagnostic> {
    let index: HashMap<&str, usize> = m.funcs.iter().map(|f| f.name.as_str()).zip(0..).collect();
    let mut sizes = HashMap::new();
    for f in &m.funcs {
        expanded_size(m, &index, &f.name, &mut sizes)?;
    }
    Ok(())
}

fn expanded_size<'m>(
    m: &'m Module,
    index: &HashMap<&str, usize>,
    name: &'m str,
    sizes: &mut HashMap<&'m str, usize>,
) -> Result<usize, Diagnostic> {
    if let Some(&n) = sizes.get(name) {
        return Ok(n);
    }
    let Some(&i) = index.get(name) else {
        return Ok(0);
    };
    let f = &m.funcs[i];
    let mut n = 0usize;
    for op in f.walk() {
        let size = match &f.op(op).op {
            Op::Call { callee } => expanded_size(m, index, callee, sizes)?,
            _ => 1,
        };
        n = n.saturating_add(size);
    }
    if n > MAX_EXPANDED_OPS {
        return Err(Diagnostic::new(format!(
            "expanding its calls would make @{name} about {n} ops, over the limit of \
             {MAX_EXPANDED_OPS}: every call stands for a copy of its callee, so functions \
             that call others several times multiply"
        ))
        .in_func(name)
        .at(f.loc));
    }
    sizes.insert(name, n);
    Ok(n)
}
