//! Reductions: which input elements fold into which output element, and the fast path for
//! bodies that are a single known binary op. General bodies are evaluated by the
//! interpreter (`mod.rs`) over the same groups.

use super::data_movement::{for_each_index, num_elements};
use super::elem::{with_data, Elem};
use super::scalar::Ops;
use fresnel_ir::types::strides;
use fresnel_ir::{Array, BinaryOp};

/// For every output element, the flat indices of the input elements that fold into it, in
/// row-major order of the reduced dimensions.
pub(crate) struct Groups {
    pub out_shape: Vec<usize>,
    pub members: Vec<Vec<usize>>,
}

pub(crate) fn groups(shape: &[usize], dims: &[usize]) -> Result<Groups, String> {
    let rank = shape.len();
    let mut reduced = vec![false; rank];
    for &d in dims {
        if d >= rank {
            return Err(format!("dimension {d} is out of range for rank {rank}"));
        }
        if std::mem::replace(&mut reduced[d], true) {
            return Err(format!("dimension {d} appears twice"));
        }
    }
    let out_shape: Vec<usize> = (0..rank)
        .filter(|&d| !reduced[d])
        .map(|d| shape[d])
        .collect();
    let out_strides = strides(&out_shape);
    let mut members = vec![Vec::new(); num_elements(&out_shape)?];
    let mut flat = 0;
    for_each_index(shape, |idx| {
        let out: usize = (0..rank)
            .filter(|&d| !reduced[d])
            .zip(&out_strides)
            .map(|(d, s)| idx[d] * s)
            .sum();
        members[out].push(flat);
        flat += 1;
    });
    Ok(Groups { out_shape, members })
}

/// Folds `xs` pairwise (a balanced tree): for associative ops the same result as a
/// sequential fold, and for float sums a far smaller rounding error.
pub(crate) fn tree_fold<T: Copy>(xs: &[T], f: fn(T, T) -> T) -> Option<T> {
    match xs.len() {
        0 => None,
        1 => Some(xs[0]),
        n => {
            let (a, b) = xs.split_at(n / 2);
            Some(f(tree_fold(a, f)?, tree_fold(b, f)?))
        }
    }
}

/// `reduce` whose body is `op(acc, x)` for a single commutative, associative `op`
/// (add, multiply, maximum, minimum, and, or, xor): `op(init, fold(group))` per output.
pub fn reduce_binary(
    op: BinaryOp,
    x: &Array,
    init: &Array,
    dims: &[usize],
) -> Result<Array, String> {
    if !init.shape.is_empty() || init.dtype() != x.dtype() {
        return Err(format!(
            "init value must be a scalar of the input's element type, got {} for {}",
            init.ty(),
            x.ty()
        ));
    }
    // A compact splat (the fold pass hands constants over as they are) indexes as one element.
    let x = x.materialize()?;
    let g = groups(&x.shape, dims)?;
    let data = with_data!(&x.data, |xs: T| {
        let f = T::binary_fn(op)
            .ok_or_else(|| format!("{} is not defined on {}", op.name(), T::DTYPE))?;
        let init = T::view(&init.data).ok_or("init value type differs")?[0];
        let mut vals = Vec::new();
        let out: Vec<T> = g
            .members
            .iter()
            .map(|m| {
                vals.clear();
                vals.extend(m.iter().map(|&i| xs[i]));
                match tree_fold(&vals, f) {
                    Some(v) => f(init, v),
                    None => init,
                }
            })
            .collect();
        T::wrap(out)
    });
    Ok(Array {
        shape: g.out_shape,
        data,
    })
}
