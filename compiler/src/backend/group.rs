//! Elementwise groups (a `loop` fusion body, one elementwise op, a reduction's prologue) as
//! one [`ElementwiseProgram`] over the group's iteration space.
//!
//! Values of the group are either registers (computed over the iteration space) or, for
//! block arguments, values from outside, constants and shape ops on those, [`Lowered`] views
//! and splats, loaded through input maps where an elementwise op reads them. An elementwise op
//! of another shape whose operands are all from outside (say a scalar `convert` before a
//! broadcast) runs as its own small step first. Anything else makes the group inexpressible:
//! the caller then lowers its ops one by one.

use super::lower::{input_map, Lowerer};
use super::view::Lowered;
use fresnel_ir::func::{BlockId, OpId, ValueId};
use fresnel_ir::{DType, Diagnostic, Op};
use fresnel_kernels::{ElementwiseProgram, InputMap, Instr, Reg, Window};
use fresnel_runtime::cpu::{BufId, StepKind};
use std::collections::{HashMap, HashSet};

/// A program under construction and the buffers its inputs read.
pub struct Group {
    pub prog: ElementwiseProgram,
    pub inputs: Vec<BufId>,
    loads: HashMap<(BufId, i64, Vec<i64>, DType), Reg>,
    consts: HashMap<String, Reg>,
    regs: HashMap<ValueId, Reg>,
}

enum Val {
    Outside(Lowered),
    Reg(Reg),
}

impl Group {
    pub fn new(shape: &[usize]) -> Group {
        Group {
            prog: ElementwiseProgram::new(shape.to_vec()),
            inputs: Vec::new(),
            loads: HashMap::new(),
            consts: HashMap::new(),
            regs: HashMap::new(),
        }
    }

    pub fn has_reg(&self, v: ValueId) -> bool {
        self.regs.contains_key(&v)
    }

    /// Makes `v` the program's input 0, read contiguously over the iteration space, standing
    /// for values a kernel supplies itself (a fused FFT's transformed plane); its entry in
    /// `inputs` is a placeholder the caller drops.
    pub fn bind_plane(&mut self, v: ValueId, dtype: DType) {
        let map = InputMap::contiguous(dtype, &self.prog.shape);
        let r = self.prog.load(map);
        self.inputs.push(BufId(u32::MAX));
        self.regs.insert(v, r);
    }

    /// The register holding `v`, if the group computes it.
    pub fn reg(&self, v: ValueId) -> Option<Reg> {
        self.regs.get(&v).copied()
    }
}

fn is_elementwise(op: &Op) -> bool {
    matches!(
        op,
        Op::Unary(_) | Op::Binary(_) | Op::Compare { .. } | Op::Select | Op::Clamp | Op::Convert
    )
}

impl<'m> Lowerer<'m> {
    fn val(&self, g: &Group, v: ValueId) -> Result<Val, Diagnostic> {
        match g.regs.get(&v) {
            Some(&r) => Ok(Val::Reg(r)),
            None => Ok(Val::Outside(self.get(v)?)),
        }
    }

    /// A register holding `v` over the iteration space; `None` when `v` has another shape
    /// (other than a scalar, which is splatted).
    pub(super) fn reg_of(&self, g: &mut Group, v: ValueId) -> Result<Option<Reg>, Diagnostic> {
        let dtype = self.f.ty(v).dtype;
        Ok(match self.val(g, v)? {
            Val::Reg(r) => Some(r),
            Val::Outside(Lowered::Splat(s)) => {
                let key = format!("{s:?}");
                Some(
                    *g.consts
                        .entry(key)
                        .or_insert_with(|| g.prog.push(Instr::Const(s))),
                )
            }
            Val::Outside(Lowered::View(view)) => {
                let rank = g.prog.shape.len();
                let mut map = input_map(&view, dtype)?;
                if view.shape.is_empty() && rank > 0 {
                    map.strides = vec![0; rank];
                } else if view.shape != g.prog.shape {
                    return Ok(None);
                }
                let key = (view.buf, map.offset as i64, map.strides.clone(), dtype);
                match g.loads.get(&key) {
                    Some(&r) => Some(r),
                    None => {
                        let r = g.prog.load(map);
                        g.inputs.push(view.buf);
                        g.loads.insert(key, r);
                        Some(r)
                    }
                }
            }
        })
    }

