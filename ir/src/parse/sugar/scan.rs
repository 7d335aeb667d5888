//! `chlo.scan`: the `stablehlo.while` JAX emits for `lax.scan`, so that every later stage
//! (interpreter, backends, reverse and forward mode) runs it as a loop it already knows.
//!
//! ```text
//! %r:M+K = chlo.scan(%x_1, …, %x_N) inits(%c_1, …, %c_K) dimension=D [attributes {is_reverse = true}] {
//! ^bb0(%e_1, …, %e_N, %a_1, …, %a_K):     // e_i: slice t of x_i along D (D removed); a_j: carries
//!   …
//!   stablehlo.return %y_1, …, %y_M, %a'_1, …, %a'_K
//! } : (X…, C…) -> (Y…, C…)                  // Y_o: y_o's type with the scan length inserted at D
//! ```
//!
//! becomes `while (i, carries…, stacked outputs…, xs…)`: the condition is `i < L`; the body
//! slices each input at `t` (`t = i`, or `L − 1 − i` for `is_reverse`), runs the scan body's
//! ops (moved, not copied), writes each `y_o` into its stacked output at `t` and returns
//! `i + 1`. The inputs ride along as carries the body returns unchanged, like the `xs` of
//! JAX's `scan` (the pipeline's `hoist-invariant-carries` then captures them instead). The
//! stacked outputs start as zeros.

use super::super::attr::{lookup, Attr, Entry};
use super::super::cursor::PResult;
use super::super::module::{FuncCtx, Operand, Parsed, Parser};
use super::existing;
use crate::array::{Array, Scalar};
use crate::func::{BlockId, Function, ValueId};
use crate::op::{BinaryOp, CompareDir, Op};
use crate::types::{DType, TensorType};
use std::collections::HashMap;

const NAME: &str = "chlo.scan";

impl<'a> Parser<'a> {
    /// The pretty form, after the op name.
    pub(super) fn pretty_scan(&mut self, fx: &mut FuncCtx<'a>, pos: usize) -> PResult<Parsed> {
        let inputs = self.paren_operands(fx)?;
        self.c.expect_keyword("inits", "after chlo.scan's inputs")?;
        let inits = self.paren_operands(fx)?;
        self.c
            .expect_keyword("dimension", "after chlo.scan's inits")?;
        self.c.expect("=", "after 'dimension'")?;
        let dim = self.c.usize("as the scan dimension")?;
        let mut reverse = false;
        if self.c.eat_keyword("attributes") {
            let attrs = self.c.attr_dict()?;
            reverse = self.scan_reverse(&attrs)?;
        }
        let body = self.region(fx, None)?;
        self.c.expect(":", "before chlo.scan's type")?;
        let (ins, outs) = self.c.function_type()?;
        let all: Vec<Operand<'a>> = inputs.iter().chain(&inits).copied().collect();
        self.check_operand_types(fx, &all, &ins)?;
        self.scan(fx, pos, &inputs, &inits, dim, reverse, body, &outs)
    }

