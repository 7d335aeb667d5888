//! Data movement, reduce and dot_general.

use super::tests::*;
use fresnel_ir::{Array, BinaryOp, DType, DotDims, Function, Op, TensorType};

fn range_f32(shape: &[usize]) -> Array {
    let n: usize = shape.iter().product();
    f32s(shape, &(0..n).map(|i| i as f32).collect::<Vec<_>>())
}

fn range_i64(shape: &[usize]) -> Array {
    let n: usize = shape.iter().product();
    i64s(shape, &(0..n as i64).collect::<Vec<_>>())
}

#[test]
fn broadcast_in_dim_maps_and_repeats() {
    let x = f32s(&[3], &[1.0, 2.0, 3.0]);
    let out = op1(
        Op::BroadcastInDim { dims: vec![1] },
        &[x],
        ty(DType::F32, &[2, 3]),
    );
    assert_eq!(out, f32s(&[2, 3], &[1.0, 2.0, 3.0, 1.0, 2.0, 3.0]));
    let col = f32s(&[2, 1], &[1.0, 2.0]);
    let out = op1(
        Op::BroadcastInDim { dims: vec![0, 1] },
        &[col],
        ty(DType::F32, &[2, 3]),
    );
    assert_eq!(out, f32s(&[2, 3], &[1.0, 1.0, 1.0, 2.0, 2.0, 2.0]));
    let bad = try_op(
        Op::BroadcastInDim { dims: vec![0] },
        &[f32s(&[2], &[1.0, 2.0])],
        vec![ty(DType::F32, &[3])],
    );
    assert!(bad.is_err());
}

#[test]
fn reshape_and_transpose() {
    let x = range_f32(&[2, 3]);
    let r = op1(
        Op::Reshape,
        std::slice::from_ref(&x),
        ty(DType::F32, &[3, 2]),
    );
    assert_eq!(r, f32s(&[3, 2], &[0.0, 1.0, 2.0, 3.0, 4.0, 5.0]));
    assert!(try_op(
        Op::Reshape,
        std::slice::from_ref(&x),
        vec![ty(DType::F32, &[4])]
    )
    .is_err());
    let t = op1(
        Op::Transpose { perm: vec![1, 0] },
        &[x],
        ty(DType::F32, &[3, 2]),
    );
    assert_eq!(t, f32s(&[3, 2], &[0.0, 3.0, 1.0, 4.0, 2.0, 5.0]));
    // Result dim k is operand dim perm[k]: out[i][j][k] = x[j][k][i].
    let x = range_i64(&[2, 3, 4]);
    let t = op1(
        Op::Transpose {
            perm: vec![2, 0, 1],
        },
        &[x],
        ty(DType::I64, &[4, 2, 3]),
    );
    let v: Vec<i64> = t.to_c128_vec().iter().map(|z| z.re as i64).collect();
    for i in 0..4 {
        for j in 0..2 {
            for k in 0..3 {
                assert_eq!(v[i * 6 + j * 3 + k], (j * 12 + k * 4 + i) as i64);
            }
        }
    }
}

#[test]
fn slice_with_strides() {
    let x = range_f32(&[10]);
    let op = Op::Slice {
        start: vec![1],
        limit: vec![8],
        strides: vec![3],
    };
    assert_eq!(
        op1(op, &[x], ty(DType::F32, &[3])),
        f32s(&[3], &[1.0, 4.0, 7.0])
    );
    let x = range_f32(&[3, 4]);
    let op = Op::Slice {
        start: vec![1, 0],
        limit: vec![3, 4],
        strides: vec![1, 2],
    };
    assert_eq!(
        op1(op, std::slice::from_ref(&x), ty(DType::F32, &[2, 2])),
        f32s(&[2, 2], &[4.0, 6.0, 8.0, 10.0])
    );
    let bad = Op::Slice {
        start: vec![0, 0],
        limit: vec![4, 4],
        strides: vec![1, 1],
    };
    assert!(try_op(bad, &[x], vec![ty(DType::F32, &[4, 4])]).is_err());
}

#[test]
fn dynamic_slice_clamps_start_indices() {
    let x = range_f32(&[5]);
    let run = |start: i64| {
        op1(
            Op::DynamicSlice { sizes: vec![2] },
            &[x.clone(), i64s(&[], &[start])],
            ty(DType::F32, &[2]),
        )
    };
    assert_eq!(run(1), f32s(&[2], &[1.0, 2.0]));
    assert_eq!(run(4), f32s(&[2], &[3.0, 4.0]));
    assert_eq!(run(-7), f32s(&[2], &[0.0, 1.0]));
    let x2 = range_f32(&[3, 3]);
    let out = op1(
        Op::DynamicSlice { sizes: vec![2, 2] },
        &[x2, i32s(&[], &[1]), i32s(&[], &[5])],
        ty(DType::F32, &[2, 2]),
    );
    assert_eq!(out, f32s(&[2, 2], &[4.0, 5.0, 7.0, 8.0]));
}

