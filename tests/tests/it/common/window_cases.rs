//! Random `reduce_window` programs and inputs (every body and dtype the kernel covers,
//! strides, both dilations, padding — negative too — and the cumulative forms), shared by
//! the CPU and CUDA backend tests.

use fresnel_ir::{Array, DType, Data};
use fresnel_tests::random::Rng;
use num_complex::Complex32;

const FLOAT_SPECIALS: [f64; 8] = [
    f64::NAN,
    -f64::NAN,
    f64::INFINITY,
    f64::NEG_INFINITY,
    0.0,
    -0.0,
    1.0,
    -1.0,
];

/// Random elements of `dtype` with many ties (and the float specials).
pub fn values(rng: &mut Rng, dtype: DType, n: usize, specials: bool) -> Data {
    let f = |rng: &mut Rng| -> f64 {
        if specials && rng.below(5) == 0 {
            FLOAT_SPECIALS[rng.below(FLOAT_SPECIALS.len())]
        } else if rng.below(3) == 0 {
            (rng.below(5) as f64) - 2.0
        } else {
            f64::from(rng.unit()) * 4.0
        }
    };
    let small = |rng: &mut Rng| rng.below(7) as i64 - 3;
    match dtype {
        DType::F32 => Data::F32((0..n).map(|_| f(rng) as f32).collect()),
        DType::F64 => Data::F64((0..n).map(|_| f(rng)).collect()),
        DType::I32 => Data::I32((0..n).map(|_| small(rng) as i32).collect()),
        DType::I64 => Data::I64((0..n).map(|_| small(rng) * 1_000_000_007).collect()),
        // Values past 2^31 and 2^7: unsigned order differs from the signed one.
        DType::U32 => Data::U32((0..n).map(|_| (small(rng) as i32) as u32).collect()),
        DType::U8 => Data::U8((0..n).map(|_| (small(rng) as i8) as u8).collect()),
        DType::I1 => Data::I1((0..n).map(|_| rng.below(2) == 0).collect()),
        DType::C64 => Data::C64(
            (0..n)
                .map(|_| Complex32::new(f(rng) as f32, f(rng) as f32))
                .collect(),
        ),
        other => panic!("no generator for {other}"),
    }
}

pub fn ty(shape: &[usize], dtype: DType) -> String {
    let dims: String = shape.iter().map(|d| format!("{d}x")).collect();
    format!("tensor<{dims}{dtype}>")
}

