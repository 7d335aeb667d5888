//! Gradient checks of the AD pass (`fresnel::ad`) on the reference interpreter (docs/design.md §4):
//! central finite differences in f64 for every differentiable op (complex inputs perturbed
//! in their real and imaginary parts separately), the adjoint identity ⟨ȳ, Ax⟩ = ⟨Aᴴȳ, x⟩
//! for every linear op, C-linearity of the pullbacks of C-linear ops, regression cases with
//! known answers, second derivatives, and the JAX reference cases in `tests/data/refs`.

use fresnel::ad::{grad, value_and_grad, vjp};
use fresnel_ir::parse::parse_module;
use fresnel_ir::{Array, Data, Module};
use fresnel_runtime::interp::run_main;
use num_complex::Complex64;

// ---- helpers -----------------------------------------------------------------------------

fn parse(src: &str) -> Module {
    parse_module(src).unwrap_or_else(|e| panic!("{e}\n--- program ---\n{src}"))
}

fn check_ir(m: &Module) {
    if let Err(errors) = fresnel_ir::verify::verify_module(m) {
        let text = fresnel_ir::print::print_module(m);
        let list: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
        panic!(
            "AD output does not verify:\n{}\n--- IR ---\n{text}",
            list.join("\n")
        );
    }
}

fn run(m: &Module, inputs: &[Array]) -> Vec<Array> {
    run_main(m, inputs).unwrap_or_else(|e| {
        panic!(
            "interpreter: {e}\n--- IR ---\n{}",
            fresnel_ir::print::print_module(m)
        )
    })
}

/// A deterministic generator (xorshift) so that failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> f64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 11) as f64 / (1u64 << 53) as f64
    }
    fn uniform(&mut self, lo: f64, hi: f64) -> f64 {
        lo + (hi - lo) * self.next()
    }
}

/// A parameter or result type of a generated program.
#[derive(Clone)]
struct T {
    shape: Vec<usize>,
    dtype: &'static str,
}

fn f64t(shape: &[usize]) -> T {
    T {
        shape: shape.to_vec(),
        dtype: "f64",
    }
}
fn c128t(shape: &[usize]) -> T {
    T {
        shape: shape.to_vec(),
        dtype: "complex<f64>",
    }
}

impl T {
    fn mlir(&self) -> String {
        let dims: String = self.shape.iter().map(|d| format!("{d}x")).collect();
        format!("tensor<{dims}{}>", self.dtype)
    }
    fn is_complex(&self) -> bool {
        self.dtype.starts_with("complex")
    }
    fn with_dtype(&self, dtype: &'static str) -> T {
        T {
            shape: self.shape.clone(),
            dtype,
        }
    }
    fn len(&self) -> usize {
        self.shape.iter().product()
    }
    fn random(&self, rng: &mut Rng, lo: f64, hi: f64) -> Array {
        let n = self.len();
        let data = match self.dtype {
            "f64" => Data::F64((0..n).map(|_| rng.uniform(lo, hi)).collect()),
            "complex<f64>" => Data::C128(
                (0..n)
                    .map(|_| Complex64::new(rng.uniform(lo, hi), rng.uniform(lo, hi)))
                    .collect(),
            ),
            other => panic!("random inputs of {other} are not generated"),
        };
        Array::new(self.shape.clone(), data).expect("length matches shape")
    }
}

/// `@main(params…, weights) -> Σ Re(weights ⊙ y)`, with `body` defining `%y`.
fn loss_program(params: &[T], body: &str, y: &T) -> String {
    let w = params.len();
    let mut args: Vec<String> = params
        .iter()
        .enumerate()
        .map(|(i, t)| format!("%arg{i}: {}", t.mlir()))
        .collect();
    args.push(format!("%arg{w}: {}", y.mlir()));
    let yt = y.mlir();
    let rt = y.with_dtype("f64").mlir();
    let mut text = format!(
        "func.func public @main({}) -> tensor<f64> {{\n{body}\n",
        args.join(", ")
    );
    text += &format!("    %lw = stablehlo.multiply %y, %arg{w} : {yt}\n");
    let summed = if y.is_complex() {
        text += &format!("    %lr = stablehlo.real %lw : ({yt}) -> {rt}\n");
        "%lr"
    } else {
        "%lw"
    };
    if y.shape.is_empty() {
        text += &format!("    return {summed} : tensor<f64>\n}}\n");
    } else {
        let dims: Vec<String> = (0..y.shape.len()).map(|d| d.to_string()).collect();
        text += "    %lz = stablehlo.constant dense<0.000000e+00> : tensor<f64>\n";
        text += &format!(
            "    %loss = stablehlo.reduce({summed} init: %lz) applies stablehlo.add across dimensions = [{}] : ({rt}, tensor<f64>) -> tensor<f64>\n",
            dims.join(", ")
        );
        text += "    return %loss : tensor<f64>\n}\n";
    }
    text
}

fn scalar_f64(a: &Array) -> f64 {
    assert_eq!(a.len(), 1, "expected a scalar, got shape {:?}", a.shape);
    a.to_c128_vec()[0].re
}

/// `inputs[i]` with element `j` moved by `delta` (a complex step for complex arrays).
fn perturbed(inputs: &[Array], i: usize, j: usize, delta: Complex64) -> Vec<Array> {
    let mut out = inputs.to_vec();
    match &mut out[i].data {
        Data::F64(v) => v[j] += delta.re,
        Data::C128(v) => v[j] += delta,
        other => panic!("cannot perturb {:?} inputs", other.dtype()),
    }
    out
}

/// Compares `value_and_grad(program, wrt)` with central differences of the program.
fn check_grad_of(src: &str, inputs: &[Array], wrt: &[usize], rtol: f64) {
    let m = parse(src);
    let vg = value_and_grad(&m, wrt).unwrap_or_else(|e| panic!("{e}\n{src}"));
    check_ir(&vg);
    let out = run(&vg, inputs);
    assert_eq!(out.len(), 1 + wrt.len());
    let value = scalar_f64(&run(&m, inputs)[0]);
    assert!(
        (scalar_f64(&out[0]) - value).abs() <= 1e-12 * value.abs().max(1.0),
        "value differs from the forward program"
    );
    let h = 1e-5;
    let loss = |xs: &[Array]| scalar_f64(&run(&m, xs)[0]);
    for (k, &i) in wrt.iter().enumerate() {
        let got = out[1 + k].to_c128_vec();
        assert_eq!(
            out[1 + k].shape,
            inputs[i].shape,
            "gradient shape of argument {i}"
        );
        let complex = inputs[i].dtype().is_complex();
        let mut want = Vec::new();
        for j in 0..inputs[i].len() {
            let fd = |step: Complex64| {
                (loss(&perturbed(inputs, i, j, step * h))
                    - loss(&perturbed(inputs, i, j, -step * h)))
                    / (2.0 * h)
            };
            let re = fd(Complex64::new(1.0, 0.0));
            let im = if complex {
                fd(Complex64::new(0.0, 1.0))
            } else {
                0.0
            };
            want.push(Complex64::new(re, im));
        }
        let scale = want.iter().map(|z| z.norm()).fold(1.0, f64::max);
        for (j, (g, w)) in got.iter().zip(&want).enumerate() {
            assert!(
                (g.re - w.re).abs() <= rtol * scale && (g.im - w.im).abs() <= rtol * scale,
                "∂L/∂arg{i}[{j}]: AD {g} vs finite differences {w}\n--- program ---\n{src}\n--- gradient IR ---\n{}",
                fresnel_ir::print::print_module(&vg)
            );
        }
    }
}

