//! How strong a computer seat plays: one scale for every game's computer players.

/// How strong a computer seat plays.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Level {
    /// A random legal action (closing only now and then).
    Easy,
    /// A club player's rules of thumb.
    Normal,
    /// Search over samples of the unseen tiles, dealt as the public history allows.
    Strong,
    /// The same search over uniform samples: the strong player as it was, kept for
    /// tournaments against the new one.
    StrongOld,
}

impl Level {
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Strong => "strong",
            Level::StrongOld => "strong-old",
        }
    }
    /// The levels offered at the table.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Strong];
    /// Every level, the old strong one included.
    pub const EVERY: [Level; 4] = [Level::Easy, Level::Normal, Level::Strong, Level::StrongOld];

    pub fn parse(s: &str) -> Option<Level> {
        match s {
            "easy" => Some(Level::Easy),
            "normal" => Some(Level::Normal),
            "strong" => Some(Level::Strong),
            "strong-old" => Some(Level::StrongOld),
            _ => None,
        }
    }
}
