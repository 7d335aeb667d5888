//! The collective ops of StableHLO's process grid (`num_replicas × num_partitions`
//! processes, each `(replica_id, partition_id)`), and how each splits the grid into the
//! process groups that exchange values (the spec's "Parallel execution").
//!
//! Only the reference interpreter runs them, inside `interpreter.run_parallel` (one thread
//! per process) or alone as a 1×1 grid; the compiled backends refuse them.

/// A process: `(replica_id, partition_id)`.
pub type ProcessId = (u32, u32);

/// The groups attribute of a collective and the channel fields that pick how it is read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Groups {
    /// `replica_groups` (or `source_target_pairs`) rows, without the `-1` padding of ragged
    /// groups.
    pub ids: Vec<Vec<i64>>,
    /// `channel_handle`'s handle; 0 when absent.
    pub channel_id: i64,
    pub use_global_device_ids: bool,
}

/// One collective op. The reductions (`AllReduce`, `ReduceScatter`) hold the combiner in
/// region 0, as `reduce` does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Collective {
    /// Every process of a group gets the reduction of the group's operands (variadic).
    AllReduce(Groups),
    /// Every process of a group gets the group's operands concatenated along `dim`.
    AllGather { dim: usize, groups: Groups },
    /// The group's reduction, split along `dim`: process k of the group gets part k.
    ReduceScatter { dim: usize, groups: Groups },
    /// Each operand split along `split_dim` in `split_count` parts; process k of a group
    /// gets part k of every member, concatenated along `concat_dim` in group order.
    AllToAll {
        split_dim: usize,
        concat_dim: usize,
        split_count: usize,
        groups: Groups,
    },
    /// Every process of a group gets the operands of the group's first process; processes in
    /// no group get zeros. With `dynamic_root`, the last operand (`tensor<Nxi32>`) picks, for
    /// each of the N others, the group member it comes from.
    CollectiveBroadcast { groups: Groups, dynamic_root: bool },
    /// `source_target_pairs` (in `groups.ids`): each target gets its source's operand, other
    /// processes zeros.
    CollectivePermute(Groups),
    /// `tensor<ui32>`: the process's replica id.
    ReplicaId,
    /// `tensor<ui32>`: the process's partition id.
    PartitionId,
}

impl Collective {
    /// The op's full name (`stablehlo.all_reduce`, …).
    pub fn name(&self) -> &'static str {
        match self {
            Collective::AllReduce(_) => "stablehlo.all_reduce",
            Collective::AllGather { .. } => "stablehlo.all_gather",
            Collective::ReduceScatter { .. } => "stablehlo.reduce_scatter",
            Collective::AllToAll { .. } => "stablehlo.all_to_all",
            Collective::CollectiveBroadcast { .. } => "stablehlo.collective_broadcast",
            Collective::CollectivePermute(_) => "stablehlo.collective_permute",
            Collective::ReplicaId => "stablehlo.replica_id",
            Collective::PartitionId => "stablehlo.partition_id",
        }
    }

    pub fn groups(&self) -> Option<&Groups> {
        match self {
            Collective::AllReduce(g)
            | Collective::CollectiveBroadcast { groups: g, .. }
            | Collective::CollectivePermute(g)
            | Collective::AllGather { groups: g, .. }
            | Collective::ReduceScatter { groups: g, .. }
            | Collective::AllToAll { groups: g, .. } => Some(g),
            Collective::ReplicaId | Collective::PartitionId => None,
        }
    }

    /// The process groups of this op on a `replicas × partitions` grid (for the permute, the
    /// groups are the source → target pairs). An id outside the grid is an error.
    pub fn process_groups(
        &self,
        replicas: u32,
        partitions: u32,
    ) -> Result<Vec<Vec<ProcessId>>, String> {
        let Some(g) = self.groups() else {
            return Ok(Vec::new());
        };
        let grid = Grid {
            replicas,
            partitions,
        };
        let by_channel = g.channel_id > 0;
        match self {
            // The spec's all_to_all, collective_broadcast and collective_permute read their
            // ids as replicas without a channel and as partitions with one.
            Collective::AllToAll { .. }
            | Collective::CollectiveBroadcast { .. }
            | Collective::CollectivePermute(_) => {
                if by_channel {
                    grid.cross_partition(&g.ids)
                } else {
                    grid.cross_replica(&g.ids)
                }
            }
            _ => match (by_channel, g.use_global_device_ids) {
                (false, false) => grid.cross_replica(&g.ids),
                (true, false) => grid.cross_replica_and_partition(&g.ids),
                (true, true) => grid.flattened_ids(&g.ids),
                (false, true) => Err("use_global_device_ids needs a channel_handle".to_string()),
            },
        }
    }
}

struct Grid {
    replicas: u32,
    partitions: u32,
}

