//! The printer: StableHLO's pretty syntax exactly as `jax.jit(f).lower(...).as_text()`
//! prints it (see `tests/data/refs/*/fwd.mlir`), so that `parse(print(m))` gives `m` back and
//! our dumps diff cleanly against JAX's.
//!
//! * [`print_module`] / [`print_function`]: whole texts; `Display` on `Module` and
//!   `Function` does the same.
//! * [`reduce_kind`]: recognises the single-op reduction bodies (`applies stablehlo.add`).
//!
//! Printing never panics, even on malformed IR: unknown ids print as `%<undef vN>` or
//! `<invalid opN>` so that a broken function can still be dumped next to its verifier errors.

mod collective;
mod dense;
mod float;
mod generic;
#[cfg(test)]
mod generic_tests;
mod index;
mod lapack;
mod lapack_eig;
mod lapack_qr_eigh;
mod names;
#[cfg(test)]
mod roundtrip_tests;
#[cfg(test)]
pub(crate) mod tests;

pub use dense::{dense_literal, format_scalar, HEX_THRESHOLD};
pub use float::{format_bf16, format_f16, format_f32, format_f64, parse_bf16, parse_f16};
pub use generic::print_module_generic;
pub use names::Names;

use crate::collective::Collective;
use crate::func::{BlockId, Function, Module, OpId, ValueId};
use crate::op::{Check, Op, ReduceKind};
use crate::types::TensorType;
use std::collections::HashSet;
use std::fmt::{self, Write};

/// The attributes JAX puts on every module it lowers.
const JAX_MODULE_ATTRS: &str =
    "attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32}";

/// The default tolerance of `check.expect_almost_eq[_const]` (printed only when different).
const DEFAULT_ALMOST_EQ_TOLERANCE: f64 = 1e-4;

/// The whole module: `module @name attributes {...} {` (JAX's header) or `module {`, with
/// the module's warnings as the attribute `fresnel.warnings`.
pub fn print_module(m: &Module) -> String {
    module_text(m, false)
}

/// The module in the pretty syntax, or with `generic` the ops MLIR does not register in
/// the generic form.
fn module_text(m: &Module, generic: bool) -> String {
    let mut out = String::new();
    let warnings = (!m.warnings.is_empty()).then(|| {
        let list: Vec<String> = m.warnings.iter().map(|w| mlir_string(w)).collect();
        format!("fresnel.warnings = [{}]", list.join(", "))
    });
    match (&m.name, warnings) {
        (Some(name), None) => {
            let _ = writeln!(out, "module {} {JAX_MODULE_ATTRS} {{", symbol(name));
        }
        (Some(name), Some(w)) => {
            let jax = JAX_MODULE_ATTRS.trim_end_matches('}');
            let _ = writeln!(out, "module {} {jax}, {w}}} {{", symbol(name));
        }
        (None, Some(w)) => {
            let _ = writeln!(out, "module attributes {{{w}}} {{");
        }
        (None, None) => out.push_str("module {\n"),
    }
    for f in &m.funcs {
        let mut p = FuncPrinter::new(f, &mut out);
        p.generic = generic;
        p.function(1);
    }
    out.push_str("}\n");
    out
}

/// `s` as an MLIR string literal: quoted, with `\\`, `\"` and `\n` escaped.
pub fn mlir_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\n' => out.push_str("\\n"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// One function at top level (no enclosing module, no indentation).
pub fn print_function(f: &Function) -> String {
    let mut out = String::new();
    FuncPrinter::new(f, &mut out).function(0);
    out
}

impl fmt::Display for Module {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&print_module(self))
    }
}

impl fmt::Display for Function {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&print_function(self))
    }
}

