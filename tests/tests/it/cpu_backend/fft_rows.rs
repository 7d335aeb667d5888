//! Batched FFTs on the CPU backend against the interpreter, one transformed block at a time:
//! all four kinds, f32 and f64, odd and even lengths, 1-D and 2-D, 1–8 batch blocks whose
//! magnitudes differ by up to 1e12, with NaN, ±inf and −0 planted in some blocks. Each block
//! must be accurate relative to its own magnitude (a small block next to a large one included),
//! NaNs and infinities must sit at the same places, and the imaginary parts of RFFT's DC and
//! Nyquist bins must be +0 on both backends (their sign decides `atan2`).

use super::run_both;
use fresnel_ir::{Array, DType, Data, TensorType};
use fresnel_tests::random::Rng;

#[derive(Clone, Copy, Debug)]
enum Kind {
    Fft,
    Ifft,
    Rfft,
    Irfft,
}

/// One case: its program, its input, the output's elements per transformed block.
struct Case {
    text: String,
    input: Array,
    block: usize,
    kind: Kind,
    /// Of the output's last axis.
    last: usize,
}

fn mlir(t: &TensorType) -> String {
    let dims: String = t.shape.iter().map(|d| format!("{d}x")).collect();
    format!("tensor<{dims}{}>", t.dtype)
}

/// Values of magnitude `mag`, with a special value planted at a random place when asked.
fn block_values(rng: &mut Rng, n: usize, mag: f64, special: Option<f64>) -> Vec<f64> {
    let mut v: Vec<f64> = (0..n).map(|_| rng.unit() as f64 * mag).collect();
    match special {
        // A row of negative zeros: the transform of zeros must give zeros of the same sign.
        Some(0.0) => v.fill(-0.0),
        Some(s) => v[rng.below(n)] = s,
        None => {}
    }
    v
}

fn random_case(rng: &mut Rng) -> Case {
    let kind = [Kind::Fft, Kind::Ifft, Kind::Rfft, Kind::Irfft][rng.below(4)];
    let f64s = rng.below(2) == 0;
    let rows = 1 + rng.below(8);
    let n = [1, 2, 3, 4, 5, 7, 8, 9, 12, 16, 17][rng.below(11)];
    let length: Vec<usize> = match rng.below(3) {
        0 => vec![[2, 3, 4][rng.below(3)], n],
        _ => vec![n],
    };
    let real = if f64s { DType::F64 } else { DType::F32 };
    let complex = if f64s { DType::C128 } else { DType::C64 };
    let (mut in_shape, mut out_shape) = (vec![rows], vec![rows]);
    in_shape.extend(&length);
    out_shape.extend(&length);
    let last = length.len();
    let (in_dtype, out_dtype) = match kind {
        Kind::Fft | Kind::Ifft => (complex, complex),
        Kind::Rfft => {
            out_shape[last] = n / 2 + 1;
            (real, complex)
        }
        Kind::Irfft => {
            in_shape[last] = n / 2 + 1;
            (complex, real)
        }
    };
    let (tin, tout) = (
        TensorType::new(in_dtype, in_shape.clone()),
        TensorType::new(out_dtype, out_shape.clone()),
    );
    // Each block its own magnitude; some blocks hold a NaN, an infinity or negative zeros.
    let in_block: usize = in_shape[1..].iter().product();
    let parts = if in_dtype.is_complex() { 2 } else { 1 };
    let mut values = Vec::new();
    for _ in 0..rows {
        let mag = [1e-6, 1.0, 1e6][rng.below(3)];
        let special = match rng.below(8) {
            0 => Some(f64::NAN),
            1 => Some(f64::INFINITY),
            2 => Some(f64::NEG_INFINITY),
            3 => Some(0.0),
            _ => None,
        };
        values.extend(block_values(rng, parts * in_block, mag, special));
    }
    let data = match in_dtype {
        DType::F32 => Data::F32(values.iter().map(|&v| v as f32).collect()),
        DType::F64 => Data::F64(values),
        DType::C64 => Data::C64(
            values
                .chunks(2)
                .map(|p| num_complex::Complex32::new(p[0] as f32, p[1] as f32))
                .collect(),
        ),
        _ => Data::C128(
            values
                .chunks(2)
                .map(|p| num_complex::Complex64::new(p[0], p[1]))
                .collect(),
        ),
    };
    let l: Vec<String> = length.iter().map(|n| n.to_string()).collect();
    let text = format!(
        "func.func @main(%x: {a}) -> {b} {{\n  %y = stablehlo.fft %x, type = {k}, length = [{l}] : ({a}) -> {b}\n  return %y : {b}\n}}\n",
        a = mlir(&tin),
        b = mlir(&tout),
        k = format!("{kind:?}").to_uppercase(),
        l = l.join(", "),
    );
    Case {
        text,
        input: Array::new(in_shape, data).expect("sized to the shape"),
        block: out_shape[1..].iter().product(),
        kind,
        last: out_shape[last],
    }
}

