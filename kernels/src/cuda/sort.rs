//! `sort` and `top_k` as CUDA C (see [`crate::sort`]): a permutation of each line's positions
//! is sorted in the step's scratch region by the interpreter's own algorithm — the stable
//! bottom-up merge sort of [`crate::sort::merge_sort`], one launch per pass (widths 1, 2, 4, …)
//! — then every operand is gathered through it. Results are bit-identical to the interpreter:
//!
//! * keys that order totally (integers, IEEE totalOrder, JAX's canonical floats) make the
//!   comparator a strict weak order, under which every stable merge has one result. A pass then
//!   runs one thread per element, which finds its place in the merged run by a binary search
//!   in the other run (stable: a left element goes after the right run's elements strictly
//!   before it, a right element after the left run's elements not strictly after it);
//! * IEEE `<` on floats (`FLOAT`) is no order once a NaN is present, and the result depends on
//!   the merge's every decision: a pass then runs one thread per pair of runs, which merges
//!   them exactly as the interpreter does.
//!
//! Cost: ⌈log₂ n⌉ passes over lines of `n`; a total-order pass does `O(N log n)` work for `N`
//! elements, an IEEE pass `O(N)` in `N / 2w` threads (the last pass one thread per line). The
//! scratch region holds two `u32` permutations of all lines.

use super::scalar::c_type;
use super::{
    scratch_aligned, KernelInfo, KernelSeq, Launch, ModuleBuilder, Param, SeqArg, SeqLaunch,
};
use crate::error::{kernel_err, KernelResult};
use crate::sort::{KeyOrder, SortDesc, TopKDesc};
use fresnel_ir::DType;
use std::fmt::Write;

/// Lines to sort: line `l = o·inner + i` holds element `k` at `(o·n + k)·inner + i` of every
/// key array; its permutation is `perm[l·n .. (l + 1)·n]`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Lines {
    pub lines: usize,
    pub n: usize,
    pub inner: usize,
}

impl Lines {
    fn len(self) -> usize {
        self.lines * self.n
    }

    /// Statements defining `base` (element `k` of line `l` is at `base + k·inner`) from a
    /// line index `l`.
    fn base(self, l: &str) -> String {
        let (n, inner) = (self.n, self.inner);
        format!(
            "    const long long base = ({l} / {inner}ll) * {}ll + {l} % {inner}ll;\n",
            n * inner
        )
    }
}

/// A permutation sort: the comparator `before(a, b)` (strictly before: positions `a`, `b` of a
/// line) over key arrays that are the kernels' first parameters, as C statements (see
/// [`lexicographic`]); `total` when it is a strict weak order.
pub(crate) struct PermSort<'a> {
    pub stem: &'a str,
    pub keys: &'a [DType],
    pub before: String,
    pub total: bool,
    pub lines: Lines,
}

