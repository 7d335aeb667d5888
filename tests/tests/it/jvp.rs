//! Forward mode (`fresnel::ad::jvp`, `hvp`): on every program we have ground truth for —
//! the JAX reference cases (`tests/data/refs`), the JAX op programs (`jax_ops`, `jax_misc`,
//! `jax_loops`) and the random programs of `fresnel_tests::random` — each jvp, widened to
//! float64, is checked against central finite differences along a random direction, against
//! reverse mode through the adjoint identity ⟨v, J u⟩ = ⟨Jᵀ v, u⟩ (real inner products),
//! and on the CPU backend against the interpreter; Hessian-vector products against finite
//! differences of the gradient. Each test prints the worst error it measured.

use crate::common::harness;

use fresnel_ir::parse::parse_module;
use fresnel_ir::{Array, Module};
use fresnel_runtime::npy::read_npy;
use harness::{check, inexact_args, inner, rel, run, widen, widen_array, Measured, Rng};
use std::path::{Path, PathBuf};

/// Bounds on what `check` measures (float64 throughout).
const FD_TOL: f64 = 1e-6;
const ADJOINT_TOL: f64 = 1e-10;
const CPU_TOL: f64 = 1e-9;

fn load_program(dir: &Path) -> Module {
    let path = dir.join("fwd.mlir");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    parse_module(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// `in0.npy`, `in1.npy`, … of a case folder.
fn load_inputs(dir: &Path) -> Vec<Array> {
    (0..)
        .map(|k| dir.join(format!("in{k}.npy")))
        .take_while(|p| p.exists())
        .map(|p| read_npy(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display())))
        .collect()
}

fn case_dirs(suite: &str) -> Vec<PathBuf> {
    let root = fresnel_tests::data_dir().join(suite);
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(&root)
        .unwrap_or_else(|e| panic!("{}: {e}", root.display()))
        .map(|e| e.expect("readable entry").path())
        .filter(|p| p.join("fwd.mlir").exists())
        .collect();
    dirs.sort();
    dirs
}

/// Worst figures over a suite, and the failures.
#[derive(Default)]
struct Tally {
    checked: usize,
    fd_checked: usize,
    worst: Measured,
    worst_fd: f64,
    failures: Vec<String>,
}

impl Tally {
    fn add(&mut self, name: &str, got: Result<Measured, String>) {
        self.add_within(name, got, ADJOINT_TOL)
    }

    fn add_within(&mut self, name: &str, got: Result<Measured, String>, adjoint_tol: f64) {
        match got {
            Err(e) => self.failures.push(format!("{name}: {e}")),
            Ok(m) => {
                self.checked += 1;
                let mut bad = Vec::new();
                if let Some(fd) = m.fd {
                    self.fd_checked += 1;
                    self.worst_fd = self.worst_fd.max(fd);
                    if fd > FD_TOL {
                        bad.push(format!("finite differences {fd:.2e}"));
                    }
                }
                self.worst.adjoint = self.worst.adjoint.max(m.adjoint);
                self.worst.cpu = self.worst.cpu.max(m.cpu);
                if m.adjoint > adjoint_tol {
                    bad.push(format!("adjoint identity {:.2e}", m.adjoint));
                }
                if m.cpu > CPU_TOL {
                    bad.push(format!("CPU vs interpreter {:.2e}", m.cpu));
                }
                if !bad.is_empty() {
                    self.failures.push(format!("{name}: {}", bad.join(", ")));
                }
            }
        }
    }

    fn report(&self, suite: &str) {
        println!(
            "{suite}: {} programs (finite differences on {}): worst FD {:.2e}, adjoint {:.2e}, \
             CPU {:.2e}",
            self.checked, self.fd_checked, self.worst_fd, self.worst.adjoint, self.worst.cpu
        );
        assert!(
            self.failures.is_empty(),
            "{suite}:\n{}",
            self.failures.join("\n")
        );
    }
}

/// A case folder's program and inputs, widened to float64.
fn widened_case(dir: &Path) -> Result<(Module, Vec<Array>), String> {
    let m = widen(&load_program(dir))?;
    let inputs = load_inputs(dir)
        .iter()
        .map(widen_array)
        .collect::<Result<_, _>>()?;
    Ok((m, inputs))
}

#[test]
fn reference_cases_match_finite_differences_and_reverse_mode() {
    let mut tally = Tally::default();
    for case in fresnel_tests::refs::cases() {
        let got = widened_case(&case.dir())
            .and_then(|(m, inputs)| check(&case.name, &m, &inputs, &case.wrt, true));
        tally.add(&case.name, got);
    }
    assert_eq!(
        tally.checked + tally.failures.len(),
        16,
        "the reference cases"
    );
    tally.report("refs");
}

/// Runs every case of a suite; `refused` cases must fail with a "not differentiable" error,
/// `no_fd` ones skip the finite differences (with the reason next to the list).
fn run_suite(suite: &str, refused: &[&str], no_fd: &[&str]) -> Tally {
    let mut tally = Tally::default();
    let mut refusals = 0;
    for dir in case_dirs(suite) {
        let name = dir
            .file_name()
            .expect("named")
            .to_string_lossy()
            .to_string();
        let (m, inputs) = match widened_case(&dir) {
            Ok(c) => c,
            Err(e) => {
                // Only bit casts between f32 and i32 cannot be widened.
                assert!(name.starts_with("bitcast"), "{name}: {e}");
                continue;
            }
        };
        let wrt = inexact_args(&m);
        if wrt.is_empty() {
            println!("{suite}/{name}: no float or complex argument");
            continue;
        }
        let fd = !no_fd.iter().any(|p| name.starts_with(p));
        let got = check(&name, &m, &inputs, &wrt, fd);
        if refused.iter().any(|p| name.starts_with(p)) {
            match got {
                Err(e) if e.contains("not differentiable") => refusals += 1,
                other => tally
                    .failures
                    .push(format!("{name}: expected a refusal, got {other:?}")),
            }
            continue;
        }
        // reduce_precision rounds tangents and cotangents alike (JAX's rule): the identity
        // holds up to that rounding, 2⁻⁸ relative for the coarsest case (e8m7).
        let adjoint_tol = if name.starts_with("reduce_precision") {
            1e-2
        } else {
            ADJOINT_TOL
        };
        tally.add_within(&name, got, adjoint_tol);
    }
    assert_eq!(refusals, refused.len(), "{suite}: refusals");
    tally
}

#[test]
fn jax_ops_cases_match_finite_differences_and_reverse_mode() {
    let tally = run_suite("jax_ops", &[], &[]);
    assert!(tally.checked >= 14, "only {} cases", tally.checked);
    tally.report("jax_ops");
}

#[test]
fn jax_misc_cases_match_finite_differences_and_reverse_mode() {
    let tally = run_suite(
        "jax_misc",
        // No derivative at all (next_after).
        &["next_after_f32", "next_after_f64"],
        // reduce_precision is differentiated as the identity (JAX's rule) but is a step
        // function; the edge cases sit on poles and branch points, as do the real inputs
        // ±1.5 of the complex inverse functions (on their branch cuts); rounding is a step;
        // sort_f32's input has ties (−0.5255 twice, 0 and −0), where sort has no derivative;
        // bessel_i1e_grad_f64's inputs span 1e-20 to 7e5, beyond any one difference step
        // (jax_misc checks its reverse mode against JAX's gradient).
        &[
            "bessel_i1e_grad_f64",
            "reduce_precision",
            "lgamma_edges",
            "digamma_edges",
            "bessel_i1e_edges",
            "erf_inv_edges",
            "erfc_edges",
            "erf_edges",
            "round_afz",
            "acos_c128",
            "acosh_c128",
            "asin_c128",
            "atanh_c128",
            "sort_f32",
        ],
    );
    assert!(tally.checked >= 50, "only {} cases", tally.checked);
    tally.report("jax_misc");
}

#[test]
fn jax_loop_cases_match_finite_differences_and_reverse_mode() {
    let tally = run_suite("jax_loops", &[], &[]);
    assert!(tally.checked >= 9, "only {} cases", tally.checked);
    tally.report("jax_loops");
}

#[test]
fn random_programs_match_finite_differences_and_reverse_mode() {
    use fresnel_tests::random::{random_inputs, random_program, Rng as ProgramRng, SEED};
    let mut rng = ProgramRng(SEED ^ 0x1234);
    let mut tally = Tally::default();
    for i in 0..60 {
        let (traced, types) = random_program(&mut rng).expect("random programs trace");
        let inputs: Vec<Array> = random_inputs(&mut rng, &types)
            .iter()
            .map(|a| widen_array(a).expect("widens"))
            .collect();
        let m = widen(&traced.module).expect("widens");
        let name = format!("random program {i}");
        let got = check(&name, &m, &inputs, &[0, 1], true)
            .map_err(|e| format!("{e}\n{}", fresnel_ir::print::print_module(&m)));
        tally.add(&name, got);
    }
    tally.report("random programs");
}

/// `H v` of a real scalar loss against central differences of its gradient (Richardson's
/// extrapolation, relative step 1e-4), and the symmetry ⟨w, H v⟩ = ⟨H w, v⟩; returns both
/// errors. The hvp program must verify and agree with itself on the CPU backend.
fn hvp_case(name: &str, m: &Module, inputs: &[Array], wrt: &[usize]) -> Result<(f64, f64), String> {
    let h = fresnel::ad::hvp(m, wrt).map_err(|e| format!("hvp: {e}"))?;
    fresnel_ir::verify::verify_module(&h).map_err(|e| format!("hvp does not verify: {}", e[0]))?;
    let g = fresnel::ad::grad(m, wrt).map_err(|e| format!("grad: {e}"))?;
    let mut rng = Rng::for_name(name);
    let v: Vec<Array> = wrt.iter().map(|&k| rng.direction(&inputs[k])).collect();
    let w: Vec<Array> = wrt.iter().map(|&k| rng.direction(&inputs[k])).collect();
    let hvp = |dir: &[Array]| {
        let mut args = inputs.to_vec();
        args.extend(dir.iter().cloned());
        run(&h, &args)
    };
    let (hv, hw) = (hvp(&v)?, hvp(&w)?);
    let mut args = inputs.to_vec();
    args.extend(v.iter().cloned());
    let mut simplified = h.clone();
    fresnel::pipeline::run_pipeline(&mut simplified, fresnel::pipeline::SIMPLIFY, &mut |_, _| {})
        .map_err(|e| format!("simplify: {e}"))?;
    let cpu = fresnel::backend::compile(&simplified, fresnel::Backend::Cpu)
        .and_then(|exe| exe.run(&args))
        .map_err(|e| format!("CPU backend: {e}"))?;
    for (c, i) in cpu.iter().zip(&hv) {
        let e = rel(c, i)?;
        if e > CPU_TOL {
            return Err(format!("CPU vs interpreter: {e:e}"));
        }
    }
    let step = 1e-4;
    let grad_at = |s: f64| {
        let mut xs = inputs.to_vec();
        for (i, &k) in wrt.iter().enumerate() {
            let shifted: Vec<_> = xs[k]
                .to_c128_vec()
                .iter()
                .zip(v[i].to_c128_vec())
                .map(|(x, d)| x + s * d)
                .collect();
            xs[k] = from_c128(&xs[k], &shifted);
        }
        run(&g, &xs)
    };
    let (p1, m1) = (grad_at(step)?, grad_at(-step)?);
    let (p2, m2) = (grad_at(step / 2.0)?, grad_at(-step / 2.0)?);
    let mut fd: f64 = 0.0;
    for (i, hvi) in hv.iter().enumerate() {
        let quotient = |p: &Array, m: &Array, h: f64| {
            let d: Vec<_> = p
                .to_c128_vec()
                .iter()
                .zip(m.to_c128_vec())
                .map(|(a, b)| (a - b) / (2.0 * h))
                .collect();
            from_c128(hvi, &d)
        };
        let want = harness::richardson(
            &quotient(&p1[i], &m1[i], step),
            &quotient(&p2[i], &m2[i], step / 2.0),
        );
        fd = fd.max(rel(hvi, &want)?);
    }
    let wv: f64 = w.iter().zip(&hv).map(|(a, b)| inner(a, b)).sum();
    let vw: f64 = v.iter().zip(&hw).map(|(a, b)| inner(a, b)).sum();
    let sym = (wv - vw).abs() / wv.abs().max(vw.abs()).max(1e-300);
    Ok((fd, sym))
}

/// Hessian-vector products on every reference case and every differentiable JAX op and loop
/// program (jvp of grad: loops with their stacks, scatters, select_and_scatter, sorts).
#[test]
fn hessian_vector_products_match_finite_differences_of_the_gradient() {
    let mut programs: Vec<(String, PathBuf, Vec<usize>)> = fresnel_tests::refs::cases()
        .into_iter()
        .map(|c| (c.name.clone(), c.dir(), c.wrt.clone()))
        .collect();
    for suite in ["jax_ops", "jax_loops"] {
        for dir in case_dirs(suite) {
            let name = dir
                .file_name()
                .expect("named")
                .to_string_lossy()
                .to_string();
            programs.push((format!("{suite}/{name}"), dir, Vec::new()));
        }
    }
    let (mut worst_fd, mut worst_sym): (f64, f64) = (0.0, 0.0);
    let mut failures = Vec::new();
    for (name, dir, wrt) in &programs {
        let (m, inputs) = widened_case(dir).expect("widens");
        let wrt = if wrt.is_empty() {
            inexact_args(&m)
        } else {
            wrt.clone()
        };
        match hvp_case(name, &m, &inputs, &wrt) {
            Ok((fd, sym)) => {
                worst_fd = worst_fd.max(fd);
                worst_sym = worst_sym.max(sym);
                if fd > 1e-6 || sym > 1e-9 {
                    failures.push(format!("{name}: FD {fd:.2e}, symmetry {sym:.2e}"));
                }
            }
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    println!(
        "hvp: {} programs: worst FD {worst_fd:.2e}, symmetry {worst_sym:.2e}",
        programs.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(programs.len() >= 16 + 14 + 9);
}

/// An array of `like`'s type holding `values` (real types take the real parts).
fn from_c128(like: &Array, values: &[num_complex::Complex64]) -> Array {
    use fresnel_ir::Data;
    let data = match like.dtype() {
        fresnel_ir::DType::F64 => Data::F64(values.iter().map(|z| z.re).collect()),
        fresnel_ir::DType::C128 => Data::C128(values.to_vec()),
        other => panic!("{other} direction"),
    };
    Array::new(like.shape.clone(), data).expect("same shape")
}

fn parse(src: &str) -> Module {
    parse_module(src).unwrap_or_else(|e| panic!("{e}\n{src}"))
}

fn c128(re: f64, im: f64) -> Array {
    Array::new(
        vec![],
        fresnel_ir::Data::C128(vec![num_complex::Complex64::new(re, im)]),
    )
    .expect("scalar")
}

fn scalar_of(a: &Array) -> num_complex::Complex64 {
    a.to_c128_vec()[0]
}

/// The convention on known values: d|z| = Re(conj(z)·dz)/|z|, d Re z = Re dz, and a
/// holomorphic op maps dz to f'(z)·dz.
#[test]
fn complex_tangents_follow_the_stated_convention() {
    let src = "func.func public @main(%z: tensor<complex<f64>>) -> (tensor<f64>, tensor<f64>, tensor<complex<f64>>) {
    %a = stablehlo.abs %z : (tensor<complex<f64>>) -> tensor<f64>
    %r = stablehlo.real %z : (tensor<complex<f64>>) -> tensor<f64>
    %e = stablehlo.exponential %z : tensor<complex<f64>>
    return %a, %r, %e : tensor<f64>, tensor<f64>, tensor<complex<f64>>
}";
    let j = fresnel::ad::jvp(&parse(src), &[0]).expect("jvp");
    let out = run(&j, &[c128(3.0, 4.0), c128(1.0, 2.0)]).expect("runs");
    // Re((3 − 4i)(1 + 2i)) / 5 = 11/5
    assert!((scalar_of(&out[3]).re - 2.2).abs() < 1e-15, "{:?}", out[3]);
    assert_eq!(scalar_of(&out[4]).re, 1.0);
    let want = num_complex::Complex64::new(3.0, 4.0).exp() * num_complex::Complex64::new(1.0, 2.0);
    assert!((scalar_of(&out[5]) - want).norm() < 1e-12 * want.norm());
}

/// A C-linear program (fft, a complex multiply, a transpose) has a C-linear jvp:
/// J(i·u) = i·J(u), which a conjugate slipped into a rule would break.
#[test]
fn tangents_of_c_linear_programs_are_c_linear() {
    let src = "func.func public @main(%x: tensor<4x6xcomplex<f64>>, %w: tensor<4x6xcomplex<f64>>) -> tensor<6x4xcomplex<f64>> {
    %0 = stablehlo.fft %x, type = FFT, length = [6] : (tensor<4x6xcomplex<f64>>) -> tensor<4x6xcomplex<f64>>
    %1 = stablehlo.multiply %0, %w : tensor<4x6xcomplex<f64>>
    %2 = stablehlo.fft %1, type = IFFT, length = [4, 6] : (tensor<4x6xcomplex<f64>>) -> tensor<4x6xcomplex<f64>>
    %3 = stablehlo.transpose %2, dims = [1, 0] : (tensor<4x6xcomplex<f64>>) -> tensor<6x4xcomplex<f64>>
    return %3 : tensor<6x4xcomplex<f64>>
}";
    let m = parse(src);
    let j = fresnel::ad::jvp(&m, &[0]).expect("jvp");
    let mut rng = Rng::for_name("c-linear");
    let ty = m.entry().expect("main").param_types()[0].clone();
    let (x, w, u) = (rng.array(&ty), rng.array(&ty), rng.array(&ty));
    let iu = {
        let v: Vec<_> = u
            .to_c128_vec()
            .iter()
            .map(|z| z * num_complex::Complex64::i())
            .collect();
        from_c128(&u, &v)
    };
    let ju = run(&j, &[x.clone(), w.clone(), u]).expect("runs")[1].clone();
    let jiu = run(&j, &[x, w, iu]).expect("runs")[1].clone();
    let i_ju = {
        let v: Vec<_> = ju
            .to_c128_vec()
            .iter()
            .map(|z| z * num_complex::Complex64::i())
            .collect();
        from_c128(&ju, &v)
    };
    let e = rel(&jiu, &i_ju).expect("same type");
    assert!(e < 1e-14, "J(iu) vs iJ(u): {e:e}");
}

#[test]
fn traced_programs_have_jvp_and_hvp() {
    use fresnel::{trace, Backend, DType, Tensor, TensorType};
    let t = TensorType::new(DType::F64, vec![3]);
    // f(x) = Σ x³: J u = Σ 3x²u, H v = 6x ⊙ v.
    let traced = trace(|x: &[Tensor]| (&x[0] * &x[0] * &x[0]).sum_all(), &[t]).expect("traces");
    let x = Array::from_f64(vec![3], vec![1.0, -2.0, 0.5]).expect("fits");
    let u = Array::from_f64(vec![3], vec![0.5, 1.0, -2.0]).expect("fits");
    let out = traced
        .jvp(&[0])
        .expect("jvp")
        .compile(Backend::Cpu)
        .expect("compiles")
        .run_borrowed(&[&x, &u])
        .expect("runs");
    assert_eq!(out[0].as_slice::<f64>().expect("f64"), &[1.0 - 8.0 + 0.125]);
    assert_eq!(out[1].as_slice::<f64>().expect("f64"), &[1.5 + 12.0 - 1.5]);
    let out = traced
        .hvp(&[0])
        .expect("hvp")
        .compile(Backend::Cpu)
        .expect("compiles")
        .run_borrowed(&[&x, &u])
        .expect("runs");
    assert_eq!(out[0].as_slice::<f64>().expect("f64"), &[3.0, -12.0, -6.0]);
}

#[test]
fn ops_without_a_derivative_are_located_errors() {
    let src = "func.func public @main(%x: tensor<3xf64>) -> tensor<3xf64> {
    %0 = stablehlo.sine %x : tensor<3xf64>
    %1 = chlo.next_after %0, %x : tensor<3xf64>, tensor<3xf64> -> tensor<3xf64>
    return %1 : tensor<3xf64>
}";
    let e = fresnel::ad::jvp(&parse(src), &[0]).expect_err("no rule");
    assert!(
        e.message.contains("not differentiable") && e.message.contains("at 3:"),
        "{e}"
    );
    let e = fresnel::ad::jvp(&parse(src), &[1]).expect_err("no such argument");
    assert!(e.message.contains("argument 1"), "{e}");
}

/// One forward sweep: a long chain differentiates (and simplifies) without quadratic work.
#[test]
fn a_long_chain_differentiates() {
    let n = 50_000;
    let mut src = String::from("func.func public @main(%x: tensor<f64>) -> tensor<f64> {\n    %v0 = stablehlo.sine %x : tensor<f64>\n");
    for i in 1..n {
        src += &format!("    %v{i} = stablehlo.sine %v{} : tensor<f64>\n", i - 1);
    }
    src += &format!("    return %v{} : tensor<f64>\n}}\n", n - 1);
    let m = parse(&src);
    let mut j = fresnel::ad::jvp(&m, &[0]).expect("jvp");
    fresnel::pipeline::run_pipeline(&mut j, fresnel::pipeline::SIMPLIFY, &mut |_, _| {})
        .expect("simplifies");
    let x = Array::from_f64(vec![], vec![0.3]).expect("scalar");
    let u = Array::from_f64(vec![], vec![1.0]).expect("scalar");
    let out = run(&j, &[x, u]).expect("runs");
    // The derivative of the n-fold sine at 0.3: Π cos(sⁱ(0.3)), computed directly.
    let (mut s, mut d) = (0.3f64, 1.0f64);
    for _ in 0..n {
        d *= s.cos();
        s = s.sin();
    }
    assert!(
        (scalar_of(&out[1]).re - d).abs() <= 1e-12 * d.abs(),
        "{:?} vs {d}",
        out[1]
    );
}

/// Only what depends on the differentiated arguments gets tangent code: with respect to x,
/// f(x, y) = x·y + sin(y) has tangent u·y, and after simplification the program holds no
/// cosine (sin's derivative) and computes sin only for the value.
#[test]
fn values_without_a_tangent_cost_nothing() {
    let src = "func.func public @main(%x: tensor<4xf64>, %y: tensor<4xf64>) -> tensor<4xf64> {
    %0 = stablehlo.multiply %x, %y : tensor<4xf64>
    %1 = stablehlo.sine %y : tensor<4xf64>
    %2 = stablehlo.add %0, %1 : tensor<4xf64>
    return %2 : tensor<4xf64>
}";
    let mut j = fresnel::ad::jvp(&parse(src), &[0]).expect("jvp");
    fresnel::pipeline::run_pipeline(&mut j, fresnel::pipeline::SIMPLIFY, &mut |_, _| {})
        .expect("simplifies");
    let text = fresnel_ir::print::print_module(&j);
    assert!(!text.contains("cosine"), "{text}");
    assert_eq!(text.matches("stablehlo.sine").count(), 1, "{text}");
    assert_eq!(text.matches("stablehlo.multiply").count(), 2, "{text}");
}

