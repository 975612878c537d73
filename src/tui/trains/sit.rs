//! Mexican Train and Chicken Foot at the table: one [`Sitting`] for both train
//! games, reading the game's rules, never its id. Each round is dealt from the seed
//! (round r from the seed's stream r) when the table deals it, so that the round's
//! count is shown before the next; each computer decision comes from its own use of
//! the seed (the round and the actions before it), so a game resumed from its record
//! goes on as it would have. The record (the parlour format's train games, with our
//! `seed` and `seats`) is written as the game is played.

use super::table;
use super::words::{self as tw};
use crate::core::seat::Seat;
use crate::core::tile::{Tile, Tiles};
use crate::core::{Level, Play};
use crate::games::trains::{ai, Action, Deal, Event, Events, Game, Kind as Family, Rules};
use crate::record::trains::write::Writer;
use crate::record::trains::Record;
use crate::tui::kit::dice::dice;
use crate::tui::kit::input::Msg;
use crate::tui::kit::words::{Line, LineKind, Names};
use crate::tui::table::prompt::drew;
use crate::tui::table::seat::Kind;
use crate::tui::table::sitting::{
    step_of, Act, Choice, DealName, Film, Opener, Prompt, Refused, Sitting, Standing, Tried, Unfit, Unopened,
    Unplayable, Why,
};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

/// A train game being played, or one frame of its replay.
#[derive(Clone, Debug)]
pub struct TrainSitting {
    names: Vec<String>,
    kinds: Vec<Kind>,
    seed: u64,
    g: Game,
    w: Writer,
    log: Vec<(usize, Line)>,
    /// The actions taken in the round in play.
    done: usize,
    view: table::View,
}

/// The deal of round `r` of a game from `seed`.
fn deal_of(rules: &Rules, seed: u64, r: u8) -> Deal {
    Deal::random(rules, rules.engine(r), crate::core::stat::stream(seed, u64::from(r)))
}

impl TrainSitting {
    /// A new game of `family` for these seats, dealt from the seed.
    ///
    /// # Errors
    /// The game is not played by this many players.
    pub fn new(
        family: Family,
        names: Vec<String>,
        kinds: Vec<Kind>,
        seed: u64,
        options: &crate::core::option::Options,
    ) -> Result<TrainSitting, String> {
        if names.len() != kinds.len() {
            return Err("a name and a player for every seat".into());
        }
        let choices = crate::games::trains::Choices::of(family, options).map_err(|e| e.to_string())?;
        let rules = Rules::new(family, names.len(), &choices).map_err(|e| e.to_string())?;
        let g = Game::from_round(rules, 1, &deal_of(&rules, seed, 1), rules.lead(1), &[]).map_err(|e| e.to_string())?;
        Ok(TrainSitting::of(g, names, kinds, seed))
    }

    fn of(g: Game, names: Vec<String>, kinds: Vec<Kind>, seed: u64) -> TrainSitting {
        let mut w = Writer::new(&g, &names, Some(seed));
        w.seats(kinds.iter().map(|k| k.code()).collect());
        let mut s = TrainSitting { names, kinds, seed, g, w, log: Vec::new(), done: 0, view: table::View::default() };
        s.note_start();
        s
    }

    /// The game, for tests.
    pub fn game(&self) -> &Game {
        &self.g
    }

    fn note_start(&mut self) {
        let line = tw::round_start(&self.g, &Names(&self.names));
        self.log.push((self.hand_no(), line));
    }

    fn act(&mut self, seat: Seat, a: Action) -> Result<(), Refused> {
        let names = Names(&self.names);
        let refuse = |r: crate::games::trains::Refusal| Refused::Rules(Why::new(r, refusal_words(&names, r)));
        self.g.check(seat, a).map_err(refuse)?;
        self.w.step(&self.g, seat, a);
        let mut ev = Events::new();
        self.g.apply_into(seat, a, &mut ev).map_err(refuse)?;
        self.w.after(&self.g);
        self.done += 1;
        let h = self.hand_no();
        for l in tw::events(&Names(&self.names), &self.g, &ev) {
            self.log.push((h, l));
        }
        // A double laid in Mexican Train: the seat plays again, said once.
        if ev.iter().any(|e| matches!(e, Event::Played { tile, .. } if tile.is_double()))
            && self.g.to_act() == Some(seat)
            && matches!(self.g.rules().kind, Family::Mexican)
        {
            let text = format!("{} laid a double and plays again: it must be covered", Names(&self.names).of(seat));
            self.log.push((h, Line { text, kind: LineKind::Act }));
        }
        Ok(())
    }

