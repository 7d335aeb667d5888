//! Refinement of shape-polymorphic programs (`tensor<?x4xf32>`) at parse time, given the entry
//! function's argument types ([`super::parse_module_for`]).
//!
//! The module is first scanned for its functions (name → offset; bodies skipped). Then the
//! entry is parsed with the given argument types in place of the declared ones, and every
//! function it calls is parsed when the call is reached, once per distinct (argument types,
//! scalar integer constants passed) — JAX passes the dimension variables (`b`) as scalar
//! arguments, so a callee sees them as constants. While refining:
//!
//! * a `?` dimension reads as [`DYN`]; an operand's type fits a declared type when the dtype and
//!   rank agree and every static dimension matches ([`fits`]);
//! * a result type with `?` becomes the type the op's shape rule infers from its (static)
//!   operands, and must fit the declared one;
//! * integer shape computations on constants fold into constants (`shape_eval.rs`), so the
//!   dynamic ops (`sugar/dynamic.rs`) find constant shapes and become their static ops;
//! * functions nobody reachable calls are not parsed at all.
//!
//! Every function body is parsed at most once per specialisation, and specialisations nest at
//! most [`MAX_SPECIALISATION_DEPTH`] deep (the limit calls have everywhere); a function that
//! calls itself (directly or not) is a located error, as recursion is elsewhere.

use super::cursor::PResult;
use super::module::{FuncCtx, Parsed, Parser};
use super::shape_eval;
use crate::array::Array;
use crate::func::{Function, Module};
use crate::infer::infer;
use crate::op::Op;
use crate::types::{DType, TensorType};
use std::collections::HashMap;

/// A `?` dimension while refining; never survives into a module.
pub(crate) const DYN: usize = usize::MAX;

/// Calls nest at most this deep (README "Limits").
const MAX_SPECIALISATION_DEPTH: usize = 64;

/// Only scalar integer (and i1) constants are passed into callees as constants: JAX's dimension
/// variables. (Specialising on larger constants would copy callees per data value.)
type ConstArgs = Vec<Option<Vec<i64>>>;

/// A specialisation: the function, its argument types and its constant arguments.
type SpecKey = (String, Vec<TensorType>, ConstArgs);

/// What a refining parse keeps between functions.
pub(crate) struct Refine<'a> {
    /// Offset of each function's `func.func`.
    spans: HashMap<&'a str, usize>,
    /// (function, argument types, constant arguments) → (name, result types) once parsed.
    memo: HashMap<SpecKey, (String, Vec<TensorType>)>,
    /// Functions being parsed, innermost last.
    stack: Vec<String>,
    /// Names given so far (the declared names, then `name.1`, `name.2`, … for further
    /// specialisations).
    taken: HashMap<String, usize>,
    funcs: Vec<Function>,
    /// Position of each specialised function in `funcs`, by its name.
    index: HashMap<String, usize>,
}

pub(crate) fn has_dyn(t: &TensorType) -> bool {
    t.shape.contains(&DYN)
}

/// Whether `t` is an instance of the declared type `pattern` (`?` matches any dimension).
pub(crate) fn fits(pattern: &TensorType, t: &TensorType) -> bool {
    pattern.dtype == t.dtype
        && pattern.rank() == t.rank()
        && pattern
            .shape
            .iter()
            .zip(&t.shape)
            .all(|(&p, &d)| p == DYN || p == d)
}

/// `tensor<?x4xf32>` as written.
pub(crate) fn show(t: &TensorType) -> String {
    if !has_dyn(t) {
        return t.to_string();
    }
    let dims: String = t
        .shape
        .iter()
        .map(|&d| match d {
            DYN => "?x".to_string(),
            d => format!("{d}x"),
        })
        .collect();
    let elem = TensorType::scalar(t.dtype).to_string();
    let elem = elem
        .strip_prefix("tensor<")
        .and_then(|e| e.strip_suffix('>'))
        .unwrap_or(&elem);
    format!("tensor<{dims}{elem}>")
}

