//! `scatter` as CUDA C (see [`crate::indexing`]), bit-identical to the interpreter, which
//! applies the updates one at a time in the updates' row-major order, with no atomics:
//!
//! 1. one thread per update element computes its target's flat offset in the output, or −1
//!    when it falls outside the input (skipped, as the CPU kernel does);
//! 2. the update elements are sorted by target, stably — so each target's updates stay in
//!    the interpreter's order — by the permutation merge sort of [`super::sort`];
//! 3. the input is copied to the output (not when the step runs in place: the output already
//!    holds it);
//! 4. one thread per sorted position that starts a target's run folds the run's updates, in
//!    order, into that element.
//!
//! Cost for `U` update elements and `N` output elements: `⌈log₂ U⌉` merge passes of `U`
//! threads each doing a binary search (`O(U log² U)` work), the copy (`O(N)`), and the fold
//! (`O(U)`; one thread walks a whole run, so a target hit `r` times costs that thread `r`
//! steps). Scratch: the targets (`8·U` bytes) and two `u32` permutations.

use super::elementwise::decompose;
use super::select_scatter::combine_fn;
use super::sort::{add_perm_sort, lexicographic, perm_sort_bytes, CKey, Lines, PermSort};
use super::{
    scratch_aligned, KernelInfo, KernelSeq, Launch, ModuleBuilder, Param, SeqArg, SeqLaunch,
};
use crate::error::{kernel_err, KernelResult};
use crate::indexing::{strides, ScatterDesc};
use crate::sort::KeyOrder;
use fresnel_ir::DType;
use std::fmt::Write;

const KERNEL: &str = "scatter";
/// Index values are clamped to ±this before offsets are added (no overflow): with every
/// input dim below [`MAX_DIM`] and at most two offsets (a batching position and a window
/// position) added to a start, a clamped start is outside the input exactly when the
/// original is.
const CLAMP: i64 = 1 << 61;
const MAX_DIM: usize = 1 << 40;

/// Adds the kernels of `desc`: step inputs `[input, indices, updates]`, one output. `in_place`:
/// the output is the input's storage, already holding it.
pub fn add_scatter(
    module: &mut ModuleBuilder,
    desc: &ScatterDesc,
    in_place: bool,
) -> KernelResult<KernelSeq> {
    desc.validate()?;
    let n_out: usize = desc.input.iter().product();
    let n_upd: usize = desc.updates.iter().product();
    if desc
        .input
        .iter()
        .chain(&desc.updates)
        .any(|&d| d >= MAX_DIM)
        || n_upd > u32::MAX as usize
    {
        return kernel_err!(KERNEL, "dims of {:?} and {:?}", desc.input, desc.updates);
    }
    let mut launches = Vec::new();
    if n_out == 0 {
        // Nothing to write: every update falls outside.
        return Ok(KernelSeq {
            launches,
            scratch_bytes: 0,
        });
    }
    let param = |dtype, output| Param { dtype, output };
    if !in_place {
        let copy = module.push(
            KernelInfo {
                block_sync: false,
                name: module.fresh_name("scatter_copy"),
                params: vec![param(desc.dtype, false), param(desc.dtype, true)],
                launch: Launch::for_items(n_out),
                flops: 0,
            },
            &format!("  FR_FOR_EACH(t, {n_out}ll) p1[t] = p0[t];\n"),
        );
        launches.push(SeqLaunch {
            kernel: copy,
            args: vec![SeqArg::Input(0), SeqArg::Output(0)],
        });
    }
    if n_upd == 0 {
        return Ok(KernelSeq {
            launches,
            scratch_bytes: 0,
        });
    }
    let targets_at = SeqArg::Scratch(0);
    let targets = module.push(
        KernelInfo {
            block_sync: false,
            name: module.fresh_name("scatter_targets"),
            params: vec![param(desc.index_dtype, false), param(DType::I64, true)],
            launch: Launch::for_items(n_upd),
            flops: 0,
        },
        &targets_body(desc, n_upd),
    );
    launches.push(SeqLaunch {
        kernel: targets,
        args: vec![SeqArg::Input(1), targets_at],
    });
    let key = CKey {
        param: 0,
        dtype: DType::I64,
        order: KeyOrder::Total,
        descending: false,
    };
    let sort = PermSort {
        stem: "scatter_sort",
        keys: &[DType::I64],
        before: lexicographic(&[key], 1),
        total: true,
        lines: Lines {
            lines: 1,
            n: n_upd,
            inner: 1,
        },
    };
    let perm_at = scratch_aligned(8 * n_upd);
    let (sorted, perm) = add_perm_sort(module, &sort, &[targets_at], perm_at)?;
    launches.extend(sorted);
    // Parameters: updates, targets, permutation, output.
    let combined = match combine_fn(desc.combiner) {
        Some(f) => format!("{f}(acc, p0[p2[r]])"),
        None => "p0[p2[r]]".to_string(),
    };
    let body = format!(
        "  FR_FOR_EACH(s, {n_upd}ll) {{\n\
         \x20   const long long t = p1[p2[s]];\n\
         \x20   // Only the first of a run folds it; outside targets are skipped.\n\
         \x20   if (t < 0 || (s > 0 && p1[p2[s - 1]] == t)) continue;\n\
         \x20   {ty} acc = p3[t];\n\
         \x20   for (long long r = s; r < {n_upd}ll && p1[p2[r]] == t; ++r) acc = {combined};\n\
         \x20   p3[t] = acc;\n\
         \x20 }}\n",
        ty = super::scalar::c_type(desc.dtype)
    );
    let fold = module.push(
        KernelInfo {
            block_sync: false,
            name: module.fresh_name("scatter_fold"),
            params: vec![
                param(desc.dtype, false),
                param(DType::I64, false),
                param(DType::U32, false),
                param(desc.dtype, true),
            ],
            launch: Launch::for_items(n_upd),
            flops: 0,
        },
        &body,
    );
    launches.push(SeqLaunch {
        kernel: fold,
        args: vec![SeqArg::Input(2), targets_at, perm, SeqArg::Output(0)],
    });
    Ok(KernelSeq {
        launches,
        scratch_bytes: perm_at + perm_sort_bytes(n_upd),
    })
}

