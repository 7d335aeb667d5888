//! Inlining: every `call` (also inside regions) is replaced by a copy of the callee's body,
//! callees first, so each copy is already call-free. Recursion is an error. Afterwards no
//! function calls another, so every private function is dropped; public ones and the entry
//! stay.
//!
//! Two bounds keep this safe on any input: call chains and regions must obey the verifier's
//! nesting rule (checked first, which also bounds the recursion here), and no function may
//! grow past [`MAX_EXPANDED_OPS`] (`fresnel_ir::verify::check_expansion`, the rule the
//! interpreter applies too) — a chain of functions each calling the next twice would
//! otherwise expand to 2^N copies.

use super::util::Renames;
use fresnel_ir::func::{BlockId, Function, Loc, Module, ValueId};
use fresnel_ir::verify::{check_expansion, check_nesting};
use fresnel_ir::{Diagnostic, Op};
use std::collections::{HashMap, HashSet};

pub use fresnel_ir::verify::MAX_EXPANDED_OPS;

pub fn inline_calls(m: &mut Module) -> Result<(), Diagnostic> {
    check_nesting(m)?;
    let names: Vec<String> = m.funcs.iter().map(|f| f.name.clone()).collect();
    // Functions keep their places until the end: look them up by name in O(1).
    let index: HashMap<String, usize> = names.iter().cloned().zip(0..).collect();
    check_expansion(m)?;
    let mut done = HashSet::new();
    for name in &names {
        inline_function(m, &index, name, &mut done, &mut Vec::new())?;
    }
    let entry = m.entry().map(|f| f.name.clone());
    m.funcs
        .retain(|f| f.public || Some(&f.name) == entry.as_ref());
    Ok(())
}

/// Makes `name` call-free, after making every function it calls call-free.
fn inline_function(
    m: &mut Module,
    index: &HashMap<String, usize>,
    name: &str,
    done: &mut HashSet<String>,
    stack: &mut Vec<String>,
) -> Result<(), Diagnostic> {
    if done.contains(name) {
        return Ok(());
    }
    stack.push(name.to_string());
    let idx = *index
        .get(name)
        .ok_or_else(|| Diagnostic::new(format!("no function @{name}")))?;
    let ops = m.funcs[idx].walk();
    let calls: Vec<(String, Option<Loc>)> = {
        let f = &m.funcs[idx];
        ops.iter()
            .filter_map(|&op| match &f.op(op).op {
                Op::Call { callee } => Some((callee.clone(), f.op(op).loc)),
                _ => None,
            })
            .collect()
    };
    if calls.is_empty() {
        stack.pop();
        done.insert(name.to_string());
        return Ok(());
    }
    for (callee, loc) in &calls {
        let err = |msg: String| {
            Err(Diagnostic::new(msg)
                .at(*loc)
                .in_func(name)
                .on_op("func.call"))
        };
        if stack.contains(callee) {
            let mut cycle = stack.clone();
            cycle.push(callee.clone());
            let cycle: Vec<String> = cycle
                .iter()
                .skip_while(|n| *n != callee)
                .map(|n| format!("@{n}"))
                .collect();
            return err(format!(
                "recursive call cannot be inlined: {}",
                cycle.join(" → ")
            ));
        }
        if !index.contains_key(callee) {
            return err(format!("call to unknown function @{callee}"));
        }
        inline_function(m, index, callee, done, stack)?;
    }
    let mut f = m.funcs[idx].clone();
    let body = f.body;
    let mut renames = Renames::default();
    inline_in_block(&mut f, body, m, index, &mut renames).map_err(|d| d.in_func(name))?;
    renames.finish(&mut f);
    m.funcs[idx] = f;
    stack.pop();
    done.insert(name.to_string());
    Ok(())
}

