//! Deciding the groups: a greedy walk from the last op to the first, so that every op is
//! placed after all of its users. An elementwise op joins the group of its users when they
//! all sit in one group; several loop groups wanting it are merged into one multi-output
//! group when that keeps the program acyclic; a cheap op wanted by several groups is
//! recomputed in each; otherwise it is exported by one group and read by the others. Reduces
//! and FFTs root groups of their own; an FFT whose result feeds only one loop group becomes
//! that group's root (the loop turning into its epilogue).
//!
//! Every tentative change is checked on the whole program graph (`graph::is_legal`) and
//! undone if it would make the fused program impossible to order.

use super::classify::{is_cheap, Class, Ctx, Use, MAX_DUPLICATES};
use super::graph::{is_legal, resolve, Operand};
use fresnel_ir::{FusionKind, OpId};
use std::collections::BTreeMap;

pub type GroupId = usize;

/// What a member does in its group.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// An elementwise op of a loop group.
    Body,
    /// An elementwise op computing the input of a reduce or FFT root.
    Prologue,
    /// The reduce or FFT of its group.
    Root,
    /// An elementwise op of an fft group on the FFT's output shape.
    Epilogue,
}

#[derive(Clone, Debug)]
pub struct Group {
    pub kind: FusionKind,
    pub members: BTreeMap<OpId, Role>,
    /// False once merged into another group or dissolved.
    pub live: bool,
}

#[derive(Clone, Debug)]
pub struct Plan {
    pub groups: Vec<Group>,
    /// The groups computing each op (several when it is recomputed).
    pub groups_of: Vec<Vec<GroupId>>,
    /// The group writing each op's result to memory, if anything reads it from memory.
    pub home: Vec<Option<GroupId>>,
}

impl Plan {
    fn new(num_ops: usize) -> Plan {
        Plan {
            groups: Vec::new(),
            groups_of: vec![Vec::new(); num_ops],
            home: vec![None; num_ops],
        }
    }

    pub fn role(&self, g: GroupId, op: OpId) -> Option<Role> {
        self.groups[g].members.get(&op).copied()
    }

    pub fn live_groups(&self) -> impl Iterator<Item = GroupId> + '_ {
        (0..self.groups.len()).filter(|&g| self.groups[g].live)
    }

    fn join(&mut self, op: OpId, g: GroupId, role: Role) {
        self.groups[g].members.insert(op, role);
        let of = &mut self.groups_of[op.index()];
        if !of.contains(&g) {
            of.push(g);
        }
    }

    /// A new group of `kind` computing and exporting `op`.
    fn new_group(&mut self, kind: FusionKind, op: OpId, role: Role) -> GroupId {
        let g = self.groups.len();
        self.groups.push(Group {
            kind,
            members: BTreeMap::new(),
            live: true,
        });
        self.join(op, g, role);
        self.home[op.index()] = Some(g);
        g
    }

    /// Moves every member of `from` into `into` (both loop groups).
    fn merge(&mut self, into: GroupId, from: GroupId) {
        let members = std::mem::take(&mut self.groups[from].members);
        self.groups[from].live = false;
        for (op, role) in members {
            self.groups[into].members.insert(op, role);
            let of = &mut self.groups_of[op.index()];
            of.retain(|&g| g != from);
            if !of.contains(&into) {
                of.push(into);
            }
            if self.home[op.index()] == Some(from) {
                self.home[op.index()] = Some(into);
            }
        }
    }

    /// Makes the FFT `fft` the root of loop group `g`, whose members become its epilogue.
    fn absorb_fft(&mut self, g: GroupId, fft: OpId) {
        let group = &mut self.groups[g];
        group.kind = FusionKind::Fft;
        for role in group.members.values_mut() {
            *role = Role::Epilogue;
        }
        self.join(fft, g, Role::Root);
    }

    /// Dissolves a group that would gain nothing: its only member runs on its own.
    fn dissolve(&mut self, g: GroupId) {
        let members = std::mem::take(&mut self.groups[g].members);
        self.groups[g].live = false;
        for op in members.into_keys() {
            self.groups_of[op.index()].retain(|&h| h != g);
            if self.home[op.index()] == Some(g) {
                self.home[op.index()] = None;
            }
        }
    }

    fn exportable(&self, g: GroupId, role: Role) -> bool {
        match self.groups[g].kind {
            FusionKind::Loop => role == Role::Body,
            FusionKind::Fft => role == Role::Epilogue,
            FusionKind::Reduce => false,
        }
    }
}

