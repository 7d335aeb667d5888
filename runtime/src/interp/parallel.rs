//! The process grid: `interpreter.run_parallel` runs one interpreter per process, each on its
//! own thread, and the collective ops exchange values through the grid's rendezvous.
//!
//! Processes run the same program (SPMD), so the k-th collective a process runs meets the
//! k-th collective of every other member of its group: a rendezvous is keyed by that count
//! and the group. A process that fails marks the grid failed, which releases every process
//! waiting on it with an error rather than a hang; a rendezvous that nobody completes within
//! [`PATIENCE`] is an error too (a program whose processes disagree on their collectives).

use super::data_movement::{concatenate, slice};
use super::Interpreter;
use fresnel_ir::collective::{Collective, ProcessId};
use fresnel_ir::{Array, Diagnostic, Module, Scalar};
use std::collections::HashMap;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// The most processes `run_parallel` starts (one thread each).
const MAX_PROCESSES: usize = 1024;

/// Each process's stack: the main thread's, since a process runs what `run_main` would.
const PROCESS_STACK: usize = 8 << 20;

/// How long a process waits for the rest of its group at one collective.
const PATIENCE: Duration = Duration::from_secs(60);

/// The grid of `replicas × partitions` processes and their meeting points.
pub struct Grid {
    pub replicas: u32,
    pub partitions: u32,
    state: Mutex<State>,
    arrived: Condvar,
}

#[derive(Default)]
struct State {
    meetings: HashMap<(u64, Vec<ProcessId>), Meeting>,
    failed: Option<String>,
}

#[derive(Default)]
struct Meeting {
    values: HashMap<ProcessId, Vec<Array>>,
    /// Members that have taken the values away; the last one removes the meeting.
    left: usize,
}

