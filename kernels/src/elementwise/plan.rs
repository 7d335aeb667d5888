//! Planning (register → scratch slot allocation, coalesced input walks, chunk size) and chunked
//! parallel execution of an elementwise program.

use super::peephole::{self, Fused};
use super::{lanes, ElementwiseProgram, Instr, Window, KERNEL};
use crate::buffer::{BufMut, BufRef};
use crate::error::{kernel_err, KernelError, KernelResult};
use crate::index::Walk;
use fresnel_ir::{BinaryOp, CompareDir, CompareType, DType, Data, Scalar, UnaryOp};
use rayon::prelude::*;

/// Scratch budget of one chunk, all slots together: small enough to stay in L2 (from 32 KiB to
/// 192 KiB measured within noise of each other on the 12-op benchmark; 96 KiB was best).
const CHUNK_BUDGET_BYTES: usize = 96 * 1024;
const MIN_CHUNK: usize = 512;
const MAX_CHUNK: usize = 8192;

/// One instruction of a plan, with registers resolved to scratch slots.
#[derive(Clone, Debug)]
enum Step {
    Load {
        input: usize,
        dst: usize,
    },
    LoadPadded {
        input: usize,
        window: Window,
        dst: usize,
    },
    Iota {
        walk: Walk,
        dst: usize,
    },
    Unary {
        op: UnaryOp,
        x: usize,
        dst: usize,
    },
    Binary {
        op: BinaryOp,
        lhs: usize,
        rhs: usize,
        dst: usize,
    },
    Compare {
        dir: CompareDir,
        cmp_type: Option<CompareType>,
        lhs: usize,
        rhs: usize,
        dst: usize,
    },
    Select {
        pred: usize,
        on_true: usize,
        on_false: usize,
        dst: usize,
    },
    Clamp {
        min: usize,
        x: usize,
        max: usize,
        dst: usize,
    },
    Convert {
        x: usize,
        /// The operand's dtype: the small types' lanes are bytes that only it interprets.
        from: DType,
        dst: usize,
    },
    /// See `peephole::Fused::Conj`.
    Conj {
        x: usize,
        dst: usize,
    },
    /// See `peephole::Fused::MulConj`.
    MulConj {
        lhs: usize,
        rhs: usize,
        conj_lhs: bool,
        dst: usize,
    },
    /// See `peephole::Fused::ScaledMulConj`.
    ScaledMulConj {
        lhs: usize,
        rhs: usize,
        conj_lhs: bool,
        k: usize,
        k_first: bool,
        dst: usize,
    },
    /// See `peephole::Fused::NormSqr`.
    NormSqr {
        z: usize,
        imag_first: bool,
        dst: usize,
    },
}

/// A validated elementwise program with its execution layout; build once, run many times.
#[derive(Clone, Debug)]
pub struct ElementwisePlan {
    program: ElementwiseProgram,
    total: usize,
    chunk: usize,
    slot_types: Vec<DType>,
    /// Constants live in their own slots, filled once per scratch.
    constants: Vec<(usize, Scalar)>,
    steps: Vec<Step>,
    walks: Vec<Walk>,
    required_lens: Vec<usize>,
    output_slots: Vec<usize>,
    output_types: Vec<DType>,
    /// Run the AVX2 build of the step loop.
    avx2: bool,
}

/// Per-task scratch: one lane buffer per slot.
pub(crate) struct Scratch {
    slots: Vec<Data>,
    /// Per slot, for the current chunk: the register lives in place elsewhere (a contiguous run
    /// of an input, or the preloaded lanes) instead of in the slot.
    alias: Vec<Option<Alias>>,
}

#[derive(Clone, Copy, Debug)]
enum Alias {
    /// `inputs[input][base..base + n]`.
    Input { input: usize, base: usize },
    /// The preloaded lanes.
    Preload,
}