/// Finite-difference check of `Σ Re(w ⊙ y)` with `y` defined by `body` over `params`,
/// inputs uniform in [lo, hi) (both parts for complex), with respect to every parameter.
fn fd_case(params: &[T], body: &str, y: &T, (lo, hi): (f64, f64)) {
    let src = loss_program(params, body, y);
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15 ^ src.len() as u64);
    let mut inputs: Vec<Array> = params.iter().map(|t| t.random(&mut rng, lo, hi)).collect();
    inputs.push(y.random(&mut rng, -1.0, 1.0));
    let wrt: Vec<usize> = (0..params.len()).collect();
    check_grad_of(&src, &inputs, &wrt, 1e-6);
}

fn unary_body(op: &str, x: &T, y: &T) -> String {
    if x.dtype == y.dtype {
        format!("    %y = stablehlo.{op} %arg0 : {}", x.mlir())
    } else {
        format!(
            "    %y = stablehlo.{op} %arg0 : ({}) -> {}",
            x.mlir(),
            y.mlir()
        )
    }
}

// ---- finite differences, op by op ----------------------------------------------------------

#[test]
fn unary_real_ops_match_finite_differences() {
    let x = f64t(&[2, 3]);
    for op in [
        "negate",
        "exponential",
        "exponential_minus_one",
        "log",
        "log_plus_one",
        "sqrt",
        "rsqrt",
        "cbrt",
        "sine",
        "cosine",
        "tan",
        "tanh",
        "logistic",
        "abs",
    ] {
        fd_case(
            std::slice::from_ref(&x),
            &unary_body(op, &x, &x),
            &x,
            (0.2, 1.3),
        );
    }
    // real and imag of real values: the identity and zero.
    for op in ["real", "imag"] {
        fd_case(
            std::slice::from_ref(&x),
            &unary_body(op, &x, &x),
            &x,
            (-1.0, 1.0),
        );
    }
    // abs and cbrt on negative inputs too.
    for op in ["abs", "cbrt", "sign", "floor", "ceil", "round_nearest_even"] {
        fd_case(
            std::slice::from_ref(&x),
            &unary_body(op, &x, &x),
            &x,
            (-1.7, -0.2),
        );
    }
}

#[test]
fn unary_complex_ops_match_finite_differences() {
    let z = c128t(&[2, 3]);
    let r = z.with_dtype("f64");
    for op in [
        "negate",
        "exponential",
        "exponential_minus_one",
        "log",
        "log_plus_one",
        "sqrt",
        "rsqrt",
        "cbrt",
        "sine",
        "cosine",
        "tan",
        "tanh",
        "logistic",
    ] {
        fd_case(
            std::slice::from_ref(&z),
            &unary_body(op, &z, &z),
            &z,
            (0.2, 1.1),
        );
    }
    // cbrt in the third quadrant: the principal root, away from its branch cut.
    fd_case(
        std::slice::from_ref(&z),
        &unary_body("cbrt", &z, &z),
        &z,
        (-1.1, -0.2),
    );
    for op in ["abs", "real", "imag"] {
        fd_case(
            std::slice::from_ref(&z),
            &unary_body(op, &z, &r),
            &r,
            (-1.0, 1.0),
        );
    }
}

#[test]
fn binary_real_ops_match_finite_differences() {
    let x = f64t(&[2, 3]);
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
        let body = format!("    %y = stablehlo.{op} %arg0, %arg1 : {}", x.mlir());
        fd_case(&[x.clone(), x.clone()], &body, &x, (0.2, 1.7));
    }
    // Both operands the same value: cotangents of two uses add up.
    let body = format!("    %y = stablehlo.multiply %arg0, %arg0 : {}", x.mlir());
    fd_case(std::slice::from_ref(&x), &body, &x, (-1.0, 1.0));
}

#[test]
fn binary_complex_ops_match_finite_differences() {
    let z = c128t(&[2, 3]);
    for op in ["add", "subtract", "multiply", "divide", "power"] {
        let body = format!("    %y = stablehlo.{op} %arg0, %arg1 : {}", z.mlir());
        fd_case(&[z.clone(), z.clone()], &body, &z, (0.2, 1.2));
    }
    let x = f64t(&[2, 3]);
    let body = format!("    %y = stablehlo.complex %arg0, %arg1 : {}", z.mlir());
    fd_case(&[x.clone(), x.clone()], &body, &z, (-1.0, 1.0));
}

#[test]
fn convert_between_real_and_complex_matches_finite_differences() {
    let x = f64t(&[4]);
    let z = c128t(&[4]);
    fd_case(
        std::slice::from_ref(&x),
        &unary_body("convert", &x, &z),
        &z,
        (-1.0, 1.0),
    );
    fd_case(
        std::slice::from_ref(&z),
        &unary_body("convert", &z, &x),
        &x,
        (-1.0, 1.0),
    );
    // Real x times complex y through a convert: x̄ = Re(conj(y)·z̄).
    let body = format!(
        "    %c = stablehlo.convert %arg0 : ({}) -> {}\n    %y = stablehlo.multiply %c, %arg1 : {}",
        x.mlir(),
        z.mlir(),
        z.mlir()
    );
    fd_case(&[x.clone(), z.clone()], &body, &z, (-1.0, 1.0));
}

#[test]
fn convert_to_f32_and_back_passes_the_cotangent_through() {
    let src = "func.func public @main(%arg0: tensor<3xf64>, %arg1: tensor<3xf64>) -> tensor<f64> {
    %0 = stablehlo.convert %arg0 : (tensor<3xf64>) -> tensor<3xf32>
    %1 = stablehlo.convert %0 : (tensor<3xf32>) -> tensor<3xf64>
    %2 = stablehlo.multiply %1, %arg1 : tensor<3xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
    return %3 : tensor<f64>
}";
    let g = grad(&parse(src), &[0]).unwrap();
    check_ir(&g);
    let x = Array::from_f64(vec![3], vec![0.5, -1.0, 2.0]).unwrap();
    let w = Array::from_f64(vec![3], vec![0.1, 0.2, -0.3]).unwrap();
    let out = run(&g, &[x, w.clone()]);
    for (a, b) in out[0].to_c128_vec().iter().zip(w.to_c128_vec()) {
        assert!((a.re - b.re).abs() <= 1e-7 * b.re.abs(), "{a} vs {b}");
    }
}

