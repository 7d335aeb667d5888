//! Lowering a (simplified, possibly fused) entry function to a [`CpuProgram`].
//!
//! Every IR value becomes a [`Lowered`]: a view of a buffer or a splat. Shape ops make new
//! views; elementwise groups (a `loop` fusion, or one elementwise op) become one fused
//! elementwise program; `reduce`, `fft`, `dot_general`, `pad` and `concatenate` become their
//! kernels, and so do recognised `reduce_window`, `sort` and `top_k` ops; `while`, `case`, `if` and `call` become steps with nested programs (see
//! [`super::control`]); everything else runs through the interpreter. A group or kernel that cannot be
//! expressed falls back op by op, and an op that cannot falls back to the interpreter, so
//! lowering only fails on malformed IR.

use super::snippet;
use super::view::{Lowered, View};
use fresnel_ir::func::{BlockId, Function, Module, OpId, ValueId};
use fresnel_ir::{DType, Diagnostic, Op, TensorType};
use fresnel_kernels::InputMap;
use fresnel_runtime::cpu::{
    BufId, Buffer, CpuProgram, InterpSnippet, Origin, Signature, Source, Step, StepKind,
};
use std::collections::{HashMap, HashSet};

/// The state of lowering one function: the program's buffers and steps so far, and what each
/// IR value already lowered is.
pub struct Lowerer<'m> {
    pub(super) module: &'m Module,
    pub(super) f: &'m Function,
    pub(super) buffers: Vec<Buffer>,
    pub(super) steps: Vec<Step>,
    pub(super) values: HashMap<ValueId, Lowered>,
    /// The ops using each value (at any depth).
    users: HashMap<ValueId, Vec<OpId>>,
    /// The block holding each op.
    parent: HashMap<OpId, BlockId>,
    /// Row-major copies already made of views and splats.
    pub(super) materialized: HashMap<String, BufId>,
    /// The op being lowered, for step origins.
    pub(super) origin: Origin,
    /// Whether nested programs (regions of control flow) go through the compile pipeline
    /// before they are lowered, as the entry did.
    pub(super) optimize: bool,
}

/// Lowers `entry` of `m` (verified; `optimize`: after the compile pipeline, which the regions
/// of its control flow then go through too).
pub fn lower_function_with(
    m: &Module,
    entry: &Function,
    optimize: bool,
) -> Result<CpuProgram, Diagnostic> {
    let mut l = Lowerer::new(m, entry, optimize);
    for (i, &p) in entry.params().iter().enumerate() {
        let ty = entry.ty(p);
        let b = l.new_buffer(ty.dtype, ty.num_elements(), Source::Param(i));
        l.values
            .insert(p, Lowered::View(View::row_major(b, &ty.shape)));
    }
    let body = entry.body;
    for &op in &entry.block(body).ops {
        l.lower_op(op)?;
    }
    let mut results = Vec::new();
    for &v in entry.returns() {
        let lowered = l.get(v)?;
        let ty = entry.ty(v).clone();
        results.push(l.row_major(&lowered, &ty)?);
    }
    let sig = Signature {
        name: entry.name.clone(),
        inputs: entry.param_types(),
        outputs: entry.result_types.clone(),
    };
    let steps = drop_unread_steps(l.steps, &results);
    CpuProgram::new(sig, l.buffers, steps, results)
}

/// The steps without those whose outputs nothing reads: a kernel can make its producer's
/// work unnecessary (a `reduce_window` absorbs the `pad` before it into its own padding), and
/// the IR's dead-code elimination cannot see that. Interpreter and control-flow steps stay:
/// they may hold `check` ops, whose failures must still be reported.
fn drop_unread_steps(steps: Vec<Step>, results: &[BufId]) -> Vec<Step> {
    let mut read: HashSet<BufId> = results.iter().copied().collect();
    let mut kept: Vec<Step> = Vec::with_capacity(steps.len());
    for step in steps.into_iter().rev() {
        let effects = matches!(
            step.kind,
            StepKind::Interp(_) | StepKind::While(_) | StepKind::Case(_) | StepKind::Call(_)
        );
        if effects || step.outputs.iter().any(|b| read.contains(b)) {
            read.extend(step.inputs.iter().copied());
            kept.push(step);
        }
    }
    kept.reverse();
    kept
}

