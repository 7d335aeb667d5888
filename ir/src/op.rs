//! The closed set of operations. Adding a variant fails to compile until shape inference,
//! the verifier, the printer, the parser, the interpreter and AD all handle it.

use crate::array::Array;

/// Elementwise ops with one operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum UnaryOp {
    Abs,
    Negate,
    Sign,
    Exponential,
    ExponentialMinusOne,
    Log,
    LogPlusOne,
    Sqrt,
    Rsqrt,
    Cbrt,
    Sine,
    Cosine,
    Tan,
    Tanh,
    Logistic,
    Floor,
    Ceil,
    RoundNearestEven,
    Not,
    Real,
    Imag,
    IsFinite,
    /// `chlo.square`: x·x.
    Square,
    Erf,
    Erfc,
    ErfInv,
    /// log|Γ(x)|
    Lgamma,
    Digamma,
    Asin,
    Acos,
    Atan,
    Asinh,
    Acosh,
    Atanh,
    Sinh,
    Cosh,
    /// e^{-|x|}·I₁(x)
    BesselI1e,
    /// `stablehlo.popcnt`: set bits of an integer.
    Popcnt,
    CountLeadingZeros,
    /// Round half away from zero.
    RoundNearestAfz,
}

impl UnaryOp {
    pub const ALL: [UnaryOp; 40] = [
        UnaryOp::Abs,
        UnaryOp::Negate,
        UnaryOp::Sign,
        UnaryOp::Exponential,
        UnaryOp::ExponentialMinusOne,
        UnaryOp::Log,
        UnaryOp::LogPlusOne,
        UnaryOp::Sqrt,
        UnaryOp::Rsqrt,
        UnaryOp::Cbrt,
        UnaryOp::Sine,
        UnaryOp::Cosine,
        UnaryOp::Tan,
        UnaryOp::Tanh,
        UnaryOp::Logistic,
        UnaryOp::Floor,
        UnaryOp::Ceil,
        UnaryOp::RoundNearestEven,
        UnaryOp::Not,
        UnaryOp::Real,
        UnaryOp::Imag,
        UnaryOp::IsFinite,
        UnaryOp::Square,
        UnaryOp::Erf,
        UnaryOp::Erfc,
        UnaryOp::ErfInv,
        UnaryOp::Lgamma,
        UnaryOp::Digamma,
        UnaryOp::Asin,
        UnaryOp::Acos,
        UnaryOp::Atan,
        UnaryOp::Asinh,
        UnaryOp::Acosh,
        UnaryOp::Atanh,
        UnaryOp::Sinh,
        UnaryOp::Cosh,
        UnaryOp::BesselI1e,
        UnaryOp::Popcnt,
        UnaryOp::CountLeadingZeros,
        UnaryOp::RoundNearestAfz,
    ];

    /// The op name after the dialect prefix (`stablehlo.` or `chlo.`, see [`UnaryOp::dialect`]).
    pub fn name(self) -> &'static str {
        match self {
            UnaryOp::Abs => "abs",
            UnaryOp::Negate => "negate",
            UnaryOp::Sign => "sign",
            UnaryOp::Exponential => "exponential",
            UnaryOp::ExponentialMinusOne => "exponential_minus_one",
            UnaryOp::Log => "log",
            UnaryOp::LogPlusOne => "log_plus_one",
            UnaryOp::Sqrt => "sqrt",
            UnaryOp::Rsqrt => "rsqrt",
            UnaryOp::Cbrt => "cbrt",
            UnaryOp::Sine => "sine",
            UnaryOp::Cosine => "cosine",
            UnaryOp::Tan => "tan",
            UnaryOp::Tanh => "tanh",
            UnaryOp::Logistic => "logistic",
            UnaryOp::Floor => "floor",
            UnaryOp::Ceil => "ceil",
            UnaryOp::RoundNearestEven => "round_nearest_even",
            UnaryOp::Not => "not",
            UnaryOp::Real => "real",
            UnaryOp::Imag => "imag",
            UnaryOp::IsFinite => "is_finite",
            UnaryOp::Square => "square",
            UnaryOp::Erf => "erf",
            UnaryOp::Erfc => "erfc",
            UnaryOp::ErfInv => "erf_inv",
            UnaryOp::Lgamma => "lgamma",
            UnaryOp::Digamma => "digamma",
            UnaryOp::Asin => "asin",
            UnaryOp::Acos => "acos",
            UnaryOp::Atan => "atan",
            UnaryOp::Asinh => "asinh",
            UnaryOp::Acosh => "acosh",
            UnaryOp::Atanh => "atanh",
            UnaryOp::Sinh => "sinh",
            UnaryOp::Cosh => "cosh",
            UnaryOp::BesselI1e => "bessel_i1e",
            UnaryOp::Popcnt => "popcnt",
            UnaryOp::CountLeadingZeros => "count_leading_zeros",
            UnaryOp::RoundNearestAfz => "round_nearest_afz",
        }
    }

    /// The dialect JAX prints the op in: CHLO's ops are StableHLO's client-side extras
    /// (`chlo.erf %x : tensor<3xf32> -> tensor<3xf32>`).
    pub fn dialect(self) -> &'static str {
        use UnaryOp::*;
        match self {
            Square | Erf | Erfc | ErfInv | Lgamma | Digamma | Asin | Acos | Atan | Asinh
            | Acosh | Atanh | Sinh | Cosh | BesselI1e => "chlo",
            _ => "stablehlo",
        }
    }

    /// `dialect.name`, as printed.
    pub fn full_name(self) -> String {
        format!("{}.{}", self.dialect(), self.name())
    }

    /// The op a short name denotes in `stablehlo.` (CHLO names are not StableHLO ops).
    pub fn from_name(name: &str) -> Option<UnaryOp> {
        UnaryOp::ALL
            .into_iter()
            .find(|op| op.name() == name && op.dialect() == "stablehlo")
    }

    /// The op a full name (`stablehlo.abs`, `chlo.erf`) denotes. StableHLO has since gained
    /// `stablehlo.square`, the same op as `chlo.square` (which the printer writes, as JAX does);
    /// `chlo.tan` is the older spelling of `stablehlo.tan` (printed so).
    pub fn from_full_name(name: &str) -> Option<UnaryOp> {
        match name {
            "stablehlo.square" => return Some(UnaryOp::Square),
            "chlo.tan" => return Some(UnaryOp::Tan),
            _ => {}
        }
        let (dialect, short) = name.split_once('.')?;
        UnaryOp::ALL
            .into_iter()
            .find(|op| op.name() == short && op.dialect() == dialect)
    }
}

