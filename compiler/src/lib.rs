//! Fresnel compiler.
pub mod ad;
pub mod backend;
pub mod cli;
pub mod fft;
pub mod optics;
pub mod passes;
pub mod pipeline;
pub mod trace;
pub use trace::{trace, Tensor, TraceError, Traced};
