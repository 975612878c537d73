//! Every line game of the parlour at the table: one [`Sitting`] for all twelve presets,
//! reading the preset's rule choices, never its id. Every chance outcome comes from the
//! seed (the first deal from use 0, hand k's from use 2k+1, the computer's choices from
//! their own uses), so a game resumed from its record goes on as it would have.

use super::words::{self as lw, account};
use crate::core::pos::Pos;
use crate::core::seat::Seat;
use crate::core::tile::Tile;
use crate::games::parlour::arms::Shape;
use crate::games::parlour::preset::{During, Stocking};
use crate::games::parlour::{preset, Action, Events, Match, Options, Reason, Rules, Start, View};
use crate::record::parlour::{Act, At, Record};
use crate::record::{Part, Unplayable};
use crate::registry::Table;
use crate::tui::kit::dice::dice;
use crate::tui::kit::input::Msg;
use crate::tui::kit::refused;
use crate::tui::kit::words::{how_many, tiles, Line, LineKind, Names};
use crate::tui::table::prompt::drew;
use crate::tui::table::seat::Kind;
use crate::tui::table::sitting::Act as Taken;
use crate::tui::table::sitting::{Choice, Prompt, Refused, Sitting, Standing, Why};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

mod rebuild;

/// A line game being played.
#[derive(Clone, Debug)]
pub struct LineSitting {
    names: Vec<String>,
    kinds: Vec<Kind>,
    seed: u64,
    m: Match,
    start: Start,
    options: Options,
    log: Vec<(usize, Line)>,
    /// The last score made during play in this hand, in words.
    running: Option<String>,
    /// Where the table's tiles were drawn, so that they hold still ([`crate::tui::table::placed`]).
    table: crate::tui::table::placed::Placed,
    /// The record's text of each hand that is over, written once: a save makes only
    /// the hand in play's text anew, so that its cost grows with the hand, not the match.
    done: Vec<std::sync::Arc<str>>,
    /// The tiles the seat in its turn drew in it, in the order drawn: told on its own
    /// screen once it takes the keyboard (at a table of people its forced draws are
    /// made on the table's screen). Not in the record, which holds the draws.
    drew: Option<(Seat, Vec<Tile>)>,
}

impl LineSitting {
    /// A new match of `preset` for these seats.
    ///
    /// # Errors
    /// The preset is not played by this many players.
    pub fn new(game: &str, names: Vec<String>, kinds: Vec<Kind>, seed: u64) -> Result<LineSitting, String> {
        LineSitting::with_options(game, names, kinds, seed, &Options::new())
    }

    /// As [`LineSitting::new`], under these rule options (written in the record).
    ///
    /// # Errors
    /// As [`LineSitting::new`], or an option the rules refuse at this table.
    pub fn with_options(
        game: &str,
        names: Vec<String>,
        kinds: Vec<Kind>,
        seed: u64,
        options: &Options,
    ) -> Result<LineSitting, String> {
        let Some(Table::Line(p)) = crate::registry::find(game).map(|g| g.table()) else {
            return Err(format!("{game:?} is not a line game"));
        };
        let options = options.clone();
        let rules = Rules::new(p, names.len(), &options).map_err(|e| e.to_string())?;
        let (mut m, ev) = Match::random(rules, &mut dice(seed, 0));
        m.keep_log();
        let start = Start::new(&rules);
        let mut s = LineSitting {
            names,
            kinds,
            seed,
            m,
            start,
            options,
            log: Vec::new(),
            running: None,
            table: Default::default(),
            done: Vec::new(),
            drew: None,
        };
        s.note_start(&ev);
        Ok(s)
    }

    /// The match, for tests and the replay.
    pub fn game(&self) -> &Match {
        &self.m
    }

    fn rules(&self) -> &Rules {
        self.m.rules()
    }

    /// Writes the record's text of the hands over so far, once: they never change.
    fn keep_done(&mut self) {
        let hands = self.m.log().map_or(0, <[_]>::len);
        let over = hands.saturating_sub(usize::from(!self.m.hand().is_over()));
        if over <= self.done.len() {
            return;
        }
        let from = self.done.len();
        if let Some(r) = Record::from_match_from(&self.names, &self.m, &self.start, &self.options, from) {
            self.done.extend(r.hand_texts().into_iter().take(over - from).map(std::sync::Arc::from));
        }
    }

