//! The table screen for a game behind the seam ([`Sitting`]): whose turn it is, the
//! hand-over between human seats, a computer's pause, the tile and place being chosen,
//! the summary after each hand and at the match's end. It saves after every action.
//! At one keyboard with two or more people, a person's turn passes on his own key,
//! never by itself (not even a move the rules force), and the next person's hand shows
//! only once he has taken the hand-over, whose lock ignores every key for its first
//! second ([`HandOver`]).

use super::part::{Did, Next, Part};
use super::sitting::{Act, Choice, OnTable, Sitting, TableInput, Took, Tried};
use super::store::Store;
use crate::core::seat::Seat;
use crate::text::safe;
use crate::tui::kit::hand_over::{Clock, HandOver};
use crate::tui::kit::hits::{Hit, Hits};
use crate::tui::kit::input::{nav, Msg};
use crate::tui::table::seat::Kind;
use std::path::PathBuf;
use std::rc::Rc;
use std::time::{Duration, Instant};

/// What a match ended with no data directory says of its record.
const NO_STORE: &str = "not saved (no data directory)";

/// Where the game at the table stands, for the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The keyboard goes to another human seat: every hand is hidden, and keys wait
    /// for the hand-over's lock.
    HandOver(HandOver),
    /// The table, with the seat to act.
    Play,
    /// The hand is over; Enter deals the next.
    Summary,
    /// The match is over (or was ended): the last summary.
    Over,
}

/// A box over the table that takes the keys first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Popup {
    Help,
    Quit,
    /// The best choices now ([`SitScreen::hint`]).
    Hint,
}

/// Whose screen this is: the one keyboard of the hot seat, or one seat's own
/// terminal at a network table ([`crate::serve`]), or a watcher's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Own {
    /// Every seat at this keyboard, handing it over.
    Hot,
    /// This seat alone, always: no hand-over, and no other seat's choice made here.
    Seat(Seat),
    /// A watcher: no hand is ever shown.
    Watch,
    /// The host's copy of a network table, nobody's screen: as at one keyboard, but
    /// the moves the rules force are made for every seat, none of whose keys come here.
    Host,
}

/// The table screen of a game behind the seam.
pub struct SitScreen {
    /// Whose screen this is.
    pub own: Own,
    pub sit: Box<dyn Sitting>,
    /// The game's own part of the screen, if it has one ([`Part`]).
    pub part: Option<Box<dyn Part>>,
    /// Where the game is saved after every action; none at a network seat (the
    /// table saves) or with no data directory.
    pub store: Option<Rc<Store>>,
    /// Whether the game is one to keep (practice and lessons are not).
    pub saves: bool,
    /// Whether a person's play may be taken back here (not in practice).
    pub takeback: bool,
    pub stage: Stage,
    /// The human seat that took the keyboard last.
    pub viewer: Option<Seat>,
    /// The tile under the cursor in the shown hand.
    pub cursor: usize,
    /// The choices of the chosen tile and the one marked, while its place is being
    /// chosen.
    pub place: Option<(Vec<Choice>, usize)>,
    pub status: Option<String>,
    pub popup: Option<Popup>,
    /// The hint box's choices and their unit, while it is open: never saved.
    pub hint: Option<(Vec<crate::analyse::hint::Hint>, &'static str)>,
    /// When the seat to act (a computer, or a seat with a forced pass or draw) acts.
    pub due: Option<Instant>,
    pub delay: Duration,
    /// The time the hand-over's lock reads.
    pub clock: Clock,
    pub pips: bool,
    /// Where the finished match was kept, once it is over.
    pub kept: Option<Result<PathBuf, String>>,
    pub done: bool,
    /// A hand ended by another seat's move: the table and the log stay in sight, the
    /// summary waits for Enter.
    pub glance: bool,
    /// The game before the last play of a human seat, while it may be taken back
    /// (`u`): in play against the computer, until another seat acts.
    pub undo: Option<(Box<dyn Sitting>, Seat)>,
    /// The lesson being played at this table, if any ([`super::lesson`]).
    pub lesson: Option<super::guide::Guide>,
    /// A line under the summary from the table this screen is one seat of
    /// ([`crate::serve`]): who is still looking before the next hand.
    pub aside: Option<String>,
    /// Counts the changes of the game made here: each one goes through [`SitScreen::save`],
    /// so that a network table sees that a key changed the game without comparing records.
    pub changes: u64,
    /// The game's part asked that the seat to act answer even a question with one
    /// answer with its own key ([`Next::Ask`]: strict club mode, a lesson).
    pub ask: bool,
    /// The game's part asked that the seat's one answer be made for it here
    /// ([`Next::Made`]).
    pub made: bool,
}

impl SitScreen {
    pub fn new(sit: Box<dyn Sitting>) -> SitScreen {
        let mut s = SitScreen {
            own: Own::Hot,
            sit,
            part: None,
            store: None,
            saves: true,
            takeback: true,
            stage: Stage::Play,
            viewer: None,
            cursor: 0,
            place: None,
            status: None,
            popup: None,
            hint: None,
            due: None,
            delay: Duration::from_millis(700),
            clock: Clock::real(),
            pips: false,
            kept: None,
            done: false,
            glance: false,
            undo: None,
            lesson: None,
            aside: None,
            changes: 0,
            ask: false,
            made: false,
        };
        s.after();
        s
    }