#[test]
fn select_clamp_and_comparisons_match_finite_differences() {
    let x = f64t(&[2, 3]);
    let xt = x.mlir();
    let it = "tensor<2x3xi1>";
    let select = format!(
        "    %p = stablehlo.compare GT, %arg0, %arg1, FLOAT : ({xt}, {xt}) -> {it}\n    %y = stablehlo.select %p, %arg0, %arg1 : {it}, {xt}"
    );
    fd_case(&[x.clone(), x.clone()], &select, &x, (-1.0, 1.0));
    let clamp_full = format!("    %y = stablehlo.clamp %arg0, %arg1, %arg2 : {xt}");
    // lo < x < hi in some places, x outside in others.
    let mut rng = Rng(7);
    let lo = Array::from_f64(
        vec![2, 3],
        (0..6).map(|_| rng.uniform(-0.6, -0.2)).collect(),
    )
    .unwrap();
    let hi = Array::from_f64(vec![2, 3], (0..6).map(|_| rng.uniform(0.2, 0.6)).collect()).unwrap();
    let xs = Array::from_f64(vec![2, 3], vec![-0.9, -0.1, 0.1, 0.9, 0.0, -0.4]).unwrap();
    let w = x.random(&mut rng, -1.0, 1.0);
    let src = loss_program(&[x.clone(), x.clone(), x.clone()], &clamp_full, &x);
    check_grad_of(&src, &[lo, xs.clone(), hi, w.clone()], &[0, 1, 2], 1e-6);
    let s = f64t(&[]);
    let clamp_scalar = format!(
        "    %y = stablehlo.clamp %arg0, %arg1, %arg2 : ({}, {xt}, {}) -> {xt}",
        s.mlir(),
        s.mlir()
    );
    let src = loss_program(&[s.clone(), x.clone(), s.clone()], &clamp_scalar, &x);
    let lo = Array::from_f64(vec![], vec![-0.5]).unwrap();
    let hi = Array::from_f64(vec![], vec![0.5]).unwrap();
    check_grad_of(&src, &[lo, xs, hi, w], &[0, 1, 2], 1e-6);
    // Piecewise-constant ops and comparisons carry no gradient.
    let finite = format!(
        "    %f = stablehlo.is_finite %arg0 : ({xt}) -> {it}\n    %s = stablehlo.sign %arg0 : {xt}\n    %y = stablehlo.select %f, %s, %arg0 : {it}, {xt}"
    );
    fd_case(std::slice::from_ref(&x), &finite, &x, (-1.0, 1.0));
}

#[test]
fn shape_ops_match_finite_differences() {
    let cases: Vec<(Vec<T>, String, T)> = vec![
        (
            vec![f64t(&[3, 1])],
            "    %y = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<3x1xf64>) -> tensor<2x3x4xf64>".into(),
            f64t(&[2, 3, 4]),
        ),
        (
            vec![f64t(&[2, 3])],
            "    %y = stablehlo.broadcast_in_dim %arg0, dims = [2, 0] : (tensor<2x3xf64>) -> tensor<3x4x2xf64>".into(),
            f64t(&[3, 4, 2]),
        ),
        (
            vec![f64t(&[2, 3, 4])],
            "    %y = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<2x3x4xf64>) -> tensor<4x2x3xf64>".into(),
            f64t(&[4, 2, 3]),
        ),
        (
            vec![f64t(&[2, 6])],
            "    %y = stablehlo.reshape %arg0 : (tensor<2x6xf64>) -> tensor<3x4xf64>".into(),
            f64t(&[3, 4]),
        ),
        (
            vec![f64t(&[7, 9])],
            "    %y = stablehlo.slice %arg0 [1:6:2, 0:9:4] : (tensor<7x9xf64>) -> tensor<3x3xf64>".into(),
            f64t(&[3, 3]),
        ),
        (
            vec![f64t(&[4, 5]), f64t(&[])],
            "    %y = stablehlo.pad %arg0, %arg1, low = [1, -2], high = [-1, 3], interior = [2, 1] : (tensor<4x5xf64>, tensor<f64>) -> tensor<10x10xf64>".into(),
            f64t(&[10, 10]),
        ),
        (
            vec![f64t(&[2, 3]), f64t(&[2, 1]), f64t(&[2, 2])],
            "    %y = stablehlo.concatenate %arg0, %arg1, %arg2, dim = 1 : (tensor<2x3xf64>, tensor<2x1xf64>, tensor<2x2xf64>) -> tensor<2x6xf64>".into(),
            f64t(&[2, 6]),
        ),
        (
            vec![f64t(&[3, 4])],
            "    %y = stablehlo.reverse %arg0, dims = [0, 1] : tensor<3x4xf64>".into(),
            f64t(&[3, 4]),
        ),
        (
            vec![f64t(&[4, 5])],
            "    %i = stablehlo.constant dense<1> : tensor<i64>\n    %j = stablehlo.constant dense<4> : tensor<i64>\n    %y = stablehlo.dynamic_slice %arg0, %i, %j, sizes = [2, 3] : (tensor<4x5xf64>, tensor<i64>, tensor<i64>) -> tensor<2x3xf64>".into(),
            f64t(&[2, 3]),
        ),
        (
            vec![f64t(&[4, 5]), f64t(&[2, 3])],
            "    %i = stablehlo.constant dense<3> : tensor<i64>\n    %j = stablehlo.constant dense<1> : tensor<i64>\n    %y = stablehlo.dynamic_update_slice %arg0, %arg1, %i, %j : (tensor<4x5xf64>, tensor<2x3xf64>, tensor<i64>, tensor<i64>) -> tensor<4x5xf64>".into(),
            f64t(&[4, 5]),
        ),
        (
            vec![f64t(&[4])],
            "    %io = stablehlo.iota dim = 0 : tensor<4xf64>\n    %k = stablehlo.constant dense<[1.5, -2.0, 0.5, 3.0]> : tensor<4xf64>\n    %a = stablehlo.multiply %io, %arg0 : tensor<4xf64>\n    %y = stablehlo.add %a, %k : tensor<4xf64>".into(),
            f64t(&[4]),
        ),
    ];
    for (params, body, y) in cases {
        fd_case(&params, &body, &y, (-1.0, 1.0));
    }
}

#[test]
fn reductions_match_finite_differences() {
    let x = f64t(&[3, 4]);
    let xt = x.mlir();
    for (op, init, dims, out) in [
        ("add", "0.000000e+00", "[1]", f64t(&[3])),
        ("multiply", "1.000000e+00", "[0]", f64t(&[4])),
        ("maximum", "0xFFF0000000000000", "[1]", f64t(&[3])),
        ("minimum", "0x7FF0000000000000", "[0, 1]", f64t(&[])),
    ] {
        let body = format!(
            "    %init = stablehlo.constant dense<{init}> : tensor<f64>\n    %y = stablehlo.reduce(%arg0 init: %init) applies stablehlo.{op} across dimensions = {dims} : ({xt}, tensor<f64>) -> {}",
            out.mlir()
        );
        fd_case(std::slice::from_ref(&x), &body, &out, (-1.0, 1.0));
    }
    // A differentiated init value.
    let s = f64t(&[]);
    for op in ["add", "multiply"] {
        let body = format!(
            "    %y = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.{op} across dimensions = [1] : ({xt}, tensor<f64>) -> tensor<3xf64>"
        );
        fd_case(&[x.clone(), s.clone()], &body, &f64t(&[3]), (0.5, 1.5));
    }
    // Product with zeros: column 0 has one zero, column 1 two, so its gradient is zero.
    let body = format!(
        "    %init = stablehlo.constant dense<1.000000e+00> : tensor<f64>\n    %y = stablehlo.reduce(%arg0 init: %init) applies stablehlo.multiply across dimensions = [0] : ({xt}, tensor<f64>) -> tensor<4xf64>"
    );
    let src = loss_program(std::slice::from_ref(&x), &body, &f64t(&[4]));
    let xs = Array::from_f64(
        vec![3, 4],
        vec![
            0.0, 0.0, 1.5, -0.7, 2.0, 0.0, 0.3, 1.1, -1.2, 0.8, 0.9, -0.4,
        ],
    )
    .unwrap();
    let w = Array::from_f64(vec![4], vec![0.5, -1.5, 0.25, 2.0]).unwrap();
    check_grad_of(&src, &[xs, w], &[0], 1e-6);
    // Complex product and sum.
    let z = c128t(&[3, 4]);
    let body = format!(
        "    %init = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>\n    %y = stablehlo.reduce(%arg0 init: %init) applies stablehlo.multiply across dimensions = [1] : ({}, tensor<complex<f64>>) -> tensor<3xcomplex<f64>>",
        z.mlir()
    );
    fd_case(std::slice::from_ref(&z), &body, &c128t(&[3]), (-1.0, 1.0));
}