    /// The game a record holds, step by step: `each` sees it after every round's deal
    /// and after every action. The action a record expects to be refused is told with
    /// its reason, and ends it.
    fn rebuild(rec: &Record, seed: u64, mut each: impl FnMut(&TrainSitting)) -> Result<TrainSitting, Unplayable> {
        let (names, kinds) = seats(rec);
        let mut s: Option<TrainSitting> = None;
        for (i, r) in rec.rounds.iter().enumerate() {
            let (part, n) = (crate::record::Part::Round, i + 1);
            let dealt = |e| Unplayable::Deal { part, n, why: crate::record::Reason::new(e) };
            let sit = match s.as_mut() {
                None => {
                    let g = Game::from_round(rec.rules, r.round, &r.deal, r.lead, &rec.scores).map_err(dealt)?;
                    s.insert(TrainSitting::of(g, names.clone(), kinds.clone(), seed))
                }
                Some(sit) => {
                    sit.g.deal(&r.deal, r.lead).map_err(dealt)?;
                    sit.w.after(&sit.g);
                    sit.done = 0;
                    sit.note_start();
                    sit
                }
            };
            each(sit);
            for (k, step) in r.steps.iter().enumerate() {
                let a = crate::record::trains::replay::action_of(step.act);
                match sit.act(step.seat, a) {
                    Ok(()) => {}
                    Err(why) if r.error_at == Some(k) => {
                        let who = sit.names.get(step.seat.index()).cloned().unwrap_or_default();
                        let text = format!("Action {k} of the record, {who}'s {a}, is refused: {why}");
                        sit.log.push((sit.hand_no(), Line { text, kind: LineKind::End }));
                        each(sit);
                        break;
                    }
                    Err(why) => {
                        return Err(Unplayable::Action { part, n, action: k, why: crate::record::Reason::new(why) })
                    }
                }
                each(sit);
            }
        }
        s.ok_or(Unplayable::Empty(crate::record::Part::Round))
    }
}

/// A refusal in words at this table: seats by their names.
fn refusal_words(names: &Names<'_>, r: crate::games::trains::Refusal) -> String {
    use crate::games::trains::Refusal as R;
    match r {
        R::NotMarked(s) => format!("{}'s train has no marker: only {} lays there", names.of(s), names.of(s)),
        R::NotYourTurn { turn, .. } => format!("it is {}'s turn", names.of(turn)),
        r => r.to_string(),
    }
}

/// The names and seats of a record, its names made safe; every seat human when the
/// record does not say.
fn seats(rec: &Record) -> (Vec<String>, Vec<Kind>) {
    let names = rec.players.iter().map(|p| crate::text::safe(p).into_owned()).collect();
    let kinds = match &rec.seats {
        Some(s) => s.iter().map(|c| Kind::parse(c).unwrap_or(Kind::Human)).collect(),
        None => vec![Kind::Human; rec.players.len()],
    };
    (names, kinds)
}

