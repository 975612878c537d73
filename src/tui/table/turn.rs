//! What follows an action at the table screen: the next stage from the game (the
//! hand-over, a computer's pause, a move the rules force, the summary), an action taken
//! and saved in one place for every game, take-back, the clock, and the match's end.

use super::part::Next;
use super::screen::{Own, SitScreen, Stage};
use super::sitting::{Act, Choice, Sitting};
use super::store::Store;
use crate::core::seat::Seat;
use crate::text::safe;
use crate::tui::kit::hand_over::HandOver;
use crate::tui::table::seat::Kind;
use std::time::Instant;

/// What a match ended with no data directory says of its record.
const NO_STORE: &str = "not saved (no data directory)";

impl SitScreen {
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
            self.count = Default::default();
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
        // opening the next seat's hand. But a turn's move that the log tells to
        // everyone and that shows nothing on screen (a pass or a draw the rules force:
        // `Sitting::public`) needs no keyboard: it is made on the table's public
        // screen, no hand shown, tile by tile, and the keyboard goes to the next seat
        // with a decision through its hand-over: the drawer itself once a tile it drew
        // fits, its own screen then saying what it drew. A seat that holds the keyboard
        // already (a second play after a double) makes it on its own screen.
        let people = self.own == Own::Hot && self.humans() > 1;
        let public = forced && people && self.viewer != Some(seat) && self.sit.public();
        if self.sit.kinds()[seat.index()] != Kind::Human || (forced && !people) || public {
            // A computer's choice, or a pass or draw the rules force: shown at a pace
            // that can be followed.
            self.stage = Stage::Play;
            self.due = Some(Instant::now() + self.delay);
            if public {
                // Nobody holds the keyboard now: the next seat with a decision, this
                // one included, takes it through its hand-over (the one that held it
                // is told that it comes back to him).
                self.held = self.viewer.or(self.held);
                self.viewer = None;
            }
            // Said of a seat whose hand is not on screen, once (the line of the move
            // on the clock says it): the prompt under one's own hand says it of oneself
            // ("nothing fits: a tile is drawn for you").
            if forced && self.shown_seat() != Some(seat) {
                // A tile the rules leave no choice of (the one double to set) is no
                // "cannot play", nor a "no" to a question ("Ann: no double can go on the
                // set tile").
                let said = match (choices[0].tile, choices[0].key) {
                    (Some(_), _) => " has one move",
                    (None, Some('n')) => "",
                    _ => " cannot play",
                };
                self.status = Some(format!("{}{said}: {}", self.name(seat), choices[0].label));
            }
            return;
        }
        if self.humans() > 1 && self.viewer != Some(seat) {
            let now = self.clock.now();
            let back = self.viewer.is_none() && self.held == Some(seat);
            self.stage = Stage::HandOver(if back { HandOver::back(seat, now) } else { HandOver::new(seat, now) });
            return;
        }
        self.viewer = Some(seat);
        self.enter_play();
    }

    pub(super) fn enter_play(&mut self) {
        self.stage = Stage::Play;
        self.cursor = self.fitting().first().copied().unwrap_or(0);
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
    pub(super) fn open_menu(&mut self) {
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
        // The end box opens at its top, wherever the count was scrolled to.
        self.count = Default::default();
        // Ended once without the store (the screen made before it was given one):
        // kept now that there is one.
        let unkept = matches!(&self.kept, Some(Err(e)) if e == NO_STORE);
        if self.saves && (self.kept.is_none() || (unkept && store.is_some())) {
            self.kept = Some(match store {
                Some(st) => st
                    .finish_text(&self.sit.record(), &self.sit.kept_as(), self.sit.match_over())
                    .map_err(|e| e.to_string()),
                None => Err(NO_STORE.into()),
            });
        }
    }

    /// Whether a human seat's play may be taken back: casual play against the
    /// computer, a person and a computer at the table.
    pub(super) fn undoable(&self) -> bool {
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
    pub(super) fn take_back(&mut self) {
        let Some((before, seat)) = self.undo.take() else { return };
        self.sit = before;
        self.lesson_taken_back();
        self.glance = false;
        self.save();
        self.after();
        self.status = Some(format!("{}'s last play is taken back: play again", self.name(seat)));
    }

    /// Time passes: the seat whose pause is over acts. A step made so at this
    /// keyboard is followed by a calm for the keys ([`crate::tui::kit::hand_over::Calm`]).
    pub fn tick(&mut self, now: Instant) {
        let changes = self.changes;
        self.tick_step(now);
        self.stepped_since(changes, false);
    }

    /// A step made by itself since the game's `changes` were counted: the keys of this
    /// keyboard are calm once it shows, whether it came on the clock or a key hurried it.
    fn stepped_since(&mut self, changes: u64, decision: bool) {
        if self.changes != changes && self.own == Own::Hot {
            if decision {
                self.calm.stepped_to_decision();
            } else {
                self.calm.stepped();
            }
        }
    }

    fn tick_step(&mut self, now: Instant) {
        let due =
            self.popup.is_none() && !self.held() && self.stage == Stage::Play && self.due.is_some_and(|d| now >= d);
        let d = self.lend(|p, s| p.tick(s, now, due));
        if self.done_by_part(d) || !due {
            return;
        }
        self.act_now();
    }

    /// The computer's choice, or the forced one, now (its pause over, or hurried by a
    /// key): a step made by itself, followed by the calm.
    pub(super) fn act_now(&mut self) {
        let changes = self.changes;
        let actor = self.sit.to_act();
        let own = actor.is_some() && self.shown_seat() == actor;
        self.act_now_step();
        // A move made for a person on his own screen that leaves him a decision (the
        // set made for him, then the list of games): a longer calm.
        let decision = own && self.sit.to_act() == actor && self.choosing();
        self.stepped_since(changes, decision);
    }

    fn act_now_step(&mut self) {
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
        // Nor once the hand is over: its count says what came of it.
        if self.status.is_none()
            && choices.first().is_some_and(|c| c.forced)
            && self.sit.to_act() != actor
            && !self.sit.hand_over()
        {
            self.status = status;
        }
    }
}
