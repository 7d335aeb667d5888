//! The fused elementwise kernel.
//!
//! A description ([`ElementwiseProgram`]) is plain data: the output index space, inputs seen
//! through affine index maps ([`InputMap`]: broadcast, transpose, reverse and strided slices
//! are all such maps), a straight-line register program, and the registers to store. Running it
//! ([`ElementwisePlan`]) splits the output into cache-sized chunks, runs chunks in parallel, and
//! runs every instruction of a chunk as one tight loop over the chunk's lanes.
//!
//! Coverage (anything else is not fusible; the lowering keeps the interpreter's op for it):
//! * unary: `abs negate sign` on ints, floats, complex (complex `abs` gives the real part type);
//!   `exponential exponential_minus_one log log_plus_one sqrt rsqrt cbrt sine cosine tan tanh
//!   logistic` on floats and complex; `floor ceil round_nearest_even is_finite` on floats; `not`
//!   on bool and ints; `real imag` on floats and complex.
//! * CHLO/bit unary ops: `square` on ints, floats, complex; `erf erfc erf_inv lgamma digamma
//!   bessel_i1e asin acos atan asinh acosh atanh sinh cosh round_nearest_afz` on floats;
//!   `popcnt count_leading_zeros` on ints.
//! * binary (same operand types): `add multiply maximum minimum` on bool (as or/and/or/and),
//!   ints, floats, complex; `subtract divide power` on ints, floats, complex; `remainder` on ints
//!   and floats; `atan2 next_after` on floats; `shift_left shift_right_arithmetic
//!   shift_right_logical` on ints; `and or xor` on bool and ints; `complex` on two f32 or two f64.
//! * `compare`: every direction on bool, ints and floats (comparison types: none, SIGNED, UNSIGNED
//!   on bool/ints; none, FLOAT, TOTALORDER on floats); EQ/NE on complex (none or FLOAT).
//! * `select` (i1 predicate, any dtype), `clamp` on ints and floats, `convert` between any two
//!   dtypes, constants of any dtype (splats), `iota` into ints, floats and complex.

mod lanes;
mod peephole;
pub(crate) mod plan;
pub mod trig;

pub use plan::ElementwisePlan;

use crate::error::{kernel_err, KernelResult};
use crate::index::offset_range;
use fresnel_ir::{BinaryOp, CompareDir, CompareType, DType, Scalar, UnaryOp};

const KERNEL: &str = "elementwise";

/// A fused elementwise program compiled by another code generator, able to compute any range
/// of its lanes: what an FFT's prologue or epilogue runs on in place of an [`ElementwisePlan`]
/// ([`crate::FusedFftPlan::with_compiled_hooks`]).
pub trait CompiledLanes: Send + Sync + std::fmt::Debug {
    /// Lanes `base..base + n` of the program's index space (row-major) into `outputs`, `n`
    /// elements each. Input `local`, if any, holds only those lanes (its element 0 is lane
    /// `base`); the other inputs are whole. The buffers are checked.
    fn run_lanes(
        &self,
        inputs: &[crate::BufRef<'_>],
        local: Option<usize>,
        base: usize,
        outputs: &mut [crate::BufMut<'_>],
    ) -> Result<(), String>;
}

/// A register: the number of the instruction that defines it.
pub type Reg = u32;

/// How an input buffer is read at each point of the output index space: the element at output
/// index `i` is `buffer[offset + Σ_d i[d]·strides[d]]`. Stride 0 broadcasts along a dim; a
/// negative stride reverses; an offset with strides > 1 slices.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct InputMap {
    pub dtype: DType,
    pub offset: usize,
    /// One per output dim, in elements.
    pub strides: Vec<i64>,
}

impl InputMap {
    /// A buffer read in row-major order with the output's own shape.
    pub fn contiguous(dtype: DType, shape: &[usize]) -> InputMap {
        InputMap {
            dtype,
            offset: 0,
            strides: crate::index::row_major_strides(shape),
        }
    }

    /// A scalar (one-element) buffer splatted over an index space of rank `rank`.
    pub fn splat(dtype: DType, rank: usize) -> InputMap {
        InputMap {
            dtype,
            offset: 0,
            strides: vec![0; rank],
        }
    }

