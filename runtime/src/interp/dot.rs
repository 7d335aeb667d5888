//! `dot_general`: result dimensions are the batch dimensions, then lhs's free dimensions,
//! then rhs's, in order. Products are summed in the element type (pairwise; ints wrap; on
//! i1 multiply is `and` and add is `or`).

use super::data_movement::{for_each_index, num_elements};
use super::elem::{with_data, Elem};
use super::reduce::tree_fold;
use super::scalar::Ops;
use fresnel_ir::types::strides;
use fresnel_ir::{Array, BinaryOp, DotDims};

fn check_side(dims: &[&[usize]], rank: usize, side: &str) -> Result<(), String> {
    let mut seen = vec![false; rank];
    for &d in dims.iter().flat_map(|ds| ds.iter()) {
        if d >= rank {
            return Err(format!(
                "{side} dimension {d} is out of range for rank {rank}"
            ));
        }
        if std::mem::replace(&mut seen[d], true) {
            return Err(format!("{side} dimension {d} is used twice"));
        }
    }
    Ok(())
}

fn free_dims(rank: usize, batch: &[usize], contract: &[usize]) -> Vec<usize> {
    (0..rank)
        .filter(|d| !batch.contains(d) && !contract.contains(d))
        .collect()
}

/// Flat offsets, along `dims` with the given strides, of every multi-index over `sizes`.
fn offsets(sizes: &[usize], dims: &[usize], st: &[usize]) -> Vec<usize> {
    let mut out = Vec::new();
    for_each_index(sizes, |idx| {
        out.push(idx.iter().zip(dims).map(|(i, &d)| i * st[d]).sum())
    });
    out
}

pub fn dot_general(dims: &DotDims, lhs: &Array, rhs: &Array) -> Result<Array, String> {
    if lhs.dtype() != rhs.dtype() {
        return Err(format!(
            "operand element types differ ({} vs {})",
            lhs.ty(),
            rhs.ty()
        ));
    }
    let (lr, rr) = (lhs.shape.len(), rhs.shape.len());
    check_side(&[&dims.lhs_batch, &dims.lhs_contract], lr, "lhs")?;
    check_side(&[&dims.rhs_batch, &dims.rhs_contract], rr, "rhs")?;
    if dims.lhs_batch.len() != dims.rhs_batch.len()
        || dims.lhs_contract.len() != dims.rhs_contract.len()
    {
        return Err("lhs and rhs have different numbers of batch or contracting dimensions".into());
    }
    let pairs = dims
        .lhs_batch
        .iter()
        .zip(&dims.rhs_batch)
        .chain(dims.lhs_contract.iter().zip(&dims.rhs_contract));
    for (&l, &r) in pairs {
        if lhs.shape[l] != rhs.shape[r] {
            return Err(format!(
                "lhs dimension {l} (size {}) and rhs dimension {r} (size {}) differ",
                lhs.shape[l], rhs.shape[r]
            ));
        }
    }
    let lhs_free = free_dims(lr, &dims.lhs_batch, &dims.lhs_contract);
    let rhs_free = free_dims(rr, &dims.rhs_batch, &dims.rhs_contract);
    let size_of = |shape: &[usize], ds: &[usize]| ds.iter().map(|&d| shape[d]).collect::<Vec<_>>();
    let batch_sizes = size_of(&lhs.shape, &dims.lhs_batch);
    let contract_sizes = size_of(&lhs.shape, &dims.lhs_contract);
    let (lst, rst) = (strides(&lhs.shape), strides(&rhs.shape));

    // Offsets of every batch/free/contracting position in each operand.
    let lhs_batch_off = offsets(&batch_sizes, &dims.lhs_batch, &lst);
    let rhs_batch_off = offsets(&batch_sizes, &dims.rhs_batch, &rst);
    let lhs_free_off = offsets(&size_of(&lhs.shape, &lhs_free), &lhs_free, &lst);
    let rhs_free_off = offsets(&size_of(&rhs.shape, &rhs_free), &rhs_free, &rst);
    let lhs_con_off = offsets(&contract_sizes, &dims.lhs_contract, &lst);
    let rhs_con_off = offsets(&contract_sizes, &dims.rhs_contract, &rst);

    let mut out_shape = batch_sizes.clone();
    out_shape.extend(lhs_free.iter().map(|&d| lhs.shape[d]));
    out_shape.extend(rhs_free.iter().map(|&d| rhs.shape[d]));
    let n_out = num_elements(&out_shape)?;

    let data = with_data!(&lhs.data, |a: T| {
        let b = T::view(&rhs.data).ok_or("operand element types differ")?;
        let (Some(add), Some(mul)) = (
            T::binary_fn(BinaryOp::Add),
            T::binary_fn(BinaryOp::Multiply),
        ) else {
            return Err(format!("dot_general is not defined on {}", T::DTYPE));
        };
        let mut out: Vec<T> = Vec::with_capacity(n_out);
        let mut products = Vec::with_capacity(lhs_con_off.len());
        for (&lb, &rb) in lhs_batch_off.iter().zip(&rhs_batch_off) {
            for &lf in &lhs_free_off {
                for &rf in &rhs_free_off {
                    products.clear();
                    products.extend(
                        lhs_con_off
                            .iter()
                            .zip(&rhs_con_off)
                            .map(|(&lc, &rc)| mul(a[lb + lf + lc], b[rb + rf + rc])),
                    );
                    out.push(tree_fold(&products, add).unwrap_or(T::ZERO));
                }
            }
        }
        T::wrap(out)
    });
    Ok(Array {
        shape: out_shape,
        data,
    })
}