#[test]
fn ties_split_the_cotangent_evenly() {
    // JAX's rule: reduce max/min share ȳ evenly among the positions equal to the result;
    // elementwise maximum/minimum give each operand half at a tie.
    let src = "func.func public @main(%arg0: tensor<2x3xf64>, %arg1: tensor<2x3xf64>) -> tensor<f64> {
    %init = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %0 = stablehlo.reduce(%arg0 init: %init) applies stablehlo.maximum across dimensions = [1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<2xf64>
    %w = stablehlo.constant dense<[1.000000e+00, 3.000000e+00]> : tensor<2xf64>
    %1 = stablehlo.multiply %0, %w : tensor<2xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<2xf64>, tensor<f64>) -> tensor<f64>
    %3 = stablehlo.minimum %arg0, %arg1 : tensor<2x3xf64>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<f64>
    %5 = stablehlo.add %2, %4 : tensor<f64>
    return %5 : tensor<f64>
}";
    let g = grad(&parse(src), &[0, 1]).unwrap();
    check_ir(&g);
    let x = Array::from_f64(vec![2, 3], vec![1.0, 3.0, 3.0, 2.0, 0.0, 2.0]).unwrap();
    let y = Array::from_f64(vec![2, 3], vec![1.0, 5.0, 2.0, 2.0, 0.0, 9.0]).unwrap();
    let out = run(&g, &[x, y]);
    let re = |a: &Array| -> Vec<f64> { a.to_c128_vec().iter().map(|z| z.re).collect() };
    // reduce max: row 0 has max 3 twice (ȳ = 1), row 1 max 2 twice (ȳ = 3). minimum: ties
    // at positions 0, 3, 4; x is smaller at 1 and 5, y at 2.
    let from_max = [0.0, 0.5, 0.5, 1.5, 0.0, 1.5];
    let x_min = [0.5, 1.0, 0.0, 0.5, 0.5, 1.0];
    let want_x: Vec<f64> = from_max.iter().zip(x_min).map(|(a, b)| a + b).collect();
    let want_y: Vec<f64> = x_min
        .iter()
        .map(|&b| if b == 0.5 { 0.5 } else { 1.0 - b })
        .collect();
    assert_eq!(re(&out[0]), want_x);
    assert_eq!(re(&out[1]), want_y);
}

#[test]
fn dot_general_matches_finite_differences() {
    for dt in ["f64", "complex<f64>"] {
        let t = |s: &[usize]| T {
            shape: s.to_vec(),
            dtype: dt,
        };
        let mm = format!(
            "    %y = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : ({}, {}) -> {}",
            t(&[2, 3]).mlir(),
            t(&[3, 4]).mlir(),
            t(&[2, 4]).mlir()
        );
        fd_case(&[t(&[2, 3]), t(&[3, 4])], &mm, &t(&[2, 4]), (-1.0, 1.0));
        let batched = format!(
            "    %y = stablehlo.dot_general %arg0, %arg1, batching_dims = [2] x [0], contracting_dims = [0, 1] x [3, 1], precision = [DEFAULT, DEFAULT] : ({}, {}) -> {}",
            t(&[3, 4, 2, 5]).mlir(),
            t(&[2, 4, 6, 3]).mlir(),
            t(&[2, 5, 6]).mlir()
        );
        fd_case(
            &[t(&[3, 4, 2, 5]), t(&[2, 4, 6, 3])],
            &batched,
            &t(&[2, 5, 6]),
            (-1.0, 1.0),
        );
    }
}

fn fft_body(kind: &str, x: &T, y: &T, length: &[usize]) -> String {
    let l: Vec<String> = length.iter().map(|n| n.to_string()).collect();
    format!(
        "    %y = stablehlo.fft %arg0, type = {kind}, length = [{}] : ({}) -> {}",
        l.join(", "),
        x.mlir(),
        y.mlir()
    )
}

/// (kind, input, output, length) for every FFT kind, odd and even, 1-D to 3-D.
fn fft_cases() -> Vec<(&'static str, T, T, Vec<usize>)> {
    let mut cases = Vec::new();
    for (lead, length) in [
        (vec![2], vec![7]),
        (vec![2], vec![8]),
        (vec![], vec![3, 4]),
        (vec![2], vec![5, 6]),
        (vec![], vec![2, 3, 5]),
    ] {
        let full: Vec<usize> = lead.iter().chain(&length).copied().collect();
        let mut half = full.clone();
        *half.last_mut().unwrap() = length.last().unwrap() / 2 + 1;
        cases.push(("FFT", c128t(&full), c128t(&full), length.clone()));
        cases.push(("IFFT", c128t(&full), c128t(&full), length.clone()));
        cases.push(("RFFT", f64t(&full), c128t(&half), length.clone()));
        cases.push(("IRFFT", c128t(&half), f64t(&full), length.clone()));
    }
    cases
}

#[test]
fn fft_kinds_match_finite_differences() {
    for (kind, x, y, length) in fft_cases() {
        fd_case(
            std::slice::from_ref(&x),
            &fft_body(kind, &x, &y, &length),
            &y,
            (-1.0, 1.0),
        );
    }
}

// ---- adjoint identity and C-linearity --------------------------------------------------------

/// Re Σ conj(a)·b
fn inner(a: &Array, b: &Array) -> f64 {
    a.to_c128_vec()
        .iter()
        .zip(b.to_c128_vec())
        .map(|(x, y)| (x.conj() * y).re)
        .sum()
}

fn scaled(a: &Array, s: Complex64) -> Array {
    let data = match &a.data {
        Data::C128(v) => Data::C128(v.iter().map(|z| z * s).collect()),
        Data::F64(v) => {
            assert_eq!(s.im, 0.0, "a real array scaled by a complex number");
            Data::F64(v.iter().map(|x| x * s.re).collect())
        }
        other => panic!("cannot scale {:?}", other.dtype()),
    };
    Array::new(a.shape.clone(), data).unwrap()
}