    /// The log's lines for a hand's start: who leads and why, the antes.
    fn note_start(&mut self, ev: &Events) {
        let h = self.hand_no();
        let names = Names(&self.names);
        let lead = self.m.hand().lead();
        let mut text = format!("Hand {}: {} leads", h + 1, names.of(lead));
        let draw = self.m.log().and_then(|l| l.last()).and_then(|l| l.lead_draw.clone());
        if let Some(d) = draw {
            let drawn: Vec<String> = d.iter().map(|(s, t)| format!("{} {t}", names.of(*s))).collect();
            text += &format!(" (drawn for: {})", drawn.join(", "));
        } else if let Some(t) = self.m.hand().named() {
            text += &format!(" (holds {t})");
        }
        self.log.push((h, Line { text, kind: LineKind::End }));
        self.note(ev);
        self.running = None;
    }

    fn note(&mut self, ev: &Events) {
        let h = self.hand_no();
        let rules = *self.rules();
        for l in lw::events(&rules, &Names(&self.names), ev) {
            self.log.push((h, l));
        }
        for e in ev {
            if let crate::games::parlour::Event::Scored(m) = e {
                if !matches!(m.reason, crate::games::parlour::Reason::Ante | crate::games::parlour::Reason::Pool)
                    && !self.m.hand().is_over()
                {
                    self.running = Some(lw::scored(&rules, &Names(&self.names), m));
                }
            }
        }
    }

    /// What a play scores at once (the count of the ends, a header), in words: a player
    /// choosing where a tile goes sees it, as one counting the ends at a table would.
    fn gain(&self, a: &Action) -> String {
        if a.tile().is_none() || self.rules().during == During::Nothing {
            return String::new();
        }
        let (Some(seat), mut m, mut ev) = (self.to_act(), self.m.clone(), Events::new()) else { return String::new() };
        if m.apply_into(seat, *a, &mut ev).is_err() {
            return String::new();
        }
        let mut won: Vec<String> = ev
            .iter()
            .filter_map(|e| match e {
                crate::games::parlour::Event::Scored(s)
                    if matches!(s.reason, Reason::Muggins(_) | Reason::Threes(_) | Reason::Header(_)) =>
                {
                    Some(format!("{}: scores {}", s.reason.words(), s.amount))
                }
                _ => None,
            })
            .collect();
        if won.is_empty() && matches!(self.rules().during, During::Muggins | During::Threes) {
            won.push(format!("ends then {}", m.hand().arms().count()));
        }
        if won.is_empty() {
            String::new()
        } else {
            format!(" ({})", won.join(", "))
        }
    }

    /// The legal actions as offered: a lead tile once, not once each way round (which
    /// way it lies changes nothing but the drawing), and a tile once on the empty
    /// sides of a set double, which are all alike: never two choices that look the same.
    fn legal(&self) -> Vec<Action> {
        let mut out: Vec<Action> = Vec::new();
        for a in self.m.hand().legal() {
            if !out.iter().any(|b| self.alike(a, *b)) {
                out.push(a);
            }
        }
        out
    }

    /// Whether two actions come to the same thing: one lead tile either way round, or
    /// one tile on two empty sides of the set showing the same number.
    fn alike(&self, a: Action, b: Action) -> bool {
        if same_lead(a, b) {
            return true;
        }
        let arms = self.m.hand().arms();
        let bare = |p| arms.arm(p).len == 0;
        match (a, b) {
            (Action::Play { at, touch, open, lay }, Action::Play { at: p, touch: t, open: o, lay: l }) => {
                // The sniff's faces pair up: its two sides alike, its two ends alike.
                let pair = match arms.shape() {
                    Shape::Line | Shape::Four => true,
                    Shape::Spinner | Shape::Across { .. } => {
                        matches!((at, p), (Pos::W, Pos::E) | (Pos::E, Pos::W) | (Pos::N, Pos::S) | (Pos::S, Pos::N))
                    }
                    Shape::Single => false,
                };
                pair && (touch, open, lay) == (t, o, l) && bare(at) && bare(p) && arms.open(at) == arms.open(p)
            }
            _ => false,
        }
    }

