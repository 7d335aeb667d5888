//! The measurements behind the `jvp` suite (and the forward-mode checks of the LAPACK suites
//! and `scatter_tuple`): a program widened to float64, its jvp checked
//! against central finite differences along a random direction, against our reverse mode
//! through the adjoint identity, and on the CPU backend against the interpreter.

use fresnel::backend::{compile, Backend};
use fresnel::pipeline::{run_pipeline, SIMPLIFY};
use fresnel_ir::{Array, DType, Data, Module, Op, TensorType};
use fresnel_runtime::interp::{convert, run_main};
use num_complex::Complex64;

/// A deterministic generator (xorshift), seeded per case so that failures reproduce.
pub struct Rng(pub u64);

impl Rng {
    pub fn for_name(name: &str) -> Rng {
        let seed = name.bytes().fold(0x9E37_79B9_7F4A_7C15u64, |h, b| {
            (h ^ b as u64).wrapping_mul(0x100_0000_01B3)
        });
        Rng(seed | 1)
    }
    pub fn next(&mut self) -> f64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 11) as f64 / (1u64 << 53) as f64
    }
    fn centered(&mut self) -> f64 {
        2.0 * self.next() - 1.0
    }
    /// Uniform in [-1, 1) (real and imaginary parts) for inexact types, zeros otherwise.
    /// A random direction at `x`, scaled to x's largest magnitude, so that finite
    /// differences probe physical parameters (wavelengths of 1e-6) at their own scale.
    pub fn direction(&mut self, x: &Array) -> Array {
        let scale = x.to_c128_vec().iter().map(|z| z.norm()).fold(0.0, f64::max);
        let scale = if scale > 0.0 && scale.is_finite() {
            scale
        } else {
            1.0
        };
        let r = self.array(&x.ty());
        let v: Vec<Complex64> = r.to_c128_vec().iter().map(|z| z * scale).collect();
        let data = match r.dtype() {
            DType::F64 => Data::F64(v.iter().map(|z| z.re).collect()),
            DType::C128 => Data::C128(v),
            _ => return r,
        };
        Array::new(r.shape.clone(), data).expect("same shape")
    }

    pub fn array(&mut self, ty: &TensorType) -> Array {
        let n = ty.num_elements();
        let data = match ty.dtype {
            DType::F64 => Data::F64((0..n).map(|_| self.centered()).collect()),
            DType::C128 => Data::C128(
                (0..n)
                    .map(|_| Complex64::new(self.centered(), self.centered()))
                    .collect(),
            ),
            _ => return Array::zeros(ty),
        };
        Array::new(ty.shape.clone(), data).expect("sized to the type")
    }
}

fn wide(d: DType) -> DType {
    match d {
        DType::F32 => DType::F64,
        DType::C64 => DType::C128,
        other => other,
    }
}

/// The program in float64/complex128: every single-precision value and constant widened.
/// Programs that then fail the verifier (a bitcast between f32 and i32) are `Err`.
pub fn widen(m: &Module) -> Result<Module, String> {
    let mut m = m.clone();
    for f in &mut m.funcs {
        for v in f.value_ids() {
            let ty = f.ty(v);
            f.set_type(v, ty.with_dtype(wide(ty.dtype)));
        }
        for t in &mut f.result_types {
            *t = t.with_dtype(wide(t.dtype));
        }
        for op in f.op_ids() {
            if let Op::Constant(a) = &f.op(op).op {
                let wide = Op::Constant(widen_array(a)?);
                f.set_operation(op, wide);
            }
        }
    }
    fresnel_ir::verify::verify_module(&m).map_err(|e| format!("widened: {}", e[0]))?;
    Ok(m)
}

pub fn widen_array(a: &Array) -> Result<Array, String> {
    let to = wide(a.dtype());
    if to == a.dtype() {
        return Ok(a.clone());
    }
    let full = a.materialize()?;
    convert(&full, to)
}

/// Re Σ conj(a)·b: the real inner product the adjoint identity is stated in.
pub fn inner(a: &Array, b: &Array) -> f64 {
    let (x, y) = (a.to_c128_vec(), b.to_c128_vec());
    x.iter().zip(&y).map(|(p, q)| (p.conj() * q).re).sum()
}

fn norm(a: &Array) -> f64 {
    inner(a, a).sqrt()
}

