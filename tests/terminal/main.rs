//! The terminal tests, one binary: each module was a test file of its own; one binary
//! builds and links once, and runs its slow tests beside the others.

#[path = "../pty/mod.rs"]
mod pty;
#[path = "../serve_common/mod.rs"]
mod serve_common;

mod pty_hand_over;
mod pty_learn;
mod pty_learn_table;
mod pty_leave;
mod robust_tui;
mod tui_dominox_e2e;
mod tui_e2e;
mod tui_parlour_e2e;
mod tui_trains_e2e;
