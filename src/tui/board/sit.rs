//! Dominox at the table: the board game behind the seam ([`Sitting`]). The seat
//! choosing moves a cursor on the board, turns the chosen tile with `r`, picks a tile
//! of its hand, and places it with Enter or a click; the squares where the chosen tile
//! fits are lit. Computer seats decide from their view only. The game is one hand; it
//! is saved as a parlour record (with our `seed` and `seats`) after every action.
//!
//! The deal comes from the seed's first use, each computer decision from its own use
//! (the number of actions before it), so a game resumed from its record goes on as it
//! would have.

use super::pick::{Key, Pick};
use super::table;
use crate::core::seat::Seat;
use crate::core::tile::Tile;
use crate::core::Play;
use crate::games::dominox::{ai, Action, Colour, Dir, Dominox, Event, Events, View};
use crate::record::parlour::dominox::{replay, Kept};
use crate::record::parlour::Record;
use crate::registry::Table;
use crate::tui::kit::dice::dice;
use crate::tui::kit::words::{Line, LineKind, Names};
use crate::tui::table::seat::Kind;
use crate::tui::table::sitting::{
    seats_of, step_of, Act, Choice, Film, OnTable, Opener, Refused, Sitting, Standing, TableInput, Unopened,
    Unplayable, Why,
};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

/// A game of Dominox being played, or one frame of its replay.
#[derive(Clone, Debug)]
pub struct DominoxSitting {
    names: Vec<String>,
    kinds: Vec<Kind>,
    seed: u64,
    kept: Kept,
    log: Vec<(usize, Line)>,
    /// The cursor, the chosen tile and its lie, of the seat choosing.
    pick: Pick,
    /// A frame of a replay: no cursor is drawn.
    frame: bool,
}

impl DominoxSitting {
    /// A new game for two seats, dealt from the seed.
    ///
    /// # Errors
    /// Not two players.
    pub fn new(names: Vec<String>, kinds: Vec<Kind>, seed: u64) -> Result<DominoxSitting, Unopened> {
        DominoxSitting::of(Kept::seeded(seed), names, kinds, seed)
    }

    fn of(kept: Kept, names: Vec<String>, kinds: Vec<Kind>, seed: u64) -> Result<DominoxSitting, Unopened> {
        if names.len() != 2 || kinds.len() != 2 {
            return Err(Unopened::Players { game: "Dominox", by: "2", got: names.len() });
        }
        let mut s = DominoxSitting { names, kinds, seed, kept, log: Vec::new(), pick: Pick::default(), frame: false };
        s.note_start();
        Ok(s)
    }

    /// The game, for tests.
    pub fn game(&self) -> &Dominox {
        self.kept.game()
    }

    /// The cursor and the chosen tile, for tests.
    pub fn pick(&self) -> &Pick {
        &self.pick
    }

    fn who(&self, s: Seat) -> String {
        format!("{} ({})", Names(&self.names).of(s), colour(s).name())
    }

    fn note_start(&mut self) {
        let g = self.kept.start();
        let lead = g.turn();
        let double = g.lead_tile().map(|t| t.to_string()).unwrap_or_default();
        let text = format!(
            "{} plays White, {} Black; {} leads with {double}, the lowest double",
            Names(&self.names).of(Seat(0)),
            Names(&self.names).of(Seat(1)),
            Names(&self.names).of(lead)
        );
        self.log.push((0, Line { text, kind: LineKind::End }));
    }

    fn note(&mut self, ev: &Events) {
        for e in ev {
            let (text, kind) = match *e {
                Event::Placed { seat, placement } => (format!("{} places {placement}", self.who(seat)), LineKind::Act),
                Event::Passed { seat } => (format!("{} passes", self.who(seat)), LineKind::Act),
                // The tile is the drawer's secret (Dominox #13): the log is public.
                Event::Drew { seat, .. } => (format!("{} draws a tile", Names(&self.names).of(seat)), LineKind::Act),
                Event::Ended { scores: [w, b] } => (format!("Game over: White {w}, Black {b}"), LineKind::End),
            };
            self.log.push((0, Line { text, kind }));
        }
    }

    fn legal(&self) -> Vec<Action> {
        self.kept.game().legal().to_vec()
    }

