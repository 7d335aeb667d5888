//! The recording state of one trace, the `Ctx` handle that owns it, and the `Tensor` handle.
//!
//! Errors are values, not panics: the first user error is stored (with the caller's
//! `file:line:col`, captured through `#[track_caller]` chains) and every later op that touches a
//! poisoned tensor is skipped, so `trace` can return it as an `Err`.

use fresnel_ir::infer::infer;
use fresnel_ir::{BinaryOp, DType, Function, Op, TensorType, ValueId};
use std::cell::RefCell;
use std::fmt;
use std::panic::Location;
use std::rc::Rc;

/// The first user error of a trace: where in the user's code it happened, and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TraceError {
    pub location: &'static Location<'static>,
    pub message: String,
}

impl fmt::Display for TraceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let l = self.location;
        write!(
            f,
            "{}:{}:{}: {}",
            l.file(),
            l.line(),
            l.column(),
            self.message
        )
    }
}

impl std::error::Error for TraceError {}

pub(crate) struct TraceState {
    pub(crate) func: Function,
    pub(crate) error: Option<TraceError>,
    /// False once `trace` has taken the function out (or for a detached error carrier).
    pub(crate) open: bool,
    /// The block ops are recorded into: the body, or a region while a loop or branch body
    /// is being traced (see `control`).
    pub(crate) cur: fresnel_ir::BlockId,
    /// Value ids `[start, end)` created inside regions already closed: out of scope.
    pub(crate) dead: Vec<(u32, u32)>,
    /// Warnings recorded by [`Ctx::warn`], each `file:line:col: message`.
    pub(crate) warnings: Vec<String>,
}

/// A handle on the trace being recorded. Tensors carry one; the closure given to
/// [`trace_with`](crate::trace::trace_with) receives one. Constants, `iota`, `arange`,
/// `fftfreq` and other tensors made from nothing are created through it.
#[derive(Clone)]
pub struct Ctx {
    pub(crate) state: Rc<RefCell<TraceState>>,
}

/// A symbolic tensor of one trace: a cheap handle (a reference-counted pointer, a value id and
/// its type). A *poisoned* tensor stands for the result of an op that failed; ops on it record
/// nothing and return poisoned tensors, so the first error is the one reported.
#[derive(Clone)]
pub struct Tensor {
    pub(crate) ctx: Ctx,
    pub(crate) value: Option<ValueId>,
    pub(crate) ty: Rc<TensorType>,
}

impl fmt::Debug for Tensor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.value {
            Some(v) => write!(f, "Tensor({v}: {})", self.ty),
            None => write!(f, "Tensor(poisoned)"),
        }
    }
}

impl Ctx {
    /// A fresh trace whose function `@main` takes arguments of the given types.
    pub(crate) fn open(inputs: &[TensorType]) -> (Ctx, Vec<Tensor>) {
        let mut func = Function::new("main", inputs, Vec::new());
        func.public = true;
        let params = func.params().to_vec();
        let cur = func.body;
        let ctx = Ctx {
            state: Rc::new(RefCell::new(TraceState {
                func,
                error: None,
                open: true,
                cur,
                dead: Vec::new(),
                warnings: Vec::new(),
            })),
        };
        let args = params
            .into_iter()
            .zip(inputs)
            .map(|(v, ty)| ctx.tensor(v, ty.clone()))
            .collect();
        (ctx, args)
    }

    /// A closed trace that only carries an error: the result of an operation that had no
    /// tensor to find a trace from (e.g. `concatenate(&[])`). Using the returned poisoned
    /// tensor in a live trace hands the error over to it.
    #[track_caller]
    pub(crate) fn detached_error(message: impl Into<String>) -> Tensor {
        let ctx = Ctx {
            state: Rc::new(RefCell::new(TraceState {
                func: Function::new("detached", &[], Vec::new()),
                error: None,
                open: false,
                cur: fresnel_ir::BlockId(0),
                dead: Vec::new(),
                warnings: Vec::new(),
            })),
        };
        ctx.fail(message);
        ctx.poison(TensorType::scalar(DType::F32))
    }

    pub(crate) fn tensor(&self, value: ValueId, ty: TensorType) -> Tensor {
        Tensor {
            ctx: self.clone(),
            value: Some(value),
            ty: Rc::new(ty),
        }
    }

    /// A poisoned tensor; `ty` is a best guess so that shape queries on it stay harmless.
    pub(crate) fn poison(&self, ty: TensorType) -> Tensor {
        Tensor {
            ctx: self.clone(),
            value: None,
            ty: Rc::new(ty),
        }
    }

    pub(crate) fn same(&self, other: &Ctx) -> bool {
        Rc::ptr_eq(&self.state, &other.state)
    }

    /// Records `message` at the caller's location unless an error is already recorded.
    #[track_caller]
    pub(crate) fn fail(&self, message: impl Into<String>) {
        let mut st = self.state.borrow_mut();
        if st.error.is_none() {
            st.error = Some(TraceError {
                location: Location::caller(),
                message: message.into(),
            });
        }
    }

    /// Records a warning at the caller's location: something the program does that is
    /// probably not what was meant (a propagator used outside its regime, say), which never
    /// changes what the program computes. The traced module carries it (`Module::warnings`,
    /// printed with the text); the same warning from the same place is recorded once.
    #[track_caller]
    pub fn warn(&self, message: impl Into<String>) {
        let l = Location::caller();
        let text = format!(
            "{}:{}:{}: {}",
            l.file(),
            l.line(),
            l.column(),
            message.into()
        );
        let mut st = self.state.borrow_mut();
        if !st.warnings.contains(&text) {
            st.warnings.push(text);
        }
    }