#[test]
fn dynamic_update_slice_clamps_start_indices() {
    let x = i64s(&[2, 3], &[0; 6]);
    let u = i64s(&[1, 2], &[7, 8]);
    let out = op1(
        Op::DynamicUpdateSlice,
        &[x.clone(), u.clone(), i32s(&[], &[1]), i32s(&[], &[9])],
        x.ty(),
    );
    assert_eq!(out, i64s(&[2, 3], &[0, 0, 0, 0, 7, 8]));
    let out = op1(
        Op::DynamicUpdateSlice,
        &[x.clone(), u, i32s(&[], &[-3]), i32s(&[], &[0])],
        x.ty(),
    );
    assert_eq!(out, i64s(&[2, 3], &[7, 8, 0, 0, 0, 0]));
}

#[test]
fn pad_with_interior_and_negative_edges() {
    let x = f32s(&[3], &[1.0, 2.0, 3.0]);
    let pad = |low: i64, high: i64, interior: i64, n: usize| {
        let op = Op::Pad {
            low: vec![low],
            high: vec![high],
            interior: vec![interior],
        };
        op1(op, &[x.clone(), f32s(&[], &[0.5])], ty(DType::F32, &[n]))
    };
    // Dilated: [1 p 2 p 3]; low −1 crops the 1; high 2 appends two p.
    assert_eq!(
        pad(-1, 2, 1, 6),
        f32s(&[6], &[0.5, 2.0, 0.5, 3.0, 0.5, 0.5])
    );
    assert_eq!(pad(2, -2, 0, 3), f32s(&[3], &[0.5, 0.5, 1.0]));
    let x2 = range_i64(&[2, 2]);
    let op = Op::Pad {
        low: vec![1, 0],
        high: vec![0, 1],
        interior: vec![0, 1],
    };
    let out = op1(op, &[x2, i64s(&[], &[-1])], ty(DType::I64, &[3, 4]));
    assert_eq!(
        out,
        i64s(&[3, 4], &[-1, -1, -1, -1, 0, -1, 1, -1, 2, -1, 3, -1])
    );
}

#[test]
fn concatenate_and_reverse() {
    let a = range_f32(&[2, 1]);
    let b = f32s(&[2, 0], &[]);
    let c = f32s(&[2, 2], &[10.0, 11.0, 12.0, 13.0]);
    let out = op1(
        Op::Concatenate { dim: 1 },
        &[a, b, c],
        ty(DType::F32, &[2, 3]),
    );
    assert_eq!(out, f32s(&[2, 3], &[0.0, 10.0, 11.0, 1.0, 12.0, 13.0]));
    let x = range_f32(&[2, 3]);
    let r = op1(
        Op::Reverse { dims: vec![1] },
        std::slice::from_ref(&x),
        x.ty(),
    );
    assert_eq!(r, f32s(&[2, 3], &[2.0, 1.0, 0.0, 5.0, 4.0, 3.0]));
    let r = op1(
        Op::Reverse { dims: vec![0, 1] },
        std::slice::from_ref(&x),
        x.ty(),
    );
    assert_eq!(r, f32s(&[2, 3], &[5.0, 4.0, 3.0, 2.0, 1.0, 0.0]));
    let mismatched = try_op(
        Op::Concatenate { dim: 0 },
        &[range_f32(&[1, 2]), range_f32(&[1, 3])],
        vec![ty(DType::F32, &[2, 2])],
    );
    assert!(mismatched.is_err());
}

// ---------------------------------------------------------------- reduce

/// reduce(x init: init) across `dims` with a body built by `body(f, block, acc, x)`.
fn reduce_with(
    x: &Array,
    init: &Array,
    dims: Vec<usize>,
    out_shape: &[usize],
    body: impl FnOnce(
        &mut Function,
        fresnel_ir::BlockId,
        fresnel_ir::ValueId,
        fresnel_ir::ValueId,
    ) -> fresnel_ir::ValueId,
) -> Array {
    let scalar = TensorType::scalar(x.dtype());
    let out = ty(x.dtype(), out_shape);
    let mut f = Function::new("main", &[x.ty(), init.ty()], vec![out.clone()]);
    let b = f.body;
    let (xv, iv) = (f.params()[0], f.params()[1]);
    let region = f.new_block(&[scalar.clone(), scalar], None);
    let (acc, elem) = (f.block(region).args[0], f.block(region).args[1]);
    let r = body(&mut f, region, acc, elem);
    f.set_return(region, vec![r]);
    let id = f.push_op(
        b,
        Op::Reduce { dims },
        vec![xv, iv],
        vec![out],
        vec![region],
        None,
    );
    let res = f.op(id).results.clone();
    f.set_return(b, res);
    super::run_main(&module_of(vec![f]), &[x.clone(), init.clone()])
        .unwrap()
        .remove(0)
}

