//! The one nesting rule every consumer of a module shares (interpreter, inliner, passes, CPU
//! backend): blocks nested through regions and calls may be at most [`MAX_NESTING`] deep.
//! A function body is depth 1, a region of an op at depth d is d + 1, and a `call` at depth
//! d adds the callee's own depth to d, exactly as the interpreter counts its frames. A
//! recursive call has no bounded depth and breaks the rule.
//!
//! Both walks here use explicit stacks, so a program nested or chained far beyond the limit
//! gets this error instead of overflowing the stack; everything that recurses over program
//! structure can then rely on the bound.

use crate::diag::Diagnostic;
use crate::func::{BlockId, Function, Loc, Module, OpId};
use crate::op::Op;
use std::collections::{HashMap, HashSet};

/// How deeply calls and regions may nest. Kept well inside a 2 MiB thread stack (the test
/// harness's default) for every pass that recurses over regions or calls.
pub const MAX_NESTING: usize = 64;

fn too_deep(detail: &str) -> String {
    format!("calls and regions nest more than {MAX_NESTING} deep{detail}")
}

/// A call site: callee, depth of the block holding the call, where it is.
struct CallSite {
    callee: String,
    depth: usize,
    op: OpId,
}

/// Deepest block of `f` alone (not following calls) and its calls; an error when regions
/// alone nest too deep.
fn local_nesting(f: &Function) -> Result<(usize, Vec<CallSite>), Diagnostic> {
    let mut deepest = 0;
    let mut calls = Vec::new();
    let mut seen: HashSet<BlockId> = HashSet::new();
    let mut stack = vec![(f.body, 1usize, None::<OpId>)];
    while let Some((b, depth, owner)) = stack.pop() {
        // Missing or repeated blocks are the arena checks' business, not this rule's.
        let Some(block) = f.blocks.get(b.index()) else {
            continue;
        };
        if !seen.insert(b) {
            continue;
        }
        if depth > MAX_NESTING {
            let at = owner.and_then(|o| f.ops.get(o.index()));
            let d = Diagnostic::new(too_deep(": regions inside regions")).in_func(&f.name);
            return Err(match at {
                Some(od) => d.on_op(od.op.name()).at(od.loc),
                None => d.at(f.loc),
            });
        }
        deepest = deepest.max(depth);
        for &op in &block.ops {
            let Some(od) = f.ops.get(op.index()) else {
                continue;
            };
            if let Op::Call { callee } = &od.op {
                calls.push(CallSite {
                    callee: callee.clone(),
                    depth,
                    op,
                });
            }
            stack.extend(od.regions.iter().map(|&r| (r, depth + 1, Some(op))));
        }
    }
    Ok((deepest, calls))
}

/// Checks one function's regions against [`MAX_NESTING`] (calls not followed).
pub fn check_function_nesting(f: &Function) -> Result<(), Diagnostic> {
    local_nesting(f).map(|_| ())
}

/// Checks the whole module: regions and call chains from every function, recursion
/// included (reported with its cycle).
pub fn check_nesting(m: &Module) -> Result<(), Diagnostic> {
    let mut local = HashMap::new();
    for f in &m.funcs {
        local.insert(f.name.as_str(), (f, local_nesting(f)?));
    }
    // Depth-first over the call graph with an explicit stack of (function, next call).
    let mut total: HashMap<&str, usize> = HashMap::new();
    for f in &m.funcs {
        let mut path: Vec<(&str, usize)> = vec![(f.name.as_str(), 0)];
        while let Some(&(name, next)) = path.last() {
            if total.contains_key(name) {
                path.pop();
                continue;
            }
            let (func, (deepest, calls)) = &local[name];
            match calls.get(next) {
                Some(site) => {
                    path.last_mut().expect("path is not empty here").1 += 1;
                    let callee = site.callee.as_str();
                    if !local.contains_key(callee) || total.contains_key(callee) {
                        continue; // unknown callees are reported by the verifier proper
                    }
                    if let Some(start) = path.iter().position(|(n, _)| *n == callee) {
                        let cycle: Vec<String> = path[start..]
                            .iter()
                            .map(|(n, _)| format!("@{n}"))
                            .chain([format!("@{callee}")])
                            .collect();
                        let detail = format!(": recursive call {}", cycle.join(" → "));
                        return Err(at_call(func, site, &too_deep(&detail)));
                    }
                    path.push((callee, 0));
                }
                None => {
                    let mut depth = *deepest;
                    for site in calls {
                        let callee_depth = total.get(site.callee.as_str()).copied().unwrap_or(0);
                        let through = site.depth + callee_depth;
                        if through > MAX_NESTING {
                            let detail = format!(" through the call to @{}", site.callee);
                            return Err(at_call(func, site, &too_deep(&detail)));
                        }
                        depth = depth.max(through);
                    }
                    total.insert(name, depth);
                    path.pop();
                }
            }
        }
    }
    Ok(())
}

fn at_call(f: &Function, site: &CallSite, message: &str) -> Diagnostic {
    let loc: Option<Loc> = f.ops.get(site.op.index()).and_then(|od| od.loc);
    Diagnostic::new(message)
        .in_func(&f.name)
        .on_op("func.call")
        .at(loc)
}
