//! The collective ops (`crate::collective`) and `interpreter.run_parallel` in the generic
//! form: `"stablehlo.all_reduce"(%x) ({...}) {replica_groups = dense<[[0, 1]]> :
//! tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>,
//! use_global_device_ids} : (T) -> T`; `replica_id` and `partition_id` also pretty.

use super::attr::{lookup, Attr, Entry};
use super::cursor::PResult;
use super::module::{Parsed, Parser};
use super::pretty::parsed;
use crate::collective::{Collective, Groups};
use crate::op::Op;
use crate::types::{DType, TensorType};

impl<'a> Parser<'a> {
    /// `stablehlo.replica_id : tensor<ui32>` / `stablehlo.partition_id : …`.
    pub(super) fn process_id(&mut self, c: Collective, name_pos: usize) -> PResult<Parsed> {
        self.opt_attrs()?;
        self.colon(c.name())?;
        let ty = self.c.tensor_type()?;
        if ty != TensorType::scalar(DType::U32) {
            let name = c.name();
            return Err(self
                .c
                .err_at(name_pos, format!("{name} has one result, tensor<ui32>")));
        }
        Ok(parsed(Op::Collective(c), &[], vec![ty], vec![]))
    }

    /// The collective a generic name and its attributes denote; `None` for other names.
    pub(super) fn collective_op(
        &self,
        name: &str,
        pos: usize,
        attrs: &[Entry<'a>],
    ) -> PResult<Option<Op>> {
        let groups = |key: &str| self.groups(name, pos, attrs, key);
        let dim = |key: &str| self.attr_usize_of(attrs, name, pos, key);
        let c = match name {
            "stablehlo.replica_id" => Collective::ReplicaId,
            "stablehlo.partition_id" => Collective::PartitionId,
            "stablehlo.all_reduce" => Collective::AllReduce(groups("replica_groups")?),
            "stablehlo.all_gather" => Collective::AllGather {
                dim: dim("all_gather_dim")?,
                groups: groups("replica_groups")?,
            },
            "stablehlo.reduce_scatter" => Collective::ReduceScatter {
                dim: dim("scatter_dimension")?,
                groups: groups("replica_groups")?,
            },
            "stablehlo.all_to_all" => Collective::AllToAll {
                split_dim: dim("split_dimension")?,
                concat_dim: dim("concat_dimension")?,
                split_count: dim("split_count")?,
                groups: groups("replica_groups")?,
            },
            "stablehlo.collective_broadcast" => Collective::CollectiveBroadcast {
                groups: groups("replica_groups")?,
                dynamic_root: self.flag(attrs, "has_dynamic_root")?,
            },
            "stablehlo.collective_permute" => {
                let g = groups("source_target_pairs")?;
                if g.ids.iter().any(|pair| pair.len() != 2) {
                    return Err(self.c.err_at(pos, "source_target_pairs must be pairs"));
                }
                Collective::CollectivePermute(g)
            }
            "interpreter.run_parallel" => return self.run_parallel(name, pos, attrs).map(Some),
            _ => return Ok(None),
        };
        Ok(Some(Op::Collective(c)))
    }

    /// `key` (a 2-D i64 dense attribute, rows padded with -1) and the channel fields.
    fn groups(&self, name: &str, pos: usize, attrs: &[Entry<'a>], key: &str) -> PResult<Groups> {
        let e = self.attr_entry(attrs, name, pos, key)?;
        let ids = match &e.value {
            Attr::Dense(dense, ty) if ty.rank() == 2 && ty.dtype.is_int() => {
                let a = self.c.dense_to_array(dense, ty)?;
                let width = ty.shape[1];
                let values: Vec<i64> = (0..a.len())
                    .map(|i| a.data.get(i).to_c128().re as i64)
                    .collect();
                if width == 0 {
                    vec![Vec::new(); ty.shape[0]]
                } else {
                    values
                        .chunks(width)
                        .map(|row| row.iter().copied().filter(|&id| id != -1).collect())
                        .collect()
                }
            }
            Attr::Struct(..) | Attr::Other => {
                return Err(self.c.err_at(
                    e.pos,
                    format!("{key} given as mesh axes is not supported (only dense<…> groups)"),
                ))
            }
            _ => {
                return Err(self.c.err_at(
                    e.pos,
                    format!("{key} must be a 2-D integer dense<…> attribute"),
                ))
            }
        };
        let channel_id = match lookup(attrs, "channel_handle").map(|e| (&e.value, e.pos)) {
            None => 0,
            Some((Attr::Struct(_, fields), at)) => match lookup(fields, "handle") {
                Some(Entry {
                    value: Attr::Int(h),
                    ..
                }) => *h,
                _ => return Err(self.c.err_at(at, "channel_handle needs an integer handle")),
            },
            Some((_, at)) => {
                return Err(self.c.err_at(
                    at,
                    "channel_handle must be #stablehlo.channel_handle<handle = N, type = T>",
                ))
            }
        };
        Ok(Groups {
            ids,
            channel_id,
            use_global_device_ids: self.flag(attrs, "use_global_device_ids")?,
        })
    }

    /// `programs = [[@f, …], …]`: one row per replica, one function per partition.
    fn run_parallel(&self, name: &str, pos: usize, attrs: &[Entry<'a>]) -> PResult<Op> {
        if let Some(e) = lookup(attrs, "infeed") {
            return Err(self
                .c
                .err_at(e.pos, "run_parallel's infeed is not supported"));
        }
        let e = self.attr_entry(attrs, name, pos, "programs")?;
        let bad = || {
            self.c
                .err_at(e.pos, "programs must be [[@f, …], …] with equal rows")
        };
        let Attr::List(rows) = &e.value else {
            return Err(bad());
        };
        let mut programs = Vec::new();
        for row in rows {
            let Attr::List(cells) = row else {
                return Err(bad());
            };
            let names = cells
                .iter()
                .map(|c| match c {
                    Attr::Symbol(s) => Ok(s.to_string()),
                    _ => Err(bad()),
                })
                .collect::<PResult<Vec<_>>>()?;
            programs.push(names);
        }
        let width = programs.first().map_or(0, Vec::len);
        if width == 0 || programs.iter().any(|r| r.len() != width) {
            return Err(bad());
        }
        Ok(Op::RunParallel { programs })
    }
}