/// Rebuilds `b`'s op list with every call replaced by the (call-free) callee body. Region
/// recursion is bounded by the nesting rule, checked first.
fn inline_in_block(
    f: &mut Function,
    b: BlockId,
    m: &Module,
    index: &HashMap<String, usize>,
    renames: &mut Renames,
) -> Result<(), Diagnostic> {
    let ops = f.take_block_ops(b);
    for op in ops {
        renames.apply_to_op(f, op);
        let data = f.op(op).clone();
        let Op::Call { callee } = &data.op else {
            f.attach_op(b, op);
            for r in data.regions {
                inline_in_block(f, r, m, index, renames)?;
            }
            continue;
        };
        let located = |msg: String| Diagnostic::new(msg).at(data.loc).on_op("func.call");
        let target = index
            .get(callee)
            .map(|&i| &m.funcs[i])
            .ok_or_else(|| located(format!("call to unknown function @{callee}")))?;
        let arg_types: Vec<_> = data.operands.iter().map(|&v| f.ty(v).clone()).collect();
        let result_types: Vec<_> = data.results.iter().map(|&v| f.ty(v).clone()).collect();
        if arg_types != target.param_types() || result_types != target.result_types {
            return Err(located(format!(
                "call to @{callee} does not match its signature"
            )));
        }
        let returned = copy_body(f, b, target, &data.operands).map_err(located)?;
        for (&r, new) in data.results.iter().zip(returned) {
            renames.record(r, new);
        }
    }
    Ok(())
}

/// Appends a copy of `src`'s body to block `target` of `f`, with `src`'s parameters bound to
/// `args`; returns the copies of the values `src` returns.
pub fn copy_body(
    f: &mut Function,
    target: BlockId,
    src: &Function,
    args: &[ValueId],
) -> Result<Vec<ValueId>, String> {
    let mut map: HashMap<ValueId, ValueId> = src
        .params()
        .iter()
        .copied()
        .zip(args.iter().copied())
        .collect();
    copy_ops(f, target, src, src.body, &mut map)?;
    src.returns().iter().map(|v| lookup(&map, *v)).collect()
}

fn lookup(map: &HashMap<ValueId, ValueId>, v: ValueId) -> Result<ValueId, String> {
    map.get(&v)
        .copied()
        .ok_or_else(|| format!("value {v} is used before it is defined"))
}

pub(crate) fn copy_ops(
    f: &mut Function,
    target: BlockId,
    src: &Function,
    src_block: BlockId,
    map: &mut HashMap<ValueId, ValueId>,
) -> Result<(), String> {
    for &op in &src.block(src_block).ops {
        let d = src.op(op);
        let operands = d
            .operands
            .iter()
            .map(|&v| lookup(map, v))
            .collect::<Result<Vec<_>, _>>()?;
        let mut regions = Vec::new();
        for &r in &d.regions {
            let rb = src.block(r);
            let arg_types: Vec<_> = rb.args.iter().map(|&a| src.ty(a).clone()).collect();
            let nb = f.new_block(&arg_types, None);
            for (&a, &na) in rb.args.iter().zip(&f.block(nb).args.clone()) {
                map.insert(a, na);
            }
            copy_ops(f, nb, src, r, map)?;
            let ret = rb
                .ret
                .iter()
                .map(|&v| lookup(map, v))
                .collect::<Result<Vec<_>, _>>()?;
            f.set_return(nb, ret);
            f.set_return_loc(nb, rb.ret_loc);
            regions.push(nb);
        }
        let result_types = d.results.iter().map(|&v| src.ty(v).clone()).collect();
        let id = f.push_op(target, d.op.clone(), operands, result_types, regions, d.loc);
        for (&old, &new) in d.results.iter().zip(&f.op(id).results) {
            map.insert(old, new);
        }
    }
    Ok(())
}