fn simple_body(
    op: BinaryOp,
) -> impl FnOnce(
    &mut Function,
    fresnel_ir::BlockId,
    fresnel_ir::ValueId,
    fresnel_ir::ValueId,
) -> fresnel_ir::ValueId {
    move |f, b, acc, x| {
        let t = f.ty(acc).clone();
        f.append(b, Op::Binary(op), vec![acc, x], vec![t])[0]
    }
}

#[test]
fn reduce_with_a_recognised_body() {
    let x = range_i64(&[2, 3]);
    let zero = i64s(&[], &[0]);
    assert_eq!(
        reduce_with(&x, &zero, vec![1], &[2], simple_body(BinaryOp::Add)),
        i64s(&[2], &[3, 12])
    );
    assert_eq!(
        reduce_with(&x, &zero, vec![0], &[3], simple_body(BinaryOp::Add)),
        i64s(&[3], &[3, 5, 7])
    );
    assert_eq!(
        reduce_with(&x, &zero, vec![0, 1], &[], simple_body(BinaryOp::Add)),
        i64s(&[], &[15])
    );
    let big = i32s(&[2], &[1 << 20, 1 << 20]);
    let one = i32s(&[], &[1]);
    assert_eq!(
        reduce_with(&big, &one, vec![0], &[], simple_body(BinaryOp::Multiply)),
        i32s(&[], &[0])
    );
    let b = bools(&[2, 2], &[true, false, true, true]);
    let t = bools(&[], &[true]);
    assert_eq!(
        reduce_with(&b, &t, vec![1], &[2], simple_body(BinaryOp::And)),
        bools(&[2], &[false, true])
    );
    // Reducing an empty dimension gives the init value.
    let empty = f32s(&[2, 0], &[]);
    let init = f32s(&[], &[-1.5]);
    assert_eq!(
        reduce_with(&empty, &init, vec![1], &[2], simple_body(BinaryOp::Maximum)),
        f32s(&[2], &[-1.5, -1.5])
    );
}

#[test]
fn reduce_with_a_general_body() {
    // body: acc * 10 + x — not commutative, so the fold order (row-major) shows.
    let x = range_i64(&[2, 3]);
    let body = |f: &mut Function, b, acc, x| {
        let t = TensorType::scalar(DType::I64);
        let ten = f.append(b, Op::Constant(i64s(&[], &[10])), vec![], vec![t.clone()])[0];
        let m = f.append(
            b,
            Op::Binary(BinaryOp::Multiply),
            vec![acc, ten],
            vec![t.clone()],
        )[0];
        f.append(b, Op::Binary(BinaryOp::Add), vec![m, x], vec![t])[0]
    };
    let out = reduce_with(&x, &i64s(&[], &[1]), vec![1], &[2], body);
    assert_eq!(out, i64s(&[2], &[1012, 1345]));
}

#[test]
fn variadic_reduce_argmax() {
    // reduce((values, indices)) with (max value, its index; lowest index on ties).
    let vals = f32s(&[2, 3], &[1.0, 5.0, 5.0, -2.0, -7.0, -1.0]);
    let idx = i32s(&[2, 3], &[0, 1, 2, 0, 1, 2]);
    let (sf, si) = (
        TensorType::scalar(DType::F32),
        TensorType::scalar(DType::I32),
    );
    let mut f = Function::new(
        "main",
        &[vals.ty(), idx.ty()],
        vec![ty(DType::F32, &[2]), ty(DType::I32, &[2])],
    );
    let b = f.body;
    let (v, i) = (f.params()[0], f.params()[1]);
    let vinit = f.append(
        b,
        Op::Constant(f32s(&[], &[f32::NEG_INFINITY])),
        vec![],
        vec![sf.clone()],
    )[0];
    let iinit = f.append(b, Op::Constant(i32s(&[], &[-1])), vec![], vec![si.clone()])[0];
    let r = f.new_block(&[sf.clone(), si.clone(), sf.clone(), si.clone()], None);
    let args = f.block(r).args.clone();
    let (av, ai, xv, xi) = (args[0], args[1], args[2], args[3]);
    let i1 = TensorType::scalar(DType::I1);
    let gt = f.append(
        r,
        Op::Compare {
            dir: fresnel_ir::CompareDir::Gt,
            cmp_type: None,
        },
        vec![xv, av],
        vec![i1.clone()],
    )[0];
    let nv = f.append(r, Op::Select, vec![gt, xv, av], vec![sf.clone()])[0];
    let ni = f.append(r, Op::Select, vec![gt, xi, ai], vec![si.clone()])[0];
    f.set_return(r, vec![nv, ni]);
    let id = f.push_op(
        b,
        Op::Reduce { dims: vec![1] },
        vec![v, i, vinit, iinit],
        vec![ty(DType::F32, &[2]), ty(DType::I32, &[2])],
        vec![r],
        None,
    );
    let res = f.op(id).results.clone();
    f.set_return(b, res);
    let out = super::run_main(&module_of(vec![f]), &[vals, idx]).unwrap();
    assert_eq!(out, vec![f32s(&[2], &[5.0, -1.0]), i32s(&[2], &[1, 2])]);
}