    /// The map of `broadcast_in_dim(v, dims)` into an index space of rank `out_rank`, where `self`
    /// is `v`'s map: operand dim `k` becomes output dim `dims[k]`; other dims broadcast.
    /// Operand dims of size 1 that are stretched must be given stride 0 by the caller (as they are
    /// when `self` was built by [`InputMap::contiguous`] over a shape with those 1s: see
    /// [`InputMap::zero_unit_dims`]).
    pub fn broadcast_in_dim(&self, out_rank: usize, dims: &[usize]) -> Option<InputMap> {
        if dims.len() != self.strides.len() || dims.iter().any(|&d| d >= out_rank) {
            return None;
        }
        let mut strides = vec![0; out_rank];
        for (k, &d) in dims.iter().enumerate() {
            strides[d] = self.strides[k];
        }
        Some(InputMap {
            dtype: self.dtype,
            offset: self.offset,
            strides,
        })
    }

    /// The same map with stride 0 on the dims where `shape` has extent 1, so that it can be
    /// broadcast along them.
    pub fn zero_unit_dims(mut self, shape: &[usize]) -> InputMap {
        for (s, &n) in self.strides.iter_mut().zip(shape) {
            if n == 1 {
                *s = 0;
            }
        }
        self
    }

    /// The map of `transpose(v, perm)`: result dim `i` is operand dim `perm[i]`.
    pub fn transpose(&self, perm: &[usize]) -> Option<InputMap> {
        if perm.len() != self.strides.len() {
            return None;
        }
        let strides = perm
            .iter()
            .map(|&p| self.strides.get(p).copied())
            .collect::<Option<Vec<_>>>()?;
        Some(InputMap {
            dtype: self.dtype,
            offset: self.offset,
            strides,
        })
    }

    /// The map of `reverse(v, dims)` where `v` has shape `shape`.
    pub fn reverse(&self, shape: &[usize], dims: &[usize]) -> Option<InputMap> {
        let mut m = self.clone();
        for &d in dims {
            let n = *shape.get(d)?;
            if n == 0 {
                continue;
            }
            let s = m.strides[d];
            let new_offset = m.offset as i64 + (n as i64 - 1) * s;
            m.offset = usize::try_from(new_offset).ok()?;
            m.strides[d] = -s;
        }
        Some(m)
    }

    /// The map of `slice(v, start, limit, steps)`.
    pub fn slice(&self, start: &[usize], steps: &[usize]) -> Option<InputMap> {
        if start.len() != self.strides.len() || steps.len() != self.strides.len() {
            return None;
        }
        let mut offset = self.offset as i64;
        let mut strides = self.strides.clone();
        for d in 0..strides.len() {
            offset += start[d] as i64 * strides[d];
            strides[d] = strides[d].checked_mul(i64::try_from(steps[d]).ok()?)?;
        }
        Some(InputMap {
            dtype: self.dtype,
            offset: usize::try_from(offset).ok()?,
            strides,
        })
    }

    /// The number of elements the input buffer must have for this map over `shape`.
    pub fn required_len(&self, shape: &[usize]) -> Option<usize> {
        match offset_range(shape, self.offset as i64, &self.strides) {
            None => Some(0),
            Some((lo, hi)) if lo >= 0 => Some(hi as usize + 1),
            Some(_) => None,
        }
    }
}

/// One instruction; it defines the register whose number is its position in the program.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Instr {
    /// The input's element at the current output index.
    Load {
        input: u32,
    },
    /// A constant splatted over the chunk.
    Const(Scalar),
    /// The current output index along `dim`, converted to `dtype`.
    Iota {
        dim: u32,
        dtype: DType,
    },
    Unary {
        op: UnaryOp,
        x: Reg,
    },
    Binary {
        op: BinaryOp,
        lhs: Reg,
        rhs: Reg,
    },
    /// An i1 result.
    Compare {
        dir: CompareDir,
        cmp_type: Option<CompareType>,
        lhs: Reg,
        rhs: Reg,
    },
    Select {
        pred: Reg,
        on_true: Reg,
        on_false: Reg,
    },
    /// `min(max(x, min), max)`.
    Clamp {
        min: Reg,
        x: Reg,
        max: Reg,
    },
    Convert {
        x: Reg,
        to: DType,
    },
    /// The input's element at the current output index moved back by `window.low`, or
    /// `window.fill` where that lands outside the input (StableHLO `pad` without interior
    /// padding, read in place). Last among the variants: saved programs number them.
    LoadPadded {
        input: u32,
        window: Window,
    },
}