/// Elementwise ops with two operands of the same shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum BinaryOp {
    Add,
    Subtract,
    Multiply,
    Divide,
    Remainder,
    Power,
    Maximum,
    Minimum,
    Atan2,
    And,
    Or,
    Xor,
    /// Builds a complex number from real and imaginary parts.
    Complex,
    /// Shifts by an amount of the same integer type; amounts outside `0..bits` give 0
    /// (arithmetic right shift: the sign fill).
    ShiftLeft,
    ShiftRightArithmetic,
    ShiftRightLogical,
    /// `chlo.next_after(x, y)`: the representable value after x in the direction of y.
    NextAfter,
}

impl BinaryOp {
    pub const ALL: [BinaryOp; 17] = [
        BinaryOp::Add,
        BinaryOp::Subtract,
        BinaryOp::Multiply,
        BinaryOp::Divide,
        BinaryOp::Remainder,
        BinaryOp::Power,
        BinaryOp::Maximum,
        BinaryOp::Minimum,
        BinaryOp::Atan2,
        BinaryOp::And,
        BinaryOp::Or,
        BinaryOp::Xor,
        BinaryOp::Complex,
        BinaryOp::ShiftLeft,
        BinaryOp::ShiftRightArithmetic,
        BinaryOp::ShiftRightLogical,
        BinaryOp::NextAfter,
    ];

    pub fn name(self) -> &'static str {
        match self {
            BinaryOp::Add => "add",
            BinaryOp::Subtract => "subtract",
            BinaryOp::Multiply => "multiply",
            BinaryOp::Divide => "divide",
            BinaryOp::Remainder => "remainder",
            BinaryOp::Power => "power",
            BinaryOp::Maximum => "maximum",
            BinaryOp::Minimum => "minimum",
            BinaryOp::Atan2 => "atan2",
            BinaryOp::And => "and",
            BinaryOp::Or => "or",
            BinaryOp::Xor => "xor",
            BinaryOp::Complex => "complex",
            BinaryOp::ShiftLeft => "shift_left",
            BinaryOp::ShiftRightArithmetic => "shift_right_arithmetic",
            BinaryOp::ShiftRightLogical => "shift_right_logical",
            BinaryOp::NextAfter => "next_after",
        }
    }

    /// `chlo` for CHLO's ops, else `stablehlo`.
    pub fn dialect(self) -> &'static str {
        match self {
            BinaryOp::NextAfter => "chlo",
            _ => "stablehlo",
        }
    }

    /// `dialect.name`, as printed.
    pub fn full_name(self) -> String {
        format!("{}.{}", self.dialect(), self.name())
    }

    /// The op a short name denotes in `stablehlo.`.
    pub fn from_name(name: &str) -> Option<BinaryOp> {
        BinaryOp::ALL
            .into_iter()
            .find(|op| op.name() == name && op.dialect() == "stablehlo")
    }

    /// The op a full name (`stablehlo.add`, `chlo.next_after`) denotes.
    pub fn from_full_name(name: &str) -> Option<BinaryOp> {
        let (dialect, short) = name.split_once('.')?;
        BinaryOp::ALL
            .into_iter()
            .find(|op| op.name() == short && op.dialect() == dialect)
    }
}