    /// The screen with the game's own part, decided anew for it.
    pub fn with_part(mut self, part: Option<Box<dyn Part>>) -> SitScreen {
        self.part = part;
        self.after();
        self
    }

    /// Runs `f` with the game's own part, lent the screen; `None` when it has none.
    pub fn lend<T>(&mut self, f: impl FnOnce(&mut dyn Part, &mut SitScreen) -> T) -> Option<T> {
        let mut p = self.part.take()?;
        let out = f(&mut *p, self);
        self.part = Some(p);
        Some(out)
    }

    /// What a part asked for done.
    fn done_by_part(&mut self, d: Option<Did>) -> bool {
        match d {
            None | Some(Did::No) => false,
            Some(Did::Yes) => true,
            Some(Did::Take(a)) => {
                self.take(&a);
                true
            }
            Some(Did::After) => {
                // What the part said of the change stays over what follows it.
                let said = self.status.take();
                self.save();
                self.after();
                if said.is_some() {
                    self.status = said;
                }
                true
            }
        }
    }

    /// Whether a box of the game's own part is up: the table waits under it.
    fn held(&self) -> bool {
        self.part.as_ref().is_some_and(|p| p.holds(self))
    }

    /// The lesson played at this table, if one is: the parlour's, or the game's part's.
    pub fn lesson_at(&self) -> Option<super::guide::At> {
        match &self.lesson {
            Some(g) => Some(super::guide::At { index: g.index, finished: g.finished(), next: g.next }),
            None => self.part.as_ref()?.lesson(),
        }
    }

    fn humans(&self) -> usize {
        self.sit.kinds().iter().filter(|k| **k == Kind::Human).count()
    }

    fn name(&self, s: Seat) -> String {
        self.sit.names().get(s.index()).cloned().unwrap_or_default()
    }

    /// The seat whose hand may be on screen now: the only human's, always; with
    /// several, the acting human's once it has taken the keyboard.
    pub fn shown_seat(&self) -> Option<Seat> {
        match self.own {
            Own::Seat(s) => return Some(s),
            Own::Watch => return None,
            Own::Hot | Own::Host => {}
        }
        if matches!(self.stage, Stage::HandOver(_)) {
            return None;
        }
        if self.humans() == 1 {
            return self.sit.kinds().iter().position(|k| *k == Kind::Human).map(|i| Seat(i as u8));
        }
        let seat = self.sit.to_act()?;
        (self.stage == Stage::Play && self.viewer == Some(seat) && self.sit.kinds()[seat.index()] == Kind::Human)
            .then_some(seat)
    }

