//! Modules, functions, blocks, regions and SSA names: everything but the ops themselves.

use super::attr::Attr;
use super::cursor::{Cursor, PResult};
use crate::func::{BlockId, Function, Module, Shardings, ValueId};
use crate::op::Op;
use crate::types::TensorType;
use std::collections::HashMap;

pub(crate) struct Parser<'a> {
    pub c: Cursor<'a>,
    /// Set while refining a shape-polymorphic program for given argument types (`refine.rs`).
    pub rf: Option<Box<super::refine::Refine<'a>>>,
}

/// A parsed op, ready for `Function::push_op`; or, when `existing` is set, values that ops
/// already appended compute (an op that parsed into several, see `sugar`): the result names
/// bind to them and nothing more is appended.
pub(crate) struct Parsed {
    pub op: Op,
    pub operands: Vec<ValueId>,
    pub result_types: Vec<TensorType>,
    pub regions: Vec<BlockId>,
    pub existing: Option<Vec<ValueId>>,
}

/// A use of a value as written (`%x`, `%0#1`), already resolved.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Operand<'a> {
    pub id: ValueId,
    pub text: &'a str,
    pub pos: usize,
}

/// A name a region's block argument is bound to, where it was written, and its type.
pub(crate) type BlockArg<'a> = (&'a str, usize, TensorType);

/// A function under construction and the SSA names visible at the current point: one scope
/// per enclosing region, since regions may use values defined outside them.
pub(crate) struct FuncCtx<'a> {
    pub f: Function,
    /// The block whose ops are being parsed (where `sugar` appends helper ops).
    pub block: BlockId,
    /// While refining: the types of the operands of the generic op whose region is about to
    /// be parsed, which a block argument declared with `?` takes (`"stablehlo.while"`).
    pub region_hint: Vec<TensorType>,
    scopes: Vec<HashMap<&'a str, Vec<ValueId>>>,
}

impl<'a> FuncCtx<'a> {
    pub(crate) fn new(f: Function) -> Self {
        FuncCtx {
            block: f.body,
            region_hint: Vec::new(),
            f,
            scopes: vec![HashMap::new()],
        }
    }

    /// Binds `name` in the innermost scope; false if it is already bound there.
    pub(crate) fn define(&mut self, name: &'a str, values: Vec<ValueId>) -> bool {
        let scope = self
            .scopes
            .last_mut()
            .expect("FuncCtx always has the function's scope");
        if scope.contains_key(name) {
            return false;
        }
        scope.insert(name, values);
        true
    }

    fn lookup(&self, name: &str) -> Option<&[ValueId]> {
        self.scopes
            .iter()
            .rev()
            .find_map(|s| s.get(name))
            .map(Vec::as_slice)
    }
}

fn is_terminator(name: &str) -> bool {
    matches!(name, "return" | "func.return" | "stablehlo.return")
}

impl<'a> Parser<'a> {
    /// A whole input: an optional `module { ... }` and/or bare `func.func`s, and alias lines.
    pub fn module(&mut self) -> PResult<Module> {
        let mut module = Module::default();
        let mut seen_module = false;
        while let Some(b) = self.c.peek() {
            if b == b'#' || b == b'!' {
                self.alias()?;
            } else if self.c.rest().starts_with("func.func") {
                self.func(&mut module)?;
            } else if self.c.eat_keyword("module") {
                if seen_module {
                    return Err(self.c.err("only one module per input is supported"));
                }
                seen_module = true;
                self.module_body(&mut module)?;
            } else {
                let found = self.c.describe_next();
                return Err(self
                    .c
                    .err(format!("expected 'module' or 'func.func', found {found}")));
            }
        }
        Ok(module)
    }

    /// After `module`: `[@name] [attributes {...}] { func.func ... }`.
    fn module_body(&mut self, module: &mut Module) -> PResult<()> {
        if self.c.peek() == Some(b'@') {
            module.name = Some(self.c.symbol("")?.to_string());
        }
        if self.c.eat_keyword("attributes") {
            for entry in self.c.attr_dict()? {
                if entry.key == "fresnel.warnings" {
                    module.warnings = warnings(&entry.value).ok_or_else(|| {
                        self.c
                            .err_at(entry.pos, "fresnel.warnings must be a list of strings")
                    })?;
                }
            }
        }
        self.c.expect("{", "to open the module body")?;
        loop {
            match self.c.peek() {
                Some(b'}') => {
                    self.c.pos += 1;
                    return Ok(());
                }
                None => {
                    return Err(self
                        .c
                        .err("expected '}' to close the module, found end of input"))
                }
                _ if self.c.rest().starts_with("func.func") => self.func(module)?,
                _ => {
                    let found = self.c.describe_next();
                    return Err(self.c.err(format!(
                        "expected 'func.func' or '}}' in module, found {found}"
                    )));
                }
            }
        }
    }

