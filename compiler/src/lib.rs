//! Fresnel: trace a Rust function over tensors, differentiate it, compile it for the CPU or a
//! GPU, and run it — the Rust form of `jax.jit(jax.value_and_grad(f))`, with FFTs and complex
//! numbers throughout. One dependency is enough: the types a user needs are re-exported here.
//!
//! ```
//! use fresnel::{trace, Array, Backend, ComplexF32, DType, Tensor, TensorType};
//! use fresnel::fft::{fft2, Norm};
//!
//! // loss(u, w) = Σ |FFT2(u) · w|², u complex, w real.
//! let u_ty = TensorType::new(DType::C64, vec![4, 4]);
//! let w_ty = TensorType::new(DType::F32, vec![4, 4]);
//! let traced = trace(
//!     |a: &[Tensor]| (fft2(&a[0], None, None, Norm::Backward) * &a[1]).abs2().sum_all(),
//!     &[u_ty, w_ty],
//! )
//! .unwrap();
//!
//! // Value and gradient w.r.t. both arguments, compiled for the CPU (Backend::Cuda for a
//! // GPU), in one chain.
//! let exe = traced.value_and_grad(&[0, 1]).unwrap().compile(Backend::Cpu).unwrap();
//!
//! let u = Array::from_vec([4, 4], vec![ComplexF32::new(1.0, 0.5); 16]).unwrap();
//! let w = Array::from_vec([4, 4], vec![0.25f32; 16]).unwrap();
//! let out = exe.run_borrowed(&[&u, &w]).unwrap(); // borrowed inputs: nothing is copied per step
//! let loss = out[0].as_slice::<f32>().unwrap()[0];
//! let du = out[1].as_slice::<ComplexF32>().unwrap(); // ∂L/∂Re u + i ∂L/∂Im u
//! assert!(loss > 0.0 && du.len() == 16);
//! ```
//!
//! * [`trace()`] turns a closure over [`Tensor`]s into a [`Traced`] program (StableHLO-like IR);
//! * [`Traced::value_and_grad`], [`Traced::grad`], [`Traced::vjp`] (and the `_with_aux` forms,
//!   JAX's `has_aux`) differentiate it ([`ad`] works on any [`fresnel_ir::Module`], e.g. one
//!   parsed from JAX's text);
//! * [`Traced::compile`] makes an [`Executable`] for a [`Backend`]; `run` takes and returns
//!   host [`Array`]s; on the CUDA backends, [`backend::CudaExecutable::run_device`] keeps
//!   arrays on the device between steps;
//! * [`optics`] has the angular-spectrum propagator of 6-D complex fields; [`fft`] the FFTs.
//!
//! Documentation in the repository (paths from its root): `README.md` to start,
//! `docs/design.md` for the contracts (§3 the trace API, §4 AD and the complex-gradient
//! convention, §5 the passes, §7 the CLI), `docs/architecture.md` for the code map,
//! `docs/cli.md` for the `fresnel` command, `docs/optics.md` for `fresnel::optics`.

pub mod ad;
pub mod backend;
pub mod cli;
pub mod fft;
pub mod optics;
pub mod passes;
pub mod pipeline;
pub mod trace;

pub use backend::{Backend, DeviceArray, Executable};
pub use fresnel_ir::{
    Array, ArrayElement, ComplexF32, ComplexF64, DType, Data, Diagnostic, Scalar, TensorType,
};
pub use trace::{trace, Tensor, TraceError, Traced};
