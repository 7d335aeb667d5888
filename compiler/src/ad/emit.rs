//! A small builder over `Function::build` for the backward pass: every helper appends one
//! or a few ops to the current block and returns the new value. All of them emit only
//! differentiable ops, so that the AD output can be differentiated again.

use crate::passes::util::scalar_from_c128;
use fresnel_ir::array::Array;
use fresnel_ir::infer::infer;
use fresnel_ir::op::{BinaryOp, CompareDir, CompareType, FftKind, Op, ReduceKind, UnaryOp};
use fresnel_ir::{BlockId, DType, Function, TensorType, ValueId};
use num_complex::Complex64;

/// Errors while emitting are shape-rule violations, i.e. bugs in a pullback rule; they are
/// reported (with the forward op) instead of panicking.
pub type R<T> = Result<T, String>;

/// A shape-rule violation while emitting is a bug in a pullback rule.
fn internal(e: String) -> String {
    format!("internal error (a pullback built ill-typed IR: {e})")
}

/// The scalar regions AD emits for scatter, reduce_window and select_and_scatter.
#[derive(Clone, Copy)]
pub enum RegionBody {
    /// `return op(a, b)`
    Binary(BinaryOp),
    /// `return b` (scatter's "set")
    Second,
    /// `return compare(a, b)` (select_and_scatter's select)
    Compare(CompareDir),
}

pub struct Emit<'f> {
    pub f: &'f mut Function,
    pub block: BlockId,
}

impl<'f> Emit<'f> {
    pub fn new(f: &'f mut Function, block: BlockId) -> Self {
        Emit { f, block }
    }

    pub fn ty(&self, v: ValueId) -> TensorType {
        self.f.ty(v).clone()
    }

    /// Appends an op whose single result type follows from its operands.
    pub fn op(&mut self, op: Op, operands: Vec<ValueId>) -> R<ValueId> {
        let results = self.f.build(self.block, op, operands).map_err(internal)?;
        match results.as_slice() {
            [one] => Ok(*one),
            _ => Err(format!("expected one result, got {}", results.len())),
        }
    }

    /// Appends an op that declares its result type (reshape, convert, broadcast_in_dim).
    pub fn typed(&mut self, op: Op, operands: Vec<ValueId>, ty: TensorType) -> R<ValueId> {
        self.f
            .build_typed(self.block, op, operands, ty)
            .map_err(internal)
    }

    // ---- constants -------------------------------------------------------------------

    /// A scalar constant `value` of `dtype` (the imaginary part is dropped for real types).
    pub fn scalar(&mut self, dtype: DType, value: Complex64) -> R<ValueId> {
        let s = scalar_from_c128(dtype, value);
        self.op(Op::Constant(Array::scalar(s)), vec![])
    }

    /// A tensor of type `ty` filled with `value`: a scalar constant broadcast, as JAX emits.
    pub fn full(&mut self, ty: &TensorType, value: Complex64) -> R<ValueId> {
        let s = self.scalar(ty.dtype, value)?;
        if ty.rank() == 0 {
            return Ok(s);
        }
        self.broadcast(s, vec![], ty.clone())
    }

    pub fn full_re(&mut self, ty: &TensorType, value: f64) -> R<ValueId> {
        self.full(ty, Complex64::new(value, 0.0))
    }

    pub fn zeros(&mut self, ty: &TensorType) -> R<ValueId> {
        self.full_re(ty, 0.0)
    }

    /// A tensor of `v`'s type filled with the real number `value`.
    pub fn full_like(&mut self, v: ValueId, value: f64) -> R<ValueId> {
        let ty = self.ty(v);
        self.full_re(&ty, value)
    }

    pub fn zeros_like(&mut self, v: ValueId) -> R<ValueId> {
        self.full_like(v, 0.0)
    }

    /// `x * value` with `value` a real number splat to x's type.
    pub fn scale(&mut self, x: ValueId, value: f64) -> R<ValueId> {
        let c = self.full_like(x, value)?;
        self.mul(x, c)
    }

    // ---- elementwise -----------------------------------------------------------------

