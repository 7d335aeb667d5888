//! The pretty (custom assembly) forms of ops, exactly as JAX and StableHLO print them:
//! `stablehlo.add %a, %b : tensor<4xf32>`, `stablehlo.fft %x, type = RFFT, length = [8] : ...`,
//! `stablehlo.reduce(%x init: %c) applies stablehlo.add across dimensions = [0] : ...`, ...

use super::cursor::PResult;
use super::module::{BlockArg, FuncCtx, Operand, Parsed, Parser};
use crate::collective::Collective;
use crate::func::BlockId;
use crate::op::{
    BinaryOp, Check, CompareDir, CompareType, DotDims, FftKind, Op, RngAlgorithm, UnaryOp,
};
use crate::types::{DType, TensorType};

pub(crate) fn parsed(
    op: Op,
    operands: &[Operand<'_>],
    result_types: Vec<TensorType>,
    regions: Vec<BlockId>,
) -> Parsed {
    Parsed {
        op,
        operands: operands.iter().map(|o| o.id).collect(),
        result_types,
        regions,
        existing: None,
    }
}

impl<'a> Parser<'a> {
    pub fn pretty_op(
        &mut self,
        fx: &mut FuncCtx<'a>,
        name: &'a str,
        name_pos: usize,
    ) -> PResult<Parsed> {
        let short = name.strip_prefix("stablehlo.").unwrap_or("");
        if let Some(p) = self.pretty_sugar(fx, name, name_pos) {
            return p;
        }
        match name {
            "call" | "func.call" => self.call(fx),
            "stablehlo.constant" => self.constant(),
            "stablehlo.iota" => self.iota(),
            "stablehlo.compare" => self.compare(fx),
            "stablehlo.select" => self.select(fx),
            "stablehlo.convert" => self.simple(fx, Op::Convert),
            "stablehlo.reshape" => self.simple(fx, Op::Reshape),
            "stablehlo.clamp" => self.simple(fx, Op::Clamp),
            "stablehlo.dynamic_update_slice" => self.simple(fx, Op::DynamicUpdateSlice),
            "stablehlo.broadcast_in_dim" | "stablehlo.transpose" | "stablehlo.reverse" => {
                self.with_dims(fx, short)
            }
            "stablehlo.slice" => self.slice(fx),
            "stablehlo.dynamic_slice" => self.dynamic_slice(fx),
            "stablehlo.pad" => self.pad(fx),
            "stablehlo.concatenate" => self.concatenate(fx),
            "stablehlo.reduce" => self.reduce(fx),
            "stablehlo.convolution" => self.convolution(fx),
            "stablehlo.dot_general" => self.dot_general(fx),
            "stablehlo.fft" => self.fft(fx),
            "stablehlo.bitcast_convert" => self.simple(fx, Op::BitcastConvert),
            "stablehlo.rng_bit_generator" => self.rng_bit_generator(fx),
            "stablehlo.reduce_precision" => self.reduce_precision(fx),
            "stablehlo.optimization_barrier" => self.optimization_barrier(fx),
            "interpreter.probe" => self.probe(fx),
            "stablehlo.replica_id" => self.process_id(Collective::ReplicaId, name_pos),
            "stablehlo.partition_id" => self.process_id(Collective::PartitionId, name_pos),
            "chlo.top_k" => self.top_k(fx),
            "stablehlo.while" => self.while_op(fx),
            "stablehlo.custom_call" => self.custom_call(fx),
            "stablehlo.cholesky" => self.cholesky(fx),
            "stablehlo.case" | "stablehlo.if" | "stablehlo.triangular_solve" => Err(self.c.err_at(
                name_pos,
                format!("{name} is only supported in the generic form \"{name}\"(...) ..."),
            )),
            _ if name.starts_with("check.") => self.check_op(fx, name, name_pos),
            _ => {
                // The form follows the dialect written (`stablehlo.square` is `chlo.square`).
                let dialect = name.split_once('.').map_or("", |(d, _)| d);
                if let Some(u) = UnaryOp::from_full_name(name) {
                    self.elementwise(fx, Op::Unary(u), dialect)
                } else if let Some(b) = BinaryOp::from_full_name(name) {
                    self.elementwise(fx, Op::Binary(b), dialect)
                } else {
                    Err(self.c.err_at(name_pos, super::suggest::unknown_op(name)))
                }
            }
        }
    }

    /// Expects the `:` that starts an op's type.
    pub fn colon(&mut self, after: &str) -> PResult<()> {
        if self.c.eat(":") {
            return Ok(());
        }
        let found = self.c.describe_next();
        Err(self
            .c
            .err(format!("expected ':' after {after}, found {found}")))
    }

    /// An optional attribute dictionary (ignored).
    pub fn opt_attrs(&mut self) -> PResult<()> {
        if self.c.peek() == Some(b'{') {
            self.c.attr_dict()?;
        }
        Ok(())
    }

    /// `[attrs] : T` (all operands and the one result have type T) or `[attrs] : (T..) -> R`.
    fn signature(
        &mut self,
        fx: &FuncCtx<'a>,
        operands: &[Operand<'a>],
    ) -> PResult<Vec<TensorType>> {
        self.signature_with(fx, operands, |t| t.clone())
    }

    /// Like `signature`, where the one-type form `: T` gives the result type and
    /// `operand_type(T)` the operands' type.
    fn signature_with(
        &mut self,
        fx: &FuncCtx<'a>,
        operands: &[Operand<'a>],
        operand_type: impl Fn(&TensorType) -> TensorType,
    ) -> PResult<Vec<TensorType>> {
        self.opt_attrs()?;
        self.colon("operands")?;
        if self.c.peek() == Some(b'(') {
            let (ins, outs) = self.c.function_type()?;
            self.check_operand_types(fx, operands, &ins)?;
            Ok(outs)
        } else {
            let ty = self.c.tensor_type()?;
            self.check_operand_types(fx, operands, &vec![operand_type(&ty); operands.len()])?;
            Ok(vec![ty])
        }
    }

    /// Ops whose syntax is just operands and a type: elementwise ops, convert, reshape, ...
    fn simple(&mut self, fx: &FuncCtx<'a>, op: Op) -> PResult<Parsed> {
        let operands = self.operand_list(fx)?;
        let results = if op == Op::Binary(BinaryOp::Complex) {
            // `stablehlo.complex %re, %im : tensor<4xcomplex<f32>>` names the result type.
            self.signature_with(fx, &operands, |t| t.with_dtype(t.dtype.real_part()))?
        } else {
            self.signature(fx, &operands)?
        };
        Ok(parsed(op, &operands, results, vec![]))
    }

    /// A StableHLO elementwise op (see `simple`), or a CHLO one, whose type lists the operand
    /// types and then the result's: `chlo.erf %x : T -> T`, `chlo.next_after %a, %b : T, T -> T`
    /// (the functional form `: (T, T) -> T` is accepted too).
    fn elementwise(&mut self, fx: &FuncCtx<'a>, op: Op, dialect: &str) -> PResult<Parsed> {
        if dialect != "chlo" {
            return self.simple(fx, op);
        }
        let operands = self.operand_list(fx)?;
        self.opt_attrs()?;
        self.colon("operands")?;
        let results = self.chlo_types(fx, &operands)?;
        Ok(parsed(op, &operands, results, vec![]))
    }

    /// `T, U -> R`, `T -> (R, S)` or `(T, U) -> R` after the colon of a CHLO op.
    pub(crate) fn chlo_types(
        &mut self,
        fx: &FuncCtx<'a>,
        operands: &[Operand<'a>],
    ) -> PResult<Vec<TensorType>> {
        if self.c.peek() == Some(b'(') {
            let (ins, outs) = self.c.function_type()?;
            self.check_operand_types(fx, operands, &ins)?;
            return Ok(outs);
        }
        let ins = self.c.bare_type_list()?;
        self.check_operand_types(fx, operands, &ins)?;
        self.c.expect("->", "before the result type")?;
        self.c.result_types()
    }

    /// `chlo.top_k(%x, k = 2) : T -> (V, I)`
    fn top_k(&mut self, fx: &FuncCtx<'a>) -> PResult<Parsed> {
        self.c.expect("(", "after chlo.top_k")?;
        let x = self.operand(fx)?;
        self.keyword_eq("k")?;
        let k = self.c.usize("as k")?;
        self.c.expect(")", "after k")?;
        self.opt_attrs()?;
        self.colon("operands")?;
        let results = self.chlo_types(fx, &[x])?;
        Ok(parsed(Op::TopK { k }, &[x], results, vec![]))
    }

    /// `stablehlo.optimization_barrier %a, %b : T, U` (each result has its operand's type), or
    /// `stablehlo.optimization_barrier()` with no operands.
    fn optimization_barrier(&mut self, fx: &FuncCtx<'a>) -> PResult<Parsed> {
        if self.c.eat("(") {
            self.c
                .expect(")", "after stablehlo.optimization_barrier(")?;
            self.opt_attrs()?;
            return Ok(parsed(Op::OptimizationBarrier, &[], vec![], vec![]));
        }
        let operands = self.operand_list(fx)?;
        self.opt_attrs()?;
        self.colon("operands")?;
        let types = self.c.bare_type_list()?;
        self.check_operand_types(fx, &operands, &types)?;
        Ok(parsed(Op::OptimizationBarrier, &operands, types, vec![]))
    }

    /// `interpreter.probe %x, probe_id = "p" : T`
    fn probe(&mut self, fx: &FuncCtx<'a>) -> PResult<Parsed> {
        let x = self.operand(fx)?;
        self.keyword_eq("probe_id")?;
        let id = self.c.string_lit()?;
        self.opt_attrs()?;
        self.colon("the probe id")?;
        let ty = self.c.tensor_type()?;
        self.check_operand_types(fx, &[x], std::slice::from_ref(&ty))?;
        let op = Op::Probe {
            id: super::cursor::unescape(id),
        };
        Ok(parsed(op, &[x], vec![ty], vec![]))
    }

    /// `stablehlo.reduce_precision %x, format = e5m10 : T`
    fn reduce_precision(&mut self, fx: &FuncCtx<'a>) -> PResult<Parsed> {
        let x = self.operand(fx)?;
        self.keyword_eq("format")?;
        let pos = self.c.loc_pos();
        let word = self.c.expect_ident("as the format eXmY")?;
        let bits = word
            .strip_prefix('e')
            .and_then(|r| r.split_once('m'))
            .and_then(|(e, m)| Some((e.parse::<u32>().ok()?, m.parse::<u32>().ok()?)));
        let Some((exponent_bits, mantissa_bits)) = bits else {
            return Err(self.c.err_at(
                pos,
                format!("expected a format eXmY (e.g. e5m10), found '{word}'"),
            ));
        };
        let results = self.signature(fx, &[x])?;
        Ok(parsed(
            Op::ReducePrecision {
                exponent_bits,
                mantissa_bits,
            },
            &[x],
            results,
            vec![],
        ))
    }

    /// `stablehlo.rng_bit_generator %state, algorithm = THREE_FRY : (S) -> (S, T)`
    fn rng_bit_generator(&mut self, fx: &FuncCtx<'a>) -> PResult<Parsed> {
        let state = self.operand(fx)?;
        self.keyword_eq("algorithm")?;
        let pos = self.c.loc_pos();
        let word = self.c.expect_ident("as the RNG algorithm")?;
        let algorithm = RngAlgorithm::from_name(word).ok_or_else(|| {
            self.c.err_at(
                pos,
                format!("unknown RNG algorithm '{word}' (DEFAULT, THREE_FRY or PHILOX)"),
            )
        })?;
        let results = self.signature(fx, &[state])?;
        Ok(parsed(
            Op::RngBitGenerator { algorithm },
            &[state],
            results,
            vec![],
        ))
    }

    /// `stablehlo.cholesky %a, lower = true : T` (`lower` may be left out: false, as in the
    /// op's definition, where it is an optional attribute).
    fn cholesky(&mut self, fx: &FuncCtx<'a>) -> PResult<Parsed> {
        let a = self.operand(fx)?;
        let mut lower = false;
        if self.c.eat(",") {
            self.c
                .expect_keyword("lower", "after ',' in stablehlo.cholesky")?;
            self.c.expect("=", "after 'lower'")?;
            let pos = self.c.loc_pos();
            lower = match self.c.expect_ident("true or false")? {
                "true" => true,
                "false" => false,
                other => {
                    return Err(self
                        .c
                        .err_at(pos, format!("lower must be true or false, found '{other}'")))
                }
            };
        }
        self.opt_attrs()?;
        let results = self.signature(fx, &[a])?;
        Ok(parsed(Op::Cholesky { lower }, &[a], results, vec![]))
    }

    /// `stablehlo.constant dense<...> : T`
    fn constant(&mut self) -> PResult<Parsed> {
        self.opt_attrs()?;
        let dense = self.c.dense()?;
        self.colon("the constant's value")?;
        let ty = self.c.tensor_type()?;
        let array = self.c.dense_to_array(&dense, &ty)?;
        Ok(parsed(Op::Constant(array), &[], vec![ty], vec![]))
    }

    /// `stablehlo.iota dim = 0 : T`
    fn iota(&mut self) -> PResult<Parsed> {
        self.c.expect_keyword("dim", "after stablehlo.iota")?;
        self.c.expect("=", "after 'dim'")?;
        let dim = self.c.usize("as iota dimension")?;
        self.opt_attrs()?;
        self.colon("the iota dimension")?;
        let ty = self.c.tensor_type()?;
        Ok(parsed(Op::Iota { dim }, &[], vec![ty], vec![]))
    }

    /// `stablehlo.compare GT, %a, %b[, FLOAT] : (T, T) -> R`
    fn compare(&mut self, fx: &FuncCtx<'a>) -> PResult<Parsed> {
        let pos = self.c.loc_pos();
        let word = self.c.expect_ident("as comparison direction")?;
        let dir = CompareDir::from_name(word).ok_or_else(|| {
            self.c
                .err_at(pos, format!("unknown comparison direction '{word}'"))
        })?;
        self.c.expect(",", "after the comparison direction")?;
        let lhs = self.operand(fx)?;
        self.c.expect(",", "between compare operands")?;
        let rhs = self.operand(fx)?;
        let mut cmp_type = None;
        if self.c.eat(",") {
            let pos = self.c.loc_pos();
            let word = self.c.expect_ident("as comparison type")?;
            cmp_type = Some(CompareType::from_name(word).ok_or_else(|| {
                self.c
                    .err_at(pos, format!("unknown comparison type '{word}'"))
            })?);
        }
        let operands = [lhs, rhs];
        self.opt_attrs()?;
        self.colon("operands")?;
        let results = if self.c.peek() == Some(b'(') {
            let (ins, outs) = self.c.function_type()?;
            self.check_operand_types(fx, &operands, &ins)?;
            outs
        } else {
            // The one-type form names the operands' type; the result is its boolean version.
            let ty = self.c.tensor_type()?;
            self.check_operand_types(fx, &operands, &[ty.clone(), ty.clone()])?;
            vec![ty.with_dtype(DType::I1)]
        };
        Ok(parsed(
            Op::Compare { dir, cmp_type },
            &operands,
            results,
            vec![],
        ))
    }

    /// `stablehlo.select %p, %a, %b : P, T` or `: (P, T, T) -> T`
    fn select(&mut self, fx: &FuncCtx<'a>) -> PResult<Parsed> {
        let operands = self.operand_list(fx)?;
        self.opt_attrs()?;
        self.colon("operands")?;
        if self.c.peek() == Some(b'(') {
            let (ins, outs) = self.c.function_type()?;
            self.check_operand_types(fx, &operands, &ins)?;
            return Ok(parsed(Op::Select, &operands, outs, vec![]));
        }
        let types = self.c.bare_type_list()?;
        let (pred, value) = match types.as_slice() {
            [t] => (t.clone(), t.clone()),
            [p, t] => (p.clone(), t.clone()),
            _ => {
                return Err(self
                    .c
                    .err("stablehlo.select takes the predicate type and the value type"))
            }
        };
        self.check_operand_types(fx, &operands, &[pred, value.clone(), value.clone()])?;
        Ok(parsed(Op::Select, &operands, vec![value], vec![]))
    }

    /// `[1, -2, 3]`
    pub fn int_list(&mut self) -> PResult<Vec<i64>> {
        self.c.expect("[", "to open the list")?;
        let mut v = Vec::new();
        if self.c.eat("]") {
            return Ok(v);
        }
        loop {
            v.push(self.c.int("in the list")?);
            if self.c.eat("]") {
                return Ok(v);
            }
            self.c.expect(",", "between list elements")?;
        }
    }

    /// `[0, 1]` of dimensions or sizes (non-negative).
    pub fn usize_list(&mut self) -> PResult<Vec<usize>> {
        let pos = self.c.loc_pos();
        self.int_list()?
            .into_iter()
            .map(|v| {
                usize::try_from(v).map_err(|_| {
                    self.c
                        .err_at(pos, format!("expected non-negative integers, found {v}"))
                })
            })
            .collect()
    }

    /// `, key =` before an op attribute in pretty syntax.
    fn keyword_eq(&mut self, key: &str) -> PResult<()> {
        self.c.expect(",", &format!("before '{key}'"))?;
        self.c.expect_keyword(key, "")?;
        self.c.expect("=", &format!("after '{key}'"))
    }

    /// `broadcast_in_dim`, `transpose`, `reverse`: `%x, dims = [...] : ...`
    fn with_dims(&mut self, fx: &FuncCtx<'a>, short: &str) -> PResult<Parsed> {
        let x = self.operand(fx)?;
        self.keyword_eq("dims")?;
        let dims = self.usize_list()?;
        let results = self.signature(fx, &[x])?;
        let op = match short {
            "broadcast_in_dim" => Op::BroadcastInDim { dims },
            "transpose" => Op::Transpose { perm: dims },
            _ => Op::Reverse { dims },
        };
        Ok(parsed(op, &[x], results, vec![]))
    }

    /// `stablehlo.slice %x [1:9:2, 0:12] : ...`
    fn slice(&mut self, fx: &FuncCtx<'a>) -> PResult<Parsed> {
        let x = self.operand(fx)?;
        self.c.expect("[", "to open the slice ranges")?;
        let (mut start, mut limit, mut strides) = (Vec::new(), Vec::new(), Vec::new());
        if !self.c.eat("]") {
            loop {
                start.push(self.c.usize("as slice start")?);
                self.c.expect(":", "after the slice start")?;
                limit.push(self.c.usize("as slice limit")?);
                strides.push(if self.c.eat(":") {
                    self.c.usize("as slice stride")?
                } else {
                    1
                });
                if self.c.eat("]") {
                    break;
                }
                self.c.expect(",", "between slice ranges")?;
            }
        }
        let results = self.signature(fx, &[x])?;
        Ok(parsed(
            Op::slice(start, limit, strides),
            &[x],
            results,
            vec![],
        ))
    }

    /// `stablehlo.dynamic_slice %x, %i, %j, sizes = [2, 2] : ...`
    fn dynamic_slice(&mut self, fx: &FuncCtx<'a>) -> PResult<Parsed> {
        let operands = self.operand_list(fx)?;
        self.keyword_eq("sizes")?;
        let sizes = self.usize_list()?;
        let results = self.signature(fx, &operands)?;
        Ok(parsed(
            Op::DynamicSlice { sizes },
            &operands,
            results,
            vec![],
        ))
    }

    /// `stablehlo.pad %x, %v, low = [..], high = [..], interior = [..] : ...`
    fn pad(&mut self, fx: &FuncCtx<'a>) -> PResult<Parsed> {
        let operands = self.operand_list(fx)?;
        self.keyword_eq("low")?;
        let low = self.int_list()?;
        self.keyword_eq("high")?;
        let high = self.int_list()?;
        self.keyword_eq("interior")?;
        let interior = self.int_list()?;
        let results = self.signature(fx, &operands)?;
        Ok(parsed(
            Op::Pad {
                low,
                high,
                interior,
            },
            &operands,
            results,
            vec![],
        ))
    }

    /// `stablehlo.concatenate %a, %b, dim = 0 : ...`
    fn concatenate(&mut self, fx: &FuncCtx<'a>) -> PResult<Parsed> {
        let operands = self.operand_list(fx)?;
        self.keyword_eq("dim")?;
        let dim = self.c.usize("as concatenate dimension")?;
        let results = self.signature(fx, &operands)?;
        Ok(parsed(Op::Concatenate { dim }, &operands, results, vec![]))
    }

    /// `stablehlo.fft %x, type = FFT, length = [8, 6] : ...`
    fn fft(&mut self, fx: &FuncCtx<'a>) -> PResult<Parsed> {
        let x = self.operand(fx)?;
        self.keyword_eq("type")?;
        let pos = self.c.loc_pos();
        let word = self.c.expect_ident("as FFT type")?;
        let kind = FftKind::from_name(word)
            .ok_or_else(|| self.c.err_at(pos, format!("unknown FFT type '{word}'")))?;
        self.keyword_eq("length")?;
        let length = self.usize_list()?;
        let results = self.signature(fx, &[x])?;
        Ok(parsed(Op::Fft { kind, length }, &[x], results, vec![]))
    }

    /// `stablehlo.dot_general %a, %b, [batching_dims = [..] x [..],] contracting_dims = [..] x [..]
    /// [, precision = [...]] [, algorithm = <...>] : ...`
    fn dot_general(&mut self, fx: &FuncCtx<'a>) -> PResult<Parsed> {
        let operands = self.operand_list(fx)?;
        let mut dims = DotDims::default();
        while self.c.eat(",") {
            let key = self.c.expect_ident("as dot_general attribute")?;
            self.c.expect("=", &format!("after '{key}'"))?;
            match key {
                "batching_dims" | "contracting_dims" => {
                    let lhs = self.usize_list()?;
                    self.c
                        .expect_keyword("x", &format!("between the lhs and rhs {key}"))?;
                    let rhs = self.usize_list()?;
                    if key == "batching_dims" {
                        (dims.lhs_batch, dims.rhs_batch) = (lhs, rhs);
                    } else {
                        (dims.lhs_contract, dims.rhs_contract) = (lhs, rhs);
                    }
                }
                // precision, algorithm: numerics hints we do not model.
                _ => {
                    self.c.attr()?;
                }
            }
        }
        let results = self.signature(fx, &operands)?;
        Ok(parsed(Op::DotGeneral(dims), &operands, results, vec![]))
    }

    /// `stablehlo.reduce(%x init: %c)[, (%y init: %d)] applies stablehlo.add across dimensions = [..] : ...`
    /// or the same without `applies` followed by `reducer(%acc: T, %elem: T) ... { body }`.
    fn reduce(&mut self, fx: &mut FuncCtx<'a>) -> PResult<Parsed> {
        let (mut inputs, mut inits) = (Vec::new(), Vec::new());
        loop {
            self.c.expect("(", "before a reduce input")?;
            inputs.push(self.operand(fx)?);
            self.c.expect_keyword("init", "after the reduce input")?;
            self.c.expect(":", "after 'init'")?;
            inits.push(self.operand(fx)?);
            self.c.expect(")", "after the reduce init value")?;
            let save = self.c.pos;
            if !(self.c.eat(",") && self.c.peek() == Some(b'(')) {
                self.c.pos = save;
                break;
            }
        }
        let applies = if self.c.eat_keyword("applies") {
            let pos = self.c.loc_pos();
            Some((pos, self.c.expect_ident("as the reduction op")?))
        } else {
            None
        };
        self.c.expect_keyword("across", "in stablehlo.reduce")?;
        self.c.expect_keyword("dimensions", "after 'across'")?;
        self.c.expect("=", "after 'dimensions'")?;
        let dims = self.usize_list()?;
        let operands: Vec<Operand<'a>> = inputs.iter().chain(&inits).copied().collect();
        let results = self.signature(fx, &operands)?;
        let n = inputs.len();
        if results.len() != n {
            return Err(self.c.err(format!(
                "stablehlo.reduce of {n} inputs must have {n} results, found {}",
                results.len()
            )));
        }
        let body = match applies {
            Some((pos, name)) => self.applies_body(fx, pos, name, &inits)?,
            None => {
                self.c
                    .expect_keyword("reducer", "(or 'applies') to give the reduction body")?;
                let args = self.reducer_args(n)?;
                self.region(fx, Some(args))?
            }
        };
        Ok(parsed(Op::Reduce { dims }, &operands, results, vec![body]))
    }

    /// The region `applies stablehlo.add` stands for: `^bb0(%acc, %x): return add(%acc, %x)`.
    fn applies_body(
        &mut self,
        fx: &mut FuncCtx<'a>,
        pos: usize,
        name: &str,
        inits: &[Operand<'a>],
    ) -> PResult<BlockId> {
        let [init] = inits else {
            return Err(self
                .c
                .err_at(pos, "'applies' is only valid for a reduce of one input"));
        };
        let op = name
            .strip_prefix("stablehlo.")
            .and_then(BinaryOp::from_name)
            .ok_or_else(|| self.c.err_at(pos, format!("unknown reduction op '{name}'")))?;
        let ty = fx.f.ty(init.id).clone();
        let loc = Some(self.c.loc_at(pos));
        let block = fx.f.new_block(&[ty.clone(), ty.clone()], None);
        let args = fx.f.block(block).args.clone();
        let id =
            fx.f.push_op(block, Op::Binary(op), args, vec![ty], vec![], loc);
        let result = fx.f.op(id).results.clone();
        fx.f.set_return(block, result);
        fx.f.block_mut(block).ret_loc = loc;
        Ok(block)
    }

    /// `(%acc0: T, %x0: T) (%acc1: U, %x1: U) ...`: one pair per input, reordered into the
    /// region's argument order (all accumulators, then all elements).
    fn reducer_args(&mut self, n: usize) -> PResult<Vec<BlockArg<'a>>> {
        let (mut accs, mut elems) = (Vec::new(), Vec::new());
        for _ in 0..n {
            let pos = self.c.loc_pos();
            self.c.expect("(", "to open a reducer argument pair")?;
            let mut pair = Vec::new();
            if !self.c.eat(")") {
                loop {
                    let (name, p) = self.value_name()?;
                    self.c.expect(":", "after reducer argument")?;
                    pair.push((name, p, self.c.tensor_type()?));
                    if self.c.eat(")") {
                        break;
                    }
                    self.c.expect(",", "between reducer arguments")?;
                }
            }
            let [acc, elem]: [BlockArg<'a>; 2] = pair.try_into().map_err(|_| {
                self.c.err_at(
                    pos,
                    "each reducer group takes two arguments: (%acc: T, %element: T)",
                )
            })?;
            accs.push(acc);
            elems.push(elem);
        }
        accs.extend(elems);
        Ok(accs)
    }

    /// `stablehlo.while(%arg0 = %init0, ...) : T0, ... cond { ... } do { ... }`
    fn while_op(&mut self, fx: &mut FuncCtx<'a>) -> PResult<Parsed> {
        self.c.expect("(", "after stablehlo.while")?;
        let (mut names, mut operands) = (Vec::new(), Vec::new());
        if !self.c.eat(")") {
            loop {
                names.push(self.value_name()?);
                self.c.expect("=", "after the loop variable")?;
                operands.push(self.operand(fx)?);
                if self.c.eat(")") {
                    break;
                }
                self.c.expect(",", "between loop variables")?;
            }
        }
        let types = if operands.is_empty() {
            self.c.eat(":");
            Vec::new()
        } else {
            self.colon("the loop variables")?;
            self.c.bare_type_list()?
        };
        self.check_operand_types(fx, &operands, &types)?;
        // The operands' types: the declared ones, or their refinement of a `?`.
        let types: Vec<TensorType> = operands.iter().map(|o| fx.f.ty(o.id).clone()).collect();
        if self.c.eat_keyword("attributes") {
            self.c.attr_dict()?;
        }
        let args: Vec<BlockArg<'a>> = names
            .iter()
            .zip(&types)
            .map(|(&(n, p), t)| (n, p, t.clone()))
            .collect();
        self.c
            .expect_keyword("cond", "to start the while condition")?;
        let cond = self.region(fx, Some(args.clone()))?;
        self.c.expect_keyword("do", "to start the while body")?;
        let body = self.region(fx, Some(args))?;
        Ok(parsed(Op::While, &operands, types, vec![cond, body]))
    }

    /// `call @f(%a, %b) : (A, B) -> R`
    fn call(&mut self, fx: &FuncCtx<'a>) -> PResult<Parsed> {
        let callee = self.c.symbol("to name the callee")?.to_string();
        let operands = self.paren_operands(fx)?;
        self.opt_attrs()?;
        self.colon("the call's operands")?;
        let (ins, outs) = self.c.function_type()?;
        self.check_operand_types(fx, &operands, &ins)?;
        Ok(parsed(Op::Call { callee }, &operands, outs, vec![]))
    }

    /// `stablehlo.custom_call @check.expect_close(%a, %b) {has_side_effect = true} : (A, B) -> ()`
    fn custom_call(&mut self, fx: &mut FuncCtx<'a>) -> PResult<Parsed> {
        let target_pos = self.c.loc_pos();
        let target = self.c.symbol("to name the custom_call target")?;
        let operands = self.paren_operands(fx)?;
        let attrs = if self.c.peek() == Some(b'{') {
            self.c.attr_dict()?
        } else {
            Vec::new()
        };
        self.colon("the custom_call's operands")?;
        let (ins, outs) = self.c.function_type()?;
        self.check_operand_types(fx, &operands, &ins)?;
        self.custom_call_op(fx, target, target_pos, &attrs, &operands, &ins, outs)
    }

    /// A custom call we run: a LAPACK routine JAX lowers linear algebra to, or a check.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn custom_call_op(
        &mut self,
        fx: &mut FuncCtx<'a>,
        target: &str,
        pos: usize,
        attrs: &[super::attr::Entry<'a>],
        operands: &[Operand<'a>],
        ins: &[TensorType],
        outs: Vec<TensorType>,
    ) -> PResult<Parsed> {
        if let Some(p) = self.dynamic_custom_call(fx, target, pos, attrs, operands, &outs) {
            return p;
        }
        match self.lapack_call(target, pos, attrs, ins, &outs)? {
            Some(super::lapack::Lapack::Op(op)) => Ok(parsed(op, operands, outs, vec![])),
            // LAPACK's two results, rebuilt from a `cholesky` and a few ops (see `lapack.rs`).
            Some(super::lapack::Lapack::Potrf { lower }) => match operands {
                [a] => {
                    let loc = self.c.loc_at(pos);
                    let values = super::lapack::expand_potrf(&mut fx.f, fx.block, a.id, lower, loc);
                    Ok(super::sugar::existing(values.to_vec()))
                }
                _ => Err(self.c.err_at(pos, format!("@{target} takes one operand"))),
            },
            None => {
                let op = self.custom_call_check(target, pos, operands.len(), outs.len())?;
                Ok(parsed(op, operands, outs, vec![]))
            }
        }
    }

    /// The check a `custom_call` target stands for (the only custom calls we run).
    pub fn custom_call_check(
        &self,
        target: &str,
        pos: usize,
        n_operands: usize,
        n_results: usize,
    ) -> PResult<Op> {
        if target == "check.eq" {
            if n_operands != 2 || n_results != 1 {
                return Err(self.c.err_at(
                    pos,
                    format!("@check.eq takes 2 operands and has one result (its verdict), found {n_operands} and {n_results}"),
                ));
            }
            return Ok(Op::Check(Check::LegacyEq));
        }
        let check = match target {
            "check.expect_close" => Check::Close,
            "check.expect_eq" => Check::Eq,
            "check.expect_almost_eq" => Check::AlmostEq { tolerance: 1e-3 },
            _ => {
                return Err(self
                    .c
                    .err_at(pos, format!("unsupported custom_call target @{target}")))
            }
        };
        if n_operands != 2 || n_results != 0 {
            return Err(self.c.err_at(
                pos,
                format!("@{target} takes 2 operands and has no results, found {n_operands} and {n_results}"),
            ));
        }
        Ok(Op::Check(Check::CustomCall(Box::new(check))))
    }
}