/// `@main(%arg0: params[0], …) -> result` with `body` defining `%y`.
fn op_program(params: &[&str], body: &str, result: &str) -> Module {
    let args: Vec<String> = params
        .iter()
        .enumerate()
        .map(|(i, t)| format!("%arg{i}: {t}"))
        .collect();
    parse(&format!(
        "func.func public @main({}) -> {result} {{\n{body}\n    return %y : {result}\n}}\n",
        args.join(", ")
    ))
}

/// Inputs away from the ops' singular points: reals in [0.2, 1.7), complex parts in
/// [0.2, 1.2); integer arguments are zeros.
fn op_inputs(m: &Module, rng: &mut Rng) -> Vec<Array> {
    use fresnel_ir::{DType, Data};
    m.entry()
        .expect("@main")
        .param_types()
        .iter()
        .map(|t| {
            let n = t.num_elements();
            let data = match t.dtype {
                DType::F64 => Data::F64((0..n).map(|_| 0.2 + 1.5 * rng.next()).collect()),
                DType::C128 => Data::C128(
                    (0..n)
                        .map(|_| num_complex::Complex64::new(0.2 + rng.next(), 0.2 + rng.next()))
                        .collect(),
                ),
                _ => return Array::zeros(t),
            };
            Array::new(t.shape.clone(), data).expect("sized")
        })
        .collect()
}

