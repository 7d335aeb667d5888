//! `reduce_window`, `sort` and `chlo.top_k` as kernels (`fresnel_kernels::{window, sort}`)
//! instead of interpreter steps: cumulative ops, pooling, `jnp.sort`, `argsort`, `top_k`.
//!
//! A `reduce_window` fits when it has one operand and a body of one known binary op; a
//! `sort` when its comparator is one of the lexicographic forms JAX emits (see
//! [`comparator_keys`]). Anything else stays an interpreter step (named in `--profile`).

use super::lower::Lowerer;
use crate::passes::util::window_body_kind;
use fresnel_ir::func::{BlockId, Function, OpId, ValueDef, ValueId};
use fresnel_ir::{BinaryOp, CompareDir, CompareType, DType, Diagnostic, Op, Scalar};
use fresnel_kernels::sort::key_order_covered;
use fresnel_kernels::{KeyOrder, ReduceWindowDesc, SortDesc, SortKey, TopKDesc};
use fresnel_runtime::cpu::StepKind;

impl<'m> Lowerer<'m> {
    /// One-operand `reduce_window` with a single-op body; `false` when it does not fit.
    pub(super) fn try_reduce_window(&mut self, op: OpId) -> Result<bool, Diagnostic> {
        let od = self.f.op(op);
        let (Op::ReduceWindow(w), &[x, init], &[body], &[result]) = (
            &od.op,
            od.operands.as_slice(),
            od.regions.as_slice(),
            od.results.as_slice(),
        ) else {
            return Ok(false);
        };
        let Some(kind) = window_body_kind(self.f, body, self.f.ty(x).dtype) else {
            return Ok(false);
        };
        // A `pad` with the init value (how AD writes the transposed cumulative window) is
        // the window's own padding: the padded members read the init value either way, in
        // the same order; then the kernel sees the cumulative form.
        let (x, padding) = match self.absorbed_pad(x, init, w) {
            Some(p) => p,
            None => (x, w.padding.clone()),
        };
        let ty = self.f.ty(x).clone();
        let desc = ReduceWindowDesc {
            dtype: ty.dtype,
            kind,
            shape: ty.shape.clone(),
            dims: w.dims.clone(),
            strides: w.strides.clone(),
            base_dilations: w.base_dilations.clone(),
            window_dilations: w.window_dilations.clone(),
            padding,
        };
        let fits = desc.validate().is_ok()
            && desc.output_shape().ok().as_deref() == Some(&self.f.ty(result).shape[..])
            && self.f.ty(init).num_elements() == 1;
        if !fits {
            return Ok(false);
        }
        let inputs = self.buffers_of(&[x, init])?;
        self.push_into_results(op, StepKind::ReduceWindow(desc), inputs);
        Ok(true)
    }

    /// When `x` is `pad(y, v)` with no interior padding, no negative edges, `v` the window's
    /// init value and no base dilation: `y` and the window's padding grown by the pad's.
    fn absorbed_pad(
        &self,
        x: ValueId,
        init: ValueId,
        w: &fresnel_ir::op::Window,
    ) -> Option<(ValueId, Vec<[i64; 2]>)> {
        let (op, _) = self.f.producer(x)?;
        let od = self.f.op(op);
        let (
            Op::Pad {
                low,
                high,
                interior,
            },
            &[y, v],
        ) = (&od.op, od.operands.as_slice())
        else {
            return None;
        };
        let r = w.padding.len();
        let plain = low.len() == r
            && high.len() == r
            && interior.iter().all(|&i| i == 0)
            && low.iter().chain(high).all(|&e| e >= 0)
            && w.base_dilations.iter().all(|&b| b == 1);
        if !plain || !same_scalar(self.f, v, init) {
            return None;
        }
        let padding = (0..r)
            .map(|d| {
                let [lo, hi] = w.padding[d];
                Some([lo.checked_add(low[d])?, hi.checked_add(high[d])?])
            })
            .collect::<Option<Vec<_>>>()?;
        Some((y, padding))
    }

    /// `sort` with a recognised comparator; `false` otherwise.
    pub(super) fn try_sort(&mut self, op: OpId) -> Result<bool, Diagnostic> {
        let od = self.f.op(op);
        let (Op::Sort { dim, .. }, &[cmp]) = (&od.op, od.regions.as_slice()) else {
            return Ok(false);
        };
        let Some(&first) = od.operands.first() else {
            return Ok(false);
        };
        let shape = self.f.ty(first).shape.clone();
        let dtypes: Vec<DType> = od.operands.iter().map(|&v| self.f.ty(v).dtype).collect();
        let Some(keys) = comparator_keys(self.f, cmp, &dtypes) else {
            return Ok(false);
        };
        let desc = SortDesc {
            shape,
            dim: *dim,
            dtypes,
            keys,
        };
        if desc.validate().is_err() || od.results.len() != od.operands.len() {
            return Ok(false);
        }
        let operands = od.operands.clone();
        let inputs = self.buffers_of(&operands)?;
        self.push_into_results(op, StepKind::Sort(desc), inputs);
        Ok(true)
    }

