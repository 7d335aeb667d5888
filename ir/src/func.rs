//! Modules, functions, blocks and SSA values, stored in per-function arenas addressed by
//! typed ids (the cranelift layout): ops and values never move, passes rewrite the block
//! op lists.

use crate::op::Op;
use crate::types::TensorType;
use std::fmt;

macro_rules! entity_id {
    ($name:ident, $prefix:literal) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u32);
        impl $name {
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, concat!($prefix, "{}"), self.0)
            }
        }
    };
}
entity_id!(ValueId, "v");
entity_id!(OpId, "op");
entity_id!(BlockId, "block");

/// A position in IR text (1-based), kept on parsed ops for error messages.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub struct Loc {
    pub line: u32,
    pub col: u32,
}

impl fmt::Display for Loc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.col)
    }
}

/// Where a value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueDef {
    BlockArg { block: BlockId, index: usize },
    OpResult { op: OpId, index: usize },
}

#[derive(Clone, Debug, PartialEq)]
pub struct ValueData {
    pub ty: TensorType,
    pub def: ValueDef,
}

#[derive(Clone, Debug, PartialEq)]
pub struct OpData {
    pub op: Op,
    pub operands: Vec<ValueId>,
    pub results: Vec<ValueId>,
    pub regions: Vec<BlockId>,
    pub loc: Option<Loc>,
}

/// A block: arguments, ops in order, and the values its terminator (`func.return` or
/// `stablehlo.return`) yields.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct BlockData {
    pub args: Vec<ValueId>,
    pub ops: Vec<OpId>,
    pub ret: Vec<ValueId>,
    /// Location of the terminator, for error messages.
    pub ret_loc: Option<Loc>,
    /// The op owning this block as a region; `None` for a function's body.
    pub parent: Option<OpId>,
}

/// A function: SSA values, ops and blocks in arenas; `body` is the entry block whose
/// arguments are the function's parameters.
///
/// The arenas are private to this crate: other crates read them through [`Function::value`],
/// [`Function::op`], [`Function::block`] and the iterators, and change them only through the
/// methods below, which keep each value's [`ValueDef`] pointing at where it is listed (an
/// op's results, a block's arguments, by position). Ids are dense (`0..num_values()`, …)
/// and never reused, so passes keep side tables indexed by `id.index()`.
#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    pub name: String,
    pub public: bool,
    pub(crate) values: Vec<ValueData>,
    pub(crate) ops: Vec<OpData>,
    pub(crate) blocks: Vec<BlockData>,
    pub body: BlockId,
    pub result_types: Vec<TensorType>,
    pub loc: Option<Loc>,
    /// `mhlo.sharding` of parameters and results, as the parser read them or the PJRT backend
    /// set them; only XLA reads them.
    pub shardings: Shardings,
}

/// XLA sharding strings (`"{devices=[4,1]0,1,2,3}"`, `"{replicated}"`) kept verbatim, by
/// parameter and by result index; empty lists when nothing is sharded. Passes that rebuild a
/// function (AD) drop them: a backend that partitions sets them on the program it compiles.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Shardings {
    pub args: Vec<Option<String>>,
    pub results: Vec<Option<String>>,
}

impl Shardings {
    pub fn arg(&self, i: usize) -> Option<&str> {
        self.args.get(i).and_then(|s| s.as_deref())
    }
    pub fn result(&self, i: usize) -> Option<&str> {
        self.results.get(i).and_then(|s| s.as_deref())
    }
}

impl Function {
    /// A function with parameters of the given types and an empty body.
    pub fn new(
        name: impl Into<String>,
        params: &[TensorType],
        result_types: Vec<TensorType>,
    ) -> Self {
        let mut f = Function {
            name: name.into(),
            public: false,
            values: Vec::new(),
            ops: Vec::new(),
            blocks: Vec::new(),
            body: BlockId(0),
            result_types,
            loc: None,
            shardings: Shardings::default(),
        };
        let body = f.new_block(params, None);
        f.body = body;
        f
    }

    pub fn params(&self) -> &[ValueId] {
        &self.blocks[self.body.index()].args
    }
    pub fn param_types(&self) -> Vec<TensorType> {
        self.params().iter().map(|&v| self.ty(v).clone()).collect()
    }
    pub fn ty(&self, v: ValueId) -> &TensorType {
        &self.values[v.index()].ty
    }
    pub fn value(&self, v: ValueId) -> &ValueData {
        &self.values[v.index()]
    }
    pub fn op(&self, id: OpId) -> &OpData {
        &self.ops[id.index()]
    }
    pub fn block(&self, id: BlockId) -> &BlockData {
        &self.blocks[id.index()]
    }

