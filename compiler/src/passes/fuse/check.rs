//! Test support: fuse a module and check everything a fused module promises — it verifies,
//! prints and parses back identically, fusion bodies are isolated and follow the kernel
//! contract, a second run changes nothing, and the interpreter computes the same outputs.

use super::fuse;
use crate::passes::testing::{assert_close, eval};
use fresnel_ir::parse::parse_module;
use fresnel_ir::print::{print_module, reduce_kind};
use fresnel_ir::verify::verify_module;
use fresnel_ir::{Array, BlockId, Function, FusionKind, Module, Op, OpId, ValueDef, ValueId};
use std::collections::HashSet;

/// `m` fused, after all the checks of this module except the numerical one.
pub fn fused(m: &Module) -> Module {
    let mut out = m.clone();
    fuse(&mut out).unwrap_or_else(|e| panic!("fusion failed: {e}\n{m}"));
    if let Err(errors) = verify_module(&out) {
        let list: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
        panic!("fused module does not verify:\n{}\n{out}", list.join("\n"));
    }
    for f in &out.funcs {
        for op in f.walk() {
            if let Op::Fusion { kind } = f.op(op).op {
                check_isolated(f, op);
                check_contract(f, op, kind);
            }
        }
    }
    let printed = print_module(&out);
    let parsed = parse_module(&printed).unwrap_or_else(|e| panic!("{e}\n{printed}"));
    assert_eq!(print_module(&parsed), printed, "print → parse → print");
    let mut again = out.clone();
    let changed = fuse(&mut again).unwrap_or_else(|e| panic!("second fusion failed: {e}"));
    assert!(!changed, "a second run changed the module:\n{out}\n{again}");
    out
}

/// `m` fused, checked, and run on `inputs` next to the original within `tol`.
pub fn fused_same_results(m: &Module, inputs: &[Array], tol: f64) -> Module {
    let out = fused(m);
    assert_close(&eval(&out, inputs), &eval(m, inputs), tol);
    out
}

/// Kernels a fused program launches: fusions by kind, then lone FFTs and other compute ops
/// (reshapes and constants are not counted: they move no data or are set up once).
#[derive(Debug, Default, PartialEq, Eq, Clone, Copy)]
pub struct Kernels {
    pub loop_: usize,
    pub reduce: usize,
    pub fft_fusion: usize,
    pub fft: usize,
    pub other: usize,
}

impl Kernels {
    pub fn total(&self) -> usize {
        self.loop_ + self.reduce + self.fft_fusion + self.fft + self.other
    }
}

impl std::fmt::Display for Kernels {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} kernels: {} loop, {} reduce, {} fft fusions, {} ffts, {} other",
            self.total(),
            self.loop_,
            self.reduce,
            self.fft_fusion,
            self.fft,
            self.other
        )
    }
}

pub fn kernels(m: &Module) -> Kernels {
    let f = m.entry().expect("an entry function");
    let mut k = Kernels::default();
    for &op in &f.block(f.body).ops {
        match &f.op(op).op {
            Op::Fusion { kind } => match kind {
                FusionKind::Loop => k.loop_ += 1,
                FusionKind::Reduce => k.reduce += 1,
                FusionKind::Fft => k.fft_fusion += 1,
            },
            Op::Fft { .. } => k.fft += 1,
            Op::Constant(_) | Op::Reshape => {}
            _ => k.other += 1,
        }
    }
    k
}

/// Number of top-level kernels (fusions included) producing a value with `n` elements or
/// more, and the number of such values they write: the passes over the big arrays.
pub fn big_writes(m: &Module, n: usize) -> (usize, usize) {
    let f = m.entry().expect("an entry function");
    let mut kernels = 0;
    let mut writes = 0;
    for &op in &f.block(f.body).ops {
        let data = f.op(op);
        if matches!(data.op, Op::Constant(_) | Op::Reshape) {
            continue;
        }
        let big = data
            .results
            .iter()
            .filter(|&&r| f.ty(r).num_elements() >= n)
            .count();
        kernels += usize::from(big > 0 || reads_big(f, op, n));
        writes += big;
    }
    (kernels, writes)
}

fn reads_big(f: &Function, op: OpId, n: usize) -> bool {
    f.op(op)
        .operands
        .iter()
        .any(|&v| f.ty(v).num_elements() >= n)
}

/// Every value used in the body of fusion `op` is defined inside it.
fn check_isolated(f: &Function, op: OpId) {
    let body = f.op(op).regions[0];
    let mut defined = HashSet::new();
    collect_defined(f, body, &mut defined);
    let mut used = Vec::new();
    collect_used(f, body, &mut used);
    for v in used {
        assert!(
            defined.contains(&v),
            "fusion body uses outer value {v}:\n{f}"
        );
    }
}

fn collect_defined(f: &Function, b: BlockId, out: &mut HashSet<ValueId>) {
    out.extend(f.block(b).args.iter().copied());
    for &op in &f.block(b).ops {
        out.extend(f.op(op).results.iter().copied());
        for &r in &f.op(op).regions {
            collect_defined(f, r, out);
        }
    }
}

