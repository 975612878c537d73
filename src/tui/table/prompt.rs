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
