//! Nos.
pub mod engine;