/// Where a padded load finds its input: output index `i` reads the input's index `i − low`
/// when `0 ≤ i − low < shape` in every dim, else `fill`. The input's map is over the input's
/// own index (its offset is where index 0 lies), and `shape` is the input's extent.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Window {
    pub low: Vec<i64>,
    pub shape: Vec<usize>,
    pub fill: Scalar,
}

impl Window {
    /// Whether output index `i` along `dim` (of an output extent `n`) always lands inside.
    pub fn covers(&self, dim: usize, n: usize) -> bool {
        self.low[dim] <= 0 && self.low[dim] + self.shape[dim] as i64 >= n as i64
    }
}

/// A fused elementwise computation over one index space, with several outputs, each stored
/// row-major with the index space's shape.
#[derive(Clone, Debug, PartialEq, Default, serde::Serialize, serde::Deserialize)]
pub struct ElementwiseProgram {
    pub shape: Vec<usize>,
    pub inputs: Vec<InputMap>,
    pub instrs: Vec<Instr>,
    pub outputs: Vec<Reg>,
}

impl ElementwiseProgram {
    pub fn new(shape: impl Into<Vec<usize>>) -> Self {
        ElementwiseProgram {
            shape: shape.into(),
            ..Default::default()
        }
    }

    /// Adds an input and returns a register loading it.
    pub fn load(&mut self, map: InputMap) -> Reg {
        self.inputs.push(map);
        let input = (self.inputs.len() - 1) as u32;
        self.push(Instr::Load { input })
    }

    /// Adds an input read through `window` (see [`Instr::LoadPadded`]) and returns the
    /// register holding it.
    pub fn load_padded(&mut self, map: InputMap, window: Window) -> Reg {
        self.inputs.push(map);
        let input = (self.inputs.len() - 1) as u32;
        self.push(Instr::LoadPadded { input, window })
    }

    /// The index space input `k`'s map is laid over: a padded load's input shape, else the
    /// program's. `None` when two instructions read the input over different spaces.
    pub fn input_space(&self, k: usize) -> Option<&[usize]> {
        let mut space: Option<&[usize]> = None;
        for instr in &self.instrs {
            let here: &[usize] = match instr {
                Instr::Load { input } if *input as usize == k => &self.shape,
                Instr::LoadPadded { input, window } if *input as usize == k => &window.shape,
                _ => continue,
            };
            match space {
                Some(s) if s != here => return None,
                _ => space = Some(here),
            }
        }
        Some(space.unwrap_or(&self.shape))
    }

    /// The number of elements input `k`'s buffer must have; `None` when its map reaches a
    /// negative offset or its reads disagree on the space (see [`Self::input_space`]).
    pub fn required_len(&self, k: usize) -> Option<usize> {
        self.inputs.get(k)?.required_len(self.input_space(k)?)
    }

    /// Appends an instruction and returns the register it defines.
    pub fn push(&mut self, instr: Instr) -> Reg {
        self.instrs.push(instr);
        (self.instrs.len() - 1) as Reg
    }

    pub fn output(&mut self, reg: Reg) {
        self.outputs.push(reg);
    }

    pub fn num_elements(&self) -> usize {
        self.shape.iter().product()
    }

    /// Floating-point operations per point, for the GPU cost model: one per real add,
    /// multiply or compare-free arithmetic op, complex ones in their real operations (add 2,
    /// multiply 6, divide 11), a transcendental function 8 (20 on complex numbers); integer,
    /// logical and data-movement instructions count nothing.
    pub fn flops_per_point(&self) -> u64 {
        let Ok(types) = self.validate() else {
            return 0;
        };
        let of = |r: Reg| types.get(r as usize).copied();
        self.instrs
            .iter()
            .map(|i| match *i {
                Instr::Unary { op, x } => match of(x) {
                    Some(t) if t.is_inexact() => unary_flops(op, t.is_complex()),
                    _ => 0,
                },
                Instr::Binary { op, lhs, .. } => match of(lhs) {
                    Some(t) if t.is_inexact() => binary_flops(op, t.is_complex()),
                    _ => 0,
                },
                _ => 0,
            })
            .sum()
    }

