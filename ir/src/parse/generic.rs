//! The generic op form: `%r = "stablehlo.transpose"(%x) {permutation = array<i64: 1, 0>}
//! : (tensor<2x3xf32>) -> tensor<3x2xf32>`, with properties `<{...}>`, discardable attributes
//! `{...}` and regions `({...}, {...})`.

use super::attr::{lookup, Attr, Entry};
use super::cursor::PResult;
use super::module::{FuncCtx, Parsed, Parser};
use super::pretty::parsed;
use crate::op::{
    BinaryOp, CompareDir, CompareType, DotDims, FftKind, FusionKind, Op, RngAlgorithm, TransposeA,
    UnaryOp,
};

impl<'a> Parser<'a> {
    pub fn generic_op(
        &mut self,
        fx: &mut FuncCtx<'a>,
        name: &'a str,
        name_pos: usize,
    ) -> PResult<Parsed> {
        let operands = self.paren_operands(fx)?;
        let mut attrs = Vec::new();
        if self.c.eat("<") {
            attrs.extend(self.c.attr_dict()?);
            self.c.expect(">", "to close the properties <{...}>")?;
        }
        let mut regions = Vec::new();
        if self.c.eat("(") {
            loop {
                fx.region_hint = operands.iter().map(|o| fx.f.ty(o.id).clone()).collect();
                regions.push(self.region(fx, None)?);
                if self.c.eat(")") {
                    break;
                }
                self.c.expect(",", "between regions")?;
            }
        }
        if self.c.peek() == Some(b'{') {
            attrs.extend(self.c.attr_dict()?);
        }
        self.colon("the op's operands and attributes")?;
        let (ins, outs) = self.c.function_type()?;
        self.check_operand_types(fx, &operands, &ins)?;
        if let Some(p) = self.generic_sugar(fx, name, name_pos, &attrs, &operands, &regions, &outs)
        {
            return p;
        }
        if name == "stablehlo.custom_call" && regions.is_empty() {
            if let Some(Attr::Str(target)) = lookup(&attrs, "call_target_name").map(|e| &e.value) {
                return self.custom_call_op(fx, target, name_pos, &attrs, &operands, &ins, outs);
            }
        }
        let mut op = self.generic_to_op(name, name_pos, &attrs, operands.len(), outs.len())?;
        if let (Op::Sort { dim, .. }, Some(first)) = (&mut op, ins.first()) {
            // usize::MAX - k stands for dimension -(k+1).
            let from_end = usize::MAX - *dim;
            if from_end < first.rank() {
                *dim = first.rank() - 1 - from_end;
            } else if *dim >= first.rank() {
                return Err(self.c.err_at(
                    name_pos,
                    format!("sort dimension is out of range for {first}"),
                ));
            }
        }
        let want_regions = op.regions_expected();
        if want_regions.is_some_and(|n| n != regions.len())
            || (want_regions.is_none() && regions.is_empty())
        {
            let n = want_regions.map_or("at least 1".to_string(), |n| n.to_string());
            return Err(self.c.err_at(
                name_pos,
                format!("{name} needs {n} regions, found {}", regions.len()),
            ));
        }
        Ok(parsed(op, &operands, outs, regions))
    }

