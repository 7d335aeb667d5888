//! Helpers shared by several suites of this binary (one copy, where each suite used to
//! include its own through `#[path]`).

pub mod compare;
pub mod conv_cases;
pub mod harness;
pub mod optics;
pub mod sort_cases;
pub mod window_cases;