    fn act(&mut self, seat: Seat, a: Action) -> Result<(), Refused> {
        let mut ev = Events::new();
        let second = self.m.hand().turn().extra;
        let had = self.m.hand().hand(seat);
        self.m.apply_into(seat, a, &mut ev).map_err(|r| Refused::Rules(Why::new(r, r.to_string())))?;
        let drawn: Vec<Tile> = self.m.hand().hand(seat).iter().filter(|t| !had.contains(*t)).collect();
        match self.drew.as_mut() {
            _ if a != Action::Draw => self.drew = None,
            Some((s, ts)) if *s == seat => ts.extend(drawn),
            _ => self.drew = Some((seat, drawn)),
        }
        self.note(&ev);
        self.note_turn_end(seat, a, second);
        Ok(())
    }

    /// A turn that ends by itself after a double (the second play made, or nothing
    /// left to play) says so: no key was pressed for it.
    fn note_turn_end(&mut self, seat: Seat, a: Action, second: bool) {
        let double = a.tile().is_some_and(|t| t.is_double());
        let h = self.m.hand();
        if !self.rules().extra_after_double || !matches!(a, Action::Play { .. } | Action::Lead { .. }) || h.is_over() {
            return;
        }
        let Some(next) = h.to_act().filter(|&n| n != seat) else { return };
        let names = Names(&self.names);
        let text = match (second, double) {
            (true, _) => format!("{}'s turn ends with the second play; {} is next", names.of(seat), names.of(next)),
            (false, true) => {
                format!(
                    "{} has nothing to play after the double: the turn ends; {} is next",
                    names.of(seat),
                    names.of(next)
                )
            }
            (false, false) => return,
        };
        self.log.push((self.hand_no(), Line { text, kind: LineKind::Act }));
    }
}

/// Whether two actions are the same lead tile laid the other way round.
fn same_lead(a: Action, b: Action) -> bool {
    match (a, b) {
        (Action::Lead { first, second, lay }, Action::Lead { first: f, second: s, lay: l }) => {
            lay == l && first == s && second == f
        }
        _ => false,
    }
}

fn label(a: &Action) -> String {
    // What each way of laying the sniff means, said where it is chosen.
    let lay = |l: &Option<crate::games::parlour::arms::Lay>| match l {
        Some(crate::games::parlour::arms::Lay::Cross) => {
            ", sniff cross: across, its two ends count at N and S".to_string()
        }
        Some(crate::games::parlour::arms::Lay::End) => ", sniff end: along the line, its far end counts".to_string(),
        None => String::new(),
    };
    match a {
        Action::Lead { first, second, lay: l } => format!("lead {first}-{second}{}", lay(l)),
        // Which number stays open, said: a matador goes on either way round.
        Action::Play { at, touch, open, lay: l } => format!("at {at}: {touch}-{open}, leaves {open} open{}", lay(l)),
        Action::Draw => "draw".into(),
        Action::Pass => "pass".into(),
        Action::EndTurn => "end the turn".into(),
    }
}