/// One step running `entry` of `m` on the interpreter (the `interp` backend as an executable).
pub fn interpret_function(m: &Module, entry: &Function) -> Result<CpuProgram, Diagnostic> {
    let mut buffers = Vec::new();
    let mut inputs = Vec::new();
    for (i, ty) in entry.param_types().iter().enumerate() {
        buffers.push(Buffer {
            dtype: ty.dtype,
            len: ty.num_elements(),
            source: Source::Param(i),
        });
        inputs.push(BufId(i as u32));
    }
    let mut outputs = Vec::new();
    for ty in &entry.result_types {
        buffers.push(Buffer {
            dtype: ty.dtype,
            len: ty.num_elements(),
            source: Source::Temp,
        });
        outputs.push(BufId(buffers.len() as u32 - 1));
    }
    let step = Step {
        kind: StepKind::Interp(InterpSnippet {
            module: snippet::whole_module(m, &entry.name),
            entry: entry.name.clone(),
        }),
        inputs,
        outputs: outputs.clone(),
        origin: Origin {
            op: "func.func".into(),
            loc: entry.loc,
        },
    };
    let sig = Signature {
        name: entry.name.clone(),
        inputs: entry.param_types(),
        outputs: entry.result_types.clone(),
    };
    CpuProgram::new(sig, buffers, vec![step], outputs)
}

impl<'m> Lowerer<'m> {
    fn new(module: &'m Module, f: &'m Function, optimize: bool) -> Self {
        let mut users: HashMap<ValueId, Vec<OpId>> = HashMap::new();
        for op in f.walk() {
            for &v in &f.op(op).operands {
                users.entry(v).or_default().push(op);
            }
        }
        let mut parent = HashMap::new();
        for b in f.block_ids() {
            for &op in &f.block(b).ops {
                parent.insert(op, b);
            }
        }
        Lowerer {
            module,
            f,
            buffers: Vec::new(),
            steps: Vec::new(),
            values: HashMap::new(),
            users,
            parent,
            materialized: HashMap::new(),
            origin: Origin::default(),
            optimize,
        }
    }

    pub(super) fn new_buffer(&mut self, dtype: DType, len: usize, source: Source) -> BufId {
        self.buffers.push(Buffer { dtype, len, source });
        BufId(self.buffers.len() as u32 - 1)
    }

    pub(super) fn temp(&mut self, ty: &TensorType) -> BufId {
        self.new_buffer(ty.dtype, ty.num_elements(), Source::Temp)
    }

    pub(super) fn push_step(&mut self, kind: StepKind, inputs: Vec<BufId>, outputs: Vec<BufId>) {
        self.steps.push(Step {
            kind,
            inputs,
            outputs,
            origin: self.origin.clone(),
        });
    }

    pub(super) fn err(&self, op: OpId, message: impl Into<String>) -> Diagnostic {
        let od = self.f.op(op);
        Diagnostic::new(message)
            .at(od.loc)
            .on_op(od.op.name())
            .in_func(&self.f.name)
    }

    pub(super) fn get(&self, v: ValueId) -> Result<Lowered, Diagnostic> {
        self.values.get(&v).cloned().ok_or_else(|| {
            Diagnostic::new(format!("internal: value {v} is used before it is lowered"))
                .in_func(&self.f.name)
        })
    }

    pub(super) fn set(&mut self, v: ValueId, l: Lowered) {
        self.values.insert(v, l);
    }

    /// Whether `v` is used by an op outside `group` or returned by `block`.
    /// Row-major buffers of `values`.
    pub(super) fn buffers_of(&mut self, values: &[ValueId]) -> Result<Vec<BufId>, Diagnostic> {
        let mut out = Vec::with_capacity(values.len());
        for &v in values {
            let l = self.get(v)?;
            let ty = self.f.ty(v).clone();
            out.push(self.row_major(&l, &ty)?);
        }
        Ok(out)
    }