impl<'a> Parser<'a> {
    /// A whole module refined for the entry's argument types (see the module docs).
    pub(crate) fn module_for(&mut self, args: &[TensorType]) -> PResult<Module> {
        self.c.dynamic = true;
        let (name, funcs) = self.scan_functions()?;
        // The entry: `@main`, else the only public function, else the first one.
        let public: Vec<&(&str, usize, bool)> = funcs.iter().filter(|f| f.2).collect();
        let entry = match (funcs.iter().find(|f| f.0 == "main"), public.as_slice()) {
            (Some(f), _) => *f,
            (None, [f]) => **f,
            (None, _) => *funcs
                .first()
                .ok_or_else(|| self.c.err_at(0, "the program has no function"))?,
        };
        let entry_name = entry.0;
        self.rf = Some(Box::new(Refine {
            spans: funcs.iter().map(|f| (f.0, f.1)).collect(),
            memo: HashMap::new(),
            stack: Vec::new(),
            taken: HashMap::new(),
            funcs: Vec::new(),
            index: HashMap::new(),
        }));
        let consts = vec![None; args.len()];
        self.specialise(entry_name, args.to_vec(), consts, entry.1, true)?;
        let rf = self.rf.take();
        let mut funcs = rf.map(|r| r.funcs).unwrap_or_default();
        // The entry first, as written programs have it.
        if let Some(i) = funcs.iter().position(|f| f.name == entry_name) {
            let f = funcs.remove(i);
            funcs.insert(0, f);
        }
        Ok(Module {
            name,
            funcs,
            warnings: Vec::new(),
        })
    }