/// One thread per update element `u`: `p1[u]` = its target's flat offset in the input, or −1.
/// Update dims are window dims (walking the input's dims that are neither inserted nor
/// batching, in order) or scatter dims (walking the index tensor's dims other than
/// `index_vector_dim`, in order), as in the CPU kernel's walk.
fn targets_body(desc: &ScatterDesc, n_upd: usize) -> String {
    let ri = desc.input.len();
    let ivd = desc.index_vector_dim;
    let is = strides(&desc.indices);
    let xs = strides(&desc.input);
    let window: Vec<usize> = (0..ri)
        .filter(|k| !desc.inserted_window_dims.contains(k) && !desc.input_batching_dims.contains(k))
        .collect();
    let scatter_dims: Vec<usize> = (0..desc.updates.len())
        .filter(|d| !desc.update_window_dims.contains(d))
        .collect();
    let index_dims: Vec<usize> = (0..desc.indices.len()).filter(|&d| d != ivd).collect();
    let mut t = String::new();
    let _ = writeln!(t, "  FR_FOR_EACH(i, {n_upd}ll) {{");
    decompose(&mut t, "    ", "i", &desc.updates, "u");
    // Where this update's index vector starts in the index buffer.
    let mut ib = String::from("0ll");
    for (&ud, &id) in scatter_dims.iter().zip(&index_dims) {
        let _ = write!(ib, " + u{ud} * {}ll", is[id]);
    }
    let _ = writeln!(t, "    const long long ib = {ib};");
    for d in 0..ri {
        let _ = writeln!(t, "    long long x{d} = 0;");
    }
    let vec_stride = is.get(ivd).copied().unwrap_or(1);
    for (k, &d) in desc.scatter_dims_to_operand_dims.iter().enumerate() {
        let p = format!("p0[ib + {}ll]", k * vec_stride);
        // A ui64 past i64's range would turn negative as a `long long`: saturate it first.
        let read = if desc.index_dtype == DType::U64 {
            format!("({p} > {CLAMP}ull ? {CLAMP}ll : (long long){p})")
        } else {
            format!("(long long){p}")
        };
        let _ = writeln!(
            t,
            "    {{ const long long v = {read}; x{d} = v < -{CLAMP}ll ? -{CLAMP}ll : (v > {CLAMP}ll ? {CLAMP}ll : v); }}"
        );
    }
    for (&od, &id) in desc
        .input_batching_dims
        .iter()
        .zip(&desc.scatter_indices_batching_dims)
    {
        let p = index_dims.iter().position(|&d| d == id).unwrap_or(0);
        if let Some(&ud) = scatter_dims.get(p) {
            let _ = writeln!(t, "    x{od} += u{ud};");
        }
    }
    let mut w = window.iter();
    for ud in 0..desc.updates.len() {
        if desc.update_window_dims.contains(&ud) {
            if let Some(&od) = w.next() {
                let _ = writeln!(t, "    x{od} += u{ud};");
            }
        }
    }
    let inside: Vec<String> = (0..ri)
        .map(|d| format!("x{d} >= 0 && x{d} < {}ll", desc.input[d]))
        .collect();
    let offset: Vec<String> = (0..ri).map(|d| format!("x{d} * {}ll", xs[d])).collect();
    let _ = writeln!(
        t,
        "    p1[i] = ({}) ? ({}) : -1ll;\n  }}",
        if inside.is_empty() {
            "true".to_string()
        } else {
            inside.join(" && ")
        },
        if offset.is_empty() {
            "0ll".to_string()
        } else {
            offset.join(" + ")
        }
    );
    t
}
