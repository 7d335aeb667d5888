//! A program over the narrow and unsigned integers (ui32, i8, ui8) whose every op has a CPU
//! kernel and device code: unsigned division, remainder, shifts and comparison, wrapping i8
//! arithmetic, float → ui8 saturation, a ui32 maximum reduction, a transpose and an i8 dot,
//! run-time slices of ui32 with ui8 and ui64 offsets (one past i64's range, which must clamp
//! to the end, not wrap to 0), and a loop carrying ui32.
//! The backends must give the interpreter's results bit for bit.

use fresnel_ir::Array;

pub const PROGRAM: &str = r#"
func.func @main(%a: tensor<4x8xui32>, %b: tensor<4x8xui32>, %c: tensor<4x8xi8>, %x: tensor<4x8xf32>) -> (tensor<4x8xui32>, tensor<4xui32>, tensor<4x8xi8>, tensor<4x8xui8>, tensor<4x8xf32>, tensor<8x8xi8>, tensor<4x8xi1>, tensor<2x3xui32>, tensor<4x8xui32>, tensor<4x8xui32>) {
  %q = stablehlo.divide %a, %b : tensor<4x8xui32>
  %r = stablehlo.remainder %a, %b : tensor<4x8xui32>
  %sl = stablehlo.shift_right_logical %a, %b : tensor<4x8xui32>
  %sa = stablehlo.shift_right_arithmetic %a, %b : tensor<4x8xui32>
  %gt = stablehlo.compare GT, %a, %b, UNSIGNED : (tensor<4x8xui32>, tensor<4x8xui32>) -> tensor<4x8xi1>
  %sel = stablehlo.select %gt, %q, %r : tensor<4x8xi1>, tensor<4x8xui32>
  %s1 = stablehlo.add %sel, %sl : tensor<4x8xui32>
  %s2 = stablehlo.xor %s1, %sa : tensor<4x8xui32>
  %zero = stablehlo.constant dense<0> : tensor<ui32>
  %m = stablehlo.reduce(%a init: %zero) applies stablehlo.maximum across dimensions = [1] : (tensor<4x8xui32>, tensor<ui32>) -> tensor<4xui32>
  %cc = stablehlo.multiply %c, %c : tensor<4x8xi8>
  %cn = stablehlo.negate %c : tensor<4x8xi8>
  %k = stablehlo.constant dense<3> : tensor<4x8xi8>
  %cd = stablehlo.divide %cn, %k : tensor<4x8xi8>
  %cs = stablehlo.add %cc, %cd : tensor<4x8xi8>
  %u8 = stablehlo.convert %x : (tensor<4x8xf32>) -> tensor<4x8xui8>
  %af = stablehlo.convert %a : (tensor<4x8xui32>) -> tensor<4x8xf32>
  %ct = stablehlo.transpose %c, dims = [1, 0] : (tensor<4x8xi8>) -> tensor<8x4xi8>
  %dot = stablehlo.dot_general %ct, %c, contracting_dims = [1] x [0] : (tensor<8x4xi8>, tensor<4x8xi8>) -> tensor<8x8xi8>
  %sc = stablehlo.compare LT, %c, %k, SIGNED : (tensor<4x8xi8>, tensor<4x8xi8>) -> tensor<4x8xi1>
  %one8 = stablehlo.constant dense<1> : tensor<ui8>
  %far8 = stablehlo.constant dense<200> : tensor<ui8>
  %win = stablehlo.dynamic_slice %a, %one8, %far8, sizes = [2, 3] : (tensor<4x8xui32>, tensor<ui8>, tensor<ui8>) -> tensor<2x3xui32>
  %huge = stablehlo.constant dense<18446744073709551615> : tensor<ui64>
  %two64 = stablehlo.constant dense<2> : tensor<ui64>
  %upd = stablehlo.dynamic_update_slice %s2, %win, %huge, %two64 : (tensor<4x8xui32>, tensor<2x3xui32>, tensor<ui64>, tensor<ui64>) -> tensor<4x8xui32>
  %n0 = stablehlo.constant dense<0> : tensor<i32>
  %w:2 = stablehlo.while(%it = %n0, %acc = %a) : tensor<i32>, tensor<4x8xui32>
  cond {
    %lim = stablehlo.constant dense<3> : tensor<i32>
    %go = stablehlo.compare LT, %it, %lim, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %go : tensor<i1>
  } do {
    %inc = stablehlo.constant dense<1> : tensor<i32>
    %it2 = stablehlo.add %it, %inc : tensor<i32>
    %acc2 = stablehlo.xor %acc, %b : tensor<4x8xui32>
    %acc3 = stablehlo.dynamic_update_slice %acc2, %win, %it, %it : (tensor<4x8xui32>, tensor<2x3xui32>, tensor<i32>, tensor<i32>) -> tensor<4x8xui32>
    stablehlo.return %it2, %acc3 : tensor<i32>, tensor<4x8xui32>
  }
  return %s2, %m, %cs, %u8, %af, %dot, %sc, %win, %upd, %w#1 : tensor<4x8xui32>, tensor<4xui32>, tensor<4x8xi8>, tensor<4x8xui8>, tensor<4x8xf32>, tensor<8x8xi8>, tensor<4x8xi1>, tensor<2x3xui32>, tensor<4x8xui32>, tensor<4x8xui32>
}
"#;

/// Deterministic inputs covering the edges: ui32 values above 2^31, zero divisors, shift
/// amounts past the width, i8 extremes, floats below 0, above 255 and NaN.
pub fn inputs() -> Vec<Array> {
    let hash = |i: u32, seed: u32| {
        i.wrapping_mul(2_654_435_761)
            .wrapping_add(seed.wrapping_mul(40_503))
            .rotate_left(13)
    };
    let a: Vec<u32> = (0..32).map(|i| hash(i, 1)).collect();
    let b: Vec<u32> = (0..32)
        .map(|i| match i % 4 {
            0 => 0,
            1 => hash(i, 2) % 40,
            2 => hash(i, 3),
            _ => hash(i, 4) % 7 + 1,
        })
        .collect();
    let c: Vec<i8> = (0..32)
        .map(|i| match i {
            0 => i8::MIN,
            1 => i8::MAX,
            _ => hash(i, 5) as i8,
        })
        .collect();
    let x: Vec<f32> = (0..32)
        .map(|i| match i {
            0 => f32::NAN,
            1 => -1.5,
            2 => 300.0,
            3 => 255.9,
            _ => (hash(i, 6) % 60_000) as f32 / 100.0 - 150.0,
        })
        .collect();
    vec![
        Array::from_vec([4, 8], a).expect("32 values"),
        Array::from_vec([4, 8], b).expect("32 values"),
        Array::from_vec([4, 8], c).expect("32 values"),
        Array::from_vec([4, 8], x).expect("32 values"),
    ]
}
