//! Small hand-checked cases; `tests/tests/it/indexing_kernels.rs` compares both kernels with
//! the interpreter on many random configurations.

use super::*;
use crate::buffer::{BufMut, BufRef};
use fresnel_ir::op::{GatherDims, ScatterDims};
use fresnel_ir::DType;

#[test]
fn a_row_gather_clamps_its_starts() {
    // table 4x3, rows [2, -1, 9] -> rows 2, 0, 3 (clamped to 0 ..= 3).
    let table: Vec<f32> = (0..12).map(|v| v as f32).collect();
    let g = GatherDims {
        offset_dims: vec![1],
        collapsed_slice_dims: vec![0],
        start_index_map: vec![0],
        index_vector_dim: 1,
        slice_sizes: vec![1, 3],
        ..Default::default()
    };
    let d = GatherDesc::new(DType::F32, DType::I64, &[4, 3], &[3], &g);
    assert_eq!(d.output_shape().unwrap(), vec![3, 3]);
    let mut out = vec![0.0f32; 9];
    d.run(
        &[BufRef::F32(&table), BufRef::I64(&[2, -1, 9])],
        BufMut::F32(&mut out),
    )
    .unwrap();
    assert_eq!(out, vec![6., 7., 8., 0., 1., 2., 9., 10., 11.]);
}

#[test]
fn a_row_scatter_add_repeats_and_skips() {
    // Rows [1, 1, -1, 4] of a 4x2 zero input: row 1 gets two updates, the others are out of
    // bounds and skipped.
    let s = ScatterDims {
        update_window_dims: vec![1],
        inserted_window_dims: vec![0],
        scatter_dims_to_operand_dims: vec![0],
        index_vector_dim: 1,
        ..Default::default()
    };
    let d = ScatterDesc::new(
        DType::I32,
        DType::U8,
        [&[4, 2], &[4], &[4, 2]],
        &s,
        ScatterCombiner::Add,
    );
    d.validate().unwrap();
    let mut out = vec![0i32; 8];
    d.run(
        &[
            BufRef::I32(&[0; 8]),
            BufRef::U8(&[1, 1, 255, 4]),
            BufRef::I32(&[1, 2, 10, 20, 100, 200, 1000, 2000]),
        ],
        BufMut::I32(&mut out),
    )
    .unwrap();
    assert_eq!(out, vec![0, 0, 11, 22, 0, 0, 0, 0]);
    let xor_on_floats = ScatterDesc {
        dtype: DType::F32,
        combiner: ScatterCombiner::Xor,
        ..d
    };
    assert!(xor_on_floats.validate().is_err());
}

#[test]
fn extreme_indices_neither_overflow_nor_land() {
    // Starts at i64::MIN and i64::MAX: gather clamps them to the first and last row, scatter
    // skips them (no overflow on the way).
    // Windows of 1x2 at column starts i64::MIN, i64::MAX and 1 of a 1x3 input.
    let s = ScatterDims {
        update_window_dims: vec![1, 2],
        scatter_dims_to_operand_dims: vec![1],
        index_vector_dim: 1,
        ..Default::default()
    };
    let d = ScatterDesc::new(
        DType::F64,
        DType::I64,
        [&[1, 3], &[3], &[3, 1, 2]],
        &s,
        ScatterCombiner::Replace,
    );
    d.validate().unwrap();
    let mut out = vec![0.0f64; 3];
    d.run(
        &[
            BufRef::F64(&[1.0, 2.0, 3.0]),
            BufRef::I64(&[i64::MIN, i64::MAX, 1]),
            BufRef::F64(&[10., 11., 20., 21., 30., 31.]),
        ],
        BufMut::F64(&mut out),
    )
    .unwrap();
    assert_eq!(out, vec![1.0, 30.0, 31.0]);
    let g = GatherDims {
        offset_dims: vec![1],
        collapsed_slice_dims: vec![0],
        start_index_map: vec![0],
        index_vector_dim: 1,
        slice_sizes: vec![1, 1],
        ..Default::default()
    };
    let gd = GatherDesc::new(DType::F64, DType::U64, &[3, 1], &[2], &g);
    let mut out = vec![0.0f64; 2];
    gd.run(
        &[BufRef::F64(&[1.0, 2.0, 3.0]), BufRef::U64(&[u64::MAX, 0])],
        BufMut::F64(&mut out),
    )
    .unwrap();
    assert_eq!(out, vec![3.0, 1.0]);
}
