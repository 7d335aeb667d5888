//! Fresnel runtime.
