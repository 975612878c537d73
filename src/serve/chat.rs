//! The chat line of a table: `/` opens a line to type, Enter says it to everyone at
//! the table (its seats and its watchers), in its panel. The text is held to the rule
//! for names (no control characters) and to a length; a line a second at most, on top
//! of the input rate every connection is held to.

use super::table::Table;
use crate::tui::kit::input::Msg;
use std::time::{Duration, Instant};

/// The longest line, in characters.
pub const LEN: usize = 100;
/// The least time between two lines of one player.
pub const GAP: Duration = Duration::from_secs(1);

/// A line being typed, and when its writer last said one.
#[derive(Clone, Debug, Default)]
pub struct Chat {
    /// The text typed so far, while the line is open.
    pub typing: Option<String>,
    pub last: Option<Instant>,
}

impl Chat {
    /// A key while the line is open; `true` when it took the key.
    pub fn key(&mut self, m: Msg, t: &mut Table, name: &str, now: Instant) -> bool {
        let Some(text) = &mut self.typing else {
            if m == Msg::Char('/') {
                self.typing = Some(String::new());
                return true;
            }
            return false;
        };
        match m {
            Msg::Char(c) if !crate::text::is_hidden(c) && text.chars().count() < LEN => text.push(c),
            Msg::Backspace => {
                text.pop();
            }
            Msg::Enter => {
                let line = std::mem::take(text).trim().to_string();
                self.typing = None;
                if line.is_empty() || self.last.is_some_and(|l| now < l + GAP) {
                    return true;
                }
                self.last = Some(now);
                t.say(&format!("{name}: {line}"));
            }
            Msg::Back | Msg::Interrupt => self.typing = None,
            _ => {}
        }
        true
    }
}