/// For y = A x defined by `body` over `%arg0` (and `extra` fixed inputs), checks
/// ⟨ȳ, Ax⟩ = ⟨Aᴴȳ, x⟩ with the pullback from `vjp`, and, when x and y are complex,
/// that the pullback is C-linear: pullback(iȳ) = i·pullback(ȳ).
fn adjoint_case(x: &T, extra: &[(T, Array)], body: &str, y: &T) {
    let mut args = vec![format!("%arg0: {}", x.mlir())];
    args.extend(
        extra
            .iter()
            .enumerate()
            .map(|(i, (t, _))| format!("%arg{}: {}", i + 1, t.mlir())),
    );
    let src = format!(
        "func.func public @main({}) -> {} {{\n{body}\n    return %y : {}\n}}\n",
        args.join(", "),
        y.mlir(),
        y.mlir()
    );
    let m = parse(&src);
    let pb = vjp(&m, &[0]).unwrap_or_else(|e| panic!("{e}\n{src}"));
    check_ir(&pb);
    let mut rng = Rng(0x1234_5678 ^ src.len() as u64);
    let xs = x.random(&mut rng, -1.0, 1.0);
    let ct = y.random(&mut rng, -1.0, 1.0);
    let call = |ct: &Array| {
        let mut inputs = vec![xs.clone()];
        inputs.extend(extra.iter().map(|(_, a)| a.clone()));
        inputs.push(ct.clone());
        run(&pb, &inputs)
    };
    let out = call(&ct);
    let (ax, aty) = (&out[0], &out[1]);
    let lhs = inner(&ct, ax);
    let rhs = inner(aty, &xs);
    let scale = ct.to_c128_vec().iter().map(|z| z.norm()).sum::<f64>()
        * xs.to_c128_vec()
            .iter()
            .map(|z| z.norm())
            .fold(0.0, f64::max)
        + 1.0;
    assert!(
        (lhs - rhs).abs() <= 1e-12 * scale,
        "adjoint identity fails: ⟨ȳ, Ax⟩ = {lhs}, ⟨Aᴴȳ, x⟩ = {rhs}\n{src}"
    );
    if x.is_complex() && y.is_complex() {
        let i = Complex64::new(0.0, 1.0);
        let rotated = call(&scaled(&ct, i));
        let want = scaled(aty, i);
        for (g, w) in rotated[1].to_c128_vec().iter().zip(want.to_c128_vec()) {
            assert!(
                (g - w).norm() <= 1e-12 * scale,
                "pullback is not C-linear: {g} vs {w}\n{src}"
            );
        }
    }
}

#[test]
fn fft_pullbacks_are_adjoints_and_c_linear() {
    for (kind, x, y, length) in fft_cases() {
        adjoint_case(&x, &[], &fft_body(kind, &x, &y, &length), &y);
    }
}

/// (input, fixed extra inputs, body defining %y, output)
type AdjointCase = (T, Vec<(T, Array)>, String, T);

#[test]
fn data_movement_pullbacks_are_adjoints() {
    for dt in ["f64", "complex<f64>"] {
        let t = |s: &[usize]| T {
            shape: s.to_vec(),
            dtype: dt,
        };
        let pad_value = T {
            shape: vec![],
            dtype: dt,
        };
        let mut rng = Rng(99);
        let zero_pad = (pad_value.clone(), {
            let mut a = pad_value.random(&mut rng, 0.0, 0.0);
            a.shape = vec![];
            a
        });
        let cases: Vec<AdjointCase> = vec![
            (
                t(&[3, 1]),
                vec![],
                format!("    %y = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : ({}) -> {}", t(&[3, 1]).mlir(), t(&[2, 3, 4]).mlir()),
                t(&[2, 3, 4]),
            ),
            (
                t(&[2, 3]),
                vec![],
                format!("    %y = stablehlo.broadcast_in_dim %arg0, dims = [2, 0] : ({}) -> {}", t(&[2, 3]).mlir(), t(&[3, 4, 2]).mlir()),
                t(&[3, 4, 2]),
            ),
            (
                t(&[3, 4, 5]),
                vec![],
                format!(
                    "    %z = stablehlo.constant dense<0.000000e+00> : tensor<{dt}>\n    %y = stablehlo.reduce(%arg0 init: %z) applies stablehlo.add across dimensions = [0, 2] : ({}, tensor<{dt}>) -> {}",
                    t(&[3, 4, 5]).mlir(),
                    t(&[4]).mlir()
                )
                .replace("dense<0.000000e+00> : tensor<complex<f64>>", "dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>"),
                t(&[4]),
            ),
            (
                t(&[7, 9]),
                vec![],
                format!("    %y = stablehlo.slice %arg0 [1:7:3, 2:9:2] : ({}) -> {}", t(&[7, 9]).mlir(), t(&[2, 4]).mlir()),
                t(&[2, 4]),
            ),
            (
                t(&[4, 5]),
                vec![zero_pad.clone()],
                format!(
                    "    %y = stablehlo.pad %arg0, %arg1, low = [-1, 2], high = [2, -3], interior = [1, 2] : ({}, {}) -> {}",
                    t(&[4, 5]).mlir(),
                    pad_value.mlir(),
                    t(&[8, 12]).mlir()
                ),
                t(&[8, 12]),
            ),
            (
                t(&[2, 3, 4]),
                vec![],
                format!("    %y = stablehlo.transpose %arg0, dims = [1, 2, 0] : ({}) -> {}", t(&[2, 3, 4]).mlir(), t(&[3, 4, 2]).mlir()),
                t(&[3, 4, 2]),
            ),
            (
                t(&[2, 6]),
                vec![],
                format!("    %y = stablehlo.reshape %arg0 : ({}) -> {}", t(&[2, 6]).mlir(), t(&[4, 3]).mlir()),
                t(&[4, 3]),
            ),
            (
                t(&[2, 3]),
                vec![],
                format!(
                    "    %y = stablehlo.concatenate %arg0, %arg0, dim = 0 : ({}, {}) -> {}",
                    t(&[2, 3]).mlir(),
                    t(&[2, 3]).mlir(),
                    t(&[4, 3]).mlir()
                ),
                t(&[4, 3]),
            ),
            (
                t(&[3, 4]),
                vec![],
                format!("    %y = stablehlo.reverse %arg0, dims = [1] : {}", t(&[3, 4]).mlir()),
                t(&[3, 4]),
            ),
            (
                t(&[5, 4]),
                vec![],
                format!(
                    "    %i = stablehlo.constant dense<4> : tensor<i32>\n    %j = stablehlo.constant dense<1> : tensor<i32>\n    %y = stablehlo.dynamic_slice %arg0, %i, %j, sizes = [2, 2] : ({}, tensor<i32>, tensor<i32>) -> {}",
                    t(&[5, 4]).mlir(),
                    t(&[2, 2]).mlir()
                ),
                t(&[2, 2]),
            ),
            (
                t(&[3, 4]),
                vec![(t(&[4, 5]), t(&[4, 5]).random(&mut rng, -1.0, 1.0))],
                format!(
                    "    %y = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : ({}, {}) -> {}",
                    t(&[3, 4]).mlir(),
                    t(&[4, 5]).mlir(),
                    t(&[3, 5]).mlir()
                ),
                t(&[3, 5]),
            ),
        ];
        for (x, extra, body, y) in cases {
            adjoint_case(&x, &extra, &body, &y);
        }
    }
}

// ---- regression cases with known answers -----------------------------------------------------

fn c128_array(shape: &[usize], v: Vec<Complex64>) -> Array {
    Array::new(shape.to_vec(), Data::C128(v)).unwrap()
}