/// Adds the kernels of `sort`: its launches (key arrays `key_args`, the permutations in the
/// scratch region from byte `at`, `2 · aligned(4·N)` bytes) and where the sorted permutation
/// ends up.
pub(crate) fn add_perm_sort(
    module: &mut ModuleBuilder,
    sort: &PermSort<'_>,
    key_args: &[SeqArg],
    at: usize,
) -> KernelResult<(Vec<SeqLaunch>, SeqArg)> {
    let Lines { lines, n, .. } = sort.lines;
    if n > u32::MAX as usize {
        return kernel_err!("sort", "{}: lines of {n} elements", sort.stem);
    }
    let total = sort.lines.len();
    let halves = [
        SeqArg::Scratch(at),
        SeqArg::Scratch(at + scratch_aligned(4 * total)),
    ];
    let perm = |output| Param {
        dtype: DType::U32,
        output,
    };
    // The identity permutation of every line.
    let init = module.push(
        KernelInfo {
            block_sync: false,
            name: module.fresh_name(&format!("{}_init", sort.stem)),
            params: vec![perm(true)],
            launch: Launch::for_items(total),
            flops: 0,
        },
        &format!("  FR_FOR_EACH(t, {total}ll) p0[t] = (unsigned int)(t % {n}ll);\n"),
    );
    let mut launches = vec![SeqLaunch {
        kernel: init,
        args: vec![halves[0]],
    }];
    let nk = sort.keys.len();
    let mut params: Vec<Param> = sort
        .keys
        .iter()
        .map(|&dtype| Param {
            dtype,
            output: false,
        })
        .collect();
    params.extend([perm(false), perm(true)]);
    let (src, dst) = (format!("p{nk}"), format!("p{}", nk + 1));
    let mut width = 1usize;
    let mut pass = 0;
    while width < n {
        let (items, body) = if sort.total {
            (total, merge_by_search(sort, width, &src, &dst))
        } else {
            let merges = n.div_ceil(2 * width);
            (
                lines * merges,
                merge_serially(sort, width, merges, &src, &dst),
            )
        };
        let kernel = module.push(
            KernelInfo {
                block_sync: false,
                name: module.fresh_name(&format!("{}_merge{width}", sort.stem)),
                params: params.clone(),
                launch: Launch::for_items(items),
                flops: 0,
            },
            &body,
        );
        let mut args = key_args.to_vec();
        args.extend([halves[pass % 2], halves[(pass + 1) % 2]]);
        launches.push(SeqLaunch { kernel, args });
        width *= 2;
        pass += 1;
    }
    Ok((launches, halves[pass % 2]))
}

/// The scratch bytes of a permutation sort of `elements`.
pub(crate) fn perm_sort_bytes(elements: usize) -> usize {
    2 * scratch_aligned(4 * elements)
}

/// The line's comparator as a lambda `before(a, b)` over positions.
fn comparator(sort: &PermSort<'_>) -> String {
    format!(
        "    auto before = [&](unsigned int a, unsigned int b) -> bool {{\n{}    }};\n",
        sort.before
    )
}

/// A pass of width `w` for a strict weak order: one thread per element `k` of a line, which
/// counts the other run's elements that go before it by a binary search.
fn merge_by_search(sort: &PermSort<'_>, w: usize, src: &str, dst: &str) -> String {
    let Lines { n, .. } = sort.lines;
    let total = sort.lines.len();
    let mut t = String::new();
    let _ = writeln!(t, "  FR_FOR_EACH(t, {total}ll) {{");
    let _ = writeln!(t, "    const long long l = t / {n}ll, k = t % {n}ll;");
    t.push_str(&sort.lines.base("l"));
    t.push_str(&comparator(sort));
    let _ = writeln!(
        t,
        "    FR_CVIEW(unsigned int) s = {src} + l * {n}ll;\n\
         \x20   const long long start = k / {w2}ll * {w2}ll;\n\
         \x20   const long long mid = start + {w}ll < {n}ll ? start + {w}ll : {n}ll;\n\
         \x20   const long long end = start + {w2}ll < {n}ll ? start + {w2}ll : {n}ll;\n\
         \x20   const unsigned int e = s[k];\n\
         \x20   long long lo, hi;\n\
         \x20   if (k < mid) {{\n\
         \x20     // After the right run's elements strictly before it.\n\
         \x20     lo = mid; hi = end;\n\
         \x20     while (lo < hi) {{ const long long m = (lo + hi) / 2; if (before(s[m], e)) lo = m + 1; else hi = m; }}\n\
         \x20   }} else {{\n\
         \x20     // After the left run's elements not strictly after it (ties: left first).\n\
         \x20     lo = start; hi = mid;\n\
         \x20     while (lo < hi) {{ const long long m = (lo + hi) / 2; if (!before(e, s[m])) lo = m + 1; else hi = m; }}\n\
         \x20   }}\n\
         \x20   // Left: start + (k - start) + (lo - mid); right: start + (k - mid) + (lo - start).\n\
         \x20   {dst}[l * {n}ll + k + lo - mid] = e;\n\
         \x20 }}",
        w2 = 2 * w
    );
    t
}

