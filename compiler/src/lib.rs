//! Fresnel compiler.
