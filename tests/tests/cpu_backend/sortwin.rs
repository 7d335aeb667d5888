//! The `reduce_window`, `sort` and `top_k` kernels against the interpreter on random
//! configurations: every body and dtype, strides, both dilations, padding (negative too),
//! the cumulative forms; sorts of 1–3 operands with 1–2 keys in each comparator form JAX
//! writes, ascending and descending, with NaN, ±0 and ±inf among the floats and ties
//! everywhere. Results must be bit-identical, except float sums and products of the
//! reversed cumulative form, which the kernel regroups (a suffix scan; tolerance).

use super::compare::compare_all;
use super::window_cases::{
    random_general_window_case, random_select_scatter_case, random_window_case, ty, values,
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

/// One key's comparator ops: `(ops, lhs value, rhs value, compare type)`.
fn key_side(k: usize, side: usize, dtype: DType, form: usize) -> (String, String) {
    let a = format!("%a{}", 2 * k + side);
    let s = ty(&[], dtype);
    if form != 2 || !dtype.is_float() {
        return (String::new(), a);
    }
    // JAX's canonicalisation: every zero as 0, every NaN as one NaN.
    let nan = if dtype == DType::F32 {
        "0x7FC00000"
    } else {
        "0x7FF8000000000000"
    };
    let p = format!("%k{k}s{side}");
    let ops = format!(
        "{p}z = stablehlo.constant dense<0.000000e+00> : {s}\n\
         {p}e = stablehlo.compare EQ, {a}, {p}z, FLOAT : ({s}, {s}) -> tensor<i1>\n\
         {p}c = stablehlo.select {p}e, {p}z, {a} : tensor<i1>, {s}\n\
         {p}n = stablehlo.compare NE, {a}, {a}, FLOAT : ({s}, {s}) -> tensor<i1>\n\
         {p}q = stablehlo.constant dense<{nan}> : {s}\n\
         {p}v = stablehlo.select {p}n, {p}q, {p}c : tensor<i1>, {s}\n"
    );
    (ops, format!("{p}v"))
}

fn cmp_type(dtype: DType, form: usize) -> &'static str {
    match dtype {
        DType::F32 | DType::F64 if form == 0 => "FLOAT",
        DType::F32 | DType::F64 => "TOTALORDER",
        DType::I32 | DType::I64 => "SIGNED",
        _ => "UNSIGNED",
    }
}

/// A sort of operands `dtypes` along `dim` by `keys` (operand, descending, form: 0 IEEE, 1
/// total order, 2 JAX's canonical floats).
fn sort_text(
    shape: &[usize],
    dim: usize,
    dtypes: &[DType],
    keys: &[(usize, bool, usize)],
) -> String {
    let types: Vec<String> = dtypes.iter().map(|&t| ty(shape, t)).collect();
    let args: Vec<String> = dtypes
        .iter()
        .enumerate()
        .flat_map(|(j, &t)| {
            let s = ty(&[], t);
            [format!("%a{}: {s}", 2 * j), format!("%a{}: {s}", 2 * j + 1)]
        })
        .collect();
    let mut body = String::new();
    let mut cmps = Vec::new();
    for (i, &(k, desc, form)) in keys.iter().enumerate() {
        let t = dtypes[k];
        let (ops_l, l) = key_side(k, 0, t, form);
        let (ops_r, r) = key_side(k, 1, t, form);
        body += &ops_l;
        body += &ops_r;
        let s = ty(&[], t);
        let ct = cmp_type(t, form);
        // Descending as GT, or as LT with the sides swapped.
        let (dir, l2, r2) = match (desc, i % 2) {
            (false, _) => ("LT", &l, &r),
            (true, 0) => ("GT", &l, &r),
            (true, _) => ("LT", &r, &l),
        };
        body += &format!(
            "%lt{i} = stablehlo.compare {dir}, {l2}, {r2}, {ct} : ({s}, {s}) -> tensor<i1>\n\
             %eq{i} = stablehlo.compare EQ, {l}, {r}, {ct} : ({s}, {s}) -> tensor<i1>\n"
        );
        cmps.push(i);
    }
    let last = keys.len() - 1;
    let mut rest = format!("%lt{last}");
    for i in (0..last).rev() {
        body += &format!(
            "%and{i} = stablehlo.and %eq{i}, {rest} : tensor<i1>\n\
             %or{i} = stablehlo.or %lt{i}, %and{i} : tensor<i1>\n"
        );
        rest = format!("%or{i}");
    }
    let params: Vec<String> = types
        .iter()
        .enumerate()
        .map(|(j, t)| format!("%x{j}: {t}"))
        .collect();
    let xs: Vec<String> = (0..dtypes.len()).map(|j| format!("%x{j}")).collect();
    let rs: Vec<String> = (0..dtypes.len()).map(|j| format!("%r#{j}")).collect();
    let all = types.join(", ");
    format!(
        "func.func @main({}) -> ({all}) {{\n\
         %r:{n} = \"stablehlo.sort\"({}) <{{dimension = {dim} : i64, is_stable = true}}> ({{\n\
         ^bb0({}):\n{body}stablehlo.return {rest} : tensor<i1>\n\
         }}) : ({all}) -> ({all})\n\
         return {} : {all}\n}}\n",
        params.join(", "),
        xs.join(", "),
        args.join(", "),
        rs.join(", "),
        n = dtypes.len(),
    )
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
        let r = 1 + rng.below(3);
        let shape: Vec<usize> = (0..r)
            .map(|_| 1 + rng.below(if r == 1 { 40 } else { 7 }))
            .collect();
        let dim = rng.below(r);
        let n_ops = 1 + rng.below(3);
        let ts: Vec<DType> = (0..n_ops)
            .map(|_| dtypes[rng.below(dtypes.len())])
            .collect();
        let n_keys = 1 + rng.below(n_ops.min(2));
        let mut keys = Vec::new();
        for k in 0..n_keys {
            let form = if ts[k].is_float() { rng.below(3) } else { 1 };
            float_keys += usize::from(form == 0);
            keys.push((k, rng.below(2) == 0, form));
        }
        let text = sort_text(&shape, dim, &ts, &keys);
        let m = parse_module(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        let n: usize = shape.iter().product();
        let inputs: Vec<Array> = ts
            .iter()
            .map(|&t| Array::new(shape.clone(), values(&mut rng, t, n, true)).expect("x"))
            .collect();
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
        let mut out = shape.clone();
        out[r - 1] = k;
        let (xt, vt, it) = (ty(&shape, dtype), ty(&out, dtype), ty(&out, DType::I32));
        let text = format!(
            "func.func @main(%x: {xt}) -> ({vt}, {it}) {{\n\
             %v, %i = chlo.top_k(%x, k = {k}) : {xt} -> ({vt}, {it})\n\
             return %v, %i : {vt}, {it}\n}}\n"
        );
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
