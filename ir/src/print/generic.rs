//! MLIR's generic op form, `%r = "stablehlo.add"(%a, %b) : (T, T) -> T`, for readers that do
//! not know StableHLO's pretty syntax: MLIR's own parser with unregistered dialects allowed
//! (the `fresnel-mlir` crate's round trip), or any tool built on plain MLIR. `func.func`,
//! `return` and `func.call` keep their pretty forms, which the `func` dialect registers.
//!
//! Ops whose pretty form already is generic (`sort`, `gather`, `case`, the collectives, …)
//! print as they do in [`super::print_module`]; only their regions' terminators change.

use super::index::{array_i64, conv_layouts, padding};
use super::{
    dense_literal, format_f64, functional, list, mlir_string, FuncPrinter,
    DEFAULT_ALMOST_EQ_TOLERANCE,
};
use crate::collective::Collective;
use crate::func::{Module, OpId};
use crate::op::{Check, Op};

/// The whole module with every op of a dialect MLIR does not register in generic form.
pub fn print_module_generic(m: &Module) -> String {
    super::module_text(m, true)
}

/// `array<i1: true, false>`.
fn array_i1(v: &[bool]) -> String {
    if v.is_empty() {
        return "array<i1>".into();
    }
    let items: Vec<String> = v.iter().map(|x| x.to_string()).collect();
    format!("array<i1: {}>", items.join(", "))
}

/// The attributes of `op` in the generic form, or `None` when its usual text is generic
/// already (or, like `func.call`, registered with MLIR).
fn attributes(op: &Op) -> Option<Vec<String>> {
    let enum_attr = |kind: &str, value: &str| format!("#stablehlo<{kind} {value}>");
    Some(match op {
        Op::Constant(arr) => vec![format!("value = {} : {}", dense_literal(arr), arr.ty())],
        Op::Iota { dim } => vec![format!("iota_dimension = {dim} : i64")],
        Op::Unary(_)
        | Op::Binary(_)
        | Op::Convert
        | Op::Select
        | Op::Clamp
        | Op::Reshape
        | Op::DynamicUpdateSlice
        | Op::BitcastConvert
        | Op::OptimizationBarrier
        | Op::While
        | Op::Collective(Collective::ReplicaId | Collective::PartitionId) => Vec::new(),
        Op::Compare { dir, cmp_type } => {
            let mut v = vec![format!(
                "comparison_direction = {}",
                enum_attr("comparison_direction", dir.name())
            )];
            if let Some(t) = cmp_type {
                v.push(format!(
                    "compare_type = {}",
                    enum_attr("comparison_type", t.name())
                ));
            }
            v
        }
        Op::BroadcastInDim { dims } => {
            vec![format!("broadcast_dimensions = {}", array_i64(dims))]
        }
        Op::Transpose { perm } => vec![format!("permutation = {}", array_i64(perm))],
        Op::Reverse { dims } => vec![format!("dimensions = {}", array_i64(dims))],
        Op::Reduce { dims } => vec![format!("dimensions = {}", array_i64(dims))],
        Op::Slice {
            start,
            limit,
            strides,
        } => vec![
            format!("limit_indices = {}", array_i64(limit)),
            format!("start_indices = {}", array_i64(start)),
            format!("strides = {}", array_i64(strides)),
        ],
        Op::DynamicSlice { sizes } => vec![format!("slice_sizes = {}", array_i64(sizes))],
        Op::Pad {
            low,
            high,
            interior,
        } => vec![
            format!("edge_padding_high = {}", array_i64(high)),
            format!("edge_padding_low = {}", array_i64(low)),
            format!("interior_padding = {}", array_i64(interior)),
        ],
        Op::Concatenate { dim } => vec![format!("dimension = {dim} : i64")],
        Op::DotGeneral(d) => {
            let fields: Vec<String> = [
                ("lhs_batching_dimensions", &d.lhs_batch),
                ("rhs_batching_dimensions", &d.rhs_batch),
                ("lhs_contracting_dimensions", &d.lhs_contract),
                ("rhs_contracting_dimensions", &d.rhs_contract),
            ]
            .iter()
            .filter(|(_, v)| !v.is_empty())
            .map(|(k, v)| format!("{k} = {}", list(v)))
            .collect();
            vec![format!(
                "dot_dimension_numbers = #stablehlo.dot<{}>",
                fields.join(", ")
            )]
        }
        Op::Fft { kind, length } => vec![
            format!("fft_length = {}", array_i64(length)),
            format!("fft_type = {}", enum_attr("fft_type", kind.name())),
        ],
        Op::TopK { k } => vec![format!("k = {k} : i64")],
        Op::RngBitGenerator { algorithm } => vec![format!(
            "rng_algorithm = {}",
            enum_attr("rng_algorithm", algorithm.name())
        )],
        Op::ReducePrecision {
            exponent_bits,
            mantissa_bits,
        } => vec![
            format!("exponent_bits = {exponent_bits} : i32"),
            format!("mantissa_bits = {mantissa_bits} : i32"),
        ],
        Op::Probe { id } => vec![format!("probe_id = {}", mlir_string(id))],
        Op::Convolution(c) => {
            vec![
                format!("batch_group_count = {} : i64", c.batch_group_count),
                format!("dimension_numbers = #stablehlo.conv<{}>", conv_layouts(c)),
                format!("feature_group_count = {} : i64", c.feature_group_count),
                format!("lhs_dilation = {}", array_i64(&c.lhs_dilation)),
                format!("padding = {}", padding(&c.padding)),
                "precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision \
                 DEFAULT>]"
                    .to_string(),
                format!("rhs_dilation = {}", array_i64(&c.rhs_dilation)),
                format!("window_reversal = {}", array_i1(&c.reversal)),
                format!("window_strides = {}", array_i64(&c.strides)),
            ]
        }
        Op::Check(c) => check_attributes(c)?,
        _ => return None,
    })
}