/// `#stablehlo<comparison_direction ...>`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum CompareDir {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl CompareDir {
    pub const ALL: [CompareDir; 6] = [
        CompareDir::Eq,
        CompareDir::Ne,
        CompareDir::Lt,
        CompareDir::Le,
        CompareDir::Gt,
        CompareDir::Ge,
    ];
    pub fn name(self) -> &'static str {
        match self {
            CompareDir::Eq => "EQ",
            CompareDir::Ne => "NE",
            CompareDir::Lt => "LT",
            CompareDir::Le => "LE",
            CompareDir::Gt => "GT",
            CompareDir::Ge => "GE",
        }
    }
    pub fn from_name(name: &str) -> Option<CompareDir> {
        CompareDir::ALL.into_iter().find(|d| d.name() == name)
    }
}

/// `#stablehlo<comparison_type ...>`; optional in the IR, as in StableHLO.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum CompareType {
    Float,
    TotalOrder,
    Signed,
    Unsigned,
}

impl CompareType {
    pub const ALL: [CompareType; 4] = [
        CompareType::Float,
        CompareType::TotalOrder,
        CompareType::Signed,
        CompareType::Unsigned,
    ];
    pub fn name(self) -> &'static str {
        match self {
            CompareType::Float => "FLOAT",
            CompareType::TotalOrder => "TOTALORDER",
            CompareType::Signed => "SIGNED",
            CompareType::Unsigned => "UNSIGNED",
        }
    }
    pub fn from_name(name: &str) -> Option<CompareType> {
        CompareType::ALL.into_iter().find(|d| d.name() == name)
    }
}

/// `#stablehlo<fft_type ...>`
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum FftKind {
    Fft,
    Ifft,
    Rfft,
    Irfft,
}

impl FftKind {
    pub const ALL: [FftKind; 4] = [FftKind::Fft, FftKind::Ifft, FftKind::Rfft, FftKind::Irfft];
    pub fn name(self) -> &'static str {
        match self {
            FftKind::Fft => "FFT",
            FftKind::Ifft => "IFFT",
            FftKind::Rfft => "RFFT",
            FftKind::Irfft => "IRFFT",
        }
    }
    pub fn from_name(name: &str) -> Option<FftKind> {
        FftKind::ALL.into_iter().find(|d| d.name() == name)
    }
}

/// `#stablehlo<rng_algorithm ...>` of `rng_bit_generator`. `Default` is what XLA's CPU and
/// GPU backends run for it: Philox.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum RngAlgorithm {
    Default,
    ThreeFry,
    Philox,
}

impl RngAlgorithm {
    pub const ALL: [RngAlgorithm; 3] = [
        RngAlgorithm::Default,
        RngAlgorithm::ThreeFry,
        RngAlgorithm::Philox,
    ];
    pub fn name(self) -> &'static str {
        match self {
            RngAlgorithm::Default => "DEFAULT",
            RngAlgorithm::ThreeFry => "THREE_FRY",
            RngAlgorithm::Philox => "PHILOX",
        }
    }
    pub fn from_name(name: &str) -> Option<RngAlgorithm> {
        RngAlgorithm::ALL.into_iter().find(|a| a.name() == name)
    }
    /// The state sizes (ui64 elements) the algorithm accepts: a key and a 64-bit counter, or
    /// for Philox also a key and a 128-bit counter.
    pub fn state_sizes(self) -> &'static [usize] {
        match self {
            RngAlgorithm::ThreeFry => &[2],
            RngAlgorithm::Default | RngAlgorithm::Philox => &[2, 3],
        }
    }
}

/// `transpose_a = #stablehlo<transpose ...>` of `triangular_solve`: which form of `a` the
/// system is solved with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum TransposeA {
    NoTranspose,
    Transpose,
    /// The conjugate transpose (the same as `Transpose` for real types).
    Adjoint,
}

impl TransposeA {
    pub const ALL: [TransposeA; 3] = [
        TransposeA::NoTranspose,
        TransposeA::Transpose,
        TransposeA::Adjoint,
    ];
    pub fn name(self) -> &'static str {
        match self {
            TransposeA::NoTranspose => "NO_TRANSPOSE",
            TransposeA::Transpose => "TRANSPOSE",
            TransposeA::Adjoint => "ADJOINT",
        }
    }
    pub fn from_name(name: &str) -> Option<TransposeA> {
        TransposeA::ALL.into_iter().find(|t| t.name() == name)
    }
}

/// `#stablehlo.dot<...>` dimension numbers.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize)]
pub struct DotDims {
    pub lhs_batch: Vec<usize>,
    pub rhs_batch: Vec<usize>,
    pub lhs_contract: Vec<usize>,
    pub rhs_contract: Vec<usize>,
}