/// The lanes of `slot` for the current chunk of `n` lanes, wherever they live.
#[inline(always)]
fn resolve<'a>(
    scratch: &'a Scratch,
    slot: usize,
    inputs: &[BufRef<'a>],
    preload: Option<(usize, BufRef<'a>)>,
    n: usize,
) -> BufRef<'a> {
    match (scratch.alias[slot], preload) {
        (Some(Alias::Input { input, base }), _) => inputs[input].slice(base, base + n),
        (Some(Alias::Preload), Some((_, lanes))) => lanes,
        _ => BufRef::from(&scratch.slots[slot]),
    }
}

fn operands(instr: &Instr) -> Vec<u32> {
    match *instr {
        Instr::Load { .. } | Instr::LoadPadded { .. } | Instr::Const(_) | Instr::Iota { .. } => {
            vec![]
        }
        Instr::Unary { x, .. } | Instr::Convert { x, .. } => vec![x],
        Instr::Binary { lhs, rhs, .. } | Instr::Compare { lhs, rhs, .. } => vec![lhs, rhs],
        Instr::Select {
            pred,
            on_true,
            on_false,
        } => vec![pred, on_true, on_false],
        Instr::Clamp { min, x, max } => vec![min, x, max],
    }
}

impl ElementwisePlan {
    pub fn new(program: &ElementwiseProgram) -> KernelResult<ElementwisePlan> {
        Self::build(program, None)
    }

    /// A plan with a fixed chunk length (tests use tiny chunks to exercise chunk boundaries).
    pub fn with_chunk_len(
        program: &ElementwiseProgram,
        chunk: usize,
    ) -> KernelResult<ElementwisePlan> {
        if chunk == 0 {
            return kernel_err!(KERNEL, "chunk length must be positive");
        }
        Self::build(program, Some(chunk))
    }