    fn act(&mut self, seat: Seat, a: Action) -> Result<(), Refused> {
        let ev = self.kept.apply(seat, a).map_err(|r| Refused::Rules(Why::new(r, r.to_string())))?;
        self.note(&ev);
        // The next seat starts from its first tile, turned as before, the cursor off
        // the squares just covered: where that tile fits, if anywhere.
        self.pick.index = 0;
        if let Some(next) = self.kept.game().to_act() {
            self.pick.settle(&self.kept.game().view(next));
        }
        Ok(())
    }

    /// The view the table is drawn from: the seat's own, or White's with no hand
    /// drawn when nobody's is shown.
    fn view(&self, seat: Option<Seat>) -> View {
        self.kept.game().view(seat.unwrap_or(Seat(0)))
    }

    /// The seat choosing now, if a human's turn is shown at the table.
    fn chooser(&self) -> Option<Seat> {
        let s = self.kept.game().to_act()?;
        (!self.frame && self.kinds.get(s.index()) == Some(&Kind::Human)).then_some(s)
    }

    /// Enter, or a click on the cursor's square: the chosen tile as it lies.
    fn place(&mut self, seat: Seat) -> OnTable {
        let v = self.kept.game().view(seat);
        let Some(p) = self.pick.placement(&v) else {
            return OnTable::Say("the tile would leave the board there: move it, or turn it with r".into());
        };
        let a = Action::Place(p);
        if let Err(e) = self.kept.game().check(seat, a) {
            return OnTable::Say(format!("{p}: {e}"));
        }
        if self.legal().contains(&a) {
            OnTable::Take(Act::new(a))
        } else {
            OnTable::Ignored
        }
    }

    /// A click on the board: the cursor goes to the square; on the cursor's own
    /// square, the tile is placed if it fits as it lies, else turned to the next lie
    /// that fits there.
    fn click(&mut self, seat: Seat, area: Rect, x: u16, y: u16) -> OnTable {
        let Some(s) = table::square_at(area, x, y) else { return OnTable::Ignored };
        if s != self.pick.cursor {
            self.pick.click(s);
            return OnTable::Changed;
        }
        let v = self.kept.game().view(seat);
        if self.pick.legal(&v) {
            return self.place(seat);
        }
        for _ in 0..3 {
            self.pick.update(Key::Rotate, &v);
            if self.pick.legal(&v) {
                return OnTable::Changed;
            }
        }
        self.pick.update(Key::Rotate, &v);
        let t = self.pick.tile(&v).map(|t| t.to_string()).unwrap_or_default();
        OnTable::Say(format!("{t} does not fit with a number on {s}"))
    }
}

/// When the chosen tile does not fit at the cursor but does elsewhere: how many places
/// it fits in, and the key that goes there.
pub fn where_else(pick: &Pick, v: &View) -> Option<String> {
    if pick.legal(v) || v.to_act() != Some(v.seat()) {
        return None;
    }
    let tile = pick.tile(v)?;
    match pick.lies(v).len() {
        0 => None,
        n => Some(format!("{tile} does not fit here; it fits in {}: n goes to the next", table::places(n))),
    }
}

fn colour(s: Seat) -> Colour {
    if s.0 == 0 {
        Colour::White
    } else {
        Colour::Black
    }
}

