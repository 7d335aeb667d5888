//! The narrow and unsigned integers (i8, i16, ui8 … ui64): conversions at the edges, the ops
//! whose meaning depends on signedness, and index operands of every integer type.

use super::run_main;
use super::tests::*;
use fresnel_ir::{Array, ArrayElement, BinaryOp, CompareDir, CompareType, DType, Op, UnaryOp};

fn arr<T: ArrayElement>(v: &[T]) -> Array {
    Array::from_vec([v.len()], v.to_vec()).expect("a vector fits its length")
}

fn convert(x: Array, to: DType) -> Array {
    let shape = x.shape.clone();
    op1(Op::Convert, &[x], ty(to, &shape))
}

fn bin(op: BinaryOp, a: Array, b: Array) -> Array {
    let t = a.ty();
    op1(Op::Binary(op), &[a, b], t)
}

fn cmp(dir: CompareDir, cmp_type: Option<CompareType>, a: Array, b: Array) -> Array {
    let shape = a.shape.clone();
    op1(
        Op::Compare { dir, cmp_type },
        &[a, b],
        ty(DType::I1, &shape),
    )
}

/// Runs `@main` of a program text on `inputs`.
fn run_text(text: &str, inputs: &[Array]) -> Vec<Array> {
    let m = fresnel_ir::parse::parse_module(text).expect("the test program parses");
    fresnel_ir::verify::verify_module(&m).expect("the test program verifies");
    run_main(&m, inputs).expect("the test program runs")
}

#[test]
fn float_to_unsigned_truncates_and_saturates_with_nan_to_zero() {
    let x = arr(&[
        -1.5f32,
        300.0,
        f32::NAN,
        255.9,
        -0.5,
        7.99,
        f32::NEG_INFINITY,
    ]);
    assert_eq!(
        convert(x.clone(), DType::U8),
        arr(&[0u8, 255, 0, 255, 0, 7, 0])
    );
    assert_eq!(
        convert(x.clone(), DType::U32),
        arr(&[0u32, 300, 0, 255, 0, 7, 0])
    );
    assert_eq!(convert(x, DType::I8), arr(&[-1i8, 127, 0, 127, 0, 7, -128]));
    let big = arr(&[1.8e19f64, 2e19, -1.0, f64::INFINITY]);
    assert_eq!(
        convert(big, DType::U64),
        arr(&[18_000_000_000_000_000_000u64, u64::MAX, 0, u64::MAX])
    );
}

#[test]
fn integer_conversions_keep_the_low_bits_and_widen_by_value() {
    assert_eq!(
        convert(arr(&[-1i32, 256, 511]), DType::U8),
        arr(&[255u8, 0, 255])
    );
    assert_eq!(convert(arr(&[200u8, 127]), DType::I8), arr(&[-56i8, 127]));
    assert_eq!(convert(arr(&[-128i8]), DType::I16), arr(&[-128i16]));
    assert_eq!(convert(arr(&[u32::MAX]), DType::I32), arr(&[-1i32]));
    assert_eq!(
        convert(arr(&[u32::MAX]), DType::I64),
        arr(&[4_294_967_295i64])
    );
    assert_eq!(convert(arr(&[-1i64]), DType::U64), arr(&[u64::MAX]));
    assert_eq!(
        convert(arr(&[u64::MAX]), DType::F64),
        arr(&[18446744073709551615.0f64])
    );
    // One rounding straight to f32 (2^64 - 1 rounds up to 2^64).
    assert_eq!(
        convert(arr(&[u64::MAX]), DType::F32),
        arr(&[18446744073709551616.0f32])
    );
    assert_eq!(convert(arr(&[true, false]), DType::U16), arr(&[1u16, 0]));
    assert_eq!(convert(arr(&[0u64, 9]), DType::I1), arr(&[false, true]));
}

#[test]
fn unsigned_compare_reads_the_bits_as_unsigned() {
    let (a, b) = (arr(&[200u8, 1, 7]), arr(&[1u8, 200, 7]));
    let gt = cmp(CompareDir::Gt, None, a.clone(), b.clone());
    assert_eq!(gt, arr(&[true, false, false]));
    let gt_u = cmp(
        CompareDir::Gt,
        Some(CompareType::Unsigned),
        a.clone(),
        b.clone(),
    );
    assert_eq!(gt_u, gt);
    // Read as signed, 200u8 is -56.
    let gt_s = cmp(CompareDir::Gt, Some(CompareType::Signed), a, b);
    assert_eq!(gt_s, arr(&[false, true, false]));
    let big = cmp(
        CompareDir::Lt,
        None,
        arr(&[1u64 << 63, 5]),
        arr(&[1u64, u64::MAX]),
    );
    assert_eq!(big, arr(&[false, true]));
}

