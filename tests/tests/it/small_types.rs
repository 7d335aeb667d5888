//! The 8-, 6- and 4-bit floats and the 2- and 4-bit integers on every backend: programs
//! compute them in their carriers (`fresnel_ir::narrow::widen`), so the kernels only convert
//! their byte patterns, and must do it with the interpreter's rounding and decoding.

use fresnel::backend::{compile, cpu_program, Backend, PjrtOptions};
use fresnel_ir::{Array, DType, Data, Module};
use fresnel_runtime::interp::run_main;
use fresnel_tests::cuda::{cxx_or_skip, SimBatch};

fn dtype_named(name: &str) -> DType {
    *DType::ALL
        .iter()
        .find(|d| d.mlir_name() == name)
        .unwrap_or_else(|| panic!("no type {name}"))
}

/// The results of `m` on `inputs` on the CPU backend and on cuda-sim (where a C++ compiler
/// is present), for programs compiled together.
fn on_backends(
    programs: &[(Module, Vec<Array>)],
) -> Vec<(&'static str, Vec<Result<Vec<Array>, String>>)> {
    let cpu = programs
        .iter()
        .map(|(m, inputs)| {
            let exe = compile(m, Backend::Cpu).map_err(|e| e.to_string())?;
            exe.run(inputs).map_err(|e| e.to_string())
        })
        .collect();
    let mut all = vec![("cpu", cpu)];
    if cxx_or_skip("small types on cuda-sim") {
        let lowered = programs
            .iter()
            .map(|(m, _)| cpu_program(m).unwrap_or_else(|e| panic!("{e}\n{m}")))
            .collect();
        let batch = SimBatch::new(lowered).expect("cuda-sim compiles the generated CUDA C");
        let sim = programs
            .iter()
            .enumerate()
            .map(|(i, (_, inputs))| {
                batch
                    .executable(i)
                    .and_then(|exe| exe.run(inputs).map_err(|e| e.to_string()))
            })
            .collect();
        all.push(("cuda-sim", sim));
    }
    all
}

/// A named program, its inputs and the expected result.
type Case = (String, Module, Vec<Array>, Array);

/// Hands `check` each case's results on the interpreter, then on the compiled backends.
fn on_every_backend(
    cases: &[Case],
    check: &mut impl FnMut(&str, &str, Result<Vec<Array>, String>, &Array),
) {
    for (name, m, inputs, want) in cases {
        check(
            "interp",
            name,
            run_main(m, inputs).map_err(|e| e.to_string()),
            want,
        );
    }
    let programs: Vec<(Module, Vec<Array>)> = cases
        .iter()
        .map(|(_, m, inputs, _)| (m.clone(), inputs.clone()))
        .collect();
    for (backend, results) in on_backends(&programs) {
        for ((name, _, _, want), got) in cases.iter().zip(results) {
            check(backend, name, got, want);
        }
    }
}