/// The reduction a `reduce` op applies, when its body is exactly one binary op of
/// [`ReduceKind`] on the body's two arguments in order, returned as is, on scalars of the
/// input's element type (MLIR's condition for the compact `applies` form). `None` for
/// anything else, including variadic reduces and malformed ids.
pub fn reduce_kind(f: &Function, op: OpId) -> Option<ReduceKind> {
    let od = f.ops.get(op.index())?;
    let (Op::Reduce { .. }, [input, _init], [body]) =
        (&od.op, od.operands.as_slice(), od.regions.as_slice())
    else {
        return None;
    };
    let block = f.blocks.get(body.index())?;
    let ([a, b], [inner]) = (block.args.as_slice(), block.ops.as_slice()) else {
        return None;
    };
    let inner = f.ops.get(inner.index())?;
    let Op::Binary(bin) = inner.op else {
        return None;
    };
    let kind = ReduceKind::from_binary(bin)?;
    let scalar = TensorType::scalar(f.values.get(input.index())?.ty.dtype);
    let arg_ty = &f.values.get(a.index())?.ty;
    let ok = inner.operands == [*a, *b]
        && inner.regions.is_empty()
        && inner.results.len() == 1
        && block.ret == inner.results
        && *arg_ty == scalar;
    ok.then_some(kind)
}

/// `@name`, quoted when it is not a bare identifier.
fn symbol(name: &str) -> String {
    let bare = name
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "_$.".contains(c));
    if bare {
        format!("@{name}")
    } else {
        format!("@{name:?}")
    }
}

fn join<T>(items: impl IntoIterator<Item = T>, f: impl Fn(T) -> String) -> String {
    items.into_iter().map(f).collect::<Vec<_>>().join(", ")
}

fn list<T: fmt::Display>(items: &[T]) -> String {
    format!("[{}]", join(items, |x| x.to_string()))
}

/// `(A, B) -> R`, with parentheses around the results unless there is exactly one.
/// ` {mhlo.sharding = "..."}` after a parameter or result type, or nothing.
fn sharding_attr(sharding: Option<&str>) -> String {
    sharding
        .map(|s| format!(" {{mhlo.sharding = \"{s}\"}}"))
        .unwrap_or_default()
}

fn functional(ins: &[String], outs: &[String]) -> String {
    let outs = match outs {
        [one] => one.clone(),
        _ => format!("({})", outs.join(", ")),
    };
    format!("({}) -> {outs}", ins.join(", "))
}

struct FuncPrinter<'a> {
    f: &'a Function,
    names: Names,
    out: &'a mut String,
    /// Blocks already printed: malformed IR may list one block under two ops, or in a cycle.
    printed: HashSet<BlockId>,
    /// How many regions enclose the op being printed. MLIR's parser takes the short `call`
    /// only at function top level (where JAX prints it); in regions it must be `func.call`.
    regions_open: usize,
    /// Print ops in MLIR's generic form (`generic.rs`).
    generic: bool,
}

impl<'a> FuncPrinter<'a> {
    fn new(f: &'a Function, out: &'a mut String) -> Self {
        FuncPrinter {
            f,
            names: Names::of(f),
            out,
            printed: HashSet::new(),
            regions_open: 0,
            generic: false,
        }
    }

    fn indent(&mut self, depth: usize) {
        for _ in 0..depth {
            self.out.push_str("  ");
        }
    }

    fn name(&self, v: ValueId) -> String {
        self.names.use_of(v)
    }

    fn names(&self, vs: &[ValueId]) -> String {
        join(vs, |&v| self.name(v))
    }

    fn ty(&self, v: ValueId) -> String {
        match self.f.values.get(v.index()) {
            Some(data) => data.ty.to_string(),
            None => format!("<invalid {v}>"),
        }
    }

    fn types(&self, vs: &[ValueId]) -> Vec<String> {
        vs.iter().map(|&v| self.ty(v)).collect()
    }

    fn function(&mut self, depth: usize) {
        let f = self.f;
        let visibility = if f.public { "public" } else { "private" };
        let params = f
            .blocks
            .get(f.body.index())
            .map(|b| b.args.clone())
            .unwrap_or_default();
        let params: Vec<(usize, ValueId)> = params.into_iter().enumerate().collect();
        let params = join(&params, |&(i, a)| {
            format!(
                "{}: {}{}",
                self.name(a),
                self.ty(a),
                sharding_attr(f.shardings.arg(i))
            )
        });
        self.indent(depth);
        let _ = write!(
            self.out,
            "func.func {visibility} {}({params})",
            symbol(&f.name)
        );
        let sharded_results = f.shardings.results.iter().any(Option::is_some);
        match f.result_types.as_slice() {
            [] => {}
            [one] if !sharded_results => {
                let _ = write!(self.out, " -> {one}");
            }
            many => {
                let results: Vec<(usize, &TensorType)> = many.iter().enumerate().collect();
                let results = join(&results, |&(i, t)| {
                    format!("{t}{}", sharding_attr(f.shardings.result(i)))
                });
                let _ = write!(self.out, " -> ({results})");
            }
        }
        self.out.push_str(" {\n");
        self.block_body(f.body, depth + 1, "return");
        self.indent(depth);
        self.out.push_str("}\n");
    }

