//! The trace API (docs/design.md §3): run a Rust closure on symbolic [`Tensor`]s and record the ops
//! it performs into `@main` of a [`fresnel_ir::Module`].
//!
//! ```
//! use fresnel::trace::{trace, Tensor};
//! use fresnel_ir::{DType, TensorType};
//!
//! let t = TensorType::new(DType::F32, vec![3]);
//! let traced = trace(|x: &[Tensor]| (&x[0] * 2.0 + 1.0).exp().sum_all(), &[t]).unwrap();
//! assert_eq!(traced.module.funcs[0].result_types[0], TensorType::scalar(DType::F32));
//! ```
//!
//! Design choices:
//! * A [`Tensor`] is a cheap handle: the trace (an `Rc<RefCell<…>>`, tracing is
//!   single-threaded), an SSA value and its type. Operators and methods follow NumPy/JAX:
//!   broadcasting, promotion (see `promote`), Rust scalars as weakly typed operands
//!   (`&x * 2.0` keeps an f32 tensor f32). Any scalar type works on the right of an operator;
//!   on the left only `f64`, `i32` and `Complex64`, so that `1.0 / &x` is never ambiguous.
//! * Tensors made from nothing (constants, `iota`, `arange`, `fftfreq`) are created through a
//!   [`Ctx`]: either from [`trace_with`], whose closure receives it, or from any tensor via
//!   [`Tensor::ctx`]. There is no hidden global trace, so using a tensor outside its trace, or
//!   mixing two traces, is detected instead of silently recording into the wrong function.
//! * User errors never panic: every public function is `#[track_caller]`; the first error is
//!   stored with the caller's `file:line:col`, later ops on poisoned tensors are skipped, and
//!   [`trace`] returns it as a [`TraceError`].

mod align;
mod axes;
mod compare;
mod compile;
mod constants;
mod control;
mod elementwise;
mod known;
mod linalg;
mod ops;
pub(crate) mod promote;
mod random;
mod reduce;
mod shape;
mod slice;
mod state;

#[cfg(test)]
pub(crate) mod test_util;
#[cfg(test)]
mod tests;

pub use constants::Element;
pub use control::{cond, fori_loop, scan, switch, while_loop};
pub use elementwise::{complex, where_};
pub use known::KNOWN_LIMIT;
pub use promote::{IntoOperand, Operand};
pub use random::rng_bit_generator;
pub use shape::{concatenate, stack};
pub use slice::{Ellipsis, NewAxis, SliceElem};
pub use state::{Ctx, Tensor, TraceError};

use fresnel_ir::{Function, Module, TensorType};
use std::panic::Location;

/// A traced program: `@main` (public) takes the input types and returns the closure's outputs.
#[derive(Clone, Debug, PartialEq)]
pub struct Traced {
    pub module: Module,
}

impl Traced {
    /// The traced `@main`.
    pub fn main(&self) -> &Function {
        &self.module.funcs[0]
    }

    /// What the trace warned of (`Ctx::warn`), each `file:line:col: message`.
    pub fn warnings(&self) -> &[String] {
        &self.module.warnings
    }

    /// The module in StableHLO's pretty syntax (as JAX prints it).
    pub fn text(&self) -> String {
        fresnel_ir::print::print_module(&self.module)
    }
}

/// What a traced closure may return: one tensor, several, or a tuple of two or three.
pub trait IntoOutputs {
    fn into_outputs(self) -> Vec<Tensor>;
}

impl IntoOutputs for Tensor {
    fn into_outputs(self) -> Vec<Tensor> {
        vec![self]
    }
}
impl IntoOutputs for Vec<Tensor> {
    fn into_outputs(self) -> Vec<Tensor> {
        self
    }
}
impl<const N: usize> IntoOutputs for [Tensor; N] {
    fn into_outputs(self) -> Vec<Tensor> {
        self.into()
    }
}
impl IntoOutputs for (Tensor, Tensor) {
    fn into_outputs(self) -> Vec<Tensor> {
        vec![self.0, self.1]
    }
}
impl IntoOutputs for (Tensor, Tensor, Tensor) {
    fn into_outputs(self) -> Vec<Tensor> {
        vec![self.0, self.1, self.2]
    }
}

/// Traces `f` on symbolic arguments of the given types.
#[track_caller]
pub fn trace<F, R>(f: F, inputs: &[TensorType]) -> Result<Traced, TraceError>
where
    F: FnOnce(&[Tensor]) -> R,
    R: IntoOutputs,
{
    trace_with(|_, args: &[Tensor]| f(args), inputs)
}

/// Like [`trace`], with the trace's [`Ctx`] handed to the closure for making constants.
#[track_caller]
pub fn trace_with<F, R>(f: F, inputs: &[TensorType]) -> Result<Traced, TraceError>
where
    F: FnOnce(&Ctx, &[Tensor]) -> R,
    R: IntoOutputs,
{
    let (ctx, args) = Ctx::open(inputs);
    let outputs = f(&ctx, &args).into_outputs();
    finish(&ctx, &outputs)
}

/// Closes the trace: checks the outputs and takes the function out of the state.
#[track_caller]
fn finish(ctx: &Ctx, outputs: &[Tensor]) -> Result<Traced, TraceError> {
    let refs: Vec<&Tensor> = outputs.iter().collect();
    // An output from another trace records an error here, located at the `trace` call.
    let ids = ctx.operands(&refs);
    let mut st = ctx.state.borrow_mut();
    st.open = false;
    if let Some(e) = st.error.clone() {
        return Err(e);
    }
    let Some(ids) = ids else {
        return Err(TraceError {
            location: Location::caller(),
            message: "an output is poisoned without a recorded error".into(),
        });
    };
    let body = st.func.body;
    st.func.set_return(body, ids);
    st.func.result_types = outputs.iter().map(|t| t.ty().clone()).collect();
    let func = std::mem::replace(&mut st.func, Function::new("main", &[], Vec::new()));
    Ok(Traced {
        module: Module {
            name: None,
            funcs: vec![func],
            warnings: std::mem::take(&mut st.warnings),
        },
    })
}