impl Grid {
    pub fn new(replicas: u32, partitions: u32) -> Grid {
        Grid {
            replicas,
            partitions,
            state: Mutex::new(State::default()),
            arrived: Condvar::new(),
        }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        // A panic while holding the lock cannot leave the maps half-updated in a way that
        // matters more than the panic itself, which the caller reports.
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Marks the grid failed (a process stopped): every waiting process gives up.
    pub fn fail(&self, why: &str) {
        let mut s = self.lock();
        s.failed.get_or_insert_with(|| why.to_string());
        self.arrived.notify_all();
    }

    /// Leaves `mine` at the `seq`-th collective of `group` and returns every member's values
    /// in group order, once all have arrived.
    fn exchange(
        &self,
        seq: u64,
        group: &[ProcessId],
        me: ProcessId,
        mine: Vec<Array>,
    ) -> Result<Vec<Vec<Array>>, String> {
        if group == [me] {
            return Ok(vec![mine]);
        }
        let key = (seq, group.to_vec());
        let mut s = self.lock();
        s.meetings
            .entry(key.clone())
            .or_default()
            .values
            .insert(me, mine);
        self.arrived.notify_all();
        let deadline = Instant::now() + PATIENCE;
        loop {
            if let Some(why) = &s.failed {
                return Err(format!("another process failed: {why}"));
            }
            let complete = s
                .meetings
                .get(&key)
                .is_some_and(|m| m.values.len() == group.len());
            if complete {
                break;
            }
            let now = Instant::now();
            if now >= deadline {
                let why = format!(
                    "waited {} s at a collective for processes {group:?}; not all reached it",
                    PATIENCE.as_secs()
                );
                s.failed.get_or_insert_with(|| why.clone());
                self.arrived.notify_all();
                return Err(why);
            }
            s = self
                .arrived
                .wait_timeout(s, deadline - now)
                .unwrap_or_else(|p| p.into_inner())
                .0;
        }
        let meeting = s
            .meetings
            .get_mut(&key)
            .ok_or("internal: the meeting vanished")?;
        let values = group
            .iter()
            .map(|p| {
                meeting
                    .values
                    .get(p)
                    .cloned()
                    .ok_or("internal: a member's values vanished")
            })
            .collect::<Result<Vec<_>, _>>()?;
        meeting.left += 1;
        if meeting.left == group.len() {
            s.meetings.remove(&key);
        }
        Ok(values)
    }
}

/// Where an interpreter runs: its process and grid (1×1 outside `run_parallel`).
pub struct Place {
    pub me: ProcessId,
    pub grid: Arc<Grid>,
    /// How many collectives this process has run.
    pub seq: u64,
    /// Whether this is a process of a `run_parallel` (which may not start another).
    pub inside: bool,
}

impl Place {
    pub fn single() -> Place {
        Place {
            me: (0, 0),
            grid: Arc::new(Grid::new(1, 1)),
            seq: 0,
            inside: false,
        }
    }
}

impl<'m> Interpreter<'m> {
    /// `interpreter.run_parallel`: `programs[r][p]` on its own thread as process `(r, p)`,
    /// taking the next `operands` in row-major process order; the results in that order.
    pub(super) fn run_parallel(
        &mut self,
        programs: &[Vec<String>],
        operands: Vec<Array>,
    ) -> Result<Vec<Array>, Diagnostic> {
        let module: &'m Module = self.module;
        if self.place.inside {
            return Err(Diagnostic::new("run_parallel cannot nest inside a process"));
        }
        let (replicas, partitions) = (programs.len(), programs.first().map_or(0, Vec::len));
        let processes = replicas * partitions;
        let (Ok(r), Ok(p)) = (u32::try_from(replicas), u32::try_from(partitions)) else {
            return Err(Diagnostic::new("run_parallel's grid is too large"));
        };
        if processes == 0 || processes > MAX_PROCESSES {
            return Err(Diagnostic::new(format!(
                "a grid of {replicas} × {partitions} processes is not runnable (1 to \
                 {MAX_PROCESSES} processes, one thread each)"
            )));
        }
        let mut jobs = Vec::new();
        let mut rest = operands.into_iter();
        for (ri, row) in programs.iter().enumerate() {
            for (pi, name) in row.iter().enumerate() {
                let f = module.func(name).ok_or_else(|| {
                    Diagnostic::new(format!("run_parallel names @{name}, which does not exist"))
                })?;
                let args: Vec<Array> = rest.by_ref().take(f.params().len()).collect();
                if args.len() != f.params().len() {
                    return Err(Diagnostic::new("run_parallel has too few operands"));
                }
                jobs.push(((ri as u32, pi as u32), name.as_str(), args));
            }
        }
        if rest.next().is_some() {
            return Err(Diagnostic::new("run_parallel has operands left over"));
        }
        let grid = Arc::new(Grid::new(r, p));
        let limit = self.max_while_iterations;
        let outcomes: Vec<_> = std::thread::scope(|scope| {
            let handles: Vec<_> = jobs
                .into_iter()
                .map(|(me, name, args)| {
                    let mine = Arc::clone(&grid);
                    let spawned = std::thread::Builder::new()
                        .name(format!("process {me:?}"))
                        .stack_size(PROCESS_STACK)
                        .spawn_scoped(scope, move || {
                            let mut child = Interpreter::new(module);
                            child.max_while_iterations = limit;
                            child.place = Place {
                                me,
                                grid: Arc::clone(&mine),
                                seq: 0,
                                inside: true,
                            };
                            let out = child.call(name, &args);
                            if let Err(e) = &out {
                                mine.fail(&format!("process {me:?}: {e}"));
                            }
                            (out, child.into_record())
                        });
                    if let Err(e) = &spawned {
                        // Those already running must not wait for this one.
                        grid.fail(&format!("process {me:?} did not start: {e}"));
                    }
                    spawned
                })
                .collect();
            handles
                .into_iter()
                .map(|h| {
                    let joined = match h {
                        Ok(h) => h.join().map_err(|_| "a process panicked".to_string()),
                        Err(e) => Err(format!("a process's thread did not start: {e}")),
                    };
                    joined.unwrap_or_else(|why| {
                        grid.fail(&why);
                        (Err(Diagnostic::new(why)), Record::default())
                    })
                })
                .collect()
        });
        let mut results = Vec::new();
        let mut first_error = None;
        for (out, record) in outcomes {
            self.absorb(record);
            match out {
                Ok(r) => results.extend(r),
                Err(e) => {
                    first_error.get_or_insert(e);
                }
            }
        }
        match first_error {
            Some(e) => Err(e),
            None => Ok(results),
        }
    }