    /// Fresh row-major temporaries for `op`'s results.
    pub(super) fn result_buffers(&mut self, op: OpId) -> Vec<BufId> {
        let results = self.f.op(op).results.clone();
        results
            .iter()
            .map(|&r| {
                let ty = self.f.ty(r).clone();
                let b = self.temp(&ty);
                self.set(r, Lowered::View(View::row_major(b, &ty.shape)));
                b
            })
            .collect()
    }

    /// One step of `kind` from `inputs` into fresh row-major temporaries for `op`'s results.
    pub(super) fn push_into_results(&mut self, op: OpId, kind: StepKind, inputs: Vec<BufId>) {
        let outputs = self.result_buffers(op);
        self.push_step(kind, inputs, outputs);
    }

    pub(super) fn used_outside(&self, v: ValueId, group: &HashSet<OpId>, block: BlockId) -> bool {
        self.f.block(block).ret.contains(&v)
            || self
                .users
                .get(&v)
                .is_some_and(|us| us.iter().any(|u| !group.contains(u)))
    }

    /// Lowers one op of the function (or of a fusion body being lowered op by op).
    pub(super) fn lower_op(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let od = self.f.op(op);
        if od.results.iter().any(|r| self.values.contains_key(r)) {
            // Already lowered (as a stand-alone op inside a group that then fell back).
            return Ok(());
        }
        let saved = std::mem::replace(
            &mut self.origin,
            Origin {
                op: od.op.name(),
                loc: od.loc,
            },
        );
        let r = self.lower_op_inner(op);
        self.origin = saved;
        r
    }

