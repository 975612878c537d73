//! `nos advise` and `nos tournament`.

/// Runs `nos advise`; returns the exit code.
pub fn advise(args: &AdviseArgs) -> i32 {
    let _ = args;
    eprintln!("nos advise: not built yet");
    2
}

/// Runs `nos tournament`; returns the exit code.
pub fn tournament(args: &TournamentArgs) -> i32 {
    let _ = args;
    eprintln!("nos tournament: not built yet");
    2
}

/// The arguments of `nos advise`.
#[derive(Clone, Debug, Default)]
pub struct AdviseArgs {
    pub players: u8,
    /// The seat's tiles, as written on the command line: "5-5,5-4,4-4,5-1".
    pub hand: String,
    /// The set tile, when the set is already made.
    pub set: Option<String>,
    pub samples: Option<u32>,
    pub seed: u64,
}

/// The arguments of `nos tournament`.
#[derive(Clone, Debug, Default)]
pub struct TournamentArgs {
    pub players: u8,
    pub hands: u64,
    /// One level per seat: "strong,normal,normal,easy".
    pub seats: String,
    pub seed: u64,
}