#[test]
fn real_part_of_an_fft_round_trip_has_gradient_two_re_x() {
    let src = "func.func public @main(%arg0: tensor<2x6xcomplex<f64>>) -> tensor<f64> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [6] : (tensor<2x6xcomplex<f64>>) -> tensor<2x6xcomplex<f64>>
    %1 = stablehlo.fft %0, type = IFFT, length = [6] : (tensor<2x6xcomplex<f64>>) -> tensor<2x6xcomplex<f64>>
    %2 = stablehlo.real %1 : (tensor<2x6xcomplex<f64>>) -> tensor<2x6xf64>
    %3 = stablehlo.multiply %2, %2 : tensor<2x6xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x6xf64>, tensor<f64>) -> tensor<f64>
    return %4 : tensor<f64>
}";
    let g = grad(&parse(src), &[0]).unwrap();
    check_ir(&g);
    let mut rng = Rng(3);
    let x = c128t(&[2, 6]).random(&mut rng, -1.0, 1.0);
    let out = run(&g, std::slice::from_ref(&x));
    assert_eq!(
        out[0].dtype(),
        fresnel_ir::DType::C128,
        "gradient of a complex input is complex"
    );
    // L = Σ (Re x)²: ∂L/∂a = 2a, ∂L/∂b = 0.
    for (g, x) in out[0].to_c128_vec().iter().zip(x.to_c128_vec()) {
        assert!(
            (g - Complex64::new(2.0 * x.re, 0.0)).norm() <= 1e-13,
            "{g} vs 2·Re {x}"
        );
    }
}

#[test]
fn parseval_gradient_of_a_3x3_fft() {
    let src = "func.func public @main(%arg0: tensor<3x3xf64>, %arg1: tensor<3x3xf64>) -> tensor<f64> {
    %0 = stablehlo.complex %arg0, %arg1 : tensor<3x3xcomplex<f64>>
    %1 = stablehlo.fft %0, type = FFT, length = [3, 3] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %2 = stablehlo.abs %1 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %3 = stablehlo.multiply %2, %2 : tensor<3x3xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    return %4 : tensor<f64>
}";
    let g = grad(&parse(src), &[0, 1]).unwrap();
    check_ir(&g);
    let mut rng = Rng(5);
    let a = f64t(&[3, 3]).random(&mut rng, -1.0, 1.0);
    let b = f64t(&[3, 3]).random(&mut rng, -1.0, 1.0);
    let out = run(&g, &[a.clone(), b.clone()]);
    for (got, x) in [(&out[0], &a), (&out[1], &b)] {
        for (g, x) in got.to_c128_vec().iter().zip(x.to_c128_vec()) {
            assert!((g.re - 18.0 * x.re).abs() <= 1e-12, "{g} vs 18·{x}");
        }
    }
}

#[test]
fn gradient_of_abs_squared_at_1_plus_2i() {
    let src = "func.func public @main(%arg0: tensor<complex<f64>>) -> tensor<f64> {
    %0 = stablehlo.abs %arg0 : (tensor<complex<f64>>) -> tensor<f64>
    %1 = stablehlo.multiply %0, %0 : tensor<f64>
    return %1 : tensor<f64>
}";
    let g = grad(&parse(src), &[0]).unwrap();
    check_ir(&g);
    let z = c128_array(&[], vec![Complex64::new(1.0, 2.0)]);
    let got = run(&g, &[z])[0].to_c128_vec()[0];
    assert!((got - Complex64::new(2.0, 4.0)).norm() <= 1e-14, "{got}");
}

fn irfft_loss(n: usize, lead: usize) -> String {
    let m = n / 2 + 1;
    format!(
        "func.func public @main(%arg0: tensor<{lead}x{m}xcomplex<f64>>, %arg1: tensor<{lead}x{n}xf64>) -> tensor<f64> {{
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [{n}] : (tensor<{lead}x{m}xcomplex<f64>>) -> tensor<{lead}x{n}xf64>
    %1 = stablehlo.multiply %0, %arg1 : tensor<{lead}x{n}xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<{lead}x{n}xf64>, tensor<f64>) -> tensor<f64>
    return %2 : tensor<f64>
}}"
    )
}

#[test]
fn irfft_gradient_bins_follow_the_parity_of_n() {
    for n in [7, 8] {
        let m = n / 2 + 1;
        let g = grad(&parse(&irfft_loss(n, 2)), &[0]).unwrap();
        check_ir(&g);
        let mut rng = Rng(11);
        let c = c128t(&[2, m]).random(&mut rng, -1.0, 1.0);
        let w = f64t(&[2, n]).random(&mut rng, -1.0, 1.0);
        let got = run(&g, &[c, w])[0].to_c128_vec();
        for row in 0..2 {
            let dc = got[row * m];
            let last = got[row * m + m - 1];
            assert_eq!(
                dc.im, 0.0,
                "n = {n}: Im of the DC bin's gradient must be exactly 0"
            );
            if n % 2 == 0 {
                assert_eq!(
                    last.im, 0.0,
                    "n = {n}: Im of the Nyquist bin's gradient must be 0"
                );
            } else {
                assert!(
                    last.im.abs() > 1e-6,
                    "n = {n}: Im of the last bin's gradient is {}",
                    last.im
                );
            }
        }
    }
}

#[test]
fn irfft_gradient_matches_the_analytic_formula_in_f64() {
    // L = Σ_j w_j irfft(c)_j = Σ_k (w_k/n) Re(c_k · W_k), W_k = Σ_j w_j e^{2πijk/n}, weights
    // w_k = 1 (k = 0, k = n/2) or 2: ∂L/∂c_k = (w_k/n)·conj(W_k) = (w_k/n)·rfft(w)_k.
    for n in [3, 6, 12] {
        let m = n / 2 + 1;
        let g = grad(&parse(&irfft_loss(n, 1)), &[0]).unwrap();
        let mut rng = Rng(13 + n as u64);
        let c = c128t(&[1, m]).random(&mut rng, -1.0, 1.0);
        let w = f64t(&[1, n]).random(&mut rng, -1.0, 1.0);
        let wv = w.to_c128_vec();
        let got = run(&g, &[c, w])[0].to_c128_vec();
        let want: Vec<Complex64> = (0..m)
            .map(|k| {
                let mut acc = Complex64::new(0.0, 0.0);
                for (j, wj) in wv.iter().enumerate() {
                    let angle = -2.0 * std::f64::consts::PI * ((j * k) % n) as f64 / n as f64;
                    acc += wj.re * Complex64::from_polar(1.0, angle);
                }
                let single = k == 0 || (n % 2 == 0 && k == n / 2);
                acc * (if single { 1.0 } else { 2.0 }) / n as f64
            })
            .collect();
        let scale = want.iter().map(|z| z.norm()).fold(0.0, f64::max);
        for (k, (g, w)) in got.iter().zip(&want).enumerate() {
            let err = (g - w).norm() / scale;
            assert!(err <= 1e-14, "n = {n}, k = {k}: {g} vs {w} (rel {err:e})");
        }
    }
}

const SMOOTH_LOSS: &str = "func.func public @main(%arg0: tensor<4xf64>) -> tensor<f64> {
    %0 = stablehlo.sine %arg0 : tensor<4xf64>
    %1 = stablehlo.multiply %0, %arg0 : tensor<4xf64>
    %2 = stablehlo.multiply %1, %arg0 : tensor<4xf64>
    %3 = stablehlo.exponential %2 : tensor<4xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4xf64>, tensor<f64>) -> tensor<f64>
    %5 = stablehlo.log %4 : tensor<f64>
    return %5 : tensor<f64>
}";