/// `#stablehlo.gather<...>` dimension numbers with `slice_sizes` and `indices_are_sorted`
/// (StableHLO's `gather`; the names are the spec's).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct GatherDims {
    pub offset_dims: Vec<usize>,
    pub collapsed_slice_dims: Vec<usize>,
    pub operand_batching_dims: Vec<usize>,
    pub start_indices_batching_dims: Vec<usize>,
    pub start_index_map: Vec<usize>,
    pub index_vector_dim: usize,
    pub slice_sizes: Vec<usize>,
    pub indices_are_sorted: bool,
}

/// `#stablehlo.scatter<...>` dimension numbers with `indices_are_sorted`, `unique_indices`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct ScatterDims {
    pub update_window_dims: Vec<usize>,
    pub inserted_window_dims: Vec<usize>,
    pub input_batching_dims: Vec<usize>,
    pub scatter_indices_batching_dims: Vec<usize>,
    pub scatter_dims_to_operand_dims: Vec<usize>,
    pub index_vector_dim: usize,
    pub indices_are_sorted: bool,
    pub unique_indices: bool,
}

/// The window of `reduce_window` and `select_and_scatter` (the latter has no dilations:
/// they are all 1 there). `padding[d] = [low, high]`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Window {
    pub dims: Vec<usize>,
    pub strides: Vec<usize>,
    pub base_dilations: Vec<usize>,
    pub window_dilations: Vec<usize>,
    pub padding: Vec<[i64; 2]>,
}

impl Window {
    /// A window of `dims` with unit strides and dilations and no padding.
    pub fn plain(dims: Vec<usize>) -> Window {
        let r = dims.len();
        Window {
            dims,
            strides: vec![1; r],
            base_dilations: vec![1; r],
            window_dilations: vec![1; r],
            padding: vec![[0, 0]; r],
        }
    }
}

/// `stablehlo.convolution`: `dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]` (which
/// dimension of each operand plays which role), `window = {...}` and the group counts.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize)]
pub struct ConvDims {
    pub input_batch: usize,
    pub input_feature: usize,
    pub input_spatial: Vec<usize>,
    pub kernel_input_feature: usize,
    pub kernel_output_feature: usize,
    pub kernel_spatial: Vec<usize>,
    pub output_batch: usize,
    pub output_feature: usize,
    pub output_spatial: Vec<usize>,
    pub strides: Vec<usize>,
    pub padding: Vec<[i64; 2]>,
    pub lhs_dilation: Vec<usize>,
    pub rhs_dilation: Vec<usize>,
    pub reversal: Vec<bool>,
    pub feature_group_count: usize,
    pub batch_group_count: usize,
}

/// The assertions of StableHLO's interpreter tests (`check.*` ops and `@check.*` custom calls).
/// They produce no results; the interpreter records a failure when one does not hold.
#[derive(Clone, Debug, PartialEq)]
pub enum Check {
    /// `check.expect_eq %a, %b` / `@check.expect_eq(%a, %b)`: bitwise-equal elements.
    Eq,
    /// `check.expect_eq_const %a, dense<...>`
    EqConst(Array),
    /// `check.expect_almost_eq` with a tolerance (default 1e-4; 1e-3 for the custom call).
    AlmostEq {
        tolerance: f64,
    },
    AlmostEqConst {
        expected: Array,
        tolerance: f64,
    },
    /// `check.expect_close` / `@check.expect_close`: within a few ULPs upstream; we compare
    /// with a relative tolerance (see the conformance README) and report these separately.
    Close,
    /// `%r = stablehlo.custom_call @check.eq(%a, %b) : (T, T) -> tensor<i1>`, the form older
    /// JAX exports (`module @jit_testcase`) end with. Upstream's interpreter compared integer
    /// and boolean elements exactly and everything else as `expect_almost_eq` with tolerance
    /// 1e-4; the failure is recorded like any check, and the `i1` result is the verdict.
    LegacyEq,
    /// Spelling of the check, kept so that the printer writes it back the way it came.
    CustomCall(Box<Check>),
    /// `check.expect_serialized_eq %a, probe_id = "p", iter = 2 : T`: bitwise equal to the
    /// value the `interpreter.probe` with that id recorded on its `iter`-th run (from 0).
    SerializedEq {
        probe_id: String,
        iter: u64,
    },
}