    pub fn unary(&mut self, u: UnaryOp, x: ValueId) -> R<ValueId> {
        self.op(Op::Unary(u), vec![x])
    }
    pub fn binary(&mut self, b: BinaryOp, x: ValueId, y: ValueId) -> R<ValueId> {
        self.op(Op::Binary(b), vec![x, y])
    }
    pub fn add(&mut self, x: ValueId, y: ValueId) -> R<ValueId> {
        self.binary(BinaryOp::Add, x, y)
    }
    pub fn sub(&mut self, x: ValueId, y: ValueId) -> R<ValueId> {
        self.binary(BinaryOp::Subtract, x, y)
    }
    pub fn mul(&mut self, x: ValueId, y: ValueId) -> R<ValueId> {
        self.binary(BinaryOp::Multiply, x, y)
    }
    pub fn div(&mut self, x: ValueId, y: ValueId) -> R<ValueId> {
        self.binary(BinaryOp::Divide, x, y)
    }
    pub fn neg(&mut self, x: ValueId) -> R<ValueId> {
        self.unary(UnaryOp::Negate, x)
    }
    pub fn real(&mut self, x: ValueId) -> R<ValueId> {
        self.unary(UnaryOp::Real, x)
    }
    pub fn imag(&mut self, x: ValueId) -> R<ValueId> {
        self.unary(UnaryOp::Imag, x)
    }
    pub fn complex(&mut self, re: ValueId, im: ValueId) -> R<ValueId> {
        self.binary(BinaryOp::Complex, re, im)
    }

    /// Complex conjugate; the identity on real values (no op emitted). There is no `conj`
    /// op in the IR, so it is `complex(real z, -imag z)`.
    pub fn conj(&mut self, z: ValueId) -> R<ValueId> {
        if !self.ty(z).dtype.is_complex() {
            return Ok(z);
        }
        let re = self.real(z)?;
        let im = self.imag(z)?;
        let neg_im = self.neg(im)?;
        self.complex(re, neg_im)
    }

    /// `g * conj(d)`: the pullback of an elementwise op with derivative `d`. For real
    /// values it is the plain product.
    pub fn times_conj(&mut self, g: ValueId, d: ValueId) -> R<ValueId> {
        let cd = self.conj(d)?;
        self.mul(g, cd)
    }

    pub fn convert(&mut self, x: ValueId, dtype: DType) -> R<ValueId> {
        let ty = self.ty(x);
        if ty.dtype == dtype {
            return Ok(x);
        }
        self.typed(Op::Convert, vec![x], ty.with_dtype(dtype))
    }

    /// A real value as a complex one with zero imaginary part.
    pub fn real_to_complex(&mut self, x: ValueId) -> R<ValueId> {
        let dt = self.ty(x).dtype;
        let c = dt
            .complex_of()
            .ok_or_else(|| format!("cannot make {dt} complex"))?;
        self.convert(x, c)
    }

    pub fn compare(&mut self, dir: CompareDir, x: ValueId, y: ValueId) -> R<ValueId> {
        let dt = self.ty(x).dtype;
        let cmp_type = if dt.is_inexact() {
            CompareType::Float
        } else if dt.is_bool() || dt.is_unsigned() {
            CompareType::Unsigned
        } else {
            CompareType::Signed
        };
        self.op(
            Op::Compare {
                dir,
                cmp_type: Some(cmp_type),
            },
            vec![x, y],
        )
    }

    /// `x == 0`, elementwise.
    pub fn is_zero(&mut self, x: ValueId) -> R<ValueId> {
        let z = self.zeros_like(x)?;
        self.compare(CompareDir::Eq, x, z)
    }

    pub fn select(&mut self, pred: ValueId, on_true: ValueId, on_false: ValueId) -> R<ValueId> {
        self.op(Op::Select, vec![pred, on_true, on_false])
    }

    /// `pred ? x : 0`
    pub fn mask(&mut self, pred: ValueId, x: ValueId) -> R<ValueId> {
        let z = self.zeros_like(x)?;
        self.select(pred, x, z)
    }

    /// `pred ? 0 : x`
    pub fn mask_inv(&mut self, pred: ValueId, x: ValueId) -> R<ValueId> {
        let z = self.zeros_like(x)?;
        self.select(pred, z, x)
    }

    pub fn and(&mut self, x: ValueId, y: ValueId) -> R<ValueId> {
        self.binary(BinaryOp::And, x, y)
    }

