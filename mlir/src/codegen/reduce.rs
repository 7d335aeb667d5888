//! A reduction as one MLIR function that reduces segments of its values into partial
//! results; the caller combines each output's partials pairwise with the init value
//! (`fresnel_kernels::combine_partials`), so that f32 sums stay accurate and results do not
//! depend on how the work is split among threads. Where each output has one segment, the
//! function combines the init value itself and writes the results.
//!
//! The values are the reduction's prologue over its permuted index space
//! ([`ReduceDesc::lanes`]), computed by a [`lane_loop`]:
//! * reduced dims innermost: `@f(%in…, %part, %first, %last)` reduces segments
//!   `first..last`, segment `k` being values `s·SEGMENT ..` of output `k / segs`
//!   (`s = k % segs`), into `part[k]`. Each value is combined into an accumulator that LLVM
//!   keeps in registers; float sums and products are marked `reassoc`, which lets LLVM's
//!   loop vectoriser keep several accumulators (a fixed order for a given machine);
//! * kept dims innermost: `@f(%in…, %part, %first, %last)` accumulates outputs
//!   `first..last`, in blocks that stay in cache, one reduced index at a time, `FOLD`
//!   indices into each partial (`part[s·outputs + o]`), the inner loop running over
//!   consecutive outputs.

use super::body::{mem_type, reg_type, Body, Val};
use super::lower::{constant, function, input_params, lane_loop, load, store, KernelFunc};
use super::ops;
use fresnel_ir::{DType, ReduceKind};
use fresnel_kernels::{reduce_identity, ReduceDesc, ReduceLanes, ReduceOrder};

/// Values reduced into one partial result (reduced dims innermost): enough to amortise a
/// segment's set-up, few enough that a float sum's partial stays accurate.
pub const SEGMENT: usize = 1024;
/// Reduced indices accumulated into one partial result (kept dims innermost).
pub const FOLD: usize = 64;
/// Outputs accumulated together (kept dims innermost): their partials stay in the first
/// level of cache while each reduced index passes over them.
const KEPT_BLOCK: usize = 1024;

/// How many partial results each output of `lanes` has.
pub fn segments(lanes: &ReduceLanes) -> usize {
    let per = match lanes.order {
        ReduceOrder::ReducedInner => SEGMENT,
        ReduceOrder::KeptInner => FOLD,
    };
    lanes.reduced.div_ceil(per)
}

/// `desc`'s partial reduction as the function `@name` (see the module's documentation), with
/// the values' layout, or what the code generator does not cover in it.
pub fn reduce_function(desc: &ReduceDesc, name: &str) -> Result<(KernelFunc, ReduceLanes), String> {
    let lanes = desc.lanes().map_err(|e| e.to_string())?;
    let p = &lanes.program;
    let types = p.validate().map_err(|e| e.to_string())?;
    let t = lanes.dtype;
    let ty = reg_type(t).ok_or_else(|| format!("reductions of {t}"))?;
    let mut params = input_params(p)?;
    let mt = mem_type(t).ok_or_else(|| format!("reductions of {t}"))?;
    params.push(format!("%part: memref<?x{mt}, strided<[1], offset: ?>>"));
    params.push("%first: index".into());
    params.push("%last: index".into());
    let id = reduce_identity(desc.kind, t);
    let kind = desc.kind;
    // Checked on a throwaway body: an uncovered combination fails here, not halfway through.
    combine(&mut Body::new(0), kind, &probe(t), &probe(t), t)?;

    // With one partial per output, the partial is the result: `init` is combined here.
    let finish = segments(&lanes) == 1;
    let mut b = Body::new(2);
    let c1 = b.index(1);
    let segs = b.index(segments(&lanes) as i64);
    let reduced = b.index(lanes.reduced as i64);
    match lanes.order {
        ReduceOrder::ReducedInner => {
            let words = if t.is_complex() { 2 } else { 1 };
            let acc = b.val(&format!("memref.alloca() : memref<{words}x{ty}>"));
            let k = b.fresh();
            b.open(&format!("scf.for {k} = %first to %last step {c1} {{"));
            let o = b.bin("arith.divui", &k, &segs, "index");
            let s = b.bin("arith.remui", &k, &segs, "index");
            let row = b.bin("arith.muli", &o, &reduced, "index");
            let seg = b.index(SEGMENT as i64);
            let skip = b.bin("arith.muli", &s, &seg, "index");
            let lo = b.bin("arith.addi", &row, &skip, "index");
            let hi = b.bin("arith.addi", &lo, &seg, "index");
            let row_end = b.bin("arith.addi", &row, &reduced, "index");
            let hi = b.bin("arith.minui", &hi, &row_end, "index");
            let start = constant(&mut b, &id)?;
            put(&mut b, &acc, &start, ty);
            lane_loop(&mut b, p, &types, &lo, &hi, false, &mut |b, regs, _| {
                let v = &regs[p.outputs[0] as usize];
                let a = get(b, &acc, t, ty);
                let a = combine(b, kind, &a, v, t)?;
                put(b, &acc, &a, ty);
                Ok(())
            })?;
            let mut a = get(&mut b, &acc, t, ty);
            if finish {
                let init = constant(&mut b, &desc.init)?;
                a = combine(&mut b, kind, &init, &a, t)?;
            }
            store(&mut b, &a, t, "%part", &k);
            b.close("}");
        }
        ReduceOrder::KeptInner => {
            let c0 = b.index(0);
            let outputs = b.index(lanes.outputs as i64);
            let fold = b.index(FOLD as i64);
            // Blocks of outputs whose partials stay in cache while every reduced index
            // passes over them.
            let block = b.index(KEPT_BLOCK as i64);
            let first = b.fresh();
            b.open(&format!(
                "scf.for {first} = %first to %last step {block} {{"
            ));
            let last = b.bin("arith.addi", &first, &block, "index");
            let last = b.bin("arith.minui", &last, "%last", "index");
            let s = b.fresh();
            b.open(&format!("scf.for {s} = {c0} to {segs} step {c1} {{"));
            let base = b.bin("arith.muli", &s, &outputs, "index");
            let o = b.fresh();
            b.open(&format!("scf.for {o} = {first} to {last} step {c1} {{"));
            let at = b.bin("arith.addi", &base, &o, "index");
            let start = constant(&mut b, &id)?;
            store(&mut b, &start, t, "%part", &at);
            b.close("}");
            let r0 = b.bin("arith.muli", &s, &fold, "index");
            let r1 = b.bin("arith.addi", &r0, &fold, "index");
            let r1 = b.bin("arith.minui", &r1, &reduced, "index");
            let r = b.fresh();
            b.open(&format!("scf.for {r} = {r0} to {r1} step {c1} {{"));
            let shift = b.bin("arith.muli", &r, &outputs, "index");
            let lo = b.bin("arith.addi", &shift, &first, "index");
            let hi = b.bin("arith.addi", &shift, &last, "index");
            let base_less_shift = b.bin("arith.subi", &base, &shift, "index");
            lane_loop(&mut b, p, &types, &lo, &hi, false, &mut |b, regs, lane| {
                let v = &regs[p.outputs[0] as usize];
                let at = b.bin("arith.addi", &base_less_shift, lane, "index");
                let a = load(b, "%part", &at, t)?;
                let a = combine(b, kind, &a, v, t)?;
                store(b, &a, t, "%part", &at);
                Ok(())
            })?;
            b.close("}");
            b.close("}");
            if finish {
                let o = b.fresh();
                b.open(&format!("scf.for {o} = {first} to {last} step {c1} {{"));
                let a = load(&mut b, "%part", &o, t)?;
                let init = constant(&mut b, &desc.init)?;
                let a = combine(&mut b, kind, &init, &a, t)?;
                store(&mut b, &a, t, "%part", &o);
                b.close("}");
            }
            b.close("}");
        }
    }
    Ok((function(name, &params, b), lanes))
}