/// Every line of ml_dtypes' table (`tests/data/narrow/minifloat.txt`): `convert` from f64
/// rounds to its pattern and `convert` to f64 decodes its pattern, on the CPU backend and
/// cuda-sim (the CUDA header's port of the rounding), 11 formats, ~12,000 values.
#[test]
fn minifloat_conversions_match_ml_dtypes_on_every_backend() {
    let path = fresnel_tests::data_dir().join("narrow/minifloat.txt");
    let text = std::fs::read_to_string(&path).expect("minifloat.txt is readable");
    let hex = |s: &str| u64::from_str_radix(s, 16).expect("hex");
    // Per type: (f64 inputs, patterns) for rounding, (patterns, f64 values) for decoding.
    let mut tables: Vec<(DType, Vec<f64>, Vec<u8>, Vec<u8>, Vec<f64>)> = Vec::new();
    for line in text.lines() {
        let f: Vec<&str> = line.split(' ').collect();
        let d = dtype_named(f[1]);
        if tables.last().map(|t| t.0) != Some(d) {
            tables.push((d, vec![], vec![], vec![], vec![]));
        }
        let t = tables.last_mut().expect("pushed above");
        if f[0] == "round" {
            t.1.push(f64::from_bits(hex(f[2])));
            t.2.push(hex(f[3]) as u8);
        } else {
            t.3.push(hex(f[2]) as u8);
            t.4.push(f64::from_bits(hex(f[3])));
        }
    }
    assert_eq!(
        tables.len(),
        11,
        "one table per small float, each in one run of lines"
    );
    let mut programs = Vec::new();
    for (d, xs, _, codes, _) in &tables {
        let convert = |from: String, to: String| {
            let text = format!(
                "func.func @main(%x: {from}) -> {to} {{\n  %0 = stablehlo.convert %x : ({from}) -> {to}\n  return %0 : {to}\n}}\n"
            );
            fresnel_ir::parse::parse_module(&text).expect("parses")
        };
        let (n, k) = (xs.len(), codes.len());
        programs.push((
            convert(format!("tensor<{n}xf64>"), format!("tensor<{n}x{d}>")),
            vec![Array::new([n], Data::F64(xs.clone())).expect("a vector")],
        ));
        programs.push((
            convert(format!("tensor<{k}x{d}>"), format!("tensor<{k}xf64>")),
            vec![Array::new([k], Data::Small(*d, codes.clone())).expect("a vector")],
        ));
    }
    let mut failures = Vec::new();
    for (backend, results) in on_backends(&programs) {
        for (i, got) in results.into_iter().enumerate() {
            let (d, _, patterns, _, values) = &tables[i / 2];
            let got = match got {
                Ok(got) => got[0].data.clone(),
                Err(e) => {
                    failures.push(format!("{d} on {backend}: {e}"));
                    continue;
                }
            };
            let wrong = match (&got, i % 2) {
                (Data::Small(_, v), 0) => v.iter().zip(patterns).filter(|(g, w)| g != w).count(),
                (Data::F64(v), 1) => v
                    .iter()
                    .zip(values)
                    .filter(|(g, w)| g.to_bits() != w.to_bits() && !(g.is_nan() && w.is_nan()))
                    .count(),
                _ => usize::MAX,
            };
            if wrong != 0 {
                let what = if i % 2 == 0 { "roundings" } else { "decodings" };
                failures.push(format!("{d} on {backend}: {wrong} wrong {what}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The 8-bit floats and 4-bit integers compute as ml_dtypes gives them (448 + 448 overflows
/// f8E4M3FN, which has no infinity, to NaN; 0.1 rounds to 0.1015625; i4 wraps) on the
/// interpreter, the CPU backend and cuda-sim alike, the kernels converting the patterns at
/// each op's boundary; PJRT refuses them up front with the located reason.
#[test]
fn minifloat_and_sub_byte_programs_run_on_the_backends_and_are_refused_by_pjrt() {
    let text = "func.func @main(%a: tensor<4xf8E4M3FN>, %b: tensor<4xi4>) -> (tensor<4xf32>, tensor<4xi4>, tensor<4xf8E4M3FN>) {
  %0 = stablehlo.add %a, %a : tensor<4xf8E4M3FN>
  %1 = stablehlo.convert %0 : (tensor<4xf8E4M3FN>) -> tensor<4xf32>
  %2 = stablehlo.add %b, %b : tensor<4xi4>
  %3 = stablehlo.convert %b : (tensor<4xi4>) -> tensor<4xf8E4M3FN>
  %4 = stablehlo.multiply %3, %a : tensor<4xf8E4M3FN>
  return %1, %2, %4 : tensor<4xf32>, tensor<4xi4>, tensor<4xf8E4M3FN>
}
";
    let m: Module = fresnel_ir::parse::parse_module(text).expect("parses");
    let f8 = |v: &[f64]| {
        let codes = v
            .iter()
            .map(|&x| fresnel_ir::narrow::small_from_f64(DType::F8E4M3FN, x))
            .collect();
        Array::new([v.len()], Data::Small(DType::F8E4M3FN, codes)).expect("a vector")
    };
    let i4: Vec<u8> = [1i128, -3, 7, -8]
        .iter()
        .map(|&x| fresnel_ir::narrow::wrap_bits(DType::I4, x))
        .collect();
    let inputs = [
        f8(&[1.5, -3.0, 448.0, 0.1]),
        Array::new([4], Data::Small(DType::I4, i4)).expect("a vector"),
    ];
    let out = run_main(&m, &inputs).expect("runs on the interpreter");
    let values = |a: &Array| -> Vec<f64> { a.to_c128_vec().iter().map(|z| z.re).collect() };
    let floats = values(&out[0]);
    assert_eq!(floats[..2], [3.0, -6.0]);
    assert!(floats[2].is_nan(), "{floats:?}");
    assert_eq!(floats[3], 0.203125);
    assert_eq!(values(&out[1]), [2.0, -6.0, -2.0, 0.0]);
    // 1·1.5, −3·−3, 7·448 = 3136 overflows to NaN, −8·0.1015625 = −0.8125.
    let products = values(&out[2]);
    assert_eq!(products[..2], [1.5, 9.0]);
    assert!(
        products[2].is_nan() && products[3] == -0.8125,
        "{products:?}"
    );
    let same_bits = |got: &[Array]| {
        assert_eq!(got.len(), out.len());
        for (g, w) in got.iter().zip(&out) {
            // Debug strings: NaN equals NaN, and −0 differs from +0.
            let (g, w) = (format!("{:?}", g.data), format!("{:?}", w.data));
            assert_eq!(g, w, "the interpreter's patterns");
        }
    };
    same_bits(
        &compile(&m, Backend::Cpu)
            .expect("compiles")
            .run(&inputs)
            .expect("runs"),
    );
    if cxx_or_skip("small types on cuda-sim") {
        let sim = compile(&m, Backend::CudaSim).expect("compiles");
        same_bits(&sim.run(&inputs).expect("runs"));
    }
    let e = compile(&m, Backend::Pjrt(PjrtOptions::default()))
        .expect_err("refused")
        .to_string();
    assert!(
        e.starts_with("1:1:") && e.contains("is not handed to PJRT plugins"),
        "{e}"
    );
}

/// The integer ops whose sub-byte answers depend on the width (the three shifts, popcnt,
/// count-leading-zeros, wrapping arithmetic) over every pair of i2, i4, ui2 and ui4 values
/// give JAX's results (`tests/data/narrow/subbyte.txt`, from `gen_subbyte.py`) on the
/// interpreter, the CPU backend and cuda-sim: the arithmetic shift of ui4 8 by 1 is 12.
#[test]
fn sub_byte_integer_ops_match_jax_on_every_backend() {
    let path = fresnel_tests::data_dir().join("narrow/subbyte.txt");
    let text = std::fs::read_to_string(&path).expect("subbyte.txt is readable");
    let ints = |s: &str| -> Vec<i128> {
        s.split_whitespace()
            .map(|v| v.parse().expect("an integer"))
            .collect()
    };
    let mut cases = Vec::new();
    for line in text.lines() {
        let mut head = line.splitn(3, ' ');
        let (Some(ty), Some(op), Some(rest)) = (head.next(), head.next(), head.next()) else {
            panic!("a malformed line: {line}");
        };
        let parts: Vec<Vec<i128>> = rest.split(';').map(ints).collect();
        let [lhs, rhs, want] = &parts[..] else {
            panic!("a malformed line: {line}");
        };
        let dtype = dtype_named(ty);
        let t = format!("tensor<{}x{ty}>", lhs.len());
        let (params, body) = if rhs.is_empty() {
            (format!("%a: {t}"), format!("stablehlo.{op} %a : {t}"))
        } else {
            (
                format!("%a: {t}, %b: {t}"),
                format!("stablehlo.{op} %a, %b : {t}"),
            )
        };
        let program =
            format!("func.func @main({params}) -> {t} {{\n  %0 = {body}\n  return %0 : {t}\n}}\n");
        let m: Module = fresnel_ir::parse::parse_module(&program).expect("parses");
        let array = |v: &[i128]| {
            let codes = v
                .iter()
                .map(|&x| fresnel_ir::narrow::wrap_bits(dtype, x))
                .collect();
            Array::new([v.len()], Data::Small(dtype, codes)).expect("a vector")
        };
        let inputs: Vec<Array> = [lhs, rhs]
            .into_iter()
            .filter(|v| !v.is_empty())
            .map(|v| array(v))
            .collect();
        cases.push((format!("{ty} {op}"), m, inputs, array(want)));
    }
    assert_eq!(cases.len(), 40, "4 types × 10 ops");
    let mut failures = Vec::new();
    let mut check =
        |backend: &str, name: &str, got: Result<Vec<Array>, String>, want: &Array| match got {
            Ok(got) if got.len() == 1 && got[0].data == want.data => {}
            Ok(got) => failures.push(format!("{name} on {backend}: {:?}", got[0].data)),
            Err(e) => failures.push(format!("{name} on {backend}: {e}")),
        };
    on_every_backend(&cases, &mut check);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `chlo.next_after` on f16, bf16 and the signed 8-bit floats steps the narrow type's own
/// pattern (in the carrier it would step to an f32 neighbour that rounds back): JAX's
/// results (`tests/data/narrow/next_after.txt`, from `gen_next_after.py`: every 8-bit
/// pattern and about 300 16-bit ones against ±inf, ±1e30, ±1, ±0, 1e-30, NaN and themselves) on
/// the interpreter, the CPU backend and cuda-sim, NaN for NaN.
#[test]
fn next_after_steps_the_narrow_pattern_on_every_backend() {
    let path = fresnel_tests::data_dir().join("narrow/next_after.txt");
    let text = std::fs::read_to_string(&path).expect("next_after.txt is readable");
    let hexes = |s: &str| -> Vec<u16> {
        s.split_whitespace()
            .map(|v| u16::from_str_radix(v, 16).expect("hex"))
            .collect()
    };
    let data = |d: DType, bits: &[u16]| match d {
        DType::F16 => Data::F16(bits.iter().map(|&b| half::f16::from_bits(b)).collect()),
        DType::BF16 => Data::BF16(bits.iter().map(|&b| half::bf16::from_bits(b)).collect()),
        _ => Data::Small(d, bits.iter().map(|&b| b as u8).collect()),
    };
    let mut cases = Vec::new();
    for line in text.lines() {
        let (ty, rest) = line.split_once(' ').expect("a type");
        let parts: Vec<Vec<u16>> = rest.split(';').map(hexes).collect();
        let [x, y, want] = &parts[..] else {
            panic!("a malformed line: {line}");
        };
        let d = dtype_named(ty);
        let t = format!("tensor<{}x{ty}>", x.len());
        let text = format!(
            "func.func @main(%x: {t}, %y: {t}) -> {t} {{\n  %0 = chlo.next_after %x, %y : {t}, {t} -> {t}\n  return %0 : {t}\n}}\n"
        );
        let m: Module = fresnel_ir::parse::parse_module(&text).expect("parses");
        let array = |bits: &[u16]| Array::new([bits.len()], data(d, bits)).expect("a vector");
        cases.push((ty.to_string(), m, vec![array(x), array(y)], array(want)));
    }
    assert_eq!(cases.len(), 90, "9 types × 10 targets");
    let mut failures = Vec::new();
    let mut check = |backend: &str, name: &str, got: Result<Vec<Array>, String>, want: &Array| {
        let got = match got {
            Ok(got) => got,
            Err(e) => return failures.push(format!("{name} on {backend}: {e}")),
        };
        let (g, w) = (got[0].to_c128_vec(), want.to_c128_vec());
        let wrong: Vec<usize> = (0..g.len().min(w.len()))
            .filter(|&i| {
                let (g, w) = (g[i].re, w[i].re);
                g.to_bits() != w.to_bits() && !(g.is_nan() && w.is_nan())
            })
            .collect();
        if let Some(&i) = wrong.first() {
            let (n, g, w) = (wrong.len(), g[i].re, w[i].re);
            failures.push(format!(
                "{name} on {backend}: {n} wrong, first #{i}: {g:e}, not {w:e}"
            ));
        } else if g.len() != w.len() {
            failures.push(format!(
                "{name} on {backend}: {} results, not {}",
                g.len(),
                w.len()
            ));
        }
    };
    on_every_backend(&cases, &mut check);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