/// The attributes of a `check.*` op; `None` for the checks spelt as custom calls.
fn check_attributes(c: &Check) -> Option<Vec<String>> {
    let tolerance = |t: f64| {
        (t != DEFAULT_ALMOST_EQ_TOLERANCE).then(|| format!("tolerance = {} : f64", format_f64(t)))
    };
    Some(match c {
        Check::Eq | Check::Close => Vec::new(),
        Check::EqConst(e) => vec![format!("value = {} : {}", dense_literal(e), e.ty())],
        Check::AlmostEq { tolerance: t } => tolerance(*t).into_iter().collect(),
        Check::AlmostEqConst {
            expected,
            tolerance: t,
        } => {
            let mut v = tolerance(*t).into_iter().collect::<Vec<_>>();
            v.push(format!(
                "value = {} : {}",
                dense_literal(expected),
                expected.ty()
            ));
            v
        }
        Check::SerializedEq { probe_id, iter } => {
            vec![
                format!("iter = {iter} : i64"),
                format!("probe_id = {}", mlir_string(probe_id)),
            ]
        }
        Check::LegacyEq | Check::CustomCall(_) => return None,
    })
}

/// `"stablehlo.custom_call"(%a) {call_target_name = "t", ...} : F` for the pretty
/// `stablehlo.custom_call @t(%a) {...} : F` the LAPACK and check printers write.
fn custom_call(pretty: &str, fun: &str) -> Option<String> {
    let rest = pretty.strip_prefix("stablehlo.custom_call @")?;
    let (target, rest) = rest.split_once('(')?;
    let (args, rest) = rest.split_once(')')?;
    let rest = rest.strip_suffix(&format!(" : {fun}"))?.trim();
    let target = target.trim_matches('"');
    let mut fields = vec![format!("call_target_name = \"{target}\"")];
    if let Some(dict) = rest.strip_prefix('{').and_then(|r| r.strip_suffix('}')) {
        fields.push(dict.to_string());
    }
    Some(format!(
        "\"stablehlo.custom_call\"({args}) {{{}}} : {fun}",
        fields.join(", ")
    ))
}

impl FuncPrinter<'_> {
    /// The generic text of op `id`, or `None` where its usual text serves.
    pub(super) fn generic_op_text(&mut self, id: OpId, depth: usize) -> Option<String> {
        let f = self.f;
        let od = &f.ops[id.index()]; // `op` checked the id.
        let args = self.names(&od.operands);
        let fun = functional(&self.types(&od.operands), &self.types(&od.results));
        if let Op::Call { callee } = &od.op {
            return Some(format!(
                "func.call {}({args}) : {fun}",
                super::symbol(callee)
            ));
        }
        let Some(attrs) = attributes(&od.op) else {
            // LAPACK calls and checks spelt as custom calls: their pretty text, turned generic.
            let pretty = self.pretty_op_text(id, depth);
            return Some(custom_call(&pretty, &fun).unwrap_or(pretty));
        };
        let regions = if od.regions.is_empty() {
            String::new()
        } else {
            self.generic_regions(id, depth)
        };
        let attrs = if attrs.is_empty() {
            String::new()
        } else {
            format!(" {{{}}}", attrs.join(", "))
        };
        Some(format!(
            "\"{}\"({args}){regions}{attrs} : {fun}",
            od.op.name()
        ))
    }
}
