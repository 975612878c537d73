//! Computer players for Dominox.