    fn lower_op_inner(&mut self, op: OpId) -> Result<(), Diagnostic> {
        let od = self.f.op(op);
        let result_ty = |k: usize| od.results.get(k).map(|&r| self.f.ty(r).clone());
        let effects = matches!(
            od.op,
            Op::Call { .. } | Op::While | Op::Case | Op::If | Op::Check(_)
        );
        let empty =
            !od.results.is_empty() && od.results.iter().all(|&r| self.f.ty(r).num_elements() == 0);
        if empty && !effects {
            // Nothing to compute: any value of no elements will do.
            for &r in &od.results {
                let zero = fresnel_ir::Scalar::zero(self.f.ty(r).dtype);
                self.set(r, Lowered::Splat(zero));
            }
            return Ok(());
        }
        match &od.op {
            Op::Constant(a) => {
                let r = od.results[0];
                let l = self.constant(a);
                self.set(r, l);
                Ok(())
            }
            Op::Iota { .. }
            | Op::Unary(_)
            | Op::Convert
            | Op::Binary(_)
            | Op::Compare { .. }
            | Op::Select
            | Op::Clamp => {
                let block = self.block_of(op);
                if !self.try_loop_group(&[op], block)? {
                    self.interp(op)?;
                }
                Ok(())
            }
            Op::BroadcastInDim { .. }
            | Op::Transpose { .. }
            | Op::Reshape
            | Op::Slice { .. }
            | Op::Reverse { .. } => {
                let x = self.get(od.operands[0])?;
                let ty = result_ty(0).ok_or_else(|| self.err(op, "has no result"))?;
                let operand_ty = self.f.ty(od.operands[0]).clone();
                let l = self.shape_op(&od.op, &x, &operand_ty, &ty)?;
                match l {
                    Some(l) => self.set(od.results[0], l),
                    None => self.interp(op)?,
                }
                Ok(())
            }
            Op::Pad { .. } | Op::Concatenate { .. } => {
                if !self.try_copy_op(op)? {
                    self.interp(op)?;
                }
                Ok(())
            }
            Op::Reduce { .. } => {
                if !self.try_reduce(&[], op, self.block_of(op))? {
                    self.interp(op)?;
                }
                Ok(())
            }
            Op::Gather(_) => {
                if !self.try_gather(op)? {
                    self.interp(op)?;
                }
                Ok(())
            }
            Op::Scatter(_) => {
                if !self.try_scatter(op)? {
                    self.interp(op)?;
                }
                Ok(())
            }
            // A kernel when both regions are recognised (see `select_scatter.rs`).
            Op::SelectAndScatter(_) => {
                if !self.try_select_and_scatter(op)? {
                    self.interp(op)?;
                }
                Ok(())
            }
            // A kernel when operands and result share a dtype (see `conv.rs`).
            Op::Convolution(_) => {
                if !self.try_conv(op)? {
                    self.interp(op)?;
                }
                Ok(())
            }
            // Kernels when the body / comparator is recognised (see `sortwin.rs`).
            Op::ReduceWindow(_) => {
                if !self.try_reduce_window(op)? {
                    self.interp(op)?;
                }
                Ok(())
            }
            Op::Sort { .. } => {
                if !self.try_sort(op)? {
                    self.interp(op)?;
                }
                Ok(())
            }
            Op::TopK { .. } => {
                if !self.try_top_k(op)? {
                    self.interp(op)?;
                }
                Ok(())
            }
            Op::DotGeneral(_) => {
                if !self.try_dot(op)? {
                    self.interp(op)?;
                }
                Ok(())
            }
            Op::Fft { .. } => {
                if !self.try_fft(op)? {
                    self.interp(op)?;
                }
                Ok(())
            }
            Op::Fusion { kind } => self.lower_fusion(op, *kind),
            // No kernels (yet): the linear-algebra ops run the interpreter's batched
            // substitution / factorisation (named in `--profile`; see README "Linear algebra").
            Op::BitcastConvert
            | Op::RngBitGenerator { .. }
            | Op::ReducePrecision { .. }
            | Op::TriangularSolve { .. }
            | Op::Cholesky { .. }
            | Op::LapackGetrf
            | Op::LapackGesdd { .. }
            | Op::LapackGeqrf
            | Op::LapackGtsv
            | Op::LapackOrgqr
            | Op::LapackSyevd { .. }
            | Op::LapackGeev { .. } => self.interp(op),
            Op::While => self.lower_while(op),
            Op::Case | Op::If => self.lower_case(op),
            Op::Call { .. } => self.lower_call(op),
            Op::DynamicSlice { .. } | Op::DynamicUpdateSlice => {
                if !self.try_dynamic_slice(op)? {
                    self.interp(op)?;
                }
                Ok(())
            }
            // Probes record into the reference interpreter's state, which compiled code has
            // no counterpart of.
            Op::Probe { .. } | Op::Check(fresnel_ir::Check::SerializedEq { .. }) => Err(self.err(
                op,
                "probes are instrumentation of the reference interpreter: run the program \
                 with `--backend interp`",
            )),
            // The compiled backends run one process: replica and partition 0.
            Op::Collective(
                fresnel_ir::collective::Collective::ReplicaId
                | fresnel_ir::collective::Collective::PartitionId,
            ) => {
                let zero = fresnel_ir::Scalar::zero(fresnel_ir::DType::U32);
                self.set(od.results[0], Lowered::Splat(zero));
                Ok(())
            }
            Op::Collective(_) => Err(self.err(
                op,
                "the collective ops run on the interpreter's process grid only: run the \
                 program with `--backend interp` (or `--backend pjrt` for XLA's)",
            )),
            Op::RunParallel { .. } => Err(self.err(
                op,
                "a grid of processes runs on the reference interpreter only: run the program \
                 with `--backend interp`",
            )),
            Op::Check(_) => self.interp(op),
            // No code: each result is its operand's buffer (XLA, which the barrier is for,
            // sees it in the PJRT backend's text).
            Op::OptimizationBarrier => {
                for (&r, &v) in od.results.iter().zip(&od.operands) {
                    let l = self.get(v)?;
                    self.set(r, l);
                }
                Ok(())
            }
        }
    }

    fn block_of(&self, op: OpId) -> BlockId {
        self.parent.get(&op).copied().unwrap_or(self.f.body)
    }
}

/// The kernel's input map for a view of dtype `dtype`.
pub(super) fn input_map(v: &View, dtype: DType) -> Result<InputMap, Diagnostic> {
    Ok(InputMap {
        dtype,
        offset: usize::try_from(v.offset)
            .map_err(|_| Diagnostic::new("internal: a view reaches before its buffer"))?,
        strides: v.strides.clone(),
    })
}
