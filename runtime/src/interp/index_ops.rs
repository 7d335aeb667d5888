//! The region-carrying indexing ops on the interpreter: `scatter`, `reduce_window`,
//! `select_and_scatter`. Their regions combine scalars; a region that is one known binary
//! op (`add`, `maximum`, ...) or that returns its second argument (scatter's "set") is
//! applied directly instead of being run per element.

use super::gather::scatter_targets;
use super::window::for_each_window;
use super::{binary, single_binary_body, Frame, Interpreter};
use fresnel_ir::infer;
use fresnel_ir::op::{ScatterDims, Window};
use fresnel_ir::{Array, BinaryOp, BlockId, Data, Diagnostic, OpData, Scalar};

/// How a region combines `(a…, b…)` into new values.
enum Combiner {
    Binary(BinaryOp),
    /// `return %b`: the second argument wins (scatter's "set").
    Second,
    Region(BlockId),
}

fn err(m: impl Into<String>) -> Diagnostic {
    Diagnostic::new(m.into())
}

impl<'m> Interpreter<'m> {
    fn combiner(&self, frame: &Frame<'m>, body: BlockId, like: &Array, n: usize) -> Combiner {
        let func = frame.func;
        if n == 1 {
            if let Some(op) = single_binary_body(func, body, like) {
                return Combiner::Binary(op);
            }
            if let Some(b) = func.get_block(body) {
                if b.ops.is_empty() && b.args.len() == 2 && b.ret == [b.args[1]] {
                    return Combiner::Second;
                }
            }
        }
        Combiner::Region(body)
    }

    /// Runs the combiner on `2n` scalars; checks what a region returns.
    fn combine(
        &mut self,
        frame: &mut Frame<'m>,
        c: &Combiner,
        args: Vec<Scalar>,
    ) -> Result<Vec<Scalar>, Diagnostic> {
        match c {
            Combiner::Binary(op) => {
                let out =
                    binary(*op, &Array::scalar(args[0]), &Array::scalar(args[1])).map_err(err)?;
                Ok(vec![out.data.get(0)])
            }
            Combiner::Second => Ok(vec![args[1]]),
            Combiner::Region(body) => {
                let n = args.len() / 2;
                let want: Vec<_> = args[..n].iter().map(|s| s.dtype()).collect();
                let arrays = args.into_iter().map(Array::scalar).collect();
                let out = self.run_block(frame, *body, arrays)?;
                let got: Vec<_> = out.iter().map(|a| a.dtype()).collect();
                if got != want || out.iter().any(|a| !a.shape.is_empty()) {
                    return Err(err(format!(
                        "region returns {} value(s) that are not scalars of {want:?}",
                        out.len()
                    )));
                }
                Ok(out.iter().map(|a| a.data.get(0)).collect())
            }
        }
    }

    pub(super) fn eval_scatter(
        &mut self,
        frame: &mut Frame<'m>,
        od: &'m OpData,
        s: &ScatterDims,
        operands: Vec<Array>,
    ) -> Result<Vec<Array>, Diagnostic> {
        let types: Vec<_> = operands.iter().map(Array::ty).collect();
        infer::scatter(&types, s).map_err(err)?;
        let n = (operands.len() - 1) / 2;
        let &[body] = &od.regions[..] else {
            return Err(err("needs one update region"));
        };
        let (inputs, rest) = operands.split_at(n);
        let (indices, updates) = (&rest[0], &rest[1..]);
        let targets =
            scatter_targets(&inputs[0].shape, indices, &updates[0].shape, s).map_err(err)?;
        let c = self.combiner(frame, body, &inputs[0], n);
        let mut results: Vec<Array> = inputs.to_vec();
        for (t, u) in targets {
            let mut args: Vec<Scalar> = results.iter().map(|r| r.data.get(t)).collect();
            args.extend(updates.iter().map(|x| x.data.get(u)));
            let new = self.combine(frame, &c, args)?;
            for (r, v) in results.iter_mut().zip(new) {
                r.data.set(t, v);
            }
        }
        Ok(results)
    }

