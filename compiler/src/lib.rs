//! Fresnel compiler.
pub mod ad;
pub mod backend;
pub mod cli;
pub mod passes;
pub mod pipeline;
pub mod fft;
pub mod optics;
pub mod trace;
pub use trace::{trace, Tensor, TraceError, Traced};
