//! An action as a player writes it, and read back: the one text every tool writes and
//! reads for any game (`nos play`'s prompt, a tournament's refusal, the tests).
//!
//! A family says what its action is in words ([`Words`]): a head (the tile as
//! [`Set`](super::Set) writes it, or the action's word: `draw`, `pass`), then the words
//! that tell it from another action with the same head, most needed first (where it
//! goes, then which way it lies). The text of an action in a state is its head and as
//! few of those words as the state's other legal actions need: `3-5` when the tile goes
//! one way only, `3-5 W` when it could go to two ends. Reading a text finds the one
//! legal action it names, or says what is wrong.

use super::play::Play;
use std::collections::HashMap;
use std::fmt;

/// An action in words: its head, then the words that tell it apart, most needed first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Words {
    pub head: String,
    pub tail: Vec<String>,
}

impl Words {
    /// An action told by its head alone (`draw`, `pass`).
    pub fn word(head: impl Into<String>) -> Words {
        Words { head: head.into(), tail: Vec::new() }
    }
    /// An action with words that tell it apart.
    pub fn with(head: impl Into<String>, tail: impl IntoIterator<Item = String>) -> Words {
        Words { head: head.into(), tail: tail.into_iter().collect() }
    }
    /// The head and the first `k` words, as one normal text.
    fn text(&self, k: usize) -> String {
        let mut s = self.head.clone();
        for w in self.tail.iter().take(k) {
            s.push(' ');
            s.push_str(w);
        }
        normal(&s)
    }
    /// Every text that names it: the head, then one more word at a time.
    fn texts(&self) -> impl Iterator<Item = String> + '_ {
        (0..=self.tail.len()).map(|k| self.text(k))
    }
}

/// Why a text names no legal action.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TextError {
    /// Nothing written.
    #[error("no action written")]
    Empty,
    /// Nobody is to act: the game is over, or waits for a deal.
    #[error("nobody is to act now")]
    Over,
    /// No legal action is written so: the text, and the legal actions' texts.
    #[error("{text:?} is not a legal action now: {}", legal.join(", "))]
    NotLegal { text: String, legal: Vec<String> },
    /// The text names more than one legal action: the text and theirs.
    #[error("{text:?} could be {}: say which", choices.join(" or "))]
    Which { text: String, choices: Vec<String> },
}

/// Lower case, one space between words, and a tile written high number first turned
/// to the way [`Set`](super::Set) writes it (`5-3` is `3-5`) when it is the head.
fn normal(s: &str) -> String {
    let mut words: Vec<String> = s.split_whitespace().map(str::to_lowercase).collect();
    if let Some(first) = words.first_mut() {
        if let Some((a, b)) = first.split_once('-') {
            if let (Ok(x), Ok(y)) = (a.parse::<u8>(), b.parse::<u8>()) {
                *first = format!("{}-{}", x.min(y), x.max(y));
            }
        }
    }
    words.join(" ")
}

/// A game whose actions have a text: its [`Words`], and from them the text of an
/// action in a state and the reading of a text.
pub trait ActionText: Play {
    /// What `action` is in words (it need not be legal now).
    fn words(&self, action: Self::Action) -> Words;

    /// The text of `action` in this state: its head and as few of its words as tell
    /// it from the other legal actions (all of them when it is not legal now).
    fn action_text(&self, action: Self::Action) -> String {
        let named = Named::of(self);
        match named.words.iter().find(|(a, _)| *a == action) {
            Some((_, w)) => named.short(w),
            None => self.words(action).to_string(),
        }
    }

    /// The legal actions with their texts, in the order of [`Play::legal`].
    fn legal_texts(&self) -> Vec<(Self::Action, String)> {
        let named = Named::of(self);
        named.words.iter().map(|(a, w)| (*a, named.short(w))).collect()
    }

    /// Reads `text` as the legal action it names.
    ///
    /// # Errors
    /// Nothing written, nobody to act, no legal action written so, or more than one.
    fn parse_action(&self, text: &str) -> Result<Self::Action, TextError> {
        let t = normal(text);
        if t.is_empty() {
            return Err(TextError::Empty);
        }
        if self.to_act().is_none() {
            return Err(TextError::Over);
        }
        let named = Named::of(self);
        if named.words.is_empty() {
            return Err(TextError::Over);
        }
        let hits: Vec<&(Self::Action, Words)> = named.words.iter().filter(|(_, w)| w.texts().any(|x| x == t)).collect();
        match hits.as_slice() {
            [(a, _)] => Ok(*a),
            [] => {
                Err(TextError::NotLegal { text: t, legal: named.words.iter().map(|(_, w)| named.short(w)).collect() })
            }
            many => Err(TextError::Which { text: t, choices: many.iter().map(|(_, w)| named.short(w)).collect() }),
        }
    }
}

/// A state's legal actions in words, and how many of them each text names.
struct Named<A> {
    words: Vec<(A, Words)>,
    count: HashMap<String, u32>,
}

impl<A: Copy> Named<A> {
    fn of<P: ActionText<Action = A>>(state: &P) -> Named<A> {
        let words: Vec<(A, Words)> = state.legal().iter().map(|&a| (a, state.words(a))).collect();
        let mut count = HashMap::new();
        for (_, w) in &words {
            let mut texts: Vec<String> = w.texts().collect();
            texts.dedup();
            for t in texts {
                *count.entry(t).or_insert(0) += 1;
            }
        }
        Named { words, count }
    }

    /// The first text of `w` that names it alone (its whole text when none does).
    fn short(&self, w: &Words) -> String {
        (0..=w.tail.len())
            .map(|k| w.text(k))
            .find(|t| self.count.get(t) == Some(&1))
            .unwrap_or_else(|| w.text(w.tail.len()))
    }
}

impl fmt::Display for Words {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(self.tail.len()))
    }
}

#[cfg(test)]
mod tests {
    use super::normal;

    #[test]
    fn a_text_is_read_in_lower_case_with_its_tile_turned_low_first() {
        assert_eq!(normal("  5-3   Train 2 "), "3-5 train 2");
        assert_eq!(normal("Draw"), "draw");
        assert_eq!(normal("12-10 at 10-10"), "10-12 at 10-10");
    }
}