    /// Records `message` and returns a poisoned tensor of type `guess`.
    #[track_caller]
    pub(crate) fn fail_with(&self, message: impl Into<String>, guess: &TensorType) -> Tensor {
        self.fail(message);
        self.poison(guess.clone())
    }

    /// The value ids of `operands` if they can be used in this trace. A tensor from another
    /// trace records an error (or hands over that trace's error when it is a closed one that
    /// failed); a poisoned tensor just makes the op skip.
    #[track_caller]
    pub(crate) fn operands(&self, operands: &[&Tensor]) -> Option<Vec<ValueId>> {
        if !self.state.borrow().open {
            self.fail("tensor used after its trace finished");
            return None;
        }
        let mut ids = Vec::with_capacity(operands.len());
        for t in operands {
            if !self.same(&t.ctx) {
                let foreign = t.ctx.state.borrow();
                let adopted = (!foreign.open).then(|| foreign.error.clone()).flatten();
                drop(foreign);
                match adopted {
                    Some(e) => {
                        let mut st = self.state.borrow_mut();
                        st.error.get_or_insert(e);
                    }
                    None => self.fail(format!("{} belongs to a different trace", t.describe())),
                }
                return None;
            }
            let v = t.value?;
            let out_of_scope = self
                .state
                .borrow()
                .dead
                .iter()
                .any(|&(a, b)| (a..b).contains(&v.0));
            if out_of_scope {
                self.fail(format!(
                    "{} was made inside a loop or branch body and cannot be used outside it; \
                     return it from the body instead",
                    t.describe()
                ));
                return None;
            }
            ids.push(v);
        }
        Some(ids)
    }

    /// Emits an op whose result type follows from its operands.
    #[track_caller]
    pub(crate) fn emit(&self, op: Op, operands: &[&Tensor]) -> Tensor {
        let guess = guess_type(operands);
        let Some(ids) = self.operands(operands) else {
            return self.poison(guess);
        };
        let built = {
            let mut st = self.state.borrow_mut();
            let body = st.cur;
            st.func
                .build(body, op, ids)
                .map(|r| (r[0], st.func.ty(r[0]).clone()))
        };
        match built {
            Ok((v, ty)) => self.tensor(v, ty),
            Err(e) => self.fail_with(e, &guess),
        }
    }

    /// Emits an op that declares its result type (reshape, convert, iota, broadcast_in_dim).
    #[track_caller]
    pub(crate) fn emit_typed(&self, op: Op, operands: &[&Tensor], ty: TensorType) -> Tensor {
        let Some(ids) = self.operands(operands) else {
            return self.poison(ty);
        };
        let built = {
            let mut st = self.state.borrow_mut();
            let body = st.cur;
            st.func.build_typed(body, op, ids, ty.clone())
        };
        match built {
            Ok(v) => self.tensor(v, ty),
            Err(e) => self.fail_with(e, &ty),
        }
    }

    /// Emits `reduce(x init: init) applies body across dims` with a one-op region.
    #[track_caller]
    pub(crate) fn emit_reduce(
        &self,
        x: &Tensor,
        init: &Tensor,
        dims: Vec<usize>,
        body: BinaryOp,
    ) -> Tensor {
        let guess = x.ty().clone();
        let Some(ids) = self.operands(&[x, init]) else {
            return self.poison(guess);
        };
        let op = Op::Reduce { dims };
        let result_types = match infer(&op, &[x.ty().clone(), init.ty().clone()]) {
            Ok(Some(types)) => types,
            Ok(None) => unreachable!("infer derives reduce's result types from its operands"),
            Err(e) => return self.fail_with(format!("{}: {e}", op.name()), &guess),
        };
        let scalar = init.ty().clone();
        let mut st = self.state.borrow_mut();
        let body_block = st.cur;
        let f = &mut st.func;
        let region = f.new_block(&[scalar.clone(), scalar.clone()], None);
        let args = f.block(region).args.clone();
        let combined = f.append(region, Op::Binary(body), args, vec![scalar]);
        f.set_return(region, combined);
        let id = f.push_op(
            body_block,
            op,
            ids,
            result_types.clone(),
            vec![region],
            None,
        );
        let v = f.op(id).results[0];
        drop(st);
        self.tensor(v, result_types[0].clone())
    }
}

fn guess_type(operands: &[&Tensor]) -> TensorType {
    operands
        .first()
        .map(|t| t.ty().clone())
        .unwrap_or_else(|| TensorType::scalar(DType::F32))
}

impl Tensor {
    /// The tensor's type (for a poisoned tensor: a best guess).
    pub fn ty(&self) -> &TensorType {
        &self.ty
    }
    pub fn shape(&self) -> &[usize] {
        &self.ty.shape
    }
    pub fn dtype(&self) -> DType {
        self.ty.dtype
    }
    pub fn rank(&self) -> usize {
        self.ty.rank()
    }
    /// The trace this tensor belongs to, to create constants next to it.
    pub fn ctx(&self) -> &Ctx {
        &self.ctx
    }
    /// True when an earlier error made this tensor's value unknown.
    pub fn is_poisoned(&self) -> bool {
        self.value.is_none()
    }
    /// The SSA value in the traced function (`None` when poisoned).
    pub fn value(&self) -> Option<ValueId> {
        self.value
    }

    /// `tensor<3xf32>`, for error messages.
    pub(crate) fn describe(&self) -> String {
        self.ty.to_string()
    }
}