    /// Whether the shown seat is the one to act, choosing now.
    pub fn choosing(&self) -> bool {
        self.stage == Stage::Play
            && self.due.is_none()
            && self.shown_seat().is_some()
            && self.shown_seat() == self.sit.to_act()
    }

    /// The tiles of the shown seat, in the order shown.
    pub fn hand_tiles(&self) -> Vec<crate::core::tile::Tile> {
        self.shown_seat().map(|s| self.sit.tiles(s)).unwrap_or_default()
    }

    /// Saves the game as it stands, when it is one to keep.
    pub fn save(&mut self) {
        self.changes += 1;
        if let Some(st) = self.store.as_ref().filter(|_| self.saves) {
            // A failure stops the table; its box says what failed.
            let _ = st.save_sit(&*self.sit);
        }
    }

    /// Whether a save failed and the table waits for it.
    pub fn unsaved(&self) -> bool {
        self.saves && self.store.as_ref().is_some_and(|s| s.failed().is_some())
    }

    /// After an action (or at the start): the next stage, from the game.
    pub fn after(&mut self) {
        self.place = None;
        self.due = None;
        self.ask = false;
        self.made = false;
        match self.lend(|p, s| p.after(s)) {
            Some(Next::Done) => return,
            Some(Next::Take(a, said)) => {
                if self.take(&a) && said.is_some() {
                    self.status = said;
                }
                return;
            }
            Some(Next::Ask) => self.ask = true,
            Some(Next::Made) => self.made = true,
            Some(Next::Go) | None => {}
        }
        if self.sit.match_over() {
            // A match ends on screen, and is kept, only once its last action is saved:
            // until then the table waits for the failed save.
            if self.unsaved() {
                self.stage = Stage::Play;
                return;
            }
            self.end();
            return;
        }
        if self.sit.hand_over() {
            self.stage = Stage::Summary;
            return;
        }
        let Some(seat) = self.sit.to_act() else { return };
        if matches!(self.own, Own::Seat(_) | Own::Watch) {
            // The seat's own screen: the host acts for computers and forced moves.
            self.stage = Stage::Play;
            if self.own == Own::Seat(seat) {
                self.enter_play();
            }
            return;
        }
        let choices = self.sit.choices();
        let forced = self.one_answer();
        // With two or more people at this keyboard, a move the rules force waits until
        // its seat has taken the keyboard: it is made then, on the seat's own screen,
        // with no key of its own (`enter_play`). A seat gets its hand-overs whatever it
        // holds, and the next hand-over's lock keeps a key meant for this screen from
        // opening the next seat's hand.
        let people = self.own == Own::Hot && self.humans() > 1;
        if self.sit.kinds()[seat.index()] != Kind::Human || (forced && !people) {
            // A computer's choice, or a pass or draw the rules force: shown at a pace
            // that can be followed.
            self.stage = Stage::Play;
            self.due = Some(Instant::now() + self.delay);
            if forced {
                self.status = Some(format!("{} cannot play: {}", self.name(seat), choices[0].label));
            }
            return;
        }
        if self.humans() > 1 && self.viewer != Some(seat) {
            self.stage = Stage::HandOver(HandOver::new(seat, self.clock.now()));
            return;
        }
        self.viewer = Some(seat);
        self.enter_play();
    }

    fn enter_play(&mut self) {
        self.stage = Stage::Play;
        let choices = self.sit.choices();
        let tiles = self.hand_tiles();
        self.cursor = tiles.iter().position(|t| choices.iter().any(|c| c.tile == Some(*t))).unwrap_or(0);
        if self.own == Own::Hot && self.humans() > 1 && self.one_answer() {
            // A question with one answer, at a table of people: its line shows on the
            // seat's own screen, and the answer is made after a moment to read it.
            self.due = Some(Instant::now() + self.delay * 2);
            return;
        }
        self.open_menu();
    }

