//! A fused elementwise program as one MLIR function over a range of its output elements.
//!
//! `func.func @kernel(%in0: memref<?xT0>, …, %out0: memref<?xU0>, …, %first: index,
//! %last: index)` computes output elements `first..last` (row-major over the program's index
//! space) in a [`lane_loop`] that loads, computes and stores. A complex buffer is read as
//! floats (real, imaginary, real, …), a bool buffer as bytes. Buffers have a dynamic offset
//! (`strided<[1], offset: ?>`), so that a buffer holding a range of lanes only (an FFT hook's
//! slab) is indexed by lane.

use super::body::{declarations, float_bits, mem_type, reg_type, Body, Val};
use super::ops;
use super::trig;
use fresnel_ir::{DType, Scalar};
use fresnel_kernels::{ElementwiseProgram, Instr, Window};
use std::collections::BTreeMap;

/// The name of the kernel's function in [`elementwise_kernel`]'s module.
pub const ENTRY: &str = "kernel";

/// A kernel as one MLIR function, and the C library functions it calls (name → type).
#[derive(Clone, Debug)]
pub struct KernelFunc {
    pub name: String,
    pub text: String,
    pub externs: BTreeMap<String, String>,
}

/// The MLIR module of `p`'s kernel (the function [`ENTRY`]), or what the code generator does
/// not cover in it.
pub fn elementwise_kernel(p: &ElementwiseProgram) -> Result<String, String> {
    Ok(module(&[elementwise_function(p, ENTRY)?]))
}

/// One module of several kernels, each libm function declared once.
pub fn module(kernels: &[KernelFunc]) -> String {
    let mut externs = BTreeMap::new();
    for k in kernels {
        externs.extend(k.externs.iter().map(|(n, t)| (n.clone(), t.clone())));
    }
    let mut text = format!("module {{\n{}", declarations(&externs));
    for k in kernels {
        text.push_str(&k.text);
    }
    text.push_str("}\n");
    text
}

/// `p`'s kernel as the function `@name`, or what the code generator does not cover in it.
pub fn elementwise_function(p: &ElementwiseProgram, name: &str) -> Result<KernelFunc, String> {
    let types = p.validate().map_err(|e| e.to_string())?;
    let mut params = input_params(p)?;
    for (k, &r) in p.outputs.iter().enumerate() {
        let t = types[r as usize];
        let mt = mem_type(t).ok_or_else(|| format!("output {k} of {t}"))?;
        params.push(format!("%out{k}: memref<?x{mt}, strided<[1], offset: ?>>"));
    }
    params.push("%first: index".into());
    params.push("%last: index".into());
    let mut b = Body::new(2);
    lane_loop(
        &mut b,
        p,
        &types,
        "%first",
        "%last",
        true,
        &mut |b, regs, at| {
            for (k, &r) in p.outputs.iter().enumerate() {
                store(
                    b,
                    &regs[r as usize],
                    types[r as usize],
                    &format!("%out{k}"),
                    at,
                );
            }
            Ok(())
        },
    )?;
    Ok(function(name, &params, b))
}

/// The parameters `%in0: memref<?xT0>, …` of `p`'s inputs.
pub(super) fn input_params(p: &ElementwiseProgram) -> Result<Vec<String>, String> {
    p.inputs
        .iter()
        .enumerate()
        .map(|(k, m)| {
            let mt = mem_type(m.dtype).ok_or_else(|| format!("input {k} of {}", m.dtype))?;
            Ok(format!("%in{k}: memref<?x{mt}, strided<[1], offset: ?>>"))
        })
        .collect()
}

/// The function `@name(params)` whose body `b` holds, returning nothing.
pub(super) fn function(name: &str, params: &[String], mut b: Body) -> KernelFunc {
    b.line("return");
    let externs = std::mem::take(&mut b.externs);
    KernelFunc {
        name: name.to_string(),
        text: format!(
            "  func.func @{name}({}) {{\n{}  }}\n",
            params.join(", "),
            b.into_text()
        ),
        externs,
    }
}