/// Every operation of the IR. Attributes live in the variant; operand and result types live on
/// the values (see `Function`).
#[derive(Clone, Debug, PartialEq)]
pub enum Op {
    Constant(Array),
    Iota {
        dim: usize,
    },
    Unary(UnaryOp),
    /// Converts every element to the result's dtype.
    Convert,
    Binary(BinaryOp),
    Compare {
        dir: CompareDir,
        cmp_type: Option<CompareType>,
    },
    /// `select(pred, on_true, on_false)`; pred is i1, scalar or of the operands' shape.
    Select,
    /// `clamp(min, x, max)`; min and max may be scalars.
    Clamp,
    BroadcastInDim {
        dims: Vec<usize>,
    },
    Reshape,
    Transpose {
        perm: Vec<usize>,
    },
    Slice {
        start: Vec<usize>,
        limit: Vec<usize>,
        strides: Vec<usize>,
    },
    /// `dynamic_slice(x, i0, i1, …)` with scalar integer start indices, clamped into range.
    DynamicSlice {
        sizes: Vec<usize>,
    },
    /// `dynamic_update_slice(x, update, i0, i1, …)`
    DynamicUpdateSlice,
    Pad {
        low: Vec<i64>,
        high: Vec<i64>,
        interior: Vec<i64>,
    },
    Concatenate {
        dim: usize,
    },
    Reverse {
        dims: Vec<usize>,
    },
    /// Variadic reduce: operands are `n` inputs then `n` init values; region 0 is the body,
    /// taking `2n` scalar tensors (accumulators then elements) and returning `n`.
    Reduce {
        dims: Vec<usize>,
    },
    /// `gather(operand, start_indices)`; start indices are clamped so the slice fits.
    Gather(Box<GatherDims>),
    /// Variadic scatter: `n` inputs, the indices, `n` updates; region 0 combines `2n` scalars
    /// (current values…, updates…) into `n`. Update elements that land outside are skipped.
    Scatter(Box<ScatterDims>),
    /// Variadic reduce_window: `n` inputs then `n` init values; region 0 as in `reduce`.
    ReduceWindow(Box<Window>),
    /// `select_and_scatter(operand, source, init)`: region 0 selects (two scalars → i1),
    /// region 1 scatters (two scalars → one).
    SelectAndScatter(Box<Window>),
    Convolution(Box<ConvDims>),
    DotGeneral(DotDims),
    Fft {
        kind: FftKind,
        length: Vec<usize>,
    },
    /// `stablehlo.sort`: operands of one shape sorted together along `dim`; region 0 is the
    /// comparator, taking two scalars per operand (`lhs0, rhs0, lhs1, rhs1, …`) and returning
    /// an i1 that is true when lhs goes strictly before rhs.
    Sort {
        dim: usize,
        stable: bool,
    },
    /// `chlo.top_k`: the `k` largest elements along the last dimension, in descending order
    /// (ties by lower index first), and their indices as i32.
    TopK {
        k: usize,
    },
    /// `stablehlo.bitcast_convert`: the same bits read as the result's element type (element
    /// sizes must match).
    BitcastConvert,
    /// `stablehlo.rng_bit_generator`: random bits of the second result's shape from a
    /// counter-based generator whose state (`[key, counter…]`, ui64) is the operand, and the
    /// advanced state as the first result — XLA's algorithms bit for bit (see the
    /// interpreter's `rng.rs`).
    RngBitGenerator {
        algorithm: RngAlgorithm,
    },
    /// `stablehlo.reduce_precision`: rounds floats to the nearest value with `exponent_bits`
    /// and `mantissa_bits` (ties to even), overflowing to ±inf, keeping NaN.
    ReducePrecision {
        exponent_bits: u32,
        mantissa_bits: u32,
    },
    /// `stablehlo.optimization_barrier`: returns its operands unchanged. JAX emits it around
    /// rematerialised values (`jax.checkpoint`) so that XLA neither moves computations across
    /// it nor CSEs them; we keep it through the passes (they treat it as opaque, so nothing is
    /// folded across it) and print it for XLA, and the CPU/CUDA backends run it as aliases.
    OptimizationBarrier,
    /// `stablehlo.triangular_solve(a, b)`: solves `op(a)·x = b` (`left_side`) or `x·op(a) = b`
    /// for x, batched over the leading dimensions; only the `lower` (else upper) triangle of
    /// `a` is read, and with `unit_diagonal` its diagonal is taken to be ones.
    TriangularSolve {
        left_side: bool,
        lower: bool,
        unit_diagonal: bool,
        transpose_a: TransposeA,
    },
    /// `stablehlo.cholesky(a)`: the factor L with a = L·Lᴴ (`lower`) or U with a = Uᴴ·U of
    /// each Hermitian positive-definite matrix, reading only that triangle of `a`. The other
    /// triangle of the result is zero; a matrix that is not positive definite (a pivot not
    /// > 0, or NaN) gives a matrix of NaNs (implementation-defined in StableHLO).
    Cholesky {
        lower: bool,
    },
    /// `stablehlo.custom_call @lapack_?getrf_ffi(a)`, JAX's CPU LU factorisation (behind
    /// `jnp.linalg.solve`, `inv`, `det`, `slogdet`, `jax.scipy.linalg.lu`): no StableHLO op
    /// computes it, so it is kept as the LAPACK call (and prints back as one, for XLA). For
    /// each `[m, n]` matrix of `a` (batched over the leading dimensions) it returns LAPACK's
    /// `getrf` results: the packed factors (L strictly below the diagonal, unit diagonal
    /// implied; U on and above), the 1-based row swaps (i32, min(m, n) of them) and `info`
    /// (i32: 0, or the 1-based column of the first exactly-zero pivot). Partial pivoting
    /// takes the first row of largest |x| (|re| + |im| for complex, as `i?amax`).
    LapackGetrf,
    /// `stablehlo.custom_call @lapack_?gesdd_ffi(a)`, JAX's CPU singular value decomposition
    /// (behind `jnp.linalg.svd`, `pinv`, `lstsq`, `matrix_rank`, `norm(a, 2)`, `cond`), kept
    /// as the LAPACK call like [`Op::LapackGetrf`]. For each `[m, n]` matrix (k = min(m, n)) it
    /// returns five results: `a` itself (LAPACK overwrites it with scratch; we define it as
    /// the operand), the singular values `s` (real, `[k]`, descending, ≥ 0), `u` (`[m, m]` with
    /// `full_matrices`, else `[m, k]`), `vt` (`[n, n]` or `[k, n]`) with a = u·diag(s)·vt, and
    /// `info` (i32: 0, or −4 when `a` holds a NaN or an infinity, 1 when the iteration did not
    /// converge; s, u and vt are then NaN). Without `compute_uv` (LAPACK's jobz = 'N') `u`
    /// and `vt` keep the types `full_matrices` gives them and are zero.
    ///
    /// `gesvd`: the call was `@lapack_?gesvd_ffi` (JAX's `lax.linalg.svd(...,
    /// algorithm=SvdAlgorithm.QR)`), which prints back as that call. LAPACK's two drivers
    /// compute the same decomposition (up to rounding and a phase per singular pair), so the
    /// semantics and derivatives are the same.
    LapackGesdd {
        full_matrices: bool,
        compute_uv: bool,
        gesvd: bool,
    },
    /// `stablehlo.custom_call @lapack_?gtsv_ffi(dl, d, du, b)`, JAX's CPU
    /// `lax.linalg.tridiagonal_solve`: LAPACK's `?gtsv` for each tridiagonal system (batched
    /// over the leading dimensions) with sub-, main and super-diagonals `[batch…, n]` (`dl[0]`
    /// and `du[n − 1]` unused) and right-hand sides b `[batch…, n, k]`: Gaussian elimination
    /// with partial pivoting (rows swapped when |d_i| < |dl_i|; |re| + |im| for complex).
    /// Results: the diagonals as LAPACK leaves them (the factor U's second superdiagonal in
    /// dl, its diagonal in d, its first superdiagonal in du), the solution, and `info` (0, or
    /// the 1-based row of the first exactly-zero pivot, where LAPACK stops: the solution then
    /// is b as far as the elimination got, which JAX's program replaces by NaN).
    LapackGtsv,
    /// `stablehlo.custom_call @lapack_?geqrf_ffi(a)`, the first half of JAX's CPU
    /// `jnp.linalg.qr`: LAPACK's Householder QR of each `[m, n]` matrix (batched over the
    /// leading dimensions). Results: the packed factors (R on and above the diagonal, the
    /// Householder vectors below it, their leading 1 implied) and the `taus`
    /// `[batch…, min(m, n)]`, with `?larfg`'s conventions (β = −sign(Re α)·‖(α, x)‖,
    /// τ = (β − α)/β; τ = 0 when x = 0 and α is real), so Q and R match LAPACK's signs.
    LapackGeqrf,
    /// `stablehlo.custom_call @lapack_?orgqr_ffi(a, taus)` (`?ungqr` for complex), JAX's
    /// `householder_product`: the first n columns of H₁·H₂⋯H_k, Hᵢ = I − τᵢ·vᵢ·vᵢᴴ, from the
    /// vectors in the first k columns of each `[m, n]` matrix (m ≥ n ≥ k) and `taus`
    /// `[batch…, k]`. Result: a's type.
    LapackOrgqr,
    /// `stablehlo.custom_call @lapack_?syevd_ffi(a)` (`?heevd` for complex), JAX's CPU
    /// `jnp.linalg.eigh`: for each Hermitian `[n, n]` matrix, of which only the `lower` (else
    /// upper) triangle is read (the diagonal's imaginary part ignored), the eigenvectors
    /// (columns, unit norm), the real eigenvalues ascending `[batch…, n]` and `info` (i32,
    /// 0 on success).
    LapackSyevd {
        lower: bool,
    },
    /// `stablehlo.custom_call @lapack_?geev_ffi(a)`, JAX's CPU `jnp.linalg.eig`/`eigvals`:
    /// LAPACK's general (non-symmetric) eigendecomposition of each `[n, n]` matrix, batched.
    /// Results as JAX's FFI handler returns them: for real `a`, the real and imaginary parts
    /// of the eigenvalues (`wr`, `wi`, `[batch…, n]`, a complex pair with the positive
    /// imaginary part first), then the left and right eigenvectors as complex columns
    /// (`[batch…, n, n]`) and `info` (i32); for complex `a`, the eigenvalues `w`, `vl`, `vr`,
    /// `info`. The eigenvalues come in LAPACK's order (balancing, Hessenberg QR deflation
    /// order); each eigenvector has unit 2-norm with its largest component real. A vector
    /// result not asked for (`compute_left`/`compute_right` false: jobvl/jobvr = 'N') is zero.
    LapackGeev {
        compute_left: bool,
        compute_right: bool,
    },
    Call {
        callee: String,
    },
    /// Operands are the initial carried values; region 0 is the condition, region 1 the body.
    While,
    /// Operand 0 is the i32 branch index; one region per branch; out of range → last branch.
    Case,
    /// Operand 0 is the i1 predicate; region 0 runs when true, region 1 when false.
    If,
    Check(Check),
    /// `interpreter.probe %x, probe_id = "p" : T`: `x`, recorded by the interpreter under its
    /// id on every run (for `check.expect_serialized_eq`); instrumentation of the reference
    /// interpreter, which the compiled backends refuse.
    Probe {
        id: String,
    },
    /// A collective op of the process grid (`crate::collective`); interpreter only.
    Collective(crate::collective::Collective),
    /// `interpreter.run_parallel`: `programs[r][p]` is the function process `(r, p)` runs;
    /// each takes the next operands in that order and returns its results in turn.
    RunParallel {
        programs: Vec<Vec<String>>,
    },
    /// A group of ops the fusion pass decided to run as one kernel. Operands are the group's
    /// inputs; region 0 takes them as block arguments and returns the group's results. It runs
    /// exactly like an inlined call, so every fusion decision is testable on the interpreter.
    Fusion {
        kind: FusionKind,
    },
}