    /// Like [`Function::value`], but `None` for an id outside the arena: for code that runs
    /// on IR the verifier has not seen (the interpreter, backend pattern matchers).
    pub fn get_value(&self, v: ValueId) -> Option<&ValueData> {
        self.values.get(v.index())
    }
    /// Like [`Function::op`], but `None` for an id outside the arena.
    pub fn get_op(&self, id: OpId) -> Option<&OpData> {
        self.ops.get(id.index())
    }
    /// Like [`Function::block`], but `None` for an id outside the arena.
    pub fn get_block(&self, id: BlockId) -> Option<&BlockData> {
        self.blocks.get(id.index())
    }

    /// Mutable access for this crate's passes and tests; other crates use the methods
    /// below, which keep the value definitions consistent.
    pub(crate) fn op_mut(&mut self, id: OpId) -> &mut OpData {
        &mut self.ops[id.index()]
    }
    pub(crate) fn block_mut(&mut self, id: BlockId) -> &mut BlockData {
        &mut self.blocks[id.index()]
    }

    /// How many values the arena holds; also the id the next value gets.
    pub fn num_values(&self) -> usize {
        self.values.len()
    }
    /// How many ops the arena holds, including those no block lists any more.
    pub fn num_ops(&self) -> usize {
        self.ops.len()
    }
    /// How many blocks the arena holds, including those no op owns any more.
    pub fn num_blocks(&self) -> usize {
        self.blocks.len()
    }

    /// Every value id, in creation order. The iterator does not borrow the function, so
    /// a loop over it may change the values.
    pub fn value_ids(&self) -> impl ExactSizeIterator<Item = ValueId> + use<> {
        (0..self.values.len() as u32).map(ValueId)
    }
    /// Every op id in the arena, in creation order, listed in a block or not (use
    /// [`Function::walk`] for the ops the program runs). Does not borrow the function.
    pub fn op_ids(&self) -> impl ExactSizeIterator<Item = OpId> + use<> {
        (0..self.ops.len() as u32).map(OpId)
    }
    /// Every block id in the arena, in creation order. Does not borrow the function.
    pub fn block_ids(&self) -> impl ExactSizeIterator<Item = BlockId> + use<> {
        (0..self.blocks.len() as u32).map(BlockId)
    }
    /// Every value's data, in id order.
    pub fn values(&self) -> impl ExactSizeIterator<Item = &ValueData> {
        self.values.iter()
    }
    /// Every op's data, in id order, including ops no block lists any more.
    pub fn ops(&self) -> impl ExactSizeIterator<Item = &OpData> {
        self.ops.iter()
    }

    /// The values the function returns.
    pub fn returns(&self) -> &[ValueId] {
        &self.blocks[self.body.index()].ret
    }
    /// The op defining `v`, if it is an op result.
    pub fn producer(&self, v: ValueId) -> Option<(OpId, usize)> {
        match self.values[v.index()].def {
            ValueDef::OpResult { op, index } => Some((op, index)),
            ValueDef::BlockArg { .. } => None,
        }
    }

    /// Creates a block with arguments of the given types (not yet attached to any op unless
    /// `parent` is given).
    pub fn new_block(&mut self, arg_types: &[TensorType], parent: Option<OpId>) -> BlockId {
        let id = BlockId(self.blocks.len() as u32);
        let args = arg_types
            .iter()
            .enumerate()
            .map(|(index, ty)| self.new_value(ty.clone(), ValueDef::BlockArg { block: id, index }))
            .collect();
        self.blocks.push(BlockData {
            args,
            parent,
            ..BlockData::default()
        });
        id
    }

    fn new_value(&mut self, ty: TensorType, def: ValueDef) -> ValueId {
        let id = ValueId(self.values.len() as u32);
        self.values.push(ValueData { ty, def });
        id
    }

    /// Appends an op to `block`, creating result values of the given types. Types are not
    /// checked here: the verifier and `infer` do that.
    pub fn push_op(
        &mut self,
        block: BlockId,
        op: Op,
        operands: Vec<ValueId>,
        result_types: Vec<TensorType>,
        regions: Vec<BlockId>,
        loc: Option<Loc>,
    ) -> OpId {
        let id = OpId(self.ops.len() as u32);
        let results = result_types
            .into_iter()
            .enumerate()
            .map(|(index, ty)| self.new_value(ty, ValueDef::OpResult { op: id, index }))
            .collect();
        for &r in &regions {
            self.blocks[r.index()].parent = Some(id);
        }
        self.ops.push(OpData {
            op,
            operands,
            results,
            regions,
            loc,
        });
        self.blocks[block.index()].ops.push(id);
        id
    }