impl Sitting for TrainSitting {
    fn deal_name(&self) -> DealName {
        DealName::Round
    }
    fn hint(&self) -> Result<(Vec<crate::analyse::hint::Hint>, &'static str), Refused> {
        let seed = crate::tui::table::sitting::hint_seed(self.seed, self.hand_no(), self.done);
        Ok(match self.g.to_act() {
            Some(seat) => (crate::analyse::hint::trains(&self.g.view(seat), seed), "points"),
            None => (Vec::new(), "points"),
        })
    }
    fn game(&self) -> &'static str {
        self.g.rules().kind.id()
    }
    fn title(&self) -> String {
        self.g.rules().kind.name().into()
    }
    fn names(&self) -> &[String] {
        &self.names
    }
    fn kinds(&self) -> &[Kind] {
        &self.kinds
    }
    fn set_kind(&mut self, seat: Seat, kind: Kind) {
        if let Some(k) = self.kinds.get_mut(seat.index()) {
            *k = kind;
        }
    }
    fn seed(&self) -> u64 {
        self.seed
    }
    fn hand_no(&self) -> usize {
        usize::from(self.g.round().round()).saturating_sub(1)
    }
    fn to_act(&self) -> Option<Seat> {
        self.g.to_act()
    }
    fn tiles(&self, seat: Seat) -> Vec<Tile> {
        self.g.round().hand(seat).iter().collect()
    }
    fn hand_len(&self, seat: Seat) -> usize {
        self.g.round().hand(seat).len() as usize
    }
    fn choices(&self) -> Vec<Choice> {
        let legal = self.g.legal();
        let only = legal.len() == 1;
        let names = Names(&self.names);
        legal
            .iter()
            .map(|a| {
                let (tile, key) = match a {
                    Action::Play { tile, .. } => (Some(*tile), None),
                    Action::Draw => (None, Some('d')),
                    Action::Pass => (None, Some('p')),
                };
                let forced = only && tile.is_none();
                Choice { tile, label: tw::label(&names, a), key, forced, act: Act::new(*a) }
            })
            .collect()
    }
    fn apply(&mut self, act: &Act) -> Result<(), Refused> {
        let seat = self.to_act().ok_or(Refused::NobodyActs)?;
        let a = act.get::<Action>().ok_or(Refused::NotOffered)?;
        self.act(seat, a)
    }
    fn why_not(&self, tried: Tried) -> Option<Refused> {
        let seat = self.to_act()?;
        let names = Names(&self.names);
        let refuse = |r| Refused::Rules(Why::new(r, refusal_words(&names, r)));
        match tried {
            Tried::Tile(t) => Some(Refused::Rules(Why::new(Unfit(t), tw::why_not(&self.g, seat, t, &names)))),
            Tried::Key('d') => self.g.check(seat, Action::Draw).err().map(refuse),
            Tried::Key('p') => self.g.check(seat, Action::Pass).err().map(refuse),
            Tried::Key(_) => None,
        }
    }
    fn computer(&self) -> Option<Act> {
        let seat = self.to_act()?;
        let Kind::Computer(level) = self.kinds.get(seat.index()).copied()? else { return None };
        let v = self.g.view(seat);
        let a = match level {
            Level::Easy => {
                let key = 1_000_003 * (self.hand_no() as u64 + 1) + self.done as u64;
                ai::random(&v, &mut dice(self.seed, key.wrapping_mul(2) + 1))
            }
            Level::Normal => ai::simple(&v),
            _ => ai::strong(&v),
        }?;
        self.g.legal().contains(&a).then(|| Act::new(a))
    }
    fn log(&self) -> &[(usize, Line)] {
        &self.log
    }
    fn pan(&self, dx: i32, dy: i32) {
        self.view.pan(dx, dy);
    }
    fn draw_table(&self, _seat: Option<Seat>, pips: bool, area: Rect, buf: &mut Buffer) {
        let plan = table::plan(&self.g, &Names(&self.names));
        let r = self.g.round();
        let title = format!("Round {} of {}", r.round(), self.g.rules().rounds);
        table::draw(&plan, &title, &self.view, pips, area, buf);
    }
    fn standings(&self) -> Vec<Standing> {
        (0..self.g.rules().players)
            .map(|i| Standing {
                who: self.names[i as usize].clone(),
                score: self.g.totals()[i as usize] as i32,
                seats: vec![Seat(i)],
            })
            .collect()
    }
    fn notes(&self) -> Vec<String> {
        let r = self.g.round();
        let rules = self.g.rules();
        // Short lines: the seats box is 30 columns wide in an 80-column window.
        vec![
            format!("{} rounds, lowest total wins", rules.rounds),
            format!("round {}: {} {}", r.round(), tw::middle(rules.kind), r.engine()),
            format!("boneyard {}", r.boneyard().len()),
        ]
    }
    fn hand_over(&self) -> bool {
        self.g.waiting() || self.g.finished()
    }
    fn match_over(&self) -> bool {
        self.g.finished()
    }
    fn summary(&self, shown: Option<Seat>) -> Vec<String> {
        tw::summary(&self.g, &Names(&self.names), shown)
    }
    fn next_hand(&mut self) {
        if !self.g.waiting() {
            return;
        }
        let next = self.g.round().round() + 1;
        let deal = deal_of(self.g.rules(), self.seed, next);
        let lead = self.g.round_lead(next);
        if self.g.deal(&deal, lead).is_ok() {
            self.w.after(&self.g);
            self.done = 0;
            self.note_start();
        }
    }
    fn record(&self) -> String {
        self.w.text()
    }
    fn record_hands(&self) -> Option<usize> {
        Some(self.w.hands())
    }
    fn record_from(&self, from: usize) -> String {
        self.w.text_from(from)
    }
    fn help(&self) -> Vec<String> {
        tw::help(self.g.rules())
    }
    fn boxed(&self) -> Box<dyn Sitting> {
        Box::new(self.clone())
    }
    fn public(&self) -> bool {
        // A draw or a pass with nothing that fits (the log says "Ann draws a tile",
        // "Ann passes" and where its marker goes): the tile drawn is told on the seat's
        // own screen once it takes the keyboard.
        matches!(self.choices().as_slice(), [c] if c.forced)
    }
    fn prompt(&self, made: bool) -> Option<Prompt> {
        // The tile drawn, when it may be laid: said before the table's words.
        // Among people only: one person alone with the computers saw his draw made.
        let t = self.g.round().drawn()?;
        let choices = self.choices();
        if self.kinds.iter().filter(|k| **k == Kind::Human).count() < 2
            || made
            || !choices.iter().any(|c| c.tile == Some(t))
        {
            return None;
        }
        let mut p = Prompt::say(format!("{}: choose it and press Enter", drew(&[t], |_| true)?));
        for c in choices.iter().filter(|c| c.tile.is_none()) {
            if let Some(k) = c.key {
                p = p.then(", or ").answer(format!("{} ({k})", c.label), Msg::Char(k));
            }
        }
        Some(p.then("."))
    }
}