// ---------------------------------------------------------------- dot_general

fn dot(dims: DotDims, lhs: Array, rhs: Array, out: TensorType) -> Array {
    op1(Op::DotGeneral(dims), &[lhs, rhs], out)
}

fn matmul_dims() -> DotDims {
    DotDims {
        lhs_contract: vec![1],
        rhs_contract: vec![0],
        ..DotDims::default()
    }
}

#[test]
fn dot_general_matmul_in_every_family() {
    let a = range_i64(&[2, 3]);
    let b = range_i64(&[3, 2]);
    assert_eq!(
        dot(matmul_dims(), a, b, ty(DType::I64, &[2, 2])),
        i64s(&[2, 2], &[10, 13, 28, 40])
    );
    let wrap = dot(
        matmul_dims(),
        i32s(&[1, 2], &[1 << 30, 1 << 30]),
        i32s(&[2, 1], &[2, 2]),
        ty(DType::I32, &[1, 1]),
    );
    assert_eq!(wrap, i32s(&[1, 1], &[0]));
    let p = bools(&[1, 2], &[true, false]);
    let q = bools(&[2, 1], &[false, true]);
    assert_eq!(
        dot(matmul_dims(), p, q, ty(DType::I1, &[1, 1])),
        bools(&[1, 1], &[false])
    );
    let z = c64s(&[1, 2], &[(0.0, 1.0), (1.0, 1.0)]);
    let w = c64s(&[2, 1], &[(0.0, 1.0), (2.0, 0.0)]);
    assert_eq!(
        dot(matmul_dims(), z, w, ty(DType::C64, &[1, 1])),
        c64s(&[1, 1], &[(1.0, 2.0)])
    );
    // A wider result type converts the operands first.
    let x = f32s(&[1, 2], &[1.0, 2.0]);
    let y = f32s(&[2, 1], &[3.0, 4.0]);
    assert_eq!(
        dot(matmul_dims(), x, y, ty(DType::F64, &[1, 1])),
        f64s(&[1, 1], &[11.0])
    );
}

#[test]
fn dot_general_orders_batch_then_lhs_then_rhs_free_dims() {
    // lhs [k=2, b=2, m=3], rhs [n=1, b=2, k=2]: result [b, m, n].
    let lhs = range_i64(&[2, 2, 3]);
    let rhs = i64s(&[1, 2, 2], &[1, 10, 100, 1000]);
    let dims = DotDims {
        lhs_batch: vec![1],
        rhs_batch: vec![1],
        lhs_contract: vec![0],
        rhs_contract: vec![2],
    };
    let out = dot(dims, lhs, rhs, ty(DType::I64, &[2, 3, 1]));
    // out[b][m] = Σ_k lhs[k][b][m] · rhs[0][b][k], lhs[k][b][m] = 6k + 3b + m.
    let want: Vec<i64> = (0..2)
        .flat_map(|b| (0..3).map(move |m| (b, m)))
        .map(|(b, m)| {
            let r = if b == 0 { [1, 10] } else { [100, 1000] };
            (0..2).map(|k| (6 * k + 3 * b + m) * r[k as usize]).sum()
        })
        .collect();
    assert_eq!(out, i64s(&[2, 3, 1], &want));
    let bad = DotDims {
        lhs_contract: vec![0],
        rhs_contract: vec![0],
        ..DotDims::default()
    };
    assert!(try_op(
        Op::DotGeneral(bad),
        &[range_i64(&[2]), range_i64(&[3])],
        vec![ty(DType::I64, &[])]
    )
    .is_err());
}