fn list(v: &[i64]) -> String {
    v.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The number of windows along one dimension (StableHLO's formula, written out here).
fn windows(n: usize, w: usize, s: usize, bd: usize, wd: usize, pad: [i64; 2]) -> Option<usize> {
    let padded = ((n - 1) * bd + 1) as i64 + pad[0] + pad[1];
    let span = ((w - 1) * wd + 1) as i64;
    (padded >= span).then(|| ((padded - span) as usize) / s + 1)
}

struct Window {
    dims: Vec<usize>,
    strides: Vec<usize>,
    bd: Vec<usize>,
    wd: Vec<usize>,
    pad: Vec<[i64; 2]>,
}

fn reduce_window_text(
    shape: &[usize],
    dtype: DType,
    op: &str,
    w: &Window,
    out: &[usize],
) -> String {
    let r = shape.len();
    let i64s = |v: &[usize]| list(&v.iter().map(|&x| x as i64).collect::<Vec<_>>());
    let pads: Vec<String> = w
        .pad
        .iter()
        .map(|p| format!("[{}, {}]", p[0], p[1]))
        .collect();
    let s = ty(&[], dtype);
    format!(
        "func.func @main(%x: {xt}, %init: {s}) -> {ot} {{\n\
         %r = \"stablehlo.reduce_window\"(%x, %init) <{{base_dilations = array<i64: {bd}>, \
         padding = dense<[{pads}]> : tensor<{r}x2xi64>, window_dilations = array<i64: {wd}>, \
         window_dimensions = array<i64: {dims}>, window_strides = array<i64: {st}>}}> ({{\n\
         ^bb0(%a: {s}, %b: {s}):\n\
           %c = stablehlo.{op} %a, %b : {s}\n\
           stablehlo.return %c : {s}\n\
         }}) : ({xt}, {s}) -> {ot}\n\
         return %r : {ot}\n}}\n",
        xt = ty(shape, dtype),
        ot = ty(out, dtype),
        bd = i64s(&w.bd),
        wd = i64s(&w.wd),
        dims = i64s(&w.dims),
        st = i64s(&w.strides),
        pads = pads.join(", "),
    )
}

/// The body ops a dtype takes, and each one's identity.
fn bodies(dtype: DType) -> Vec<(&'static str, Data)> {
    match dtype {
        DType::F32 => vec![
            ("add", Data::F32(vec![0.0])),
            ("multiply", Data::F32(vec![1.0])),
            ("maximum", Data::F32(vec![f32::NEG_INFINITY])),
            ("minimum", Data::F32(vec![f32::INFINITY])),
        ],
        DType::F64 => vec![
            ("add", Data::F64(vec![0.0])),
            ("maximum", Data::F64(vec![f64::NEG_INFINITY])),
        ],
        DType::I32 => vec![
            ("add", Data::I32(vec![0])),
            ("multiply", Data::I32(vec![1])),
            ("maximum", Data::I32(vec![i32::MIN])),
            ("minimum", Data::I32(vec![i32::MAX])),
            ("and", Data::I32(vec![-1])),
            ("or", Data::I32(vec![0])),
        ],
        DType::U8 => vec![("add", Data::U8(vec![0])), ("maximum", Data::U8(vec![0]))],
        DType::I1 => vec![("and", Data::I1(vec![true])), ("or", Data::I1(vec![false]))],
        DType::C64 => vec![("add", Data::C64(vec![Complex32::new(0.0, 0.0)]))],
        other => panic!("no bodies for {other}"),
    }
}

/// One random `reduce_window` program with its inputs: a third of them cumulative windows.
pub struct WindowCase {
    pub text: String,
    pub inputs: Vec<Array>,
    pub scan: bool,
    /// Float sums/products of the reversed cumulative form: the kernel regroups them.
    pub regrouped: bool,
}

pub fn random_window_case(rng: &mut Rng, dtypes: &[DType]) -> Option<WindowCase> {
    let dtype = dtypes[rng.below(dtypes.len())];
    let bs = bodies(dtype);
    let (op, identity) = bs[rng.below(bs.len())].clone();
    let r = 1 + rng.below(3);
    let shape: Vec<usize> = (0..r).map(|_| 1 + rng.below(6)).collect();
    let scan = rng.below(3) == 0;
    let w = if scan {
        let axis = rng.below(r);
        let n = shape[axis];
        let before = rng.below(2) == 0;
        Window {
            dims: (0..r).map(|d| if d == axis { n } else { 1 }).collect(),
            strides: vec![1; r],
            bd: vec![1; r],
            wd: vec![1; r],
            pad: (0..r)
                .map(|d| match (d == axis, before) {
                    (false, _) => [0, 0],
                    (true, true) => [n as i64 - 1, 0],
                    (true, false) => [0, n as i64 - 1],
                })
                .collect(),
        }
    } else {
        Window {
            dims: (0..r).map(|_| 1 + rng.below(3)).collect(),
            strides: (0..r).map(|_| 1 + rng.below(3)).collect(),
            bd: (0..r).map(|_| 1 + rng.below(2)).collect(),
            wd: (0..r).map(|_| 1 + rng.below(2)).collect(),
            pad: (0..r)
                .map(|_| [rng.below(4) as i64 - 1, rng.below(4) as i64 - 1])
                .collect(),
        }
    };
    let out: Vec<usize> = (0..r)
        .map(|d| {
            windows(
                shape[d],
                w.dims[d],
                w.strides[d],
                w.bd[d],
                w.wd[d],
                w.pad[d],
            )
        })
        .collect::<Option<_>>()?;
    let text = reduce_window_text(&shape, dtype, op, &w, &out);
    let n: usize = shape.iter().product();
    let x = Array::new(shape.clone(), values(rng, dtype, n, true)).expect("x");
    // Mostly the identity (JAX's inits); sometimes any value, which the pads then read.
    let init = if rng.below(4) == 0 {
        values(rng, dtype, 1, false)
    } else {
        identity
    };
    let init = Array::new(Vec::<usize>::new(), init).expect("init");
    let regrouped = scan
        && w.pad.iter().any(|p| p[1] > 0)
        && matches!(op, "add" | "multiply")
        && dtype.is_inexact();
    Some(WindowCase {
        text,
        inputs: vec![x, init],
        scan,
        regrouped,
    })
}

/// One random `select_and_scatter` program with its inputs (operand, source, init).
pub struct SelectScatterCase {
    pub text: String,
    pub inputs: Vec<Array>,
}

/// The scatter regions a dtype takes: the binary ops the kernel recognises (in either operand
/// order) and `return %b`.
fn scatter_ops(dtype: DType) -> &'static [&'static str] {
    match dtype {
        DType::F32 | DType::F64 => &["add", "add", "multiply", "maximum", "minimum", "set"],
        DType::I1 => &[
            "add", "multiply", "maximum", "minimum", "and", "or", "xor", "set",
        ],
        _ => &[
            "add", "add", "multiply", "maximum", "minimum", "and", "or", "xor", "set",
        ],
    }
}

/// A random `select_and_scatter`: every comparison direction (mostly the pooling ones, GE/GT
/// for max and LE/LT for min) in either operand order and with every comparison type the
/// dtype takes; every scatter region of [`scatter_ops`]; rank 1–3, windows of 1–3 with strides
/// 1–3 (overlapping, adjacent and gapped windows), padding −1..2 (windows of padding only
/// too), ties, NaN, ±inf and ±0 among the operand values.
pub fn random_select_scatter_case(rng: &mut Rng, dtypes: &[DType]) -> Option<SelectScatterCase> {
    let dtype = dtypes[rng.below(dtypes.len())];
    let r = 1 + rng.below(3);
    let shape: Vec<usize> = (0..r).map(|_| 1 + rng.below(6)).collect();
    let dims: Vec<usize> = (0..r).map(|_| 1 + rng.below(3)).collect();
    let strides: Vec<usize> = (0..r).map(|_| 1 + rng.below(3)).collect();
    let pad: Vec<[i64; 2]> = (0..r)
        .map(|_| {
            if rng.below(2) == 0 {
                [0, 0]
            } else {
                [rng.below(4) as i64 - 1, rng.below(4) as i64 - 1]
            }
        })
        .collect();
    let grid: Vec<usize> = (0..r)
        .map(|d| windows(shape[d], dims[d], strides[d], 1, 1, pad[d]))
        .collect::<Option<_>>()?;
    const DIRS: [&str; 10] = ["GE", "GE", "GT", "LE", "LE", "LT", "GE", "LE", "EQ", "NE"];
    let dir = DIRS[rng.below(DIRS.len())];
    let cmp_types: &[&str] = match dtype {
        DType::F32 | DType::F64 => &["", ", FLOAT", ", FLOAT", ", TOTALORDER"],
        DType::I32 | DType::I64 | DType::I8 | DType::I16 => {
            &["", ", SIGNED", ", SIGNED", ", UNSIGNED"]
        }
        _ => &["", ", UNSIGNED", ", UNSIGNED", ", SIGNED"],
    };
    let cmp_type = cmp_types[rng.below(cmp_types.len())];
    let (lhs, rhs) = if rng.below(4) == 0 {
        ("%b", "%a")
    } else {
        ("%a", "%b")
    };
    let ops = scatter_ops(dtype);
    let op = ops[rng.below(ops.len())];
    let s = ty(&[], dtype);
    let scatter = if op == "set" {
        format!("stablehlo.return %d : {s}")
    } else {
        let (p, q) = if rng.below(4) == 0 {
            ("%d", "%c")
        } else {
            ("%c", "%d")
        };
        format!("%e = stablehlo.{op} {p}, {q} : {s}\n  stablehlo.return %e : {s}")
    };
    let i64s = |v: &[usize]| list(&v.iter().map(|&x| x as i64).collect::<Vec<_>>());
    let pads: Vec<String> = pad
        .iter()
        .map(|p| format!("[{}, {}]", p[0], p[1]))
        .collect();
    let (xt, gt) = (ty(&shape, dtype), ty(&grid, dtype));
    let text = format!(
        "func.func @main(%x: {xt}, %src: {gt}, %init: {s}) -> {xt} {{\n\
         %r = \"stablehlo.select_and_scatter\"(%x, %src, %init) <{{padding = dense<[{pads}]> : \
         tensor<{r}x2xi64>, window_dimensions = array<i64: {dims}>, window_strides = \
         array<i64: {st}>}}> ({{\n\
         ^bb0(%a: {s}, %b: {s}):\n\
           %t = stablehlo.compare {dir}, {lhs}, {rhs}{cmp_type} : ({s}, {s}) -> tensor<i1>\n\
           stablehlo.return %t : tensor<i1>\n\
         }}, {{\n\
         ^bb0(%c: {s}, %d: {s}):\n\
           {scatter}\n\
         }}) : ({xt}, {gt}, {s}) -> {xt}\n\
         return %r : {xt}\n}}\n",
        pads = pads.join(", "),
        dims = i64s(&dims),
        st = i64s(&strides),
    );
    let n: usize = shape.iter().product();
    let m: usize = grid.iter().product();
    let x = Array::new(shape.clone(), values(rng, dtype, n, true)).expect("x");
    let src = Array::new(grid, values(rng, dtype, m, true)).expect("source");
    let special_init = rng.below(4) == 0;
    let init = values(rng, dtype, 1, special_init);
    let init = Array::new(Vec::<usize>::new(), init).expect("init");
    Some(SelectScatterCase {
        text,
        inputs: vec![x, src, init],
    })
}

/// A [`random_window_case`] whose region has two ops (the recognised one, then `+ b`): no
/// kernel takes it, so the backends run the loop over window positions it means
/// (`passes::window_loops`); for the dtypes that have `add`.
pub fn random_general_window_case(rng: &mut Rng, dtypes: &[DType]) -> Option<WindowCase> {
    let mut c = random_window_case(rng, dtypes)?;
    let at = c.text.find("%c = stablehlo.")?;
    let end = at + c.text[at..].find('\n')?;
    let line = c.text[at..end].to_string();
    let s = line.rsplit(" : ").next()?.to_string();
    let two = format!(
        "{}\n           %c = stablehlo.add %h, %b : {s}",
        line.replacen("%c =", "%h =", 1)
    );
    c.text.replace_range(at..end, &two);
    c.regrouped = false;
    Some(c)
}
