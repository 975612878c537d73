//! The unfinished games offered for resuming, beside a new game and practice: a key
//! marks one, resumes it, or leaves them all as they are.

use super::setup::Setup;
use super::{App, Screen};
use crate::tui::kit::input::Msg;

impl App {
    /// The unfinished games to offer, the one played last marked: after a crash or a
    /// quit, the game just left is the one a player comes back for. Among games saved
    /// at the same moment (or with no time known), the newest id.
    pub fn offer_games(&mut self, games: Vec<crate::store::Listed>) {
        self.offer = (0..games.len()).max_by_key(|&i| (games[i].open(), games[i].when, i)).unwrap_or(0);
        self.games = games;
    }

    /// A key on the offer.
    pub(in crate::tui) fn offer_key(&mut self, m: Msg) {
        match m {
            Msg::Up => self.offer = self.offer.saturating_sub(1),
            Msg::Down => self.offer = (self.offer + 1).min(self.games.len().saturating_sub(1)),
            Msg::Char(c @ '1'..='9') if (c as usize - '1' as usize) < self.games.len() => {
                self.offer = c as usize - '1' as usize;
                self.resume_marked();
            }
            Msg::Char('r') | Msg::Enter => self.resume_marked(),
            Msg::Char('n') => self.screen = Screen::Setup(Setup::new(self.fresh_seed)),
            Msg::Char('p') => {
                self.practice(4, crate::core::Level::Normal, self.fresh_seed);
            }
            _ => {}
        }
    }

    /// Resumes the game marked, if it can be: one that does not read, or that another
    /// program plays, is not opened.
    fn resume_marked(&mut self) {
        let Some(listed) = self.games.get(self.offer).cloned() else { return };
        // One that does not read says why on its own row, and is not offered; one
        // that another program plays says so when asked, rather than nothing.
        if listed.what.is_ok() && listed.busy.is_some() {
            let id = crate::text::safe(&listed.id);
            self.status = Some(format!("Game {id} is open in another nos: play it there, or start a new one"));
            return;
        }
        if !listed.open() {
            return;
        }
        let loaded = self.store.as_ref().map(|s| s.resume(&listed.id));
        match loaded {
            Some(Ok(s)) => self.resumed(s),
            Some(Err(e)) => self.status = Some(e.to_string()),
            None => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Listed;

    fn listed(id: &str, what: Result<String, crate::store::Fault>, busy: Option<Option<u32>>) -> Listed {
        Listed { id: id.into(), what, when: None, busy }
    }

    #[test]
    fn the_game_played_last_is_the_one_marked() {
        use std::time::{Duration, SystemTime};
        let at = |secs| Some(SystemTime::UNIX_EPOCH + Duration::from_secs(secs));
        let mut a = App::new(Screen::Offer, None);
        let mut games: Vec<Listed> = ["1", "2", "3", "4"].iter().map(|id| listed(id, Ok("Nos".into()), None)).collect();
        games[0].when = at(500);
        games[1].when = at(900);
        games[2].when = at(100);
        // Played last, but open in another nos: not the one to mark.
        games[3].when = at(1000);
        games[3].busy = Some(Some(77));
        a.offer_games(games);
        assert_eq!(a.offer, 1, "the game saved last (id 2) is marked");
        a.offer_games(vec![listed("1", Ok("Nos".into()), None), listed("2", Ok("Nos".into()), None)]);
        assert_eq!(a.offer, 1, "with no times, the newest id");
    }

    #[test]
    fn a_game_that_cannot_be_resumed_from_here_says_why_when_asked() {
        let mut a = App::new(Screen::Offer, None);
        a.games = vec![listed("3", Ok("Nos: Ann, Bas, Cor; hand 3".into()), Some(Some(4242)))];
        a.update(Msg::Char('r'));
        let said = a.status.clone().unwrap_or_default();
        assert!(said.contains("Game 3 is open in another nos"), "{said}");
        assert!(matches!(a.screen, Screen::Offer));
    }
}
