//! Sources, elements, polarisation, thick samples and detection of `fresnel::optics`:
//! * Zernike terms against prysm (`zernike_nm`, `norm=True`) and Noll's `(n, m)` against
//!   prysm's `noll_to_nm`; J₀ against scipy; lens, circular aperture, LG and HG modes against
//!   LightPipes (`tests/data/optics/elements/gen.py` states each convention mapping);
//! * closed forms: LG/HG orthonormality, a beam at z propagated (exact ASM) equals the beam
//!   at z + Δz including its Gouy phase, the Airy first zero `1.22λf/D` of a focused
//!   aperture, Malus's law and wave plates, the phase and attenuation of a uniform slab;
//! * detection: spectral weights, binning, shot- and read-noise statistics;
//! * gradients with respect to focal length, aperture radius and centre, Zernike
//!   coefficients, wavelengths, waists, distances and positions against central differences
//!   in f64; the straight-through SLM gradient; `stop_gradient` and `rng_bit_generator`;
//! * bad arguments are trace errors located at the caller.

use crate::common::optics::*;
use fresnel::ad::value_and_grad;
use fresnel::optics::*;
use fresnel::trace::{rng_bit_generator, stack, trace, trace_with, Tensor};
use fresnel_ir::{Array, DType, Data, Module, RngAlgorithm, TensorType};
use fresnel_runtime::npy::read_npy;
use num_complex::Complex64;
use std::f64::consts::PI;
use std::path::PathBuf;

// ---------------------------------------------------------------------------------------------
// Helpers.