fn collect_used(f: &Function, b: BlockId, out: &mut Vec<ValueId>) {
    out.extend(f.block(b).ret.iter().copied());
    for &op in &f.block(b).ops {
        out.extend(f.op(op).operands.iter().copied());
        for &r in &f.op(op).regions {
            collect_used(f, r, out);
        }
    }
}

fn is_elementwise(op: &Op) -> bool {
    matches!(
        op,
        Op::Unary(_) | Op::Binary(_) | Op::Compare { .. } | Op::Select | Op::Clamp | Op::Convert
    )
}

fn is_map(op: &Op) -> bool {
    matches!(
        op,
        Op::BroadcastInDim { .. } | Op::Reshape | Op::Transpose { .. }
    )
}

/// The body of fusion `op` has the shape the kernels expect for `kind`.
fn check_contract(f: &Function, op: OpId, kind: FusionKind) {
    let body = f.op(op).regions[0];
    let block = f.block(body);
    let args: HashSet<ValueId> = block.args.iter().copied().collect();
    let roots: Vec<OpId> = block
        .ops
        .iter()
        .copied()
        .filter(|&o| matches!(f.op(o).op, Op::Reduce { .. } | Op::Fft { .. }))
        .collect();
    // Index maps read block arguments, constants or other index maps of those.
    let mut remappable: HashSet<ValueId> = args.clone();
    for &o in &block.ops {
        let data = f.op(o);
        match &data.op {
            Op::Constant(_) => remappable.extend(data.results.iter().copied()),
            m if is_map(m) => {
                assert!(
                    remappable.contains(&data.operands[0]),
                    "{kind:?} fusion remaps a computed value with {}:\n{f}",
                    m.name()
                );
                remappable.extend(data.results.iter().copied());
            }
            // A pad is read in place: the last map of a chain, its padding value a constant.
            Op::Pad { interior, .. } => {
                let fill_is_constant = f
                    .producer(data.operands[1])
                    .is_some_and(|(p, _)| matches!(f.op(p).op, Op::Constant(_)));
                assert!(
                    remappable.contains(&data.operands[0])
                        && fill_is_constant
                        && interior.iter().all(|&i| i == 0),
                    "{kind:?} fusion with a pad it cannot read in place:\n{f}"
                );
            }
            e if is_elementwise(e) || matches!(e, Op::Iota { .. }) => {}
            Op::Reduce { .. } | Op::Fft { .. } => {}
            other => panic!("{kind:?} fusion contains {}:\n{f}", other.name()),
        }
    }
    let result_shapes: HashSet<Vec<usize>> =
        block.ret.iter().map(|&v| f.ty(v).shape.clone()).collect();
    assert_eq!(result_shapes.len(), 1, "results of one shape:\n{f}");
    match kind {
        FusionKind::Loop => assert!(roots.is_empty(), "loop fusion with a root:\n{f}"),
        FusionKind::Reduce => {
            let [root] = roots[..] else {
                panic!("reduce fusion needs one reduce:\n{f}")
            };
            assert!(reduce_kind(f, root).is_some(), "unrecognised reduce:\n{f}");
            assert_eq!(block.ops.last(), Some(&root), "the reduce comes last:\n{f}");
            assert_eq!(block.ret, f.op(root).results, "returns the reduce:\n{f}");
        }
        FusionKind::Fft => {
            let [root] = roots[..] else {
                panic!("fft fusion needs one fft:\n{f}")
            };
            assert!(matches!(f.op(root).op, Op::Fft { .. }), "{f}");
            let out_shape = &f.ty(f.op(root).results[0]).shape;
            assert!(result_shapes.contains(out_shape), "epilogue shape:\n{f}");
            check_fft_phases(f, body, root);
        }
    }
}

/// The prologue (elementwise ops before the FFT) is neither exported nor read by the
/// epilogue (ops after it).
fn check_fft_phases(f: &Function, body: BlockId, root: OpId) {
    let block = f.block(body);
    let at = block
        .ops
        .iter()
        .position(|&o| o == root)
        .expect("root in body");
    let prologue: HashSet<ValueId> = block.ops[..at]
        .iter()
        .filter(|&&o| is_elementwise(&f.op(o).op))
        .flat_map(|&o| f.op(o).results.iter().copied())
        .collect();
    for &o in &block.ops[at + 1..] {
        assert!(
            f.op(o).operands.iter().all(|v| !prologue.contains(v)),
            "fft epilogue reads the prologue:\n{f}"
        );
    }
    let after: HashSet<ValueId> = block.ops[at..]
        .iter()
        .flat_map(|&o| f.op(o).results.iter().copied())
        .collect();
    for &v in &block.ret {
        let before_root = match f.value(v).def {
            ValueDef::OpResult { op, .. } => !after.contains(&f.op(op).results[0]),
            ValueDef::BlockArg { .. } => true,
        };
        assert!(!before_root, "fft fusion exports a prologue value:\n{f}");
    }
}