    /// Whether the seat to act has one choice, which the rules force (a draw or pass
    /// with nothing that fits, a "no" with nothing to declare), and nobody asked that
    /// it be the seat's own key.
    pub fn one_answer(&self) -> bool {
        let choices = self.sit.choices();
        choices.len() == 1 && (choices[0].forced || self.made) && !self.ask
    }

    /// Choices with neither a tile nor a key (the games a Nos seat may announce) are
    /// a list to choose from, opened at once when no tile is to be chosen.
    fn open_menu(&mut self) {
        let choices = self.sit.choices();
        let menu: Vec<Choice> = choices.iter().filter(|c| c.tile.is_none() && c.key.is_none()).cloned().collect();
        let chooses = self.part.as_ref().is_some_and(|p| p.chooses(self));
        if !menu.is_empty() && choices.iter().all(|c| c.tile.is_none()) && !self.sit.on_table() && !chooses {
            self.place = Some((menu, 0));
        }
    }

    /// The match is over (or ended here): kept among the sessions, the game in
    /// progress forgotten.
    pub fn end(&mut self) {
        let store = self.store.clone().filter(|_| self.saves);
        self.end_at(store.as_deref());
    }

    /// The match is over: kept in `store`.
    pub fn end_at(&mut self, store: Option<&Store>) {
        self.stage = Stage::Over;
        self.due = None;
        // Ended once without the store (the screen made before it was given one):
        // kept now that there is one.
        let unkept = matches!(&self.kept, Some(Err(e)) if e == NO_STORE);
        if self.saves && (self.kept.is_none() || (unkept && store.is_some())) {
            self.kept = Some(match store {
                Some(st) => st.finish_text(&self.sit.record(), &self.sit.kept_as(), self.sit.match_over()),
                None => Err(NO_STORE.into()),
            });
        }
    }

    /// Whether a human seat's play may be taken back: casual play against the
    /// computer, a person and a computer at the table.
    fn undoable(&self) -> bool {
        let k = self.sit.kinds();
        self.takeback && k.contains(&Kind::Human) && k.iter().any(|k| *k != Kind::Human)
    }

    /// Takes the action `act` for the seat to act; a refusal becomes a sentence.
    /// Whether it was taken.
    pub fn take(&mut self, act: &Act) -> bool {
        // Nothing goes past what is saved: a failed save stops the table.
        if self.unsaved() {
            return false;
        }
        if self.lend(|p, s| p.before(s, act)) == Some(false) {
            return false;
        }
        let by = self.sit.to_act();
        // A person's own choice, not a computer's nor a move the rules force.
        let person = self.due.is_none() && by.is_some_and(|s| self.sit.kinds()[s.index()] == Kind::Human);
        let before = (person && self.undoable() && self.sit.undoable(act)).then(|| self.sit.boxed());
        let asked = person && self.lesson_asks();
        match self.sit.apply(act) {
            Ok(()) => {
                self.status = None;
                self.lend(|p, s| p.took(s, act, true));
                if asked {
                    self.lesson_took();
                }
                // A play that drew a tile (Dominox's draw ends every turn) showed the
                // seat a chance outcome: taken back, it would know its next draw.
                let drew = |b: &dyn Sitting, seat: Seat| {
                    let had = b.tiles(seat);
                    self.sit.tiles(seat).iter().any(|t| !had.contains(t))
                };
                match (before, by) {
                    (Some(b), Some(seat)) if !drew(b.as_ref(), seat) => self.undo = Some((b, seat)),
                    (Some(_), Some(_)) => self.undo = None,
                    // Another seat acted: the last play stands.
                    _ if self.undo.as_ref().is_some_and(|(_, s)| Some(*s) != by) => self.undo = None,
                    _ => {}
                }
                // A hand ended by another seat's move is glanced at before its count.
                self.glance = !person && !self.sit.on_table() && self.sit.hand_over();
                self.save();
                self.after();
                if self.undo.is_some() && self.due.is_some() {
                    // The computer's pause is longer while the play may be taken back.
                    self.due = Some(Instant::now() + self.delay * 2);
                }
                self.glance &= matches!(self.stage, Stage::Summary | Stage::Over);
                true
            }
            Err(r) => {
                self.status = Some(safe(&r.to_string()).into_owned());
                self.lend(|p, s| p.took(s, act, false));
                self.lesson_refused();
                false
            }
        }
    }