/// What [`lane_loop`] does at each lane with the program's registers and the lane's index.
pub(super) type Sink<'s> = dyn FnMut(&mut Body, &[Val], &str) -> Result<(), String> + 's;

/// Loops over lanes `first..last` (index values, `first < last`) of `p`'s index space,
/// row-major, computing every register of `p` (of `types`) and handing them to `sink`.
/// With `two_pass` (a sink that only stores), f32 sine and cosine are computed in
/// vectorisable arithmetic ([`trig`]) and a row with an argument that needs libm is
/// computed again with it; otherwise they call libm. It
/// walks rows of the innermost dimension: per row it works out the outer indices and each
/// input's row offset, then runs an inner `scf.for` over the row's lanes, whose accesses are
/// affine in its induction variable with constant strides (what LLVM's loop vectoriser
/// needs).
pub(super) fn lane_loop(
    b: &mut Body,
    p: &ElementwiseProgram,
    types: &[DType],
    first: &str,
    last: &str,
    two_pass: bool,
    sink: &mut Sink<'_>,
) -> Result<(), String> {
    let rank = p.shape.len();
    let row_len = if rank == 0 {
        1
    } else {
        p.shape[rank - 1].max(1)
    };
    let one = b.index(1);
    let zero = b.index(0);
    let n = b.index(row_len as i64);
    // f32 sine and cosine in vectorisable arithmetic, with a flag for rows that need libm.
    let fast_trig = (two_pass && trig::has_fast_trig(p, types))
        .then(|| b.val("memref.alloca() : memref<1xi1>"));
    let first_row = b.bin("arith.divui", first, &n, "index");
    let last_elem = b.bin("arith.subi", last, &one, "index");
    let last_row = b.bin("arith.divui", &last_elem, &n, "index");
    let end_row = b.bin("arith.addi", &last_row, &one, "index");
    let row = b.fresh();
    b.open(&format!(
        "scf.for {row} = {first_row} to {end_row} step {one} {{"
    ));
    let row_start = b.bin("arith.muli", &row, &n, "index");
    let from = b.bin("arith.subi", first, &row_start, "index");
    let from = b.bin("arith.maxsi", &from, &zero, "index");
    let to = b.bin("arith.subi", last, &row_start, "index");
    let to = b.bin("arith.minsi", &to, &n, "index");

    let idx = outer_indices(b, &p.shape, &row);
    let reads: Vec<Option<RowRead>> = p.instrs.iter().map(|i| row_read(b, p, i, &idx)).collect();
    let row_start = &row_start;
    let mut inner = |b: &mut Body, flag: Option<&str>| -> Result<(), String> {
        let j = b.fresh();
        b.open(&format!("scf.for {j} = {from} to {to} step {one} {{"));
        let mut idx = idx.clone();
        if rank > 0 {
            idx.push(j.clone());
        }
        let mut regs: Vec<Val> = Vec::with_capacity(p.instrs.len());
        for (i, instr) in p.instrs.iter().enumerate() {
            let v = match (instr, flag) {
                (Instr::Unary { op, x }, Some(flag)) if trig::fast(*op, types[*x as usize]) => {
                    Val::One(trig::sin_cos(b, *op, regs[*x as usize].one(), flag))
                }
                _ => lower_instr(b, p, instr, types[i], types, &regs, &reads[i], &idx)
                    .map_err(|e| format!("instruction {i}: {e}"))?,
            };
            regs.push(v);
        }
        let at = b.bin("arith.addi", row_start, &j, "index");
        sink(b, &regs, &at)?;
        b.close("}");
        Ok(())
    };
    match &fast_trig {
        None => inner(b, None)?,
        Some(flag) => {
            // The fast pass, then the row again with libm where an argument needed it.
            let no = b.konst("false", "i1");
            let c0 = b.index(0);
            b.line(&format!("memref.store {no}, {flag}[{c0}] : memref<1xi1>"));
            inner(b, Some(flag))?;
            let any = b.val(&format!("memref.load {flag}[{c0}] : memref<1xi1>"));
            b.open(&format!("scf.if {any} {{"));
            inner(b, None)?;
            b.close("}");
        }
    }
    b.close("}");
    Ok(())
}