    pub(super) fn eval_reduce_window(
        &mut self,
        frame: &mut Frame<'m>,
        od: &'m OpData,
        w: &Window,
        operands: Vec<Array>,
    ) -> Result<Vec<Array>, Diagnostic> {
        let types: Vec<_> = operands.iter().map(Array::ty).collect();
        let outs = infer::reduce_window(&types, w).map_err(err)?;
        // The result types come from the attributes alone (padding can make them huge).
        let bytes = outs.iter().fold(0u64, |sum, t| {
            let n = t
                .shape
                .iter()
                .try_fold(t.dtype.size_bytes() as u64, |a, &d| a.checked_mul(d as u64));
            sum.saturating_add(n.unwrap_or(u64::MAX))
        });
        crate::memory_budget::check_large(bytes, "the result").map_err(err)?;
        let n = operands.len() / 2;
        let &[body] = &od.regions[..] else {
            return Err(err("needs one body region"));
        };
        let (inputs, inits) = operands.split_at(n);
        let init: Vec<Scalar> = inits.iter().map(|a| a.data.get(0)).collect();
        let c = self.combiner(frame, body, &inputs[0], n);
        let mut out: Vec<Vec<Scalar>> = vec![Vec::new(); n];
        let grid = for_each_window(&inputs[0].shape, w, |members| {
            let mut acc = init.clone();
            for m in members {
                let mut args = acc;
                match m {
                    Some(i) => args.extend(inputs.iter().map(|x| x.data.get(*i))),
                    None => args.extend(&init),
                }
                acc = self.combine(frame, &c, args)?;
            }
            for (o, a) in out.iter_mut().zip(acc) {
                o.push(a);
            }
            Ok(())
        })?;
        out.iter()
            .zip(inputs)
            .map(|(v, x)| {
                Ok(Array {
                    shape: grid.clone(),
                    data: super::elem::data_from_scalars(x.dtype(), v).map_err(err)?,
                })
            })
            .collect()
    }

    pub(super) fn eval_select_and_scatter(
        &mut self,
        frame: &mut Frame<'m>,
        od: &'m OpData,
        w: &Window,
        operands: Vec<Array>,
    ) -> Result<Vec<Array>, Diagnostic> {
        let types: Vec<_> = operands.iter().map(Array::ty).collect();
        infer::select_and_scatter(&types, w).map_err(err)?;
        let [x, source, init] = &operands[..] else {
            return Err(err("expects operand, source and init value"));
        };
        let &[select, scatter] = &od.regions[..] else {
            return Err(err("needs a select and a scatter region"));
        };
        let c = self.combiner(frame, scatter, x, 1);
        let mut result = Array {
            shape: x.shape.clone(),
            data: init.data.get(0).splat(x.len()),
        };
        let mut si = 0;
        for_each_window(&x.shape, w, |members| {
            let mut chosen: Option<usize> = None;
            for &i in members.iter().flatten() {
                chosen = match chosen {
                    None => Some(i),
                    Some(cur) => {
                        let args =
                            vec![Array::scalar(x.data.get(cur)), Array::scalar(x.data.get(i))];
                        let keep = self.run_block(frame, select, args)?;
                        match &keep[..] {
                            [a] if matches!(a.data, Data::I1(_)) && a.shape.is_empty() => {
                                if a.data.get(0) == Scalar::I1(true) {
                                    Some(cur)
                                } else {
                                    Some(i)
                                }
                            }
                            _ => return Err(err("select region must return one tensor<i1>")),
                        }
                    }
                };
            }
            if let Some(t) = chosen {
                let args = vec![result.data.get(t), source.data.get(si)];
                let new = self.combine(frame, &c, args)?;
                result.data.set(t, new[0]);
            }
            si += 1;
            Ok(())
        })?;
        Ok(vec![result])
    }
}