    /// Takes back the last play of a human seat: the game as it was before it, saved
    /// so, the record holding only the plays that stand.
    fn take_back(&mut self) {
        let Some((before, seat)) = self.undo.take() else { return };
        self.sit = before;
        self.lesson_taken_back();
        self.glance = false;
        self.save();
        self.after();
        self.status = Some(format!("{}'s last play is taken back: play again", self.name(seat)));
    }

    /// Time passes: the seat whose pause is over acts.
    pub fn tick(&mut self, now: Instant) {
        let due =
            self.popup.is_none() && !self.held() && self.stage == Stage::Play && self.due.is_some_and(|d| now >= d);
        let d = self.lend(|p, s| p.tick(s, now, due));
        if self.done_by_part(d) || !due {
            return;
        }
        self.act_now();
    }

    /// The computer's choice, or the forced one, now.
    fn act_now(&mut self) {
        let choices = self.sit.choices();
        let act = match self.sit.computer() {
            Some(a) => Some(a),
            None if choices.len() == 1 && (choices[0].forced || self.made) => Some(choices[0].act.clone()),
            None => None,
        };
        let status = self.status.take();
        let actor = self.sit.to_act();
        self.due = None;
        if let Some(a) = act {
            self.take(&a);
        }
        // A forced move's sentence stays while the next seat is on; not once the same
        // seat has drawn a tile it can play, which the sentence would belie.
        if self.status.is_none() && choices.first().is_some_and(|c| c.forced) && self.sit.to_act() != actor {
            self.status = status;
        }
    }

    /// The `b` key: the hint box for the seat choosing now, from its view alone.
    pub(in crate::tui) fn open_hint(&mut self) {
        match self.sit.hint() {
            Err(why) => self.status = Some(why.to_string()),
            Ok((rows, _)) if rows.is_empty() => {
                self.status = Some("Only one thing can be done now: no hint needed".into());
            }
            Ok(hint) => {
                self.status = None;
                self.hint = Some(hint);
                self.popup = Some(Popup::Hint);
            }
        }
    }

