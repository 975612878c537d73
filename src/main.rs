//! The `nos` program.

fn main() {
    std::process::exit(nos::cli::main());
}