/// Row `row`'s index along every dimension but the innermost.
fn outer_indices(b: &mut Body, shape: &[usize], row: &str) -> Vec<String> {
    let rank = shape.len();
    (0..rank.saturating_sub(1))
        .map(|d| {
            let inner: usize = shape[d + 1..rank - 1].iter().product();
            let q = if inner == 1 {
                row.to_string()
            } else {
                let c = b.index(inner as i64);
                b.bin("arith.divui", row, &c, "index")
            };
            let extent = b.index(shape[d] as i64);
            b.bin("arith.remui", &q, &extent, "index")
        })
        .collect()
}

/// What a load works out once per row: where its row starts in the buffer, and for a
/// padded load whether the row lies inside the input.
struct RowRead {
    base: String,
    row_inside: Option<String>,
}

fn row_read(
    b: &mut Body,
    p: &ElementwiseProgram,
    instr: &Instr,
    idx: &[String],
) -> Option<RowRead> {
    let (input, window) = match instr {
        Instr::Load { input } => (*input, None),
        Instr::LoadPadded { input, window } => (*input, Some(window)),
        _ => return None,
    };
    let map = &p.inputs[input as usize];
    let outer = idx.len();
    let Some(w) = window else {
        let terms: Vec<(&str, i64)> = idx
            .iter()
            .map(|s| s.as_str())
            .zip(map.strides.iter().copied())
            .collect();
        let base = b.affine(map.offset as i64, &terms);
        return Some(RowRead {
            base,
            row_inside: None,
        });
    };
    // Output index i reads the input at i − low: the base folds −low·stride in.
    let shift: i64 = (0..outer)
        .map(|d| w.low[d].wrapping_mul(map.strides[d]))
        .sum();
    let terms: Vec<(&str, i64)> = idx
        .iter()
        .map(|s| s.as_str())
        .zip(map.strides.iter().copied())
        .collect();
    let base = b.affine(map.offset as i64 - shift, &terms);
    let mut inside: Option<String> = None;
    for (d, i) in idx.iter().enumerate() {
        if w.covers(d, p.shape[d]) {
            continue;
        }
        let ok = within(b, i, w, d);
        inside = Some(match inside {
            None => ok,
            Some(prev) => b.bin("arith.andi", &prev, &ok, "i1"),
        });
    }
    Some(RowRead {
        base,
        row_inside: inside,
    })
}

/// Whether index `i` along `d` lands inside the window's input: 0 ≤ i − low < extent.
fn within(b: &mut Body, i: &str, w: &Window, d: usize) -> String {
    let low = b.index(w.low[d]);
    let t = b.bin("arith.subi", i, &low, "index");
    let zero = b.index(0);
    let extent = b.index(w.shape[d] as i64);
    let ge = b.bin("arith.cmpi sge,", &t, &zero, "index");
    let lt = b.bin("arith.cmpi slt,", &t, &extent, "index");
    b.bin("arith.andi", &ge, &lt, "i1")
}