#[test]
fn unsigned_division_and_remainder() {
    let q = bin(BinaryOp::Divide, arr(&[200u8, 7, 5]), arr(&[7u8, 0, 2]));
    assert_eq!(q, arr(&[28u8, 255, 2]));
    let r = bin(BinaryOp::Remainder, arr(&[200u8, 7, 5]), arr(&[7u8, 0, 2]));
    assert_eq!(r, arr(&[4u8, 7, 1]));
    let q64 = bin(BinaryOp::Divide, arr(&[u64::MAX]), arr(&[2u64]));
    assert_eq!(q64, arr(&[u64::MAX / 2]));
    // Signed narrow types keep XLA's edge cases.
    let q8 = bin(BinaryOp::Divide, arr(&[-128i8, 7, -7]), arr(&[-1i8, 0, 2]));
    assert_eq!(q8, arr(&[-128i8, -1, -3]));
    let r16 = bin(
        BinaryOp::Remainder,
        arr(&[-7i16, i16::MIN]),
        arr(&[2i16, -1]),
    );
    assert_eq!(r16, arr(&[-1i16, 0]));
}

#[test]
fn shifts_by_signedness() {
    let x = arr(&[0x80u8, 0x80, 0x80, 0x40]);
    let n = arr(&[7u8, 8, 1, 200]);
    assert_eq!(
        bin(BinaryOp::ShiftRightLogical, x.clone(), n.clone()),
        arr(&[1u8, 0, 0x40, 0])
    );
    // The arithmetic shift copies the top bit, on unsigned types too (XLA).
    assert_eq!(
        bin(BinaryOp::ShiftRightArithmetic, x.clone(), n.clone()),
        arr(&[0xFFu8, 0xFF, 0xC0, 0])
    );
    assert_eq!(bin(BinaryOp::ShiftLeft, x, n), arr(&[0u8, 0, 0, 0]));
    assert_eq!(
        bin(BinaryOp::ShiftRightLogical, arr(&[-128i8]), arr(&[7i8])),
        arr(&[1i8])
    );
    assert_eq!(
        bin(
            BinaryOp::ShiftRightArithmetic,
            arr(&[-128i8, 64]),
            arr(&[-1i8, 3])
        ),
        arr(&[-1i8, 8])
    );
}

#[test]
fn wrapping_arithmetic_popcnt_and_clz() {
    assert_eq!(bin(BinaryOp::Add, arr(&[250u8]), arr(&[10u8])), arr(&[4u8]));
    assert_eq!(
        bin(BinaryOp::Subtract, arr(&[1u16]), arr(&[2u16])),
        arr(&[u16::MAX])
    );
    assert_eq!(
        bin(BinaryOp::Multiply, arr(&[100i8]), arr(&[3i8])),
        arr(&[44i8])
    );
    assert_eq!(
        bin(BinaryOp::Power, arr(&[3u32]), arr(&[21u32])),
        arr(&[1_870_418_611u32])
    );
    assert_eq!(
        bin(BinaryOp::Maximum, arr(&[200u8]), arr(&[100u8])),
        arr(&[200u8])
    );
    assert_eq!(
        bin(BinaryOp::Minimum, arr(&[-5i16]), arr(&[3i16])),
        arr(&[-5i16])
    );
    let un = |op, x: Array| {
        let t = x.ty();
        op1(Op::Unary(op), &[x], t)
    };
    assert_eq!(un(UnaryOp::Negate, arr(&[1u8, 0])), arr(&[255u8, 0]));
    assert_eq!(un(UnaryOp::Popcnt, arr(&[0xFFu8, 0x11])), arr(&[8u8, 2]));
    assert_eq!(
        un(UnaryOp::CountLeadingZeros, arr(&[1u16, 0])),
        arr(&[15u16, 16])
    );
    assert_eq!(
        un(UnaryOp::CountLeadingZeros, arr(&[-1i8, 1])),
        arr(&[0i8, 7])
    );
    assert_eq!(un(UnaryOp::Not, arr(&[0u32])), arr(&[u32::MAX]));
    assert_eq!(un(UnaryOp::Abs, arr(&[-128i8, -3])), arr(&[-128i8, 3]));
    // StableHLO defines abs only on signed integers.
    let e = try_op(
        Op::Unary(UnaryOp::Abs),
        &[arr(&[1u8])],
        vec![ty(DType::U8, &[1])],
    )
    .expect_err("abs of ui8");
    assert!(e.to_string().contains("ui8"), "{e}");
}

#[test]
fn bitcast_between_equal_and_different_widths() {
    let one = arr(&[1.0f32, -2.0]);
    assert_eq!(
        op1(
            Op::BitcastConvert,
            std::slice::from_ref(&one),
            ty(DType::U32, &[2])
        ),
        arr(&[0x3F80_0000u32, 0xC000_0000])
    );
    // Narrower elements: a trailing dimension of the width ratio, little-endian.
    let bytes = op1(Op::BitcastConvert, &[one], ty(DType::U8, &[2, 4]));
    assert_eq!(
        bytes,
        Array::from_vec([2, 4], vec![0u8, 0, 0x80, 0x3F, 0, 0, 0, 0xC0]).unwrap()
    );
    // Wider elements: the operand's last dimension goes.
    let halves = Array::from_vec([2, 2], vec![0x0001u16, 0x8000, 0xFFFF, 0xFFFF]).unwrap();
    assert_eq!(
        op1(Op::BitcastConvert, &[halves], ty(DType::I32, &[2])),
        arr(&[i32::MIN | 1, -1])
    );
    let e = try_op(
        Op::BitcastConvert,
        &[arr(&[1u16, 2, 3])],
        vec![ty(DType::U32, &[1])],
    )
    .expect_err("3 halves are no whole words");
    assert!(e.to_string().contains("bitcast"), "{e}");
}