    /// Checks the program and returns the dtype of every register.
    pub fn validate(&self) -> KernelResult<Vec<DType>> {
        let rank = self.shape.len();
        for (k, m) in self.inputs.iter().enumerate() {
            if m.strides.len() != rank {
                return kernel_err!(
                    KERNEL,
                    "input {k} has {} strides for a rank-{rank} index space",
                    m.strides.len()
                );
            }
            let Some(space) = self.input_space(k) else {
                return kernel_err!(KERNEL, "input {k} is read over two different index spaces");
            };
            if m.required_len(space).is_none() {
                return kernel_err!(KERNEL, "input {k}'s map reaches a negative offset");
            }
        }
        let mut types: Vec<DType> = Vec::with_capacity(self.instrs.len());
        for (i, instr) in self.instrs.iter().enumerate() {
            let ty = self.instr_type(i, instr, &types)?;
            types.push(ty);
        }
        for (k, &r) in self.outputs.iter().enumerate() {
            if r as usize >= types.len() {
                return kernel_err!(KERNEL, "output {k} names register %{r}, which is undefined");
            }
        }
        Ok(types)
    }

    fn instr_type(&self, i: usize, instr: &Instr, types: &[DType]) -> KernelResult<DType> {
        let reg = |r: Reg| -> KernelResult<DType> {
            match types.get(r as usize) {
                Some(&t) => Ok(t),
                None => kernel_err!(
                    KERNEL,
                    "instruction {i} uses register %{r} before it is defined"
                ),
            }
        };
        let uncovered =
            |what: String| kernel_err!(KERNEL, "instruction {i}: {what} is not covered");
        match *instr {
            Instr::Load { input } => match self.inputs.get(input as usize) {
                Some(m) => Ok(m.dtype),
                None => kernel_err!(
                    KERNEL,
                    "instruction {i} loads input {input}, which is undefined"
                ),
            },
            Instr::LoadPadded { input, ref window } => {
                let Some(m) = self.inputs.get(input as usize) else {
                    return kernel_err!(
                        KERNEL,
                        "instruction {i} loads input {input}, which is undefined"
                    );
                };
                let rank = self.shape.len();
                if window.low.len() != rank || window.shape.len() != rank {
                    return kernel_err!(
                        KERNEL,
                        "instruction {i}: a padded load of rank {} or {} in a rank-{rank} space",
                        window.low.len(),
                        window.shape.len()
                    );
                }
                let fits = window
                    .low
                    .iter()
                    .zip(&window.shape)
                    .all(|(&l, &n)| i64::try_from(n).is_ok_and(|n| l.checked_add(n).is_some()));
                if !fits {
                    return kernel_err!(
                        KERNEL,
                        "instruction {i}: a padded load's window {:?} + {:?} overflows",
                        window.low,
                        window.shape
                    );
                }
                if window.fill.dtype() != m.dtype {
                    return kernel_err!(
                        KERNEL,
                        "instruction {i}: fill {} for an input of {}",
                        window.fill.dtype(),
                        m.dtype
                    );
                }
                Ok(m.dtype)
            }
            Instr::Const(s) => Ok(s.dtype()),
            Instr::Iota { dim, dtype } => {
                if dim as usize >= self.shape.len() {
                    return kernel_err!(KERNEL, "instruction {i}: iota dim {dim} out of range");
                }
                if !iota_covered(dtype) {
                    return uncovered(format!("iota into {dtype}"));
                }
                Ok(dtype)
            }
            Instr::Unary { op, x } => {
                let t = reg(x)?;
                unary_result(op, t).map_or_else(|| uncovered(format!("{} on {t}", op.name())), Ok)
            }
            Instr::Binary { op, lhs, rhs } => {
                let (a, b) = (reg(lhs)?, reg(rhs)?);
                binary_result(op, a, b)
                    .map_or_else(|| uncovered(format!("{} on {a} and {b}", op.name())), Ok)
            }
            Instr::Compare {
                dir,
                cmp_type,
                lhs,
                rhs,
            } => {
                let (a, b) = (reg(lhs)?, reg(rhs)?);
                if a != b || !compare_covered(dir, cmp_type, a) {
                    return uncovered(format!(
                        "compare {} ({cmp_type:?}) on {a} and {b}",
                        dir.name()
                    ));
                }
                Ok(DType::I1)
            }
            Instr::Select {
                pred,
                on_true,
                on_false,
            } => {
                let (p, a, b) = (reg(pred)?, reg(on_true)?, reg(on_false)?);
                if p != DType::I1 || a != b {
                    return uncovered(format!("select with predicate {p} on {a} and {b}"));
                }
                Ok(a)
            }
            Instr::Clamp { min, x, max } => {
                let (lo, t, hi) = (reg(min)?, reg(x)?, reg(max)?);
                if lo != t || hi != t || !(t.is_int() || t.is_float()) {
                    return uncovered(format!("clamp on {lo}, {t}, {hi}"));
                }
                Ok(t)
            }
            Instr::Convert { x, to } => {
                reg(x)?;
                Ok(to)
            }
        }
    }
}