    /// `chlo.top_k` on a real or integer operand; `false` otherwise.
    pub(super) fn try_top_k(&mut self, op: OpId) -> Result<bool, Diagnostic> {
        let od = self.f.op(op);
        let (Op::TopK { k }, &[x], 2) = (&od.op, od.operands.as_slice(), od.results.len()) else {
            return Ok(false);
        };
        let ty = self.f.ty(x);
        let desc = TopKDesc {
            dtype: ty.dtype,
            shape: ty.shape.clone(),
            k: *k,
        };
        if desc.validate().is_err() {
            return Ok(false);
        }
        let inputs = self.buffers_of(&[x])?;
        self.push_into_results(op, StepKind::TopK(desc), inputs);
        Ok(true)
    }
}

/// Whether `a` and `b` are the same scalar: one value, or constants of identical bits.
fn same_scalar(f: &Function, a: ValueId, b: ValueId) -> bool {
    if a == b {
        return true;
    }
    let constant = |v: ValueId| match f.producer(v).map(|(op, _)| &f.op(op).op) {
        Some(Op::Constant(c)) if c.len() == 1 => Some(c.data.to_le_bytes()),
        _ => None,
    };
    matches!((constant(a), constant(b)), (Some(x), Some(y)) if x == y)
        && f.ty(a).dtype == f.ty(b).dtype
}

/// The keys of a comparator region over operands of `dtypes` (arguments `lhs_0, rhs_0,
/// lhs_1, …`), when it is a lexicographic comparison as JAX writes it:
/// * `compare LT|GT, k_lhs, k_rhs` (GT, or the sides swapped: descending);
/// * `or(compare LT|GT (k), and(compare EQ (k), rest))`, either operand order of `or`/`and`;
///
/// where `k_side` is an argument, or JAX's canonicalised float
/// `select(x != x, NaN, select(x == 0, 0, x))` compared with `TOTALORDER`.
fn comparator_keys(f: &Function, cmp: BlockId, dtypes: &[DType]) -> Option<Vec<SortKey>> {
    let block = f.get_block(cmp)?;
    let &[ret] = block.ret.as_slice() else {
        return None;
    };
    if block.args.len() != 2 * dtypes.len() {
        return None;
    }
    let m = Matcher {
        f,
        block: cmp,
        dtypes,
    };
    let mut keys = Vec::new();
    m.lex(ret, &mut keys)?;
    Some(keys)
}

struct Matcher<'a> {
    f: &'a Function,
    block: BlockId,
    dtypes: &'a [DType],
}