/// What kind of kernel a fusion group becomes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FusionKind {
    /// Elementwise ops with their broadcasts, converts and constants: one loop nest.
    Loop,
    /// An elementwise prologue feeding a reduction, computed in one pass.
    Reduce,
    /// An FFT whose elementwise prologue/epilogue run on each plane while it is in cache.
    Fft,
}

impl FusionKind {
    pub const ALL: [FusionKind; 3] = [FusionKind::Loop, FusionKind::Reduce, FusionKind::Fft];
    pub fn name(self) -> &'static str {
        match self {
            FusionKind::Loop => "loop",
            FusionKind::Reduce => "reduce",
            FusionKind::Fft => "fft",
        }
    }
    pub fn from_name(name: &str) -> Option<FusionKind> {
        FusionKind::ALL.into_iter().find(|k| k.name() == name)
    }
}

/// Recognised single-op reduction bodies (`applies stablehlo.add`): what AD and fast kernels
/// know how to handle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum ReduceKind {
    Add,
    Multiply,
    Maximum,
    Minimum,
    And,
    Or,
}

impl ReduceKind {
    pub const ALL: [ReduceKind; 6] = [
        ReduceKind::Add,
        ReduceKind::Multiply,
        ReduceKind::Maximum,
        ReduceKind::Minimum,
        ReduceKind::And,
        ReduceKind::Or,
    ];

