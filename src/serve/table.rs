//! A network table: its seats and who holds them, and once they are filled the game
//! itself, hosted here and saved after every action through the game store like a
//! local game: a line in its slot's journal, written by the writer thread from the
//! hand in play, the hands before it kept here as written ([`super::writer::Rec`]). Each connection at the table draws its own copy of the game from its
//! own seat ([`crate::tui::table::screen::Own`]); the host's copy is the one that counts.

use super::writer::{lock, Filed, Filing, Rec, Saves, Shared};
use crate::core::seat::Seat;
use crate::tui::app::setup::Setup;
use crate::tui::table::screen::{Own, SitScreen, Stage};
use crate::tui::table::seat::Kind;
use crate::tui::table::sitting::Choice;
use crate::tui::table::store::Store;
use std::path::Path;
use std::time::{Instant, SystemTime};

/// Who holds a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Holder {
    /// Nobody yet: the table waits for a player.
    Free,
    /// A computer player, from the start.
    Computer(crate::core::level::Level),
    /// A person: his name, the key he joined with or, without one, the seat's code
    /// ([`super::binding`]: the seat is his alone), and the connection at the seat
    /// now, if he is there.
    Person { name: String, key: Option<String>, code: Option<String>, at: Option<u64> },
}

/// The game once every seat is held.
pub struct Play {
    /// The host's copy of the game: the computers and forced moves act on it.
    pub host: SitScreen,
    /// Where it is saved; `None` when the server keeps nothing (no data directory).
    pub store: Option<Disk>,
}

/// Where a table's game is saved: its store, written by the server's writer thread
/// ([`super::writer`]).
pub struct Disk {
    pub store: Shared,
    pub saves: Saves,
    /// The slot's name, once saved (kept here: the store may be busy writing).
    pub slot: Option<String>,
    /// Whether the finished game's record is kept (the slot is then gone).
    pub kept: bool,
    /// The hands of the record as the last save gave them (Nos's hands are written
    /// out one at a time: those before the one in play no longer change).
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

/// One table.
pub struct Table {
    pub id: u64,
    /// The game's id, as in the registry.
    pub game: &'static str,
    /// The name of the player who opened it.
    pub host: String,
    pub seats: Vec<Holder>,
    pub play: Option<Play>,
    /// Counts every change at the table (its game, its lines, who is ready): a
    /// connection whose screen is older draws it again.
    pub version: u64,
    /// Counts the changes of the game itself: a seat's copy older than it takes the
    /// host's again (a line said or a seat ready changes no copy).
    pub played: u64,
    /// The seed of the game.
    pub seed: u64,
    /// The game's rule options chosen when the table was opened.
    pub options: crate::games::parlour::Options,
    /// The club's rules (Nos): strict club mode, and hints in strict mode.
    pub strict: bool,
    pub hints: bool,
    /// Those rules in words, for the lobby: strict club mode, each option changed.
    pub rules: Vec<String>,
    /// The table's own lines, for everyone at it: who became host, who left, who is
    /// away; the chat. The last [`SAID`] are kept.
    pub said: Vec<String>,
    /// The seats whose player has seen the hand's count and is ready for the next.
    pub ready: Vec<bool>,
    /// Each seat's answer to a question asked of every seat at once, until its turn.
    pub answers: Vec<Option<Choice>>,
    /// Why the last save failed, while no save is written since: the table stops
    /// (nothing goes past what is saved) until the writer's retry gets through.
    pub failed: Option<String>,
    /// Since when each seat's player is away from the table ([`super::absent`]).
    pub since: Vec<Option<Instant>>,
    /// Whether a computer plays the seat while its player is away.
    pub stand_in: Vec<bool>,
    /// The seats whose player leaves for good as the next hand is dealt
    /// ([`super::leaving`]).
    pub leaving: Vec<bool>,
    /// The seats gone from the table since the hall last looked (their index then):
    /// the connections at the seats after them move up one.
    pub removed: Vec<usize>,
    /// Since when no person has sat at the table (every person's seat away), while
    /// nobody has: past `--close-after` the table is closed ([`super::hall`]). The
    /// wall clock's time, so that it is kept across a restart.
    pub alone: Option<SystemTime>,
}

/// How many of the table's own lines are kept.
pub const SAID: usize = 50;

impl Table {
    /// A table as the new-game form `form` says (its game, who plays each seat, its
    /// options), opened by `host`, who is not seated yet: each person's seat is free.
    pub fn new(id: u64, form: &Setup, host: &str, seed: u64) -> Table {
        let (_, kinds) = form.seats();
        let seats = kinds
            .iter()
            .map(|k| match k {
                Kind::Computer(l) => Holder::Computer(*l),
                Kind::Human => Holder::Free,
            })
            .collect();
        Table {
            id,
            game: form.chosen().id(),
            host: host.to_string(),
            seats,
            play: None,
            version: 0,
            played: 0,
            seed,
            options: form.options.clone(),
            strict: form.strict,
            hints: form.hints_in_strict(),
            rules: rules(form),
            said: Vec::new(),
            failed: None,
            ready: vec![false; kinds.len()],
            answers: vec![None; kinds.len()],
            since: vec![None; kinds.len()],
            stand_in: vec![false; kinds.len()],
            leaving: vec![false; kinds.len()],
            removed: Vec::new(),
            alone: None,
        }
    }