/// A pass of width `w` replaying the interpreter's merge: one thread per pair of runs, taking
/// from the right run only when its head goes strictly before the left run's.
fn merge_serially(sort: &PermSort<'_>, w: usize, merges: usize, src: &str, dst: &str) -> String {
    let Lines { lines, n, .. } = sort.lines;
    let mut t = String::new();
    let _ = writeln!(t, "  FR_FOR_EACH(t, {}ll) {{", lines * merges);
    let _ = writeln!(
        t,
        "    const long long l = t / {merges}ll, q = t % {merges}ll;"
    );
    t.push_str(&sort.lines.base("l"));
    t.push_str(&comparator(sort));
    let _ = writeln!(
        t,
        "    FR_CVIEW(unsigned int) s = {src} + l * {n}ll;\n\
         \x20   FR_VIEW(unsigned int) d = {dst} + l * {n}ll;\n\
         \x20   const long long start = q * {w2}ll;\n\
         \x20   const long long mid = start + {w}ll < {n}ll ? start + {w}ll : {n}ll;\n\
         \x20   const long long end = start + {w2}ll < {n}ll ? start + {w2}ll : {n}ll;\n\
         \x20   long long i = start, j = mid, k = start;\n\
         \x20   while (i < mid && j < end) d[k++] = before(s[j], s[i]) ? s[j++] : s[i++];\n\
         \x20   while (i < mid) d[k++] = s[i++];\n\
         \x20   while (j < end) d[k++] = s[j++];\n\
         \x20 }}",
        w2 = 2 * w
    );
    t
}

/// One key of a lexicographic comparison: the key array `param`, its element type, order and
/// direction.
pub(crate) struct CKey {
    pub param: usize,
    pub dtype: DType,
    pub order: KeyOrder,
    pub descending: bool,
}

/// The body of `before(a, b)` comparing keys in turn (elements at `base + a·inner`): the
/// first that differs decides, all equal is not before. Each key compares as the CPU kernel's
/// columns do: integers by value, floats by their totalOrder or canonical key, or (`Float`)
/// by IEEE `<` and `==`, under which NaN is neither.
pub(crate) fn lexicographic(keys: &[CKey], inner: usize) -> String {
    let mut t = String::new();
    for k in keys {
        let p = k.param;
        let at = |x: &str| format!("p{p}[base + (long long){x} * {inner}ll]");
        let key = |x: &str| match (k.order, k.dtype.is_float()) {
            (KeyOrder::Total, true) => format!("fr_total_key({})", at(x)),
            (KeyOrder::Canonical, _) => format!("fr_canonical_key({})", at(x)),
            _ => at(x),
        };
        let (lt_l, lt_r) = if k.descending {
            ("kb", "ka")
        } else {
            ("ka", "kb")
        };
        let _ = writeln!(
            t,
            "      {{ const auto ka = {}, kb = {};\n\
             \x20       if ({lt_l} < {lt_r}) return true;\n\
             \x20       if (!(ka == kb)) return false; }}",
            key("a"),
            key("b")
        );
    }
    t.push_str("      return false;\n");
    t
}