    // ---- shape -----------------------------------------------------------------------

    pub fn broadcast(&mut self, x: ValueId, dims: Vec<usize>, ty: TensorType) -> R<ValueId> {
        if self.ty(x) == ty && dims.iter().enumerate().all(|(i, &d)| i == d) {
            return Ok(x);
        }
        self.typed(Op::BroadcastInDim { dims }, vec![x], ty)
    }

    /// Broadcasts a tensor with the kept dims of a reduction over `reduced` back to `shape`.
    pub fn unreduce(&mut self, x: ValueId, reduced: &[usize], shape: &[usize]) -> R<ValueId> {
        let kept: Vec<usize> = (0..shape.len()).filter(|d| !reduced.contains(d)).collect();
        let ty = self.ty(x).with_shape(shape.to_vec());
        self.broadcast(x, kept, ty)
    }

    pub fn reshape(&mut self, x: ValueId, shape: Vec<usize>) -> R<ValueId> {
        let ty = self.ty(x);
        if ty.shape == shape {
            return Ok(x);
        }
        self.typed(Op::Reshape, vec![x], ty.with_shape(shape))
    }

    pub fn transpose(&mut self, x: ValueId, perm: Vec<usize>) -> R<ValueId> {
        if perm.iter().enumerate().all(|(i, &p)| i == p) {
            return Ok(x);
        }
        self.op(Op::Transpose { perm }, vec![x])
    }

    pub fn slice(
        &mut self,
        x: ValueId,
        start: Vec<usize>,
        limit: Vec<usize>,
        strides: Vec<usize>,
    ) -> R<ValueId> {
        let ty = self.ty(x);
        if start.iter().all(|&s| s == 0) && limit == ty.shape && strides.iter().all(|&s| s == 1) {
            return Ok(x);
        }
        self.op(Op::slice(start, limit, strides), vec![x])
    }

    /// Pads with zeros.
    pub fn pad_zeros(
        &mut self,
        x: ValueId,
        low: Vec<i64>,
        high: Vec<i64>,
        interior: Vec<i64>,
    ) -> R<ValueId> {
        if low.iter().chain(&high).chain(&interior).all(|&p| p == 0) {
            return Ok(x);
        }
        let dt = self.ty(x).dtype;
        let zero = self.scalar(dt, Complex64::new(0.0, 0.0))?;
        self.op(
            Op::Pad {
                low,
                high,
                interior,
            },
            vec![x, zero],
        )
    }

    pub fn fft(&mut self, x: ValueId, kind: FftKind, length: Vec<usize>) -> R<ValueId> {
        self.op(Op::Fft { kind, length }, vec![x])
    }

    /// `reduce` with a single-op body `kind` over `dims`, starting from the kind's identity.
    pub fn reduce(&mut self, x: ValueId, dims: Vec<usize>, kind: ReduceKind) -> R<ValueId> {
        if dims.is_empty() {
            return Ok(x);
        }
        let ty = self.ty(x);
        let identity = match kind {
            ReduceKind::Add => 0.0,
            ReduceKind::Multiply => 1.0,
            ReduceKind::Maximum => f64::NEG_INFINITY,
            ReduceKind::Minimum => f64::INFINITY,
            ReduceKind::And | ReduceKind::Or => {
                return Err("reduce: only arithmetic kinds are emitted by AD".into())
            }
        };
        let init = self.scalar(ty.dtype, Complex64::new(identity, 0.0))?;
        let op = Op::Reduce { dims };
        let out = infer(&op, &[ty.clone(), self.ty(init)])?.ok_or("reduce: no result type")?;
        let scalar = TensorType::scalar(ty.dtype);
        let body = self.f.new_block(&[scalar.clone(), scalar], None);
        let args = self.f.block(body).args.clone();
        let r = self.f.build(body, Op::Binary(kind.binary()), args)?;
        self.f.set_return(body, r);
        let id = self
            .f
            .push_op(self.block, op, vec![x, init], out, vec![body], None);
        Ok(self.f.op(id).results[0])
    }

