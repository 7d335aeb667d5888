//! Fresnel runtime.
pub mod interp;
pub mod npy;
