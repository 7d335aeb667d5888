//! The attributes of the collective ops and of `interpreter.run_parallel`, as MLIR writes
//! them in the generic form.

use super::dense::dense_literal;
use crate::array::{Array, Data};
use crate::collective::{Collective, Groups};

/// `{key = value, …}` of a collective (empty for replica_id and partition_id).
pub(super) fn attributes(c: &Collective) -> String {
    let mut fields = Vec::new();
    match c {
        Collective::AllGather { dim, .. } => fields.push(format!("all_gather_dim = {dim} : i64")),
        Collective::ReduceScatter { dim, .. } => {
            fields.push(format!("scatter_dimension = {dim} : i64"))
        }
        Collective::AllToAll {
            split_dim,
            concat_dim,
            split_count,
            ..
        } => fields.extend([
            format!("split_dimension = {split_dim} : i64"),
            format!("concat_dimension = {concat_dim} : i64"),
            format!("split_count = {split_count} : i64"),
        ]),
        _ => {}
    }
    if let Some(g) = c.groups() {
        let key = match c {
            Collective::CollectivePermute(_) => "source_target_pairs",
            _ => "replica_groups",
        };
        fields.push(format!("{key} = {}", groups_literal(g)));
        if g.channel_id != 0 {
            fields.push(format!(
                "channel_handle = #stablehlo.channel_handle<handle = {}, type = 0>",
                g.channel_id
            ));
        }
        if g.use_global_device_ids {
            fields.push("use_global_device_ids".to_string());
        }
        if let Collective::CollectiveBroadcast {
            dynamic_root: true, ..
        } = c
        {
            fields.push("has_dynamic_root".to_string());
        }
    }
    if fields.is_empty() {
        String::new()
    } else {
        format!(" {{{}}}", fields.join(", "))
    }
}

/// The groups as a rectangular `dense<…> : tensor<GxNxi64>`, ragged rows padded with -1.
fn groups_literal(g: &Groups) -> String {
    let width = g.ids.iter().map(Vec::len).max().unwrap_or(0);
    let mut flat = Vec::with_capacity(g.ids.len() * width);
    for row in &g.ids {
        flat.extend(row.iter().copied());
        flat.extend(std::iter::repeat_n(-1, width - row.len()));
    }
    let shape = vec![g.ids.len(), width];
    match Array::new(shape.clone(), Data::I64(flat)) {
        Some(a) => format!("{} : {}", dense_literal(&a), a.ty()),
        // Unreachable: the data has exactly G × N elements.
        None => format!("dense<> : tensor<{}x{}xi64>", shape[0], shape[1]),
    }
}

/// `{programs = [[@f, @g], …]}` of `interpreter.run_parallel`.
pub(super) fn programs(programs: &[Vec<String>]) -> String {
    let rows: Vec<String> = programs
        .iter()
        .map(|row| {
            let names: Vec<String> = row.iter().map(|f| format!("@{f}")).collect();
            format!("[{}]", names.join(", "))
        })
        .collect();
    format!(" {{programs = [{}]}}", rows.join(", "))
}