    fn build(program: &ElementwiseProgram, chunk: Option<usize>) -> KernelResult<ElementwisePlan> {
        let types = program.validate()?;
        let n = program.instrs.len();
        let fused = peephole::find(&program.instrs, &types);
        let ops: Vec<Vec<u32>> = program
            .instrs
            .iter()
            .zip(&fused)
            .map(|(instr, f)| f.map_or_else(|| operands(instr), Fused::operands))
            .collect();

        // Liveness, backwards from the outputs, so that dead instructions get no slot.
        let mut live = vec![false; n];
        for &r in &program.outputs {
            live[r as usize] = true;
        }
        let mut last_use = vec![usize::MAX; n];
        for i in (0..n).rev() {
            if live[i] {
                for &r in &ops[i] {
                    live[r as usize] = true;
                    // Walking backwards, the first use seen is the last one.
                    if last_use[r as usize] == usize::MAX {
                        last_use[r as usize] = i;
                    }
                }
            }
        }
        let outputs_set: std::collections::HashSet<u32> = program.outputs.iter().copied().collect();

        let mut slot_types: Vec<DType> = Vec::new();
        let mut free: Vec<Vec<usize>> = vec![Vec::new(); DType::ALL.len()];
        let dtype_index = |t: DType| DType::ALL.iter().position(|&d| d == t).unwrap_or(0);
        let mut slot_of = vec![usize::MAX; n];
        let mut constants = Vec::new();
        let mut steps = Vec::new();
        for i in 0..n {
            if !live[i] {
                continue;
            }
            let t = types[i];
            let fresh = |slot_types: &mut Vec<DType>| {
                slot_types.push(t);
                slot_types.len() - 1
            };
            let dst = match &program.instrs[i] {
                Instr::Const(_) => fresh(&mut slot_types),
                _ => match free[dtype_index(t)].pop() {
                    Some(s) => s,
                    None => fresh(&mut slot_types),
                },
            };
            slot_of[i] = dst;
            let s = |r: u32| slot_of[r as usize];
            match fused[i] {
                Some(Fused::Conj { x }) => steps.push(Step::Conj { x: s(x), dst }),
                Some(Fused::MulConj { lhs, rhs, conj_lhs }) => steps.push(Step::MulConj {
                    lhs: s(lhs),
                    rhs: s(rhs),
                    conj_lhs,
                    dst,
                }),
                Some(Fused::ScaledMulConj {
                    lhs,
                    rhs,
                    conj_lhs,
                    k,
                    k_first,
                }) => steps.push(Step::ScaledMulConj {
                    lhs: s(lhs),
                    rhs: s(rhs),
                    conj_lhs,
                    k: s(k),
                    k_first,
                    dst,
                }),
                Some(Fused::NormSqr { z, imag_first }) => steps.push(Step::NormSqr {
                    z: s(z),
                    imag_first,
                    dst,
                }),
                None => {}
            }
            match program.instrs[i] {
                _ if fused[i].is_some() => {}
                Instr::Const(c) => constants.push((dst, c)),
                Instr::Load { input } => steps.push(Step::Load {
                    input: input as usize,
                    dst,
                }),
                Instr::LoadPadded { input, ref window } => steps.push(Step::LoadPadded {
                    input: input as usize,
                    window: window.clone(),
                    dst,
                }),
                Instr::Iota { dim, .. } => {
                    let strides: Vec<i64> = (0..program.shape.len())
                        .map(|d| (d == dim as usize) as i64)
                        .collect();
                    steps.push(Step::Iota {
                        walk: Walk::new(&program.shape, 0, &strides),
                        dst,
                    })
                }
                Instr::Unary { op, x } => steps.push(Step::Unary { op, x: s(x), dst }),
                Instr::Binary { op, lhs, rhs } => steps.push(Step::Binary {
                    op,
                    lhs: s(lhs),
                    rhs: s(rhs),
                    dst,
                }),
                Instr::Compare {
                    dir,
                    cmp_type,
                    lhs,
                    rhs,
                } => steps.push(Step::Compare {
                    dir,
                    cmp_type,
                    lhs: s(lhs),
                    rhs: s(rhs),
                    dst,
                }),
                Instr::Select {
                    pred,
                    on_true,
                    on_false,
                } => steps.push(Step::Select {
                    pred: s(pred),
                    on_true: s(on_true),
                    on_false: s(on_false),
                    dst,
                }),
                Instr::Clamp { min, x, max } => steps.push(Step::Clamp {
                    min: s(min),
                    x: s(x),
                    max: s(max),
                    dst,
                }),
                Instr::Convert { x, .. } => steps.push(Step::Convert {
                    x: s(x),
                    from: types[x as usize],
                    dst,
                }),
            }
            // Operands dying here give their slots back (after `dst` was taken, so an
            // instruction never writes a slot it reads).
            let mut dying = ops[i].clone();
            dying.sort_unstable();
            dying.dedup();
            for r in dying {
                let r = r as usize;
                let is_const = matches!(program.instrs[r], Instr::Const(_));
                if last_use[r] == i && !is_const && !outputs_set.contains(&(r as u32)) {
                    free[dtype_index(types[r])].push(slot_of[r]);
                }
            }
        }

        let total = program.num_elements();
        let bytes_per_lane: usize = slot_types
            .iter()
            .map(|t| t.size_bytes())
            .sum::<usize>()
            .max(1);
        let chunk = chunk.unwrap_or_else(|| {
            let c = (CHUNK_BUDGET_BYTES / bytes_per_lane).clamp(MIN_CHUNK, MAX_CHUNK);
            c / 64 * 64
        });
        let walks = program
            .inputs
            .iter()
            .map(|m| Walk::new(&program.shape, m.offset as i64, &m.strides))
            .collect();
        let required_lens = program
            .inputs
            .iter()
            .enumerate()
            .map(|(k, _)| program.required_len(k).unwrap_or(usize::MAX))
            .collect();
        let output_slots = program
            .outputs
            .iter()
            .map(|&r| slot_of[r as usize])
            .collect();
        let output_types = program.outputs.iter().map(|&r| types[r as usize]).collect();
        Ok(ElementwisePlan {
            program: program.clone(),
            total,
            chunk,
            slot_types,
            constants,
            steps,
            walks,
            required_lens,
            output_slots,
            output_types,
            avx2: has_avx2(),
        })
    }