/// Decides the groups of the top-level block described by `ctx`.
pub fn plan(ctx: &Ctx) -> Plan {
    let mut plan = Plan::new(ctx.f.num_ops());
    for &op in ctx.body_ops.iter().rev() {
        match ctx.class_of(op) {
            Class::Elem => place_elem(ctx, &mut plan, op),
            Class::Reduce => place_reduce(ctx, &mut plan, op),
            Class::Fft => place_fft(ctx, &mut plan, op),
            Class::Map | Class::Source | Class::Other => {}
        }
    }
    dissolve_trivial_groups(ctx, &mut plan);
    plan
}

/// Where the result of an op is wanted: in registers by these group slots, and/or in memory.
struct Demand {
    slots: Vec<(GroupId, Role)>,
    in_memory: bool,
}

impl Demand {
    fn is_dead(&self) -> bool {
        self.slots.is_empty() && !self.in_memory
    }

    fn groups(&self) -> Vec<GroupId> {
        let mut gs: Vec<GroupId> = self.slots.iter().map(|&(g, _)| g).collect();
        gs.sort_unstable();
        gs.dedup();
        gs
    }
}

/// The demand for the result of `op`, whose users have all been placed. A user in a group
/// wants it in registers when it reads it elementwise at its own shape (or as a root's data
/// operand); any other use needs it in memory.
fn demand(ctx: &Ctx, plan: &Plan, op: OpId) -> Demand {
    let v = ctx.result(op);
    let shape = &ctx.f.ty(v).shape;
    let mut slots = Vec::new();
    let mut in_memory = false;
    for u in &ctx.uses[v.index()] {
        let Use::Operand { op: user, index } = *u else {
            in_memory = true;
            continue;
        };
        let groups = &plan.groups_of[user.index()];
        let fusible = match ctx.class_of(user) {
            Class::Elem => &ctx.f.ty(ctx.result(user)).shape == shape,
            Class::Reduce | Class::Fft => index == 0,
            _ => false,
        };
        if !fusible || groups.is_empty() {
            in_memory = true;
            continue;
        }
        for &g in groups {
            let role = match plan.role(g, user) {
                Some(Role::Root) => Role::Prologue,
                Some(role) => role,
                None => continue,
            };
            if !slots.contains(&(g, role)) {
                slots.push((g, role));
            }
        }
    }
    Demand { slots, in_memory }
}

/// Applies a change that adds no export and merges no groups: always legal. Ops are placed
/// last to first, so every group member comes after the op being placed, whose operands come
/// before it. Nothing reaches an op standing before the placed one except from ops standing
/// before it in turn (groups only hold later ops), so the edges such a change adds, from the
/// operands into a group, close no cycle. The same holds for a new group of the op alone.
fn apply(plan: &mut Plan, change: impl FnOnce(&mut Plan)) -> bool {
    change(plan);
    true
}

/// Applies `change` to a copy of the plan and keeps it if the result is legal.
fn attempt(ctx: &Ctx, plan: &mut Plan, change: impl FnOnce(&mut Plan)) -> bool {
    let mut trial = plan.clone();
    change(&mut trial);
    let ok = is_legal(ctx, &trial);
    if ok {
        *plan = trial;
    }
    ok
}