    /// Like `push_op` for ops with no regions; returns the result values.
    pub fn append(
        &mut self,
        block: BlockId,
        op: Op,
        operands: Vec<ValueId>,
        result_types: Vec<TensorType>,
    ) -> Vec<ValueId> {
        let id = self.push_op(block, op, operands, result_types, Vec::new(), None);
        self.ops[id.index()].results.clone()
    }

    /// Sets the values `block`'s terminator yields.
    pub fn set_return(&mut self, block: BlockId, values: Vec<ValueId>) {
        self.blocks[block.index()].ret = values;
    }

    /// Sets the location of `block`'s terminator (for error messages), as when a pass
    /// copies a block.
    pub fn set_return_loc(&mut self, block: BlockId, loc: Option<Loc>) {
        self.blocks[block.index()].ret_loc = loc;
    }

    /// All ops reachable from the body, in program order, nested regions after their op's
    /// predecessors and before its successors (pre-order).
    pub fn walk(&self) -> Vec<OpId> {
        let mut out = Vec::new();
        self.walk_block(self.body, &mut out);
        out
    }

    fn walk_block(&self, b: BlockId, out: &mut Vec<OpId>) {
        for &op in &self.blocks[b.index()].ops {
            out.push(op);
            for &r in &self.ops[op.index()].regions {
                self.walk_block(r, out);
            }
        }
    }

    // ---- values: parameters, block arguments, results, types --------------------------

    /// Appends a parameter (an argument of the body) of type `ty`; existing parameters
    /// keep their positions. `result_types` and callers are the caller's to update.
    pub fn add_param(&mut self, ty: TensorType) -> ValueId {
        self.add_block_arg(self.body, ty)
    }

    /// Appends an argument of type `ty` to `block`, defined as its last argument; existing
    /// arguments keep their positions.
    pub fn add_block_arg(&mut self, block: BlockId, ty: TensorType) -> ValueId {
        let index = self.blocks[block.index()].args.len();
        let id = self.new_value(ty, ValueDef::BlockArg { block, index });
        self.blocks[block.index()].args.push(id);
        id
    }

    /// Appends a result of type `ty` to `op`, defined as its last result; existing results
    /// keep their positions.
    pub fn add_result(&mut self, op: OpId, ty: TensorType) -> ValueId {
        let index = self.ops[op.index()].results.len();
        let id = self.new_value(ty, ValueDef::OpResult { op, index });
        self.ops[op.index()].results.push(id);
        id
    }

    /// Keeps the arguments `i` of `block` with `keep[i]`, in order, and renumbers their
    /// definitions to their new positions. The dropped values stay in the arena, defined
    /// nowhere: the caller must have replaced their uses.
    pub fn retain_block_args(&mut self, block: BlockId, keep: &[bool]) {
        let args = retain_by_mask(&self.blocks[block.index()].args, keep);
        for (index, &a) in args.iter().enumerate() {
            self.values[a.index()].def = ValueDef::BlockArg { block, index };
        }
        self.blocks[block.index()].args = args;
    }

    /// Keeps the results `i` of `op` with `keep[i]`, in order, and renumbers their
    /// definitions to their new positions. The dropped values stay in the arena, defined
    /// nowhere: the caller must have replaced their uses.
    pub fn retain_results(&mut self, op: OpId, keep: &[bool]) {
        let results = retain_by_mask(&self.ops[op.index()].results, keep);
        for (index, &r) in results.iter().enumerate() {
            self.values[r.index()].def = ValueDef::OpResult { op, index };
        }
        self.ops[op.index()].results = results;
    }

    /// Changes the declared type of `v`. Nothing is re-inferred: the producer's shape rule
    /// and the users may now disagree, which the verifier reports.
    pub fn set_type(&mut self, v: ValueId, ty: TensorType) {
        self.values[v.index()].ty = ty;
    }

    // ---- ops: what they compute and what they read -------------------------------------

    /// Replaces what `op` computes (its [`Op`] and attributes), keeping its operands,
    /// results and regions; the result types are not re-inferred.
    pub fn set_operation(&mut self, op: OpId, operation: Op) {
        self.ops[op.index()].op = operation;
    }

    /// Appends `v` to `op`'s operands.
    pub fn add_operand(&mut self, op: OpId, v: ValueId) {
        self.ops[op.index()].operands.push(v);
    }

    /// Makes operand `i` of `op` read `v` instead.
    pub fn set_operand(&mut self, op: OpId, i: usize, v: ValueId) {
        self.ops[op.index()].operands[i] = v;
    }