    /// The ops of a block and its terminator (`return` or `stablehlo.return`).
    fn block_body(&mut self, b: BlockId, depth: usize, terminator: &str) {
        if !self.printed.insert(b) {
            self.indent(depth);
            let _ = writeln!(self.out, "<{b} printed elsewhere>");
            return;
        }
        let Some(block) = self.f.blocks.get(b.index()) else {
            self.indent(depth);
            let _ = writeln!(self.out, "<invalid {b}>");
            return;
        };
        for &op in &block.ops {
            self.op(op, depth);
        }
        self.indent(depth);
        if self.generic && terminator != "return" {
            let types = self.types(&block.ret);
            let names = self.names(&block.ret);
            let _ = writeln!(
                self.out,
                "\"{terminator}\"({names}) : {}",
                functional(&types, &[])
            );
            return;
        }
        self.out.push_str(terminator);
        if !block.ret.is_empty() {
            let types = self.types(&block.ret).join(", ");
            let _ = write!(self.out, " {} : {types}", self.names(&block.ret));
        }
        self.out.push('\n');
    }

    fn op(&mut self, id: OpId, depth: usize) {
        self.indent(depth);
        let Some(od) = self.f.ops.get(id.index()) else {
            let _ = writeln!(self.out, "<invalid {id}>");
            return;
        };
        if !od.results.is_empty() {
            let _ = write!(self.out, "{} = ", self.names.defs_of(id, &od.results));
        }
        let text = self.op_text(id, depth);
        self.out.push_str(&text);
        self.out.push('\n');
    }

    /// Everything after `%r = `; region-carrying ops print their regions inline.
    fn op_text(&mut self, id: OpId, depth: usize) -> String {
        if self.generic {
            if let Some(text) = self.generic_op_text(id, depth) {
                return text;
            }
        }
        self.pretty_op_text(id, depth)
    }

