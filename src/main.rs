//! The `nos` program.

fn main() {
    quiet_on_closed_pipe();
    file_limits_are_errors();
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

/// A file-size limit (`ulimit -f`) reached while saving would end the program with
/// SIGXFSZ; ignored, the write fails with an error instead, which the program says in
/// words, keeping the game as it was.
#[cfg(unix)]
fn file_limits_are_errors() {
    // SAFETY: as above, at start-up before any other thread exists.
    unsafe {
        libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
    }
}

#[cfg(not(unix))]
fn file_limits_are_errors() {}