    /// The module's name and its functions: (name, offset of `func.func`, public).
    #[allow(clippy::type_complexity)]
    fn scan_functions(&mut self) -> PResult<(Option<String>, Vec<(&'a str, usize, bool)>)> {
        let mut funcs = Vec::new();
        let mut name = None;
        let mut in_module = false;
        loop {
            match self.c.peek() {
                None if !in_module => break,
                None => {
                    return Err(self
                        .c
                        .err("expected '}' to close the module, found end of input"))
                }
                Some(b'}') if in_module => {
                    self.c.pos += 1;
                    in_module = false;
                }
                Some(b'#' | b'!') if !in_module => self.alias()?,
                _ if self.c.rest().starts_with("func.func") => {
                    let start = self.c.loc_pos();
                    self.c.expect_keyword("func.func", "")?;
                    let private = self.c.eat_keyword("private") || self.c.eat_keyword("nested");
                    self.c.eat_keyword("public");
                    let name_pos = self.c.loc_pos();
                    let f = self.c.symbol("to name the function")?;
                    if funcs.iter().any(|g: &(&str, usize, bool)| g.0 == f) {
                        return Err(self
                            .c
                            .err_at(name_pos, format!("redefinition of function @{f}")));
                    }
                    self.params().map_err(|d| d.in_func(f))?;
                    self.func_results().map_err(|d| d.in_func(f))?;
                    if self.c.eat_keyword("attributes") {
                        self.c.attr_dict()?;
                    }
                    self.c.expect("{", "to open the function body")?;
                    self.skip_body().map_err(|d| d.in_func(f))?;
                    funcs.push((f, start, !private));
                }
                _ if !in_module && funcs.is_empty() && self.c.eat_keyword("module") => {
                    in_module = true;
                    if self.c.peek() == Some(b'@') {
                        name = Some(self.c.symbol("")?.to_string());
                    }
                    if self.c.eat_keyword("attributes") {
                        self.c.attr_dict()?;
                    }
                    self.c.expect("{", "to open the module body")?;
                }
                _ => {
                    let found = self.c.describe_next();
                    return Err(self.c.err(format!("expected 'func.func', found {found}")));
                }
            }
        }
        Ok((name, funcs))
    }

    /// Skips a function body after its `{`, through the matching `}` (strings and comments
    /// may hold braces).
    fn skip_body(&mut self) -> PResult<()> {
        let open = self.c.pos.saturating_sub(1);
        let mut depth = 1usize;
        loop {
            self.c.skip_trivia();
            match self.c.peek_raw(0) {
                None => return Err(self.c.err_at(open, "unclosed function body")),
                Some(b'"') => {
                    self.c.string_lit()?;
                }
                Some(b'{') => {
                    depth += 1;
                    self.c.pos += 1;
                }
                Some(b'}') => {
                    depth -= 1;
                    self.c.pos += 1;
                    if depth == 0 {
                        return Ok(());
                    }
                }
                Some(b) => {
                    // Whole characters only, so that positions stay on char boundaries.
                    self.c.pos += match b {
                        0xf0..=0xff => 4,
                        0xe0..=0xef => 3,
                        0xc0..=0xdf => 2,
                        _ => 1,
                    };
                }
            }
        }
    }

    /// Parses function `name` for these argument types (and scalar constants), once per
    /// distinct key; its name in the module and its result types.
    pub(crate) fn specialise(
        &mut self,
        name: &str,
        args: Vec<TensorType>,
        consts: Vec<Option<Array>>,
        pos: usize,
        entry: bool,
    ) -> PResult<(String, Vec<TensorType>)> {
        let Some(rf) = self.rf.as_mut() else {
            return Err(self.c.err_at(pos, "internal: not refining"));
        };
        let key_consts: ConstArgs = consts
            .iter()
            .map(|c| {
                c.as_ref()
                    .and_then(|a| a.materialize().ok()?.data.int_values())
            })
            .collect();
        let key = (name.to_string(), args.clone(), key_consts);
        if let Some(hit) = rf.memo.get(&key) {
            return Ok(hit.clone());
        }
        if rf.stack.iter().any(|f| f == name) {
            return Err(self.c.err_at(
                pos,
                format!("recursive call of @{name} (recursion is not supported)"),
            ));
        }
        if rf.stack.len() >= MAX_SPECIALISATION_DEPTH {
            return Err(self.c.err_at(
                pos,
                format!("calls nest deeper than {MAX_SPECIALISATION_DEPTH} levels"),
            ));
        }
        let Some(&start) = rf.spans.get(name) else {
            return Err(self
                .c
                .err_at(pos, format!("call of undefined function @{name}")));
        };
        // The first specialisation keeps the name; later ones are `name.1`, `name.2`, … (a
        // name no function of the program has).
        let count = rf.taken.entry(name.to_string()).or_insert(0);
        let spec = loop {
            let s = match *count {
                0 => name.to_string(),
                k => format!("{name}.{k}"),
            };
            *count += 1;
            if s == name || !rf.spans.contains_key(s.as_str()) {
                break s;
            }
        };
        rf.stack.push(name.to_string());
        let save = self.c.pos;
        self.c.pos = start;
        let r = self.func_for(&spec, &args, consts, entry);
        self.c.pos = save;
        let Some(rf) = self.rf.as_mut() else {
            return Err(self.c.err_at(pos, "internal: not refining"));
        };
        rf.stack.pop();
        let f = r?;
        let out = (spec, f.result_types.clone());
        rf.index.insert(f.name.clone(), rf.funcs.len());
        rf.funcs.push(f);
        rf.memo.insert(key, out.clone());
        Ok(out)
    }

    /// `func.func …` at the cursor, parsed as `spec` with the given argument types.
    fn func_for(
        &mut self,
        spec: &str,
        args: &[TensorType],
        consts: Vec<Option<Array>>,
        entry: bool,
    ) -> PResult<Function> {
        let start = self.c.loc_pos();
        self.c.expect_keyword("func.func", "")?;
        let _ = self.c.eat_keyword("private") || self.c.eat_keyword("nested");
        self.c.eat_keyword("public");
        let name_pos = self.c.loc_pos();
        let name = self.c.symbol("to name the function")?;
        let (params, _) = self.params().map_err(|d| d.in_func(name))?;
        let (results, _) = self.func_results().map_err(|d| d.in_func(name))?;
        if self.c.eat_keyword("attributes") {
            self.c.attr_dict()?;
        }
        if params.len() != args.len() {
            return Err(self
                .c
                .err_at(
                    name_pos,
                    format!(
                        "@{name} takes {} arguments, but {} argument types are given",
                        params.len(),
                        args.len()
                    ),
                )
                .in_func(name));
        }
        for (i, ((_, pos, declared), given)) in params.iter().zip(args).enumerate() {
            if !fits(declared, given) {
                return Err(self
                    .c
                    .err_at(
                        *pos,
                        format!(
                            "argument {i} of @{name} is declared {}, but is given {given}",
                            show(declared)
                        ),
                    )
                    .in_func(name));
            }
        }
        let mut fx = FuncCtx::new(Function::new(spec, args, vec![]));
        fx.f.public = entry;
        fx.f.loc = Some(self.c.loc_at(start));
        let body = fx.f.body;
        let values = fx.f.block(body).args.clone();
        for (((pname, pos, ty), v), c) in params.into_iter().zip(values).zip(consts) {
            // A dimension variable passed as a constant is that constant here, so that the
            // shape computations using it fold.
            let bound = match c {
                Some(a) => {
                    let loc = Some(self.c.loc_at(pos));
                    let id =
                        fx.f.push_op(body, Op::Constant(a), vec![], vec![ty], vec![], loc);
                    fx.f.op(id).results[0]
                }
                None => v,
            };
            if !fx.define(pname, vec![bound]) {
                return Err(self
                    .c
                    .err_at(pos, format!("redefinition of value %{pname}"))
                    .in_func(name));
            }
        }
        let r = self
            .c
            .expect("{", "to open the function body")
            .and_then(|()| self.block_body(&mut fx, body, false))
            .and_then(|()| self.c.expect("}", "after the function's return"));
        r.map_err(|d| d.in_func(name))?;
        // Every op's results were refined as it was appended; this only guards the helpers
        // that sugar ops append, so that no `?` reaches a module.
        if fx.f.values.iter().any(|v| has_dyn(&v.ty)) {
            return Err(self
                .c
                .err_at(
                    name_pos,
                    format!("@{name}: a '?' dimension could not be refined"),
                )
                .in_func(name));
        }
        let returned: Vec<TensorType> =
            fx.f.returns().iter().map(|&v| fx.f.ty(v).clone()).collect();
        let ok = returned.len() == results.len()
            && results.iter().zip(&returned).all(|(p, t)| fits(p, t));
        if !ok {
            let want: Vec<String> = results.iter().map(show).collect();
            let got: Vec<String> = returned.iter().map(|t| t.to_string()).collect();
            return Err(self
                .c
                .err_at(
                    name_pos,
                    format!(
                        "@{name} declares results ({}) but returns ({})",
                        want.join(", "),
                        got.join(", ")
                    ),
                )
                .in_func(name));
        }
        fx.f.result_types = returned;
        Ok(fx.f)
    }

    /// While refining: the op with its `?` result types inferred, its callee specialised, or
    /// folded into a constant when it is a shape computation on constants.
    pub(crate) fn refine_op(
        &mut self,
        fx: &mut FuncCtx<'a>,
        mut p: Parsed,
        pos: usize,
        op_name: &str,
    ) -> PResult<Parsed> {
        if p.existing.is_some() {
            return Ok(p);
        }
        let ins: Vec<TensorType> = p.operands.iter().map(|&v| fx.f.ty(v).clone()).collect();
        if let Op::Call { callee } = &p.op {
            let consts = p
                .operands
                .iter()
                .map(|&v| {
                    let a = constant_of(&fx.f, v)?;
                    (a.shape.is_empty() && (a.dtype().is_int() || a.dtype() == DType::I1))
                        .then(|| a.clone())
                })
                .collect();
            let callee = callee.clone();
            let (spec, outs) = self.specialise(&callee, ins, consts, pos, false)?;
            self.check_fits(pos, op_name, &p.result_types, &outs)?;
            // A callee that computes shapes (JAX's `divmod` of dimension variables) returns
            // constants: the call is those constants, so that shape computations go on folding.
            if let Some(values) = self.constant_results(&spec) {
                let loc = Some(self.c.loc_at(pos));
                let ids = values
                    .into_iter()
                    .map(|a| {
                        let ty = a.ty();
                        let id =
                            fx.f.push_op(fx.block, Op::Constant(a), vec![], vec![ty], vec![], loc);
                        fx.f.op(id).results[0]
                    })
                    .collect();
                return Ok(super::sugar::existing(ids));
            }
            p.op = Op::Call { callee: spec };
            p.result_types = outs;
            return Ok(p);
        }
        if p.result_types.iter().any(has_dyn) {
            let inferred = self.infer_refined(fx, &p, &ins, pos, op_name)?;
            self.check_fits(pos, op_name, &p.result_types, &inferred)?;
            p.result_types = inferred;
        }
        if let ([out], true) = (p.result_types.as_slice(), p.regions.is_empty()) {
            let consts: Option<Vec<&Array>> =
                p.operands.iter().map(|&v| constant_of(&fx.f, v)).collect();
            if let Some(a) = consts.and_then(|c| shape_eval::fold(&p.op, &c, out)) {
                return Ok(super::pretty::parsed(
                    Op::Constant(a),
                    &[],
                    vec![out.clone()],
                    vec![],
                ));
            }
        }
        Ok(p)
    }

    /// Result types of an op whose declared types have `?`.
    fn infer_refined(
        &self,
        fx: &FuncCtx<'a>,
        p: &Parsed,
        ins: &[TensorType],
        pos: usize,
        op_name: &str,
    ) -> PResult<Vec<TensorType>> {
        let err = |m: String| self.c.err_at(pos, format!("{op_name}: {m}"));
        if let Some(types) = infer(&p.op, ins).map_err(err)? {
            return Ok(types);
        }
        let first = |what: &str| {
            ins.first()
                .cloned()
                .ok_or_else(|| err(format!("needs an operand to {what}")))
        };
        match (&p.op, p.result_types.as_slice()) {
            (Op::Convert | Op::BitcastConvert, [r]) => {
                Ok(vec![first("convert")?.with_dtype(r.dtype)])
            }
            (Op::While, _) => Ok(ins.to_vec()),
            (Op::Case | Op::If, _) => {
                let block = p
                    .regions
                    .first()
                    .ok_or_else(|| err("needs a region".to_string()))?;
                Ok(fx
                    .f
                    .block(*block)
                    .ret
                    .iter()
                    .map(|&v| fx.f.ty(v).clone())
                    .collect())
            }
            (Op::Reshape, [r]) if r.shape.iter().filter(|&&d| d == DYN).count() == 1 => {
                // The one unknown dimension is what the element count leaves.
                let x = first("reshape")?;
                let known: usize = r.shape.iter().filter(|&&d| d != DYN).product();
                let n = x.num_elements();
                if known == 0 || n % known != 0 {
                    return Err(err(format!("cannot reshape {x} to {}", show(r))));
                }
                let shape: Vec<usize> = r
                    .shape
                    .iter()
                    .map(|&d| if d == DYN { n / known } else { d })
                    .collect();
                Ok(vec![TensorType::new(r.dtype, shape)])
            }
            _ => Err(err(format!(
                "the result type {} has a '?' that the operands do not determine",
                p.result_types
                    .iter()
                    .map(show)
                    .collect::<Vec<_>>()
                    .join(", ")
            ))),
        }
    }

    /// The results of specialised function `name` when each is a small integer constant.
    fn constant_results(&self, name: &str) -> Option<Vec<Array>> {
        let rf = self.rf.as_ref()?;
        let f = rf.funcs.get(*rf.index.get(name)?)?;
        f.returns()
            .iter()
            .map(|&v| {
                let a = constant_of(f, v)?;
                let small = a.len() <= 64 && (a.dtype().is_int() || a.dtype() == DType::I1);
                small.then(|| a.clone())
            })
            .collect()
    }

    fn check_fits(
        &self,
        pos: usize,
        op_name: &str,
        declared: &[TensorType],
        inferred: &[TensorType],
    ) -> PResult<()> {
        let ok = declared.len() == inferred.len()
            && declared.iter().zip(inferred).all(|(d, t)| fits(d, t));
        if ok {
            return Ok(());
        }
        let d: Vec<String> = declared.iter().map(show).collect();
        let t: Vec<String> = inferred.iter().map(|t| t.to_string()).collect();
        Err(self.c.err_at(
            pos,
            format!(
                "{op_name}: the operands give result types ({}), but the declared types are ({})",
                t.join(", "),
                d.join(", ")
            ),
        ))
    }
}

/// The constant `v` is, when an op `constant` defines it.
pub(crate) fn constant_of(f: &Function, v: crate::func::ValueId) -> Option<&Array> {
    let (op, _) = f.producer(v)?;
    match &f.op(op).op {
        Op::Constant(a) => Some(a),
        _ => None,
    }
}