fn place_elem(ctx: &Ctx, plan: &mut Plan, op: OpId) {
    let mut d = demand(ctx, plan, op);
    if d.is_dead() {
        return;
    }
    if d.slots.is_empty() {
        plan.new_group(FusionKind::Loop, op, Role::Body);
        return;
    }
    // Several loop groups want it: one multi-output loop computes all of them.
    let loops: Vec<GroupId> = d
        .groups()
        .into_iter()
        .filter(|&g| plan.groups[g].kind == FusionKind::Loop)
        .collect();
    if let [first, rest @ ..] = loops.as_slice() {
        if !rest.is_empty()
            && attempt(ctx, plan, |p| {
                for &g in rest {
                    p.merge(*first, g);
                }
            })
        {
            d = demand(ctx, plan, op);
        }
    }
    if d.groups().len() < d.slots.len() {
        // Wanted by one fft group both before and after its FFT: compute it once, outside.
        plan.new_group(FusionKind::Loop, op, Role::Body);
        return;
    }
    if let [(g, role)] = d.slots[..] {
        if !d.in_memory && apply(plan, |p| p.join(op, g, role)) {
            return;
        }
        if plan.exportable(g, role) && attempt(ctx, plan, |p| export_from(p, op, g, role)) {
            return;
        }
        plan.new_group(FusionKind::Loop, op, Role::Body);
        return;
    }
    if is_cheap(&ctx.f.op(op).op)
        && d.slots.len() <= MAX_DUPLICATES
        && recompute_in_each(ctx, plan, op, &d)
    {
        return;
    }
    for &(g, role) in &d.slots {
        if plan.exportable(g, role) && attempt(ctx, plan, |p| export_from(p, op, g, role)) {
            return;
        }
    }
    plan.new_group(FusionKind::Loop, op, Role::Body);
}

fn export_from(plan: &mut Plan, op: OpId, g: GroupId, role: Role) {
    plan.join(op, g, role);
    plan.home[op.index()] = Some(g);
}

/// Puts a copy of `op` in every group that wants it; when it is also needed in memory, one
/// of those groups (or, failing that, a group of its own) writes it out.
fn recompute_in_each(ctx: &Ctx, plan: &mut Plan, op: OpId, d: &Demand) -> bool {
    let join_all = |p: &mut Plan| {
        for &(g, role) in &d.slots {
            p.join(op, g, role);
        }
    };
    if !d.in_memory {
        return apply(plan, join_all);
    }
    for &(g, role) in &d.slots {
        if plan.exportable(g, role)
            && attempt(ctx, plan, |p| {
                join_all(p);
                p.home[op.index()] = Some(g);
            })
        {
            return true;
        }
    }
    attempt(ctx, plan, |p| {
        join_all(p);
        p.new_group(FusionKind::Loop, op, Role::Body);
    })
}

fn place_reduce(ctx: &Ctx, plan: &mut Plan, op: OpId) {
    if !demand(ctx, plan, op).is_dead() {
        plan.new_group(FusionKind::Reduce, op, Role::Root);
    }
}

fn place_fft(ctx: &Ctx, plan: &mut Plan, op: OpId) {
    let d = demand(ctx, plan, op);
    if d.is_dead() {
        return;
    }
    if let ([(g, Role::Body)], false) = (&d.slots[..], d.in_memory) {
        let g = *g;
        if plan.groups[g].kind == FusionKind::Loop && apply(plan, |p| p.absorb_fft(g, op)) {
            return;
        }
    }
    plan.new_group(FusionKind::Fft, op, Role::Root);
}

/// A reduce or FFT group with nothing but its root gains nothing from being a fusion, unless
/// the root reads its input through index maps (an FFT: through a pad).
fn dissolve_trivial_groups(ctx: &Ctx, plan: &mut Plan) {
    let trivial: Vec<GroupId> = plan
        .live_groups()
        .filter(|&g| {
            let group = &plan.groups[g];
            let Some((&root, Role::Root)) = group.members.iter().next() else {
                return false;
            };
            group.members.len() == 1
                && group.kind != FusionKind::Loop
                && matches!(resolve(ctx, plan, g, root, 0), Operand::Input(_))
        })
        .collect();
    for g in trivial {
        plan.dissolve(g);
    }
}
