//! `chlo.zeta` and `chlo.polygamma` as Euler–Maclaurin sums of `power`s (as XLA decomposes
//! them), so that every backend and AD handle them with the ops they already have.

use super::super::cursor::PResult;
use super::super::module::{FuncCtx, Operand, Parsed, Parser};
use super::existing;
use crate::array::{Array, Scalar};
use crate::func::ValueId;
use crate::op::{BinaryOp, CompareDir, Op, UnaryOp};
use crate::types::{DType, TensorType};

impl<'a> Parser<'a> {
    /// `chlo.zeta %s, %q : T, T -> T` (Hurwitz's ζ(s, q) = Σₖ (q + k)^-s) and
    /// `chlo.polygamma %n, %x : T, T -> T` (ψ⁽ⁿ⁾(x) = (-1)ⁿ⁺¹ n! ζ(n + 1, x), ψ⁽⁰⁾ = digamma),
    /// elementwise over floats, as scipy defines them: ζ is NaN for s < 1 and +inf at s = 1
    /// and at non-positive integers q; ψ⁽ⁿ⁾ is NaN unless n is a non-negative integer.
    pub(super) fn zeta_family(
        &mut self,
        fx: &mut FuncCtx<'a>,
        name: &str,
        pos: usize,
        ops: &[Operand<'a>],
        outs: &[TensorType],
    ) -> PResult<Parsed> {
        let t = match (ops, outs) {
            ([a, b], [r]) if fx.f.ty(a.id) == r && fx.f.ty(b.id) == r && r.dtype.is_float() => {
                r.clone()
            }
            _ => {
                return Err(self.c.err_at(
                    pos,
                    format!("{name} takes two float operands of the result's type"),
                ))
            }
        };
        let mut e = Elementwise {
            p: self,
            fx,
            pos,
            t,
        };
        let (a, b) = (ops[0].id, ops[1].id);
        let v = if name == "chlo.zeta" {
            e.zeta(a, b)
        } else {
            e.polygamma(a, b)
        };
        Ok(existing(vec![v]))
    }
}

/// Builds elementwise expressions of one type `t` from helper ops.
struct Elementwise<'p, 'a, 'f> {
    p: &'p mut Parser<'a>,
    fx: &'f mut FuncCtx<'a>,
    pos: usize,
    t: TensorType,
}