/// Every tangent rule on its own, each op in a one-op program (the rules the JAX programs
/// above may not reach: remainder, atan2, clamp, pad with negative and interior padding,
/// dynamic_update_slice, reductions with a differentiated init, every FFT kind, ...).
#[test]
fn every_tangent_rule_matches_finite_differences_and_its_pullback() {
    let r23 = "tensor<2x3xf64>";
    let c23 = "tensor<2x3xcomplex<f64>>";
    let mut programs: Vec<(String, Module)> = Vec::new();
    for op in [
        "add",
        "subtract",
        "multiply",
        "divide",
        "remainder",
        "power",
        "maximum",
        "minimum",
        "atan2",
    ] {
        let body = format!("    %y = stablehlo.{op} %arg0, %arg1 : {r23}");
        programs.push((op.into(), op_program(&[r23, r23], &body, r23)));
    }
    for op in ["add", "subtract", "multiply", "divide", "power"] {
        let body = format!("    %y = stablehlo.{op} %arg0, %arg1 : {c23}");
        programs.push((format!("complex {op}"), op_program(&[c23, c23], &body, c23)));
    }
    let one_op: [(&str, &[&str], &str, &str); 20] = [
        ("complex", &[r23, r23], "    %y = stablehlo.complex %arg0, %arg1 : tensor<2x3xcomplex<f64>>", c23),
        ("abs complex", &[c23], "    %y = stablehlo.abs %arg0 : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64>", r23),
        ("imag", &[c23], "    %y = stablehlo.imag %arg0 : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64>", r23),
        ("convert to complex", &[r23], "    %y = stablehlo.convert %arg0 : (tensor<2x3xf64>) -> tensor<2x3xcomplex<f64>>", c23),
        ("convert to real", &[c23], "    %y = stablehlo.convert %arg0 : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64>", r23),
        ("select", &[r23, r23], "    %p = stablehlo.compare GT, %arg0, %arg1, FLOAT : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xi1>\n    %y = stablehlo.select %p, %arg0, %arg1 : tensor<2x3xi1>, tensor<2x3xf64>", r23),
        ("clamp", &[r23, r23, r23], "    %y = stablehlo.clamp %arg0, %arg1, %arg2 : tensor<2x3xf64>", r23),
        ("clamp scalar bounds", &["tensor<f64>", r23, "tensor<f64>"], "    %y = stablehlo.clamp %arg0, %arg1, %arg2 : (tensor<f64>, tensor<2x3xf64>, tensor<f64>) -> tensor<2x3xf64>", r23),
        ("pad", &["tensor<4x5xf64>", "tensor<f64>"], "    %y = stablehlo.pad %arg0, %arg1, low = [1, -2], high = [-1, 3], interior = [2, 1] : (tensor<4x5xf64>, tensor<f64>) -> tensor<10x10xf64>", "tensor<10x10xf64>"),
        ("concatenate", &[r23, "tensor<2x1xf64>"], "    %y = stablehlo.concatenate %arg0, %arg1, dim = 1 : (tensor<2x3xf64>, tensor<2x1xf64>) -> tensor<2x4xf64>", "tensor<2x4xf64>"),
        ("slice", &["tensor<7x9xf64>"], "    %y = stablehlo.slice %arg0 [1:6:2, 0:9:4] : (tensor<7x9xf64>) -> tensor<3x3xf64>", "tensor<3x3xf64>"),
        ("dynamic_slice", &["tensor<4x5xf64>"], "    %i = stablehlo.constant dense<1> : tensor<i64>\n    %j = stablehlo.constant dense<4> : tensor<i64>\n    %y = stablehlo.dynamic_slice %arg0, %i, %j, sizes = [2, 3] : (tensor<4x5xf64>, tensor<i64>, tensor<i64>) -> tensor<2x3xf64>", r23),
        ("dynamic_update_slice", &["tensor<4x5xf64>", r23], "    %i = stablehlo.constant dense<3> : tensor<i64>\n    %j = stablehlo.constant dense<1> : tensor<i64>\n    %y = stablehlo.dynamic_update_slice %arg0, %arg1, %i, %j : (tensor<4x5xf64>, tensor<2x3xf64>, tensor<i64>, tensor<i64>) -> tensor<4x5xf64>", "tensor<4x5xf64>"),
        ("reduce add with init", &[r23, "tensor<f64>"], "    %y = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>", "tensor<2xf64>"),
        ("reduce multiply with init", &[r23, "tensor<f64>"], "    %y = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.multiply across dimensions = [0] : (tensor<2x3xf64>, tensor<f64>) -> tensor<3xf64>", "tensor<3xf64>"),
        ("reduce multiply complex", &[c23], "    %init = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>\n    %y = stablehlo.reduce(%arg0 init: %init) applies stablehlo.multiply across dimensions = [1] : (tensor<2x3xcomplex<f64>>, tensor<complex<f64>>) -> tensor<2xcomplex<f64>>", "tensor<2xcomplex<f64>>"),
        ("reduce maximum", &[r23], "    %init = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>\n    %y = stablehlo.reduce(%arg0 init: %init) applies stablehlo.maximum across dimensions = [0] : (tensor<2x3xf64>, tensor<f64>) -> tensor<3xf64>", "tensor<3xf64>"),
        ("dot_general complex", &["tensor<2x3x4xcomplex<f64>>", "tensor<2x4x5xcomplex<f64>>"], "    %y = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xcomplex<f64>>, tensor<2x4x5xcomplex<f64>>) -> tensor<2x3x5xcomplex<f64>>", "tensor<2x3x5xcomplex<f64>>"),
        ("rfft", &["tensor<3x6xf64>"], "    %y = stablehlo.fft %arg0, type = RFFT, length = [6] : (tensor<3x6xf64>) -> tensor<3x4xcomplex<f64>>", "tensor<3x4xcomplex<f64>>"),
        ("irfft", &["tensor<3x4xcomplex<f64>>"], "    %y = stablehlo.fft %arg0, type = IRFFT, length = [7] : (tensor<3x4xcomplex<f64>>) -> tensor<3x7xf64>", "tensor<3x7xf64>"),
    ];
    for (name, params, body, result) in one_op {
        programs.push((name.into(), op_program(params, body, result)));
    }
    let mut tally = Tally::default();
    for (name, m) in &programs {
        let mut rng = Rng::for_name(name);
        let inputs = op_inputs(m, &mut rng);
        let wrt = inexact_args(m);
        tally.add(name, check(name, m, &inputs, &wrt, true));
    }
    assert_eq!(tally.checked + tally.failures.len(), 34);
    tally.report("one-op programs");
}