#[allow(clippy::too_many_arguments)]
fn lower_instr(
    b: &mut Body,
    p: &ElementwiseProgram,
    instr: &Instr,
    t: DType,
    types: &[DType],
    regs: &[Val],
    read: &Option<RowRead>,
    idx: &[String],
) -> ops::Lowered {
    let reg = |r: u32| &regs[r as usize];
    let of = |r: u32| types[r as usize];
    match instr {
        Instr::Load { input } | Instr::LoadPadded { input, .. } => {
            let map = &p.inputs[*input as usize];
            let read = read.as_ref().ok_or("a load without its row")?;
            let rank = p.shape.len();
            let inner = if rank == 0 { 0 } else { map.strides[rank - 1] };
            let j = idx.last().map(String::as_str).unwrap_or("");
            let pos = if rank == 0 {
                read.base.clone()
            } else {
                let low = match instr {
                    Instr::LoadPadded { window, .. } => window.low[rank - 1],
                    _ => 0,
                };
                let at = b.affine(-low.wrapping_mul(inner), &[(j, inner)]);
                b.bin("arith.addi", &read.base, &at, "index")
            };
            let buf = format!("%in{input}");
            let Instr::LoadPadded { window, .. } = instr else {
                return load(b, &buf, &pos, t);
            };
            let mut inside = read.row_inside.clone();
            if rank > 0 && !window.covers(rank - 1, p.shape[rank - 1]) {
                let ok = within(b, j, window, rank - 1);
                inside = Some(match inside {
                    None => ok,
                    Some(prev) => b.bin("arith.andi", &prev, &ok, "i1"),
                });
            }
            match inside {
                None => load(b, &buf, &pos, t),
                Some(ok) => guarded_load(b, &ok, &buf, &pos, t, &window.fill),
            }
        }
        Instr::Const(s) => constant(b, s),
        Instr::Iota { dim, dtype } => {
            let i = &idx[*dim as usize];
            let part = dtype.real_part();
            let ty = reg_type(part).ok_or_else(|| format!("iota into {dtype}"))?;
            let v = if part.is_float() {
                let w = b.val(&format!("arith.index_cast {i} : index to i64"));
                b.val(&format!("arith.sitofp {w} : i64 to {ty}"))
            } else {
                b.val(&format!("arith.index_cast {i} : index to {ty}"))
            };
            Ok(if dtype.is_complex() {
                let zero = b.konst("0.0", ty);
                Val::Pair(v, zero)
            } else {
                Val::One(v)
            })
        }
        Instr::Unary { op, x } => ops::unary(b, *op, reg(*x), of(*x)),
        Instr::Binary { op, lhs, rhs } => ops::binary(b, *op, reg(*lhs), reg(*rhs), of(*lhs)),
        Instr::Compare {
            dir,
            cmp_type,
            lhs,
            rhs,
        } => ops::compare(b, *dir, *cmp_type, reg(*lhs), reg(*rhs), of(*lhs)),
        Instr::Select {
            pred,
            on_true,
            on_false,
        } => ops::select(b, reg(*pred), reg(*on_true), reg(*on_false), t),
        Instr::Clamp { min, x, max } => ops::clamp(b, reg(*min), reg(*x), reg(*max), t),
        Instr::Convert { x, to } => ops::convert(b, reg(*x), of(*x), *to),
    }
}

pub(super) fn constant(b: &mut Body, s: &Scalar) -> ops::Lowered {
    Ok(match *s {
        Scalar::I1(v) => Val::One(b.konst(if v { "true" } else { "false" }, "i1")),
        Scalar::I8(v) => Val::One(b.konst(&v.to_string(), "i8")),
        Scalar::I16(v) => Val::One(b.konst(&v.to_string(), "i16")),
        Scalar::I32(v) => Val::One(b.konst(&v.to_string(), "i32")),
        Scalar::I64(v) => Val::One(b.konst(&v.to_string(), "i64")),
        // MLIR's integers are signless; the same bits written signed.
        Scalar::U8(v) => Val::One(b.konst(&(v as i8).to_string(), "i8")),
        Scalar::U16(v) => Val::One(b.konst(&(v as i16).to_string(), "i16")),
        Scalar::U32(v) => Val::One(b.konst(&(v as i32).to_string(), "i32")),
        Scalar::U64(v) => Val::One(b.konst(&(v as i64).to_string(), "i64")),
        Scalar::F32(v) => Val::One(b.konst(&float_bits("f32", v as f64), "f32")),
        Scalar::F64(v) => Val::One(b.konst(&float_bits("f64", v), "f64")),
        Scalar::C64(z) => Val::Pair(
            b.konst(&float_bits("f32", z.re as f64), "f32"),
            b.konst(&float_bits("f32", z.im as f64), "f32"),
        ),
        Scalar::C128(z) => Val::Pair(
            b.konst(&float_bits("f64", z.re), "f64"),
            b.konst(&float_bits("f64", z.im), "f64"),
        ),
        _ => return Err(format!("constants of {}", s.dtype())),
    })
}