    /// Evaluates a collective for this process.
    pub(super) fn eval_collective(
        &mut self,
        frame: &mut super::Frame<'m>,
        od: &'m fresnel_ir::func::OpData,
        c: &Collective,
        operands: Vec<Array>,
    ) -> Result<Vec<Array>, Diagnostic> {
        let err = |m: String| Diagnostic::new(m);
        let me = self.place.me;
        match c {
            Collective::ReplicaId => return Ok(vec![Array::scalar(Scalar::U32(me.0))]),
            Collective::PartitionId => return Ok(vec![Array::scalar(Scalar::U32(me.1))]),
            _ => {}
        }
        let grid = Arc::clone(&self.place.grid);
        let groups = c
            .process_groups(grid.replicas, grid.partitions)
            .map_err(err)?;
        let seq = self.place.seq;
        self.place.seq += 1;
        let zeros = |x: &Array| Array::splat(&x.ty(), Scalar::zero(x.dtype()));
        if let Collective::CollectivePermute(_) = c {
            // Every process meets every other: the pairs may chain through all of them.
            let everyone: Vec<ProcessId> = (0..grid.replicas)
                .flat_map(|r| (0..grid.partitions).map(move |p| (r, p)))
                .collect();
            let all = grid
                .exchange(seq, &everyone, me, operands.clone())
                .map_err(err)?;
            let source = groups.iter().find(|pair| pair.get(1) == Some(&me));
            let from =
                source.and_then(|pair| everyone.iter().position(|p| Some(p) == pair.first()));
            return Ok(match from {
                Some(k) => all[k].clone(),
                None => operands.iter().map(zeros).collect(),
            });
        }
        let Some(group) = groups.iter().find(|g| g.contains(&me)) else {
            return match c {
                Collective::CollectiveBroadcast { dynamic_root, .. } => {
                    let data = &operands[..operands.len() - usize::from(*dynamic_root)];
                    Ok(data.iter().map(zeros).collect())
                }
                _ => Err(err(format!(
                    "process {me:?} is in none of the op's process groups"
                ))),
            };
        };
        let index = group.iter().position(|p| *p == me).unwrap_or(0);
        let values = grid
            .exchange(seq, group, me, operands.clone())
            .map_err(err)?;
        let column = |i: usize| -> Vec<&Array> { values.iter().map(|v| &v[i]).collect() };
        match c {
            Collective::CollectiveBroadcast {
                dynamic_root: false,
                ..
            } => Ok(values[0].clone()),
            Collective::CollectiveBroadcast {
                dynamic_root: true, ..
            } => {
                // Data operand i comes from the group member the root's element i names.
                let Some((root, data)) = operands.split_last() else {
                    return Err(err("internal: no root operand".into()));
                };
                (0..data.len())
                    .map(|i| {
                        let k = root.data.get(i).to_c128().re as i64;
                        usize::try_from(k)
                            .ok()
                            .and_then(|k| values.get(k))
                            .map(|v| v[i].clone())
                            .ok_or_else(|| {
                                err(format!(
                                    "root {k} is not a member of a group of {}",
                                    group.len()
                                ))
                            })
                    })
                    .collect()
            }
            Collective::AllReduce(_) => (0..operands.len())
                .map(|i| self.combine_members(frame, od, &column(i)))
                .collect(),
            Collective::AllGather { dim, .. } => (0..operands.len())
                .map(|i| concatenate(&column(i), *dim).map_err(err))
                .collect(),
            Collective::ReduceScatter { dim, .. } => {
                let reduced = self.combine_members(frame, od, &column(0))?;
                Ok(vec![part(&reduced, *dim, group.len(), index).map_err(err)?])
            }
            Collective::AllToAll {
                split_dim,
                concat_dim,
                split_count,
                ..
            } => {
                if *split_count != group.len() {
                    return Err(err(format!(
                        "split_count {split_count} differs from the group size {}",
                        group.len()
                    )));
                }
                (0..operands.len())
                    .map(|i| {
                        let parts = column(i)
                            .into_iter()
                            .map(|x| part(x, *split_dim, *split_count, index))
                            .collect::<Result<Vec<_>, _>>()?;
                        concatenate(&parts.iter().collect::<Vec<_>>(), *concat_dim)
                    })
                    .collect::<Result<_, _>>()
                    .map_err(err)
            }
            Collective::CollectivePermute(_) | Collective::ReplicaId | Collective::PartitionId => {
                Err(err("internal: handled above".into()))
            }
        }
    }

