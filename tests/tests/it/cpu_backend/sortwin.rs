//! The `reduce_window`, `sort` and `top_k` kernels against the interpreter on random
//! configurations: every body and dtype, strides, both dilations, padding (negative too),
//! the cumulative forms; sorts of 1–3 operands with 1–2 keys in each comparator form JAX
//! writes, ascending and descending, with NaN, ±0 and ±inf among the floats and ties
//! everywhere. Results must be bit-identical, except float sums and products of the
//! reversed cumulative form, which the kernel regroups (a suffix scan; tolerance).

use super::compare::compare_all;
use super::sort_cases::{random_sort_case, top_k_text};
use super::window_cases::{
    random_general_window_case, random_select_scatter_case, random_window_case, values,
};
use super::{identical, run_both};
use fresnel_ir::parse::parse_module;
use fresnel_ir::{Array, DType};
use fresnel_tests::random::Rng;

#[test]
fn reduce_window_kernel_matches_the_interpreter() {
    let mut rng = Rng(0x51D3_0001);
    let dtypes = [
        DType::F32,
        DType::F64,
        DType::I32,
        DType::U8,
        DType::I1,
        DType::C64,
    ];
    let (mut cases, mut scans) = (0, 0);
    while cases < 120 {
        let Some(c) = random_window_case(&mut rng, &dtypes) else {
            continue;
        };
        let text = &c.text;
        let m = parse_module(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        let o = run_both(&m, &c.inputs).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert!(
            o.summary.contains("reduce_window") && !o.summary.contains("interp"),
            "not the kernel: {}\n{text}",
            o.summary
        );
        if c.regrouped {
            let err = compare_all(&o.cpu, &o.interp).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert!(err < 1e-5, "error {err}\n{text}");
        } else {
            assert!(
                identical(&o.cpu, &o.interp),
                "{:?}\nvs {:?}\n{text}",
                o.cpu,
                o.interp
            );
        }
        cases += 1;
        scans += usize::from(c.scan);
    }
    assert!(scans > 20, "only {scans} cumulative cases");
}

/// Windows whose region is not one op run as loops over the window positions: the
/// interpreter's results bit for bit, no interpreter step, over random windows (strides,
/// dilations, padding, cumulative forms, any init).
#[test]
fn general_window_bodies_run_as_loops_and_match_the_interpreter() {
    let mut rng = Rng(0x51D3_0C01);
    let dtypes = [DType::F32, DType::F64, DType::I32, DType::C64];
    let mut cases = 0;
    while cases < 60 {
        let Some(c) = random_general_window_case(&mut rng, &dtypes) else {
            continue;
        };
        let text = &c.text;
        let m = parse_module(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        let o = run_both(&m, &c.inputs).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert!(
            o.summary.contains("while") && !o.summary.contains("interp"),
            "not a loop: {}\n{text}",
            o.summary
        );
        assert!(
            identical(&o.cpu, &o.interp),
            "{:?}\nvs {:?}\n{text}",
            o.cpu,
            o.interp
        );
        cases += 1;
    }
}

#[test]
fn sort_kernel_matches_the_interpreter() {
    let mut rng = Rng(0x51D3_0002);
    let dtypes = [
        DType::F32,
        DType::F64,
        DType::I32,
        DType::I64,
        DType::U32,
        DType::U8,
        DType::I1,
    ];
    let mut float_keys = 0;
    for case in 0..150 {
        let c = random_sort_case(&mut rng, &dtypes);
        float_keys += c.float_keys;
        let (text, inputs) = (c.text, c.inputs);
        let m = parse_module(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        let o = run_both(&m, &inputs).unwrap_or_else(|e| panic!("case {case}: {e}\n{text}"));
        assert!(
            o.summary.contains("sort") && !o.summary.contains("interp"),
            "case {case}: not the kernel: {}\n{text}",
            o.summary
        );
        assert!(
            identical(&o.cpu, &o.interp),
            "case {case}: {:?}\nvs {:?}\n{text}",
            o.cpu,
            o.interp
        );
    }
    assert!(float_keys > 10, "only {float_keys} IEEE float keys");
}

#[test]
fn other_comparators_and_bodies_stay_interpreter_steps() {
    // A comparator on |x| is not a kernel; a window body that is not one binary op is the
    // loop it means (`passes::window_loops`), not an interpreter step. Both give the
    // interpreter's results, bit for bit.
    let text =
        "func.func @main(%x: tensor<6xf32>, %i: tensor<f32>) -> (tensor<6xf32>, tensor<4xf32>) {\n\
        %s = \"stablehlo.sort\"(%x) <{dimension = 0 : i64, is_stable = true}> ({\n\
        ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n\
          %p = stablehlo.abs %a : tensor<f32>\n\
          %q = stablehlo.abs %b : tensor<f32>\n\
          %c = stablehlo.compare LT, %p, %q, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>\n\
          stablehlo.return %c : tensor<i1>\n\
        }) : (tensor<6xf32>) -> tensor<6xf32>\n\
        %w = \"stablehlo.reduce_window\"(%x, %i) <{window_dimensions = array<i64: 3>}> ({\n\
        ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n\
          %m = stablehlo.multiply %a, %a : tensor<f32>\n\
          %t = stablehlo.add %m, %b : tensor<f32>\n\
          stablehlo.return %t : tensor<f32>\n\
        }) : (tensor<6xf32>, tensor<f32>) -> tensor<4xf32>\n\
        return %s, %w : tensor<6xf32>, tensor<4xf32>\n}\n";
    let m = parse_module(text).unwrap_or_else(|e| panic!("{e}"));
    let x = Array::from_f32([6], vec![3.0, -1.0, 2.0, -4.0, 0.5, -0.0]).expect("x");
    let i = Array::from_f32(Vec::<usize>::new(), vec![0.25]).expect("init");
    let o = run_both(&m, &[x, i]).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        o.summary.contains("interp 1") && o.summary.contains("while"),
        "{}",
        o.summary
    );
    assert!(identical(&o.cpu, &o.interp));
}

#[test]
fn top_k_kernel_matches_the_interpreter() {
    let mut rng = Rng(0x51D3_0003);
    let dtypes = [DType::F32, DType::F64, DType::I32, DType::U8];
    for case in 0..60 {
        let dtype = dtypes[rng.below(dtypes.len())];
        let r = 1 + rng.below(3);
        let shape: Vec<usize> = (0..r).map(|_| 1 + rng.below(9)).collect();
        let n = shape[r - 1];
        let k = rng.below(n + 1);
        let text = top_k_text(&shape, k, dtype);
        let m = parse_module(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        let len: usize = shape.iter().product();
        let x = Array::new(shape.clone(), values(&mut rng, dtype, len, true)).expect("x");
        let o = run_both(&m, &[x]).unwrap_or_else(|e| panic!("case {case}: {e}\n{text}"));
        if k > 0 && len > 0 {
            assert!(
                o.summary.contains("top_k") && !o.summary.contains("interp"),
                "case {case}: {}\n{text}",
                o.summary
            );
        }
        assert!(
            identical(&o.cpu, &o.interp),
            "case {case}: {:?}\nvs {:?}\n{text}",
            o.cpu,
            o.interp
        );
    }
}

#[test]
fn a_pad_of_the_init_value_becomes_the_windows_padding() {
    // What AD writes for the pullback of a cumulative sum: pad by n - 1 with the init value,
    // then a window of n without padding. The kernel takes the pad as the window's padding
    // (its cumulative form), reading the unpadded operand.
    let text = "func.func @main(%x: tensor<3x5xf32>) -> tensor<3x5xf32> {\n\
        %z = stablehlo.constant dense<0.000000e+00> : tensor<f32>\n\
        %p = stablehlo.pad %x, %z, low = [0, 0], high = [0, 4], interior = [0, 0] : \
        (tensor<3x5xf32>, tensor<f32>) -> tensor<3x9xf32>\n\
        %w = \"stablehlo.reduce_window\"(%p, %z) <{window_dimensions = array<i64: 1, 5>}> ({\n\
        ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n\
          %s = stablehlo.add %a, %b : tensor<f32>\n\
          stablehlo.return %s : tensor<f32>\n\
        }) : (tensor<3x9xf32>, tensor<f32>) -> tensor<3x5xf32>\n\
        return %w : tensor<3x5xf32>\n}\n";
    let m = parse_module(text).unwrap_or_else(|e| panic!("{e}"));
    let program = fresnel::backend::cpu_program(&m).unwrap_or_else(|d| panic!("{d}"));
    let absorbed = program.steps.iter().any(|s| match &s.kind {
        fresnel_runtime::cpu::StepKind::ReduceWindow(d) => {
            d.shape == [3, 5] && d.padding == [[0, 0], [0, 4]]
        }
        _ => false,
    });
    assert!(absorbed, "{}", program.summary());
    // The pad itself is no longer computed: nothing reads it.
    assert!(
        program.steps.iter().all(|s| s.origin.op != "stablehlo.pad"),
        "{:?}",
        program
            .steps
            .iter()
            .map(|s| &s.origin.op)
            .collect::<Vec<_>>()
    );
    let mut rng = Rng(0x51D3_0006);
    let x = Array::new(vec![3, 5], values(&mut rng, DType::F32, 15, true)).expect("x");
    let o = run_both(&m, &[x]).unwrap_or_else(|e| panic!("{e}"));
    // The reversed cumulative form: float sums regrouped, within rounding.
    let err = compare_all(&o.cpu, &o.interp).unwrap_or_else(|e| panic!("{e}"));
    assert!(err < 1e-5, "error {err}");
}

/// The `select_and_scatter` kernel (pooling's gradient) against the interpreter, bit for bit,
/// on random windows, regions, dtypes and values (see `random_select_scatter_case`).
#[test]
fn select_and_scatter_kernel_matches_the_interpreter() {
    let mut rng = Rng(0x51D3_0101);
    let dtypes = [
        DType::F32,
        DType::F64,
        DType::I32,
        DType::I64,
        DType::U8,
        DType::U32,
        DType::I1,
    ];
    let mut cases = 0;
    while cases < 300 {
        let Some(c) = random_select_scatter_case(&mut rng, &dtypes) else {
            continue;
        };
        let text = &c.text;
        let m = parse_module(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        let o = run_both(&m, &c.inputs).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert!(
            o.summary.contains("select_and_scatter") && !o.summary.contains("interp"),
            "not the kernel: {}\n{text}",
            o.summary
        );
        assert!(
            identical(&o.cpu, &o.interp),
            "{:?}\nvs {:?}\ninputs {:?}\n{text}",
            o.cpu,
            o.interp,
            c.inputs
        );
        cases += 1;
    }
}