    pub fn binary(self) -> BinaryOp {
        match self {
            ReduceKind::Add => BinaryOp::Add,
            ReduceKind::Multiply => BinaryOp::Multiply,
            ReduceKind::Maximum => BinaryOp::Maximum,
            ReduceKind::Minimum => BinaryOp::Minimum,
            ReduceKind::And => BinaryOp::And,
            ReduceKind::Or => BinaryOp::Or,
        }
    }
    pub fn from_binary(op: BinaryOp) -> Option<ReduceKind> {
        Some(match op {
            BinaryOp::Add => ReduceKind::Add,
            BinaryOp::Multiply => ReduceKind::Multiply,
            BinaryOp::Maximum => ReduceKind::Maximum,
            BinaryOp::Minimum => ReduceKind::Minimum,
            BinaryOp::And => ReduceKind::And,
            BinaryOp::Or => ReduceKind::Or,
            _ => return None,
        })
    }
}

impl Op {
    /// `Op::Slice`, with every stride beyond any dimension the verifier accepts
    /// ([`crate::verify`]'s `MAX_DIM`, 2^40) replaced by its extent (`limit - start`). Such a
    /// stride is larger than the extent, so it selects one element, the first: the result
    /// is the same. Smaller strides are kept as written (JAX prints `[2:3:2]`, and the text
    /// must print back as it came); the consumers of those take a stride beyond the extent
    /// as selecting one element (CPU views, AD's pads). Invalid ranges (zero strides,
    /// `start > limit`) are kept for the shape rule to report.
    pub fn slice(start: Vec<usize>, limit: Vec<usize>, mut strides: Vec<usize>) -> Op {
        for ((s, l), st) in start.iter().zip(&limit).zip(strides.iter_mut()) {
            if l > s && *st > crate::verify::MAX_DIM && *st > l - s {
                *st = l - s;
            }
        }
        Op::Slice {
            start,
            limit,
            strides,
        }
    }

