//! What a seat is asked at the table, in words, with the answers a click takes: the
//! one wording of a question for the keyboard and for the network ([`super::sitting::Sitting::prompt`]).

/// What a seat is asked, in words: each piece with the key a click on it presses,
/// where it is an answer ([`Sitting::prompt`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Prompt(pub Vec<Piece>);

/// A piece of a [`Prompt`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Piece {
    pub text: String,
    /// The key a click on it presses: an answer.
    pub key: Option<crate::tui::kit::input::Msg>,
    /// The answer under the cursor.
    pub marked: bool,
}

impl Prompt {
    /// Words.
    pub fn say(text: impl Into<String>) -> Prompt {
        Prompt::default().then(text)
    }
    /// More words.
    pub fn then(mut self, text: impl Into<String>) -> Prompt {
        self.0.push(Piece { text: text.into(), key: None, marked: false });
        self
    }
    /// An answer: a click on it presses `key`; `marked`, under the cursor.
    pub fn answer(mut self, text: impl Into<String>, key: crate::tui::kit::input::Msg) -> Prompt {
        self.0.push(Piece { text: text.into(), key: Some(key), marked: false });
        self
    }
    /// The words whole.
    pub fn text(&self) -> String {
        self.0.iter().map(|p| p.text.as_str()).collect()
    }
}

/// What a seat drew in its turn, said on its own screen once it takes the keyboard
/// (at a table of people its draws were made on the table's screen, no hand shown):
/// "You drew 4-6, and it fits", "You drew 2-3 and 4-6; 4-6 fits", "You drew 2-3";
/// `None` when it drew nothing. `fits`: whether a tile drawn may be played now.
pub fn drew(drawn: &[crate::core::tile::Tile], fits: impl Fn(crate::core::tile::Tile) -> bool) -> Option<String> {
    let names: Vec<String> = drawn.iter().map(ToString::to_string).collect();
    let list = match names.as_slice() {
        [] => return None,
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    };
    let fit: Vec<String> = drawn.iter().filter(|t| fits(**t)).map(ToString::to_string).collect();
    Some(match fit.as_slice() {
        [] => format!("You drew {list}"),
        [_] if drawn.len() == 1 => format!("You drew {list}, and it fits"),
        [one] => format!("You drew {list}; {one} fits"),
        _ => format!("You drew {list}; {} fit", fit.join(" and ")),
    })
}
