//! Special functions as elementwise sums of ops the IR has (as XLA decomposes them), so that
//! every backend and both AD modes handle them: Hurwitz's ζ, the polygamma functions and the
//! scaled Bessel function i0e. The parser writes `chlo.zeta` and `chlo.polygamma` with them,
//! and AD writes the derivatives of digamma (ψ⁽¹⁾(x) = ζ(2, x)) and of `chlo.bessel_i1e`
//! (which needs i0e) with them, so that a gradient program stays plain StableHLO.

use crate::array::{Array, Scalar};
use crate::func::ValueId;
use crate::op::{BinaryOp, CompareDir, Op, UnaryOp};
use crate::types::{DType, TensorType};

/// Where the ops of an expression go: the function being parsed or being differentiated.
pub trait Emitter {
    /// Appends `op` with one result of type `ty`; that result.
    fn emit(&mut self, op: Op, operands: Vec<ValueId>, ty: TensorType) -> Result<ValueId, String>;
}

type R = Result<ValueId, String>;

/// Builds elementwise expressions of one type `t` (a float tensor type).
pub struct Elementwise<'e> {
    pub out: &'e mut dyn Emitter,
    pub t: TensorType,
}

impl Elementwise<'_> {
    fn op(&mut self, op: Op, operands: Vec<ValueId>, ty: TensorType) -> R {
        self.out.emit(op, operands, ty)
    }
    fn k(&mut self, c: f64) -> R {
        let a = Array::splat(&self.t, Scalar::from_f64(self.t.dtype, c));
        self.op(Op::Constant(a), vec![], self.t.clone())
    }
    fn bin(&mut self, b: BinaryOp, x: ValueId, y: ValueId) -> R {
        self.op(Op::Binary(b), vec![x, y], self.t.clone())
    }
    fn un(&mut self, u: UnaryOp, x: ValueId) -> R {
        self.op(Op::Unary(u), vec![x], self.t.clone())
    }
    fn cmp(&mut self, dir: CompareDir, x: ValueId, y: ValueId) -> R {
        let op = Op::Compare {
            dir,
            cmp_type: None,
        };
        self.op(op, vec![x, y], self.t.with_dtype(DType::I1))
    }
    fn select(&mut self, pred: ValueId, x: ValueId, y: ValueId) -> R {
        self.op(Op::Select, vec![pred, x, y], self.t.clone())
    }
    /// `x` where `pred` holds, else `c`.
    fn unless(&mut self, pred: ValueId, c: f64, x: ValueId) -> R {
        let c = self.k(c)?;
        self.select(pred, c, x)
    }

    /// Hurwitz's ζ(s, q) by Euler–Maclaurin summation (as XLA decomposes it): the first
    /// N = 9 terms, the integral of the rest and 12 Bernoulli corrections, with a = q + N:
    /// Σₖ₌₀^{N-1} (q+k)^-s + a^{1-s}/(s-1) + a^-s/2 + Σⱼ B₂ⱼ/(2j)! · s(s+1)…(s+2j-2) · a^{1-s-2j}.
    pub fn zeta(&mut self, s: ValueId, q: ValueId) -> R {
        /// B₂ⱼ/(2j)! for j = 1..12 (the Bernoulli numbers 1/6, -1/30, 1/42, … over (2j)!).
        const B: [(f64, f64); 12] = [
            (1.0, 6.0),
            (-1.0, 30.0),
            (1.0, 42.0),
            (-1.0, 30.0),
            (5.0, 66.0),
            (-691.0, 2730.0),
            (7.0, 6.0),
            (-3617.0, 510.0),
            (43867.0, 798.0),
            (-174611.0, 330.0),
            (854513.0, 138.0),
            (-236364091.0, 2730.0),
        ];
        const N: usize = 9;
        let neg_s = self.un(UnaryOp::Negate, s)?;
        let mut sum = self.k(0.0)?;
        for k in 0..N {
            let kk = self.k(k as f64)?;
            let base = self.bin(BinaryOp::Add, q, kk)?;
            let term = self.bin(BinaryOp::Power, base, neg_s)?;
            sum = self.bin(BinaryOp::Add, sum, term)?;
        }
        let n = self.k(N as f64)?;
        let a = self.bin(BinaryOp::Add, q, n)?;
        let one = self.k(1.0)?;
        let one_minus_s = self.bin(BinaryOp::Subtract, one, s)?;
        let a1s = self.bin(BinaryOp::Power, a, one_minus_s)?;
        let s_minus_1 = self.bin(BinaryOp::Subtract, s, one)?;
        let integral = self.bin(BinaryOp::Divide, a1s, s_minus_1)?;
        sum = self.bin(BinaryOp::Add, sum, integral)?;
        let a_s = self.bin(BinaryOp::Power, a, neg_s)?;
        let half = self.k(0.5)?;
        let half_a_s = self.bin(BinaryOp::Multiply, a_s, half)?;
        sum = self.bin(BinaryOp::Add, sum, half_a_s)?;
        // poly = s(s+1)…(s+2j-2), w = a^{1-s-2j}, factorial = (2j)!.
        let a2 = self.bin(BinaryOp::Multiply, a, a)?;
        let mut poly = s;
        let mut w = self.bin(BinaryOp::Divide, a1s, a2)?;
        let mut factorial = 2.0;
        for (j, (num, den)) in B.iter().enumerate() {
            if j > 0 {
                let i = (2 * j) as f64;
                let c1 = self.k(i - 1.0)?;
                let c2 = self.k(i)?;
                let f1 = self.bin(BinaryOp::Add, s, c1)?;
                let f2 = self.bin(BinaryOp::Add, s, c2)?;
                poly = self.bin(BinaryOp::Multiply, poly, f1)?;
                poly = self.bin(BinaryOp::Multiply, poly, f2)?;
                w = self.bin(BinaryOp::Divide, w, a2)?;
                factorial *= (i + 1.0) * (i + 2.0);
            }
            let c = self.k(num / den / factorial)?;
            let term = self.bin(BinaryOp::Multiply, poly, w)?;
            let term = self.bin(BinaryOp::Multiply, term, c)?;
            sum = self.bin(BinaryOp::Add, sum, term)?;
        }
        // Poles and the domain: s = 1 and q a non-positive integer give +inf, s < 1 NaN.
        let at_one = self.cmp(CompareDir::Eq, s, one)?;
        let r = self.unless(at_one, f64::INFINITY, sum)?;
        let zero = self.k(0.0)?;
        let q_floor = self.un(UnaryOp::Floor, q)?;
        let q_int = self.cmp(CompareDir::Eq, q, q_floor)?;
        let q_nonpos = self.cmp(CompareDir::Le, q, zero)?;
        let pole = self.op(
            Op::Binary(BinaryOp::And),
            vec![q_int, q_nonpos],
            self.t.with_dtype(DType::I1),
        )?;
        let r = self.unless(pole, f64::INFINITY, r)?;
        let below = self.cmp(CompareDir::Lt, s, one)?;
        self.unless(below, f64::NAN, r)
    }

    /// ψ⁽ⁿ⁾(x) = (-1)ⁿ⁺¹ n! ζ(n + 1, x) for integers n ≥ 1, digamma for n = 0, else NaN.
    pub fn polygamma(&mut self, n: ValueId, x: ValueId, order: Option<f64>) -> R {
        let one = self.k(1.0)?;
        let two = self.k(2.0)?;
        let n1 = self.bin(BinaryOp::Add, n, one)?;
        let z = self.zeta(n1, x)?;
        let lg = self.un(UnaryOp::Lgamma, n1)?;
        let factorial = self.un(UnaryOp::Exponential, lg)?;
        // (-1)ⁿ⁺¹ = 2·(n mod 2) - 1 for integers n ≥ 0.
        let parity = self.bin(BinaryOp::Remainder, n, two)?;
        let twice = self.bin(BinaryOp::Multiply, parity, two)?;
        let sign = self.bin(BinaryOp::Subtract, twice, one)?;
        let r = self.bin(BinaryOp::Multiply, sign, factorial)?;
        let r = self.bin(BinaryOp::Multiply, r, z)?;
        let zero = self.k(0.0)?;
        // A constant order (how JAX writes `polygamma(1, x)`) picks its branch here, so that
        // the program does not compute a digamma only to throw it away.
        let r = match order {
            Some(order) if order != 0.0 => r,
            _ => {
                let is_zero = self.cmp(CompareDir::Eq, n, zero)?;
                let dg = self.un(UnaryOp::Digamma, x)?;
                self.select(is_zero, dg, r)?
            }
        };
        let n_floor = self.un(UnaryOp::Floor, n)?;
        let not_int = self.cmp(CompareDir::Ne, n, n_floor)?;
        let r = self.unless(not_int, f64::NAN, r)?;
        let negative = self.cmp(CompareDir::Lt, n, zero)?;
        self.unless(negative, f64::NAN, r)
    }

    /// i0e(x) = e^{-|x|} I₀(x) = (1/π) ∫₀^π e^{|x|(cos θ − 1)} dθ: for |x| < 32 the trapezoidal
    /// rule on 32 intervals (the integrand is periodic and analytic, so the error falls like
    /// I₆₄(x)/I₀(x): below 1e-15), beyond it the asymptotic series
    /// (2π|x|)^{-1/2} Σₖ₌₀¹² ((2k−1)!!)² / (k! (8|x|)ᵏ) (below 2e-15 from |x| = 30 on).
    pub fn bessel_i0e(&mut self, x: ValueId) -> R {
        const N: usize = 32;
        const SPLIT: f64 = 32.0;
        let ax = self.un(UnaryOp::Abs, x)?;
        let split = self.k(SPLIT)?;
        let near = self.bin(BinaryOp::Minimum, ax, split)?;
        let half = self.k(0.5)?;
        let mut sum = half;
        for j in 1..=N {
            let c = (std::f64::consts::PI * j as f64 / N as f64).cos() - 1.0;
            let c = self.k(c)?;
            let e = self.bin(BinaryOp::Multiply, near, c)?;
            let mut term = self.un(UnaryOp::Exponential, e)?;
            if j == N {
                term = self.bin(BinaryOp::Multiply, term, half)?;
            }
            sum = self.bin(BinaryOp::Add, sum, term)?;
        }
        let inv_n = self.k(1.0 / N as f64)?;
        let trapezoid = self.bin(BinaryOp::Multiply, sum, inv_n)?;
        let far = self.bin(BinaryOp::Maximum, ax, split)?;
        let mut term = self.k(1.0)?;
        let mut series = term;
        for k in 1..=12 {
            let odd = (2 * k - 1) as f64;
            let c = self.k(odd * odd / (8.0 * k as f64))?;
            let ratio = self.bin(BinaryOp::Divide, c, far)?;
            term = self.bin(BinaryOp::Multiply, term, ratio)?;
            series = self.bin(BinaryOp::Add, series, term)?;
        }
        let two_pi = self.k(2.0 * std::f64::consts::PI)?;
        let scale = self.bin(BinaryOp::Multiply, far, two_pi)?;
        let root = self.un(UnaryOp::Rsqrt, scale)?;
        let asymptotic = self.bin(BinaryOp::Multiply, series, root)?;
        let is_near = self.cmp(CompareDir::Lt, ax, split)?;
        self.select(is_near, trapezoid, asymptotic)
    }
}