    /// The pretty text after `%r = ` (the generic form where StableHLO has no other).
    fn pretty_op_text(&mut self, id: OpId, depth: usize) -> String {
        let f = self.f;
        let od = &f.ops[id.index()]; // `op` checked the id.
        let args = &od.operands;
        let a = self.names(args);
        let ins = self.types(args);
        let outs = self.types(&od.results);
        let fun = functional(&ins, &outs);
        let name = od.op.name();
        // Single type when every operand and the result share it (MLIR's
        // SameOperandsAndResultType printing), else the functional type.
        let same = match outs.as_slice() {
            [r] if ins.iter().all(|t| t == r) => r.clone(),
            _ => fun.clone(),
        };
        let first_out = outs.first().cloned().unwrap_or_default();
        match &od.op {
            Op::Constant(arr) => format!("{name} {} : {}", dense_literal(arr), arr.ty()),
            Op::Iota { dim } => format!("{name} dim = {dim} : {first_out}"),
            // CHLO's ops list operand types, then the result's: `chlo.erf %x : T -> T`.
            Op::Unary(u) if u.dialect() == "chlo" => {
                format!("{name} {a} : {} -> {first_out}", ins.join(", "))
            }
            Op::Binary(b) if b.dialect() == "chlo" => {
                format!("{name} {a} : {} -> {first_out}", ins.join(", "))
            }
            Op::Unary(_) | Op::Convert | Op::Reverse { .. } | Op::Clamp => {
                let dims = match &od.op {
                    Op::Reverse { dims } => format!(", dims = {}", list(dims)),
                    _ => String::new(),
                };
                format!("{name} {a}{dims} : {same}")
            }
            Op::Binary(crate::op::BinaryOp::Complex) => {
                // Two real operands of the result's real type print as just the result type.
                let real = od
                    .results
                    .first()
                    .and_then(|&r| f.values.get(r.index()))
                    .map(|v| v.ty.with_dtype(v.ty.dtype.real_part()).to_string());
                let plain = ins.len() == 2 && ins.iter().all(|t| Some(t) == real.as_ref());
                format!("{name} {a} : {}", if plain { first_out } else { fun })
            }
            Op::Binary(_) => format!("{name} {a} : {same}"),
            Op::Compare { dir, cmp_type } => {
                let ty = cmp_type
                    .map(|t| format!(", {}", t.name()))
                    .unwrap_or_default();
                format!("{name} {}, {a}{ty} : {fun}", dir.name())
            }
            Op::Select => {
                let plain =
                    ins.len() == 3 && outs.len() == 1 && ins[1] == outs[0] && ins[2] == outs[0];
                format!(
                    "{name} {a} : {}",
                    if plain {
                        format!("{}, {}", ins[0], outs[0])
                    } else {
                        fun
                    }
                )
            }
            Op::BroadcastInDim { dims } | Op::Transpose { perm: dims } => {
                format!("{name} {a}, dims = {} : {fun}", list(dims))
            }
            Op::Reshape | Op::DynamicUpdateSlice => format!("{name} {a} : {fun}"),
            Op::Slice {
                start,
                limit,
                strides,
            } => {
                let ranges = (0..start.len().max(limit.len()).max(strides.len())).map(|i| {
                    let get = |v: &[usize]| v.get(i).map_or("?".to_string(), |x| x.to_string());
                    let stride = match strides.get(i) {
                        Some(1) => String::new(),
                        _ => format!(":{}", get(strides)),
                    };
                    format!("{}:{}{stride}", get(start), get(limit))
                });
                format!(
                    "{name} {a} [{}] : {fun}",
                    ranges.collect::<Vec<_>>().join(", ")
                )
            }
            Op::DynamicSlice { sizes } => format!("{name} {a}, sizes = {} : {fun}", list(sizes)),
            Op::Pad {
                low,
                high,
                interior,
            } => format!(
                "{name} {a}, low = {}, high = {}, interior = {} : {fun}",
                list(low),
                list(high),
                list(interior)
            ),
            Op::Concatenate { dim } => format!("{name} {a}, dim = {dim} : {fun}"),
            Op::DotGeneral(d) => {
                let batch = if d.lhs_batch.is_empty() && d.rhs_batch.is_empty() {
                    String::new()
                } else {
                    format!(
                        "batching_dims = {} x {}, ",
                        list(&d.lhs_batch),
                        list(&d.rhs_batch)
                    )
                };
                let contract = format!(
                    "contracting_dims = {} x {}",
                    list(&d.lhs_contract),
                    list(&d.rhs_contract)
                );
                // JAX always spells out the default precision; we keep its text.
                format!("{name} {a}, {batch}{contract}, precision = [DEFAULT, DEFAULT] : {fun}")
            }
            Op::Fft { kind, length } => {
                format!(
                    "{name} {a}, type = {}, length = {} : {fun}",
                    kind.name(),
                    list(length)
                )
            }
            Op::Sort { dim, stable } => {
                let mut s = format!(
                    "\"stablehlo.sort\"({a}) <{{dimension = {dim} : i64, is_stable = {stable}}}> ("
                );
                for &r in &od.regions {
                    s.push_str("{\n");
                    s.push_str(&self.region_text(r, depth + 1, true));
                    s.push_str(&"  ".repeat(depth));
                    s.push('}');
                }
                format!("{s}) : {fun}")
            }
            Op::TopK { k } => {
                let results = match outs.as_slice() {
                    [one] => one.clone(),
                    many => format!("({})", many.join(", ")),
                };
                format!("{name}({a}, k = {k}) : {} -> {results}", ins.join(", "))
            }
            Op::BitcastConvert => format!("{name} {a} : {fun}"),
            Op::RngBitGenerator { algorithm } => {
                format!("{name} {a}, algorithm = {} : {fun}", algorithm.name())
            }
            Op::OptimizationBarrier if ins.is_empty() => format!("{name}()"),
            Op::OptimizationBarrier => format!("{name} {a} : {}", ins.join(", ")),
            Op::Probe { id } => format!("{name} {a}, probe_id = {} : {same}", mlir_string(id)),
            // No pretty form exists upstream: the generic one, with properties as MLIR prints.
            Op::TriangularSolve {
                left_side,
                lower,
                unit_diagonal,
                transpose_a,
            } => format!(
                "\"{name}\"({a}) <{{left_side = {left_side}, lower = {lower}, transpose_a = #stablehlo<transpose {}>, unit_diagonal = {unit_diagonal}}}> : {fun}",
                transpose_a.name()
            ),
            Op::Cholesky { lower } => format!("\"{name}\"({a}) <{{lower = {lower}}}> : {fun}"),
            Op::LapackGetrf => {
                let operand = args.first().and_then(|v| f.values.get(v.index()));
                match operand.and_then(|x| lapack::getrf(&a, &x.ty, &fun)) {
                    Some(text) => text,
                    None => format!("\"{name}\"({a}) : {fun}"),
                }
            }
            Op::LapackGesdd {
                full_matrices,
                compute_uv,
                gesvd,
            } => {
                let operand = args.first().and_then(|v| f.values.get(v.index()));
                let call = |x: &crate::func::ValueData| {
                    let flags = (*full_matrices, *compute_uv, *gesvd);
                    lapack::svd::gesdd(&a, &x.ty, flags, &fun)
                };
                match operand.and_then(call) {
                    Some(text) => text,
                    None => format!("\"{name}\"({a}) : {fun}"),
                }
            }
            Op::LapackGeev {
                compute_left,
                compute_right,
            } => {
                let operand = args.first().and_then(|v| f.values.get(v.index()));
                let call = |x: &crate::func::ValueData| {
                    lapack_eig::geev(&a, &x.ty, *compute_left, *compute_right, &fun)
                };
                match operand.and_then(call) {
                    Some(text) => text,
                    None => format!("\"{name}\"({a}) : {fun}"),
                }
            }
            Op::LapackGtsv => {
                let b = args.get(3).and_then(|v| f.values.get(v.index()));
                match b.and_then(|x| lapack::gtsv::gtsv(&a, &x.ty, &fun)) {
                    Some(text) => text,
                    None => format!("\"{name}\"({a}) : {fun}"),
                }
            }
            Op::LapackGeqrf | Op::LapackOrgqr | Op::LapackSyevd { .. } => {
                let operand = args.first().and_then(|v| f.values.get(v.index()));
                match operand.and_then(|x| lapack_qr_eigh::call(&od.op, &a, &x.ty, &fun)) {
                    Some(text) => text,
                    None => format!("\"{name}\"({a}) : {fun}"),
                }
            }
            Op::ReducePrecision {
                exponent_bits,
                mantissa_bits,
            } => format!("{name} {a}, format = e{exponent_bits}m{mantissa_bits} : {same}"),
            Op::Call { callee } => {
                let keyword = if self.regions_open > 0 {
                    "func.call"
                } else {
                    "call"
                };
                format!("{keyword} {}({a}) : {fun}", symbol(callee))
            }
            Op::Reduce { dims } => self.reduce(id, dims, &fun, depth),
            Op::Gather(g) => format!("\"{name}\"({a}) {} : {fun}", index::gather(g)),
            Op::Scatter(s) => {
                let regions = self.generic_regions(id, depth);
                format!("\"{name}\"({a}) {}{regions} : {fun}", index::scatter(s))
            }
            Op::ReduceWindow(w) => {
                let regions = self.generic_regions(id, depth);
                format!(
                    "\"{name}\"({a}) {}{regions} : {fun}",
                    index::reduce_window(w)
                )
            }
            Op::SelectAndScatter(w) => {
                let regions = self.generic_regions(id, depth);
                format!(
                    "\"{name}\"({a}) {}{regions} : {fun}",
                    index::select_and_scatter(w)
                )
            }
            Op::Convolution(c) => format!("{name}({a}) {} : {fun}", index::convolution(c)),
            Op::While => self.while_loop(id, depth),
            Op::Case | Op::If => {
                let short = if matches!(od.op, Op::Case) {
                    "case"
                } else {
                    "if"
                };
                let mut s = format!("\"stablehlo.{short}\"({a}) (");
                for (i, &r) in od.regions.iter().enumerate() {
                    s.push_str(if i == 0 { "{\n" } else { ", {\n" });
                    s.push_str(&self.region_text(r, depth + 1, true));
                    s.push_str(&"  ".repeat(depth));
                    s.push('}');
                }
                format!("{s}) : {fun}")
            }
            Op::Check(c) => self.check(c, &a, &ins, &fun),
            Op::Collective(Collective::ReplicaId | Collective::PartitionId) => {
                format!("{name} : {first_out}")
            }
            Op::Collective(c) => {
                let mut s = format!("\"{name}\"({a})");
                if let Some(&r) = od.regions.first() {
                    s.push_str(" ({\n");
                    s.push_str(&self.region_text(r, depth + 1, true));
                    s.push_str(&"  ".repeat(depth));
                    s.push_str("})");
                }
                format!("{s}{} : {fun}", collective::attributes(c))
            }
            Op::RunParallel { programs } => {
                format!("\"{name}\"({a}){} : {fun}", collective::programs(programs))
            }
            Op::Fusion { kind } => {
                let body = od.regions.first().copied();
                let mut s = format!("\"fresnel.fusion\"({a}) ({{\n");
                if let Some(r) = body {
                    s.push_str(&self.region_text(r, depth + 1, true));
                }
                s.push_str(&"  ".repeat(depth));
                format!("{s}}}) {{kind = \"{}\"}} : {fun}", kind.name())
            }
        }
    }