    /// The members' values combined element by element with the op's region, in group order.
    fn combine_members(
        &mut self,
        frame: &mut super::Frame<'m>,
        od: &'m fresnel_ir::func::OpData,
        xs: &[&Array],
    ) -> Result<Array, Diagnostic> {
        let &[body] = &od.regions[..] else {
            return Err(Diagnostic::new("needs one computation region"));
        };
        let Some((first, rest)) = xs.split_first() else {
            return Err(Diagnostic::new("internal: an empty group"));
        };
        let mut acc = (*first).clone();
        for x in rest {
            if x.ty() != acc.ty() {
                return Err(Diagnostic::new(format!(
                    "processes disagree on the operand type ({} vs {})",
                    acc.ty(),
                    x.ty()
                )));
            }
            let mut out = Vec::with_capacity(acc.len());
            for i in 0..acc.len() {
                let args = vec![Array::scalar(acc.data.get(i)), Array::scalar(x.data.get(i))];
                let r = self.run_block(frame, body, args)?;
                match r.as_slice() {
                    [s] if s.ty() == Array::scalar(acc.data.get(i)).ty() => out.push(s.data.get(0)),
                    _ => {
                        return Err(Diagnostic::new(
                            "the computation must return one scalar of the operand's type",
                        ))
                    }
                }
            }
            acc = Array {
                shape: acc.shape.clone(),
                data: super::elem::data_from_scalars(acc.dtype(), &out).map_err(Diagnostic::new)?,
            };
        }
        Ok(acc)
    }
}

/// Part `k` of `n` equal parts of `x` along `dim`.
fn part(x: &Array, dim: usize, n: usize, k: usize) -> Result<Array, String> {
    let size = *x.shape.get(dim).ok_or("dimension out of range")?;
    if n == 0 || size % n != 0 {
        return Err(format!(
            "dimension {dim} of size {size} does not split into {n} parts"
        ));
    }
    let step = size / n;
    let mut start = vec![0; x.shape.len()];
    let mut limit = x.shape.clone();
    start[dim] = k * step;
    limit[dim] = (k + 1) * step;
    slice(x, &start, &limit, &vec![1; x.shape.len()])
}

/// What a process's interpreter hands back to the one that ran `run_parallel`.
#[derive(Default)]
pub(super) struct Record {
    pub check_failures: Vec<super::CheckFailure>,
    pub checks_evaluated: usize,
    pub close_checks_evaluated: usize,
    pub probes: HashMap<String, Vec<Array>>,
}

impl<'m> Interpreter<'m> {
    fn into_record(self) -> Record {
        Record {
            check_failures: self.check_failures,
            checks_evaluated: self.checks_evaluated,
            close_checks_evaluated: self.close_checks_evaluated,
            probes: self.probes,
        }
    }

    fn absorb(&mut self, r: Record) {
        self.check_failures.extend(r.check_failures);
        self.checks_evaluated += r.checks_evaluated;
        self.close_checks_evaluated += r.close_checks_evaluated;
        for (id, values) in r.probes {
            self.probes.entry(id).or_default().extend(values);
        }
    }
}
