//! The assertion ops of StableHLO's interpreter tests:
//! `check.expect_eq %a, %b : T`, `check.expect_eq_const %a, dense<...> : T`,
//! `check.expect_almost_eq %a, %b, tolerance = 0.1 : T`,
//! `check.expect_almost_eq_const %a, dense<...> : T {tolerance = 0.1 : f64}`,
//! `check.expect_close %a, %b, max_ulp_difference = 3 : T, T`,
//! `check.expect_serialized_eq %a, probe_id = "p", iter = 1 : T`.

use super::attr::{lookup, Attr, Entry};
use super::cursor::PResult;
use super::module::{FuncCtx, Parsed, Parser};
use super::pretty::parsed;
use crate::array::Array;
use crate::op::{Check, Op};

/// The tolerance of `check.expect_almost_eq[_const]` when none is given.
const DEFAULT_TOLERANCE: f64 = 1e-4;

impl<'a> Parser<'a> {
    pub fn check_op(
        &mut self,
        fx: &FuncCtx<'a>,
        name: &'a str,
        name_pos: usize,
    ) -> PResult<Parsed> {
        let kind = match name.strip_prefix("check.").unwrap_or(name) {
            // The spellings of older upstream interpreter tests, always against a constant.
            "eq" => "expect_eq_const",
            "almost_eq" => "expect_almost_eq_const",
            kind => kind,
        };
        if !matches!(
            kind,
            "expect_eq"
                | "expect_eq_const"
                | "expect_almost_eq"
                | "expect_almost_eq_const"
                | "expect_close"
                | "expect_serialized_eq"
        ) {
            return Err(self.c.err_at(name_pos, super::suggest::unknown_op(name)));
        }
        let lhs = self.operand(fx)?;
        if kind == "expect_serialized_eq" {
            let attrs = self.check_attrs()?;
            self.colon("the probe id")?;
            let ty = self.c.tensor_type()?;
            self.check_operand_types(fx, &[lhs], &[ty])?;
            let op = self.check_from_attrs(kind, None, &attrs)?;
            return Ok(parsed(op, &[lhs], vec![], vec![]));
        }
        self.c.expect(",", "after the checked value")?;
        if kind.ends_with("_const") {
            let dense = self.c.dense()?;
            self.colon("the expected value")?;
            let ty = self.c.tensor_type()?;
            let expected = self.c.dense_to_array(&dense, &ty)?;
            self.check_operand_types(fx, &[lhs], &[ty])?;
            let attrs = self.check_attrs()?;
            let op = self.check_from_attrs(kind, Some(expected), &attrs)?;
            return Ok(parsed(op, &[lhs], vec![], vec![]));
        }
        let rhs = self.operand(fx)?;
        let mut attrs = self.check_attrs()?;
        self.colon("the checked values")?;
        let types = self.c.bare_type_list()?;
        let types = match types.as_slice() {
            [t] => vec![t.clone(), t.clone()],
            [_, _] => types,
            _ => return Err(self.c.err(format!("{name} takes one or two types"))),
        };
        self.check_operand_types(fx, &[lhs, rhs], &types)?;
        if self.c.peek() == Some(b'{') {
            attrs.extend(self.c.attr_dict()?);
        }
        let op = self.check_from_attrs(kind, None, &attrs)?;
        Ok(parsed(op, &[lhs, rhs], vec![], vec![]))
    }

    /// `, key = value` pairs and an optional `{...}` dictionary.
    fn check_attrs(&mut self) -> PResult<Vec<Entry<'a>>> {
        let mut entries = Vec::new();
        while self.c.eat(",") {
            let key = self.c.expect_ident("as attribute name")?;
            self.c.expect("=", &format!("after '{key}'"))?;
            let pos = self.c.loc_pos();
            // A bare number here: the `:` after it starts the op's type, not the number's.
            let value = match self.c.number_text() {
                // Hex is the bit pattern of an f64, as the printer writes a tolerance that
                // has no short decimal form.
                Some((text, _)) => match text
                    .strip_prefix("0x")
                    .map_or_else(
                        || text.parse::<f64>().ok(),
                        |hex| u64::from_str_radix(hex, 16).ok().map(f64::from_bits),
                    )
                    .ok_or(())
                {
                    Ok(v) => Attr::Float(v),
                    Err(()) => {
                        return Err(self
                            .c
                            .err_at(pos, format!("invalid number '{text}' for {key}")))
                    }
                },
                None => self.c.attr()?,
            };
            entries.push(Entry { key, value, pos });
        }
        if self.c.peek() == Some(b'{') {
            entries.extend(self.c.attr_dict()?);
        }
        Ok(entries)
    }

    /// `expect_serialized_eq`'s `probe_id` (a string) and `iter` (a count, 0 when absent).
    fn serialized_eq(&self, attrs: &[Entry<'a>]) -> PResult<Check> {
        let probe_id = match lookup(attrs, "probe_id") {
            Some(Entry {
                value: Attr::Str(s),
                ..
            }) => super::cursor::unescape(s),
            Some(e) => return Err(self.c.err_at(e.pos, "probe_id must be a string")),
            None => {
                return Err(self
                    .c
                    .err_at(self.c.pos, "check.expect_serialized_eq needs a probe_id"))
            }
        };
        let iter = match lookup(attrs, "iter") {
            None => 0,
            Some(Entry {
                value: Attr::Int(i),
                ..
            }) if *i >= 0 => *i as u64,
            Some(Entry {
                value: Attr::Float(x),
                ..
            }) if *x >= 0.0 && x.fract() == 0.0 && *x < 2f64.powi(63) => *x as u64,
            Some(e) => return Err(self.c.err_at(e.pos, "iter must be a count (0, 1, …)")),
        };
        Ok(Check::SerializedEq { probe_id, iter })
    }

    /// The check `kind` (`expect_eq`, ...) with its expected value and attributes.
    pub fn check_from_attrs(
        &self,
        kind: &str,
        expected: Option<Array>,
        attrs: &[Entry<'a>],
    ) -> PResult<Op> {
        let tolerance = match lookup(attrs, "tolerance") {
            None => DEFAULT_TOLERANCE,
            Some(Entry {
                value: Attr::Float(t),
                ..
            }) => *t,
            Some(Entry {
                value: Attr::Int(t),
                ..
            }) => *t as f64,
            Some(e) => return Err(self.c.err_at(e.pos, "tolerance must be a number")),
        };
        let check = match (kind, expected) {
            ("expect_eq", None) => Check::Eq,
            ("expect_almost_eq", None) => Check::AlmostEq { tolerance },
            ("expect_close", None) => Check::Close,
            ("expect_eq_const", Some(expected)) => Check::EqConst(expected),
            ("expect_almost_eq_const", Some(expected)) => Check::AlmostEqConst {
                expected,
                tolerance,
            },
            ("expect_serialized_eq", None) => self.serialized_eq(attrs)?,
            _ => return Err(self.c.err_at(self.c.pos, format!("malformed check.{kind}"))),
        };
        Ok(Op::Check(check))
    }
}