    /// `stablehlo.reduce(%x init: %c) applies stablehlo.add across dimensions = [..] : ..`,
    /// or MLIR's general form with the `reducer(...)` region.
    fn reduce(&mut self, id: OpId, dims: &[usize], fun: &str, depth: usize) -> String {
        let f = self.f;
        let od = &f.ops[id.index()];
        let n = od.operands.len() / 2;
        let pairs = join(0..n, |i| {
            format!(
                "({} init: {})",
                self.name(od.operands[i]),
                self.name(od.operands[n + i])
            )
        });
        let across = format!("across dimensions = {}", list(dims));
        if let Some(kind) = reduce_kind(f, id) {
            return format!(
                "stablehlo.reduce{pairs} applies {} {across} : {fun}",
                Op::Binary(kind.binary()).name()
            );
        }
        let mut s = format!("stablehlo.reduce{pairs} {across} : {fun}\n");
        for &r in &od.regions {
            let args = f
                .blocks
                .get(r.index())
                .map(|b| b.args.clone())
                .unwrap_or_default();
            let typed = |v: ValueId| format!("{}: {}", self.name(v), self.ty(v));
            s.push_str(&"  ".repeat(depth));
            if args.len() == 2 * n {
                // Block args are (accumulators…, elements…); MLIR pairs them per input.
                let groups: Vec<String> = (0..n)
                    .map(|i| format!("({}, {})", typed(args[i]), typed(args[n + i])))
                    .collect();
                let _ = writeln!(s, " reducer{}  {{", groups.join(" "));
            } else {
                let _ = writeln!(s, " reducer({})  {{", join(&args, |&v| typed(v)));
            }
            s.push_str(&self.region_text(r, depth + 1, false));
            s.push_str(&"  ".repeat(depth));
            s.push('}');
        }
        s.trim_end_matches('\n').to_string()
    }