impl Sitting for LineSitting {
    fn hint(&self) -> Result<(Vec<crate::analyse::hint::Hint>, &'static str), Refused> {
        let unit = if self.m.rules().preset.award == preset::Award::Pool { "chips" } else { "points" };
        let seed = crate::tui::table::sitting::hint_seed(self.seed, self.hand_no(), self.log().len());
        Ok(match self.m.hand().to_act() {
            Some(seat) => (crate::analyse::hint::line(&self.m.hand().view(seat), seed), unit),
            None => (Vec::new(), unit),
        })
    }
    fn game(&self) -> &'static str {
        self.rules().preset.id
    }
    fn title(&self) -> String {
        self.rules().preset.name.to_string()
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
        self.m.hands().saturating_sub(1) as usize
    }
    fn to_act(&self) -> Option<Seat> {
        if self.m.finished() {
            return None;
        }
        self.m.hand().to_act()
    }
    fn tiles(&self, seat: Seat) -> Vec<Tile> {
        self.m.hand().hand(seat).iter().collect()
    }
    fn hand_len(&self, seat: Seat) -> usize {
        self.m.hand().hand_len(seat) as usize
    }
    fn choices(&self) -> Vec<Choice> {
        if self.to_act().is_none() {
            return Vec::new();
        }
        let legal = self.legal();
        let only = legal.len() == 1;
        legal
            .iter()
            .map(|a| {
                let key = match a {
                    Action::Draw => Some('d'),
                    Action::Pass => Some('p'),
                    Action::EndTurn => Some('e'),
                    _ => None,
                };
                let forced = only && matches!(a, Action::Draw | Action::Pass);
                Choice { tile: a.tile(), label: label(a) + &self.gain(a), key, forced, act: Taken::new(*a) }
            })
            .collect()
    }
    fn apply(&mut self, act: &Taken) -> Result<(), Refused> {
        let seat = self.to_act().ok_or(Refused::NobodyActs)?;
        self.act(seat, act.get::<Action>().ok_or(Refused::NotOffered)?)
    }
    fn why_not(&self, tried: crate::tui::table::sitting::Tried) -> Option<Refused> {
        lw::why_not(self.m.hand(), self.to_act()?, tried)
    }
    fn computer(&self) -> Option<Taken> {
        let seat = self.to_act()?;
        let Kind::Computer(level) = self.kinds.get(seat.index()).copied()? else { return None };
        let done = self.m.log().and_then(|l| l.last()).map_or(0, |l| l.actions.len());
        let key = 1_000_003 * (self.hand_no() as u64 + 1) + done as u64;
        let mut rng = dice(self.seed, key.wrapping_mul(2) + 1);
        let a = crate::games::parlour::ai::decide(&View::of(self.m.hand(), seat), level, &mut rng)?;
        self.legal().into_iter().find(|&b| b == a || self.alike(a, b)).map(Taken::new)
    }
    fn log(&self) -> &[(usize, Line)] {
        &self.log
    }
    fn pan(&self, dx: i32, dy: i32) {
        self.table.pan(dx, dy);
    }
    fn lay_out_for(&self, rows: u16) {
        self.table.lay_out_for(rows);
    }
    fn view(&self) -> Option<crate::tui::table::placed::Placed> {
        Some(self.table.clone())
    }
    fn set_view(&mut self, view: crate::tui::table::placed::Placed) {
        self.table = view;
    }

    fn draw_table(&self, _seat: Option<Seat>, pips: bool, area: Rect, buf: &mut Buffer) {
        let r = self.rules();
        let counts = matches!(r.during, During::Muggins | During::Threes).then_some(r);
        super::table::table_box(self.m.hand().arms(), counts, pips, &self.table, area, buf);
    }
    fn standings(&self) -> Vec<Standing> {
        let r = self.rules();
        let names = Names(&self.names);
        (0..r.accounts())
            .map(|a| Standing {
                who: account(r, &names, a),
                score: self.m.scores()[a as usize],
                seats: (0..r.n).map(Seat).filter(|&s| r.account(s) == a).collect(),
            })
            .collect()
    }
    fn notes(&self) -> Vec<String> {
        let r = self.rules();
        let h = self.m.hand();
        let mut out = Vec::new();
        match r.target {
            Some(t) if r.exact => out.push(format!("exactly {t} points wins")),
            Some(t) => out.push(format!("first to {t} points wins")),
            None => out.push(format!("pool {} chips; no target: play as long as you like", self.m.pool())),
        }
        match r.preset.stock {
            Stocking::Draw => out.push(format!("boneyard {}, {} may be drawn", h.boneyard_left(), h.drawable())),
            Stocking::Sleep if h.boneyard_left() == 1 => out.push("1 tile sleeps".into()),
            Stocking::Sleep if h.boneyard_left() > 0 => out.push(format!("{} tiles sleep", h.boneyard_left())),
            Stocking::Sleep => {}
        }
        if h.turn().extra && !h.is_over() {
            out.push("a double was played: one more play, or e to end the turn".into());
        }
        out.extend(self.running.clone());
        out
    }
    fn hand_over(&self) -> bool {
        self.m.hand().is_over()
    }
    fn match_over(&self) -> bool {
        self.m.finished()
    }
    fn summary(&self, shown: Option<Seat>) -> Vec<String> {
        let r = self.rules();
        let h = self.m.hand();
        let names = Names(&self.names);
        let mut out = vec![match h.ending() {
            None => "the match was ended with the hand in play".into(),
            e => lw::ending(r, &names, e),
        }];
        let counts = h.counts();
        for s in (0..r.n).map(Seat) {
            let held = h.hand(s);
            let left = if held.is_empty() { "no tiles".to_string() } else { tiles(held) };
            // A hand still in play is nobody's business but its seat's: not even its count.
            out.push(match h.is_over() {
                true => format!("  {}: count {}, {left}", names.of(s), counts[s.index()]),
                false if shown == Some(s) => format!("  {}: {}, {left}", names.of(s), how_many(held.len())),
                false => format!("  {}: {}, face down", names.of(s), how_many(held.len())),
            });
        }
        let this: Vec<String> = self
            .log
            .iter()
            .filter(|(n, l)| *n == self.hand_no() && l.kind == LineKind::Pay && !l.text.contains("(ante)"))
            .map(|(_, l)| format!("  {}", l.text))
            .collect();
        if !this.is_empty() {
            out.push("This hand:".into());
            out.extend(this);
        }
        // The scores in one line (it wraps): nine seats still leave room above.
        let scores: Vec<String> = self.standings().iter().map(|st| format!("{} {}", st.who, st.score)).collect();
        out.push(match r.target {
            Some(t) => format!("Scores (the first to {t} wins): {}", scores.join(", ")),
            None => format!("Chips: {}; the pool {}", scores.join(", "), self.m.pool()),
        });
        if let Some(res) = self.m.result() {
            let s = self.m.scores()[res.winner as usize];
            let verb = if r.sides { "win" } else { "wins" };
            let mut w = format!("The match is over: {} {verb} with {s}", account(r, &names, res.winner));
            if let Some(ms) = res.margins {
                let by: Vec<String> =
                    ms.iter().map(|(a, d)| format!("by {d} over {}", account(r, &names, *a))).collect();
                w += &format!(" ({})", by.join(", "));
            }
            out.push(w);
        }
        out
    }
    fn next_hand(&mut self) {
        self.keep_done();
        let k = self.m.hands() as u64;
        let mut ev = Events::new();
        if self.m.deal_random_into(&mut dice(self.seed, 2 * k + 1), &mut ev).is_ok() {
            self.note_start(&ev);
        }
    }
    fn record(&self) -> String {
        self.record_from(0)
    }
    fn record_hands(&self) -> Option<usize> {
        Some(self.m.log().map_or(0, <[_]>::len))
    }
    fn record_from(&self, from: usize) -> String {
        // The hands over are written once; the rest anew.
        let done = self.done.get(from..).unwrap_or_default();
        let own = from.max(self.done.len());
        let Some(mut rec) = Record::from_match_from(&self.names, &self.m, &self.start, &self.options, own) else {
            return String::new();
        };
        rec.seed = Some(self.seed);
        rec.seats = Some(self.kinds.iter().map(|k| k.code()).collect());
        rec.to_text_after(done)
    }
    fn help(&self) -> Vec<String> {
        super::help::lines(self.rules())
    }
    fn chips(&self) -> bool {
        let p = self.rules().preset;
        p.start > 0 || p.ante > 0
    }
    fn boxed(&self) -> Box<dyn Sitting> {
        Box::new(self.clone())
    }
    fn public(&self) -> bool {
        // A draw or a pass with nothing that fits: the log tells everyone ("Ann draws
        // a tile", "Ann passes"), and the tiles drawn are told on the seat's own screen.
        matches!(self.choices().as_slice(), [c] if c.forced)
    }
    fn prompt(&self, made: bool) -> Option<Prompt> {
        // After draws, a tile to play: what was drawn, before the table's words.
        // Among people only: one person alone with the computers saw his draws made.
        let (seat, ts) = self.drew.as_ref()?;
        let choices = self.choices();
        if self.kinds.iter().filter(|k| **k == Kind::Human).count() < 2
            || made
            || self.to_act() != Some(*seat)
            || !choices.iter().any(|c| c.tile.is_some())
        {
            return None;
        }
        let fits = |t: Tile| choices.iter().any(|c| c.tile == Some(t));
        let mut p = Prompt::say(format!("{}: choose a tile (marked • fit) and press Enter", drew(ts, fits)?));
        for c in choices.iter().filter(|c| c.tile.is_none()) {
            if let Some(k) = c.key {
                p = p.then(", or ").answer(format!("{} ({k})", c.label), Msg::Char(k));
            }
        }
        Some(p.then("."))
    }
}
