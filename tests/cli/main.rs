//! The cli tests, one binary: each module was a test file of its own; one binary
//! builds and links once, and runs its slow tests beside the others.

#[path = "../pty/mod.rs"]
mod pty;

mod analyse;
mod architecture;
mod cli_check;
mod cli_parlour;
mod cli_progress;
mod cli_resume;
mod docs;
mod dominox_record_check;
mod parlour_records;
mod record_bounds;
mod record_fuzz;
mod record_memory;
mod records;
mod records_of_runs;
mod replay_every_record;
mod robust_cli;
mod trains_options;
mod trains_records;