    /// ` ({\n^bb0(...):\n ... }, {...})`: the regions of a generic-form op.
    fn generic_regions(&mut self, id: OpId, depth: usize) -> String {
        let regions = self.f.ops[id.index()].regions.clone();
        let mut s = String::from(" (");
        for (i, &r) in regions.iter().enumerate() {
            s.push_str(if i == 0 { "{\n" } else { ", {\n" });
            s.push_str(&self.region_text(r, depth + 1, true));
            s.push_str(&"  ".repeat(depth));
            s.push('}');
        }
        s.push(')');
        s
    }

    /// `stablehlo.while(%iterArg = %a, ...) : T, ...` then `cond {...} do {...}`.
    fn while_loop(&mut self, id: OpId, depth: usize) -> String {
        let f = self.f;
        let od = &f.ops[id.index()];
        let cond_args = od
            .regions
            .first()
            .and_then(|r| f.blocks.get(r.index()))
            .map(|b| b.args.clone())
            .unwrap_or_default();
        let inits = join(od.operands.iter().enumerate(), |(i, &v)| {
            match cond_args.get(i) {
                Some(&arg) => format!("{} = {}", self.name(arg), self.name(v)),
                None => self.name(v),
            }
        });
        let mut s = format!("stablehlo.while({inits})");
        if !od.operands.is_empty() {
            let _ = write!(s, " : {}", self.types(&od.operands).join(", "));
        }
        for (i, &r) in od.regions.iter().enumerate() {
            let keyword = match i {
                0 => "cond",
                1 => "do",
                _ => "region",
            };
            if i == 0 {
                s.push('\n');
                s.push_str(&"  ".repeat(depth));
            } else {
                s.push(' ');
            }
            let _ = writeln!(s, "{keyword} {{");
            s.push_str(&self.region_text(r, depth + 1, false));
            s.push_str(&"  ".repeat(depth));
            s.push('}');
        }
        s
    }