impl Elementwise<'_, '_, '_> {
    fn op(&mut self, op: Op, operands: Vec<ValueId>, ty: TensorType) -> ValueId {
        self.p.helper(self.fx, self.pos, op, operands, ty)
    }
    fn k(&mut self, c: f64) -> ValueId {
        let a = Array::splat(&self.t, Scalar::from_f64(self.t.dtype, c));
        self.op(Op::Constant(a), vec![], self.t.clone())
    }
    fn bin(&mut self, b: BinaryOp, x: ValueId, y: ValueId) -> ValueId {
        self.op(Op::Binary(b), vec![x, y], self.t.clone())
    }
    fn un(&mut self, u: UnaryOp, x: ValueId) -> ValueId {
        self.op(Op::Unary(u), vec![x], self.t.clone())
    }
    fn cmp(&mut self, dir: CompareDir, x: ValueId, y: ValueId) -> ValueId {
        let op = Op::Compare {
            dir,
            cmp_type: None,
        };
        self.op(op, vec![x, y], self.t.with_dtype(DType::I1))
    }
    fn select(&mut self, pred: ValueId, x: ValueId, y: ValueId) -> ValueId {
        self.op(Op::Select, vec![pred, x, y], self.t.clone())
    }
    /// `x` where `pred` holds, else `c`.
    fn unless(&mut self, pred: ValueId, c: f64, x: ValueId) -> ValueId {
        let c = self.k(c);
        self.select(pred, c, x)
    }

    /// Hurwitz's ζ(s, q) by Euler–Maclaurin summation (as XLA decomposes it): the first
    /// N = 9 terms, the integral of the rest and 12 Bernoulli corrections, with a = q + N:
    /// Σₖ₌₀^{N-1} (q+k)^-s + a^{1-s}/(s-1) + a^-s/2 + Σⱼ B₂ⱼ/(2j)! · s(s+1)…(s+2j-2) · a^{1-s-2j}.
    fn zeta(&mut self, s: ValueId, q: ValueId) -> ValueId {
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
        let neg_s = self.un(UnaryOp::Negate, s);
        let mut sum = self.k(0.0);
        for k in 0..N {
            let kk = self.k(k as f64);
            let base = self.bin(BinaryOp::Add, q, kk);
            let term = self.bin(BinaryOp::Power, base, neg_s);
            sum = self.bin(BinaryOp::Add, sum, term);
        }
        let n = self.k(N as f64);
        let a = self.bin(BinaryOp::Add, q, n);
        let one = self.k(1.0);
        let one_minus_s = self.bin(BinaryOp::Subtract, one, s);
        let a1s = self.bin(BinaryOp::Power, a, one_minus_s);
        let s_minus_1 = self.bin(BinaryOp::Subtract, s, one);
        let integral = self.bin(BinaryOp::Divide, a1s, s_minus_1);
        sum = self.bin(BinaryOp::Add, sum, integral);
        let a_s = self.bin(BinaryOp::Power, a, neg_s);
        let half = self.k(0.5);
        let half_a_s = self.bin(BinaryOp::Multiply, a_s, half);
        sum = self.bin(BinaryOp::Add, sum, half_a_s);
        // poly = s(s+1)…(s+2j-2), w = a^{1-s-2j}, factorial = (2j)!.
        let a2 = self.bin(BinaryOp::Multiply, a, a);
        let mut poly = s;
        let mut w = self.bin(BinaryOp::Divide, a1s, a2);
        let mut factorial = 2.0;
        for (j, (num, den)) in B.iter().enumerate() {
            if j > 0 {
                let i = (2 * j) as f64;
                let c1 = self.k(i - 1.0);
                let c2 = self.k(i);
                let f1 = self.bin(BinaryOp::Add, s, c1);
                let f2 = self.bin(BinaryOp::Add, s, c2);
                poly = self.bin(BinaryOp::Multiply, poly, f1);
                poly = self.bin(BinaryOp::Multiply, poly, f2);
                w = self.bin(BinaryOp::Divide, w, a2);
                factorial *= (i + 1.0) * (i + 2.0);
            }
            let c = self.k(num / den / factorial);
            let term = self.bin(BinaryOp::Multiply, poly, w);
            let term = self.bin(BinaryOp::Multiply, term, c);
            sum = self.bin(BinaryOp::Add, sum, term);
        }
        // Poles and the domain: s = 1 and q a non-positive integer give +inf, s < 1 NaN.
        let at_one = self.cmp(CompareDir::Eq, s, one);
        let r = self.unless(at_one, f64::INFINITY, sum);
        let zero = self.k(0.0);
        let q_floor = self.un(UnaryOp::Floor, q);
        let q_int = self.cmp(CompareDir::Eq, q, q_floor);
        let q_nonpos = self.cmp(CompareDir::Le, q, zero);
        let pole = self.op(
            Op::Binary(BinaryOp::And),
            vec![q_int, q_nonpos],
            self.t.with_dtype(DType::I1),
        );
        let r = self.unless(pole, f64::INFINITY, r);
        let below = self.cmp(CompareDir::Lt, s, one);
        self.unless(below, f64::NAN, r)
    }

    /// The one value of `n` when it is a constant whose elements are all equal, possibly
    /// broadcast (JAX writes `broadcast_in_dim` of a scalar constant).
    fn constant_order(&self, n: ValueId) -> Option<f64> {
        let f = &self.fx.f;
        let (mut op, _) = f.producer(n)?;
        while let Op::BroadcastInDim { .. } = f.op(op).op {
            (op, _) = f.producer(*f.op(op).operands.first()?)?;
        }
        let Op::Constant(a) = &f.op(op).op else {
            return None;
        };
        a.splat_value().map(|v| v.to_c128().re)
    }

    /// ψ⁽ⁿ⁾(x) = (-1)ⁿ⁺¹ n! ζ(n + 1, x) for integers n ≥ 1, digamma for n = 0, else NaN.
    fn polygamma(&mut self, n: ValueId, x: ValueId) -> ValueId {
        let one = self.k(1.0);
        let two = self.k(2.0);
        let n1 = self.bin(BinaryOp::Add, n, one);
        let z = self.zeta(n1, x);
        let lg = self.un(UnaryOp::Lgamma, n1);
        let factorial = self.un(UnaryOp::Exponential, lg);
        // (-1)ⁿ⁺¹ = 2·(n mod 2) - 1 for integers n ≥ 0.
        let parity = self.bin(BinaryOp::Remainder, n, two);
        let twice = self.bin(BinaryOp::Multiply, parity, two);
        let sign = self.bin(BinaryOp::Subtract, twice, one);
        let r = self.bin(BinaryOp::Multiply, sign, factorial);
        let r = self.bin(BinaryOp::Multiply, r, z);
        let zero = self.k(0.0);
        // A constant order (how JAX writes `polygamma(1, x)`) picks its branch here, so that
        // the program does not hold a digamma it never uses (digamma has no derivative rule).
        let r = match self.constant_order(n) {
            Some(order) if order != 0.0 => r,
            _ => {
                let is_zero = self.cmp(CompareDir::Eq, n, zero);
                let dg = self.un(UnaryOp::Digamma, x);
                self.select(is_zero, dg, r)
            }
        };
        let n_floor = self.un(UnaryOp::Floor, n);
        let not_int = self.cmp(CompareDir::Ne, n, n_floor);
        let r = self.unless(not_int, f64::NAN, r);
        let negative = self.cmp(CompareDir::Lt, n, zero);
        self.unless(negative, f64::NAN, r)
    }
}
