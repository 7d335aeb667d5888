//! `bitcast_convert`'s shape rule, shared by the verifier and the interpreter.

use crate::types::TensorType;

/// StableHLO's shape rule for `bitcast_convert` from `x` to `r`: equal element widths keep the
/// shape; a result of narrower elements has one more, trailing, dimension holding the width
/// ratio; one of wider elements has one fewer (the operand's last dimension is the ratio).
/// A bool is one bit here (as in the StableHLO interpreter): `tensor<…x64xi1>` and
/// `tensor<…xi64>` reinterpret each other, bit `k` of the integer being bool `k`.
pub fn check_bitcast(x: &TensorType, r: &TensorType) -> Result<(), String> {
    if x.dtype.is_bool() != r.dtype.is_bool() {
        let (bools, wide) = if x.dtype.is_bool() { (x, r) } else { (r, x) };
        let bits = wide.dtype.size_bytes() * 8;
        if bools.shape.split_last() == Some((&bits, &wide.shape[..])) {
            return Ok(());
        }
        return Err(format!(
            "cannot bitcast {x} to {r}: the i1 side needs the other side's shape with one more, \
             trailing, dimension of {bits} (one bool per bit)"
        ));
    }
    let (xs, rs) = (x.dtype.size_bytes(), r.dtype.size_bytes());
    let ok = match xs.cmp(&rs) {
        std::cmp::Ordering::Equal => x.shape == r.shape,
        std::cmp::Ordering::Greater => r.shape.split_last() == Some((&(xs / rs), &x.shape[..])),
        std::cmp::Ordering::Less => x.shape.split_last() == Some((&(rs / xs), &r.shape[..])),
    };
    if ok {
        Ok(())
    } else {
        Err(format!(
            "cannot bitcast {x} to {r}: with {xs}-byte operand and {rs}-byte result elements \
             the shapes must be equal, or the narrower side's have one more, trailing, \
             dimension of size {}",
            xs.max(rs) / xs.min(rs)
        ))
    }
}