#[test]
fn bitcast_to_and_from_bools_is_one_bool_per_bit() {
    let word = 0x0123_4567_89AB_CDEFi64;
    // Bit k of the word is bool k (the StableHLO interpreter's order).
    let bits: Vec<bool> = (0..64).map(|k| word >> k & 1 == 1).collect();
    let bools = Array::from_vec([64], bits).unwrap();
    let x = Array::scalar(fresnel_ir::Scalar::I64(word));
    assert_eq!(
        op1(
            Op::BitcastConvert,
            std::slice::from_ref(&x),
            ty(DType::I1, &[64])
        ),
        bools
    );
    assert_eq!(op1(Op::BitcastConvert, &[bools], ty(DType::I64, &[])), x);
    // Batched, through a float: each f32 is 32 bools, and back to the same bits.
    let f = arr(&[1.5f32, -0.0, f32::INFINITY]);
    let b = op1(
        Op::BitcastConvert,
        std::slice::from_ref(&f),
        ty(DType::I1, &[3, 32]),
    );
    let back = op1(Op::BitcastConvert, &[b], ty(DType::F32, &[3]));
    assert_eq!(back, f);
    let e = try_op(
        Op::BitcastConvert,
        &[arr(&[1u16, 2])],
        vec![ty(DType::I1, &[2, 8])],
    )
    .expect_err("a ui16 has 16 bits, not 8");
    assert!(e.to_string().contains("one bool per bit"), "{e}");
}

#[test]
fn iota_and_reductions_over_unsigned_values() {
    assert_eq!(
        op1(Op::Iota { dim: 0 }, &[], ty(DType::U8, &[3])),
        arr(&[0u8, 1, 2])
    );
    let out = run_text(
        r#"
func.func @main(%x: tensor<3xui32>) -> (tensor<ui32>, tensor<ui32>) {
  %lo = stablehlo.constant dense<0> : tensor<ui32>
  %hi = stablehlo.constant dense<4294967295> : tensor<ui32>
  %m = stablehlo.reduce(%x init: %lo) applies stablehlo.maximum across dimensions = [0] : (tensor<3xui32>, tensor<ui32>) -> tensor<ui32>
  %n = stablehlo.reduce(%x init: %hi) applies stablehlo.minimum across dimensions = [0] : (tensor<3xui32>, tensor<ui32>) -> tensor<ui32>
  return %m, %n : tensor<ui32>, tensor<ui32>
}"#,
        &[arr(&[3_000_000_000u32, 5, 2_147_483_648])],
    );
    assert_eq!(out[0], Array::from_scalar(3_000_000_000u32));
    assert_eq!(out[1], Array::from_scalar(5u32));
}

#[test]
fn indices_of_every_integer_type() {
    // gather with ui8 indices, dynamic_slice with a ui32 start (clamped) and an i16 one.
    let out = run_text(
        r#"
func.func @main(%x: tensor<5xf32>, %i: tensor<2x1xui8>, %s: tensor<ui32>, %t: tensor<i16>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
  %g = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<2x1xui8>) -> tensor<2xf32>
  %d = stablehlo.dynamic_slice %x, %s, sizes = [2] : (tensor<5xf32>, tensor<ui32>) -> tensor<2xf32>
  %e = stablehlo.dynamic_slice %x, %t, sizes = [2] : (tensor<5xf32>, tensor<i16>) -> tensor<2xf32>
  return %g, %d, %e : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}"#,
        &[
            arr(&[10.0f32, 11.0, 12.0, 13.0, 14.0]),
            Array::from_vec([2, 1], vec![4u8, 1]).unwrap(),
            Array::from_scalar(4_000_000_000u32),
            Array::from_scalar(-3i16),
        ],
    );
    assert_eq!(out[0], arr(&[14.0f32, 11.0]));
    assert_eq!(out[1], arr(&[13.0f32, 14.0]));
    assert_eq!(out[2], arr(&[10.0f32, 11.0]));
}

#[test]
fn sort_with_an_unsigned_comparator() {
    let out = run_text(
        r#"
func.func @main(%x: tensor<4xui32>) -> tensor<4xui32> {
  %0 = "stablehlo.sort"(%x) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<ui32>, %b: tensor<ui32>):
    %1 = stablehlo.compare LT, %a, %b, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) : (tensor<4xui32>) -> tensor<4xui32>
  return %0 : tensor<4xui32>
}"#,
        &[arr(&[4_000_000_000u32, 3, 2_147_483_648, 0])],
    );
    assert_eq!(out[0], arr(&[0u32, 3, 2_147_483_648, 4_000_000_000]));
}