    /// The game's name, for the lobby.
    pub fn title(&self) -> String {
        crate::registry::find(self.game).map_or_else(|| self.game.to_string(), |g| g.name().to_string())
    }

    /// The seat a person of this name holds.
    pub fn seat_of(&self, name: &str) -> Option<Seat> {
        self.seats
            .iter()
            .position(|h| matches!(h, Holder::Person { name: n, .. } if n.eq_ignore_ascii_case(name)))
            .map(|i| Seat(i as u8))
    }

    /// How many seats wait for a player.
    pub fn free(&self) -> usize {
        self.seats.iter().filter(|h| **h == Holder::Free).count()
    }

    /// The names at the seats: a person's own, a computer's "Computer N".
    pub fn names(&self) -> Vec<String> {
        // Once played, the game's own names (a computer keeps its name when a seat
        // before it is gone).
        if let Some(p) = self.play.as_ref().filter(|p| p.host.sit.names().len() == self.seats.len()) {
            return p.host.sit.names().to_vec();
        }
        self.seats
            .iter()
            .enumerate()
            .map(|(i, h)| match h {
                Holder::Person { name, .. } => name.clone(),
                Holder::Computer(_) => format!("Computer {}", i + 1),
                Holder::Free => "—".into(),
            })
            .collect()
    }

    /// Starts the game once every seat is held; the error says why it cannot.
    ///
    /// # Errors
    /// A seat is free, or the game refuses the table.
    pub fn start(&mut self, data: Option<(&Path, &Saves)>) -> Result<(), String> {
        if self.free() > 0 {
            return Err(format!("{} seats are free", self.free()));
        }
        let kinds: Vec<Kind> = self
            .seats
            .iter()
            .map(|h| match h {
                Holder::Computer(l) => Kind::Computer(*l),
                _ => Kind::Human,
            })
            .collect();
        let opener = crate::tui::openers::opener(self.game).ok_or("this game is not played at the table")?;
        let mut sit = opener.start(self.game, self.names(), kinds, self.seed, &self.options)?;
        crate::tui::table::sitting::club_rules(&mut *sit, self.strict, self.hints).map_err(|e| e.to_string())?;
        let store = data.map(|(d, _)| Store::at(d.to_path_buf())).transpose()?;
        let mut host = SitScreen::new(sit);
        host.own = Own::Host;
        host.delay = delay();
        // The first save names the slot; it is written here, once a table.
        if let Some(st) = &store {
            st.save_text(&host.sit.record())?;
        }
        host.after();
        let store = store.zip(data).map(|(st, (_, saves))| Disk::new(st, saves));
        self.play = Some(Play { host, store });
        self.moved();
        Ok(())
    }

