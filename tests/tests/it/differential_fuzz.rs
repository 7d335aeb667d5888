//! Differential fuzzing of the native indexing, sorting and window kernels and of in-place
//! updates: random programs mixing `dynamic_update_slice`, `dynamic_slice`, `scatter` (every
//! combiner), `gather`, `sort`, `reduce_window` and elementwise ops, inside `while` loops (the
//! stacked carries updated at a loop-dependent index, the old tensor read after its update, a
//! carry passed through unchanged, one value returned for two carries, a trip count that is an
//! argument), `case` branches and calls (the same value passed twice). Each program, and the
//! reverse-mode program our AD makes of it (with and without checkpointing), runs on the
//! interpreter — the definition — then compiled for the CPU and for `cuda-sim`; every result
//! must equal the interpreter's exactly. Inputs are multiples of 1/4 in [-2, 2], so the sums
//! and products of these programs are exact whatever the order of evaluation and "exactly"
//! needs no tolerance.
//!
//! A failure prints the program shrunk to a minimal reproducer (statements and results removed
//! or replaced by constants while the same backend still disagrees) and its inputs' seed.
//! `FRESNEL_DIFF_PROGRAMS=N` runs a longer campaign, `FRESNEL_DIFF_SEED=S` another one;
//! `FRESNEL_DIFF_PRINT=K` prints program K, `FRESNEL_DIFF_VERBOSE=1` what was refused.

use fresnel::ad::{self, AdOptions, Checkpoint};
use fresnel_ir::{Array, DType, Data, Module};
use fresnel_runtime::cpu::{CpuProgram, StepKind};
use fresnel_runtime::interp::Interpreter;
use fresnel_tests::cuda::{cxx_or_skip, SimBatch};
use fresnel_tests::fuzz::{panic_message, quietly, XorShift};
use std::fmt::Write;
use std::panic::{catch_unwind, AssertUnwindSafe};

const DEFAULT_PROGRAMS: usize = 160;
const DEFAULT_SEED: u64 = 0xD1FF_2026_1203;

// ---------------------------------------------------------------- program model

/// The value families the generator works with; `N`, `M`, `K` are per-program sizes.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Kind {
    /// `N×M f32`: the stacked tensor that loops update row by row.
    S,
    /// `1×M f32`: one row.
    R,
    /// `K×M f32`: scatter updates, gathered rows.
    U,
    /// `i32` scalar: indices, branch selectors, trip counts.
    I,
    /// `K×1 i32`: scatter/gather indices.
    X,
    /// Anything else (a pooled window, top-k); only returned.
    Other,
}

#[derive(Clone, Debug)]
struct Val {
    name: String,
    ty: String,
    kind: Kind,
}

/// One statement: an op (possibly a few lines), or an op with regions.
#[derive(Clone, Debug)]
enum Stmt {
    Op {
        outs: Vec<Val>,
        /// Its outputs are plain names (`%v3`), so constants can stand in for it.
        plain: bool,
        text: String,
    },
    Regions {
        head: String,
        /// Each region's statements and the text closing it (its `return` and brace).
        regions: Vec<(Vec<Stmt>, String)>,
    },
}

#[derive(Clone, Debug)]
struct Func {
    name: String,
    params: Vec<Val>,
    stmts: Vec<Stmt>,
    rets: Vec<Val>,
}

#[derive(Clone, Debug)]
struct Program {
    /// Callees first, `@main` last.
    funcs: Vec<Func>,
}

fn zero_constant(v: &Val) -> String {
    let value = if v.ty.ends_with("f32>") {
        "0.000000e+00"
    } else {
        "0"
    };
    format!(
        "    {} = stablehlo.constant dense<{value}> : {}\n",
        v.name, v.ty
    )
}

fn render_stmts(stmts: &[Stmt], out: &mut String) {
    for s in stmts {
        match s {
            Stmt::Op { text, .. } => out.push_str(text),
            Stmt::Regions { head, regions } => {
                out.push_str(head);
                for (body, close) in regions {
                    render_stmts(body, out);
                    out.push_str(close);
                }
            }
        }
    }
}