/// max|got − want| / max(max|want|, 1e-3): relative, absolute for tiny references.
pub fn rel(got: &Array, want: &Array) -> Result<f64, String> {
    if got.ty() != want.ty() {
        return Err(format!(
            "type {} where {} was expected",
            got.ty(),
            want.ty()
        ));
    }
    let (g, w) = (got.to_c128_vec(), want.to_c128_vec());
    let diff = g
        .iter()
        .zip(&w)
        .map(|(a, b)| (a - b).norm())
        .fold(0.0, f64::max);
    let scale = w.iter().map(|b| b.norm()).fold(1e-3, f64::max);
    let err = diff / scale;
    if err.is_nan() {
        return Err("NaN".into());
    }
    Ok(err)
}

fn axpy(x: &Array, h: f64, u: &Array) -> Array {
    let data = match (&x.data, &u.data) {
        (Data::F64(a), Data::F64(b)) => {
            Data::F64(a.iter().zip(b).map(|(p, q)| p + h * q).collect())
        }
        (Data::C128(a), Data::C128(b)) => {
            Data::C128(a.iter().zip(b).map(|(p, q)| p + h * q).collect())
        }
        _ => panic!("perturbing a {} argument", x.dtype()),
    };
    Array::new(x.shape.clone(), data).expect("same shape")
}

fn diff_quotient(plus: &Array, minus: &Array, h: f64) -> Array {
    let data = match (&plus.data, &minus.data) {
        (Data::F64(a), Data::F64(b)) => {
            Data::F64(a.iter().zip(b).map(|(p, q)| (p - q) / (2.0 * h)).collect())
        }
        (Data::C128(a), Data::C128(b)) => {
            Data::C128(a.iter().zip(b).map(|(p, q)| (p - q) / (2.0 * h)).collect())
        }
        _ => panic!("finite differences of a {} result", plus.dtype()),
    };
    Array::new(plus.shape.clone(), data).expect("same shape")
}

/// (4·fine − coarse) / 3: the h² error terms of central differences at h and h/2 cancel.
pub fn richardson(coarse: &Array, fine: &Array) -> Array {
    let v: Vec<Complex64> = coarse
        .to_c128_vec()
        .iter()
        .zip(fine.to_c128_vec())
        .map(|(c, f)| (4.0 * f - c) / 3.0)
        .collect();
    let data = match coarse.dtype() {
        DType::F64 => Data::F64(v.iter().map(|z| z.re).collect()),
        _ => Data::C128(v),
    };
    Array::new(coarse.shape.clone(), data).expect("same shape")
}

pub fn run(m: &Module, inputs: &[Array]) -> Result<Vec<Array>, String> {
    let full: Vec<Array> = inputs
        .iter()
        .map(|a| a.materialize().map(|c| c.into_owned()))
        .collect::<Result<_, _>>()?;
    run_main(m, &full).map_err(|e| format!("interpreter: {e}"))
}

fn verified(m: &Module, what: &str) -> Result<(), String> {
    fresnel_ir::verify::verify_module(m).map_err(|e| {
        format!(
            "{what} does not verify: {}\n{}",
            e[0],
            fresnel_ir::print::print_module(m)
        )
    })
}

/// What one program measured.
#[derive(Debug, Default, Clone, Copy)]
pub struct Measured {
    /// Tangents vs central differences along the same direction (None: not compared).
    pub fd: Option<f64>,
    /// |⟨v, J u⟩ − ⟨Jᵀ v, u⟩| / (‖v‖‖J u‖ + ‖Jᵀ v‖‖u‖).
    pub adjoint: f64,
    /// The simplified jvp on the CPU backend vs on the interpreter.
    pub cpu: f64,
}

/// The relative step of the central differences (along a direction scaled to the input):
/// with Richardson's extrapolation the error is O(h⁴) + O(ε/h).
const H: f64 = 1e-5;