    /// A table restored from a saved game: its seats held by the names it was
    /// played by, nobody at them yet; `hints`: the hint key works in strict mode.
    pub fn restored(id: u64, mut play: Play, hosts: &[Holder], host: String, hints: bool, rules: Vec<String>) -> Table {
        let strict = play.host.sit.club().is_some_and(|c| c.strict());
        let _ = crate::tui::table::sitting::club_rules(&mut *play.host.sit, strict, hints);
        let options = crate::games::parlour::Options::new();
        let sit = &play.host.sit;
        let game = crate::registry::find(sit.game()).map_or("", |g| g.id());
        let seed = sit.seed();
        let seats = hosts
            .iter()
            .map(|h| match h {
                Holder::Person { name, key, code, .. } => {
                    Holder::Person { name: name.clone(), key: key.clone(), code: code.clone(), at: None }
                }
                other => other.clone(),
            })
            .collect();
        let (ready, answers, said) = (vec![false; hosts.len()], vec![None; hosts.len()], Vec::new());
        // Nobody is at the table yet: each player's wait starts now, his seat his
        // (a computer that stood in for him before the stop stands down).
        let now = Instant::now();
        let since = hosts.iter().map(|h| matches!(h, Holder::Person { .. }).then_some(now)).collect();
        for (i, h) in hosts.iter().enumerate() {
            if matches!(h, Holder::Person { .. }) {
                play.host.sit.set_kind(Seat(i as u8), Kind::Human);
            }
        }
        play.host.after();
        let stand_in = vec![false; hosts.len()];
        Table {
            id,
            game,
            host,
            seats,
            play: Some(play),
            version: 1,
            played: 1,
            seed,
            options,
            strict,
            hints,
            rules,
            said,
            failed: None,
            ready,
            answers,
            since,
            stand_in,
            leaving: vec![false; hosts.len()],
            removed: Vec::new(),
            alone: Some(SystemTime::now()),
        }
    }

    /// Time passes: a computer or a forced move acts. Whether the game changed.
    pub fn tick(&mut self, now: Instant) -> bool {
        if self.failed.is_some() {
            return false;
        }
        let Some(p) = &mut self.play else { return false };
        let before = p.host.sit.log().len();
        let hand = p.host.sit.hand_no();
        // A computer's step may write no line (Nos's "no" to declaring): that it was
        // due says it acted, so that an answer given ahead by the next seat is played.
        let due = p.host.stage == Stage::Play && p.host.next_wake().is_some_and(|d| now >= d);
        p.host.tick(now);
        let changed = due || p.host.sit.log().len() != before || p.host.sit.hand_no() != hand;
        if changed {
            self.put();
            self.moved();
            self.answer_ahead();
        }
        changed
    }

    /// The question seat `seat` is asked ahead of its turn, while it has not answered.
    pub fn asked(&self, seat: Seat) -> Vec<Choice> {
        match (&self.play, self.answers.get(seat.index())) {
            (Some(p), Some(None)) => p.host.sit.club().map(|c| c.ahead(seat)).unwrap_or_default(),
            _ => Vec::new(),
        }
    }

    /// Seat `seat` answers the question asked ahead with the key `key`: its choice,
    /// kept until its turn; `None` when the key answers nothing asked.
    pub fn answer(&mut self, seat: Seat, key: char) -> Option<String> {
        let c = self.asked(seat).into_iter().find(|c| c.key == Some(key))?;
        let label = c.label.clone();
        self.answers[seat.index()] = Some(c);
        self.version += 1;
        self.answer_ahead();
        Some(label)
    }

    /// The answers given ahead played in turn, as the seats' own; an answer the game
    /// no longer asks for (the round is over) is dropped.
    fn answer_ahead(&mut self) {
        loop {
            let Some(p) = &mut self.play else { return };
            let Some(seat) = p.host.sit.to_act() else { break };
            let Some(c) = self.answers.get_mut(seat.index()).and_then(Option::take) else { break };
            if p.host.sit.apply(&c.act).is_err() {
                break;
            }
            let name = self.names()[seat.index()].clone();
            super::log(&format!("table {}: {name} played ({}, answered ahead)", self.id, c.label));
            self.changed();
        }
        if let Some(p) = &self.play {
            for (i, a) in self.answers.iter_mut().enumerate() {
                if a.is_some() && p.host.sit.club().is_none_or(|c| c.ahead(Seat(i as u8)).is_empty()) {
                    *a = None;
                }
            }
        }
    }