impl Grid {
    fn id(&self, id: i64, bound: u32, what: &str) -> Result<u32, String> {
        u32::try_from(id)
            .ok()
            .filter(|&i| i < bound)
            .ok_or_else(|| {
                format!(
                    "{what} {id} does not exist in a grid of {} replica(s) × {} partition(s)",
                    self.replicas, self.partitions
                )
            })
    }

    fn cross_replica(&self, groups: &[Vec<i64>]) -> Result<Vec<Vec<ProcessId>>, String> {
        let mut out = Vec::new();
        for g in groups {
            for p in 0..self.partitions {
                let ids = g.iter().map(|&r| self.id(r, self.replicas, "replica"));
                out.push(ids.map(|r| r.map(|r| (r, p))).collect::<Result<_, _>>()?);
            }
        }
        Ok(out)
    }

    fn cross_partition(&self, groups: &[Vec<i64>]) -> Result<Vec<Vec<ProcessId>>, String> {
        let mut out = Vec::new();
        for g in groups {
            for r in 0..self.replicas {
                let ids = g.iter().map(|&p| self.id(p, self.partitions, "partition"));
                out.push(ids.map(|p| p.map(|p| (r, p))).collect::<Result<_, _>>()?);
            }
        }
        Ok(out)
    }

    /// Each replica group with every partition. The members are ordered replica-major, as
    /// upstream's interpreter orders them and its tests expect (openxla/stablehlo#1933: the
    /// spec's text lists them partition-major), which decides all_gather's order.
    fn cross_replica_and_partition(
        &self,
        groups: &[Vec<i64>],
    ) -> Result<Vec<Vec<ProcessId>>, String> {
        let mut out = Vec::new();
        for g in groups {
            let mut group = Vec::new();
            for &r in g {
                let r = self.id(r, self.replicas, "replica")?;
                group.extend((0..self.partitions).map(|p| (r, p)));
            }
            out.push(group);
        }
        Ok(out)
    }

    fn flattened_ids(&self, groups: &[Vec<i64>]) -> Result<Vec<Vec<ProcessId>>, String> {
        let count = self.replicas * self.partitions;
        groups
            .iter()
            .map(|g| {
                g.iter()
                    .map(|&id| {
                        let id = self.id(id, count, "process")?;
                        Ok((id / self.partitions, id % self.partitions))
                    })
                    .collect()
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn groups(ids: Vec<Vec<i64>>, channel_id: i64, global: bool) -> Groups {
        Groups {
            ids,
            channel_id,
            use_global_device_ids: global,
        }
    }

    /// The spec's examples of each strategy (cross_replica_and_partition in upstream's order).
    #[test]
    fn strategies_split_the_grid_as_the_spec_shows() {
        let g = groups(vec![vec![0, 1], vec![2, 3]], 0, false);
        let cross_replica = Collective::AllReduce(g.clone()).process_groups(4, 2);
        assert_eq!(
            cross_replica.unwrap(),
            [
                [(0, 0), (1, 0)],
                [(0, 1), (1, 1)],
                [(2, 0), (3, 0)],
                [(2, 1), (3, 1)]
            ]
        );
        let both = Collective::AllReduce(Groups { channel_id: 1, ..g }).process_groups(4, 2);
        assert_eq!(
            both.unwrap(),
            [
                [(0, 0), (0, 1), (1, 0), (1, 1)],
                [(2, 0), (2, 1), (3, 0), (3, 1)]
            ]
        );
        let partitions = groups(vec![vec![0, 1]], 1, false);
        let broadcast = Collective::CollectiveBroadcast {
            groups: partitions,
            dynamic_root: false,
        };
        let cross_partition = broadcast.process_groups(4, 2);
        assert_eq!(
            cross_partition.unwrap(),
            [
                [(0, 0), (0, 1)],
                [(1, 0), (1, 1)],
                [(2, 0), (2, 1)],
                [(3, 0), (3, 1)]
            ]
        );
        let flat = groups(vec![vec![0, 1, 2, 3], vec![4, 5, 6, 7]], 1, true);
        assert_eq!(
            Collective::AllGather {
                dim: 0,
                groups: flat
            }
            .process_groups(4, 2)
            .unwrap(),
            [
                [(0, 0), (0, 1), (1, 0), (1, 1)],
                [(2, 0), (2, 1), (3, 0), (3, 1)]
            ]
        );
    }

    #[test]
    fn ids_outside_the_grid_are_errors() {
        let e = Collective::AllReduce(groups(vec![vec![0, 1]], 0, false)).process_groups(1, 1);
        assert!(e.unwrap_err().contains("replica 1 does not exist"));
        let e = Collective::AllReduce(groups(vec![vec![0]], 0, true)).process_groups(1, 1);
        assert!(e.unwrap_err().contains("needs a channel_handle"));
    }
}