    pub(super) fn attr_entry<'e>(
        &self,
        attrs: &'e [Entry<'a>],
        name: &str,
        name_pos: usize,
        key: &str,
    ) -> PResult<&'e Entry<'a>> {
        lookup(attrs, key).ok_or_else(|| {
            self.c
                .err_at(name_pos, format!("{name} needs attribute '{key}'"))
        })
    }

    fn attr_usizes_of(
        &self,
        attrs: &[Entry<'a>],
        name: &str,
        name_pos: usize,
        key: &str,
    ) -> PResult<Vec<usize>> {
        let e = self.attr_entry(attrs, name, name_pos, key)?;
        self.c.attr_usizes(&e.value, e.pos, key)
    }

    fn attr_ints_of(
        &self,
        attrs: &[Entry<'a>],
        name: &str,
        name_pos: usize,
        key: &str,
    ) -> PResult<Vec<i64>> {
        let e = self.attr_entry(attrs, name, name_pos, key)?;
        self.c.attr_ints(&e.value, e.pos, key)
    }

    pub(super) fn attr_usize_of(
        &self,
        attrs: &[Entry<'a>],
        name: &str,
        name_pos: usize,
        key: &str,
    ) -> PResult<usize> {
        let e = self.attr_entry(attrs, name, name_pos, key)?;
        match self.c.attr_usizes(&e.value, e.pos, key)?.as_slice() {
            [v] => Ok(*v),
            _ => Err(self.c.err_at(e.pos, format!("{key} must be one integer"))),
        }
    }

    /// A `true`/`false` attribute; `default` when it may be absent.
    fn attr_bool_of(
        &self,
        attrs: &[Entry<'a>],
        name: &str,
        name_pos: usize,
        key: &str,
        default: Option<bool>,
    ) -> PResult<bool> {
        let e = match (lookup(attrs, key), default) {
            (None, Some(d)) => return Ok(d),
            _ => self.attr_entry(attrs, name, name_pos, key)?,
        };
        match e.value {
            Attr::Bool(b) => Ok(b),
            _ => Err(self.c.err_at(e.pos, format!("{key} must be true or false"))),
        }
    }

    /// The value word of `#stablehlo<kind VALUE>` (also accepted bare: `VALUE`).
    fn enum_word(&self, e: &Entry<'a>, kind: &str) -> PResult<&'a str> {
        match e.value {
            Attr::Enum(k, v) if k == kind => Ok(v),
            Attr::Ident(v) => Ok(v),
            _ => Err(self.c.err_at(
                e.pos,
                format!("expected #stablehlo<{kind} ...> for {}", e.key),
            )),
        }
    }

    /// The op a generic name and its attributes denote.
    fn generic_to_op(
        &self,
        name: &'a str,
        pos: usize,
        attrs: &[Entry<'a>],
        n_operands: usize,
        n_results: usize,
    ) -> PResult<Op> {
        if let Some(op) = self.collective_op(name, pos, attrs)? {
            return Ok(op);
        }
        Ok(match name {
            "stablehlo.constant" => match &self.attr_entry(attrs, name, pos, "value")?.value {
                Attr::Dense(dense, ty) => Op::Constant(self.c.dense_to_array(dense, ty)?),
                _ => {
                    return Err(self.c.err_at(
                        pos,
                        "stablehlo.constant needs value = dense<...> : tensor<...>",
                    ))
                }
            },
            "stablehlo.iota" => Op::Iota {
                dim: self.attr_usize_of(attrs, name, pos, "iota_dimension")?,
            },
            "stablehlo.compare" => {
                let e = self.attr_entry(attrs, name, pos, "comparison_direction")?;
                let word = self.enum_word(e, "comparison_direction")?;
                let dir = CompareDir::from_name(word).ok_or_else(|| {
                    self.c
                        .err_at(e.pos, format!("unknown comparison direction '{word}'"))
                })?;
                let cmp_type = match lookup(attrs, "compare_type") {
                    None => None,
                    Some(e) => {
                        let word = self.enum_word(e, "comparison_type")?;
                        Some(CompareType::from_name(word).ok_or_else(|| {
                            self.c
                                .err_at(e.pos, format!("unknown comparison type '{word}'"))
                        })?)
                    }
                };
                Op::Compare { dir, cmp_type }
            }
            "stablehlo.select" => Op::Select,
            "stablehlo.clamp" => Op::Clamp,
            "stablehlo.convert" => Op::Convert,
            "stablehlo.reshape" => Op::Reshape,
            "stablehlo.dynamic_update_slice" => Op::DynamicUpdateSlice,
            "stablehlo.broadcast_in_dim" => Op::BroadcastInDim {
                dims: self.attr_usizes_of(attrs, name, pos, "broadcast_dimensions")?,
            },
            "stablehlo.transpose" => Op::Transpose {
                perm: self.attr_usizes_of(attrs, name, pos, "permutation")?,
            },
            "stablehlo.slice" => {
                let start = self.attr_usizes_of(attrs, name, pos, "start_indices")?;
                let limit = self.attr_usizes_of(attrs, name, pos, "limit_indices")?;
                let strides = match lookup(attrs, "strides") {
                    Some(_) => self.attr_usizes_of(attrs, name, pos, "strides")?,
                    None => vec![1; start.len()],
                };
                Op::slice(start, limit, strides)
            }
            "stablehlo.dynamic_slice" => Op::DynamicSlice {
                sizes: self.attr_usizes_of(attrs, name, pos, "slice_sizes")?,
            },
            "stablehlo.pad" => Op::Pad {
                low: self.attr_ints_of(attrs, name, pos, "edge_padding_low")?,
                high: self.attr_ints_of(attrs, name, pos, "edge_padding_high")?,
                interior: self.attr_ints_of(attrs, name, pos, "interior_padding")?,
            },
            "stablehlo.concatenate" => Op::Concatenate {
                dim: self.attr_usize_of(attrs, name, pos, "dimension")?,
            },
            "stablehlo.reverse" => Op::Reverse {
                dims: self.attr_usizes_of(attrs, name, pos, "dimensions")?,
            },
            "stablehlo.reduce" => Op::Reduce {
                dims: self.attr_usizes_of(attrs, name, pos, "dimensions")?,
            },
            "stablehlo.gather" => self.gather_from_attrs(attrs, pos)?,
            "stablehlo.scatter" => self.scatter_from_attrs(attrs, pos)?,
            "stablehlo.reduce_window" => {
                Op::ReduceWindow(Box::new(self.window_from_attrs(attrs, name, pos, true)?))
            }
            "stablehlo.select_and_scatter" => {
                Op::SelectAndScatter(Box::new(self.window_from_attrs(attrs, name, pos, false)?))
            }
            "stablehlo.convolution" => self.conv_from_attrs(attrs, pos)?,
            "stablehlo.dot_general" => Op::DotGeneral(self.dot_dims(attrs, name, pos)?),
            "stablehlo.fft" => {
                let e = self.attr_entry(attrs, name, pos, "fft_type")?;
                let word = self.enum_word(e, "fft_type")?;
                let kind = FftKind::from_name(word)
                    .ok_or_else(|| self.c.err_at(e.pos, format!("unknown FFT type '{word}'")))?;
                Op::Fft {
                    kind,
                    length: self.attr_usizes_of(attrs, name, pos, "fft_length")?,
                }
            }
            "stablehlo.sort" => Op::Sort {
                // Negative dimensions count from the end (StableHLO's default is -1); they
                // are resolved against the operand's rank in `generic_op`.
                dim: match lookup(attrs, "dimension") {
                    Some(e) => match self.c.attr_ints(&e.value, e.pos, "dimension")?.as_slice() {
                        [d] if *d >= 0 => *d as usize,
                        [d] => usize::MAX - (d.unsigned_abs() as usize - 1),
                        _ => return Err(self.c.err_at(e.pos, "dimension must be one integer")),
                    },
                    None => usize::MAX,
                },
                stable: match lookup(attrs, "is_stable") {
                    None => false,
                    Some(Entry {
                        value: Attr::Bool(b),
                        ..
                    }) => *b,
                    Some(e) => return Err(self.c.err_at(e.pos, "is_stable must be true or false")),
                },
            },
            "chlo.top_k" => Op::TopK {
                k: self.attr_usize_of(attrs, name, pos, "k")?,
            },
            "stablehlo.bitcast_convert" => Op::BitcastConvert,
            "stablehlo.rng_bit_generator" => {
                let e = self.attr_entry(attrs, name, pos, "rng_algorithm")?;
                let word = self.enum_word(e, "rng_algorithm")?;
                let algorithm = RngAlgorithm::from_name(word).ok_or_else(|| {
                    self.c
                        .err_at(e.pos, format!("unknown RNG algorithm '{word}'"))
                })?;
                Op::RngBitGenerator { algorithm }
            }
            "stablehlo.optimization_barrier" => Op::OptimizationBarrier,
            "interpreter.probe" => match &self.attr_entry(attrs, name, pos, "probe_id")?.value {
                Attr::Str(id) => Op::Probe {
                    id: super::cursor::unescape(id),
                },
                _ => return Err(self.c.err_at(pos, "probe_id must be a string")),
            },
            "stablehlo.reduce_precision" => {
                let bits = |key: &str| -> PResult<u32> {
                    let v = self.attr_usize_of(attrs, name, pos, key)?;
                    u32::try_from(v).map_err(|_| self.c.err_at(pos, format!("{key} is too large")))
                };
                Op::ReducePrecision {
                    exponent_bits: bits("exponent_bits")?,
                    mantissa_bits: bits("mantissa_bits")?,
                }
            }
            "stablehlo.triangular_solve" => {
                let e = self.attr_entry(attrs, name, pos, "transpose_a")?;
                let word = self.enum_word(e, "transpose")?;
                let transpose_a = TransposeA::from_name(word).ok_or_else(|| {
                    self.c.err_at(
                        e.pos,
                        format!(
                            "unknown transpose_a '{word}' (NO_TRANSPOSE, TRANSPOSE or ADJOINT)"
                        ),
                    )
                })?;
                let flag = |key: &str| self.attr_bool_of(attrs, name, pos, key, None);
                Op::TriangularSolve {
                    left_side: flag("left_side")?,
                    lower: flag("lower")?,
                    unit_diagonal: flag("unit_diagonal")?,
                    transpose_a,
                }
            }
            // `lower` is optional upstream and defaults to false.
            "stablehlo.cholesky" => Op::Cholesky {
                lower: self.attr_bool_of(attrs, name, pos, "lower", Some(false))?,
            },
            "stablehlo.while" => Op::While,
            "fresnel.fusion" => match &self.attr_entry(attrs, name, pos, "kind")?.value {
                Attr::Str(word) => Op::Fusion {
                    kind: FusionKind::from_name(word).ok_or_else(|| {
                        self.c
                            .err_at(pos, format!("unknown fusion kind \"{word}\""))
                    })?,
                },
                _ => return Err(self.c.err_at(pos, "fusion kind must be a string")),
            },
            "stablehlo.case" => Op::Case,
            "stablehlo.if" => Op::If,
            "func.call" | "call" => match &self.attr_entry(attrs, name, pos, "callee")?.value {
                Attr::Symbol(s) => Op::Call {
                    callee: s.to_string(),
                },
                _ => return Err(self.c.err_at(pos, "callee must be a symbol (@name)")),
            },
            "stablehlo.custom_call" => match &self
                .attr_entry(attrs, name, pos, "call_target_name")?
                .value
            {
                Attr::Str(target) => self.custom_call_check(target, pos, n_operands, n_results)?,
                _ => return Err(self.c.err_at(pos, "call_target_name must be a string")),
            },
            _ if name.starts_with("check.") => {
                let kind = name.strip_prefix("check.").unwrap_or(name);
                let expected = match lookup(attrs, "value") {
                    Some(Entry {
                        value: Attr::Dense(dense, ty),
                        ..
                    }) => Some(self.c.dense_to_array(dense, ty)?),
                    Some(e) => {
                        return Err(self
                            .c
                            .err_at(e.pos, "value must be dense<...> : tensor<...>"))
                    }
                    None => None,
                };
                let one = expected.is_some() || kind == "expect_serialized_eq";
                let want_operands = if one { 1 } else { 2 };
                if n_operands != want_operands || n_results != 0 {
                    return Err(self.c.err_at(
                        pos,
                        format!("{name} takes {want_operands} operands and has no results"),
                    ));
                }
                self.check_from_attrs(kind, expected, attrs)
                    .map_err(|_| self.c.err_at(pos, super::suggest::unknown_op(name)))?
            }
            _ => {
                if let Some(u) = UnaryOp::from_full_name(name) {
                    Op::Unary(u)
                } else if let Some(b) = BinaryOp::from_full_name(name) {
                    Op::Binary(b)
                } else {
                    return Err(self.c.err_at(pos, super::suggest::unknown_op(name)));
                }
            }
        })
    }

    /// `dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], ...>`
    fn dot_dims(&self, attrs: &[Entry<'a>], name: &str, pos: usize) -> PResult<DotDims> {
        let e = self.attr_entry(attrs, name, pos, "dot_dimension_numbers")?;
        let Attr::Struct("stablehlo.dot", fields) = &e.value else {
            return Err(self
                .c
                .err_at(e.pos, "dot_dimension_numbers must be #stablehlo.dot<...>"));
        };
        let get = |key: &str| -> PResult<Vec<usize>> {
            match lookup(fields, key) {
                Some(f) => self.c.attr_usizes(&f.value, f.pos, key),
                None => Ok(Vec::new()),
            }
        };
        Ok(DotDims {
            lhs_batch: get("lhs_batching_dimensions")?,
            rhs_batch: get("rhs_batching_dimensions")?,
            lhs_contract: get("lhs_contracting_dimensions")?,
            rhs_contract: get("rhs_contracting_dimensions")?,
        })
    }
}
