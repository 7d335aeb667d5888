//! SSA value names exactly as MLIR's `SSANameState` assigns them, so our dumps line up with
//! JAX's: `%arg0…` for entry-block arguments (nested regions continue the count), `%cst` /
//! `%c` for float/complex and integer/bool constants, `%iterArg` for `while` arguments,
//! `%values, %indices` for `chlo.top_k`, `%0, %1…` for other results (one number per op;
//! `%0:2` defines, `%0#1` uses).
//!
//! A region is named after its whole parent block, starting from the counters as the parent
//! left them; sibling regions start from the same counters and may reuse names. Clashing
//! names get `_N` suffixes from one counter shared by all prefixes (`%cst`, `%c_0`,
//! `%cst_1`), as in MLIR.

use crate::func::{BlockId, Function, OpId, ValueId};
use crate::op::Op;
use std::collections::{HashMap, HashSet};

/// The printed names of a function's values.
pub struct Names {
    /// Use spelling of each value (`%3`, `%0#1`, `%cst_2`), indexed by `ValueId`.
    uses: Vec<Option<String>>,
    /// Definition spelling of multi-result ops (`%0:2`).
    groups: HashMap<OpId, String>,
}

impl Names {
    /// Names every value reachable from the function body. Never panics: unknown ids and
    /// cycles in malformed IR are skipped (such values print as `%<undef vN>`).
    pub fn of(f: &Function) -> Names {
        let mut namer = Namer {
            f,
            scopes: Vec::new(),
            names: Names {
                uses: vec![None; f.values.len()],
                groups: HashMap::new(),
            },
            visited: HashSet::new(),
        };
        namer.region(f.body, None, Counters::default());
        namer.names
    }

    /// The printed name of `v`, if it is reachable from the function body.
    pub fn get(&self, v: ValueId) -> Option<&str> {
        self.uses.get(v.index()).and_then(|n| n.as_deref())
    }

    /// How a use of `v` is printed.
    pub fn use_of(&self, v: ValueId) -> String {
        match self.uses.get(v.index()) {
            Some(Some(n)) => n.clone(),
            _ => format!("%<undef {v}>"),
        }
    }

    /// The left-hand side of an op with the given results (`%0`, `%cst`, `%0:2`).
    pub fn defs_of(&self, op: OpId, results: &[ValueId]) -> String {
        match results {
            [single] => self.use_of(*single),
            _ => match self.groups.get(&op) {
                Some(g) => g.clone(),
                None => results
                    .iter()
                    .map(|&r| self.use_of(r))
                    .collect::<Vec<_>>()
                    .join(", "),
            },
        }
    }
}

#[derive(Clone, Copy, Default)]
struct Counters {
    value: u32,
    arg: u32,
    conflict: u32,
}

struct Namer<'a> {
    f: &'a Function,
    /// Names taken in the enclosing regions (innermost last).
    scopes: Vec<HashSet<String>>,
    names: Names,
    visited: HashSet<BlockId>,
}

impl Namer<'_> {
    fn region(&mut self, b: BlockId, owner: Option<&Op>, mut c: Counters) {
        let f = self.f;
        let Some(block) = f.blocks.get(b.index()) else {
            return;
        };
        // Deeper regions break the verifier's nesting rule; bounded so as not to recurse
        // without limit (their values print as `%<undef vN>`).
        if self.scopes.len() >= crate::verify::MAX_NESTING || !self.visited.insert(b) {
            return;
        }
        self.scopes.push(HashSet::new());
        for &arg in &block.args {
            let base = if matches!(owner, Some(Op::While)) {
                "iterArg".to_string()
            } else {
                c.arg += 1;
                format!("arg{}", c.arg - 1)
            };
            let name = self.unique(&base, &mut c);
            self.set(arg, format!("%{name}"));
        }
        for &id in &block.ops {
            let Some(od) = f.ops.get(id.index()) else {
                continue;
            };
            match (&od.op, od.results.as_slice()) {
                (_, []) => {}
                (Op::Constant(a), [r]) => {
                    let base = if a.dtype().is_inexact() { "cst" } else { "c" };
                    let name = self.unique(base, &mut c);
                    self.set(*r, format!("%{name}"));
                }
                (_, [r]) => {
                    self.set(*r, format!("%{}", c.value));
                    c.value += 1;
                }
                // chlo.top_k names its results (MLIR's `getAsmResultNames`).
                (Op::TopK { .. }, [values, indices]) => {
                    for (r, base) in [(values, "values"), (indices, "indices")] {
                        let name = self.unique(base, &mut c);
                        self.set(*r, format!("%{name}"));
                    }
                }
                (_, rs) => {
                    self.names
                        .groups
                        .insert(id, format!("%{}:{}", c.value, rs.len()));
                    for (i, &r) in rs.iter().enumerate() {
                        self.set(r, format!("%{}#{i}", c.value));
                    }
                    c.value += 1;
                }
            }
        }
        for &id in &block.ops {
            let Some(od) = f.ops.get(id.index()) else {
                continue;
            };
            for &r in &od.regions {
                self.region(r, Some(&od.op), c);
            }
        }
        self.scopes.pop();
    }

    fn set(&mut self, v: ValueId, name: String) {
        if let Some(slot @ None) = self.names.uses.get_mut(v.index()) {
            *slot = Some(name);
        }
    }

    /// `base`, or `base_N` with the next free N, reserved in the current region.
    fn unique(&mut self, base: &str, c: &mut Counters) -> String {
        let taken = |scopes: &[HashSet<String>], s: &str| scopes.iter().any(|sc| sc.contains(s));
        let mut name = base.to_string();
        while taken(&self.scopes, &name) {
            name = format!("{base}_{}", c.conflict);
            c.conflict += 1;
        }
        if let Some(top) = self.scopes.last_mut() {
            top.insert(name.clone());
        }
        name
    }
}