#[test]
fn hessian_vector_product_matches_finite_differences_of_the_gradient() {
    let m = parse(SMOOTH_LOSS);
    let g = grad(&m, &[0]).unwrap();
    // Hv = pullback of the gradient map along v (H is symmetric): grad of ⟨∇L, v⟩.
    let hvp = vjp(&g, &[0]).unwrap();
    check_ir(&hvp);
    let x = Array::from_f64(vec![4], vec![0.3, -0.8, 1.1, 0.5]).unwrap();
    let v = Array::from_f64(vec![4], vec![1.0, 0.5, -0.25, 2.0]).unwrap();
    let hv = run(&hvp, &[x.clone(), v.clone()])[1].to_c128_vec();
    let h = 1e-5;
    let shifted = |s: f64| {
        let xs: Vec<f64> = x
            .to_c128_vec()
            .iter()
            .zip(v.to_c128_vec())
            .map(|(a, b)| a.re + s * b.re)
            .collect();
        run(&g, &[Array::from_f64(vec![4], xs).unwrap()])[0].to_c128_vec()
    };
    let (plus, minus) = (shifted(h), shifted(-h));
    for k in 0..4 {
        let fd = (plus[k].re - minus[k].re) / (2.0 * h);
        assert!(
            (hv[k].re - fd).abs() <= 1e-6 * fd.abs().max(1.0),
            "Hv[{k}] = {} vs {fd}",
            hv[k].re
        );
    }
}

#[test]
fn grad_of_grad_gives_the_second_derivative() {
    // f(x) = x³·sin x, f'' = 6x sin x + 6x² cos x − x³ sin x
    let src = "func.func public @main(%arg0: tensor<f64>) -> tensor<f64> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<f64>
    %1 = stablehlo.multiply %0, %arg0 : tensor<f64>
    %2 = stablehlo.sine %arg0 : tensor<f64>
    %3 = stablehlo.multiply %1, %2 : tensor<f64>
    return %3 : tensor<f64>
}";
    let g1 = grad(&parse(src), &[0]).unwrap();
    let g2 = grad(&g1, &[0]).unwrap();
    check_ir(&g2);
    // The differentiated program prints and parses back.
    let reparsed = parse(&fresnel_ir::print::print_module(&g2));
    for x in [0.7f64, -1.3, 2.1] {
        let want = 6.0 * x * x.sin() + 6.0 * x * x * x.cos() - x * x * x * x.sin();
        for prog in [&g2, &reparsed] {
            let got = scalar_f64(&run(prog, &[Array::from_f64(vec![], vec![x]).unwrap()])[0]);
            assert!(
                (got - want).abs() <= 1e-12 * want.abs().max(1.0),
                "f''({x}) = {got}, want {want}"
            );
        }
    }
}

#[test]
fn second_derivatives_of_complex_fft_programs_match_finite_differences() {
    // grad of Σ |fft(x)|⁴-like loss, then differentiate ⟨∇L, v⟩ again by finite differences.
    let src = "func.func public @main(%arg0: tensor<5xcomplex<f64>>) -> tensor<f64> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [5] : (tensor<5xcomplex<f64>>) -> tensor<5xcomplex<f64>>
    %1 = stablehlo.abs %0 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %2 = stablehlo.multiply %1, %1 : tensor<5xf64>
    %3 = stablehlo.multiply %2, %2 : tensor<5xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<f64>
    return %4 : tensor<f64>
}";
    let g = grad(&parse(src), &[0]).unwrap();
    let hvp = vjp(&g, &[0]).unwrap();
    check_ir(&hvp);
    let mut rng = Rng(21);
    let x = c128t(&[5]).random(&mut rng, -1.0, 1.0);
    let v = c128t(&[5]).random(&mut rng, -1.0, 1.0);
    let hv = run(&hvp, &[x.clone(), v.clone()])[1].to_c128_vec();
    let h = 1e-6;
    let at = |s: f64| {
        let xs: Vec<Complex64> = x
            .to_c128_vec()
            .iter()
            .zip(v.to_c128_vec())
            .map(|(a, b)| a + s * b)
            .collect();
        run(&g, &[c128_array(&[5], xs)])[0].to_c128_vec()
    };
    let (plus, minus) = (at(h), at(-h));
    let scale = hv.iter().map(|z| z.norm()).fold(1.0, f64::max);
    for k in 0..5 {
        let fd = (plus[k] - minus[k]) / (2.0 * h);
        assert!(
            (hv[k] - fd).norm() <= 1e-6 * scale,
            "Hv[{k}] = {} vs {fd}",
            hv[k]
        );
    }
}

// ---- errors --------------------------------------------------------------------------------

#[test]
fn bad_requests_are_clear_errors() {
    let src =
        "func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<3xi32>) -> tensor<3xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<3xf32>
    return %0 : tensor<3xf32>
}";
    let m = parse(src);
    let e = value_and_grad(&m, &[0]).unwrap_err().to_string();
    assert!(
        e.contains("grad needs @main's first result to be a real scalar, got tensor<3xf32>"),
        "{e}"
    );
    let e = vjp(&m, &[2]).unwrap_err().to_string();
    assert!(e.contains("argument 2") && e.contains("2 argument"), "{e}");
    let e = vjp(&m, &[1]).unwrap_err().to_string();
    assert!(e.contains("tensor<3xi32>"), "{e}");
}

// ---- the JAX reference cases ---------------------------------------------------------------