/// Block by block: same NaN places, equal infinities, error relative to the block's magnitude.
fn compare_blocks(got: &Array, want: &Array, block: usize, tol: f64) -> Result<(), String> {
    let (g, w) = (got.to_c128_vec(), want.to_c128_vec());
    for (b, (gb, wb)) in g.chunks(block).zip(w.chunks(block)).enumerate() {
        let (mut diff, mut scale) = (0.0f64, 0.0f64);
        for (i, (a, c)) in gb.iter().zip(wb).enumerate() {
            for (x, y) in [(a.re, c.re), (a.im, c.im)] {
                let same_special = (x.is_nan() && y.is_nan()) || (x.is_infinite() && x == y);
                if !(same_special || x.is_finite() && y.is_finite()) {
                    return Err(format!("block {b} element {i}: {a} where {c} was expected"));
                }
                if x.is_finite() && y.is_finite() {
                    diff = diff.max((x - y).abs());
                    scale = scale.max(y.abs());
                }
            }
        }
        if diff > tol * scale {
            return Err(format!(
                "block {b}: error {diff:.3e} relative to its magnitude {scale:.3e} is {:.3e}",
                diff / scale
            ));
        }
    }
    Ok(())
}

/// RFFT over one axis: imag(DC) and imag(Nyquist) of every row are +0 on both backends (or
/// NaN, for a non-finite row).
fn check_real_bins_are_positive_zero(got: &Array, want: &Array, n_out: usize, n: usize) {
    let (g, w) = (got.to_c128_vec(), want.to_c128_vec());
    let bins: &[usize] = if n.is_multiple_of(2) {
        &[0, n_out - 1]
    } else {
        &[0]
    };
    for (r, (gr, wr)) in g.chunks(n_out).zip(w.chunks(n_out)).enumerate() {
        for &k in bins {
            for (who, z) in [("cpu", gr[k]), ("interpreter", wr[k])] {
                assert!(
                    z.im.to_bits() == 0 || z.im.is_nan(),
                    "row {r} bin {k}: {who} gives imaginary part {:?}",
                    z.im
                );
            }
        }
    }
}

#[test]
fn batched_ffts_keep_each_block_to_itself() {
    let mut rng = Rng(0xFF7_B10C);
    for case in 0..160 {
        let c = random_case(&mut rng);
        let m = fresnel_ir::parse::parse_module(&c.text)
            .unwrap_or_else(|e| panic!("case {case}: {e}\n{}", c.text));
        let o = run_both(&m, std::slice::from_ref(&c.input))
            .unwrap_or_else(|e| panic!("case {case}: {e}\n{}", c.text));
        let tol = match o.interp[0].dtype() {
            DType::F32 | DType::C64 => 1e-5,
            _ => 1e-12,
        };
        compare_blocks(&o.cpu[0], &o.interp[0], c.block, tol).unwrap_or_else(|e| {
            panic!(
                "case {case}: {e}\n{}input {:?}\ncpu {:?}\ninterpreter {:?}",
                c.text, c.input.data, o.cpu[0].data, o.interp[0].data
            )
        });
        if let Kind::Rfft = c.kind {
            if c.block == c.last {
                let n = c.input.shape[1];
                check_real_bins_are_positive_zero(&o.cpu[0], &o.interp[0], c.last, n);
            }
        }
    }
}

/// The example: a NaN in row 0 of a 3-row RFFT stays in row 0.
#[test]
fn a_nan_in_row_0_of_an_rfft_stays_in_row_0() {
    let text = "func.func @main(%x: tensor<3x8xf32>) -> tensor<3x5xcomplex<f32>> {
  %y = stablehlo.fft %x, type = RFFT, length = [8] : (tensor<3x8xf32>) -> tensor<3x5xcomplex<f32>>
  return %y : tensor<3x5xcomplex<f32>>
}";
    let m = fresnel_ir::parse::parse_module(text).expect("parses");
    let mut x: Vec<f32> = (0..24).map(|i| (i as f32 * 0.37).sin()).collect();
    x[0] = f32::NAN;
    let o = run_both(&m, &[Array::from_f32(vec![3, 8], x).expect("3x8")]).expect("runs");
    for out in [&o.cpu[0], &o.interp[0]] {
        let z = out.to_c128_vec();
        assert!(
            z[..5].iter().all(|z| z.re.is_nan() && z.im.is_nan()),
            "{z:?}"
        );
        assert!(z[5..].iter().all(|z| z.is_finite()), "{z:?}");
    }
    compare_blocks(&o.cpu[0], &o.interp[0], 5, 1e-5).expect("rows 1 and 2 agree");
}