/// A register of `t` named for [`combine`]'s coverage check.
fn probe(t: DType) -> Val {
    if t.is_complex() {
        Val::Pair("%re".into(), "%im".into())
    } else {
        Val::One("%x".into())
    }
}

/// `kind`'s operator on an accumulator and a value. Float sums and products may be
/// reassociated (so that LLVM vectorises them); the rest are the elementwise ops.
fn combine(b: &mut Body, kind: ReduceKind, acc: &Val, v: &Val, t: DType) -> ops::Lowered {
    let ty = reg_type(t).ok_or_else(|| format!("{t} values"))?;
    let reassoc = |b: &mut Body, op: &str, x: &str, y: &str| {
        b.val(&format!("{op} {x}, {y} fastmath<reassoc> : {ty}"))
    };
    Ok(match (kind, acc, v) {
        (ReduceKind::Add, Val::One(a), Val::One(x)) if t.is_float() => {
            Val::One(reassoc(b, "arith.addf", a, x))
        }
        (ReduceKind::Multiply, Val::One(a), Val::One(x)) if t.is_float() => {
            Val::One(reassoc(b, "arith.mulf", a, x))
        }
        (ReduceKind::Add, Val::Pair(a, ai), Val::Pair(x, xi)) => Val::Pair(
            reassoc(b, "arith.addf", a, x),
            reassoc(b, "arith.addf", ai, xi),
        ),
        _ => return ops::binary(b, kind.binary(), acc, v, t),
    })
}

/// Writes `v` into the accumulator `acc` (a complex one's parts at 0 and 1).
fn put(b: &mut Body, acc: &str, v: &Val, ty: &str) {
    let c0 = b.index(0);
    match v {
        Val::One(x) => b.line(&format!("memref.store {x}, {acc}[{c0}] : memref<1x{ty}>")),
        Val::Pair(re, im) => {
            let c1 = b.index(1);
            b.line(&format!("memref.store {re}, {acc}[{c0}] : memref<2x{ty}>"));
            b.line(&format!("memref.store {im}, {acc}[{c1}] : memref<2x{ty}>"));
        }
    }
}

/// The accumulator's value.
fn get(b: &mut Body, acc: &str, t: DType, ty: &str) -> Val {
    let c0 = b.index(0);
    if t.is_complex() {
        let c1 = b.index(1);
        let re = b.val(&format!("memref.load {acc}[{c0}] : memref<2x{ty}>"));
        let im = b.val(&format!("memref.load {acc}[{c1}] : memref<2x{ty}>"));
        Val::Pair(re, im)
    } else {
        Val::One(b.val(&format!("memref.load {acc}[{c0}] : memref<1x{ty}>")))
    }
}
