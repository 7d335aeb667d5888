//! Random `sort` and `top_k` programs (sorts of 1–3 operands with 1–2 keys in each
//! comparator form JAX writes, ascending and descending), shared by the CPU and CUDA backend
//! tests.

use super::window_cases::{ty, values};
use fresnel_ir::{Array, DType};
use fresnel_tests::random::Rng;

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
pub fn sort_text(
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

/// A random sort: its text, inputs (NaN, ±0, ±inf among the floats, ties everywhere) and how
/// many of its keys compare floats by IEEE `<`.
pub struct SortCase {
    pub text: String,
    pub inputs: Vec<Array>,
    pub float_keys: usize,
}

/// A sort of 1–3 operands of `dtypes` along a random dim of a random shape of rank 1–3
/// (lines of up to 40, or `long` elements when `long` is given for rank 1).
pub fn random_sort_case(rng: &mut Rng, dtypes: &[DType]) -> SortCase {
    random_sort_case_up_to(rng, dtypes, 40)
}

/// [`random_sort_case`] with rank-1 lines of up to `long` elements.
pub fn random_sort_case_up_to(rng: &mut Rng, dtypes: &[DType], long: usize) -> SortCase {
    let r = 1 + rng.below(3);
    let shape: Vec<usize> = (0..r)
        .map(|_| 1 + rng.below(if r == 1 { long } else { 7 }))
        .collect();
    let dim = rng.below(r);
    let n_ops = 1 + rng.below(3);
    let ts: Vec<DType> = (0..n_ops)
        .map(|_| dtypes[rng.below(dtypes.len())])
        .collect();
    let n_keys = 1 + rng.below(n_ops.min(2));
    let mut keys = Vec::new();
    let mut float_keys = 0;
    for k in 0..n_keys {
        let form = if ts[k].is_float() { rng.below(3) } else { 1 };
        float_keys += usize::from(form == 0);
        keys.push((k, rng.below(2) == 0, form));
    }
    let text = sort_text(&shape, dim, &ts, &keys);
    let n: usize = shape.iter().product();
    let inputs: Vec<Array> = ts
        .iter()
        .map(|&t| Array::new(shape.clone(), values(rng, t, n, true)).expect("x"))
        .collect();
    SortCase {
        text,
        inputs,
        float_keys,
    }
}

/// `chlo.top_k` of `k` along the last dim of an operand of `shape`.
pub fn top_k_text(shape: &[usize], k: usize, dtype: DType) -> String {
    let mut out = shape.to_vec();
    if let Some(last) = out.last_mut() {
        *last = k;
    }
    let (xt, vt, it) = (ty(shape, dtype), ty(&out, dtype), ty(&out, DType::I32));
    format!(
        "func.func @main(%x: {xt}) -> ({vt}, {it}) {{\n\
         %v, %i = chlo.top_k(%x, k = {k}) : {xt} -> ({vt}, {it})\n\
         return %v, %i : {vt}, {it}\n}}\n"
    )
}