    /// The full op name as printed, e.g. `stablehlo.add`.
    pub fn name(&self) -> String {
        let short: &str = match self {
            Op::Constant(_) => "constant",
            Op::Iota { .. } => "iota",
            Op::Unary(u) => return u.full_name(),
            Op::Convert => "convert",
            Op::Binary(b) => return b.full_name(),
            Op::Compare { .. } => "compare",
            Op::Select => "select",
            Op::Clamp => "clamp",
            Op::BroadcastInDim { .. } => "broadcast_in_dim",
            Op::Reshape => "reshape",
            Op::Transpose { .. } => "transpose",
            Op::Slice { .. } => "slice",
            Op::DynamicSlice { .. } => "dynamic_slice",
            Op::DynamicUpdateSlice => "dynamic_update_slice",
            Op::Pad { .. } => "pad",
            Op::Concatenate { .. } => "concatenate",
            Op::Reverse { .. } => "reverse",
            Op::Reduce { .. } => "reduce",
            Op::Gather(_) => "gather",
            Op::Scatter(_) => "scatter",
            Op::ReduceWindow(_) => "reduce_window",
            Op::SelectAndScatter(_) => "select_and_scatter",
            Op::Convolution(_) => "convolution",
            Op::DotGeneral(_) => "dot_general",
            Op::Fft { .. } => "fft",
            Op::Sort { .. } => "sort",
            Op::TopK { .. } => return "chlo.top_k".to_string(),
            Op::BitcastConvert => "bitcast_convert",
            Op::RngBitGenerator { .. } => "rng_bit_generator",
            Op::ReducePrecision { .. } => "reduce_precision",
            Op::OptimizationBarrier => "optimization_barrier",
            Op::TriangularSolve { .. } => "triangular_solve",
            Op::Cholesky { .. } => "cholesky",
            // Not a StableHLO op: named by the LAPACK routine it prints as.
            Op::LapackGetrf => return "lapack.getrf".to_string(),
            Op::LapackGesdd { gesvd: false, .. } => return "lapack.gesdd".to_string(),
            Op::LapackGesdd { gesvd: true, .. } => return "lapack.gesvd".to_string(),
            Op::LapackGeqrf => return "lapack.geqrf".to_string(),
            Op::LapackGtsv => return "lapack.gtsv".to_string(),
            Op::LapackOrgqr => return "lapack.orgqr".to_string(),
            Op::LapackSyevd { .. } => return "lapack.syevd".to_string(),
            Op::LapackGeev { .. } => return "lapack.geev".to_string(),
            Op::Call { .. } => return "func.call".to_string(),
            Op::While => "while",
            Op::Case => "case",
            Op::If => "if",
            Op::Check(c) => return check_name(c).to_string(),
            Op::Probe { .. } => return "interpreter.probe".to_string(),
            Op::Collective(c) => return c.name().to_string(),
            Op::RunParallel { .. } => return "interpreter.run_parallel".to_string(),
            Op::Fusion { .. } => return "fresnel.fusion".to_string(),
        };
        format!("stablehlo.{short}")
    }
}

impl Op {
    /// How many regions the op has: `None` for `case` (one per branch, at least one).
    pub fn regions_expected(&self) -> Option<usize> {
        use crate::collective::Collective;
        Some(match self {
            Op::Reduce { .. } | Op::Fusion { .. } | Op::Sort { .. } => 1,
            Op::Scatter(_) | Op::ReduceWindow(_) => 1,
            Op::Collective(Collective::AllReduce(_) | Collective::ReduceScatter { .. }) => 1,
            Op::SelectAndScatter(_) | Op::While | Op::If => 2,
            Op::Case => return None,
            _ => 0,
        })
    }
}

fn check_name(c: &Check) -> &'static str {
    match c {
        Check::Eq => "check.expect_eq",
        Check::EqConst(_) => "check.expect_eq_const",
        Check::AlmostEq { .. } => "check.expect_almost_eq",
        Check::AlmostEqConst { .. } => "check.expect_almost_eq_const",
        Check::Close => "check.expect_close",
        Check::LegacyEq => "check.eq",
        Check::CustomCall(inner) => check_name(inner),
        Check::SerializedEq { .. } => "check.expect_serialized_eq",
    }
}