/// The opener of the train games.
pub struct Trains;

/// A train game's record, read strictly; `None` when the bytes are not one.
fn train_record(bytes: &[u8]) -> Option<Result<Record, Unplayable>> {
    let (format, game) = crate::tui::table::sitting::peek(bytes);
    if format.as_deref() != Some(crate::record::parlour::FORMAT)
        || crate::record::trains::read::kind_of(game.as_deref()?).is_none()
    {
        return None;
    }
    Some(crate::record::trains::parse(bytes).map_err(Unplayable::Format))
}

impl Opener for Trains {
    fn start(
        &self,
        game: &str,
        names: Vec<String>,
        kinds: Vec<Kind>,
        seed: u64,
        options: &crate::core::option::Options,
    ) -> Result<Box<dyn Sitting>, Unopened> {
        let family = crate::record::trains::read::kind_of(game)
            .ok_or_else(|| Unopened::Kind { game: game.into(), kind: "no train game" })?;
        if names.len() != kinds.len() {
            return Err(Unopened::Seats);
        }
        Ok(Box::new(TrainSitting::new(family, names, kinds, seed, options).map_err(Unopened::Rules)?))
    }
    fn open(&self, bytes: &[u8]) -> Option<Result<Box<dyn Sitting>, Unplayable>> {
        let rec = match train_record(bytes)? {
            Ok(r) => r,
            Err(e) => return Some(Err(e)),
        };
        let Some(seed) = rec.seed.filter(|_| rec.seats.is_some()) else {
            return Some(Err(Unplayable::NoSeats));
        };
        Some(TrainSitting::rebuild(&rec, seed, |_| {}).map(|s| Box::new(s) as Box<dyn Sitting>))
    }
    fn frames(&self, bytes: &[u8]) -> Option<Result<Vec<Box<dyn Sitting>>, Unplayable>> {
        Some(self.film(bytes, 0..usize::MAX)?.map(|f| f.frames))
    }
    fn film(&self, bytes: &[u8], keep: std::ops::Range<usize>) -> Option<Result<Film, Unplayable>> {
        let rec = match train_record(bytes)? {
            Ok(r) => r,
            Err(e) => return Some(Err(e)),
        };
        // Only a record that checks is shown, to its last action: as `nos check` sees it.
        if let Err((_, f)) = crate::record::trains::replay(&rec) {
            return Some(Err(Unplayable::Replay(f)));
        }
        let (mut steps, mut frames) = (Vec::new(), Vec::new());
        let r = TrainSitting::rebuild(&rec, rec.seed.unwrap_or(0), |s| {
            if keep.contains(&steps.len()) {
                frames.push(s.boxed());
            }
            steps.push(step_of(s));
        });
        let from = keep.start.min(steps.len());
        Some(r.map(|_| Film { steps, from, frames }))
    }
}