    /// `#name = attr` and `!name = type` alias definitions (e.g. `#loc1 = loc(...)`): dropped.
    pub(crate) fn alias(&mut self) -> PResult<()> {
        let sigil = self.c.peek();
        self.c.pos += 1;
        if self.c.suffix_id().is_empty() {
            return Err(self.c.err_at(self.c.pos, "expected alias name"));
        }
        self.c.expect("=", "in alias definition")?;
        self.c.skip_spaces();
        if self.c.rest().starts_with("loc(") {
            self.c.skip_trivia();
            return Ok(());
        }
        if sigil == Some(b'#') {
            self.c.attr()?;
        } else {
            self.c.skip_type_like()?;
        }
        Ok(())
    }

    /// `func.func [public|private] @name(%arg0: T {attrs}, ...) [-> results] [attributes {...}] { body }`
    fn func(&mut self, module: &mut Module) -> PResult<()> {
        let start = self.c.loc_pos();
        self.c.expect_keyword("func.func", "")?;
        let public = !(self.c.eat_keyword("private") || self.c.eat_keyword("nested"));
        self.c.eat_keyword("public");
        let name_pos = self.c.loc_pos();
        let name = self.c.symbol("to name the function")?;
        if module.func(name).is_some() {
            return Err(self
                .c
                .err_at(name_pos, format!("redefinition of function @{name}")));
        }
        let (params, arg_shardings) = self.params().map_err(|d| d.in_func(name))?;
        let (results, result_shardings) = self.func_results().map_err(|d| d.in_func(name))?;
        if self.c.eat_keyword("attributes") {
            self.c.attr_dict()?;
        }
        let types: Vec<TensorType> = params.iter().map(|p| p.2.clone()).collect();
        let mut fx = FuncCtx::new(Function::new(name, &types, results));
        fx.f.public = public;
        // Only kept when something is sharded, so that unsharded programs compare equal to
        // built ones.
        if arg_shardings
            .iter()
            .chain(&result_shardings)
            .any(Option::is_some)
        {
            fx.f.shardings = Shardings {
                args: arg_shardings,
                results: result_shardings,
            };
        }
        fx.f.loc = Some(self.c.loc_at(start));
        let body = fx.f.body;
        self.bind_block_args(&mut fx, body, params)
            .map_err(|d| d.in_func(name))?;
        let r = self
            .c
            .expect("{", "to open the function body")
            .and_then(|()| self.block_body(&mut fx, body, false))
            .and_then(|()| self.c.expect("}", "after the function's return"));
        r.map_err(|d| d.in_func(name))?;
        module.funcs.push(fx.f);
        Ok(())
    }

    /// `(%arg0: T {attrs}, ...)`, with each parameter's `mhlo.sharding`.
    pub(crate) fn params(&mut self) -> PResult<(Vec<BlockArg<'a>>, Vec<Option<String>>)> {
        self.c.expect("(", "to open the parameter list")?;
        let mut shardings = Vec::new();
        let params = self.typed_names(")", &mut shardings)?;
        Ok((params, shardings))
    }

    /// The `mhlo.sharding` string of an optional `{attrs}` after a parameter or result type.
    fn sharding_attr(&mut self) -> PResult<Option<String>> {
        if self.c.peek() != Some(b'{') {
            return Ok(None);
        }
        let entries = self.c.attr_dict()?;
        Ok(entries.iter().find_map(|e| match (e.key, &e.value) {
            ("mhlo.sharding", Attr::Str(s)) => Some(s.to_string()),
            _ => None,
        }))
    }