/// Checks `jvp(m, wrt)` (m in float64) at `inputs`: it verifies before and after
/// simplification, both give the same results, the primal results are `m`'s, the tangents
/// match finite differences (when `fd`), the adjoint identity with `vjp` holds, and the CPU
/// backend agrees with the interpreter.
pub fn check(
    name: &str,
    m: &Module,
    inputs: &[Array],
    wrt: &[usize],
    fd: bool,
) -> Result<Measured, String> {
    let mut rng = Rng::for_name(name);
    let j = fresnel::ad::jvp(m, wrt).map_err(|d| format!("jvp: {d}"))?;
    verified(&j, "jvp")?;
    let mut js = j.clone();
    run_pipeline(&mut js, SIMPLIFY, &mut |_, _| {}).map_err(|d| format!("simplify: {d}"))?;
    verified(&js, "simplified jvp")?;
    let u: Vec<Array> = wrt.iter().map(|&k| rng.direction(&inputs[k])).collect();
    let mut args = inputs.to_vec();
    args.extend(u.iter().cloned());
    let primal = run(m, inputs)?;
    let n = primal.len();
    let raw = run(&j, &args)?;
    let out = run(&js, &args)?;
    if out.len() != 2 * n {
        return Err(format!("jvp returned {} results for {n}", out.len()));
    }
    for r in 0..2 * n {
        let e = rel(&out[r], &raw[r])?;
        if e > 1e-12 {
            return Err(format!("simplification changed result {r} by {e:e}"));
        }
    }
    for r in 0..n {
        let e = rel(&out[r], &primal[r])?;
        if e > 1e-12 {
            return Err(format!(
                "primal result {r} differs from the program's by {e:e}"
            ));
        }
    }
    let inexact: Vec<usize> = (0..n).filter(|&r| primal[r].dtype().is_inexact()).collect();

    let fd_err = if fd {
        let shifted = |h: f64| -> Result<Vec<Array>, String> {
            let mut xs = inputs.to_vec();
            for (i, &k) in wrt.iter().enumerate() {
                xs[k] = axpy(&inputs[k], h, &u[i]);
            }
            run(m, &xs)
        };
        // Richardson's extrapolation of two central differences: error O(h⁴).
        let (p1, m1) = (shifted(H)?, shifted(-H)?);
        let (p2, m2) = (shifted(H / 2.0)?, shifted(-H / 2.0)?);
        let mut worst: f64 = 0.0;
        for &r in &inexact {
            let coarse = diff_quotient(&p1[r], &m1[r], H);
            let fine = diff_quotient(&p2[r], &m2[r], H / 2.0);
            let want = richardson(&coarse, &fine);
            worst = worst.max(rel(&out[n + r], &want).map_err(|e| format!("result {r}: {e}"))?);
        }
        Some(worst)
    } else {
        None
    };

    // ⟨v, J u⟩ = ⟨Jᵀ v, u⟩ with reverse mode's vjp.
    let result_types: Vec<TensorType> = primal.iter().map(Array::ty).collect();
    let v: Vec<Array> = result_types.iter().map(|t| rng.array(t)).collect();
    let back = fresnel::ad::vjp(m, wrt).map_err(|d| format!("vjp: {d}"))?;
    let mut vargs = inputs.to_vec();
    vargs.extend(v.iter().cloned());
    let g = run(&back, &vargs)?;
    let (mut lhs, mut scale) = (0.0, 0.0);
    for &r in &inexact {
        lhs += inner(&v[r], &out[n + r]);
        scale += norm(&v[r]) * norm(&out[n + r]);
    }
    let mut rhs = 0.0;
    for (i, gk) in g[n..].iter().enumerate() {
        rhs += inner(gk, &u[i]);
        scale += norm(gk) * norm(&u[i]);
    }
    let adjoint = if scale > 0.0 {
        (lhs - rhs).abs() / scale
    } else {
        0.0
    };

    let exe = compile(&js, Backend::Cpu).map_err(|d| format!("CPU backend: {d}"))?;
    let cpu_out = exe.run(&args).map_err(|d| format!("CPU run: {d}"))?;
    let mut cpu: f64 = 0.0;
    for (r, (c, i)) in cpu_out.iter().zip(&out).enumerate() {
        cpu = cpu.max(rel(c, i).map_err(|e| format!("CPU result {r}: {e}"))?);
    }
    Ok(Measured {
        fd: fd_err,
        adjoint,
        cpu,
    })
}

/// The inexact (float or complex) arguments of `@main`.
pub fn inexact_args(m: &Module) -> Vec<usize> {
    let params = m.entry().expect("@main").param_types();
    (0..params.len())
        .filter(|&k| params[k].dtype.is_inexact())
        .collect()
}

/// [`check`] of `m` at `inputs`, both widened to double precision, within the bounds the
/// LAPACK suites hold forward mode to: finite differences 1e-6 (when `fd`), the adjoint
/// identity 1e-10, the CPU backend 1e-9 (a NaN is off). `Err` says what was off.
pub fn check_in_double(
    name: &str,
    m: &Module,
    inputs: &[Array],
    wrt: &[usize],
    fd: bool,
) -> Result<Measured, String> {
    let wide = widen(m)?;
    let wide_inputs = inputs
        .iter()
        .map(widen_array)
        .collect::<Result<Vec<_>, _>>()?;
    let got = check(name, &wide, &wide_inputs, wrt, fd)?;
    eprintln!("{name:<30} jvp {got:?}");
    // Written so that a NaN fails.
    let within = got.fd.is_none_or(|e| e <= 1e-6) && got.adjoint <= 1e-10 && got.cpu <= 1e-9;
    if !within {
        return Err(format!("{got:?}"));
    }
    Ok(got)
}