impl Sitting for DominoxSitting {
    fn hint(&self) -> Result<(Vec<crate::analyse::hint::Hint>, &'static str), Refused> {
        let seed = crate::tui::table::sitting::hint_seed(self.seed, self.hand_no(), self.log().len());
        Ok(match self.kept.game().to_act() {
            Some(seat) => (crate::analyse::hint::board(&self.kept.game().view(seat), seed), "points"),
            None => (Vec::new(), "points"),
        })
    }
    fn game(&self) -> &'static str {
        crate::record::parlour::DOMINOX.id
    }
    fn title(&self) -> String {
        "Dominox".into()
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
        0
    }
    fn to_act(&self) -> Option<Seat> {
        self.kept.game().to_act()
    }
    fn tiles(&self, seat: Seat) -> Vec<Tile> {
        self.kept.game().hand(seat).iter().collect()
    }
    fn hand_len(&self, seat: Seat) -> usize {
        self.kept.game().hand(seat).len() as usize
    }
    fn choices(&self) -> Vec<Choice> {
        self.legal()
            .iter()
            .map(|a| match a {
                Action::Place(p) => {
                    Choice { tile: Some(p.tile()), label: p.to_string(), key: None, forced: false, act: Act::new(*a) }
                }
                // A pass is legal only when nothing can be placed (Dominox #8, #9).
                Action::Pass => {
                    Choice { tile: None, label: "pass".into(), key: Some('p'), forced: true, act: Act::new(*a) }
                }
            })
            .collect()
    }
    fn apply(&mut self, act: &Act) -> Result<(), Refused> {
        let seat = self.to_act().ok_or(Refused::NobodyActs)?;
        self.act(seat, act.get::<Action>().ok_or(Refused::NotOffered)?)
    }
    fn computer(&self) -> Option<Act> {
        let seat = self.to_act()?;
        let Kind::Computer(level) = self.kinds.get(seat.index()).copied()? else { return None };
        let mut rng = dice(self.seed, 2 * self.kept.actions().len() as u64 + 1);
        let a = ai::decide(&self.kept.game().view(seat), level, &mut rng)?;
        self.legal().contains(&a).then(|| Act::new(a))
    }
    fn log(&self) -> &[(usize, Line)] {
        &self.log
    }
    fn draw_table(&self, seat: Option<Seat>, pips: bool, area: Rect, buf: &mut Buffer) {
        let v = self.view(seat);
        let pick = (seat.is_some() && seat == self.chooser()).then_some(&self.pick);
        table::draw(&table::Table { view: &v, pick, names: &self.names, pips }, area, buf);
    }
    fn standings(&self) -> Vec<Standing> {
        let sc = self.kept.game().scores();
        (0..2u8)
            .map(|i| Standing { who: self.who(Seat(i)), score: sc[i as usize] as i32, seats: vec![Seat(i)] })
            .collect()
    }
    fn notes(&self) -> Vec<String> {
        let g = self.kept.game();
        // Short: the seats box is 30 columns wide in an 80-column window.
        let mut out = vec!["one game: most points wins".to_string()];
        out.push(format!("boneyard {}, drawn 1 a turn", g.boneyard_left()));
        if let Some(d) = g.lead_tile() {
            out.push(format!("first move: the double {d}"));
        }
        out
    }
    fn hand_over(&self) -> bool {
        self.kept.game().is_over()
    }
    fn match_over(&self) -> bool {
        self.kept.game().is_over()
    }
    fn summary(&self, shown: Option<Seat>) -> Vec<String> {
        table::summary(self.kept.game(), &self.names, shown)
    }
    fn next_hand(&mut self) {}
    fn record_hands(&self) -> Option<usize> {
        // One hand, the one in play: every save journals it.
        Some(1)
    }
    fn record(&self) -> String {
        let mut rec = self.kept.record(&self.names);
        rec.seed = Some(self.seed);
        rec.seats = Some(self.kinds.iter().map(|k| k.code()).collect());
        rec.to_text()
    }
    fn help(&self) -> Vec<String> {
        table::help()
    }
    fn boxed(&self) -> Box<dyn Sitting> {
        Box::new(self.clone())
    }
    fn on_table(&self) -> bool {
        true
    }
    fn table_input(&mut self, input: TableInput) -> OnTable {
        use crate::tui::kit::input::Msg;
        let Some(seat) = self.chooser() else { return OnTable::Ignored };
        let v = self.kept.game().view(seat);
        let key = match input {
            TableInput::Click { area, x, y } => return self.click(seat, area, x, y),
            TableInput::Tile(i) => Key::Tile(i as u8 + 1),
            TableInput::Key(m) => match m {
                Msg::Left => Key::Move(Dir::West),
                Msg::Right => Key::Move(Dir::East),
                Msg::Up => Key::Move(Dir::North),
                Msg::Down => Key::Move(Dir::South),
                Msg::Char('r') => Key::Rotate,
                Msg::Char(']') => Key::NextTile,
                Msg::Char('[') => Key::PrevTile,
                Msg::Char(c @ '1'..='9') => Key::Tile(c as u8 - b'0'),
                Msg::Char('n') => Key::NextFit,
                Msg::Enter => return self.place(seat),
                Msg::Char('p') => {
                    return match self.kept.game().check(seat, Action::Pass) {
                        Ok(()) if self.legal().contains(&Action::Pass) => OnTable::Take(Act::new(Action::Pass)),
                        Ok(()) => OnTable::Ignored,
                        Err(e) => OnTable::Say(e.to_string()),
                    }
                }
                _ => return OnTable::Ignored,
            },
        };
        self.pick.update(key, &v);
        if matches!(key, Key::NextTile | Key::PrevTile | Key::Tile(_)) {
            // Another tile: turned to fit where the cursor is, if it can.
            self.pick.turn_to_fit(&v);
        }
        match where_else(&self.pick, &v) {
            Some(w) => OnTable::Say(w),
            None => OnTable::Changed,
        }
    }
    fn chosen(&self) -> Option<usize> {
        let seat = self.chooser()?;
        let v = self.kept.game().view(seat);
        let t = self.pick.tile(&v)?;
        v.own().iter().position(|x| x == t)
    }
}