#[test]
fn reference_cases_value_and_grad_match_jax() {
    let cases = fresnel_tests::refs::cases();
    let mut failures = Vec::new();
    let mut passed = 0;
    for case in &cases {
        let inputs = case.inputs();
        let tol = case.tolerance();
        let result = (|| -> Result<(), String> {
            let m =
                parse_module(&case.program_text("fwd.mlir")).map_err(|e| format!("parse: {e}"))?;
            let vg = value_and_grad(&m, &case.wrt).map_err(|e| format!("AD: {e}"))?;
            if let Err(errs) = fresnel_ir::verify::verify_module(&vg) {
                return Err(format!("verify: {}", errs[0]));
            }
            let out = run_main(&vg, &inputs).map_err(|e| format!("run: {e}"))?;
            let wants: Vec<Array> = std::iter::once(case.value()).chain(case.grads()).collect();
            if out.len() != wants.len() {
                return Err(format!("{} outputs, expected {}", out.len(), wants.len()));
            }
            for (k, (got, want)) in out.iter().zip(&wants).enumerate() {
                let err = fresnel_tests::refs::rel_err(got, want)
                    .map_err(|e| format!("output {k}: {e}"))?;
                if err > tol {
                    return Err(format!("output {k}: relative error {err:e} > {tol:e}"));
                }
            }
            Ok(())
        })();
        match result {
            Ok(()) => passed += 1,
            Err(e) => failures.push(format!("{}: {e}", case.name)),
        }
    }
    println!("reference cases: {passed}/{} pass", cases.len());
    assert!(
        failures.is_empty(),
        "{} of {} reference cases fail:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

mod index;
mod linalg;

// ---- CHLO special functions, sort and top_k -------------------------------------------------

fn chlo_body(op: &str, x: &T) -> String {
    format!("    %y = chlo.{op} %arg0 : {} -> {}", x.mlir(), x.mlir())
}

#[test]
fn chlo_real_ops_match_finite_differences() {
    let x = f64t(&[2, 3]);
    let cases: [(&str, (f64, f64)); 14] = [
        ("square", (-2.0, 2.0)),
        ("erf", (-1.5, 1.5)),
        ("erfc", (-1.5, 1.5)),
        ("erf_inv", (-0.9, 0.9)),
        ("lgamma", (0.3, 4.0)),
        ("digamma", (0.3, 4.0)),
        ("asin", (-0.9, 0.9)),
        ("acos", (-0.9, 0.9)),
        ("atan", (-2.0, 2.0)),
        ("asinh", (-2.0, 2.0)),
        ("acosh", (1.2, 3.0)),
        ("atanh", (-0.9, 0.9)),
        ("sinh", (-2.0, 2.0)),
        ("cosh", (-2.0, 2.0)),
    ];
    for (op, range) in cases {
        fd_case(std::slice::from_ref(&x), &chlo_body(op, &x), &x, range);
    }
    // lgamma left of zero, between poles: its derivative digamma there too.
    fd_case(
        std::slice::from_ref(&x),
        &chlo_body("lgamma", &x),
        &x,
        (-2.9, -2.1),
    );
    // digamma between poles and far right (the ζ(2, x) of its derivative at both ends).
    for range in [(-2.9, -2.1), (15.0, 40.0)] {
        fd_case(
            std::slice::from_ref(&x),
            &chlo_body("digamma", &x),
            &x,
            range,
        );
    }
    // round_nearest_afz is piecewise constant: zero gradient away from the half-integers.
    fd_case(
        std::slice::from_ref(&x),
        &unary_body("round_nearest_afz", &x, &x),
        &x,
        (0.6, 1.4),
    );
}

#[test]
fn chlo_complex_ops_match_finite_differences() {
    // Both parts in [0.2, 1.1): away from every branch cut (all lie on the axes).
    let z = c128t(&[2, 3]);
    for op in [
        "square", "asin", "acos", "atan", "asinh", "acosh", "atanh", "sinh", "cosh",
    ] {
        fd_case(std::slice::from_ref(&z), &chlo_body(op, &z), &z, (0.2, 1.1));
    }
}

#[test]
fn sort_and_top_k_match_finite_differences() {
    let x = f64t(&[3, 4]);
    let xt = x.mlir();
    // Sort along each dimension, with an integer operand riding along (argsort's shape).
    for dim in 0..2 {
        let body = format!(
            "    %i = stablehlo.iota dim = {dim} : tensor<3x4xi32>
    %y, %p = \"stablehlo.sort\"(%arg0, %i) <{{dimension = {dim} : i64, is_stable = true}}> ({{
    ^bb0(%a: tensor<f64>, %b: tensor<f64>, %c: tensor<i32>, %d: tensor<i32>):
      %lt = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f64>, tensor<f64>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    }}) : ({xt}, tensor<3x4xi32>) -> ({xt}, tensor<3x4xi32>)"
        );
        fd_case(std::slice::from_ref(&x), &body, &x, (-2.0, 2.0));
    }
    let y = f64t(&[3, 2]);
    let body = format!(
        "    %y, %idx = chlo.top_k(%arg0, k = 2) : {xt} -> ({}, tensor<3x2xi32>)",
        y.mlir()
    );
    fd_case(std::slice::from_ref(&x), &body, &y, (-2.0, 2.0));
}

/// `reduce_window` with a region of several ops, and a variadic one, differentiate as the
/// loop over window positions they mean: base and window dilation, strides, padding (the
/// init value fills it), a non-associative body, against central differences — and the
/// forward mode's directional derivative agrees with reverse mode.
#[test]
fn general_reduce_windows_match_finite_differences() {
    let src = r#"func.func public @main(%x: tensor<7x6xf64>, %y: tensor<7x6xf64>) -> tensor<f64> {
    %c = stablehlo.constant dense<2.500000e-01> : tensor<f64>
    %w = "stablehlo.reduce_window"(%x, %c) <{base_dilations = array<i64: 2, 1>, padding = dense<[[1, 2], [0, 1]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 2>, window_dimensions = array<i64: 3, 2>, window_strides = array<i64: 2, 1>}> ({
    ^bb0(%a: tensor<f64>, %b: tensor<f64>):
      %h = stablehlo.constant dense<5.000000e-01> : tensor<f64>
      %s = stablehlo.sine %b : tensor<f64>
      %m = stablehlo.multiply %a, %h : tensor<f64>
      %t = stablehlo.multiply %m, %s : tensor<f64>
      %r = stablehlo.add %t, %b : tensor<f64>
      stablehlo.return %r : tensor<f64>
    }) : (tensor<7x6xf64>, tensor<f64>) -> tensor<7x5xf64>
    %z = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %ninf = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %v:2 = "stablehlo.reduce_window"(%x, %y, %z, %ninf) <{window_dimensions = array<i64: 2, 2>}> ({
    ^bb0(%a1: tensor<f64>, %a2: tensor<f64>, %b1: tensor<f64>, %b2: tensor<f64>):
      %p = stablehlo.multiply %b1, %b2 : tensor<f64>
      %s1 = stablehlo.add %a1, %p : tensor<f64>
      %s2 = stablehlo.maximum %a2, %p : tensor<f64>
      stablehlo.return %s1, %s2 : tensor<f64>, tensor<f64>
    }) : (tensor<7x6xf64>, tensor<7x6xf64>, tensor<f64>, tensor<f64>) -> (tensor<6x5xf64>, tensor<6x5xf64>)
    %w2 = stablehlo.multiply %w, %w : tensor<7x5xf64>
    %l1 = stablehlo.reduce(%w2 init: %z) applies stablehlo.add across dimensions = [0, 1] : (tensor<7x5xf64>, tensor<f64>) -> tensor<f64>
    %q = stablehlo.multiply %v#0, %v#1 : tensor<6x5xf64>
    %l2 = stablehlo.reduce(%q init: %z) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x5xf64>, tensor<f64>) -> tensor<f64>
    %l = stablehlo.add %l1, %l2 : tensor<f64>
    return %l : tensor<f64>
}"#;
    let mut rng = Rng(0x57_1D0E);
    let t = f64t(&[7, 6]);
    let inputs = vec![t.random(&mut rng, -1.5, 1.5), t.random(&mut rng, -1.5, 1.5)];
    check_grad_of(src, &inputs, &[0, 1], 1e-6);
    // Forward mode along a random direction: the tangent of the loss is ⟨∇L, v⟩.
    let m = parse(src);
    let j = fresnel::ad::jvp(&m, &[0, 1]).unwrap_or_else(|e| panic!("{e}"));
    let g = run(
        &value_and_grad(&m, &[0, 1]).expect("differentiates"),
        &inputs,
    );
    let dirs = [t.random(&mut rng, -1.0, 1.0), t.random(&mut rng, -1.0, 1.0)];
    let mut args = inputs.clone();
    args.extend(dirs.iter().cloned());
    let tangent = scalar_f64(&run(&j, &args)[1]);
    let dot: f64 = (0..2)
        .map(|k| {
            let (a, b) = (g[1 + k].to_c128_vec(), dirs[k].to_c128_vec());
            a.iter().zip(&b).map(|(p, q)| p.re * q.re).sum::<f64>()
        })
        .sum();
    assert!(
        (tangent - dot).abs() <= 1e-10 * dot.abs().max(1.0),
        "jvp {tangent} vs ⟨grad, v⟩ {dot}"
    );
}