/// How many `call` ops the module holds, inside regions too.
pub fn count_calls(m: &Module) -> usize {
    m.funcs
        .iter()
        .map(|f| {
            f.walk()
                .into_iter()
                .filter(|&op| matches!(f.op(op).op, Op::Call { .. }))
                .count()
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use fresnel_ir::parse::parse_module;
    use fresnel_ir::verify::verify_module;
    use fresnel_ir::Array;
    use fresnel_runtime::interp::run_main;

    const NESTED: &str = "func.func public @main(%arg0: tensor<3xf64>) -> tensor<3xf64> {
  %0 = call @twice(%arg0) : (tensor<3xf64>) -> tensor<3xf64>
  %1 = call @square(%0) : (tensor<3xf64>) -> tensor<3xf64>
  return %1 : tensor<3xf64>
}
func.func private @twice(%arg0: tensor<3xf64>) -> tensor<3xf64> {
  %0 = call @square(%arg0) : (tensor<3xf64>) -> tensor<3xf64>
  %1 = stablehlo.add %0, %arg0 : tensor<3xf64>
  return %1 : tensor<3xf64>
}
func.func private @square(%arg0: tensor<3xf64>) -> tensor<3xf64> {
  %0 = stablehlo.multiply %arg0, %arg0 : tensor<3xf64>
  return %0 : tensor<3xf64>
}";

    #[test]
    fn nested_calls_are_inlined_and_private_functions_dropped() {
        let m = parse_module(NESTED).unwrap();
        let mut inlined = m.clone();
        inline_calls(&mut inlined).unwrap();
        verify_module(&inlined).unwrap();
        assert_eq!(count_calls(&inlined), 0);
        assert_eq!(inlined.funcs.len(), 1, "only @main is left");
        let x = Array::from_f64(vec![3], vec![0.5, -2.0, 3.0]).unwrap();
        assert_eq!(
            run_main(&inlined, std::slice::from_ref(&x)).unwrap(),
            run_main(&m, &[x]).unwrap(),
            "(x² + x)² either way"
        );
    }

    #[test]
    fn calls_inside_regions_are_inlined() {
        let text = "func.func public @main(%arg0: tensor<f64>) -> tensor<f64> {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c3 = stablehlo.constant dense<3> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %r0, %r1 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %c0) : tensor<f64>, tensor<i64>
  cond {
    %c = stablehlo.compare LT, %iterArg_0, %c3 : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %s = func.call @step(%iterArg) : (tensor<f64>) -> tensor<f64>
    %n = stablehlo.add %iterArg_0, %one : tensor<i64>
    stablehlo.return %s, %n : tensor<f64>, tensor<i64>
  }
  return %r0 : tensor<f64>
}
func.func private @step(%arg0: tensor<f64>) -> tensor<f64> {
  %0 = stablehlo.multiply %arg0, %arg0 : tensor<f64>
  return %0 : tensor<f64>
}";
        let mut m = parse_module(text).unwrap();
        inline_calls(&mut m).unwrap();
        verify_module(&m).unwrap();
        assert_eq!(count_calls(&m), 0);
        let out = run_main(&m, &[Array::from_f64(vec![], vec![1.5]).unwrap()]).unwrap();
        assert_eq!(
            out[0],
            Array::from_f64(vec![], vec![1.5f64.powi(8)]).unwrap()
        );
    }

    #[test]
    fn recursion_is_an_error_naming_the_cycle() {
        let text = "func.func public @main(%arg0: tensor<f64>) -> tensor<f64> {
  %0 = call @a(%arg0) : (tensor<f64>) -> tensor<f64>
  return %0 : tensor<f64>
}
func.func private @a(%arg0: tensor<f64>) -> tensor<f64> {
  %0 = call @b(%arg0) : (tensor<f64>) -> tensor<f64>
  return %0 : tensor<f64>
}
func.func private @b(%arg0: tensor<f64>) -> tensor<f64> {
  %0 = call @a(%arg0) : (tensor<f64>) -> tensor<f64>
  return %0 : tensor<f64>
}";
        let mut m = parse_module(text).unwrap();
        let e = inline_calls(&mut m).unwrap_err();
        let msg = e.to_string();
        assert!(
            msg.contains("recursive call") && msg.contains("@a → @b → @a"),
            "{msg}"
        );
        assert_eq!(e.loc.map(|l| l.line), Some(10), "{msg}");
    }

    #[test]
    fn unknown_callee_is_an_error() {
        let mut m = parse_module(NESTED).unwrap();
        m.funcs.retain(|f| f.name != "square");
        let msg = inline_calls(&mut m).unwrap_err().to_string();
        assert!(msg.contains("unknown function @square"), "{msg}");
    }

    #[test]
    fn public_functions_stay() {
        let text = NESTED.replace("func.func private @square", "func.func public @square");
        let mut m = parse_module(&text).unwrap();
        inline_calls(&mut m).unwrap();
        let names: Vec<&str> = m.funcs.iter().map(|f| f.name.as_str()).collect();
        assert_eq!(names, ["main", "square"]);
    }
}
