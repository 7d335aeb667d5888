//! `fresnel.fusion` ops: the body's arguments are the fusion's operands and its results what
//! the body returns; a `loop` body becomes one elementwise kernel, a `reduce` body one
//! reduction with its prologue fused in, an `fft` body one fused FFT (see `fft.rs`); a body
//! that does not fit its kernel is lowered in parts or op by op.

use super::lower::Lowerer;
use fresnel_ir::func::OpId;
use fresnel_ir::{Diagnostic, FusionKind, Op};

impl<'m> Lowerer<'m> {
    /// A fusion: its body's arguments are its operands; its results are what the body returns.
    pub(super) fn lower_fusion(&mut self, op: OpId, kind: FusionKind) -> Result<(), Diagnostic> {
        let od = self.f.op(op);
        let &[body] = od.regions.as_slice() else {
            return Err(self.err(op, format!("needs 1 region, has {}", od.regions.len())));
        };
        let block = self.f.block(body);
        if block.args.len() != od.operands.len() || block.ret.len() != od.results.len() {
            return Err(self.err(op, "body arguments or results do not match the op"));
        }
        for (&a, &v) in block.args.iter().zip(&od.operands) {
            let l = self.get(v)?;
            self.set(a, l);
        }
        let ops = block.ops.clone();
        match kind {
            FusionKind::Loop => {
                if !self.try_loop_group(&ops, body)? {
                    self.lower_each(&ops)?;
                }
            }
            FusionKind::Reduce => {
                let done = match ops.split_last() {
                    Some((&last, prologue)) if matches!(self.f.op(last).op, Op::Reduce { .. }) => {
                        self.try_reduce(prologue, last, body)?
                    }
                    _ => false,
                };
                if !done {
                    self.lower_each(&ops)?;
                }
            }
            FusionKind::Fft => {
                let at = ops
                    .iter()
                    .position(|&o| matches!(self.f.op(o).op, Op::Fft { .. }));
                match at {
                    Some(k) if self.try_fused_fft(&ops, k, body)? => {}
                    Some(k) => {
                        let (prologue, rest) = ops.split_at(k);
                        if !prologue.is_empty() && !self.try_loop_group(prologue, body)? {
                            self.lower_each(prologue)?;
                        }
                        self.lower_op(rest[0])?;
                        let epilogue = &rest[1..];
                        if !epilogue.is_empty() && !self.try_loop_group(epilogue, body)? {
                            self.lower_each(epilogue)?;
                        }
                    }
                    None => self.lower_each(&ops)?,
                }
            }
        }
        let rets = self.f.block(body).ret.clone();
        for (&r, &v) in od.results.iter().zip(&rets) {
            let l = self.get(v)?;
            self.set(r, l);
        }
        Ok(())
    }

    pub(super) fn lower_each(&mut self, ops: &[OpId]) -> Result<(), Diagnostic> {
        for &o in ops {
            self.lower_op(o)?;
        }
        Ok(())
    }
}
