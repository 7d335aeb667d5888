//! Fresnel runtime.
pub mod cpu;
pub mod cuda;
pub mod interp;
pub mod npy;
