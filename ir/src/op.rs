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
}

impl UnaryOp {
    pub const ALL: [UnaryOp; 22] = [
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
    ];

    /// The op name after `stablehlo.`.
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
        }
    }

    pub fn from_name(name: &str) -> Option<UnaryOp> {
        UnaryOp::ALL.into_iter().find(|op| op.name() == name)
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
}

impl BinaryOp {
    pub const ALL: [BinaryOp; 13] = [
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
        }
    }

    pub fn from_name(name: &str) -> Option<BinaryOp> {
        BinaryOp::ALL.into_iter().find(|op| op.name() == name)
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

/// `#stablehlo.dot<...>` dimension numbers.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize)]
pub struct DotDims {
    pub lhs_batch: Vec<usize>,
    pub rhs_batch: Vec<usize>,
    pub lhs_contract: Vec<usize>,
    pub rhs_contract: Vec<usize>,
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
    /// Spelling of the check, kept so that the printer writes it back the way it came.
    CustomCall(Box<Check>),
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
    DotGeneral(DotDims),
    Fft {
        kind: FftKind,
        length: Vec<usize>,
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
    /// The full op name as printed, e.g. `stablehlo.add`.
    pub fn name(&self) -> String {
        let short: &str = match self {
            Op::Constant(_) => "constant",
            Op::Iota { .. } => "iota",
            Op::Unary(u) => u.name(),
            Op::Convert => "convert",
            Op::Binary(b) => b.name(),
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
            Op::DotGeneral(_) => "dot_general",
            Op::Fft { .. } => "fft",
            Op::Call { .. } => return "func.call".to_string(),
            Op::While => "while",
            Op::Case => "case",
            Op::If => "if",
            Op::Check(c) => return check_name(c).to_string(),
            Op::Fusion { .. } => return "fresnel.fusion".to_string(),
        };
        format!("stablehlo.{short}")
    }
}

fn check_name(c: &Check) -> &'static str {
    match c {
        Check::Eq => "check.expect_eq",
        Check::EqConst(_) => "check.expect_eq_const",
        Check::AlmostEq { .. } => "check.expect_almost_eq",
        Check::AlmostEqConst { .. } => "check.expect_almost_eq_const",
        Check::Close => "check.expect_close",
        Check::CustomCall(inner) => check_name(inner),
    }
}