/// The element at `pos` of `buf` (a complex one's two floats at 2·pos and 2·pos + 1).
pub(super) fn load(b: &mut Body, buf: &str, pos: &str, t: DType) -> ops::Lowered {
    let mt = mem_type(t).ok_or_else(|| format!("loads of {t}"))?;
    let read = |b: &mut Body, at: &str| {
        b.val(&format!(
            "memref.load {buf}[{at}] : memref<?x{mt}, strided<[1], offset: ?>>"
        ))
    };
    Ok(match t {
        DType::I1 => {
            let byte = read(b, pos);
            Val::One(b.val(&format!("arith.trunci {byte} : i8 to i1")))
        }
        _ if t.is_complex() => {
            let two = b.index(2);
            let at = b.bin("arith.muli", pos, &two, "index");
            let one = b.index(1);
            let at_im = b.bin("arith.addi", &at, &one, "index");
            Val::Pair(read(b, &at), read(b, &at_im))
        }
        _ => Val::One(read(b, pos)),
    })
}

/// A padded load: the element where `inside`, else `fill`, read only where inside.
fn guarded_load(
    b: &mut Body,
    inside: &str,
    buf: &str,
    pos: &str,
    t: DType,
    fill: &Scalar,
) -> ops::Lowered {
    let ty = reg_type(t).ok_or_else(|| format!("loads of {t}"))?;
    let pair = t.is_complex();
    let types = if pair {
        format!("{ty}, {ty}")
    } else {
        ty.to_string()
    };
    let v = b.fresh();
    let head = if pair { format!("{v}:2") } else { v.clone() };
    b.open(&format!("{head} = scf.if {inside} -> ({types}) {{"));
    let x = load(b, buf, pos, t)?;
    yield_val(b, &x, &types);
    b.reopen("} else {");
    let f = constant(b, fill)?;
    yield_val(b, &f, &types);
    b.close("}");
    Ok(if pair {
        Val::Pair(format!("{v}#0"), format!("{v}#1"))
    } else {
        Val::One(v)
    })
}

fn yield_val(b: &mut Body, v: &Val, types: &str) {
    match v {
        Val::One(x) => b.line(&format!("scf.yield {x} : {types}")),
        Val::Pair(re, im) => b.line(&format!("scf.yield {re}, {im} : {types}")),
    }
}

/// Stores `v` as element `at` of `buf`.
pub(super) fn store(b: &mut Body, v: &Val, t: DType, buf: &str, at: &str) {
    let Some(mt) = mem_type(t) else { return };
    match v {
        Val::Pair(re, im) => {
            let two = b.index(2);
            let at2 = b.bin("arith.muli", at, &two, "index");
            let one = b.index(1);
            let at_im = b.bin("arith.addi", &at2, &one, "index");
            b.line(&format!(
                "memref.store {re}, {buf}[{at2}] : memref<?x{mt}, strided<[1], offset: ?>>"
            ));
            b.line(&format!(
                "memref.store {im}, {buf}[{at_im}] : memref<?x{mt}, strided<[1], offset: ?>>"
            ));
        }
        Val::One(x) if t == DType::I1 => {
            let byte = b.val(&format!("arith.extui {x} : i1 to i8"));
            b.line(&format!(
                "memref.store {byte}, {buf}[{at}] : memref<?x{mt}, strided<[1], offset: ?>>"
            ));
        }
        Val::One(x) => b.line(&format!(
            "memref.store {x}, {buf}[{at}] : memref<?x{mt}, strided<[1], offset: ?>>"
        )),
    }
}