/// The result dtype of a covered unary op, `None` when not covered.
pub fn unary_result(op: UnaryOp, t: DType) -> Option<DType> {
    use UnaryOp::*;
    let (int, float, complex) = (t.is_int(), t.is_float(), t.is_complex());
    let ok = match op {
        // StableHLO defines abs and sign on signed integers only.
        Abs | Sign => (int && !t.is_unsigned()) || float || complex,
        Negate => int || float || complex,
        Exponential | ExponentialMinusOne | Log | LogPlusOne | Sqrt | Rsqrt | Cbrt | Sine
        | Cosine | Tan | Tanh | Logistic => float || complex,
        Floor | Ceil | RoundNearestEven => float,
        Not => t.is_integral(),
        Real | Imag => float || complex,
        IsFinite => return float.then_some(DType::I1),
        Square => int || float || complex,
        Erf | Erfc | ErfInv | Lgamma | Digamma | BesselI1e | Asin | Acos | Atan | Asinh | Acosh
        | Atanh | Sinh | Cosh | RoundNearestAfz => float,
        Popcnt | CountLeadingZeros => int,
    };
    if !ok {
        return None;
    }
    Some(match op {
        Abs | Real | Imag => t.real_part(),
        _ => t,
    })
}

/// The result dtype of a covered binary op, `None` when not covered.
pub fn binary_result(op: BinaryOp, a: DType, b: DType) -> Option<DType> {
    use BinaryOp::*;
    if op == Complex {
        return (a == b && a.is_float()).then(|| a.complex_of()).flatten();
    }
    if a != b {
        return None;
    }
    let (boolean, int, float, complex) = (a.is_bool(), a.is_int(), a.is_float(), a.is_complex());
    let ok = match op {
        Add | Multiply | Maximum | Minimum => boolean || int || float || complex,
        Subtract | Divide | Power => int || float || complex,
        Remainder => int || float,
        Atan2 | NextAfter => float,
        And | Or | Xor => boolean || int,
        ShiftLeft | ShiftRightArithmetic | ShiftRightLogical => int,
        Complex => false,
    };
    ok.then_some(a)
}

/// Whether `compare` with this direction and comparison type is covered on `t`.
pub fn compare_covered(dir: CompareDir, cmp_type: Option<CompareType>, t: DType) -> bool {
    let equality = matches!(dir, CompareDir::Eq | CompareDir::Ne);
    match cmp_type {
        None => t.is_integral() || t.is_float() || (t.is_complex() && equality),
        Some(CompareType::Signed) => t.is_integral(),
        Some(CompareType::Unsigned) => t.is_integral(),
        Some(CompareType::Float) => t.is_float() || (t.is_complex() && equality),
        Some(CompareType::TotalOrder) => t.is_float(),
    }
}

/// Whether `iota` into `t` is covered.
pub fn iota_covered(t: DType) -> bool {
    !t.is_bool()
}

fn unary_flops(op: UnaryOp, complex: bool) -> u64 {
    use UnaryOp::*;
    match op {
        Real | Imag | IsFinite | Not | Popcnt | CountLeadingZeros => 0,
        Negate | Sign | Floor | Ceil | RoundNearestEven | RoundNearestAfz | Square => {
            if complex {
                2
            } else {
                1
            }
        }
        Abs if !complex => 1,
        _ => {
            if complex {
                20
            } else {
                8
            }
        }
    }
}

fn binary_flops(op: BinaryOp, complex: bool) -> u64 {
    use BinaryOp::*;
    match (op, complex) {
        (Add | Subtract | Maximum | Minimum, false) => 1,
        (Add | Subtract | Maximum | Minimum, true) => 2,
        (Multiply, false) => 1,
        (Multiply, true) => 6,
        (Divide, false) => 1,
        (Divide, true) => 11,
        (Remainder | Power | Atan2 | NextAfter, false) => 8,
        (Remainder | Power | Atan2 | NextAfter, true) => 20,
        _ => 0,
    }
}
