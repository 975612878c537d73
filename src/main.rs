//! The `nos` program.

fn main() {
    quiet_on_closed_pipe();
    std::process::exit(nos::cli::main());
}

/// `nos check ... | head -1` closes the pipe early. Rust ignores SIGPIPE, so printing
/// would fail and `println!` would panic; the ordinary behaviour of a command-line tool
/// is to stop quietly, which the default signal action gives.
#[cfg(unix)]
fn quiet_on_closed_pipe() {
    // SAFETY: setting a signal's action to its default at start-up, before any other
    // thread exists, has no preconditions.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

#[cfg(not(unix))]
fn quiet_on_closed_pipe() {}