fn types(vals: &[Val]) -> String {
    vals.iter()
        .map(|v| v.ty.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

fn names(vals: &[Val]) -> String {
    vals.iter()
        .map(|v| v.name.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

impl Program {
    fn text(&self) -> String {
        let mut out = String::new();
        for f in &self.funcs {
            let params: Vec<String> = f
                .params
                .iter()
                .map(|p| format!("{}: {}", p.name, p.ty))
                .collect();
            let vis = if f.name == "main" { "" } else { "private " };
            let _ = writeln!(
                out,
                "func.func {vis}@{}({}) -> ({}) {{",
                f.name,
                params.join(", "),
                types(&f.rets)
            );
            render_stmts(&f.stmts, &mut out);
            let _ = writeln!(
                out,
                "    return {} : {}\n}}",
                names(&f.rets),
                types(&f.rets)
            );
        }
        out
    }
}

// ---------------------------------------------------------------- generator

struct Gen {
    rng: XorShift,
    n: usize,
    m: usize,
    k: usize,
    next: usize,
    callees: Vec<Func>,
}

impl Gen {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }
    fn ty(&self, kind: Kind) -> String {
        let (n, m, k) = (self.n, self.m, self.k);
        match kind {
            Kind::S => format!("tensor<{n}x{m}xf32>"),
            Kind::R => format!("tensor<1x{m}xf32>"),
            Kind::U => format!("tensor<{k}x{m}xf32>"),
            Kind::I => "tensor<i32>".into(),
            Kind::X => format!("tensor<{k}x1xi32>"),
            Kind::Other => unreachable!("Other values carry their own type"),
        }
    }
    fn val(&mut self, kind: Kind) -> Val {
        Val {
            name: self.fresh(),
            ty: self.ty(kind),
            kind,
        }
    }
    fn chance(&mut self, percent: usize) -> bool {
        self.rng.below(100) < percent
    }
    /// A small index: mostly in range, sometimes just outside (clamped or skipped).
    fn index(&mut self, extent: usize) -> i64 {
        self.rng.below(extent + 4) as i64 - 2
    }
    /// A multiple of 1/4 in [-2, 2].
    fn quarter(&mut self) -> f32 {
        (self.rng.below(17) as f32 - 8.0) / 4.0
    }

    /// A constant of `kind` (its defining statement pushed to `stmts`).
    fn constant(&mut self, kind: Kind, stmts: &mut Vec<Stmt>) -> Val {
        let v = self.val(kind);
        let body = match kind {
            Kind::I => format!("{}", self.index(self.n)),
            Kind::X => {
                let rows: Vec<String> = (0..self.k)
                    .map(|_| format!("[{}]", self.index(self.n)))
                    .collect();
                format!("[{}]", rows.join(", "))
            }
            _ => format!("{:e}", self.quarter()),
        };
        let text = format!(
            "    {} = stablehlo.constant dense<{body}> : {}\n",
            v.name, v.ty
        );
        stmts.push(Stmt::Op {
            outs: vec![v.clone()],
            plain: true,
            text,
        });
        v
    }

    /// A value of `kind` from the pool (recent ones preferred), else a new constant.
    fn pick(&mut self, pool: &mut Vec<Val>, kind: Kind, stmts: &mut Vec<Stmt>) -> Val {
        let of: Vec<usize> = (0..pool.len()).filter(|&i| pool[i].kind == kind).collect();
        if of.is_empty() || self.chance(8) {
            let v = self.constant(kind, stmts);
            pool.push(v.clone());
            return v;
        }
        let i = if self.chance(50) {
            of[of.len() - 1 - self.rng.below(of.len().min(3))]
        } else {
            *self.rng.pick(&of)
        };
        pool[i].clone()
    }

    fn push(&mut self, pool: &mut Vec<Val>, stmts: &mut Vec<Stmt>, v: Val, text: String) {
        stmts.push(Stmt::Op {
            outs: vec![v.clone()],
            plain: true,
            text,
        });
        pool.push(v);
    }

    /// `count` random statements appended to `stmts`, their values to `pool`. `counter` is
    /// the enclosing loop's induction variable, preferred as an index.
    fn block(
        &mut self,
        pool: &mut Vec<Val>,
        stmts: &mut Vec<Stmt>,
        count: usize,
        depth: usize,
        counter: Option<&Val>,
    ) {
        for _ in 0..count {
            self.statement(pool, stmts, depth, counter);
        }
    }

    fn index_val(
        &mut self,
        pool: &mut Vec<Val>,
        stmts: &mut Vec<Stmt>,
        counter: Option<&Val>,
    ) -> Val {
        match counter {
            Some(c) if self.chance(60) => c.clone(),
            _ => self.pick(pool, Kind::I, stmts),
        }
    }

    fn combiner(&mut self, p: &str, q: &str, out: &str) -> String {
        let op = *self
            .rng
            .pick(&["add", "set", "maximum", "minimum", "multiply", "add"]);
        if op == "set" {
            format!("      stablehlo.return {q} : tensor<f32>\n")
        } else {
            format!(
                "      {out} = stablehlo.{op} {p}, {q} : tensor<f32>\n      stablehlo.return {out} : tensor<f32>\n"
            )
        }
    }

    fn statement(
        &mut self,
        pool: &mut Vec<Val>,
        stmts: &mut Vec<Stmt>,
        depth: usize,
        counter: Option<&Val>,
    ) {
        let (n, m, k) = (self.n, self.m, self.k);
        let zero = |g: &mut Gen, stmts: &mut Vec<Stmt>| {
            let z = g.val(Kind::I);
            stmts.push(Stmt::Op {
                outs: vec![z.clone()],
                plain: true,
                text: format!(
                    "    {} = stablehlo.constant dense<0> : tensor<i32>\n",
                    z.name
                ),
            });
            z
        };
        match self.rng.below(20) {
            // Elementwise arithmetic on a float family.
            0..=3 => {
                let kind = *self.rng.pick(&[Kind::S, Kind::S, Kind::R, Kind::U]);
                let a = self.pick(pool, kind, stmts);
                let v = self.val(kind);
                let text = if self.chance(25) {
                    let op = *self.rng.pick(&["negate", "abs"]);
                    format!("    {} = stablehlo.{op} {} : {}\n", v.name, a.name, v.ty)
                } else {
                    let b = self.pick(pool, kind, stmts);
                    let op = *self
                        .rng
                        .pick(&["add", "subtract", "multiply", "maximum", "minimum"]);
                    format!(
                        "    {} = stablehlo.{op} {}, {} : {}\n",
                        v.name, a.name, b.name, v.ty
                    )
                };
                self.push(pool, stmts, v, text);
            }
            // A row written into a stack: the update the backends run in place; often the old
            // stack read afterwards (`d.at[k].set(r)` then `d[k]`).
            4..=6 => {
                let s = self.pick(pool, Kind::S, stmts);
                let r = self.pick(pool, Kind::R, stmts);
                let i = self.index_val(pool, stmts, counter);
                let z = zero(self, stmts);
                let v = self.val(Kind::S);
                let text = format!(
                    "    {} = stablehlo.dynamic_update_slice {}, {}, {}, {} : ({}, {}, tensor<i32>, tensor<i32>) -> {}\n",
                    v.name, s.name, r.name, i.name, z.name, s.ty, r.ty, v.ty
                );
                self.push(pool, stmts, v, text);
                if self.chance(40) {
                    let j = if self.chance(60) {
                        i
                    } else {
                        self.index_val(pool, stmts, counter)
                    };
                    let d = self.val(Kind::R);
                    let text = format!(
                        "    {} = stablehlo.dynamic_slice {}, {}, {}, sizes = [1, {m}] : ({}, tensor<i32>, tensor<i32>) -> {}\n",
                        d.name, s.name, j.name, z.name, s.ty, d.ty
                    );
                    self.push(pool, stmts, d, text);
                }
            }
            7 => {
                let s = self.pick(pool, Kind::S, stmts);
                let i = self.index_val(pool, stmts, counter);
                let z = zero(self, stmts);
                let d = self.val(Kind::R);
                let text = format!(
                    "    {} = stablehlo.dynamic_slice {}, {}, {}, sizes = [1, {m}] : ({}, tensor<i32>, tensor<i32>) -> {}\n",
                    d.name, s.name, i.name, z.name, s.ty, d.ty
                );
                self.push(pool, stmts, d, text);
            }
            // Scatter of K rows, every combiner; indices repeat and leave the range.
            8..=9 => {
                let s = self.pick(pool, Kind::S, stmts);
                let x = self.pick(pool, Kind::X, stmts);
                let u = self.pick(pool, Kind::U, stmts);
                let v = self.val(Kind::S);
                let (p, q, o) = (self.fresh(), self.fresh(), self.fresh());
                let body = self.combiner(&p, &q, &o);
                let text = format!(
                    "    {} = \"stablehlo.scatter\"({}, {}, {}) <{{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}}> ({{\n    ^bb0({p}: tensor<f32>, {q}: tensor<f32>):\n{body}    }}) : ({}, {}, {}) -> {}\n",
                    v.name, s.name, x.name, u.name, s.ty, x.ty, u.ty, v.ty
                );
                self.push(pool, stmts, v, text);
            }
            10 => {
                let s = self.pick(pool, Kind::S, stmts);
                let x = self.pick(pool, Kind::X, stmts);
                let v = self.val(Kind::U);
                let text = format!(
                    "    {} = \"stablehlo.gather\"({}, {}) <{{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, {m}>}}> : ({}, {}) -> {}\n",
                    v.name, s.name, x.name, s.ty, x.ty, v.ty
                );
                self.push(pool, stmts, v, text);
            }
            // Index arithmetic: a loop-dependent index, or indices shifted by one.
            11 => {
                if self.chance(50) {
                    let i = self.index_val(pool, stmts, counter);
                    let c = self.constant(Kind::I, stmts);
                    let v = self.val(Kind::I);
                    let text = format!(
                        "    {} = stablehlo.add {}, {} : tensor<i32>\n",
                        v.name, i.name, c.name
                    );
                    self.push(pool, stmts, v, text);
                } else {
                    let x = self.pick(pool, Kind::X, stmts);
                    let i = self.index_val(pool, stmts, counter);
                    let (b, v) = (self.fresh(), self.val(Kind::X));
                    let text = format!(
                        "    {b} = stablehlo.broadcast_in_dim {}, dims = [] : (tensor<i32>) -> {}\n    {} = stablehlo.add {}, {b} : {}\n",
                        i.name, v.ty, v.name, x.name, v.ty
                    );
                    self.push(pool, stmts, v, text);
                }
            }
            // A row broadcast to a stack or to updates.
            12 => {
                let r = self.pick(pool, Kind::R, stmts);
                let kind = if self.chance(50) { Kind::S } else { Kind::U };
                let v = self.val(kind);
                let text = format!(
                    "    {} = stablehlo.broadcast_in_dim {}, dims = [0, 1] : ({}) -> {}\n",
                    v.name, r.name, r.ty, v.ty
                );
                self.push(pool, stmts, v, text);
            }
            13 => self.sort(pool, stmts),
            14 => self.reduce_window(pool, stmts),
            15 if depth < 2 => self.while_loop(pool, stmts, depth),
            16 if depth < 2 => self.case(pool, stmts, depth, counter),
            17 if depth < 2 => self.call(pool, stmts),
            18 => {
                // top_k over the rows (the last dim).
                let s = self.pick(pool, Kind::S, stmts);
                let kk = 1 + self.rng.below(m.max(1));
                if kk <= m {
                    let (a, b) = (self.fresh(), self.fresh());
                    let (ta, tb) = (
                        format!("tensor<{n}x{kk}xf32>"),
                        format!("tensor<{n}x{kk}xi32>"),
                    );
                    let text = format!(
                        "    {a}, {b} = chlo.top_k({}, k = {kk}) : {} -> ({ta}, {tb})\n",
                        s.name, s.ty
                    );
                    let outs = vec![
                        Val {
                            name: a,
                            ty: ta,
                            kind: Kind::Other,
                        },
                        Val {
                            name: b,
                            ty: tb,
                            kind: Kind::Other,
                        },
                    ];
                    pool.extend(outs.iter().cloned());
                    stmts.push(Stmt::Op {
                        outs,
                        plain: true,
                        text,
                    });
                }
            }
            _ => {
                // select between two stacks by comparing them.
                let kind = *self.rng.pick(&[Kind::S, Kind::U]);
                let a = self.pick(pool, kind, stmts);
                let b = self.pick(pool, kind, stmts);
                let (c, v) = (self.fresh(), self.val(kind));
                let shape =
                    a.ty.trim_start_matches("tensor<")
                        .trim_end_matches("f32>")
                        .to_string();
                let text = format!(
                    "    {c} = stablehlo.compare GT, {}, {}, FLOAT : ({}, {}) -> tensor<{shape}i1>\n    {} = stablehlo.select {c}, {}, {} : tensor<{shape}i1>, {}\n",
                    a.name, b.name, a.ty, b.ty, v.name, a.name, b.name, v.ty
                );
                self.push(pool, stmts, v, text);
            }
        }
        let _ = k;
    }

    fn sort(&mut self, pool: &mut Vec<Val>, stmts: &mut Vec<Stmt>) {
        let a = self.pick(pool, Kind::S, stmts);
        let dim = self.rng.below(2);
        let dir = *self.rng.pick(&["LT", "GT"]);
        let (p, q, c) = (self.fresh(), self.fresh(), self.fresh());
        if self.chance(50) {
            let v = self.val(Kind::S);
            let text = format!(
                "    {} = \"stablehlo.sort\"({}) <{{dimension = {dim} : i64, is_stable = true}}> ({{\n    ^bb0({p}: tensor<f32>, {q}: tensor<f32>):\n      {c} = stablehlo.compare {dir}, {p}, {q}, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>\n      stablehlo.return {c} : tensor<i1>\n    }}) : ({}) -> {}\n",
                v.name, a.name, a.ty, v.ty
            );
            self.push(pool, stmts, v, text);
        } else {
            // Two operands sorted by the first: the second follows its permutation.
            let b = self.pick(pool, Kind::S, stmts);
            let (r, p2, q2) = (self.fresh(), self.fresh(), self.fresh());
            let text = format!(
                "    {r}:2 = \"stablehlo.sort\"({}, {}) <{{dimension = {dim} : i64, is_stable = true}}> ({{\n    ^bb0({p}: tensor<f32>, {q}: tensor<f32>, {p2}: tensor<f32>, {q2}: tensor<f32>):\n      {c} = stablehlo.compare {dir}, {p}, {q}, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>\n      stablehlo.return {c} : tensor<i1>\n    }}) : ({}, {}) -> ({}, {})\n",
                a.name, b.name, a.ty, b.ty, a.ty, b.ty
            );
            let outs: Vec<Val> = (0..2)
                .map(|i| Val {
                    name: format!("{r}#{i}"),
                    ty: a.ty.clone(),
                    kind: Kind::S,
                })
                .collect();
            pool.extend(outs.iter().cloned());
            stmts.push(Stmt::Op {
                outs,
                plain: false,
                text,
            });
        }
    }

    /// A max- or sum-pool with windows up to one past the input, strides, dilations and
    /// padding (negative too); the result keeps the stack's shape when the padding makes it.
    fn reduce_window(&mut self, pool: &mut Vec<Val>, stmts: &mut Vec<Stmt>) {
        let a = self.pick(pool, Kind::S, stmts);
        let dims = [self.n, self.m];
        let same = self.chance(50);
        let mut win = [0usize; 2];
        let mut stride = [1usize; 2];
        let mut base = [1usize; 2];
        let mut wdil = [1usize; 2];
        let mut pad = [[0i64; 2]; 2];
        let mut out = [0usize; 2];
        for d in 0..2 {
            win[d] = 1 + self.rng.below(dims[d] + 1);
            if !same {
                stride[d] = 1 + self.rng.below(2);
                base[d] = 1 + usize::from(self.chance(20));
                wdil[d] = 1 + usize::from(self.chance(20));
            }
            let dilated_in = (dims[d] - 1) * base[d] + 1;
            let dilated_win = (win[d] - 1) * wdil[d] + 1;
            if same {
                let total = (dilated_win - 1) as i64;
                let lo = self.rng.below(total as usize + 1) as i64;
                pad[d] = [lo, total - lo];
            } else {
                pad[d] = [self.rng.below(3) as i64 - 1, self.rng.below(3) as i64 - 1];
            }
            let padded = dilated_in as i64 + pad[d][0] + pad[d][1];
            if padded < dilated_win as i64 {
                // Pad the high side up to one window.
                pad[d][1] += dilated_win as i64 - padded;
            }
            let padded = (dilated_in as i64 + pad[d][0] + pad[d][1]) as usize;
            out[d] = (padded - dilated_win) / stride[d] + 1;
        }
        let (init, comb) = if self.chance(60) {
            ("0xFF800000", "maximum")
        } else {
            ("0.000000e+00", "add")
        };
        let is_s = out == dims;
        let v = if is_s {
            self.val(Kind::S)
        } else {
            Val {
                name: self.fresh(),
                ty: format!("tensor<{}x{}xf32>", out[0], out[1]),
                kind: Kind::Other,
            }
        };
        let (c, p, q, o) = (self.fresh(), self.fresh(), self.fresh(), self.fresh());
        let text = format!(
            "    {c} = stablehlo.constant dense<{init}> : tensor<f32>\n    {} = \"stablehlo.reduce_window\"({}, {c}) <{{base_dilations = array<i64: {}, {}>, padding = dense<[[{}, {}], [{}, {}]]> : tensor<2x2xi64>, window_dilations = array<i64: {}, {}>, window_dimensions = array<i64: {}, {}>, window_strides = array<i64: {}, {}>}}> ({{\n    ^bb0({p}: tensor<f32>, {q}: tensor<f32>):\n      {o} = stablehlo.{comb} {p}, {q} : tensor<f32>\n      stablehlo.return {o} : tensor<f32>\n    }}) : ({}, tensor<f32>) -> {}\n",
            v.name, a.name, base[0], base[1], pad[0][0], pad[0][1], pad[1][0], pad[1][1],
            wdil[0], wdil[1], win[0], win[1], stride[0], stride[1], a.ty, v.ty
        );
        self.push(pool, stmts, v, text);
    }

    /// A loop over stacked carries: an `i32` counter, two stacks, a row and (sometimes) a
    /// stack passed through unchanged; the body may return one value for two carries.
    fn while_loop(&mut self, pool: &mut Vec<Val>, stmts: &mut Vec<Stmt>, depth: usize) {
        let mut kinds = vec![Kind::I, Kind::S, Kind::S, Kind::R];
        if self.chance(50) {
            kinds.push(Kind::S);
        }
        if self.chance(30) {
            kinds.push(Kind::U);
        }
        let start = if self.chance(70) {
            let z = self.val(Kind::I);
            stmts.push(Stmt::Op {
                outs: vec![z.clone()],
                plain: true,
                text: format!(
                    "    {} = stablehlo.constant dense<0> : tensor<i32>\n",
                    z.name
                ),
            });
            z
        } else {
            self.pick(pool, Kind::I, stmts)
        };
        let mut inits = vec![start];
        for &kind in &kinds[1..] {
            // The same value may start two carries.
            inits.push(self.pick(pool, kind, stmts));
        }
        let carries: Vec<Val> = kinds.iter().map(|&k| self.val(k)).collect();
        let w = self.fresh();
        let head_pairs: Vec<String> = carries
            .iter()
            .zip(&inits)
            .map(|(c, i)| format!("{} = {}", c.name, i.name))
            .collect();
        let cmp = self.fresh();
        let (lim, limit_text) = if self.chance(25) {
            // The trip count is a value of the enclosing scope (an argument, often).
            (self.pick(pool, Kind::I, stmts).name, String::new())
        } else {
            let lim = self.fresh();
            let text = format!(
                "      {lim} = stablehlo.constant dense<{}> : tensor<i32>\n",
                self.rng.below(self.n + 3)
            );
            (lim, text)
        };
        let head = format!(
            "    {w}:{} = stablehlo.while({}) : {}\n    cond {{\n{limit_text}      {cmp} = stablehlo.compare LT, {}, {lim}, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>\n      stablehlo.return {cmp} : tensor<i1>\n    }} do {{\n",
            carries.len(),
            head_pairs.join(", "),
            types(&carries),
            carries[0].name
        );
        let mut body_pool: Vec<Val> = pool.clone();
        body_pool.extend(carries.iter().cloned());
        let mut body = Vec::new();
        let count = 2 + self.rng.below(6);
        let counter = carries[0].clone();
        self.block(&mut body_pool, &mut body, count, depth + 1, Some(&counter));
        // The next counter, then each carry: a body value of its kind — the carry itself
        // (passed through), a value also returned for another carry, or the newest.
        let (one, next) = (self.fresh(), self.fresh());
        body.push(Stmt::Op {
            outs: vec![],
            plain: false,
            text: format!(
                "      {one} = stablehlo.constant dense<1> : tensor<i32>\n      {next} = stablehlo.add {}, {one} : tensor<i32>\n",
                counter.name
            ),
        });
        // The stacked-carry pattern of `scan` and of our own tapes: a carry updated at the
        // counter (a row, or scattered rows), sometimes read after its update.
        let mut stacked: Vec<Option<String>> = vec![None; carries.len()];
        for (c, slot) in carries.iter().zip(stacked.iter_mut()).skip(1) {
            if c.kind == Kind::S && self.chance(70) {
                *slot = Some(self.update_carry(&mut body_pool, &mut body, c, &counter));
            }
        }
        let mut rets = vec![next.clone()];
        for (c, updated) in carries[1..].iter().zip(&stacked[1..]) {
            let r = if let Some(u) = updated.as_ref().filter(|_| self.chance(85)) {
                u.clone()
            } else if self.chance(20) {
                c.name.clone()
            } else {
                let local: Vec<&Val> = body_pool
                    .iter()
                    .filter(|v| v.kind == c.kind && !pool.iter().any(|p| p.name == v.name))
                    .collect();
                if local.is_empty() || self.chance(10) {
                    c.name.clone()
                } else if self.chance(70) {
                    local[local.len() - 1].name.clone()
                } else {
                    self.rng.pick(&local).name.clone()
                }
            };
            rets.push(r);
        }
        let close = format!(
            "      stablehlo.return {} : {}\n    }}\n",
            rets.join(", "),
            types(&carries)
        );
        stmts.push(Stmt::Regions {
            head,
            regions: vec![(body, close)],
        });
        for (i, c) in carries.iter().enumerate() {
            pool.push(Val {
                name: format!("{w}#{i}"),
                ty: c.ty.clone(),
                kind: c.kind,
            });
        }
    }

    /// Updates carry `c` at the loop counter (a row written, or rows scattered at indices
    /// shifted by the counter), with reads of the old and the new value around it; returns
    /// the updated value's name.
    fn update_carry(
        &mut self,
        pool: &mut Vec<Val>,
        stmts: &mut Vec<Stmt>,
        c: &Val,
        counter: &Val,
    ) -> String {
        let m = self.m;
        let z = self.val(Kind::I);
        let mut text = format!(
            "    {} = stablehlo.constant dense<0> : tensor<i32>\n",
            z.name
        );
        let i = if self.chance(80) {
            counter.name.clone()
        } else {
            let (d, j) = (self.fresh(), self.fresh());
            let _ = write!(
                text,
                "    {d} = stablehlo.constant dense<{}> : tensor<i32>\n    {j} = stablehlo.add {}, {d} : tensor<i32>\n",
                self.index(2),
                counter.name
            );
            j
        };
        let slice = |v: &str, out: &str| {
            format!(
                "    {out} = stablehlo.dynamic_slice {v}, {i}, {}, sizes = [1, {m}] : ({}, tensor<i32>, tensor<i32>) -> tensor<1x{m}xf32>\n",
                z.name, c.ty
            )
        };
        let mut reads = Vec::new();
        // The old value read after the update in program order: the sink pass must move the
        // update after the read.
        let read_old = self.chance(50);
        let mut cur = c.name.clone();
        if self.chance(30) {
            // `d.at[i].set(0)` then `d[i]`.
            let (zr, u, r) = (self.fresh(), self.fresh(), self.fresh());
            let _ = write!(
                text,
                "    {zr} = stablehlo.constant dense<0.000000e+00> : tensor<1x{m}xf32>\n    {u} = stablehlo.dynamic_update_slice {cur}, {zr}, {i}, {} : ({}, tensor<1x{m}xf32>, tensor<i32>, tensor<i32>) -> {}\n",
                z.name, c.ty, c.ty
            );
            text.push_str(&slice(&u, &r));
            reads.push(r);
            cur = u;
        }
        let u = self.fresh();
        if self.chance(60) {
            let r = self.pick(pool, Kind::R, stmts);
            let _ = writeln!(
                text,
                "    {u} = stablehlo.dynamic_update_slice {cur}, {}, {i}, {} : ({}, {}, tensor<i32>, tensor<i32>) -> {}",
                r.name, z.name, c.ty, r.ty, c.ty
            );
        } else {
            let x = self.pick(pool, Kind::X, stmts);
            let upd = self.pick(pool, Kind::U, stmts);
            let (b, xi) = (self.fresh(), self.fresh());
            let (p, q, o) = (self.fresh(), self.fresh(), self.fresh());
            let body = self.combiner(&p, &q, &o);
            let _ = write!(
                text,
                "    {b} = stablehlo.broadcast_in_dim {i}, dims = [] : (tensor<i32>) -> {}\n    {xi} = stablehlo.add {}, {b} : {}\n    {u} = \"stablehlo.scatter\"({cur}, {xi}, {}) <{{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}}> ({{\n    ^bb0({p}: tensor<f32>, {q}: tensor<f32>):\n{body}    }}) : ({}, {}, {}) -> {}\n",
                x.ty, x.name, x.ty, upd.name, c.ty, x.ty, upd.ty, c.ty
            );
        }
        if read_old {
            let r = self.fresh();
            text.push_str(&slice(&c.name, &r));
            reads.push(r);
        }
        if self.chance(40) {
            let r = self.fresh();
            text.push_str(&slice(&u, &r));
            reads.push(r);
        }
        let mut outs: Vec<Val> = reads
            .into_iter()
            .map(|name| Val {
                name,
                ty: format!("tensor<1x{m}xf32>"),
                kind: Kind::R,
            })
            .collect();
        outs.push(Val {
            name: u.clone(),
            ty: c.ty.clone(),
            kind: Kind::S,
        });
        pool.extend(outs.iter().cloned());
        // Not `plain`: replacing it by constants would hide what it tests.
        stmts.push(Stmt::Op {
            outs,
            plain: false,
            text,
        });
        u
    }

    fn case(
        &mut self,
        pool: &mut Vec<Val>,
        stmts: &mut Vec<Stmt>,
        depth: usize,
        counter: Option<&Val>,
    ) {
        let i = self.index_val(pool, stmts, counter);
        let v = self.val(Kind::S);
        let branches = 1 + self.rng.below(3);
        let mut regions = Vec::new();
        for b in 0..branches {
            let mut local = pool.clone();
            let mut body = Vec::new();
            let count = self.rng.below(4);
            self.block(&mut local, &mut body, count, depth + 1, counter);
            let r = self.pick(&mut local, Kind::S, &mut body);
            let close = if b + 1 == branches {
                format!(
                    "      stablehlo.return {} : {}\n    }}) : (tensor<i32>) -> {}\n",
                    r.name, r.ty, v.ty
                )
            } else {
                format!("      stablehlo.return {} : {}\n    }}, {{\n", r.name, r.ty)
            };
            regions.push((body, close));
        }
        let head = format!("    {} = \"stablehlo.case\"({}) ({{\n", v.name, i.name);
        stmts.push(Stmt::Regions { head, regions });
        pool.push(v);
    }

    /// A call of a new function `(S, S, R, i32) -> (S, R)`, sometimes with one stack passed
    /// for both stacks.
    fn call(&mut self, pool: &mut Vec<Val>, stmts: &mut Vec<Stmt>) {
        let kinds = [Kind::S, Kind::S, Kind::R, Kind::I];
        let name = format!("f{}", self.callees.len());
        let params: Vec<Val> = kinds.iter().map(|&k| self.val(k)).collect();
        let mut local = params.clone();
        let mut body = Vec::new();
        let count = 1 + self.rng.below(5);
        self.block(&mut local, &mut body, count, 2, None);
        let rs = self.pick(&mut local, Kind::S, &mut body);
        let rr = self.pick(&mut local, Kind::R, &mut body);
        self.callees.push(Func {
            name: name.clone(),
            params,
            stmts: body,
            rets: vec![rs, rr],
        });
        let mut args: Vec<Val> = kinds.iter().map(|&k| self.pick(pool, k, stmts)).collect();
        if self.chance(40) {
            args[1] = args[0].clone();
        }
        let r = self.fresh();
        let outs = vec![
            Val {
                name: format!("{r}#0"),
                ty: self.ty(Kind::S),
                kind: Kind::S,
            },
            Val {
                name: format!("{r}#1"),
                ty: self.ty(Kind::R),
                kind: Kind::R,
            },
        ];
        let text = format!(
            "    {r}:2 = func.call @{name}({}) : ({}) -> ({})\n",
            names(&args),
            types(&args),
            types(&outs)
        );
        pool.extend(outs.iter().cloned());
        stmts.push(Stmt::Op {
            outs,
            plain: false,
            text,
        });
    }
}

/// The `k`-th program of a campaign.
fn generate(seed: u64, k: usize) -> Program {
    let mut rng = XorShift::for_item(seed, k as u64);
    let n = 1 + rng.below(5);
    let m = 1 + rng.below(4);
    let kk = if rng.below(10) == 0 {
        0
    } else {
        1 + rng.below(5)
    };
    let mut g = Gen {
        rng,
        n,
        m,
        k: kk,
        next: 0,
        callees: Vec::new(),
    };
    let param_kinds = [Kind::S, Kind::S, Kind::R, Kind::U, Kind::X, Kind::I];
    let params: Vec<Val> = param_kinds
        .iter()
        .enumerate()
        .map(|(i, &kind)| Val {
            name: format!("%a{i}"),
            ty: g.ty(kind),
            kind,
        })
        .collect();
    let mut pool = params.clone();
    let mut stmts = Vec::new();
    let count = 3 + g.rng.below(8);
    g.block(&mut pool, &mut stmts, count, 0, None);
    // Results: the newest value, a few others (an argument, a repeat) — loops' results often.
    let mut rets = vec![pool[pool.len() - 1].clone()];
    for _ in 0..1 + g.rng.below(5) {
        // Mostly computed values (an argument returned as is, sometimes).
        let v = g.rng.pick(&pool).clone();
        if !v.name.starts_with("%a") || g.rng.below(4) == 0 {
            rets.push(v);
        }
    }
    let mut funcs = std::mem::take(&mut g.callees);
    funcs.push(Func {
        name: "main".into(),
        params,
        stmts,
        rets,
    });
    Program { funcs }
}

// ---------------------------------------------------------------- running and judging

fn inputs_for(m: &Module, seed: u64) -> Vec<Array> {
    let mut rng = XorShift::for_item(seed, 0x1A9);
    let Some(entry) = m.entry() else {
        return Vec::new();
    };
    entry
        .param_types()
        .iter()
        .map(|t| {
            let n = t.num_elements();
            let extent = t.shape.first().copied().unwrap_or(4).max(4);
            let data = match t.dtype {
                DType::F32 => {
                    Data::F32((0..n).map(|_| (rng.below(17) as f32 - 8.0) / 4.0).collect())
                }
                DType::I32 => Data::I32((0..n).map(|_| rng.below(extent + 4) as i32 - 2).collect()),
                DType::I64 => Data::I64((0..n).map(|_| rng.below(extent + 4) as i64 - 2).collect()),
                other => panic!("the generator makes no {other} arguments"),
            };
            Array::new(t.shape.clone(), data).expect("sized to the type")
        })
        .collect()
}

/// Equal values: same type, every element equal (`-0 == 0`: the simplifier may fold
/// `x + 0`), NaN where the other has NaN.
fn same(got: &[Array], want: &[Array]) -> Result<(), String> {
    if got.len() != want.len() {
        return Err(format!(
            "{} results, the interpreter has {}",
            got.len(),
            want.len()
        ));
    }
    for (k, (g, w)) in got.iter().zip(want).enumerate() {
        if g.ty() != w.ty() {
            return Err(format!(
                "result {k} is {}, the interpreter's {}",
                g.ty(),
                w.ty()
            ));
        }
        let (gv, wv) = (g.to_c128_vec(), w.to_c128_vec());
        for (i, (a, b)) in gv.iter().zip(&wv).enumerate() {
            let eq = |x: f64, y: f64| x == y || (x.is_nan() && y.is_nan());
            if !(eq(a.re, b.re) && eq(a.im, b.im)) {
                return Err(format!(
                    "result {k} ({}) element {i}: {} where the interpreter has {}",
                    w.ty(),
                    a.re,
                    b.re
                ));
            }
        }
    }
    Ok(())
}

/// What one backend made of one program.
fn judge<T>(r: std::thread::Result<Result<T, String>>) -> Result<T, String> {
    match r {
        Ok(r) => r,
        Err(p) => Err(format!("panic: {}", panic_message(&*p))),
    }
}

fn interpret(m: &Module, inputs: &[Array]) -> Result<Vec<Array>, String> {
    let mut interp = Interpreter::new(m);
    interp.max_while_iterations = 10_000;
    interp.call("main", inputs).map_err(|d| d.to_string())
}

fn cpu(m: &Module, inputs: &[Array]) -> Result<Vec<Array>, String> {
    judge(catch_unwind(AssertUnwindSafe(|| {
        let exe = fresnel::backend::compile_cpu(m).map_err(|d| format!("compile: {d}"))?;
        let first = exe.run(inputs).map_err(|d| format!("run: {d}"))?;
        // A second run reuses the slots and the loops' scratch storage.
        let again = exe.run(inputs).map_err(|d| format!("second run: {d}"))?;
        same(&again, &first).map_err(|e| format!("the second run differs: {e}"))?;
        Ok(first)
    })))
}

/// How many steps of `p` (nested programs included) run in place, and how many loop carries
/// stay in one storage (donated by their body): the evidence that the campaign reaches the
/// in-place paths.
fn in_place_counts(p: &CpuProgram) -> (usize, usize) {
    let mut steps = p.plan.in_place.iter().filter(|&&f| f).count();
    let mut carries = 0;
    for s in &p.steps {
        let nested: Vec<&CpuProgram> = match &s.kind {
            StepKind::While(w) => {
                carries += w.body.donated_arguments().len();
                vec![&w.cond, &w.body]
            }
            StepKind::Case(b) => b.iter().collect(),
            StepKind::Call(c) => vec![&**c],
            _ => vec![],
        };
        for q in nested {
            let (a, b) = in_place_counts(q);
            steps += a;
            carries += b;
        }
    }
    (steps, carries)
}

/// The CPU backend's verdict on `m` against the interpreter's `want`.
fn check_cpu(m: &Module, inputs: &[Array], want: &[Array]) -> Result<(), String> {
    let got = cpu(m, inputs).map_err(|e| format!("cpu: {e}"))?;
    same(&got, want).map_err(|e| format!("cpu: {e}"))
}

/// One case: a program (a generated one, or the vjp of one) with its inputs and the
/// interpreter's answer.
struct Case {
    what: String,
    text: String,
    module: Module,
    inputs: Vec<Array>,
    want: Vec<Array>,
}

/// The vjp of `m` with respect to its float arguments, with random cotangents appended to the
/// inputs; `None` when AD refuses the program (counted, not a failure).
fn gradient(
    m: &Module,
    inputs: &[Array],
    checkpoint: Checkpoint,
    seed: u64,
) -> Result<Option<(Module, Vec<Array>)>, String> {
    let Some(entry) = m.entry() else {
        return Ok(None);
    };
    let wrt: Vec<usize> = entry
        .param_types()
        .iter()
        .enumerate()
        .filter(|(_, t)| t.dtype == DType::F32)
        .map(|(i, _)| i)
        .collect();
    let opts = AdOptions {
        checkpoint,
        ..Default::default()
    };
    let g = judge(catch_unwind(AssertUnwindSafe(|| {
        Ok(ad::vjp_with(m, &wrt, &opts))
    })))
    .map_err(|e| format!("vjp: {e}"))?;
    let g = match g {
        Ok(g) => g,
        Err(_) => return Ok(None),
    };
    fresnel_ir::verify::verify_module(&g)
        .map_err(|d| format!("vjp made an invalid module: {}", d[0]))?;
    let all = inputs_for(&g, seed ^ 0xC0);
    let mut ins = inputs.to_vec();
    ins.extend(all[inputs.len()..].iter().cloned());
    Ok(Some((g, ins)))
}

#[derive(Default)]
struct Tally {
    programs: usize,
    gradients: usize,
    cpu_runs: usize,
    sim_runs: usize,
    in_place_steps: usize,
    donated_carries: usize,
    refused: Vec<String>,
    failures: Vec<String>,
}

/// Shrinks `p` while `fails` holds: drops results, drops statements, replaces statements by
/// constants of their types, recursively in regions and callees.
fn shrink(p: &Program, fails: &dyn Fn(&Program) -> bool) -> Program {
    let mut best = p.clone();
    let mut budget = 400usize;
    let mut progress = true;
    while progress && budget > 0 {
        progress = false;
        // Fewer results.
        let main = best.funcs.len() - 1;
        let mut r = 0;
        while r < best.funcs[main].rets.len() && best.funcs[main].rets.len() > 1 && budget > 0 {
            let mut c = best.clone();
            c.funcs[main].rets.remove(r);
            budget -= 1;
            if fails(&c) {
                best = c;
                progress = true;
            } else {
                r += 1;
            }
        }
        for f in 0..best.funcs.len() {
            let mut path = Vec::new();
            progress |= shrink_stmts(&mut best, f, &mut path, fails, &mut budget);
        }
    }
    best
}

fn stmts_at<'a>(p: &'a mut Program, f: usize, path: &[(usize, usize)]) -> &'a mut Vec<Stmt> {
    let mut s = &mut p.funcs[f].stmts;
    for &(i, r) in path {
        s = match &mut s[i] {
            Stmt::Regions { regions, .. } => &mut regions[r].0,
            Stmt::Op { .. } => unreachable!("paths lead through regions"),
        };
    }
    s
}

fn shrink_stmts(
    best: &mut Program,
    f: usize,
    path: &mut Vec<(usize, usize)>,
    fails: &dyn Fn(&Program) -> bool,
    budget: &mut usize,
) -> bool {
    let mut progress = false;
    let mut i = stmts_at(best, f, path).len();
    while i > 0 && *budget > 0 {
        i -= 1;
        let stmt = stmts_at(best, f, path)[i].clone();
        // Remove it (fails to parse when still used: then not a reproducer).
        let mut c = best.clone();
        stmts_at(&mut c, f, path).remove(i);
        *budget -= 1;
        if fails(&c) {
            *best = c;
            progress = true;
            continue;
        }
        match stmt {
            Stmt::Op {
                outs,
                plain: true,
                text,
            } if !text.contains("stablehlo.constant") && !outs.is_empty() => {
                let mut c = best.clone();
                let consts: String = outs.iter().map(zero_constant).collect();
                stmts_at(&mut c, f, path)[i] = Stmt::Op {
                    outs,
                    plain: true,
                    text: consts,
                };
                *budget = budget.saturating_sub(1);
                if fails(&c) {
                    *best = c;
                    progress = true;
                }
            }
            Stmt::Regions { regions, .. } => {
                for r in 0..regions.len() {
                    path.push((i, r));
                    progress |= shrink_stmts(best, f, path, fails, budget);
                    path.pop();
                }
            }
            _ => {}
        }
    }
    progress
}

/// Whether `p` (or its gradient) still shows the failure on the backend that failed.
fn reproduces(p: &Program, seed: u64, grad: Option<Checkpoint>, on_sim: bool) -> bool {
    let text = p.text();
    let Ok(m) = fresnel_ir::parse::parse_module(&text) else {
        return false;
    };
    if fresnel_ir::verify::verify_module(&m).is_err() {
        return false;
    }
    let inputs = inputs_for(&m, seed);
    let (m, inputs) = match grad {
        None => (m, inputs),
        Some(c) => match gradient(&m, &inputs, c, seed) {
            Ok(Some(g)) => g,
            Ok(None) => return false,
            Err(_) => return true,
        },
    };
    let Ok(want) = interpret(&m, &inputs) else {
        return false;
    };
    if on_sim {
        sim_check(&[Case {
            what: String::new(),
            text,
            module: m,
            inputs,
            want,
        }])
        .first()
        .is_some_and(|r| r.is_err())
    } else {
        check_cpu(&m, &inputs, &want).is_err()
    }
}

/// Every case on cuda-sim (one host compile for all), each result against the interpreter.
fn sim_check(cases: &[Case]) -> Vec<Result<(), String>> {
    let programs = match catch_unwind(AssertUnwindSafe(|| {
        cases
            .iter()
            .map(|c| fresnel::backend::cpu_program(&c.module).map_err(|d| d.to_string()))
            .collect::<Vec<_>>()
    })) {
        Ok(p) => p,
        Err(p) => {
            return vec![
                Err(format!(
                    "cuda-sim: lowering panicked: {}",
                    panic_message(&*p)
                ));
                cases.len()
            ]
        }
    };
    let ok: Vec<fresnel_runtime::cpu::CpuProgram> =
        programs.iter().filter_map(|p| p.clone().ok()).collect();
    let batch = match catch_unwind(AssertUnwindSafe(|| SimBatch::new(ok))) {
        Ok(Ok(b)) => b,
        Ok(Err(e)) => return vec![Err(format!("cuda-sim build: {e}")); cases.len()],
        Err(p) => {
            return vec![
                Err(format!("cuda-sim build panicked: {}", panic_message(&*p)));
                cases.len()
            ]
        }
    };
    let mut at = 0;
    programs
        .iter()
        .zip(cases)
        .map(|(p, case)| {
            let Ok(_) = p else {
                return Err(format!(
                    "cuda-sim: {}",
                    p.as_ref().err().cloned().unwrap_or_default()
                ));
            };
            let i = at;
            at += 1;
            judge(catch_unwind(AssertUnwindSafe(|| {
                let exe = batch.executable(i)?;
                let got = exe.run(&case.inputs).map_err(|d| format!("run: {d}"))?;
                let again = exe
                    .run(&case.inputs)
                    .map_err(|d| format!("second run: {d}"))?;
                same(&again, &got).map_err(|e| format!("the second run differs: {e}"))?;
                same(&got, &case.want)
            })))
            .map_err(|e| format!("cuda-sim: {e}"))
        })
        .collect()
}

fn env<T: std::str::FromStr>(name: &str) -> Option<T> {
    std::env::var(name).ok().and_then(|v| v.parse().ok())
}

const CHECKPOINTS: [Checkpoint; 3] = [Checkpoint::None, Checkpoint::Sqrt, Checkpoint::Every(2)];

#[test]
fn random_update_loops_match_the_interpreter_on_every_backend() {
    let seed = env("FRESNEL_DIFF_SEED").unwrap_or(DEFAULT_SEED);
    let count = env("FRESNEL_DIFF_PROGRAMS").unwrap_or(DEFAULT_PROGRAMS);
    // Silence the messages of the panics we catch and report ourselves.
    let tally = quietly(|| {
        let mut tally = Tally::default();
        // (program index, which: None = the program, Some(checkpoint) = its gradient)
        let mut cases: Vec<(usize, Option<Checkpoint>, Case)> = Vec::new();
        let programs: Vec<Program> = (0..count).map(|k| generate(seed, k)).collect();
        let show: Option<usize> = env("FRESNEL_DIFF_PRINT");
        for (k, p) in programs.iter().enumerate() {
            let text = p.text();
            if show == Some(k) {
                println!("program {k}:\n{text}");
            }
            let m = match fresnel_ir::parse::parse_module(&text) {
                Ok(m) => m,
                Err(d) => {
                    tally.failures.push(format!(
                        "program {k}: the generator made text that does not parse: {d}\n{text}"
                    ));
                    continue;
                }
            };
            if let Err(d) = fresnel_ir::verify::verify_module(&m) {
                tally.failures.push(format!(
                    "program {k}: the generator made an invalid program: {}\n{text}",
                    d[0]
                ));
                continue;
            }
            let inputs = inputs_for(&m, seed ^ k as u64);
            let want = match interpret(&m, &inputs) {
                Ok(w) => w,
                Err(e) => {
                    tally.refused.push(format!("program {k}: interpreter: {e}"));
                    continue;
                }
            };
            tally.programs += 1;
            let checkpoint = CHECKPOINTS[k % CHECKPOINTS.len()];
            match gradient(&m, &inputs, checkpoint, seed ^ k as u64) {
                Ok(Some((g, gin))) => match interpret(&g, &gin) {
                    Ok(gw) => {
                        tally.gradients += 1;
                        let gtext = fresnel_ir::print::print_module(&g);
                        cases.push((
                            k,
                            Some(checkpoint),
                            Case {
                                what: format!("program {k}'s vjp ({checkpoint:?})"),
                                text: gtext,
                                module: g,
                                inputs: gin,
                                want: gw,
                            },
                        ));
                    }
                    Err(e) => tally
                        .refused
                        .push(format!("program {k}'s vjp: interpreter: {e}")),
                },
                Ok(None) => tally.refused.push(format!("program {k}: AD refused it")),
                Err(e) => tally.failures.push(format!("program {k}: {e}\n{text}")),
            }
            cases.push((
                k,
                None,
                Case {
                    what: format!("program {k}"),
                    text,
                    module: m,
                    inputs,
                    want,
                },
            ));
        }
        let mut failed: Vec<(usize, Option<Checkpoint>, bool, String)> = Vec::new();
        for (k, grad, case) in &cases {
            tally.cpu_runs += 1;
            if let Ok(Ok(p)) = catch_unwind(AssertUnwindSafe(|| {
                fresnel::backend::cpu_program(&case.module)
            })) {
                let (steps, carries) = in_place_counts(&p);
                tally.in_place_steps += steps;
                tally.donated_carries += carries;
            }
            if let Err(e) = check_cpu(&case.module, &case.inputs, &case.want) {
                failed.push((*k, *grad, false, format!("{}: {e}", case.what)));
            }
        }
        if cxx_or_skip("random_update_loops_match_the_interpreter_on_every_backend") {
            let just: Vec<Case> = cases
                .iter()
                .map(|(_, _, c)| Case {
                    what: c.what.clone(),
                    text: c.text.clone(),
                    module: c.module.clone(),
                    inputs: c.inputs.clone(),
                    want: c.want.clone(),
                })
                .collect();
            for ((k, grad, case), r) in cases.iter().zip(sim_check(&just)) {
                tally.sim_runs += 1;
                if let Err(e) = r {
                    failed.push((*k, *grad, true, format!("{}: {e}", case.what)));
                }
            }
        }
        // Shrink the first few failures to reproducers.
        for (n, (k, grad, on_sim, why)) in failed.iter().enumerate() {
            if n >= 4 {
                tally.failures.push(why.clone());
                continue;
            }
            let small = shrink(&programs[*k], &|p: &Program| {
                reproduces(p, seed ^ *k as u64, *grad, *on_sim)
            });
            tally.failures.push(format!(
                "{why}\nminimal reproducer (inputs from seed {:#x}{}):\n{}",
                seed ^ *k as u64,
                match grad {
                    Some(c) => format!(", its vjp with {c:?} checkpointing"),
                    None => String::new(),
                },
                small.text()
            ));
        }
        tally
    });
    println!(
        "{} programs ran on the interpreter ({} refused), {} of their gradients; {} CPU runs, {} cuda-sim runs; {} steps in place, {} loop carries updated in place; {} failures",
        tally.programs,
        tally.refused.len(),
        tally.gradients,
        tally.cpu_runs,
        tally.sim_runs,
        tally.in_place_steps,
        tally.donated_carries,
        tally.failures.len()
    );
    if std::env::var_os("FRESNEL_DIFF_VERBOSE").is_some() {
        for r in &tally.refused {
            println!("refused: {r}");
        }
    }
    assert!(
        tally.failures.is_empty(),
        "{} failures:\n{}",
        tally.failures.len(),
        tally.failures.join("\n\n")
    );
    if count >= DEFAULT_PROGRAMS {
        assert!(
            tally.programs * 10 >= count * 9,
            "only {} of {count} programs ran",
            tally.programs
        );
        assert!(
            tally.donated_carries * 4 >= count,
            "only {} loop carries were updated in place",
            tally.donated_carries
        );
        assert!(
            tally.gradients * 2 >= tally.programs,
            "only {} gradients ran",
            tally.gradients
        );
    }
}
