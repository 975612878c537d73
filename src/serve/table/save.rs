//! A network table's saves: its game handed to the server's writer thread after every
//! action ([`crate::serve::writer`]), a line in its slot's journal as at one keyboard,
//! and the finished match filed among the sessions.

use super::Table;
use crate::serve::writer::{lock, Filed, Filing, Rec, Saves, Shared};
use crate::tui::table::screen::Stage;
use crate::tui::table::store::Store;

/// Where a table's game is saved: its store, written by the server's writer thread
/// ([`crate::serve::writer`]).
pub struct Disk {
    pub store: Shared,
    pub saves: Saves,
    /// The slot's name, once saved (kept here: the store may be busy writing).
    pub slot: Option<String>,
    /// Whether the finished game's record is kept (the slot is then gone).
    pub kept: bool,
    /// The hands of the record as the last save gave them (a game's hands are
    /// written out one at a time: those before the one in play no longer change).
    pub hands: Vec<std::sync::Arc<str>>,
    /// Where the writer kept the finished game's record, once it has.
    pub filed: Filed,
}

impl Disk {
    /// A store whose game is saved, written from now on by `saves`.
    pub fn new(store: Store, saves: &Saves) -> Disk {
        let slot = store.id();
        Disk {
            store: std::sync::Arc::new(std::sync::Mutex::new(store)),
            saves: saves.clone(),
            slot,
            kept: false,
            hands: Vec::new(),
            filed: Filed::default(),
        }
    }
}

impl Table {
    /// The host's game handed to the writer to be saved; a finished match (or a
    /// session ended) kept among the sessions instead, once, by the writer after the
    /// saves of the table still being written ([`Table::filed`] hears of it).
    pub(super) fn put(&mut self) {
        let id = self.id;
        let Some(p) = &mut self.play else { return };
        let Some(d) = &mut p.store else { return };
        if !p.host.sit.match_over() && p.host.stage != Stage::Over {
            d.saves.save(id, &d.store, rec(&*p.host.sit, &mut d.hands));
            return;
        }
        if std::mem::replace(&mut d.kept, true) {
            return;
        }
        d.slot = None;
        // The match ends on the host's screen now; where its record went is said
        // once the writer has kept it (what was said without the store is replaced).
        p.host.stage = Stage::Over;
        p.host.due = None;
        p.host.kept = None;
        // Kept by the writer alone: the host's screen, which has no store, must not
        // say it could not keep it.
        p.host.saves = false;
        let sit = &p.host.sit;
        let f = Filing { text: sit.record(), what: sit.kept_as(), over: sit.match_over(), kept: d.filed.clone() };
        d.saves.file(id, &d.store, f);
    }

    /// The writer kept the finished match's record (or could not): the host's screen
    /// says where, and so does every seat's.
    pub fn filed(&mut self) {
        let id = self.id;
        let Some(p) = &mut self.play else { return };
        let Some(r) = p.store.as_ref().and_then(|d| lock(&d.filed).take()) else { return };
        match &r {
            Ok(path) => crate::serve::log(&format!("table {id}: the record is kept in {}", path.display())),
            Err(e) => crate::serve::log(&format!("table {id}: {e}")),
        }
        p.host.kept = Some(r.map_err(|e| e.to_string()));
        self.moved();
    }

    /// Waits (up to `within`) for the writer to be done with the table's saves and
    /// the filing of its match, and takes where its record went.
    pub fn wait_filed(&mut self, within: std::time::Duration) {
        if let Some(d) = self.play.as_ref().and_then(|p| p.store.as_ref()) {
            d.saves.wait_for(self.id, within);
        }
        self.filed();
    }

    /// A save of the table failed (`Err`) or, after a failure, one is written again.
    pub fn saved(&mut self, result: Result<(), crate::store::Fault>) {
        match result {
            Err(e) => {
                self.say(&format!("The game cannot be saved ({e}): the table waits until it can"));
                self.failed = Some(e);
            }
            Ok(()) if self.failed.take().is_some() => self.say("The game is saved again: play on"),
            Ok(()) => {}
        }
    }

    /// The slot the game is saved in, once saved.
    pub fn slot(&self) -> Option<String> {
        self.play.as_ref().and_then(|p| p.store.as_ref()?.slot.clone())
    }
}

/// What the writer is handed of `sit`'s game: the hands from the one in play at the
/// last save written out anew, those before it kept in `hands` as they were (they
/// never change: a save's cost grows with the hand, not with the session); a record
/// that is not laid out in hands, whole.
pub(super) fn rec(sit: &dyn crate::tui::table::sitting::Sitting, hands: &mut Vec<std::sync::Arc<str>>) -> Rec {
    let Some(n) = sit.record_hands() else { return Rec::Whole(sit.record()) };
    let from = hands.len().min(n).saturating_sub(1);
    let text = sit.record_from(from);
    match crate::store::journal::split(&text) {
        Some(s) if s.hands.len() + from == n => {
            hands.truncate(from);
            hands.extend(s.hands.iter().map(|h| std::sync::Arc::from(*h)));
            Rec::Hands { head: s.head.into(), hands: hands.clone() }
        }
        _ => {
            hands.clear();
            Rec::Whole(sit.record())
        }
    }
}