    /// The lines of a nested block. Generic-form regions (`case`, `if`) show a `^bb0(...)`
    /// header when the block has arguments; the pretty forms print them in the op line.
    fn region_text(&mut self, b: BlockId, depth: usize, block_header: bool) -> String {
        let saved = std::mem::take(self.out);
        let args = match self.f.blocks.get(b.index()) {
            Some(block) if block_header && !self.printed.contains(&b) => block.args.clone(),
            _ => Vec::new(),
        };
        if !args.is_empty() {
            self.indent(depth - 1);
            let args = join(&args, |&v| format!("{}: {}", self.name(v), self.ty(v)));
            let _ = writeln!(self.out, "^bb0({args}):");
        }
        if self.regions_open + 1 >= crate::verify::MAX_NESTING {
            // Breaks the verifier's nesting rule; printing stops instead of recursing on.
            self.indent(depth);
            let _ = writeln!(
                self.out,
                "<regions nested deeper than {} not printed>",
                crate::verify::MAX_NESTING
            );
            return std::mem::replace(self.out, saved);
        }
        self.regions_open += 1;
        self.block_body(b, depth, "stablehlo.return");
        self.regions_open -= 1;
        std::mem::replace(self.out, saved)
    }

    fn check(&self, c: &Check, a: &str, ins: &[String], fun: &str) -> String {
        let first = ins.first().cloned().unwrap_or_default();
        match c {
            Check::Eq => format!("check.expect_eq {a} : {first}"),
            Check::EqConst(e) => format!(
                "check.expect_eq_const {a}, {} : {}",
                dense_literal(e),
                e.ty()
            ),
            Check::AlmostEq { tolerance } => {
                let tol = if *tolerance == DEFAULT_ALMOST_EQ_TOLERANCE {
                    String::new()
                } else {
                    format!(", tolerance = {}", format_f64(*tolerance))
                };
                format!("check.expect_almost_eq {a}{tol} : {first}")
            }
            Check::AlmostEqConst {
                expected,
                tolerance,
            } => {
                let tol = if *tolerance == DEFAULT_ALMOST_EQ_TOLERANCE {
                    String::new()
                } else {
                    format!(" {{tolerance = {} : f64}}", format_f64(*tolerance))
                };
                format!(
                    "check.expect_almost_eq_const {a}, {} : {}{tol}",
                    dense_literal(expected),
                    expected.ty()
                )
            }
            Check::Close => format!("check.expect_close {a} : {}", ins.join(", ")),
            Check::LegacyEq => format!("stablehlo.custom_call @check.eq({a}) : {fun}"),
            Check::SerializedEq { probe_id, iter } => {
                let iter = match iter {
                    0 => String::new(),
                    i => format!(", iter = {i}"),
                };
                let id = mlir_string(probe_id);
                format!("check.expect_serialized_eq {a}, probe_id = {id}{iter} : {first}")
            }
            Check::CustomCall(inner) => {
                let target = match **inner {
                    Check::Eq => "check.expect_eq",
                    Check::AlmostEq { .. } => "check.expect_almost_eq",
                    Check::Close => "check.expect_close",
                    // Only the two-operand checks exist as custom calls; print the rest as ops.
                    _ => return self.check(inner, a, ins, fun),
                };
                format!("stablehlo.custom_call @{target}({a}) {{has_side_effect = true}} : {fun}")
            }
        }
    }
}