    /// The generic form: `"chlo.scan"(%x…, %c…) <{dimension = D : i64, is_reverse = …,
    /// operandSegmentSizes = array<i32: N, K>}> ({…}) : (…) -> (…)`.
    pub(super) fn generic_scan(
        &mut self,
        fx: &mut FuncCtx<'a>,
        pos: usize,
        attrs: &[Entry<'a>],
        ops: &[Operand<'a>],
        regions: &[BlockId],
        outs: &[TensorType],
    ) -> PResult<Parsed> {
        let &[body] = regions else {
            return Err(self.c.err_at(pos, format!("{NAME} takes one region")));
        };
        let usizes = |key: &str| -> PResult<Vec<usize>> {
            let e = lookup(attrs, key).ok_or_else(|| {
                self.c
                    .err_at(pos, format!("{NAME} needs attribute '{key}'"))
            })?;
            self.c.attr_usizes(&e.value, e.pos, key)
        };
        let dim = match usizes("dimension")?.as_slice() {
            [d] => *d,
            _ => return Err(self.c.err_at(pos, "dimension must be one integer")),
        };
        // Inputs and inits are one operand list; only the segment sizes split it.
        let n_inputs = match usizes("operandSegmentSizes")?.as_slice() {
            [n, k] if n + k == ops.len() => *n,
            other => {
                return Err(self.c.err_at(
                    pos,
                    format!(
                        "{NAME}: operandSegmentSizes {other:?} does not split its {} operands into inputs and inits",
                        ops.len()
                    ),
                ))
            }
        };
        let reverse = self.scan_reverse(attrs)?;
        let (inputs, inits) = ops.split_at(n_inputs);
        self.scan(fx, pos, inputs, inits, dim, reverse, body, outs)
    }

    fn scan_reverse(&self, attrs: &[Entry<'a>]) -> PResult<bool> {
        match lookup(attrs, "is_reverse") {
            None => Ok(false),
            Some(Entry {
                value: Attr::Bool(b),
                ..
            }) => Ok(*b),
            Some(e) => Err(self
                .c
                .err_at(e.pos, format!("{NAME}: is_reverse must be true or false"))),
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn scan(
        &mut self,
        fx: &mut FuncCtx<'a>,
        pos: usize,
        inputs: &[Operand<'a>],
        inits: &[Operand<'a>],
        dim: usize,
        reverse: bool,
        body: BlockId,
        outs: &[TensorType],
    ) -> PResult<Parsed> {
        let err = |msg: String| Err(self.c.err_at(pos, format!("{NAME}: {msg}")));
        let f = &fx.f;
        let Some(first) = inputs.first() else {
            return err(
                "needs at least one input (its length along the dimension is the number of steps)"
                    .into(),
            );
        };
        let first_ty = f.ty(first.id).clone();
        if dim >= first_ty.rank() {
            return err(format!(
                "dimension {dim} is out of range for input {first_ty}"
            ));
        }
        let len = first_ty.shape[dim];
        let mut elem_types = Vec::new();
        for x in inputs {
            let t = f.ty(x.id);
            if t.rank() <= dim || t.shape[dim] != len {
                return err(format!(
                    "input {} is {t}; every input needs length {len} along dimension {dim}",
                    x.text
                ));
            }
            let mut shape = t.shape.clone();
            shape.remove(dim);
            elem_types.push(t.with_shape(shape));
        }
        let carry_types: Vec<TensorType> = inits.iter().map(|c| f.ty(c.id).clone()).collect();
        let (n, k) = (inputs.len(), inits.len());
        let Some(m) = outs.len().checked_sub(k) else {
            return err(format!("{} results cannot hold {k} carries", outs.len()));
        };
        let block = f.block(body).clone();
        let want_args: Vec<&TensorType> = elem_types.iter().chain(&carry_types).collect();
        let got_args: Vec<&TensorType> = block.args.iter().map(|&a| f.ty(a)).collect();
        if got_args != want_args {
            return err(format!(
                "the body takes ({}), expected ({}): one slice of each input, then the carries",
                list(&got_args),
                list(&want_args)
            ));
        }
        if block.ret.len() != m + k {
            return err(format!(
                "the body returns {} values, the op has {} results",
                block.ret.len(),
                m + k
            ));
        }
        let mut stacked_types = Vec::new();
        for (o, &y) in block.ret[..m].iter().enumerate() {
            let t = f.ty(y);
            let mut shape = t.shape.clone();
            if dim > shape.len() {
                return err(format!(
                    "the body's output {o} ({t}) has no dimension {dim}"
                ));
            }
            shape.insert(dim, len);
            let stacked = t.with_shape(shape);
            if stacked != outs[o] {
                return err(format!(
                    "result {o} is {}, expected {stacked} (the body's output {t} stacked along dimension {dim})",
                    outs[o]
                ));
            }
            stacked_types.push(stacked);
        }
        for (j, &c) in block.ret[m..].iter().enumerate() {
            let t = f.ty(c);
            if *t != carry_types[j] || outs[m + j] != carry_types[j] {
                return err(format!(
                    "carry {j} is {} initially, {t} from the body and {} as a result",
                    carry_types[j],
                    outs[m + j]
                ));
            }
        }

        // Loop variables: the step, the carries, the stacked outputs, the inputs.
        let loc = Some(self.c.loc_at(pos));
        let index = TensorType::scalar(DType::I64);
        let mut loop_types = vec![index.clone()];
        loop_types.extend(carry_types.iter().cloned());
        loop_types.extend(stacked_types.iter().cloned());
        loop_types.extend(inputs.iter().map(|x| fx.f.ty(x.id).clone()));
        let f = &mut fx.f;
        let outer = fx.block;
        let push =
            |f: &mut Function, b: BlockId, op: Op, operands: Vec<ValueId>, ty: TensorType| {
                let id = f.push_op(b, op, operands, vec![ty], vec![], loc);
                f.op(id).results[0]
            };
        let int = |v: i64| Op::Constant(Array::scalar(Scalar::I64(v)));
        let zero_i = push(f, outer, int(0), vec![], index.clone());
        let mut init_values = vec![zero_i];
        init_values.extend(inits.iter().map(|c| c.id));
        for t in &stacked_types {
            let z = push(
                f,
                outer,
                Op::Constant(Array::scalar(Scalar::zero(t.dtype))),
                vec![],
                TensorType::scalar(t.dtype),
            );
            init_values.push(push(
                f,
                outer,
                Op::BroadcastInDim { dims: vec![] },
                vec![z],
                t.clone(),
            ));
        }
        init_values.extend(inputs.iter().map(|x| x.id));

        // cond: i < L
        let cond = f.new_block(&loop_types, None);
        let i = f.block(cond).args[0];
        let bound = push(f, cond, int(len as i64), vec![], index.clone());
        let less = Op::Compare {
            dir: CompareDir::Lt,
            cmp_type: None,
        };
        let go = push(f, cond, less, vec![i, bound], TensorType::scalar(DType::I1));
        f.set_return(cond, vec![go]);

        // body
        let step = f.new_block(&loop_types, None);
        let args = f.block(step).args.clone();
        let i = args[0];
        let carries = &args[1..1 + k];
        let accs = &args[1 + k..1 + k + m];
        let xs = &args[1 + k + m..];
        let t = if reverse {
            let last = push(f, step, int(len as i64 - 1), vec![], index.clone());
            push(
                f,
                step,
                Op::Binary(BinaryOp::Subtract),
                vec![last, i],
                index.clone(),
            )
        } else {
            i
        };
        let zero = push(f, step, int(0), vec![], index.clone());
        let starts = |rank: usize| -> Vec<ValueId> {
            (0..rank).map(|d| if d == dim { t } else { zero }).collect()
        };
        let mut rename: HashMap<ValueId, ValueId> = HashMap::new();
        for ((&x, &arg), elem) in xs.iter().zip(&block.args[..n]).zip(&elem_types) {
            let xt = f.ty(x).clone();
            let mut sizes = xt.shape.clone();
            sizes[dim] = 1;
            let mut operands = vec![x];
            operands.extend(starts(xt.rank()));
            let slice = push(
                f,
                step,
                Op::DynamicSlice {
                    sizes: sizes.clone(),
                },
                operands,
                xt.with_shape(sizes),
            );
            let e = push(f, step, Op::Reshape, vec![slice], elem.clone());
            rename.insert(arg, e);
        }
        for (&c, &arg) in carries.iter().zip(&block.args[n..]) {
            rename.insert(arg, c);
        }
        // The scan body's ops move into the loop body.
        let moved = std::mem::take(&mut f.block_mut(body).ops);
        f.block_mut(step).ops.extend(&moved);
        for &op in &moved {
            rename_in_op(f, op, &rename);
        }
        let ret: Vec<ValueId> = block
            .ret
            .iter()
            .map(|v| rename.get(v).copied().unwrap_or(*v))
            .collect();
        let one = push(f, step, int(1), vec![], index.clone());
        let next = push(
            f,
            step,
            Op::Binary(BinaryOp::Add),
            vec![i, one],
            index.clone(),
        );
        let mut step_ret = vec![next];
        step_ret.extend(&ret[m..]);
        for ((&acc, &y), st) in accs.iter().zip(&ret[..m]).zip(&stacked_types) {
            let mut shape = f.ty(y).shape.clone();
            shape.insert(dim, 1);
            let row = push(f, step, Op::Reshape, vec![y], st.with_shape(shape));
            let mut operands = vec![acc, row];
            operands.extend(starts(st.rank()));
            step_ret.push(push(f, step, Op::DynamicUpdateSlice, operands, st.clone()));
        }
        step_ret.extend(xs);
        f.set_return(step, step_ret);

        let w = f.push_op(
            outer,
            Op::While,
            init_values,
            loop_types,
            vec![cond, step],
            loc,
        );
        let results = f.op(w).results.clone();
        let mut values: Vec<ValueId> = results[1 + k..1 + k + m].to_vec();
        values.extend(&results[1..1 + k]);
        Ok(existing(values))
    }
}

/// Renames the operands of `op` and of everything nested in its regions (a scan body's ops
/// may use its arguments anywhere below them); the work is the size of what moved.
fn rename_in_op(f: &mut Function, op: crate::func::OpId, map: &HashMap<ValueId, ValueId>) {
    let mut stack = vec![op];
    while let Some(op) = stack.pop() {
        let od = f.op_mut(op);
        for v in od.operands.iter_mut() {
            if let Some(&to) = map.get(v) {
                *v = to;
            }
        }
        for r in od.regions.clone() {
            let b = f.block_mut(r);
            for v in b.ret.iter_mut() {
                if let Some(&to) = map.get(v) {
                    *v = to;
                }
            }
            stack.extend(b.ops.iter().copied());
        }
    }
}

fn list(types: &[&TensorType]) -> String {
    types
        .iter()
        .map(|t| t.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}