fn data(name: &str) -> Array {
    let p = PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/data/optics/elements"
    ))
    .join(name);
    read_npy(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn scalar(v: f64) -> Array {
    f64s(&[], &[v])
}

fn ones_field(shape: &[usize]) -> Array {
    let n = shape.iter().product();
    c128s(shape, vec![Complex64::new(1.0, 0.0); n])
}

fn program<F>(f: F, types: &[TensorType]) -> Module
where
    F: FnOnce(&[Tensor]) -> Tensor,
{
    trace(f, types)
        .unwrap_or_else(|e| panic!("trace failed: {e}"))
        .module
}

/// max|got − want| / max|want|; NaN anywhere fails.
fn rel_err(got: &[Complex64], want: &[Complex64]) -> f64 {
    assert_eq!(got.len(), want.len(), "number of elements");
    assert!(
        got.iter()
            .chain(want)
            .all(|z| z.re.is_finite() && z.im.is_finite()),
        "non-finite values"
    );
    let diff = got
        .iter()
        .zip(want)
        .map(|(a, b)| (a - b).norm())
        .fold(0.0, f64::max);
    let scale = want.iter().map(|z| z.norm()).fold(0.0, f64::max);
    diff / scale.max(f64::MIN_POSITIVE)
}

fn reals(a: &Array) -> Vec<f64> {
    a.to_c128_vec().iter().map(|z| z.re).collect()
}

/// Checks value_and_grad of the scalar program `loss` w.r.t. each argument in `wrt` against
/// central differences of step `h·max(|x|, 1)` per element.
fn check_grad(loss: &Module, inputs: &[Array], wrt: &[usize], h: f64, tol: f64) {
    let vg = value_and_grad(loss, wrt).unwrap_or_else(|e| panic!("AD failed: {e}"));
    let got = run(&vg, inputs);
    for (k, &arg) in wrt.iter().enumerate() {
        let analytic = reals(&got[k + 1]);
        let base = reals(&inputs[arg]);
        let numeric: Vec<f64> = (0..base.len())
            .map(|i| {
                let step = h * base[i].abs().max(1.0);
                let eval = |d: f64| {
                    let mut v = base.clone();
                    v[i] += d;
                    let mut args = inputs.to_vec();
                    args[arg] = f64s(&inputs[arg].shape, &v);
                    reals(&run(loss, &args)[0])[0]
                };
                (eval(step) - eval(-step)) / (2.0 * step)
            })
            .collect();
        let scale = numeric.iter().map(|x| x.abs()).fold(0.0, f64::max);
        assert!(
            scale > 0.0,
            "argument {arg}: the loss does not depend on it"
        );
        let err = analytic
            .iter()
            .zip(&numeric)
            .map(|(a, b)| (a - b).abs())
            .fold(0.0, f64::max)
            / scale;
        assert!(
            err <= tol,
            "gradient w.r.t. argument {arg} off by {err:e} (tolerance {tol:e})\n\
             analytic {analytic:?}\nfinite differences {numeric:?}"
        );
    }
}

const F64: DType = DType::F64;
const C128: DType = DType::C128;

// ---------------------------------------------------------------------------------------------
// Zernike polynomials against prysm.

#[test]
fn noll_indices_match_prysm() {
    let want = data("noll_nm.npy");
    let Data::I64(v) = &want.data else {
        panic!("noll_nm.npy is not int64")
    };
    for j in 1..=36 {
        let (n, m) = noll_to_nm(j).expect("j ≥ 1");
        assert_eq!(
            (n as i64, m),
            (v[2 * (j - 1)], v[2 * j - 1]),
            "Noll j = {j}"
        );
    }
    assert_eq!(noll_to_nm(0), None);
}

#[test]
fn zernike_terms_match_prysm() {
    let grid = Grid::square(32, 1.0);
    let js: Vec<usize> = (1..=15).collect();
    let m = trace_with(
        |ctx, _: &[Tensor]| zernike_basis(ctx, &grid, &js, 13.3, F64),
        &[],
    )
    .expect("trace")
    .module;
    let got = run(&m, &[]);
    let want = data("zernike_j1_15.npy");
    assert_eq!(got[0].shape, want.shape);
    let err = rel_err(&got[0].to_c128_vec(), &want.to_c128_vec());
    assert!(err <= 1e-12, "Zernike terms off by {err:e}");
}

// ---------------------------------------------------------------------------------------------
// Sources and elements against LightPipes and scipy.

#[test]
fn bessel_j0_matches_scipy() {
    let t = data("j0_t.npy");
    let m = program(|a| bessel_j0(&a[0]), &[t.ty()]);
    let got = reals(&run(&m, &[t])[0]);
    let want = reals(&data("j0.npy"));
    let err = got
        .iter()
        .zip(&want)
        .map(|(a, b)| (a - b).abs())
        .fold(0.0, f64::max);
    assert!(err <= 1e-7, "J0 off by {err:e}");
}

fn lightpipes_case(
    f: impl FnOnce(&Tensor, &Grid, &Tensor) -> Tensor,
    file: &str,
    scale: f64,
) -> f64 {
    let grid = Grid::square(32, 1.0);
    let shape = [1, 1, 1, 1, 32, 32];
    let m = program(
        |a| f(&a[0], &grid, &a[1]),
        &[ty(C128, &shape), ty(F64, &[])],
    );
    let got = run(&m, &[ones_field(&shape), scalar(0.5)]);
    let want: Vec<Complex64> = data(file).to_c128_vec().iter().map(|z| z * scale).collect();
    rel_err(&got[0].to_c128_vec(), &want)
}

#[test]
fn thin_lens_and_circular_aperture_match_lightpipes() {
    let lens = lightpipes_case(
        |u, g, lam| thin_lens(u, g, 300.0, lam),
        "lp_lens_f300.npy",
        1.0,
    );
    assert!(lens <= 1e-6, "lens off by {lens:e}");
    let circ = lightpipes_case(
        |u, g, _| circular_aperture(u, g, 9.5, 2.0, -1.0, Edge::Hard),
        "lp_circ_r9p5_x2_ym1.npy",
        1.0,
    );
    assert!(circ == 0.0, "circular aperture off by {circ:e}");
}

#[test]
fn lg_and_hg_modes_at_the_waist_match_lightpipes() {
    let w0: f64 = 5.0;
    let lg_scale = (2.0 * 1.0 / (PI * 6.0)).sqrt() / w0; // p = 1, |l| = 2: 2·1!/(π·3!)
    let lg = lightpipes_case(
        |_, g, lam| laguerre_gauss(g, lam, 1, 2, w0, 0.0),
        "lp_lg_p1_l2.npy",
        lg_scale,
    );
    assert!(lg <= 1e-12, "LG off by {lg:e}");
    let hg_scale = (2.0 / (PI * 8.0 * 2.0)).sqrt() / w0; // m = 2, n = 1: 2^3·2!·1!
    let hg = lightpipes_case(
        |_, g, lam| hermite_gauss(g, lam, 2, 1, w0, 0.0),
        "lp_hg_m2_n1.npy",
        hg_scale,
    );
    assert!(hg <= 1e-12, "HG off by {hg:e}");
}

// ---------------------------------------------------------------------------------------------
// Closed forms.

#[test]
fn lg_and_hg_modes_are_orthonormal() {
    let (n, d) = (64, 1.0);
    let grid = Grid::square(n, d);
    let lam = 0.5;
    let m = program(
        |a| {
            let (lam, z) = (&a[0], &a[1]);
            let modes = vec![
                laguerre_gauss(&grid, lam, 0, 0, 6.0, z),
                laguerre_gauss(&grid, lam, 0, 1, 6.0, z),
                laguerre_gauss(&grid, lam, 0, -1, 6.0, z),
                laguerre_gauss(&grid, lam, 1, 0, 6.0, z),
                laguerre_gauss(&grid, lam, 1, 2, 6.0, z),
                laguerre_gauss(&grid, lam, 2, -1, 6.0, z),
                hermite_gauss(&grid, lam, 0, 0, 6.0, z),
                hermite_gauss(&grid, lam, 1, 0, 6.0, z),
                hermite_gauss(&grid, lam, 2, 1, 6.0, z),
                hermite_gauss(&grid, lam, 3, 3, 6.0, z),
            ];
            stack(&modes, 0)
        },
        &[ty(F64, &[]), ty(F64, &[])],
    );
    let zr = PI * 36.0 / lam;
    let got = run(&m, &[scalar(lam), scalar(0.7 * zr)])[0].to_c128_vec();
    let px = n * n;
    let modes: Vec<&[Complex64]> = got.chunks(px).collect();
    let inner = |a: &[Complex64], b: &[Complex64]| -> Complex64 {
        a.iter()
            .zip(b)
            .map(|(x, y)| x.conj() * y)
            .sum::<Complex64>()
            * (d * d)
    };
    let mut worst: f64 = 0.0;
    // Within each family (LG: 0..6, HG: 6..10).
    for fam in [0..6, 6..10] {
        for i in fam.clone() {
            for j in fam.clone() {
                let want = if i == j { 1.0 } else { 0.0 };
                worst = worst.max((inner(modes[i], modes[j]) - want).norm());
            }
        }
    }
    assert!(worst <= 1e-9, "Gram matrix off the identity by {worst:e}");
}

/// `beam(z0)` propagated by Δz (exact ASM, padded) against `beam(z0 + Δz)`.
fn beam_propagation_error(beam: impl Fn(&Grid, &Tensor, &Tensor) -> Tensor) -> f64 {
    let n = 96;
    let grid = Grid::square(n, 1.0);
    let cfg = AsmConfig::new(1.0).with_pad(2);
    let (lam, w0) = (0.5, 6.0);
    let zr = PI * w0 * w0 / lam;
    let m = program(
        |a| {
            let (lam, z0, dz, z1) = (&a[0], &a[1], &a[2], &a[3]);
            let moved = propagate(&beam(&grid, lam, z0), dz, lam, &cfg);
            stack(&[moved, beam(&grid, lam, z1)], 0)
        },
        &vec![ty(F64, &[]); 4],
    );
    let (z0, dz) = (-0.5 * zr, zr);
    let got = run(&m, &[scalar(lam), scalar(z0), scalar(dz), scalar(z0 + dz)])[0].to_c128_vec();
    let (a, b) = got.split_at(n * n);
    rel_err(a, b)
}

#[test]
fn beams_propagate_into_themselves_with_their_gouy_phase() {
    let g = beam_propagation_error(|g, lam, z| gaussian_beam(g, lam, 6.0, z));
    let lg = beam_propagation_error(|g, lam, z| laguerre_gauss(g, lam, 1, 1, 6.0, z));
    let hg = beam_propagation_error(|g, lam, z| hermite_gauss(g, lam, 1, 2, 6.0, z));
    eprintln!("propagated vs evaluated: Gaussian {g:e}, LG11 {lg:e}, HG12 {hg:e}");
    for (name, e) in [("Gaussian", g), ("LG", lg), ("HG", hg)] {
        assert!(e <= 1e-2, "{name} beam off by {e:e}");
    }
}

#[test]
fn a_focused_circular_aperture_gives_the_airy_first_zero() {
    let n = 128;
    let grid = Grid::square(n, 1.0);
    let cfg = AsmConfig::new(1.0).with_pad(2);
    let (lam, a_radius, f) = (0.5, 20.0, 1000.0);
    let m = program(
        |a| {
            let lam = &a[0];
            let u = plane_wave(&grid, lam, 0.0, 0.0);
            let u = circular_aperture(&u, &grid, a_radius, 0.0, 0.0, Edge::Smooth);
            let u = thin_lens(&u, &grid, &a[1], lam);
            intensity(&u, &a[1], lam, &cfg)
        },
        &[ty(F64, &[]), ty(F64, &[])],
    );
    let img = reals(&run(&m, &[scalar(lam), scalar(f)])[0]);
    let row = &img[(n / 2) * n..(n / 2 + 1) * n];
    let c = n / 2;
    let peak = row[c];
    assert!(
        row.iter().all(|&v| v <= peak * (1.0 + 1e-9)),
        "the focus is not at the centre"
    );
    // First local minimum to the right of the centre, refined by a parabola through three
    // samples.
    let k = (c + 1..n - 1)
        .find(|&k| row[k] <= row[k - 1] && row[k] <= row[k + 1])
        .expect("a minimum");
    let (l, m0, r) = (row[k - 1], row[k], row[k + 1]);
    let off = 0.5 * (l - r) / (l - 2.0 * m0 + r);
    let x = (k - c) as f64 + off;
    let want = 1.22 * lam * f / (2.0 * a_radius);
    eprintln!(
        "Airy first zero at {x:.3} px, 1.22λf/D = {want:.3} px, I/I0 = {:e}",
        m0 / peak
    );
    assert!((x - want).abs() <= 0.3, "first zero at {x}, want {want}");
    assert!(
        m0 / peak <= 5e-3,
        "the first minimum is not dark: {}",
        m0 / peak
    );
}

fn polarised(ex: Complex64, ey: Complex64) -> Array {
    let shape = [1, 2, 1, 1, 2, 2];
    let mut v = vec![ex; 4];
    v.extend(vec![ey; 4]);
    c128s(&shape, v)
}

/// Runs a Jones element with angle argument on a field, returns `(Ex, Ey)` at one pixel.
fn jones_run(
    f: fn(&Tensor, &Tensor) -> Tensor,
    input: &Array,
    theta: f64,
) -> (Complex64, Complex64) {
    let m = program(|a| f(&a[0], &a[1]), &[input.ty(), ty(F64, &[])]);
    let out = run(&m, &[input.clone(), scalar(theta)])[0].to_c128_vec();
    (out[0], out[4])
}

#[test]
fn jones_elements_follow_malus_and_the_wave_plate_laws() {
    let x_pol = polarised(Complex64::new(1.0, 0.0), Complex64::new(0.0, 0.0));
    for theta in [0.0, 0.3, PI / 4.0, 1.2, 2.0] {
        // Malus: I = cos²θ for x-polarised light through a polariser at θ.
        let (ex, ey) = jones_run(|u, t| linear_polariser(u, t), &x_pol, theta);
        let i = ex.norm_sqr() + ey.norm_sqr();
        assert!(
            (i - theta.cos().powi(2)).abs() <= 1e-12,
            "Malus at θ = {theta}: {i}"
        );
        // Half-wave plate at θ: x-polarisation becomes linear at 2θ.
        let (ex, ey) = jones_run(|u, t| half_wave_plate(u, t), &x_pol, theta);
        let phase = if ex.norm() > ey.norm() {
            ex / ex.norm()
        } else {
            ey / ey.norm()
        };
        let (ex, ey) = (ex / phase, ey / phase);
        let want = (
            Complex64::new((2.0 * theta).cos(), 0.0),
            Complex64::new((2.0 * theta).sin(), 0.0),
        );
        let err = (ex - want.0).norm().min((ex + want.0).norm())
            + (ey - want.1).norm().min((ey + want.1).norm());
        assert!(err <= 1e-12, "HWP at θ = {theta}: ({ex}, {ey})");
        assert!(
            (ex.im.abs() + ey.im.abs()) <= 1e-12
                && (ex * ey).re * (2.0 * theta).sin() * (2.0 * theta).cos() >= -1e-12
        );
        // Rotator: linear at θ.
        let (ex, ey) = jones_run(|u, t| rotator(u, t), &x_pol, theta);
        assert!((ex - theta.cos()).norm() + (ey - theta.sin()).norm() <= 1e-12);
    }
    // Quarter-wave plate at 45°: x-polarisation becomes circular.
    let (ex, ey) = jones_run(|u, t| quarter_wave_plate(u, t), &x_pol, PI / 4.0);
    assert!(
        (ex.norm() - ey.norm()).abs() <= 1e-12,
        "|Ex| = {}, |Ey| = {}",
        ex.norm(),
        ey.norm()
    );
    let rel = (ey / ex).arg();
    assert!(
        (rel.abs() - PI / 2.0).abs() <= 1e-12,
        "phase difference {rel}"
    );
    // At 0° it leaves x-polarisation linear.
    let (ex, ey) = jones_run(|u, t| quarter_wave_plate(u, t), &x_pol, 0.0);
    assert!(ey.norm() <= 1e-12 && (ex.norm() - 1.0).abs() <= 1e-12);
    // A general retarder of δ = π is the half-wave plate.
    let m = program(|a| retarder(&a[0], PI, &a[1]), &[x_pol.ty(), ty(F64, &[])]);
    let r = run(&m, &[x_pol.clone(), scalar(0.4)])[0].to_c128_vec();
    let (hx, hy) = jones_run(|u, t| half_wave_plate(u, t), &x_pol, 0.4);
    assert!((r[0] - hx).norm() + (r[4] - hy).norm() <= 1e-12);
}

#[test]
fn jones_applies_a_general_matrix() {
    let mut rng = Rng(0x10_2E5);
    let field = rng.complex(&[2, 2, 3, 1, 4, 5]);
    let mat = rng.complex(&[2, 2]);
    let m = program(|a| jones(&a[0], &a[1]), &[field.ty(), mat.ty()]);
    let got = run(&m, &[field.clone(), mat.clone()])[0].to_c128_vec();
    let (u, j) = (field.to_c128_vec(), mat.to_c128_vec());
    let per = 3 * 4 * 5;
    let mut want = vec![Complex64::new(0.0, 0.0); u.len()];
    for b in 0..2 {
        for i in 0..per {
            let ex = u[b * 2 * per + i];
            let ey = u[b * 2 * per + per + i];
            want[b * 2 * per + i] = j[0] * ex + j[1] * ey;
            want[b * 2 * per + per + i] = j[2] * ex + j[3] * ey;
        }
    }
    assert!(rel_err(&got, &want) <= 1e-14);
}

#[test]
fn a_uniform_slab_gives_the_closed_form_phase_and_attenuation() {
    let (n, slices) = (16, 4);
    let grid = Grid::square(n, 1.0);
    let cfg = AsmConfig::new(1.0);
    let (dn, kappa, dz) = (0.05, 0.002, 2.0);
    let lams = [0.5, 0.7];
    let m = program(
        |a| thick_sample(&a[0], &grid, &a[1], &a[2], &a[3], &a[4], &cfg),
        &[
            ty(C128, &[1, 1, 1, 1, n, n]),
            ty(F64, &[slices, n, n]),
            ty(F64, &[slices, n, n]),
            ty(F64, &[]),
            ty(F64, &[2]),
        ],
    );
    let got = run(
        &m,
        &[
            ones_field(&[1, 1, 1, 1, n, n]),
            f64s(&[slices, n, n], &vec![dn; slices * n * n]),
            f64s(&[slices, n, n], &vec![kappa; slices * n * n]),
            scalar(dz),
            f64s(&[2], &lams),
        ],
    )[0]
    .to_c128_vec();
    assert_eq!(got.len(), 2 * n * n);
    // Every slice is dz thick: the transfer function (its k_z a square root) is computed
    // once, before the slice loop, not in its body.
    let text = fresnel_ir::print::print_module(&m);
    let (loop_at, sqrt_at) = (text.find("stablehlo.while"), text.rfind("stablehlo.sqrt"));
    assert!(
        matches!((loop_at, sqrt_at), (Some(l), Some(q)) if q < l),
        "the transfer function is computed inside the slice loop:\n{text}"
    );
    let thick = slices as f64 * dz;
    for (l, lam) in lams.iter().enumerate() {
        let k = 2.0 * PI / lam;
        let want = Complex64::from_polar((-k * kappa * thick).exp(), k * (1.0 + dn) * thick);
        let err = got[l * n * n..(l + 1) * n * n]
            .iter()
            .map(|z| (z - want).norm())
            .fold(0.0, f64::max);
        assert!(err <= 1e-12, "λ = {lam}: off by {err:e} (want {want})");
    }
}

#[test]
fn gratings_axicons_microlenses_and_apertures_follow_their_closed_forms() {
    let n = 32;
    let grid = Grid::square(n, 1.0);
    let shape = [1, 1, 1, 1, n, n];
    let field = ty(C128, &shape);
    let eval = |f: &dyn Fn(&Tensor, &Tensor) -> Tensor| {
        let m = program(|a| f(&a[0], &a[1]), &[field.clone(), ty(F64, &[])]);
        run(&m, &[ones_field(&shape), scalar(0.5)])[0].to_c128_vec()
    };
    let x = |i: usize| i as f64 - (n / 2) as f64;
    // A blazed grating of depth 2π is the tilted plane wave exp(2πix/period).
    let u = eval(&|u, _| grating(u, &grid, Grating::Blazed, 8.0, 2.0 * PI, 0.0));
    let err = (0..n * n)
        .map(|p| (u[p] - Complex64::from_polar(1.0, 2.0 * PI * x(p % n) / 8.0)).norm())
        .fold(0.0, f64::max);
    assert!(err <= 1e-12, "blazed grating off by {err:e}");
    // A binary π grating of duty 1/2 has no zeroth order (over whole periods).
    let u = eval(&|u, _| grating(u, &grid, Grating::Binary { duty: 0.5 }, 8.0, PI, 0.3));
    let u0 = eval(&|u, _| grating(u, &grid, Grating::Binary { duty: 0.5 }, 8.0, PI, 0.0));
    let mean: Complex64 = u0.iter().sum::<Complex64>() / (n * n) as f64;
    assert!(mean.norm() <= 1e-12, "binary grating order 0: {mean}");
    assert!(
        u.iter().all(|z| (z.norm() - 1.0).abs() <= 1e-12),
        "phase only"
    );
    // A sinusoidal phase grating exp(iφ(1 + cos 2πu)/2) has order 0 e^{iφ/2}·J0(φ/2);
    // φ = 2, J0(1) = 0.76519768655796655 (aliasing on 8 samples a period: 2·J8(1) ≈ 2e-7).
    let u = eval(&|u, _| grating(u, &grid, Grating::Sinusoidal, 8.0, 2.0, 0.0));
    let mean: Complex64 = u.iter().sum::<Complex64>() / (n * n) as f64;
    let want = Complex64::from_polar(0.765_197_686_557_966_6, 1.0);
    assert!(
        (mean - want).norm() <= 1e-6,
        "sinusoidal order 0 {mean}, want {want}"
    );
    // Axicon: phase −k·sin β·ρ.
    let u = eval(&|u, lam| axicon(u, &grid, 0.05, lam));
    let k = 2.0 * PI / 0.5;
    let err = (0..n * n)
        .map(|p| {
            let rho = x(p % n).hypot(x(p / n));
            (u[p] - Complex64::from_polar(1.0, -k * 0.05f64.sin() * rho)).norm()
        })
        .fold(0.0, f64::max);
    assert!(err <= 1e-12, "axicon off by {err:e}");
    // Microlens array: periodic with the pitch, the thin lens in the central cell.
    let u = eval(&|u, lam| microlens_array(u, &grid, 8.0, 40.0, lam));
    let lens = eval(&|u, lam| thin_lens(u, &grid, 40.0, lam));
    for j in 0..n {
        for i in 0..n - 8 {
            assert!(
                (u[j * n + i] - u[j * n + i + 8]).norm() <= 1e-12,
                "not periodic"
            );
        }
    }
    for j in 13..=19 {
        for i in 13..=19 {
            assert!(
                (u[j * n + i] - lens[j * n + i]).norm() <= 1e-12,
                "central lenslet"
            );
        }
    }
    // Smooth rectangle: exact area coverage, Σt = wx·wy; smooth disc and annulus ≈ π r².
    let area = |u: &[Complex64]| u.iter().map(|z| z.re).sum::<f64>();
    let rect = eval(&|u, _| rectangular_aperture(u, &grid, 7.3, 4.6, 0.25, -0.4, Edge::Smooth));
    assert!(
        (area(&rect) - 7.3 * 4.6).abs() <= 1e-12,
        "rectangle area {}",
        area(&rect)
    );
    let disc = eval(&|u, _| circular_aperture(u, &grid, 9.3, 0.4, -0.2, Edge::Smooth));
    let d = area(&disc) / (PI * 9.3 * 9.3) - 1.0;
    let ring = eval(&|u, _| annular_aperture(u, &grid, 4.1, 11.2, 0.0, 0.0, Edge::Smooth));
    let r = area(&ring) / (PI * (11.2f64.powi(2) - 4.1f64.powi(2))) - 1.0;
    eprintln!("smooth disc area off by {d:e}, annulus {r:e}");
    assert!(
        d.abs() <= 2e-3 && r.abs() <= 2e-3,
        "disc {d:e}, annulus {r:e}"
    );
    // Amplitude SLM: clipped and quantised to k/(L−1).
    let m = program(
        |a| amplitude_slm(&a[0], &grid, &a[1], Some(5)),
        &[field.clone(), ty(F64, &[n, n])],
    );
    let amp: Vec<f64> = (0..n * n).map(|p| (p as f64) / 700.0 - 0.2).collect();
    let u = run(&m, &[ones_field(&shape), f64s(&[n, n], &amp)])[0].to_c128_vec();
    for (z, a) in u.iter().zip(&amp) {
        let want = (a.clamp(0.0, 1.0) * 4.0).round() / 4.0;
        assert!(
            (z.re - want).abs() <= 1e-12 && z.im == 0.0,
            "{a} -> {z}, want {want}"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Detection.

#[test]
fn spectral_weights_and_incoherent_sums() {
    let mut rng = Rng(0xDE7EC7);
    let field = rng.complex(&[2, 2, 3, 1, 4, 4]);
    let w = f64s(&[3], &[0.2, 1.0, 0.5]);
    let m = program(|a| spectral_intensity(&a[0], &a[1]), &[field.ty(), w.ty()]);
    let got = run(&m, &[field.clone(), w.clone()]);
    assert_eq!(got[0].shape, vec![2, 1, 1, 1, 4, 4]);
    let (u, wv) = (field.to_c128_vec(), reals(&w));
    let got = reals(&got[0]);
    for b in 0..2 {
        for px in 0..16 {
            let mut want = 0.0;
            for p in 0..2 {
                for (l, wl) in wv.iter().enumerate() {
                    want += wl * u[((b * 2 + p) * 3 + l) * 16 + px].norm_sqr();
                }
            }
            assert!((got[b * 16 + px] - want).abs() <= 1e-12 * want.max(1.0));
        }
    }
    let m = program(
        |a| incoherent_sum(&a[0], &a[1]),
        &[field.ty(), ty(F64, &[2])],
    );
    let got = reals(&run(&m, &[field.clone(), f64s(&[2], &[0.25, 0.75])])[0]);
    let per = 2 * 3 * 16;
    for i in 0..per {
        let want = 0.25 * u[i].norm_sqr() + 0.75 * u[per + i].norm_sqr();
        assert!((got[i] - want).abs() <= 1e-12);
    }
    // An extended source: K tilted unit plane waves add to a uniform intensity.
    let grid = Grid::square(8, 1.0);
    let m = program(
        |a| {
            let waves = tilted_plane_waves(&grid, &a[0], &a[1], &a[2]);
            stack(&[waves.real(), waves.imag()], 0)
        },
        &[ty(F64, &[]), ty(F64, &[3]), ty(F64, &[3])],
    );
    let tx = [0.0, 0.01, -0.02];
    let ty_ = [0.0, 0.02, 0.005];
    let out = reals(&run(&m, &[scalar(0.5), f64s(&[3], &tx), f64s(&[3], &ty_)])[0]);
    let k = 2.0 * PI / 0.5;
    for kk in 0..3 {
        for (j, i) in [(0, 0), (3, 5), (7, 2)] {
            let (y, x) = (j as f64 - 4.0, i as f64 - 4.0);
            let phase = k * (x * tx[kk].sin() + y * ty_[kk].sin());
            let at = kk * 64 + j * 8 + i;
            assert!(
                (out[at] - phase.cos()).abs() + (out[3 * 64 + at] - phase.sin()).abs() <= 1e-12
            );
        }
    }
}

#[test]
fn gaussian_schell_modes_sum_to_the_model_cross_spectral_density() {
    // σ_I = 2, ξ = 1.3 on a 0.25-pitch grid; 20 modes per axis leave q^20 ≈ 3·10⁻⁶.
    let (n, d) = (48, 0.25);
    let grid = Grid::square(n, d);
    let (sigma, xi) = (2.0, 1.3);
    let m = trace(
        |a: &[Tensor]| {
            let (modes, w) = gaussian_schell_modes(&grid, &a[0], &a[1], &a[2], 20, 0.0);
            vec![modes, w]
        },
        &[ty(F64, &[]), ty(F64, &[]), ty(F64, &[])],
    )
    .expect("trace")
    .module;
    let out = run(&m, &[scalar(0.5), scalar(sigma), scalar(xi)]);
    assert_eq!(out[0].shape, vec![400, 1, 1, 1, n, n]);
    let (u, w) = (out[0].to_c128_vec(), reals(&out[1]));
    let px = n * n;
    let centre = (n / 2) * n + n / 2;
    let mut worst: f64 = 0.0;
    for j in 0..n {
        for i in 0..n {
            let at = j * n + i;
            let (x, y) = (
                (i as f64 - (n / 2) as f64) * d,
                (j as f64 - (n / 2) as f64) * d,
            );
            // W(0, r) = exp(−r²/(4σ²))·exp(−r²/(2ξ²)) and W(r, r) = exp(−r²/(2σ²)).
            let r2 = x * x + y * y;
            let cross: Complex64 = (0..400)
                .map(|k| w[k] * u[k * px + centre].conj() * u[k * px + at])
                .sum();
            let intensity: f64 = (0..400).map(|k| w[k] * u[k * px + at].norm_sqr()).sum();
            let want_cross = (-r2 / (4.0 * sigma * sigma) - r2 / (2.0 * xi * xi)).exp();
            let want_i = (-r2 / (2.0 * sigma * sigma)).exp();
            worst = worst
                .max((cross - want_cross).norm())
                .max((intensity - want_i).abs());
        }
    }
    eprintln!("Gaussian Schell model from 400 modes: max error {worst:e}");
    assert!(worst <= 1e-5, "cross-spectral density off by {worst:e}");
}

#[test]
fn binning_conserves_energy_and_sums_blocks() {
    let mut rng = Rng(0xB1);
    let img = rng.reals(&[2, 6, 9]);
    let m = program(|a| bin_pixels(&a[0], 3), &[img.ty()]);
    let got = run(&m, std::slice::from_ref(&img));
    assert_eq!(got[0].shape, vec![2, 2, 3]);
    let (g, v) = (reals(&got[0]), reals(&img));
    assert!((g.iter().sum::<f64>() - v.iter().sum::<f64>()).abs() <= 1e-12);
    for b in 0..2 {
        for by in 0..2 {
            for bx in 0..3 {
                let mut s = 0.0;
                for y in 0..3 {
                    for x in 0..3 {
                        s += v[b * 54 + (by * 3 + y) * 9 + bx * 3 + x];
                    }
                }
                assert!((g[b * 6 + by * 3 + bx] - s).abs() <= 1e-12);
            }
        }
    }
    // Pixel energy: I·dy·dx summed over the blocks.
    let grid = Grid::new(6, 9, 0.5, 0.25);
    let m = program(|a| pixel_energy(&a[0], &grid, 3), &[img.ty()]);
    let e = reals(&run(&m, std::slice::from_ref(&img))[0]);
    assert!((e[4] - g[4] * 0.125).abs() <= 1e-12);
}

fn state(key: u64) -> Array {
    Array::new(vec![2], Data::U64(vec![key, 0])).expect("two words")
}

fn mean_var(v: &[f64]) -> (f64, f64) {
    let n = v.len() as f64;
    let mean = v.iter().sum::<f64>() / n;
    let var = v.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0);
    (mean, var)
}

#[test]
fn shot_and_read_noise_have_the_right_statistics() {
    let n = 40_000;
    let photons = f64s(&[200, 200], &vec![100.0; n]);
    let m = trace(
        |a: &[Tensor]| {
            let (counts, s1) = shot_noise(&a[0], &a[1]);
            let (noisy, s2) = read_noise(&a[0].zeros_like(), 3.0, &s1);
            vec![counts, noisy, s2]
        },
        &[photons.ty(), ty(DType::U64, &[2])],
    )
    .expect("trace")
    .module;
    let out = run(&m, &[photons.clone(), state(42)]);
    let (mean, var) = mean_var(&reals(&out[0]));
    eprintln!("shot noise at 100 photons: mean {mean}, variance {var}");
    // 4σ bounds: the mean's standard error is 10/200; the variance's relative one sqrt(2/n).
    assert!((mean - 100.0).abs() <= 4.0 * 0.05, "mean {mean}");
    assert!(
        (var / 100.0 - 1.0).abs() <= 4.0 * (2.0 / n as f64).sqrt(),
        "variance {var}"
    );
    let (mean, var) = mean_var(&reals(&out[1]));
    eprintln!("read noise σ = 3: mean {mean}, variance {var}");
    assert!(mean.abs() <= 4.0 * 3.0 / 200.0, "mean {mean}");
    assert!(
        (var / 9.0 - 1.0).abs() <= 4.0 * (2.0 / n as f64).sqrt(),
        "variance {var}"
    );
    // The shot and read draws are independent (the state moved on): correlation ≈ 0.
    let (a, b) = (reals(&out[0]), reals(&out[1]));
    let corr =
        a.iter().zip(&b).map(|(x, y)| (x - 100.0) * y).sum::<f64>() / (n as f64 * 10.0 * 3.0);
    assert!(corr.abs() <= 4.0 / (n as f64).sqrt(), "correlation {corr}");
    // Deterministic in the key; another key gives other noise.
    let again = run(&m, &[photons.clone(), state(42)]);
    assert_eq!(reals(&again[0]), reals(&out[0]));
    let other = run(&m, &[photons, state(43)]);
    assert_ne!(reals(&other[0]), reals(&out[0]));
}

#[test]
fn shot_noise_at_small_means_is_exactly_poisson() {
    let n = 40_000;
    let mu = 3.0;
    let photons = f64s(&[200, 200], &vec![mu; n]);
    let m = trace(
        |a: &[Tensor]| shot_noise(&a[0], &a[1]).0.sum_all(),
        &[photons.ty(), ty(DType::U64, &[2])],
    )
    .expect("trace")
    .module;
    let counts_prog = trace(
        |a: &[Tensor]| shot_noise(&a[0], &a[1]).0,
        &[photons.ty(), ty(DType::U64, &[2])],
    )
    .expect("trace")
    .module;
    let counts = reals(&run(&counts_prog, &[photons.clone(), state(5)])[0]);
    assert!(
        counts.iter().all(|c| c.fract() == 0.0 && *c >= 0.0),
        "counts are integers"
    );
    let (mean, var) = mean_var(&counts);
    let p0 = counts.iter().filter(|&&c| c == 0.0).count() as f64 / n as f64;
    let p5 = counts.iter().filter(|&&c| c == 5.0).count() as f64 / n as f64;
    eprintln!("Poisson(3): mean {mean}, variance {var}, P(0) {p0}, P(5) {p5}");
    let nf = n as f64;
    assert!((mean - mu).abs() <= 4.0 * (mu / nf).sqrt(), "mean {mean}");
    // Var(s²) = (μ + 2μ²)/n for Poisson.
    assert!(
        (var - mu).abs() <= 4.0 * ((mu + 2.0 * mu * mu) / nf).sqrt(),
        "variance {var}"
    );
    for (k, got) in [(0, p0), (5, p5)] {
        let want = (-mu).exp() * mu.powi(k) / (1..=k).product::<i32>() as f64;
        assert!(
            (got - want).abs() <= 4.0 * (want * (1.0 - want) / nf).sqrt(),
            "P({k}) = {got}, want {want}"
        );
    }
    // The straight-through gradient: d(Σ counts)/dN = 1 per pixel.
    let g = run(&value_and_grad(&m, &[0]).expect("AD"), &[photons, state(5)]);
    assert!(reals(&g[1]).iter().all(|&x| x == 1.0));
}

// ---------------------------------------------------------------------------------------------
// Gradients against central differences (f64).

#[test]
fn gradients_of_an_imaging_chain_match_finite_differences() {
    // plane wave → smooth aperture (radius, centre) → lens (f) → Zernike phase (c) →
    // ASM by z at λ → Σ target·I.
    let n = 24;
    let grid = Grid::square(n, 1.0);
    let cfg = AsmConfig::new(1.0).with_pad(2);
    let mut rng = Rng(0x6AD);
    let target = rng.reals(&[n, n]);
    let m = program(
        |a| {
            let (radius, cx, f, c, lam, tgt) = (&a[0], &a[1], &a[2], &a[3], &a[4], &a[5]);
            let u = plane_wave(&grid, lam, 0.01, -0.02);
            let u = circular_aperture(&u, &grid, radius, cx, 0.5, Edge::Smooth);
            let u = thin_lens(&u, &grid, f, lam);
            let u = zernike_phase(&u, &grid, c, 9.0, lam);
            (intensity(&u, &(f * 0.5), lam, &cfg) * tgt).sum_all()
        },
        &[
            ty(F64, &[]),
            ty(F64, &[]),
            ty(F64, &[]),
            ty(F64, &[5]),
            ty(F64, &[]),
            ty(F64, &[n, n]),
        ],
    );
    let inputs = [
        scalar(7.3),
        scalar(0.4),
        scalar(150.0),
        f64s(&[5], &[0.0, 0.05, -0.03, 0.08, 0.02]),
        scalar(0.6),
        target,
    ];
    check_grad(&m, &inputs, &[0, 1, 2, 3, 4], 1e-6, 1e-5);
}

#[test]
fn gradients_of_sources_match_finite_differences() {
    let n = 16;
    let grid = Grid::square(n, 1.0);
    let mut rng = Rng(0x50);
    let probe = rng.complex(&[1, 1, 2, 1, n, n]);
    // Re Σ conj(probe)·u for LG (w0, z, λ), point source (z, x0, y0), Bessel (θ, z).
    let m = program(
        |a| {
            let (w0, z, lam, zp, x0, y0, th) = (&a[0], &a[1], &a[2], &a[3], &a[4], &a[5], &a[6]);
            let u = laguerre_gauss(&grid, lam, 1, -1, w0, z)
                + point_source(&grid, lam, zp, x0, y0) * 20.0
                + bessel_beam(&grid, lam, th, z)
                + gaussian_beam(&grid, lam, w0, z)
                + hermite_gauss(&grid, lam, 1, 1, w0, z);
            (u * a[7].conj()).real().sum_all()
        },
        &[
            ty(F64, &[]),
            ty(F64, &[]),
            ty(F64, &[2]),
            ty(F64, &[]),
            ty(F64, &[]),
            ty(F64, &[]),
            ty(F64, &[]),
            probe.ty(),
        ],
    );
    let inputs = [
        scalar(3.0),
        scalar(20.0),
        f64s(&[2], &[0.5, 0.65]),
        scalar(40.0),
        scalar(0.7),
        scalar(-1.2),
        scalar(0.2),
        probe,
    ];
    check_grad(&m, &inputs, &[0, 1, 2, 3, 4, 5, 6], 1e-6, 1e-5);
}

#[test]
fn gradients_of_gaussian_schell_modes_match_finite_differences() {
    // Σ target·incoherent_sum(modes, weights) w.r.t. σ_I, ξ, z and λ.
    let n = 12;
    let grid = Grid::square(n, 1.0);
    let mut rng = Rng(0x65);
    let target = rng.reals(&[n, n]);
    let m = program(
        |a| {
            let (modes, w) = gaussian_schell_modes(&grid, &a[3], &a[0], &a[1], 3, &a[2]);
            (incoherent_sum(&modes, &w) * &a[4]).sum_all()
        },
        &[
            ty(F64, &[]),
            ty(F64, &[]),
            ty(F64, &[]),
            ty(F64, &[]),
            target.ty(),
        ],
    );
    let inputs = [scalar(2.5), scalar(1.7), scalar(15.0), scalar(0.6), target];
    check_grad(&m, &inputs, &[0, 1, 2, 3], 1e-6, 1e-5);
}

#[test]
fn gradients_of_polarisation_and_thick_samples_match_finite_differences() {
    let n = 8;
    let grid = Grid::square(n, 1.0);
    let cfg = AsmConfig::new(1.0);
    let mut rng = Rng(0x7A1);
    let field = rng.complex(&[1, 2, 1, 1, n, n]);
    let dn = rng.reals(&[3, n, n]);
    let m = program(
        |a| {
            let (theta, delta, dz, lam, kappa) = (&a[0], &a[1], &a[2], &a[3], &a[4]);
            let u = retarder(&a[5], delta, theta);
            let u = linear_polariser(&u, &(theta * 0.5));
            let dn = &a[6] * 0.05;
            let kap = &dn * 0.0 + kappa;
            let u = thick_sample(&u, &grid, &dn, &kap, dz, lam, &cfg);
            (u.abs2() * u.real()).sum_all()
        },
        &[
            ty(F64, &[]),
            ty(F64, &[]),
            ty(F64, &[]),
            ty(F64, &[]),
            ty(F64, &[]),
            field.ty(),
            dn.ty(),
        ],
    );
    let inputs = [
        scalar(0.3),
        scalar(1.1),
        scalar(1.5),
        scalar(0.55),
        scalar(0.01),
        field,
        dn,
    ];
    check_grad(&m, &inputs, &[0, 1, 2, 3, 4], 1e-6, 1e-5);
}

#[test]
fn slm_quantisation_has_the_straight_through_gradient() {
    let n = 6;
    let grid = Grid::square(n, 1.0);
    let mut rng = Rng(0x51A);
    let field = rng.complex(&[1, 1, 1, 1, n, n]);
    let probe = rng.complex(&[1, 1, 1, 1, n, n]);
    let phase = f64s(
        &[n, n],
        &(0..n * n)
            .map(|i| 0.37 * i as f64 - 3.0)
            .collect::<Vec<_>>(),
    );
    let loss = |levels: Option<usize>| {
        program(
            move |a| {
                let u = phase_slm(&a[0], &grid, &a[1], levels);
                (u * a[2].conj()).real().sum_all()
            },
            &[field.ty(), phase.ty(), probe.ty()],
        )
    };
    let (quantised, plain) = (loss(Some(8)), loss(None));
    // The value: the phase wrapped and rounded to multiples of 2π/8.
    let step = 2.0 * PI / 8.0;
    let q: Vec<f64> = reals(&phase)
        .iter()
        .map(|p| (p.rem_euclid(2.0 * PI) / step).round() * step)
        .collect();
    let qa = f64s(&[n, n], &q);
    let vq = run(&quantised, &[field.clone(), phase.clone(), probe.clone()]);
    let vp = run(&plain, &[field.clone(), qa.clone(), probe.clone()]);
    assert!((reals(&vq[0])[0] - reals(&vp[0])[0]).abs() <= 1e-10);
    // The gradient: that of the unquantised mask at the quantised phase.
    let gq = run(
        &value_and_grad(&quantised, &[1]).expect("AD"),
        &[field.clone(), phase, probe.clone()],
    );
    let gp = run(
        &value_and_grad(&plain, &[1]).expect("AD"),
        &[field, qa, probe],
    );
    let (a, b) = (reals(&gq[1]), reals(&gp[1]));
    assert!(a.iter().any(|x| x.abs() > 1e-3), "the gradient vanished");
    let err = a
        .iter()
        .zip(&b)
        .map(|(x, y)| (x - y).abs())
        .fold(0.0, f64::max);
    assert!(err <= 1e-10, "straight-through gradient off by {err:e}");
}

#[test]
fn stop_gradient_and_rng_bit_generator_builders() {
    let m = program(
        |a| &a[0] * &a[0] + (&a[0] * &a[0]).stop_gradient() * 3.0,
        &[ty(F64, &[])],
    );
    let g = run(&value_and_grad(&m, &[0]).expect("AD"), &[scalar(1.5)]);
    assert_eq!(reals(&g[0])[0], 1.5 * 1.5 * 4.0);
    assert_eq!(
        reals(&g[1])[0],
        3.0,
        "d/dx of x² + stop_gradient(3x²) is 2x"
    );
    let m = program(
        |a| {
            let z = fresnel::trace::complex(&a[0], &a[0] * 2.0);
            (z.stop_gradient() * &a[0]).real()
        },
        &[ty(F64, &[])],
    );
    let g = run(&value_and_grad(&m, &[0]).expect("AD"), &[scalar(2.0)]);
    assert_eq!(reals(&g[1])[0], 2.0, "complex stop_gradient");
    let m = trace(
        |a: &[Tensor]| {
            let (s1, b1) = rng_bit_generator(&a[0], RngAlgorithm::ThreeFry, &[5], DType::U32);
            let (s2, b2) = rng_bit_generator(&s1, RngAlgorithm::ThreeFry, &[5], DType::U32);
            vec![s2, b1, b2]
        },
        &[ty(DType::U64, &[2])],
    )
    .expect("trace")
    .module;
    let out = run(&m, &[state(7)]);
    assert_ne!(
        out[1].data.to_le_bytes(),
        out[2].data.to_le_bytes(),
        "fresh bits"
    );
    assert_ne!(
        out[0].data.to_le_bytes(),
        state(7).data.to_le_bytes(),
        "the state moved"
    );
    // A bad state is a trace error at the caller.
    let err = trace(
        |a: &[Tensor]| rng_bit_generator(&a[0], RngAlgorithm::ThreeFry, &[5], DType::U32).1,
        &[ty(DType::F32, &[2])],
    )
    .expect_err("f32 state");
    assert!(
        err.location.file().ends_with("optics_elements.rs"),
        "{}",
        err.location
    );
}

#[test]
fn f32_wavelengths_give_c64_fields_that_agree_with_f64() {
    let grid = Grid::square(16, 1.0);
    let cfg = AsmConfig::new(1.0);
    let chain = |a: &[Tensor]| {
        let lam = &a[0];
        let u = laguerre_gauss(&grid, lam, 1, 1, 3.0, 5.0) + bessel_beam(&grid, lam, 0.1, 0.0);
        let u = thin_lens(&u, &grid, 80.0, lam);
        let u = circular_aperture(&u, &grid, 6.0, 0.0, 0.0, Edge::Smooth);
        let slab = &a[1];
        thick_sample(&u, &grid, slab, slab, &a[2], lam, &cfg)
    };
    let lams = [0.5, 0.6, 0.7];
    let mut outs = Vec::new();
    for d in [DType::F32, F64] {
        let m = program(chain, &[ty(d, &[3]), ty(d, &[2, 16, 16]), ty(d, &[])]);
        let f = m.funcs[0].result_types[0].clone();
        assert_eq!(
            f,
            ty(d.complex_of().expect("complex"), &[1, 1, 3, 1, 16, 16])
        );
        let cast = |a: Array| {
            if d == F64 {
                a
            } else {
                Array::new(
                    a.shape.clone(),
                    Data::F32(reals(&a).iter().map(|&x| x as f32).collect()),
                )
                .expect("f32")
            }
        };
        let slab = f64s(&[2, 16, 16], &vec![0.01; 512]);
        let out = run(
            &m,
            &[cast(f64s(&[3], &lams)), cast(slab), cast(scalar(1.0))],
        );
        outs.push(out[0].to_c128_vec());
    }
    let err = rel_err(&outs[0], &outs[1]);
    eprintln!("f32 against f64 chain: {err:e}");
    assert!(err <= 1e-4, "f32 chain off by {err:e}");
}

// ---------------------------------------------------------------------------------------------
// Errors.

#[test]
fn bad_arguments_are_trace_errors_at_the_caller() {
    let grid = Grid::square(8, 1.0);
    type Case = (TensorType, Box<dyn Fn(&Tensor) -> Tensor>, &'static str);
    let cases: Vec<Case> = vec![
        (
            ty(DType::I32, &[]),
            Box::new(move |l: &Tensor| gaussian_beam(&grid, l, 1.0, 0.0)),
            "wavelengths",
        ),
        (
            ty(F64, &[2, 2]),
            Box::new(move |l: &Tensor| plane_wave(&grid, l, 0.0, 0.0)),
            "wavelengths",
        ),
        (
            ty(C128, &[1, 1, 1, 1, 4, 4]),
            Box::new(move |u: &Tensor| thin_lens(u, &grid, 1.0, &u.real().sum_all())),
            "grid",
        ),
        (
            ty(C128, &[1, 1, 1, 1, 8, 8]),
            Box::new(move |u: &Tensor| circular_aperture(u, &grid, f64::NAN, 0.0, 0.0, Edge::Hard)),
            "finite",
        ),
        (
            ty(C128, &[1, 1, 1, 1, 8, 8]),
            Box::new(move |u: &Tensor| linear_polariser(u, 0.3)),
            "polarisation",
        ),
        (
            ty(C128, &[1, 1, 1, 1, 8, 8]),
            Box::new(move |u: &Tensor| {
                grating(u, &grid, Grating::Binary { duty: 2.0 }, 4.0, PI, 0.0)
            }),
            "duty",
        ),
        (
            ty(F64, &[3, 7]),
            Box::new(|u: &Tensor| bin_pixels(u, 2)),
            "multiples",
        ),
        (
            ty(F64, &[]),
            Box::new(move |l: &Tensor| laguerre_gauss(&grid, l, 0, 1, l.reshape(&[1]), 0.0)),
            "w0",
        ),
    ];
    for (t, f, words) in cases {
        let err = trace(|a: &[Tensor]| f(&a[0]), &[t]).expect_err(words);
        assert!(err.message.contains(words), "{err}");
        assert!(
            err.location.file().ends_with("optics_elements.rs"),
            "{err} at {}",
            err.location
        );
    }
    let err = trace_with(
        |ctx, _: &[Tensor]| zernike_basis(ctx, &grid, &[0, 1], 3.0, F64),
        &[],
    )
    .expect_err("j = 0");
    assert!(err.message.contains("Noll"), "{err}");
}