    /// When the game next acts by itself.
    pub fn next_wake(&self) -> Option<Instant> {
        self.play.as_ref().and_then(|p| p.host.next_wake())
    }

    /// A seat's own screen played on: its copy of the game becomes the host's, saved.
    pub fn take_from(&mut self, seat_screen: &SitScreen) {
        let Some(p) = &mut self.play else { return };
        p.host.sit = seat_screen.sit.boxed();
        self.put();
        if let Some(p) = &mut self.play {
            p.host.after();
        }
        self.moved();
        self.answer_ahead();
    }

    /// The game changed: every seat's copy is taken again, and every screen drawn.
    fn moved(&mut self) {
        self.version += 1;
        self.played += 1;
    }

    /// The host's game changed (a charge at the desk, a seat given to a computer, the
    /// session ended): saved, and every seat's copy taken again.
    pub fn changed(&mut self) {
        self.put();
        let Some(p) = &mut self.play else { return };
        p.host.after();
        self.moved();
    }

    /// The host's game handed to the writer to be saved; a finished match (or a
    /// session ended) kept among the sessions instead, once, by the writer after the
    /// saves of the table still being written ([`Table::filed`] hears of it).
    fn put(&mut self) {
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
            Ok(path) => super::log(&format!("table {id}: the record is kept in {}", path.display())),
            Err(e) => super::log(&format!("table {id}: {e}")),
        }
        p.host.kept = Some(r);
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

    /// The host ends the session for everyone: the game kept as it stands.
    pub fn end_session(&mut self) {
        if let Some(p) = &mut self.play {
            p.host.end_at(None);
        }
        self.put();
        self.moved();
    }

    /// A save of the table failed (`Err`) or, after a failure, one is written again.
    pub fn saved(&mut self, result: Result<(), String>) {
        match result {
            Err(e) => {
                self.say(&format!("The game cannot be saved ({e}): the table waits until it can"));
                self.failed = Some(e);
            }
            Ok(()) if self.failed.take().is_some() => self.say("The game is saved again: play on"),
            Ok(()) => {}
        }
    }

    /// A line of the table's own, for everyone at it and for the server's log.
    pub fn say(&mut self, line: &str) {
        let line = crate::text::safe(line).into_owned();
        super::log(&format!("table {}: {line}", self.id));
        self.said.push(line);
        if self.said.len() > SAID {
            self.said.remove(0);
        }
        self.version += 1;
    }

    /// The seat the host holds, if he holds one.
    pub fn host_seat(&self) -> Option<Seat> {
        self.seat_of(&self.host)
    }

    /// A host who gave up his seat hands his powers to the next person seated after
    /// him (in seat order, round the table), announced; a table with nobody keeps
    /// its host's name.
    pub fn pass_host(&mut self) {
        if self.host_seat().is_some() {
            return;
        }
        let next = self.seats.iter().find_map(|h| match h {
            Holder::Person { name, .. } => Some(name.clone()),
            _ => None,
        });
        if let Some(n) = next {
            let before = std::mem::replace(&mut self.host, n.clone());
            self.say(&format!("{before} left: {n} is the host now (the desk and the end of the session are his)"));
        }
    }

    /// Whether the hand is over and the table waits for its players to go on.
    pub fn between_hands(&self) -> bool {
        self.play.as_ref().is_some_and(|p| p.host.stage == Stage::Summary)
    }

    /// The players the table waits for between hands: every person seated who has
    /// not pressed Enter at the count yet.
    pub fn looking(&self) -> Vec<String> {
        let names = self.names();
        (0..self.seats.len())
            .filter(|&i| matches!(self.seats[i], Holder::Person { .. }) && !self.ready[i] && !self.stand_in[i])
            .filter(|&i| !self.leaving[i])
            .map(|i| names[i].clone())
            .collect()
    }