    /// A region of two scalars of `dtype` computing `body`.
    pub fn region(&mut self, dtype: DType, body: RegionBody) -> R<fresnel_ir::BlockId> {
        let scalar = TensorType::scalar(dtype);
        let block = self.f.new_block(&[scalar.clone(), scalar], None);
        let args = self.f.block(block).args.clone();
        let ret = match body {
            RegionBody::Second => vec![args[1]],
            RegionBody::Binary(b) => self.f.build(block, Op::Binary(b), args)?,
            RegionBody::Compare(dir) => {
                let cmp_type = Some(if dtype.is_inexact() {
                    CompareType::Float
                } else {
                    CompareType::Signed
                });
                self.f.build(block, Op::Compare { dir, cmp_type }, args)?
            }
        };
        self.f.set_return(block, ret);
        Ok(block)
    }

    /// An op with scalar regions, its result types from the shape rule.
    fn region_op(
        &mut self,
        op: Op,
        operands: Vec<ValueId>,
        regions: Vec<fresnel_ir::BlockId>,
    ) -> R<ValueId> {
        let types: Vec<TensorType> = operands.iter().map(|&v| self.ty(v)).collect();
        let out = infer(&op, &types)
            .map_err(internal)?
            .ok_or("internal error: no result type")?;
        let id = self.f.push_op(self.block, op, operands, out, regions, None);
        Ok(self.f.op(id).results[0])
    }

    /// `scatter(x, idx, updates)` with the region `body`.
    pub fn scatter(
        &mut self,
        x: ValueId,
        idx: ValueId,
        updates: ValueId,
        dims: fresnel_ir::op::ScatterDims,
        body: RegionBody,
    ) -> R<ValueId> {
        let r = self.region(self.ty(x).dtype, body)?;
        self.region_op(Op::Scatter(Box::new(dims)), vec![x, idx, updates], vec![r])
    }

    /// `reduce_window` of one input with `body`, from `init`.
    pub fn reduce_window(
        &mut self,
        x: ValueId,
        init: f64,
        w: fresnel_ir::op::Window,
        body: BinaryOp,
    ) -> R<ValueId> {
        let dt = self.ty(x).dtype;
        let init = self.scalar(dt, Complex64::new(init, 0.0))?;
        let r = self.region(dt, RegionBody::Binary(body))?;
        self.region_op(Op::ReduceWindow(Box::new(w)), vec![x, init], vec![r])
    }

    /// `select_and_scatter(x, source, 0)` selecting by `dir` and adding.
    pub fn select_and_scatter_add(
        &mut self,
        x: ValueId,
        source: ValueId,
        w: fresnel_ir::op::Window,
        dir: CompareDir,
    ) -> R<ValueId> {
        let dt = self.ty(x).dtype;
        let zero = self.scalar(dt, Complex64::new(0.0, 0.0))?;
        let select = self.region(dt, RegionBody::Compare(dir))?;
        let add = self.region(dt, RegionBody::Binary(BinaryOp::Add))?;
        self.region_op(
            Op::SelectAndScatter(Box::new(w)),
            vec![x, source, zero],
            vec![select, add],
        )
    }

    pub fn sum(&mut self, x: ValueId, dims: Vec<usize>) -> R<ValueId> {
        self.reduce(x, dims, ReduceKind::Add)
    }

    /// Sum over every dim: a scalar.
    pub fn sum_all(&mut self, x: ValueId) -> R<ValueId> {
        let rank = self.ty(x).rank();
        self.sum(x, (0..rank).collect())
    }

    /// Sums `g` (of a broadcast shape) down to `ty`, where `ty` is either a scalar or of the
    /// same shape as `g`: the cotangent of a scalar operand that was implicitly broadcast
    /// (clamp bounds, select predicates are never differentiated).
    pub fn sum_to(&mut self, g: ValueId, ty: &TensorType) -> R<ValueId> {
        if ty.rank() == 0 && self.ty(g).rank() != 0 {
            return self.sum_all(g);
        }
        Ok(g)
    }
}

/// Lets the special-function expansions of `fresnel_ir::special` write into the function
/// being differentiated.
impl fresnel_ir::special::Emitter for Emit<'_> {
    fn emit(&mut self, op: Op, operands: Vec<ValueId>, ty: TensorType) -> R<ValueId> {
        self.typed(op, operands, ty)
    }
}
