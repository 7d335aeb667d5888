//! Kernel descriptions and their CPU implementations (filled in by the CPU-backend work).
