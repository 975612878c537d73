//! The network tests, one binary: each module was a test file of its own; one binary
//! builds and links once, and runs its slow tests beside the others.

#[path = "../pty/mod.rs"]
mod pty;
#[path = "../serve_common/mod.rs"]
mod serve_common;

mod serve_guard;
mod serve_house;
mod serve_play;
mod serve_ssh;
mod serve_table;
mod serve_trains;
