//! Fresnel runtime.
pub mod artifact;
pub mod cpu;
pub mod cuda;
pub mod interp;
pub mod memory_budget;
pub mod npy;
pub mod pjrt;