    /// Adds `ops` to `g`. `Ok(false)`: not expressible as one program (nothing of `g` is kept
    /// by the caller then; stand-alone steps already emitted stay valid).
    pub(super) fn translate(&mut self, ops: &[OpId], g: &mut Group) -> Result<bool, Diagnostic> {
        for &op in ops {
            if !self.translate_op(op, g)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    fn translate_op(&mut self, op: OpId, g: &mut Group) -> Result<bool, Diagnostic> {
        let od = self.f.op(op);
        let [result] = od.results[..] else {
            return Ok(false);
        };
        let ty = self.f.ty(result).clone();
        let in_space = ty.shape == g.prog.shape;
        match &od.op {
            Op::Constant(_) => {
                self.lower_op(op)?;
                Ok(true)
            }
            Op::Iota { dim } if in_space => {
                let r = g.prog.push(Instr::Iota {
                    dim: *dim as u32,
                    dtype: ty.dtype,
                });
                g.regs.insert(result, r);
                Ok(true)
            }
            Op::Iota { .. } => {
                self.lower_op(op)?;
                Ok(true)
            }
            o if is_elementwise(o) && !in_space => {
                // From outside only: a small step of its own, then a value from outside.
                if od.operands.iter().any(|&v| g.has_reg(v)) {
                    return Ok(false);
                }
                self.lower_op(op)?;
                Ok(true)
            }
            o if is_elementwise(o) => {
                let mut regs = Vec::with_capacity(od.operands.len());
                for &v in &od.operands {
                    match self.reg_of(g, v)? {
                        Some(r) => regs.push(r),
                        None => return Ok(false),
                    }
                }
                let instr = match (o, regs.as_slice()) {
                    (Op::Unary(u), &[x]) => Instr::Unary { op: *u, x },
                    (Op::Binary(b), &[lhs, rhs]) => Instr::Binary { op: *b, lhs, rhs },
                    (Op::Compare { dir, cmp_type }, &[lhs, rhs]) => Instr::Compare {
                        dir: *dir,
                        cmp_type: *cmp_type,
                        lhs,
                        rhs,
                    },
                    (Op::Select, &[pred, on_true, on_false]) => Instr::Select {
                        pred,
                        on_true,
                        on_false,
                    },
                    (Op::Clamp, &[min, x, max]) => Instr::Clamp { min, x, max },
                    (Op::Convert, &[x]) => Instr::Convert { x, to: ty.dtype },
                    _ => return Ok(false),
                };
                let r = g.prog.push(instr);
                g.regs.insert(result, r);
                Ok(true)
            }
            Op::Pad { low, interior, .. } => self.translate_pad(
                g,
                od.operands[..].try_into().ok(),
                low,
                interior,
                result,
                in_space,
            ),
            Op::BroadcastInDim { .. }
            | Op::Transpose { .. }
            | Op::Reshape
            | Op::Slice { .. }
            | Op::Reverse { .. } => {
                let x = od.operands[0];
                let operand_ty = self.f.ty(x).clone();
                if let Some(&r) = g.regs.get(&x) {
                    // A register only passes through shape ops that change nothing.
                    if operand_ty.shape == ty.shape && is_identity(&od.op, &ty.shape) {
                        g.regs.insert(result, r);
                        return Ok(true);
                    }
                    return Ok(false);
                }
                let l = self.get(x)?;
                match self.shape_op(&od.op, &l, &operand_ty, &ty)? {
                    Some(v) => {
                        self.set(result, v);
                        Ok(true)
                    }
                    None => Ok(false),
                }
            }
            _ => Ok(false),
        }
    }

    /// A pad of a value from outside, read in place: a padded load over the iteration space.
    /// Anything else (a computed operand, interior padding, a padding value that is not a
    /// constant, another shape) is not expressible.
    fn translate_pad(
        &mut self,
        g: &mut Group,
        operands: Option<[ValueId; 2]>,
        low: &[i64],
        interior: &[i64],
        result: ValueId,
        in_space: bool,
    ) -> Result<bool, Diagnostic> {
        let Some([x, fill]) = operands else {
            return Ok(false);
        };
        if !in_space || g.has_reg(x) || interior.iter().any(|&i| i != 0) {
            return Ok(false);
        }
        // A low padding larger than the result (legal: a high padding as negative cancels it)
        // leaves no element of the input in the window; the pad kernel of its own handles
        // it, and the window arithmetic never sees numbers near i64's limits.
        let space = &g.prog.shape;
        if low
            .iter()
            .zip(space)
            .any(|(&l, &n)| l.unsigned_abs() > n as u64)
        {
            return Ok(false);
        }
        let (Lowered::View(view), Lowered::Splat(fill)) = (self.get(x)?, self.get(fill)?) else {
            return Ok(false);
        };
        let map = input_map(&view, self.f.ty(x).dtype)?;
        let window = Window {
            low: low.to_vec(),
            shape: view.shape.clone(),
            fill,
        };
        let r = g.prog.load_padded(map, window);
        g.inputs.push(view.buf);
        g.regs.insert(result, r);
        Ok(true)
    }

    /// Lowers `ops` (of `block`) as one elementwise program whose outputs are the values used
    /// after the group. `Ok(false)`: not expressible; lower the ops one by one instead.
    pub(super) fn try_loop_group(
        &mut self,
        ops: &[OpId],
        block: BlockId,
    ) -> Result<bool, Diagnostic> {
        let set: HashSet<OpId> = ops.iter().copied().collect();
        let outputs: Vec<ValueId> = ops
            .iter()
            .flat_map(|&o| self.f.op(o).results.clone())
            .filter(|&v| self.used_outside(v, &set, block))
            .collect();
        let Some(&first) = outputs.first() else {
            return Ok(true);
        };
        let shape = self.f.ty(first).shape.clone();
        if outputs.iter().any(|&v| self.f.ty(v).shape != shape) {
            return Ok(false);
        }
        let mut g = Group::new(&shape);
        if !self.translate(ops, &mut g)? {
            return Ok(false);
        }
        let stored: Vec<(ValueId, Reg)> = outputs
            .iter()
            .filter_map(|&v| g.regs.get(&v).map(|&r| (v, r)))
            .collect();
        if stored.is_empty() {
            // Only views and splats: nothing to compute.
            return Ok(true);
        }
        for &(_, r) in &stored {
            g.prog.output(r);
        }
        let Ok(types) = g.prog.validate() else {
            return Ok(false);
        };
        if stored
            .iter()
            .any(|&(v, r)| types[r as usize] != self.f.ty(v).dtype)
        {
            return Ok(false);
        }
        let mut outs = Vec::with_capacity(stored.len());
        for &(v, _) in &stored {
            let ty = self.f.ty(v).clone();
            let b = self.temp(&ty);
            outs.push(b);
            self.set(v, Lowered::View(super::view::View::row_major(b, &ty.shape)));
        }
        self.push_step(StepKind::Elementwise(g.prog), g.inputs, outs);
        Ok(true)
    }
}

/// Whether a shape op leaves a value of shape `shape` as it is.
fn is_identity(op: &Op, shape: &[usize]) -> bool {
    match op {
        Op::Reshape => true,
        Op::BroadcastInDim { dims } => dims.iter().enumerate().all(|(i, &d)| i == d),
        Op::Transpose { perm } => perm.iter().enumerate().all(|(i, &p)| i == p),
        Op::Slice {
            start,
            limit,
            strides,
        } => {
            start.iter().all(|&s| s == 0)
                && limit.as_slice() == shape
                && strides.iter().all(|&s| s == 1)
        }
        Op::Reverse { dims } => dims.iter().all(|&d| shape.get(d).is_some_and(|&n| n <= 1)),
        _ => false,
    }
}