    /// When something happens without a key: a pause ends, or the hand-over's lock
    /// (the screen then says that Enter takes it), or the part's own.
    pub fn next_wake(&self) -> Option<Instant> {
        let own = match self.stage {
            _ if self.popup.is_some() || self.held() => None,
            Stage::HandOver(h) if self.own == Own::Hot => h.opens(),
            _ => self.due,
        };
        match (own, self.part.as_ref().and_then(|p| p.next_wake())) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// A frame begun at `from` was drawn: a hand-over on it starts its lock.
    pub fn drawn(&mut self, from: Instant) {
        if let Stage::HandOver(h) = &mut self.stage {
            h.drawn(from, self.clock.now());
        }
    }

    /// A key.
    pub fn key(&mut self, m: Msg) {
        // The hand-over's first second: every key is ignored.
        if let Stage::HandOver(h) = self.stage {
            if h.wait(self.clock.now()).is_some() {
                return;
            }
        }
        let d = self.lend(|p, s| p.key(s, m));
        if self.done_by_part(d) {
            return;
        }
        let m = nav(m);
        if let Some(p) = self.popup {
            match (p, m) {
                (Popup::Quit, Msg::Char('y')) => {
                    self.popup = None;
                    self.end();
                }
                (Popup::Quit, Msg::Char('s')) => {
                    self.save();
                    self.done = true;
                }
                _ => self.popup = None,
            }
            return;
        }
        if self.lesson_key(m) {
            return;
        }
        match m {
            Msg::Char('u') if self.undo.is_some() && matches!(self.stage, Stage::Play | Stage::Summary) => {
                return self.take_back()
            }
            Msg::Char('?') => return self.popup = Some(Popup::Help),
            Msg::Char('b') if self.choosing() => return self.open_hint(),
            Msg::Char('t') => return self.pips = !self.pips,
            Msg::Char('q') if self.stage == Stage::Over => return self.done = true,
            Msg::Char('q') => return self.popup = Some(Popup::Quit),
            _ => {}
        }
        match self.stage {
            Stage::HandOver(h) => {
                if let Some(seat) = h.take(self.clock.now()).filter(|_| m == Msg::Enter) {
                    self.viewer = Some(seat);
                    self.status = None;
                    self.enter_play();
                }
            }
            Stage::Summary | Stage::Over if self.glance => {
                if m == Msg::Enter {
                    self.glance = false;
                }
            }
            Stage::Summary => {
                if m == Msg::Enter {
                    self.undo = None;
                    self.sit.next_hand();
                    self.status = None;
                    self.save();
                    self.after();
                }
            }
            Stage::Over => {
                if matches!(m, Msg::Enter | Msg::Back) {
                    self.done = true;
                }
            }
            Stage::Play if self.due.is_some() => self.act_now(),
            Stage::Play if self.choosing() => self.choose(m),
            Stage::Play => {}
        }
    }

    /// A key or click the game's own table takes, for a game chosen on its table.
    fn on_table(&mut self, input: TableInput) -> bool {
        match self.sit.table_input(input) {
            OnTable::Ignored => return false,
            OnTable::Changed => self.status = None,
            OnTable::Take(a) => {
                self.take(&a);
            }
            OnTable::Say(w) => {
                self.status = Some(safe(&w).into_owned());
                self.lesson_refused();
            }
        }
        true
    }

    /// A key while the shown seat chooses.
    fn choose(&mut self, m: Msg) {
        if self.sit.on_table() && self.on_table(TableInput::Key(m)) {
            return;
        }
        if self.place.is_none() {
            match self.sit.key(m) {
                Took::No => {}
                Took::Yes => return,
                Took::Choice(a) => {
                    self.take(&a);
                    return;
                }
            }
        }
        let choices = self.sit.choices();
        if let Some((opts, at)) = self.place.clone() {
            match m {
                Msg::Up | Msg::Left => self.place = Some((opts.clone(), at.checked_sub(1).unwrap_or(opts.len() - 1))),
                Msg::Down | Msg::Right => self.place = Some((opts.clone(), (at + 1) % opts.len())),
                Msg::Enter => {
                    self.take(&opts[at].act);
                }
                Msg::Char(c) if c.is_ascii_digit() && c != '0' => {
                    if let Some(c) = opts.get(c as usize - '1' as usize) {
                        self.take(&c.act);
                    }
                }
                Msg::Back => self.place = None,
                _ => {}
            }
            return;
        }
        let tiles = self.hand_tiles();
        if m == Msg::Enter && choices.iter().all(|c| c.tile.is_none()) {
            // The list, closed with Esc, opens again.
            self.open_menu();
            if self.place.is_some() {
                return;
            }
        }
        match m {
            Msg::Left => self.cursor = self.cursor.checked_sub(1).unwrap_or(tiles.len().saturating_sub(1)),
            Msg::Right => self.cursor = if tiles.is_empty() { 0 } else { (self.cursor + 1) % tiles.len() },
            Msg::Home => self.cursor = 0,
            Msg::End => self.cursor = tiles.len().saturating_sub(1),
            Msg::Enter => {
                let Some(&t) = tiles.get(self.cursor) else { return };
                let opts: Vec<Choice> = choices.iter().filter(|c| c.tile == Some(t)).cloned().collect();
                match opts.as_slice() {
                    [] => {
                        let others: Vec<String> =
                            choices.iter().filter_map(|c| c.key.map(|k| format!("{k}: {}", c.label))).collect();
                        let hint = if others.is_empty() { String::new() } else { format!(" ({})", others.join(", ")) };
                        let why = self
                            .sit
                            .why_not(Tried::Tile(t))
                            .unwrap_or_else(|| format!("{t} does not fit anywhere now"));
                        self.status = Some(format!("{why}{hint}"));
                        self.lesson_refused();
                    }
                    [c] => {
                        self.take(&c.act);
                    }
                    _ => self.place = Some((opts, 0)),
                }
            }
            Msg::Char(c) => match choices.iter().find(|ch| ch.key == Some(c)) {
                Some(ch) => {
                    self.take(&ch.act.clone());
                }
                None => {
                    // A key the rules refuse now (a draw while able), not a slip.
                    let why = self.sit.why_not(Tried::Key(c));
                    if why.is_some() {
                        self.lesson_refused();
                    }
                    self.status = Some(why.unwrap_or_else(|| format!("{c} does nothing now")));
                }
            },
            _ => {}
        }
    }

    /// A click on what the last frame drew.
    pub fn click(&mut self, hits: &Hits, x: u16, y: u16) {
        let hit = hits.at(x, y);
        if let Some(h) = hit {
            let d = self.lend(|p, s| p.click(s, h));
            if self.done_by_part(d) {
                return;
            }
        }
        match hit {
            Some(Hit::Key(k)) => self.key(k),
            Some(Hit::Tile(i)) if self.choosing() && self.sit.on_table() => {
                self.on_table(TableInput::Tile(i));
            }
            Some(Hit::Table(area)) if self.choosing() && self.popup.is_none() => {
                self.on_table(TableInput::Click { area, x, y });
            }
            Some(Hit::Tile(i)) if self.choosing() && self.place.is_none() => {
                self.cursor = i;
                self.key(Msg::Enter);
            }
            Some(Hit::Row { row, .. }) if self.choosing() => {
                if let Some(c) = self.place.as_ref().and_then(|(opts, _)| opts.get(row)).cloned() {
                    self.take(&c.act);
                }
            }
            _ => {}
        }
    }

    /// The mouse wheel: what scrolls on screen scrolls, else the table pans.
    pub fn wheel(&mut self, up: bool) {
        match self.part.as_ref().and_then(|p| p.wheel(self)) {
            Some(n) => (0..n).for_each(|_| self.key(if up { Msg::Up } else { Msg::Down })),
            None => {
                let (dx, dy) = crate::tui::table::placed::pan_wheel(up);
                self.sit.pan(dx, dy);
            }
        }
    }
}

impl Clone for SitScreen {
    fn clone(&self) -> SitScreen {
        SitScreen {
            own: self.own,
            sit: self.sit.boxed(),
            part: self.part.as_ref().and_then(|p| p.copy()),
            store: self.store.clone(),
            saves: self.saves,
            takeback: self.takeback,
            stage: self.stage,
            viewer: self.viewer,
            cursor: self.cursor,
            place: self.place.clone(),
            status: self.status.clone(),
            popup: self.popup,
            hint: self.hint.clone(),
            due: self.due,
            delay: self.delay,
            clock: self.clock.clone(),
            pips: self.pips,
            kept: self.kept.clone(),
            done: self.done,
            glance: self.glance,
            undo: self.undo.as_ref().map(|(s, seat)| (s.boxed(), *seat)),
            lesson: self.lesson.clone(),
            aside: self.aside.clone(),
            changes: self.changes,
            ask: self.ask,
            made: self.made,
        }
    }
}

impl std::fmt::Debug for SitScreen {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SitScreen").field("game", &self.sit.game()).field("stage", &self.stage).finish_non_exhaustive()
    }
}