    /// `%a: T [{attrs}], ...` up to and including `close`; pushes each one's sharding.
    fn typed_names(
        &mut self,
        close: &str,
        shardings: &mut Vec<Option<String>>,
    ) -> PResult<Vec<BlockArg<'a>>> {
        let mut out = Vec::new();
        if self.c.eat(close) {
            return Ok(out);
        }
        loop {
            let (name, pos) = self.value_name()?;
            self.c.expect(":", "after argument name")?;
            let ty = self.c.tensor_type()?;
            shardings.push(self.sharding_attr()?);
            out.push((name, pos, ty));
            if self.c.eat(close) {
                return Ok(out);
            }
            self.c.expect(",", "between arguments")?;
        }
    }

    /// `%name` being defined: the name without `%`, and its offset.
    pub fn value_name(&mut self) -> PResult<(&'a str, usize)> {
        let pos = self.c.loc_pos();
        if self.c.peek() != Some(b'%') {
            let found = self.c.describe_next();
            return Err(self
                .c
                .err(format!("expected value name (%name), found {found}")));
        }
        self.c.pos += 1;
        let name = self.c.suffix_id();
        if name.is_empty() {
            return Err(self.c.err_at(pos, "expected value name after '%'"));
        }
        Ok((name, pos))
    }

    /// `-> T`, `-> (T {attrs}, ...)`, or nothing; with each result's `mhlo.sharding`.
    pub(crate) fn func_results(&mut self) -> PResult<(Vec<TensorType>, Vec<Option<String>>)> {
        let (mut types, mut shardings) = (Vec::new(), Vec::new());
        if !self.c.eat("->") {
            return Ok((types, shardings));
        }
        if !self.c.eat("(") {
            return Ok((vec![self.c.tensor_type()?], shardings));
        }
        if self.c.eat(")") {
            return Ok((types, shardings));
        }
        loop {
            types.push(self.c.tensor_type()?);
            shardings.push(self.sharding_attr()?);
            if self.c.eat(")") {
                return Ok((types, shardings));
            }
            self.c.expect(",", "between result types")?;
        }
    }

    fn bind_block_args(
        &mut self,
        fx: &mut FuncCtx<'a>,
        block: BlockId,
        args: Vec<BlockArg<'a>>,
    ) -> PResult<()> {
        let values = fx.f.block(block).args.clone();
        for ((name, pos, _), v) in args.into_iter().zip(values) {
            if !fx.define(name, vec![v]) {
                return Err(self.c.err_at(pos, format!("redefinition of value %{name}")));
            }
        }
        Ok(())
    }

    /// Ops up to and including the block's terminator (`return`/`func.return` in a function
    /// body, `stablehlo.return` in a region); the closing `}` is left for the caller.
    pub(crate) fn block_body(
        &mut self,
        fx: &mut FuncCtx<'a>,
        block: BlockId,
        in_region: bool,
    ) -> PResult<()> {
        let outer = std::mem::replace(&mut fx.block, block);
        let r = self.block_body_inner(fx, block, in_region);
        fx.block = outer;
        r
    }

    fn block_body_inner(
        &mut self,
        fx: &mut FuncCtx<'a>,
        block: BlockId,
        in_region: bool,
    ) -> PResult<()> {
        let want = if in_region {
            "'stablehlo.return'"
        } else {
            "'return'"
        };
        loop {
            let start = self.c.loc_pos();
            match self.c.peek() {
                None => {
                    return Err(self
                        .c
                        .err(format!("unexpected end of input; expected {want}")))
                }
                Some(b'}') => {
                    return Err(self
                        .c
                        .err(format!("block must end with {want} before '}}'")))
                }
                _ => {}
            }
            let names = if self.c.peek() == Some(b'%') {
                let names = self.result_names()?;
                self.c.expect("=", "after result names")?;
                names
            } else {
                Vec::new()
            };
            let name_pos = self.c.loc_pos();
            let (name, generic) = if self.c.peek() == Some(b'"') {
                (self.c.string_lit()?, true)
            } else {
                (self.c.expect_ident("as op name")?, false)
            };
            if is_terminator(name) {
                if (name == "stablehlo.return") != in_region {
                    return Err(self.c.err_at(
                        name_pos,
                        format!("'{name}' cannot end this block; expected {want}"),
                    ));
                }
                if !names.is_empty() {
                    return Err(self.c.err_at(start, format!("'{name}' has no results")));
                }
                let values = self.terminator_operands(fx, generic)?;
                fx.f.set_return(block, values);
                fx.f.block_mut(block).ret_loc = Some(self.c.loc_at(start));
                return Ok(());
            }
            let parsed = if generic {
                self.generic_op(fx, name, name_pos)?
            } else {
                self.pretty_op(fx, name, name_pos)?
            };
            self.append(fx, block, parsed, names, start, name)?;
        }
    }

    /// `%a, %b:2, ...` before `=`: names and how many results each binds.
    fn result_names(&mut self) -> PResult<Vec<(&'a str, usize, usize)>> {
        let mut names = Vec::new();
        loop {
            let (name, pos) = self.value_name()?;
            let count = if self.c.peek_raw(0) == Some(b':') {
                self.c.pos += 1;
                let n = self.c.usize("as result count")?;
                if n == 0 {
                    return Err(self.c.err_at(pos, "result count must be positive"));
                }
                n
            } else {
                1
            };
            names.push((name, count, pos));
            if !self.c.eat(",") {
                return Ok(names);
            }
        }
    }

    /// Appends a parsed op to `block` and binds its results to `names`.
    fn append(
        &mut self,
        fx: &mut FuncCtx<'a>,
        block: BlockId,
        parsed: Parsed,
        names: Vec<(&'a str, usize, usize)>,
        start: usize,
        op_name: &str,
    ) -> PResult<()> {
        let bound = names.iter().fold(0usize, |sum, n| sum.saturating_add(n.1));
        let produced = parsed
            .existing
            .as_ref()
            .map_or(parsed.result_types.len(), Vec::len);
        if bound != produced {
            return Err(self.c.err_at(
                start,
                format!("{op_name} produces {produced} results but {bound} are bound"),
            ));
        }
        let parsed = if self.rf.is_some() {
            self.refine_op(fx, parsed, start, op_name)?
        } else {
            parsed
        };
        let loc = self.c.loc_at(start);
        let results = match parsed.existing {
            Some(values) => values,
            None => {
                let id = fx.f.push_op(
                    block,
                    parsed.op,
                    parsed.operands,
                    parsed.result_types,
                    parsed.regions,
                    Some(loc),
                );
                fx.f.op(id).results.clone()
            }
        };
        let mut results = results.into_iter();
        for (name, count, pos) in names {
            let values: Vec<ValueId> = results.by_ref().take(count).collect();
            if !fx.define(name, values) {
                return Err(self.c.err_at(pos, format!("redefinition of value %{name}")));
            }
        }
        Ok(())
    }

    /// The values of a terminator: `%a, %b : T, U` (pretty) or `(%a) : (T) -> ()` (generic).
    fn terminator_operands(
        &mut self,
        fx: &mut FuncCtx<'a>,
        generic: bool,
    ) -> PResult<Vec<ValueId>> {
        let operands = if generic {
            let ops = self.paren_operands(fx)?;
            if self.c.peek() == Some(b'{') {
                self.c.attr_dict()?;
            }
            self.c.expect(":", "after the terminator's operands")?;
            let (ins, _) = self.c.function_type()?;
            self.check_operand_types(fx, &ops, &ins)?;
            ops
        } else if self.c.peek() == Some(b'%') {
            let ops = self.operand_list(fx)?;
            let found = self.c.describe_next();
            if !self.c.eat(":") {
                return Err(self
                    .c
                    .err(format!("expected ':' after returned values, found {found}")));
            }
            let types = self.c.bare_type_list()?;
            self.check_operand_types(fx, &ops, &types)?;
            ops
        } else {
            Vec::new()
        };
        Ok(operands.iter().map(|o| o.id).collect())
    }

    /// `{ [^bb0(%a: T, ...):] ops... stablehlo.return ... }`. `args` names the block arguments
    /// when the op's pretty syntax declares them outside the braces (reduce, while).
    pub fn region(
        &mut self,
        fx: &mut FuncCtx<'a>,
        args: Option<Vec<BlockArg<'a>>>,
    ) -> PResult<BlockId> {
        self.c.enter()?;
        let r = self.region_inner(fx, args);
        self.c.leave();
        r
    }

    fn region_inner(
        &mut self,
        fx: &mut FuncCtx<'a>,
        args: Option<Vec<BlockArg<'a>>>,
    ) -> PResult<BlockId> {
        self.c.expect("{", "to open the region")?;
        let mut args = args;
        if self.c.peek() == Some(b'^') {
            if args.is_some() {
                return Err(self.c.err(
                    "unexpected block label: this region's arguments are declared before it",
                ));
            }
            self.c.pos += 1;
            self.c.suffix_id();
            let list = if self.c.eat("(") {
                self.typed_names(")", &mut Vec::new())?
            } else {
                Vec::new()
            };
            self.c.expect(":", "after the block label")?;
            args = Some(list);
        }
        let mut args = args.unwrap_or_default();
        let hint = std::mem::take(&mut fx.region_hint);
        if args.iter().any(|a| super::refine::has_dyn(&a.2)) {
            let fit = hint.len() == args.len()
                && args
                    .iter()
                    .zip(&hint)
                    .all(|(a, t)| super::refine::fits(&a.2, t));
            if !fit {
                let pos = args.first().map_or(self.c.pos, |a| a.1);
                return Err(self.c.err_at(
                    pos,
                    "a block argument declared with '?' must take the type of the op's operand",
                ));
            }
            for (a, t) in args.iter_mut().zip(hint) {
                a.2 = t;
            }
        }
        let types: Vec<TensorType> = args.iter().map(|a| a.2.clone()).collect();
        let block = fx.f.new_block(&types, None);
        fx.scopes.push(HashMap::new());
        let r = self
            .bind_block_args(fx, block, args)
            .and_then(|()| self.block_body(fx, block, true));
        fx.scopes.pop();
        r?;
        self.c.expect("}", "to close the region")?;
        Ok(block)
    }

    /// A value use: `%name` or `%name#i`.
    pub fn operand(&mut self, fx: &FuncCtx<'a>) -> PResult<Operand<'a>> {
        let (name, pos) = self.value_name()?;
        let mut index = None;
        if self.c.peek_raw(0) == Some(b'#') {
            self.c.pos += 1;
            let mut i: usize = 0;
            let digits_at = self.c.pos;
            while let Some(d) = self.c.peek_raw(0).filter(u8::is_ascii_digit) {
                i = i.saturating_mul(10).saturating_add((d - b'0') as usize);
                self.c.pos += 1;
            }
            if self.c.pos == digits_at {
                return Err(self.c.err_at(digits_at, "expected result number after '#'"));
            }
            index = Some(i);
        }
        let text = self.c.slice(pos, self.c.pos);
        let Some(values) = fx.lookup(name) else {
            return Err(self
                .c
                .err_at(pos, format!("use of undefined value %{name}")));
        };
        let id = match index {
            None if values.len() == 1 => values[0],
            None => {
                return Err(self.c.err_at(
                    pos,
                    format!(
                        "%{name} has {} results; use %{name}#0 .. %{name}#{}",
                        values.len(),
                        values.len() - 1
                    ),
                ))
            }
            Some(i) => *values.get(i).ok_or_else(|| {
                self.c.err_at(
                    pos,
                    format!("{text}: %{name} has only {} results", values.len()),
                )
            })?,
        };
        Ok(Operand { id, text, pos })
    }

    /// `%a, %b, ...`: stops before a comma not followed by another value (`%x, dims = ...`).
    pub fn operand_list(&mut self, fx: &FuncCtx<'a>) -> PResult<Vec<Operand<'a>>> {
        let mut ops = vec![self.operand(fx)?];
        loop {
            let save = self.c.pos;
            if self.c.eat(",") && self.c.peek() == Some(b'%') {
                ops.push(self.operand(fx)?);
            } else {
                self.c.pos = save;
                return Ok(ops);
            }
        }
    }

    /// `(%a, %b)` or `()`.
    pub fn paren_operands(&mut self, fx: &FuncCtx<'a>) -> PResult<Vec<Operand<'a>>> {
        self.c.expect("(", "to open the operand list")?;
        if self.c.eat(")") {
            return Ok(Vec::new());
        }
        let ops = self.operand_list(fx)?;
        self.c.expect(")", "to close the operand list")?;
        Ok(ops)
    }

    /// Checks that the types an op's signature gives its operands are the values' types.
    pub fn check_operand_types(
        &self,
        fx: &FuncCtx<'a>,
        operands: &[Operand<'a>],
        types: &[TensorType],
    ) -> PResult<()> {
        if operands.len() != types.len() {
            let pos = operands.first().map_or(self.c.pos, |o| o.pos);
            return Err(self.c.err_at(
                pos,
                format!(
                    "{} operands but the type lists {}",
                    operands.len(),
                    types.len()
                ),
            ));
        }
        for (o, want) in operands.iter().zip(types) {
            let have = fx.f.ty(o.id);
            // While refining, a declared `?` takes any size.
            if !super::refine::fits(want, have) {
                return Err(self.c.err_at(
                    o.pos,
                    format!(
                        "{} has type {have} but is used as {}",
                        o.text,
                        super::refine::show(want)
                    ),
                ));
            }
        }
        Ok(())
    }
}

/// The strings of a `fresnel.warnings` list, unescaped.
fn warnings(value: &super::attr::Attr<'_>) -> Option<Vec<String>> {
    let super::attr::Attr::List(items) = value else {
        return None;
    };
    items
        .iter()
        .map(|a| match a {
            super::attr::Attr::Str(s) => Some(super::cursor::unescape(s)),
            _ => None,
        })
        .collect()
}