/// `triangular_solve` (every side, triangle and transposition, complex and real) and
/// `cholesky` (both triangles), each made well conditioned by adding a multiple of the
/// identity inside the program.
#[test]
fn linalg_tangent_rules_match_finite_differences_and_their_pullbacks() {
    let eye = |dt: &str, s: f64| {
        let e = |v: f64| {
            if dt.starts_with("complex") {
                format!("({v:e},0.0)")
            } else {
                format!("{v:e}")
            }
        };
        let rows: Vec<String> = (0..3)
            .map(|i| {
                format!(
                    "[{}]",
                    (0..3)
                        .map(|j| e(if i == j { s } else { 0.0 }))
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            })
            .collect();
        format!("dense<[{}]> : tensor<3x3x{dt}>", rows.join(", "))
    };
    let mut programs: Vec<(String, Module)> = Vec::new();
    for dt in ["f64", "complex<f64>"] {
        let a = format!("tensor<3x3x{dt}>");
        for left in [true, false] {
            let b = if left {
                format!("tensor<3x2x{dt}>")
            } else {
                format!("tensor<2x3x{dt}>")
            };
            for lower in [true, false] {
                for tr in ["NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"] {
                    let unit = tr == "TRANSPOSE";
                    let body = format!(
                        "    %i = stablehlo.constant {}\n    %a = stablehlo.add %arg0, %i : {a}\n    %y = \"stablehlo.triangular_solve\"(%a, %arg1) {{left_side = {left}, lower = {lower}, unit_diagonal = {unit}, transpose_a = #stablehlo<transpose {tr}>}} : ({a}, {b}) -> {b}",
                        eye(dt, 3.0)
                    );
                    let name = format!("triangular_solve {dt} left={left} lower={lower} {tr}");
                    programs.push((name, op_program(&[&a, &b], &body, &b)));
                }
            }
        }
        for lower in [true, false] {
            let body = format!(
                "    %i = stablehlo.constant {}\n    %a = stablehlo.add %arg0, %i : {a}\n    %y = \"stablehlo.cholesky\"(%a) {{lower = {lower}}} : ({a}) -> {a}",
                eye(dt, 5.0)
            );
            programs.push((
                format!("cholesky {dt} lower={lower}"),
                op_program(&[&a], &body, &a),
            ));
        }
    }
    let mut tally = Tally::default();
    for (name, m) in &programs {
        let mut rng = Rng::for_name(name);
        let inputs = op_inputs(m, &mut rng);
        let wrt = inexact_args(m);
        tally.add(name, check(name, m, &inputs, &wrt, true));
    }
    assert_eq!(tally.checked + tally.failures.len(), 28);
    tally.report("linear-algebra programs");
}