impl Matcher<'_> {
    fn def(&self, v: ValueId) -> Option<&fresnel_ir::OpData> {
        let (op, _) = self.f.producer(v)?;
        self.f.get_op(op)
    }

    fn lex(&self, v: ValueId, keys: &mut Vec<SortKey>) -> Option<()> {
        if let Some((key, ..)) = self.strict(v) {
            keys.push(key);
            return Some(());
        }
        let od = self.def(v)?;
        let (Op::Binary(BinaryOp::Or), &[p, q]) = (&od.op, od.operands.as_slice()) else {
            return None;
        };
        for (lt, rest) in [(p, q), (q, p)] {
            let Some((key, lhs, rhs)) = self.strict(lt) else {
                continue;
            };
            let and = self.def(rest)?;
            let (Op::Binary(BinaryOp::And), &[s, t]) = (&and.op, and.operands.as_slice()) else {
                return None;
            };
            for (eq, tail) in [(s, t), (t, s)] {
                if self.is_eq(eq, lhs, rhs, key) {
                    keys.push(key);
                    return self.lex(tail, keys);
                }
            }
        }
        None
    }

    /// `compare LT|GT` of one key's two sides: the key and its two compared values.
    fn strict(&self, v: ValueId) -> Option<(SortKey, ValueId, ValueId)> {
        let od = self.def(v)?;
        let (Op::Compare { dir, cmp_type }, &[a, b]) = (&od.op, od.operands.as_slice()) else {
            return None;
        };
        let (ka, sa, ca) = self.source(a)?;
        let (kb, sb, cb) = self.source(b)?;
        if ka != kb || sa == sb || ca != cb {
            return None;
        }
        let descending = match dir {
            CompareDir::Lt => sa == 1,
            CompareDir::Gt => sa == 0,
            _ => return None,
        };
        let dtype = *self.dtypes.get(ka)?;
        let order = key_order(dtype, *cmp_type, ca)?;
        let key = SortKey {
            operand: ka,
            descending,
            order,
        };
        Some((key, a, b))
    }

    /// Whether `v` is `compare EQ` of `lhs` and `rhs` (either order) agreeing with `key`'s
    /// order.
    fn is_eq(&self, v: ValueId, lhs: ValueId, rhs: ValueId, key: SortKey) -> bool {
        let Some(od) = self.def(v) else {
            return false;
        };
        let Op::Compare {
            dir: CompareDir::Eq,
            cmp_type,
        } = od.op
        else {
            return false;
        };
        let same = od.operands == [lhs, rhs] || od.operands == [rhs, lhs];
        let dtype = self.dtypes[key.operand];
        let agrees = match key.order {
            _ if dtype.is_integral() => true,
            KeyOrder::Float => matches!(cmp_type, None | Some(CompareType::Float)),
            KeyOrder::Total | KeyOrder::Canonical => cmp_type == Some(CompareType::TotalOrder),
        };
        same && agrees
    }

    /// `(operand, side, canonicalised)` of a compared value.
    fn source(&self, v: ValueId) -> Option<(usize, usize, bool)> {
        if let Some(j) = self.arg(v) {
            return Some((j / 2, j % 2, false));
        }
        // select(x != x, NaN, select(x == 0, 0, x))
        let outer = self.def(v)?;
        let (Op::Select, &[is_nan, nan, inner]) = (&outer.op, outer.operands.as_slice()) else {
            return None;
        };
        let sel = self.def(inner)?;
        let (Op::Select, &[is_zero, zero, x]) = (&sel.op, sel.operands.as_slice()) else {
            return None;
        };
        let j = self.arg(x)?;
        let ne = self.def(is_nan)?;
        let eq = self.def(is_zero)?;
        let float_cmp = |c: &Option<CompareType>| matches!(c, None | Some(CompareType::Float));
        let nan_test = matches!(&ne.op, Op::Compare { dir: CompareDir::Ne, cmp_type } if float_cmp(cmp_type))
            && ne.operands == [x, x];
        let zero_test = matches!(&eq.op, Op::Compare { dir: CompareDir::Eq, cmp_type } if float_cmp(cmp_type))
            && eq.operands.first() == Some(&x)
            && eq
                .operands
                .get(1)
                .is_some_and(|&z| self.constant(z, |s| s == 0.0));
        // A positive NaN sorts last, where the kernel puts every NaN.
        let nan_ok = self.constant(nan, |s| s.is_nan() && s.is_sign_positive());
        let zero_ok = self.constant(zero, |s| s == 0.0);
        (nan_test && zero_test && nan_ok && zero_ok).then_some((j / 2, j % 2, true))
    }

    /// The index of `v` among the comparator's arguments.
    fn arg(&self, v: ValueId) -> Option<usize> {
        match self.f.value(v).def {
            ValueDef::BlockArg { block, index } if block == self.block => Some(index),
            _ => None,
        }
    }

    /// Whether `v` is a one-element float constant satisfying `test`.
    fn constant(&self, v: ValueId, test: impl Fn(f64) -> bool) -> bool {
        let Some(od) = self.def(v) else {
            return false;
        };
        let Op::Constant(a) = &od.op else {
            return false;
        };
        if a.len() != 1 {
            return false;
        }
        match a.data.get(0) {
            Scalar::F32(s) => test(f64::from(s)),
            Scalar::F64(s) => test(s),
            _ => false,
        }
    }
}

/// The key order of a comparison of type `cmp_type` on `dtype` (`canonical`: of JAX's
/// canonicalised floats), when the kernel has it.
fn key_order(dtype: DType, cmp_type: Option<CompareType>, canonical: bool) -> Option<KeyOrder> {
    let order = match (canonical, cmp_type) {
        (true, Some(CompareType::TotalOrder)) if dtype.is_float() => KeyOrder::Canonical,
        (true, _) => return None,
        (false, None | Some(CompareType::Float)) if dtype.is_float() => KeyOrder::Float,
        (false, Some(CompareType::TotalOrder)) if dtype.is_float() => KeyOrder::Total,
        (false, None) if dtype.is_integral() => KeyOrder::Total,
        (false, Some(CompareType::Signed)) if dtype.is_signed_int() => KeyOrder::Total,
        (false, Some(CompareType::Unsigned)) if dtype.is_unsigned() || dtype.is_bool() => {
            KeyOrder::Total
        }
        _ => return None,
    };
    key_order_covered(order, dtype).then_some(order)
}