/// Adds the kernels of `desc`: inputs and outputs one per operand.
pub fn add_sort(module: &mut ModuleBuilder, desc: &SortDesc) -> KernelResult<KernelSeq> {
    desc.validate()?;
    let m = desc.dtypes.len();
    let d = desc.dim;
    let lines = Lines {
        lines: desc.shape[..d].iter().product::<usize>()
            * desc.shape[d + 1..].iter().product::<usize>(),
        n: desc.shape[d],
        inner: desc.shape[d + 1..].iter().product(),
    };
    let elements = lines.len();
    if elements == 0 {
        return Ok(KernelSeq {
            launches: Vec::new(),
            scratch_bytes: 0,
        });
    }
    let keys: Vec<CKey> = desc
        .keys
        .iter()
        .map(|k| CKey {
            param: k.operand,
            dtype: desc.dtypes[k.operand],
            order: k.order,
            descending: k.descending,
        })
        .collect();
    let sort = PermSort {
        stem: "sort",
        keys: &desc.dtypes,
        before: lexicographic(&keys, lines.inner),
        total: desc.keys.iter().all(|k| k.order != KeyOrder::Float),
        lines,
    };
    let inputs: Vec<SeqArg> = (0..m).map(SeqArg::Input).collect();
    let (mut launches, perm) = add_perm_sort(module, &sort, &inputs, 0)?;
    // Every operand through the permutation: parameters operands, permutation, outputs.
    let n = lines.n;
    let mut body = format!("  FR_FOR_EACH(t, {elements}ll) {{\n");
    let _ = writeln!(body, "    const long long l = t / {n}ll, k = t % {n}ll;");
    body.push_str(&lines.base("l"));
    let _ = writeln!(
        body,
        "    const long long to = base + k * {inner}ll, from = base + (long long)p{m}[t] * {inner}ll;",
        inner = lines.inner
    );
    for j in 0..m {
        let _ = writeln!(body, "    p{}[to] = p{j}[from];", m + 1 + j);
    }
    body.push_str("  }\n");
    let mut params: Vec<Param> = desc
        .dtypes
        .iter()
        .map(|&dtype| Param {
            dtype,
            output: false,
        })
        .collect();
    params.push(Param {
        dtype: DType::U32,
        output: false,
    });
    params.extend(desc.dtypes.iter().map(|&dtype| Param {
        dtype,
        output: true,
    }));
    let gather = module.push(
        KernelInfo {
            block_sync: false,
            name: module.fresh_name("sort_gather"),
            params,
            launch: Launch::for_items(elements),
            flops: 0,
        },
        &body,
    );
    let mut args = inputs;
    args.push(perm);
    args.extend((0..m).map(SeqArg::Output));
    launches.push(SeqLaunch {
        kernel: gather,
        args,
    });
    Ok(KernelSeq {
        launches,
        scratch_bytes: perm_sort_bytes(elements),
    })
}

/// Adds the kernels of `desc`: the whole line sorted descending by totalOrder (ties: lower
/// index first), its first `k` kept. Input the operand; outputs values and `i32` indices.
pub fn add_top_k(module: &mut ModuleBuilder, desc: &TopKDesc) -> KernelResult<KernelSeq> {
    desc.validate()?;
    let n = desc.shape.last().copied().unwrap_or(0);
    let k = desc.k;
    let lines = Lines {
        lines: desc.shape[..desc.shape.len() - 1].iter().product(),
        n,
        inner: 1,
    };
    let elements = lines.len();
    if elements == 0 || k == 0 {
        return Ok(KernelSeq {
            launches: Vec::new(),
            scratch_bytes: 0,
        });
    }
    let key = CKey {
        param: 0,
        dtype: desc.dtype,
        order: KeyOrder::Total,
        descending: true,
    };
    let sort = PermSort {
        stem: "top_k",
        keys: &[desc.dtype],
        before: lexicographic(&[key], 1),
        total: true,
        lines,
    };
    let (mut launches, perm) = add_perm_sort(module, &sort, &[SeqArg::Input(0)], 0)?;
    let ty = c_type(desc.dtype);
    let body = format!(
        "  FR_FOR_EACH(t, {}ll) {{\n\
         \x20   const long long l = t / {k}ll, s = t % {k}ll;\n\
         \x20   const unsigned int j = p1[l * {n}ll + s];\n\
         \x20   p2[t] = ({ty})p0[l * {n}ll + j];\n\
         \x20   p3[t] = (int)j;\n\
         \x20 }}\n",
        lines.lines * k
    );
    let params = vec![
        Param {
            dtype: desc.dtype,
            output: false,
        },
        Param {
            dtype: DType::U32,
            output: false,
        },
        Param {
            dtype: desc.dtype,
            output: true,
        },
        Param {
            dtype: DType::I32,
            output: true,
        },
    ];
    let gather = module.push(
        KernelInfo {
            block_sync: false,
            name: module.fresh_name("top_k_gather"),
            params,
            launch: Launch::for_items(lines.lines * k),
            flops: 0,
        },
        &body,
    );
    launches.push(SeqLaunch {
        kernel: gather,
        args: vec![SeqArg::Input(0), perm, SeqArg::Output(0), SeqArg::Output(1)],
    });
    Ok(KernelSeq {
        launches,
        scratch_bytes: perm_sort_bytes(elements),
    })
}