    /// Seat `seat` has seen the count: once every person has, the next hand is dealt.
    pub fn ready(&mut self, seat: Seat) {
        if !self.between_hands() {
            return;
        }
        if let Some(r) = self.ready.get_mut(seat.index()) {
            *r = true;
        }
        self.version += 1;
        self.deal_if_ready();
    }

    /// Once every person has seen the count, the seats leaving leave and the next
    /// hand is dealt.
    pub fn deal_if_ready(&mut self) {
        if !self.between_hands() || !self.looking().is_empty() {
            return;
        }
        self.ready.iter_mut().for_each(|r| *r = false);
        self.apply_leaves();
        // A seat's leaving deals the next hand by itself, or ends the session.
        if !self.between_hands() {
            if !self.over() {
                super::log(&format!("table {}: the next hand is dealt ({})", self.id, self.names().join(", ")));
            }
            return;
        }
        if let Some(p) = &mut self.play {
            p.host.sit.next_hand();
            p.host.status = None;
        }
        self.changed();
        super::log(&format!("table {}: hand {} is dealt", self.id, self.hand_no() + 1));
    }

    fn hand_no(&self) -> usize {
        self.play.as_ref().map_or(0, |p| p.host.sit.hand_no())
    }

    /// Whether the match is over.
    pub fn over(&self) -> bool {
        self.play.as_ref().is_some_and(|p| p.host.stage == Stage::Over)
    }

    /// The slot the game is saved in, once saved.
    pub fn slot(&self) -> Option<String> {
        self.play.as_ref().and_then(|p| p.store.as_ref()?.slot.clone())
    }
}

/// What the writer is handed of `sit`'s game: the hands from the one in play at the
/// last save written out anew, those before it kept in `hands` as they were (they
/// never change: a save's cost grows with the hand, not with the session); a game
/// that writes its record whole, whole.
fn rec(sit: &dyn crate::tui::table::sitting::Sitting, hands: &mut Vec<std::sync::Arc<str>>) -> Rec {
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

/// The rules a form sets beyond the game's own, in words: strict club mode, and each
/// option changed from its default.
fn rules(form: &Setup) -> Vec<String> {
    let mut out = Vec::new();
    if form.strict {
        out.push(if form.hints_in_strict() { "strict, hints on" } else { "strict" }.to_string());
    }
    out.extend(form.changed());
    out
}

/// The computers' pace, as at one terminal (`NOS_DELAY_MS` sets it, for tests).
pub fn delay() -> std::time::Duration {
    let ms = std::env::var("NOS_DELAY_MS").ok().and_then(|v| v.parse().ok()).unwrap_or(500);
    std::time::Duration::from_millis(ms)
}

/// Where the finished match was kept, as a player at the far end of a connection is
/// told: the record's name, never a path of the server's disk (its owner reads that
/// in the log).
fn shown_kept(kept: &Option<Result<std::path::PathBuf, String>>) -> Option<Result<std::path::PathBuf, String>> {
    Some(match kept.as_ref()? {
        Ok(p) => Ok(p.file_name().map(std::path::PathBuf::from)?),
        Err(_) => Err("The server could not keep the record of this match.".into()),
    })
}

/// A seat's screen brought up to the host's game: the game copied, the seat's own
/// cursor kept where it can be.
pub fn sync(screen: &mut SitScreen, table: &Table) {
    let Some(p) = &table.play else { return };
    // The seat's own view of the table (its layout, his pan) stays his.
    let view = screen.sit.view();
    screen.sit = p.host.sit.boxed();
    if let Some(v) = view {
        screen.sit.set_view(v);
    }
    screen.kept = shown_kept(&p.host.kept);
    let (cursor, popup, pips) = (screen.cursor, screen.popup, screen.pips);
    screen.after();
    if p.host.stage == Stage::Over {
        screen.stage = Stage::Over;
        screen.kept = shown_kept(&p.host.kept);
    }
    screen.status.clone_from(&p.host.status);
    // A play is never taken back at a network table: the others have seen it.
    screen.undo = None;
    screen.popup = popup;
    screen.pips = pips;
    if screen.sit.to_act() != screen.shown_seat() {
        screen.cursor = cursor;
    }
}

#[cfg(test)]
mod tests;
