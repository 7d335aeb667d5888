//! Shape rules of the collective ops (`crate::collective`). `all_gather` and
//! `reduce_scatter` scale a dimension by the group size, which only the grid fixes, so their
//! declared result types are checked instead: same dtype, a whole multiple (or part).

use super::{arity, Types};
use crate::collective::Collective;
use crate::types::{DType, TensorType};

pub(super) fn infer(c: &Collective, t: &[TensorType]) -> Result<Option<Types>, String> {
    match c {
        Collective::ReplicaId | Collective::PartitionId => {
            arity(t.len(), 0)?;
            Ok(Some(vec![TensorType::scalar(DType::U32)]))
        }
        Collective::AllReduce(_) => {
            if t.is_empty() {
                return Err("expects at least one operand".into());
            }
            Ok(Some(t.to_vec()))
        }
        Collective::CollectivePermute(_) => {
            arity(t.len(), 1)?;
            Ok(Some(t.to_vec()))
        }
        Collective::CollectiveBroadcast { dynamic_root, .. } => {
            let data = if *dynamic_root {
                let Some((root, data)) = t.split_last() else {
                    return Err("expects operands and the root".into());
                };
                if root.rank() != 1 || root.shape[0] != data.len() || !root.dtype.is_int() {
                    return Err(format!(
                        "the root {root} must hold one integer per data operand ({})",
                        data.len()
                    ));
                }
                data
            } else {
                t
            };
            if data.is_empty() {
                return Err("expects at least one operand".into());
            }
            Ok(Some(data.to_vec()))
        }
        Collective::AllToAll {
            split_dim,
            concat_dim,
            split_count,
            ..
        } => {
            if t.is_empty() || *split_count == 0 {
                return Err("expects operands and a split_count of at least 1".into());
            }
            t.iter()
                .map(|x| {
                    let rank = x.rank();
                    if *split_dim >= rank || *concat_dim >= rank {
                        return Err(format!(
                            "split_dimension {split_dim} or concat_dimension {concat_dim} is \
                             out of range for {x}"
                        ));
                    }
                    if x.shape[*split_dim] % split_count != 0 {
                        return Err(format!(
                            "dimension {split_dim} of {x} is not a multiple of split_count \
                             {split_count}"
                        ));
                    }
                    let mut shape = x.shape.clone();
                    shape[*split_dim] /= split_count;
                    shape[*concat_dim] *= split_count;
                    Ok(x.with_shape(shape))
                })
                .collect::<Result<_, _>>()
                .map(Some)
        }
        Collective::AllGather { .. } | Collective::ReduceScatter { .. } => Ok(None),
    }
}

/// `all_gather`: each result is its operand with dimension `dim` multiplied by the same
/// whole number; `reduce_scatter`: divided by it.
pub(super) fn check(c: &Collective, t: &[TensorType], r: &[TensorType]) -> Result<(), String> {
    let (dim, gathers) = match c {
        Collective::AllGather { dim, .. } => (*dim, true),
        Collective::ReduceScatter { dim, .. } => (*dim, false),
        _ => return Ok(()),
    };
    if t.is_empty() || t.len() != r.len() || (!gathers && t.len() != 1) {
        return Err(format!(
            "{} operand(s) and {} result(s) do not fit {}",
            t.len(),
            r.len(),
            c.name()
        ));
    }
    let mut factor = None;
    for (x, y) in t.iter().zip(r) {
        let fits = x.dtype == y.dtype
            && x.rank() == y.rank()
            && dim < x.rank()
            && (0..x.rank()).all(|d| d == dim || x.shape[d] == y.shape[d]);
        let (big, small) = if gathers {
            (y.shape.get(dim), x.shape.get(dim))
        } else {
            (x.shape.get(dim), y.shape.get(dim))
        };
        let k = match (big, small) {
            (Some(&b), Some(&s)) if s > 0 && b % s == 0 => Some(b / s),
            (Some(0), Some(0)) => factor,
            _ => None,
        };
        if !fits || k.is_none() || (factor.is_some() && k != factor) {
            return Err(format!(
                "result {y} does not fit operand {x} along dimension {dim}"
            ));
        }
        factor = k;
    }
    Ok(())
}