/// The opener of Dominox: the game played on a board.
pub struct Boards;

/// A parlour record of a game on a board, read strictly; `None` when it is not one.
fn board_record(bytes: &[u8]) -> Option<Result<Record, Unplayable>> {
    crate::tui::table::sitting::parlour_record(bytes, |g| {
        matches!(crate::registry::find(g).map(|g| g.table()), Some(Table::Board))
    })
}

/// The game a record holds, with `each` called on every step from the deal on.
/// A record whose last action is refused, as it expects, ends with that refusal told.
fn rebuild(rec: &Record, seed: u64, mut each: impl FnMut(&DominoxSitting)) -> Result<DominoxSitting, Unplayable> {
    let (replayed, kept) = replay(rec).map_err(|(_, f)| Unplayable::Replay(f))?;
    let (names, kinds) = seats_of(rec);
    let mut s = DominoxSitting::of(kept.restarted(), names, kinds, seed)
        .map_err(|e| Unplayable::Rules(crate::record::Reason::new(e)))?;
    each(&s);
    for (i, &(seat, a)) in kept.actions().iter().enumerate() {
        s.act(seat, a).map_err(|r| Unplayable::Action {
            part: crate::record::Part::Hand,
            n: 1,
            action: i,
            why: crate::record::Reason::new(r),
        })?;
        each(&s);
    }
    let h = &rec.hands[0];
    if let Some(step) = h.expect.error_at.and_then(|i| h.steps.get(i).map(|st| (i, st))) {
        let (i, st) = step;
        let outcome = replayed.hands.first().map_or("", |o| o.outcome.as_str());
        let reason = outcome.split_once(": ").map_or(outcome, |(_, r)| r);
        let who = s.names[st.seat.index()].clone();
        s.log.push((
            0,
            crate::tui::kit::refused::line(&s.names, i, &who, &crate::tui::kit::refused::act_words(&st.act), reason),
        ));
        each(&s);
    }
    Ok(s)
}

impl Opener for Boards {
    fn start(
        &self,
        _game: &str,
        names: Vec<String>,
        kinds: Vec<Kind>,
        seed: u64,
        options: &crate::core::option::Options,
    ) -> Result<Box<dyn Sitting>, Unopened> {
        if let Some((o, _)) = options.given().first() {
            return Err(Unopened::Option { game: "Dominox", option: o.name().to_string() });
        }
        if names.len() != 2 || kinds.len() != 2 {
            return Err(Unopened::Players { game: "Dominox", by: "2", got: names.len() });
        }
        Ok(Box::new(DominoxSitting::new(names, kinds, seed)?))
    }
    fn open(&self, bytes: &[u8]) -> Option<Result<Box<dyn Sitting>, Unplayable>> {
        let rec = match board_record(bytes)? {
            Ok(r) => r,
            Err(e) => return Some(Err(e)),
        };
        let Some(seed) = rec.seed.filter(|_| rec.seats.is_some()) else {
            return Some(Err(Unplayable::NoSeats));
        };
        Some(rebuild(&rec, seed, |_| {}).map(|s| Box::new(s) as Box<dyn Sitting>))
    }
    fn frames(&self, bytes: &[u8]) -> Option<Result<Vec<Box<dyn Sitting>>, Unplayable>> {
        Some(self.film(bytes, 0..usize::MAX)?.map(|f| f.frames))
    }
    fn film(&self, bytes: &[u8], keep: std::ops::Range<usize>) -> Option<Result<Film, Unplayable>> {
        let rec = match board_record(bytes)? {
            Ok(r) => r,
            Err(e) => return Some(Err(e)),
        };
        let (mut steps, mut frames): (Vec<_>, Vec<Box<dyn Sitting>>) = (Vec::new(), Vec::new());
        let r = rebuild(&rec, rec.seed.unwrap_or(0), |s| {
            let mut f = s.clone();
            f.frame = true;
            steps.push(step_of(&f));
            if keep.contains(&(steps.len() - 1)) {
                frames.push(Box::new(f));
            }
        });
        let from = keep.start.min(steps.len());
        Some(r.map(|_| Film { steps, from, frames }))
    }
}