    /// Chooses between the AVX2 build of the step loop (the default where the CPU has it) and
    /// the portable build; results are the same, so this is for tests and benchmarks.
    pub fn set_simd(&mut self, enabled: bool) {
        self.avx2 = enabled && has_avx2();
    }

    pub fn program(&self) -> &ElementwiseProgram {
        &self.program
    }

    pub fn chunk_len(&self) -> usize {
        self.chunk
    }

    /// The dtypes of the outputs, in order.
    pub fn output_types(&self) -> &[DType] {
        &self.output_types
    }

    pub(crate) fn new_scratch(&self) -> Scratch {
        let mut slots: Vec<Data> = self
            .slot_types
            .iter()
            .map(|&t| Data::zeros(t, self.chunk))
            .collect();
        for &(slot, c) in &self.constants {
            lanes::splat(c, &mut slots[slot]);
        }
        let alias = vec![None; slots.len()];
        Scratch { slots, alias }
    }

    /// Checks buffers against the plan: counts, dtypes, lengths.
    pub(crate) fn check_inputs(&self, inputs: &[BufRef<'_>]) -> KernelResult<()> {
        self.check_inputs_except(inputs, None)
    }

    /// `check_inputs`, not looking at input `skip` (one that will be preloaded).
    pub(crate) fn check_inputs_except(
        &self,
        inputs: &[BufRef<'_>],
        skip: Option<usize>,
    ) -> KernelResult<()> {
        if inputs.len() != self.program.inputs.len() {
            return kernel_err!(
                KERNEL,
                "expected {} inputs, got {}",
                self.program.inputs.len(),
                inputs.len()
            );
        }
        for (k, (b, m)) in inputs.iter().zip(&self.program.inputs).enumerate() {
            if Some(k) == skip {
                continue;
            }
            if !b.holds(m.dtype) {
                return kernel_err!(KERNEL, "input {k} is {}, expected {}", b.dtype(), m.dtype);
            }
            if b.len() < self.required_lens[k] {
                return kernel_err!(
                    KERNEL,
                    "input {k} has {} elements; its map needs {}",
                    b.len(),
                    self.required_lens[k]
                );
            }
        }
        Ok(())
    }

    /// Runs the program: `outputs[k]` receives output `k`, row-major over the index space.
    pub fn run(&self, inputs: &[BufRef<'_>], outputs: &mut [BufMut<'_>]) -> KernelResult<()> {
        self.check_inputs(inputs)?;
        if outputs.len() != self.output_slots.len() {
            return kernel_err!(
                KERNEL,
                "expected {} outputs, got {}",
                self.output_slots.len(),
                outputs.len()
            );
        }
        for (k, (b, &t)) in outputs.iter().zip(&self.output_types).enumerate() {
            if !b.holds(t) || b.len() != self.total {
                return kernel_err!(
                    KERNEL,
                    "output {k} is {} with {} elements, expected {t} with {}",
                    b.dtype(),
                    b.len(),
                    self.total
                );
            }
        }
        if self.total == 0 {
            return Ok(());
        }
        let n_chunks = self.total.div_ceil(self.chunk);
        let mut per_chunk: Vec<Vec<BufMut<'_>>> = (0..n_chunks)
            .map(|_| Vec::with_capacity(outputs.len()))
            .collect();
        for out in outputs.iter_mut() {
            for (c, piece) in split_chunks(out.reborrow(), self.chunk)
                .into_iter()
                .enumerate()
            {
                per_chunk[c].push(piece);
            }
        }
        let run_one = |scratch: &mut Scratch, (c, mut outs): (usize, Vec<BufMut<'_>>)| {
            let start = c * self.chunk;
            let n = self.chunk.min(self.total - start);
            self.eval_chunk(scratch, inputs, start, n)?;
            self.store(scratch, inputs, &mut outs, n)
        };
        if n_chunks == 1 {
            let mut scratch = self.new_scratch();
            return per_chunk
                .into_iter()
                .enumerate()
                .try_for_each(|x| run_one(&mut scratch, x));
        }
        per_chunk
            .into_par_iter()
            .enumerate()
            .try_for_each_init(|| self.new_scratch(), run_one)
    }

    /// Runs the program into freshly allocated outputs.
    pub fn run_to_data(&self, inputs: &[BufRef<'_>]) -> KernelResult<Vec<Data>> {
        let mut outs: Vec<Data> = self
            .output_types
            .iter()
            .map(|&t| Data::zeros(t, self.total))
            .collect();
        let mut views: Vec<BufMut<'_>> = outs.iter_mut().map(BufMut::from).collect();
        self.run(inputs, &mut views)?;
        Ok(outs)
    }

    /// Evaluates lanes `start..start+n` (n ≤ chunk) into the scratch slots.
    pub(crate) fn eval_chunk(
        &self,
        scratch: &mut Scratch,
        inputs: &[BufRef<'_>],
        start: usize,
        n: usize,
    ) -> KernelResult<()> {
        self.eval_chunk_with(scratch, inputs, start, n, None)
    }

    /// Like `eval_chunk`, but input `k` of `preload = Some((k, lanes))` is read from `lanes`
    /// (this chunk's `n` values, in lane order) instead of `inputs[k]` and its map. The FFT
    /// epilogue uses it to read the plane it just transformed.
    pub(crate) fn eval_chunk_with(
        &self,
        scratch: &mut Scratch,
        inputs: &[BufRef<'_>],
        start: usize,
        n: usize,
        preload: Option<(usize, BufRef<'_>)>,
    ) -> KernelResult<()> {
        #[cfg(target_arch = "x86_64")]
        if self.avx2 {
            // SAFETY: `avx2` is set only when the CPU reports AVX2 and FMA.
            return unsafe { self.eval_chunk_avx2(scratch, inputs, start, n, preload) };
        }
        self.eval_steps(scratch, inputs, start, n, preload)
    }

    /// The step loop compiled for AVX2: the lane loops are inlined into it, so they vectorise
    /// 8 floats wide. IEEE results are the same (no FMA contraction happens in Rust).
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,fma")]
    unsafe fn eval_chunk_avx2(
        &self,
        scratch: &mut Scratch,
        inputs: &[BufRef<'_>],
        start: usize,
        n: usize,
        preload: Option<(usize, BufRef<'_>)>,
    ) -> KernelResult<()> {
        self.eval_steps(scratch, inputs, start, n, preload)
    }

    #[inline(always)]
    fn eval_steps<'a>(
        &self,
        scratch: &mut Scratch,
        inputs: &[BufRef<'a>],
        start: usize,
        n: usize,
        preload: Option<(usize, BufRef<'a>)>,
    ) -> KernelResult<()> {
        for step in &self.steps {
            let dst = match *step {
                Step::Load { dst, .. }
                | Step::LoadPadded { dst, .. }
                | Step::Iota { dst, .. }
                | Step::Unary { dst, .. }
                | Step::Binary { dst, .. }
                | Step::Compare { dst, .. }
                | Step::Select { dst, .. }
                | Step::Clamp { dst, .. }
                | Step::Convert { dst, .. }
                | Step::Conj { dst, .. }
                | Step::MulConj { dst, .. }
                | Step::ScaledMulConj { dst, .. }
                | Step::NormSqr { dst, .. } => dst,
            };
            // Loads of lanes that are contiguous in their input are read in place.
            if let Step::Load { input, .. } = *step {
                let alias = match preload {
                    Some((k, _)) if k == input => Some(Alias::Preload),
                    _ => self.walks[input]
                        .contiguous_run(start, n)
                        .map(|base| Alias::Input { input, base }),
                };
                if alias.is_some() {
                    scratch.alias[dst] = alias;
                    continue;
                }
            }
            scratch.alias[dst] = None;
            // Take the destination out so that it can be written while operands are read;
            // the allocator never gives an instruction's destination to one of its operands.
            let mut o = std::mem::replace(&mut scratch.slots[dst], Data::I1(Vec::new()));
            let sc = &*scratch;
            let v = |slot: usize| resolve(sc, slot, inputs, preload, n);
            let ok = match step {
                Step::Load { input, .. } => {
                    lanes::load(inputs[*input], &self.walks[*input], start, &mut o, n)
                }
                Step::LoadPadded { input, window, .. } => {
                    let m = &self.program.inputs[*input];
                    let map = (m.offset as i64, m.strides.as_slice());
                    let space = &self.program.shape;
                    lanes::load_padded(inputs[*input], space, map, window, start, &mut o, n)
                }
                Step::Iota { walk, .. } => lanes::iota(walk, start, &mut o, n),
                Step::Unary { op, x, .. } => lanes::unary(*op, v(*x), &mut o, n),
                Step::Binary { op, lhs, rhs, .. } => {
                    lanes::binary(*op, v(*lhs), v(*rhs), &mut o, n)
                }
                Step::Compare {
                    dir,
                    cmp_type,
                    lhs,
                    rhs,
                    ..
                } => lanes::compare(*dir, *cmp_type, v(*lhs), v(*rhs), &mut o, n),
                Step::Select {
                    pred,
                    on_true,
                    on_false,
                    ..
                } => lanes::select(v(*pred), v(*on_true), v(*on_false), &mut o, n),
                Step::Clamp { min, x, max, .. } => lanes::clamp(v(*min), v(*x), v(*max), &mut o, n),
                Step::Convert { x, from, .. } => {
                    lanes::convert_small(*from, v(*x), &mut o, n)
                        || lanes::convert(v(*x), &mut o, n)
                }
                Step::NormSqr { z, imag_first, .. } => {
                    lanes::norm_sqr(*imag_first, v(*z), &mut o, n)
                }
                Step::Conj { x, .. } => lanes::conj(v(*x), &mut o, n),
                Step::MulConj {
                    lhs, rhs, conj_lhs, ..
                } => lanes::mul_conj(*conj_lhs, v(*lhs), v(*rhs), &mut o, n),
                Step::ScaledMulConj {
                    lhs,
                    rhs,
                    conj_lhs,
                    k,
                    k_first,
                    ..
                } => lanes::scaled_mul_conj(
                    (*conj_lhs, *k_first),
                    v(*lhs),
                    v(*rhs),
                    v(*k),
                    &mut o,
                    n,
                ),
            };
            scratch.slots[dst] = o;
            if !ok {
                return Err(KernelError::new(
                    KERNEL,
                    format!("internal: no lane loop for step {step:?}"),
                ));
            }
        }
        Ok(())
    }

    /// The lanes of output `k` after `eval_chunk_with(scratch, inputs, _, n, preload)`.
    pub(crate) fn output_lanes<'a>(
        &self,
        scratch: &'a Scratch,
        inputs: &[BufRef<'a>],
        preload: Option<(usize, BufRef<'a>)>,
        k: usize,
        n: usize,
    ) -> BufRef<'a> {
        resolve(scratch, self.output_slots[k], inputs, preload, n)
    }

    fn store(
        &self,
        scratch: &Scratch,
        inputs: &[BufRef<'_>],
        outs: &mut [BufMut<'_>],
        n: usize,
    ) -> KernelResult<()> {
        for (k, out) in outs.iter_mut().enumerate() {
            if !store_lanes(
                self.output_lanes(scratch, inputs, None, k, n),
                out.reborrow(),
                n,
            ) {
                return kernel_err!(KERNEL, "internal: output {k} has the wrong dtype");
            }
        }
        Ok(())
    }
}

/// Copies `src[..n]` into `dst` (of length n) when the dtypes agree.
pub(crate) fn store_lanes(src: BufRef<'_>, dst: BufMut<'_>, n: usize) -> bool {
    match (src, dst) {
        (BufRef::I1(s), BufMut::I1(d)) => d.copy_from_slice(&s[..n]),
        (BufRef::I32(s), BufMut::I32(d)) => d.copy_from_slice(&s[..n]),
        (BufRef::I64(s), BufMut::I64(d)) => d.copy_from_slice(&s[..n]),
        (BufRef::F32(s), BufMut::F32(d)) => d.copy_from_slice(&s[..n]),
        (BufRef::F64(s), BufMut::F64(d)) => d.copy_from_slice(&s[..n]),
        (BufRef::C64(s), BufMut::C64(d)) => d.copy_from_slice(&s[..n]),
        (BufRef::C128(s), BufMut::C128(d)) => d.copy_from_slice(&s[..n]),
        (BufRef::I8(s), BufMut::I8(d)) => d.copy_from_slice(&s[..n]),
        (BufRef::I16(s), BufMut::I16(d)) => d.copy_from_slice(&s[..n]),
        (BufRef::U8(s), BufMut::U8(d)) => d.copy_from_slice(&s[..n]),
        (BufRef::U16(s), BufMut::U16(d)) => d.copy_from_slice(&s[..n]),
        (BufRef::U32(s), BufMut::U32(d)) => d.copy_from_slice(&s[..n]),
        (BufRef::U64(s), BufMut::U64(d)) => d.copy_from_slice(&s[..n]),
        (BufRef::F16(s), BufMut::F16(d)) => d.copy_from_slice(&s[..n]),
        (BufRef::BF16(s), BufMut::BF16(d)) => d.copy_from_slice(&s[..n]),
        _ => return false,
    }
    true
}

/// Splits a buffer into consecutive pieces of `chunk` elements (the last may be shorter).
pub(crate) fn split_chunks(b: BufMut<'_>, chunk: usize) -> Vec<BufMut<'_>> {
    match b {
        BufMut::I1(v) => v.chunks_mut(chunk).map(BufMut::I1).collect(),
        BufMut::I32(v) => v.chunks_mut(chunk).map(BufMut::I32).collect(),
        BufMut::I64(v) => v.chunks_mut(chunk).map(BufMut::I64).collect(),
        BufMut::F32(v) => v.chunks_mut(chunk).map(BufMut::F32).collect(),
        BufMut::F64(v) => v.chunks_mut(chunk).map(BufMut::F64).collect(),
        BufMut::C64(v) => v.chunks_mut(chunk).map(BufMut::C64).collect(),
        BufMut::C128(v) => v.chunks_mut(chunk).map(BufMut::C128).collect(),
        BufMut::I8(v) => v.chunks_mut(chunk).map(BufMut::I8).collect(),
        BufMut::I16(v) => v.chunks_mut(chunk).map(BufMut::I16).collect(),
        BufMut::U8(v) => v.chunks_mut(chunk).map(BufMut::U8).collect(),
        BufMut::U16(v) => v.chunks_mut(chunk).map(BufMut::U16).collect(),
        BufMut::U32(v) => v.chunks_mut(chunk).map(BufMut::U32).collect(),
        BufMut::U64(v) => v.chunks_mut(chunk).map(BufMut::U64).collect(),
        BufMut::F16(v) => v.chunks_mut(chunk).map(BufMut::F16).collect(),
        BufMut::BF16(v) => v.chunks_mut(chunk).map(BufMut::BF16).collect(),
    }
}

fn has_avx2() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::is_x86_feature_detected!("avx2") && std::is_x86_feature_detected!("fma")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}
