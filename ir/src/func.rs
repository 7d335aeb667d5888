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
#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    pub name: String,
    pub public: bool,
    pub values: Vec<ValueData>,
    pub ops: Vec<OpData>,
    pub blocks: Vec<BlockData>,
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
    pub fn op_mut(&mut self, id: OpId) -> &mut OpData {
        &mut self.ops[id.index()]
    }
    pub fn block(&self, id: BlockId) -> &BlockData {
        &self.blocks[id.index()]
    }
    pub fn block_mut(&mut self, id: BlockId) -> &mut BlockData {
        &mut self.blocks[id.index()]
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

    pub fn set_return(&mut self, block: BlockId, values: Vec<ValueId>) {
        self.blocks[block.index()].ret = values;
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

    /// Replaces every use of `from` by `to` in ops and terminators (values are not removed).
    /// Replaces every use of each key of `map` by its value in one sweep (chains are not
    /// followed). Passes that replace many values use this, not one sweep per value.
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

/// A module: functions, `@main` being the entry.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Module {
    pub name: Option<String>,
    pub funcs: Vec<Function>,
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
