//! Fresnel runtime.
pub mod cpu;
pub mod interp;
pub mod npy;