    /// Keeps the operands `i` of `op` with `keep[i]`, in order.
    pub fn retain_operands(&mut self, op: OpId, keep: &[bool]) {
        let operands = retain_by_mask(&self.ops[op.index()].operands, keep);
        self.ops[op.index()].operands = operands;
    }

    /// Passes each operand of `op` through `rename`, in place (one op's share of a
    /// replacement that a pass applies as it walks).
    pub fn rename_operands(&mut self, op: OpId, mut rename: impl FnMut(ValueId) -> ValueId) {
        for v in &mut self.ops[op.index()].operands {
            *v = rename(*v);
        }
    }

    // ---- block layout: which ops a block runs, in which order --------------------------

    /// Empties `block`'s op list and returns it, for a pass that rebuilds the block: the
    /// ops stay in the arena and run again once listed ([`Function::attach_op`],
    /// [`Function::set_block_ops`]); ops built into the block meanwhile are appended.
    pub fn take_block_ops(&mut self, block: BlockId) -> Vec<OpId> {
        std::mem::take(&mut self.blocks[block.index()].ops)
    }

    /// Makes `ops` the op list of `block`, replacing the old one: how passes drop or
    /// reorder ops. Each op must be listed once, after the ops defining its operands (the
    /// verifier checks both).
    pub fn set_block_ops(&mut self, block: BlockId, ops: Vec<OpId>) {
        self.blocks[block.index()].ops = ops;
    }

    /// Appends `op`, already in the arena, to the end of `block`'s op list (after
    /// [`Function::take_block_ops`]; [`Function::push_op`] creates and appends a new op).
    pub fn attach_op(&mut self, block: BlockId, op: OpId) {
        self.blocks[block.index()].ops.push(op);
    }

    /// Moves the last op of `block` to position `pos` of its op list, shifting the ops
    /// from `pos` on by one: how an op just built at the end is inserted before another.
    /// Costs O(len − pos), so inserting near the end (a rebuilt block's cursor) is cheap.
    pub fn move_last_op_to(&mut self, block: BlockId, pos: usize) {
        let ops = &mut self.blocks[block.index()].ops;
        let last = ops.pop().expect("move_last_op_to: the block has no op");
        ops.insert(pos, last);
    }

    // ---- uses ----------------------------------------------------------------------------

    /// Replaces every use of each key of `map` by its value in one sweep (chains are not
    /// followed), in ops and terminators; values are not removed. Passes that replace many
    /// values use this, not one sweep per value.
    pub fn replace_uses_by(&mut self, map: &std::collections::HashMap<ValueId, ValueId>) {
        if map.is_empty() {
            return;
        }
        let rename = |v: &mut ValueId| {
            if let Some(&to) = map.get(v) {
                *v = to;
            }
        };
        for op in &mut self.ops {
            op.operands.iter_mut().for_each(rename);
        }
        for b in &mut self.blocks {
            b.ret.iter_mut().for_each(rename);
        }
    }

    /// Replaces every use of `from` by `to` in ops and terminators (values are not
    /// removed). One sweep of the whole function: replacing many values, use
    /// [`Function::replace_uses_by`].
    pub fn replace_uses(&mut self, from: ValueId, to: ValueId) {
        for op in &mut self.ops {
            for v in &mut op.operands {
                if *v == from {
                    *v = to;
                }
            }
        }
        for b in &mut self.blocks {
            for v in &mut b.ret {
                if *v == from {
                    *v = to;
                }
            }
        }
    }
}

/// The items `i` of `items` with `keep[i]`, in order.
fn retain_by_mask<T: Copy>(items: &[T], keep: &[bool]) -> Vec<T> {
    debug_assert_eq!(items.len(), keep.len(), "one keep flag per item");
    items
        .iter()
        .zip(keep)
        .filter(|(_, &k)| k)
        .map(|(&item, _)| item)
        .collect()
}

/// A module: functions, `@main` being the entry.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Module {
    pub name: Option<String>,
    pub funcs: Vec<Function>,
    /// Warnings recorded when the program was made (e.g. a propagator sampled past its
    /// validity, with the caller's `file:line:col`); printed as the module attribute
    /// `fresnel.warnings` so that they travel with the text. They never change what runs.
    pub warnings: Vec<String>,
}

impl Module {
    pub fn func(&self, name: &str) -> Option<&Function> {
        self.funcs.iter().find(|f| f.name == name)
    }
    pub fn func_mut(&mut self, name: &str) -> Option<&mut Function> {
        self.funcs.iter_mut().find(|f| f.name == name)
    }
    /// The entry: `@main`, or the only function when there is just one.
    pub fn entry(&self) -> Option<&Function> {
        self.func("main").or(match self.funcs.as_slice() {
            [only] => Some(only),
            _ => None,
        })
    }
}
