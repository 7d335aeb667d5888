//! Tests of every kernel against straightforward naive implementations (naive DFT, naive loops,
//! a per-element scalar interpreter), over all dtypes, many shapes and axes.

mod scalar_ref;
mod util;

mod dot;
mod elementwise;
mod fft;
mod movement;
mod reduce;
