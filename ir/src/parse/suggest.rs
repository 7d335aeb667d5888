//! "Did you mean" for misspelt op names: the known name nearest to an unknown one.

use crate::op::{BinaryOp, UnaryOp};

/// Ops the parser knows by name besides the elementwise unary and binary ones.
const OTHER_OPS: &[&str] = &[
    "func.return",
    "func.call",
    "stablehlo.return",
    "stablehlo.constant",
    "stablehlo.iota",
    "stablehlo.compare",
    "stablehlo.select",
    "stablehlo.convert",
    "stablehlo.reshape",
    "stablehlo.clamp",
    "stablehlo.broadcast_in_dim",
    "stablehlo.transpose",
    "stablehlo.reverse",
    "stablehlo.slice",
    "stablehlo.dynamic_slice",
    "stablehlo.dynamic_update_slice",
    "stablehlo.pad",
    "stablehlo.concatenate",
    "stablehlo.reduce",
    "stablehlo.dot_general",
    "stablehlo.fft",
    "stablehlo.while",
    "stablehlo.case",
    "stablehlo.if",
    "stablehlo.custom_call",
    "stablehlo.optimization_barrier",
    "stablehlo.rng_bit_generator",
    "stablehlo.triangular_solve",
    "stablehlo.cholesky",
    "fresnel.fusion",
    "check.expect_eq",
    "check.expect_eq_const",
    "check.expect_almost_eq",
    "check.expect_almost_eq_const",
    "check.expect_close",
    "check.expect_serialized_eq",
    "interpreter.probe",
    "interpreter.run_parallel",
    "stablehlo.all_reduce",
    "stablehlo.all_gather",
    "stablehlo.reduce_scatter",
    "stablehlo.all_to_all",
    "stablehlo.collective_broadcast",
    "stablehlo.collective_permute",
    "stablehlo.replica_id",
    "stablehlo.partition_id",
];

/// `unknown op 'NAME'`, with the nearest known name when one is close enough to be a typo.
pub(crate) fn unknown_op(name: &str) -> String {
    match nearest(name) {
        Some(known) => format!("unknown op '{name}'; did you mean '{known}'?"),
        None => format!("unknown op '{name}'"),
    }
}

/// The known op name with the smallest edit distance to `name`, if that distance is at most a
/// third of the length of the name without its dialect (and at least 1, so short names get a
/// suggestion too: `stablehlo.ad`, but not `stablehlo.foo` → `stablehlo.not`); ties go to the
/// one sharing the longest start with it, then to the first in a fixed order, so the message is
/// deterministic.
fn nearest(name: &str) -> Option<String> {
    let elementwise = UnaryOp::ALL
        .iter()
        .map(|op| op.name())
        .chain(BinaryOp::ALL.iter().map(|op| op.name()))
        .map(|short| format!("stablehlo.{short}"));
    let candidates = OTHER_OPS
        .iter()
        .chain(super::sugar::SUGAR)
        .map(|s| s.to_string())
        .chain(elementwise);
    // Compare without the dialect when the name has none, so `ad` finds `stablehlo.add`.
    let bare = !name.contains('.');
    let short = name.rsplit('.').next().unwrap_or(name);
    let limit = (short.chars().count() / 3).max(1);
    let mut best: Option<(usize, usize, String)> = None;
    for known in candidates {
        let target = if bare {
            known.rsplit('.').next().unwrap_or(&known)
        } else {
            &known
        };
        let d = strsim::damerau_levenshtein(name, target);
        // Among equally near names, the one sharing the longest start: typos tend to be late
        // in a word (`stablehlo.ad` is `add`, not `pad`).
        let shared = name
            .chars()
            .zip(target.chars())
            .take_while(|(a, b)| a == b)
            .count();
        let better = best
            .as_ref()
            .is_none_or(|(bd, bs, _)| d < *bd || (d == *bd && shared > *bs));
        if d <= limit && better {
            best = Some((d, shared, known));
        }
    }
    best.map(|(_, _, known)| known)
}

#[cfg(test)]
mod tests {
    use super::unknown_op;

    #[test]
    fn suggests_the_nearest_known_op() {
        assert_eq!(
            unknown_op("stablehlo.ad"),
            "unknown op 'stablehlo.ad'; did you mean 'stablehlo.add'?"
        );
        assert_eq!(
            unknown_op("ad"),
            "unknown op 'ad'; did you mean 'stablehlo.add'?"
        );
        assert_eq!(
            unknown_op("stablehlo.multiplu"),
            "unknown op 'stablehlo.multiplu'; did you mean 'stablehlo.multiply'?"
        );
        assert_eq!(
            unknown_op("stablehlo.dotgeneral"),
            "unknown op 'stablehlo.dotgeneral'; did you mean 'stablehlo.dot_general'?"
        );
        assert_eq!(
            unknown_op("stablehlo.brodcast_in_dim"),
            "unknown op 'stablehlo.brodcast_in_dim'; did you mean 'stablehlo.broadcast_in_dim'?"
        );
        assert_eq!(
            unknown_op("check.expect_eq_cons"),
            "unknown op 'check.expect_eq_cons'; did you mean 'check.expect_eq_const'?"
        );
    }

    #[test]
    fn stays_quiet_when_nothing_is_close() {
        assert_eq!(unknown_op("stablehlo.foo"), "unknown op 'stablehlo.foo'");
        assert_eq!(
            unknown_op("mhlo.sharding_constraint"),
            "unknown op 'mhlo.sharding_constraint'"
        );
    }
}
