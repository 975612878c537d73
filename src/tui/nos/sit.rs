//! Nos behind the table interface: a [`Sitting`] over the club's game, so that Nos is
//! played, resumed and replayed through the same seam as every other game, and its
//! [`Club`]: strict mode, the desk, a seat leaving, the questions asked ahead, the
//! settlement. What only Nos asks and shows at the table (the announcement's form,
//! advice, practice, the lessons) is its part's ([`super::part`]); how it comes to the
//! table, [`super::open`].

use crate::core::{Seat, Tile};
use crate::games::nos::words;
use crate::games::nos::{Action, Offence, Phase, Refusal};
use crate::record::leaving::Leaving;
use crate::record::played::Game;
use crate::tui::kit::input::Msg;
use crate::tui::kit::words::{how_many, tiles, Line, LineKind};
use crate::tui::table::placed::Placed;
use crate::tui::table::seat::Kind;
use crate::tui::table::sitting::{
    Act, Charge, Choice, Club, ClubRefusal, Left, Prompt, Refused, Sitting, Standing, Tried, Unfit, Why,
};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::sync::Arc;

/// A game of Nos at the table, or one frame of its replay.
#[derive(Clone, Debug)]
pub struct NosSitting {
    pub(super) game: Game,
    /// For a replay frame: the record's whole log, shared by every frame, and how many
    /// of its lines were written by this frame. The game's own log is then empty.
    pub(super) shared: Option<(Arc<Log>, usize)>,
    /// Where the table's tiles were drawn, shared by the frames of a replay and the
    /// copies kept to take a play back, so that the tiles hold still from step to step.
    pub(super) table: Arc<Placed>,
    /// The table's option "hints in strict mode".
    pub(super) hints: bool,
    /// The seat whose leaving ended the session (fewer than three remained): the
    /// others settle without it.
    pub(super) gone: Option<Seat>,
}

/// A log: each line with the hand (from 0) it belongs to.
pub(super) type Log = Vec<(usize, Line)>;

impl NosSitting {
    pub fn new(game: Game) -> NosSitting {
        NosSitting { game, shared: None, table: Arc::default(), hints: false, gone: None }
    }

    /// The game, for Nos's part of the table and tests.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The game, to change where the table's seam has no word for it (the desk's P16,
    /// practice handing a seat to the computer).
    pub fn game_mut(&mut self) -> &mut Game {
        &mut self.game
    }

    /// The seat whose leaving ended the session, if one did.
    pub fn gone(&self) -> Option<Seat> {
        self.gone
    }

    /// The engine's refusal, with its words at this table.
    pub fn refused(&self, r: Refusal) -> Refused {
        let words = self.game.say(&r);
        Refused::Rules(Why::new(r, words))
    }
}

/// The tiles `seat` drew in the turn it is in, in the order drawn: the draws that
/// came last in the hand, all of them its own (none once it has done anything else).
/// Only the last tile drawn is told to one person alone with the computers, who saw
/// each draw made on his own screen, and in strict club mode, where the seat drew each
/// by its own key (and a draw may draw nothing and a pass may draw: P8, P9).
pub fn drawn_in_turn(g: &Game, seat: Seat) -> Vec<Tile> {
    let Some(last) = g.just_drawn(seat) else { return Vec::new() };
    let alone = g.humans() <= 1 || g.hand().options().strict;
    let (Some(log), false) = (g.session.logs().last(), alone) else { return vec![last] };
    let draws = log.actions.iter().rev().take_while(|&&(s, a)| s == seat && a == Action::Draw).count();
    let taken = log.deal.boneyard.len().saturating_sub(g.hand().boneyard_len());
    match log.deal.boneyard.get(taken.saturating_sub(draws)..taken) {
        Some(ts) if !ts.is_empty() => ts.to_vec(),
        _ => vec![last],
    }
}

/// What the acting seat is asked, its answers clickable: the same words at this
/// keyboard and over the network. `made`: its one answer is made for it (said, not
/// asked). `None` for a turn with a tile to play, whose words are the table's (and at
/// this keyboard Nos's part's, where `c` plays and closes in one step).
fn prompt(g: &Game, seat: Seat, made: bool) -> Option<Prompt> {
    let h = g.hand();
    let legal = h.legal();
    let has = |a: Action| legal.contains(&a);
    fn say(text: impl Into<String>) -> Prompt {
        Prompt::say(text)
    }
    let drew = g.just_drawn(seat).map(|t| format!("You drew {t}. ")).unwrap_or_default();
    Some(match h.phase() {
        Phase::Set { drawn: Some(t) } if made => say(format!("You drew {t}: it is set for you.")),
        Phase::Set { .. } if made && has(Action::Draw) => {
            say("You are on set and hold no double: a tile is drawn for you to set.")
        }
        Phase::Set { drawn: Some(t) } => {
            say(format!("You drew {t}: ")).answer("set it (Enter on it)", Msg::Enter).then(".")
        }
        Phase::Set { .. } if has(Action::Draw) => say("You are on set and hold no double: ")
            .answer("draw (d)", Msg::Char('d'))
            .then(" and set the tile drawn."),
        Phase::Set { .. } => match legal.iter().filter_map(Action::tile).collect::<Vec<_>>().as_slice() {
            // The first hand is set with the highest double in play, and no other.
            [t] if made => say(crate::games::nos::words::set_for_you(g.hand_no() == 0, *t)),
            [t] if g.hand_no() == 0 => say(format!("You are on set: set the highest double, {t} (Enter on it).")),
            _ => say("You are on set: choose a double and press Enter to set it."),
        },
        Phase::Announce => say("Announce the game: choose it (↑↓ or a click), then Enter or click it again."),
        Phase::Declare { .. } => match h.declare_amount(seat) {
            (k, pay) if pay > 0 => say(format!("Declare your {k} doubles? Each other seat pays you {pay}. "))
                .answer("y: declare", Msg::Char('y'))
                .then(", ")
                .answer("n: no", Msg::Char('n')),
            // The seat on set counts its set tile, no longer in the hand it sees (7.1).
            (k, _) => say(format!(
                "You hold {k} double{}{}, too few to declare: nothing to answer.",
                if k == 1 { "" } else { "s" },
                if seat == h.on_set()
                    && k > 0
                    && !h.options().declare_after_set
                    && h.set_ends().is_some_and(|(a, b)| a == b)
                {
                    ", the set tile counted"
                } else {
                    ""
                }
            )),
        },
        Phase::Immediate { .. } if legal.len() > 1 => {
            say("Play a double at once on the set tile? Choose it and Enter, or ").answer("n: no", Msg::Char('n'))
        }
        Phase::Immediate { .. } => say("No double of yours can go on the set tile at once: nothing to answer."),
        Phase::AfterPlay { .. } => say("Played. You may still ")
            .answer("say \"I close\" (c)", Msg::Char('c'))
            .then(", or ")
            .answer("n: no, go on", Msg::Char('n'))
            .then("."),
        Phase::Turn { .. } if made && has(Action::Wait) => {
            say("A double of yours went on the set tile at once: you wait this turn.")
        }
        Phase::Turn { .. } if has(Action::Wait) => {
            say("A double of yours went on the set tile at once: ").answer("say \"I wait\" (w)", Msg::Char('w'))
        }
        Phase::Turn { .. } if legal.iter().any(|a| matches!(a, Action::Play { .. })) => return None,
        Phase::Turn { .. } if has(Action::Draw) && made => {
            say(format!("{drew}Your turn: nothing fits: a tile is drawn for you."))
        }
        Phase::Turn { .. } if has(Action::Pass) && made => {
            say(format!("{drew}Nothing fits and the last two stay: you pass."))
        }
        Phase::Turn { .. } if has(Action::Draw) => {
            say(format!("{drew}Your turn: nothing fits. ")).answer("Draw a tile (d)", Msg::Char('d')).then(".")
        }
        Phase::Turn { .. } if has(Action::Pass) => {
            say(format!("{drew}Your turn: nothing fits and only the last two are left: "))
                .answer("pass (p)", Msg::Char('p'))
                .then(".")
        }
        Phase::Turn { .. } => say(format!("{drew}Your turn.")),
        Phase::Over { .. } => return None,
    })
}

/// The action a key takes, of those without a tile.
fn from_key(k: char) -> Option<Action> {
    [Action::Draw, Action::Pass, Action::Wait, Action::Close, Action::Declare, Action::Decline]
        .into_iter()
        .find(|a| key(a) == Some(k))
}

/// The key that takes a choice without a tile.
fn key(a: &Action) -> Option<char> {
    match a {
        Action::Draw => Some('d'),
        Action::Pass => Some('p'),
        Action::Wait => Some('w'),
        Action::Close => Some('c'),
        Action::Declare => Some('y'),
        Action::Decline => Some('n'),
        _ => None,
    }
}

impl Sitting for NosSitting {
    fn game(&self) -> &'static str {
        crate::registry::Game::id(&crate::registry::Nos)
    }
    fn title(&self) -> String {
        match self.game.announced() {
            Some(g) => format!("Nos, game {}", g.number()),
            None => "Nos".into(),
        }
    }
    fn names(&self) -> &[String] {
        &self.game.names
    }
    fn kinds(&self) -> &[Kind] {
        &self.game.kinds
    }
    fn seed(&self) -> u64 {
        self.game.seed
    }

    fn hand_no(&self) -> usize {
        self.game.hand_no()
    }
    fn to_act(&self) -> Option<Seat> {
        self.game.hand().to_act()
    }
    fn tiles(&self, seat: Seat) -> Vec<Tile> {
        self.game.hand().hand(seat).iter().collect()
    }
    fn hand_len(&self, seat: Seat) -> usize {
        self.game.hand().hand_len(seat) as usize
    }
    fn choices(&self) -> Vec<Choice> {
        if self.shared.is_some() || self.to_act().is_none() {
            return Vec::new();
        }
        // Choices alike by the rules (a drawn set tile's two ways, alike empty arms)
        // are offered once.
        let legal = self.game.hand().distinct();
        let only = legal.len() == 1;
        // A question with one answer is never asked: the answer is made for the seat
        // (at a table of people, once the seat has taken the keyboard, as every seat
        // takes it; at a network table in its turn, its line on its screen). In strict
        // club mode draws, passes and waits stay the seat's acts.
        let h = self.game.hand();
        let strict = h.options().strict;
        let asked = matches!(h.phase(), Phase::Declare { .. } | Phase::Immediate { .. });
        legal
            .iter()
            .map(|a| Choice {
                tile: a.tile(),
                label: match a {
                    // What the others read while it is made: "Ann cannot play: ...".
                    Action::Decline if only && asked => words::lone_no(h).into(),
                    a => words::choice(a),
                },
                key: key(a),
                act: Act::new(*a),
                forced: only
                    && match a {
                        Action::Draw | Action::Pass | Action::Wait | Action::Set { .. } => !strict,
                        Action::Decline => asked || self.game.humans() <= 1,
                        _ => false,
                    },
            })
            .collect()
    }
    fn apply(&mut self, act: &Act) -> Result<(), Refused> {
        if self.shared.is_some() || self.to_act().is_none() {
            return Err(Refused::NobodyActs);
        }
        let a = act.get::<Action>().ok_or(Refused::NotOffered)?;
        match self.game.apply(a) {
            Ok(_) => Ok(()),
            Err(r) => Err(self.refused(r)),
        }
    }
    fn why_not(&self, tried: Tried) -> Option<Refused> {
        let h = self.game.hand();
        let seat = h.to_act()?;
        // What the rules say to the action, tried on a copy.
        let refusal = |a: Action| {
            let mut probe = self.game.session.clone();
            let r = probe.apply(seat, a).err()?;
            Some(self.refused(r))
        };
        let unfit = |t: Tile, words: String| Refused::Rules(Why::new(Unfit(t), words));
        match tried {
            Tried::Tile(t) if h.legal().iter().any(|a| a.tile() == Some(t)) => None,
            Tried::Tile(t) => Some(match h.phase() {
                Phase::Set { .. } => refusal(Action::Set { first: t.low(), second: t.high() })
                    .unwrap_or_else(|| unfit(t, format!("{t} cannot be set now"))),
                Phase::Immediate { .. } => unfit(t, format!("{t} cannot go on the set tile at once")),
                _ => unfit(t, format!("{t} fits nowhere now")),
            }),
            Tried::Key(k) => refusal(from_key(k)?),
        }
    }
    fn computer(&self) -> Option<Act> {
        if self.shared.is_some() {
            return None;
        }
        self.game.computer_action().map(Act::new)
    }
    fn log(&self) -> &[(usize, Line)] {
        match &self.shared {
            Some((log, n)) => &log[..*n],
            None => &self.game.log,
        }
    }
    fn draw_table(&self, _seat: Option<Seat>, pips: bool, area: Rect, buf: &mut Buffer) {
        super::table_box::table_box(self.game.hand(), pips, &self.table, area, buf);
    }
    fn pan(&self, dx: i32, dy: i32) {
        self.table.pan(dx, dy);
    }
    fn lay_out_for(&self, rows: u16) {
        self.table.lay_out_for(rows);
    }
    fn view(&self) -> Option<Placed> {
        Some((*self.table).clone())
    }
    fn set_view(&mut self, view: Placed) {
        self.table = Arc::new(view);
    }
    fn standings(&self) -> Vec<Standing> {
        let chips = self.game.hand().chips();
        (0..self.game.n())
            .map(Seat)
            .map(|s| Standing { who: self.game.names[s.index()].clone(), score: chips[s.index()], seats: vec![s] })
            .collect()
    }
    fn notes(&self) -> Vec<String> {
        let h = self.game.hand();
        let game = match self.game.announced() {
            Some(g) => format!("game {}: {}", g.number(), g.describe()),
            None => "game not announced yet".into(),
        };
        let mut out = vec![game, format!("boneyard {}, the last 2 stay", h.boneyard_len())];
        out.push(format!("{} is on set", self.game.names[h.on_set().index()]));
        out
    }
    fn hand_over(&self) -> bool {
        matches!(self.game.hand().phase(), Phase::Over { .. })
    }
    fn match_over(&self) -> bool {
        self.hand_over() && (self.gone.is_some() || self.game.session.at_limit().is_some())
    }
    fn summary(&self, shown: Option<Seat>) -> Vec<String> {
        let h = self.game.hand();
        let names = &self.game.names;
        let mut out = vec![match words::ended(self.game.hand(), &self.game.names) {
            Some(how) => format!("How it ended: {how}"),
            None => "the session was ended with the hand in play".into(),
        }];
        let counts = h.counts().unwrap_or(&[]);
        // In columns, the names shortened alike; the tiles last, a long hand going on
        // below rather than push the figures.
        let short = crate::tui::kit::fit::names(names, 20);
        let nw = crate::tui::kit::fit::widest(&short);
        for s in (0..h.seats()).map(Seat) {
            let held = h.hand(s);
            let left = if held.is_empty() { "no tiles".to_string() } else { tiles(held) };
            let who = crate::tui::kit::fit::pad(&short[s.index()], nw);
            let chips = format!("chips {:>5}", h.chips()[s.index()]);
            out.push(match (self.hand_over(), counts.get(s.index())) {
                (true, Some(c)) => format!("  {who}  count {c:>3}  {chips}  {left}"),
                (true, None) => format!("  {who}  {chips}  {left}"),
                _ if shown == Some(s) => format!("  {who}  {chips}  {left}"),
                _ => format!("  {who}  {chips}  {} face down", how_many(held.len())),
            });
        }
        let tb = self.game.tiebreak();
        if !tb.is_empty() {
            let draws: Vec<String> = tb.iter().map(|(s, t)| format!("{} {t}", names[s.index()])).collect();
            out.push(format!("  Tie for the highest count; draws: {}", draws.join(", ")));
        }
        if let Some(s) = self.game.next_on_set().filter(|_| self.shared.is_none()) {
            // Why that seat (rules.md 11.4): a newcomer looks for the one who lost most.
            let why = if tb.is_empty() { "the highest count sets" } else { "the tie-break's highest draw sets" };
            out.push(format!("{} is on set next hand: {why}.", names[s.index()]));
        }
        let pays: Vec<String> = self
            .log()
            .iter()
            .filter(|(n, l)| *n == self.hand_no() && l.kind == LineKind::Pay)
            .map(|(_, l)| format!("  {}", l.text))
            .collect();
        if !pays.is_empty() {
            out.push("Payments this hand:".into());
            out.extend(pays);
        }
        out
    }
    fn next_hand(&mut self) {
        if self.shared.is_none() && self.hand_over() && !self.match_over() {
            self.game.next_hand();
        }
    }
    fn record_hands(&self) -> Option<usize> {
        Some(self.game.session.logs().len())
    }
    fn record_from(&self, from: usize) -> String {
        self.game.record_from(from).to_text()
    }
    fn record(&self) -> String {
        self.game.record().to_text()
    }
    fn help(&self) -> Vec<String> {
        crate::games::nos::brief::SHORT.iter().map(|l| l.to_string()).collect()
    }
    fn chips(&self) -> bool {
        true
    }
    fn boxed(&self) -> Box<dyn Sitting> {
        Box::new(self.clone())
    }
    fn public(&self) -> bool {
        // A pass or a draw in one's turn with nothing that fits (the log says "Ann
        // passes", "Ann draws a tile" to everyone). The questions at the deal keep their
        // hand-overs whatever the seat holds (rulings #4, #7), the seat on set draws
        // the tile it sets on its own screen, and in strict club mode a draw or a pass
        // is the seat's own act (then it is not forced).
        let h = self.game.hand();
        match h.phase() {
            Phase::Turn { .. } => matches!(self.choices().as_slice(),
                [c] if c.forced && matches!(c.act.get(), Some(Action::Pass | Action::Draw))),
            // The window for doubles at once where the table shows that no double can
            // go (an ordinary double set): its "no" is everyone's knowledge, and the
            // seat's tiles have nothing to do with it.
            Phase::Immediate { .. } => !h.immediate_open(),
            _ => false,
        }
    }
    fn prompt(&self, made: bool) -> Option<Prompt> {
        let seat = self.to_act().filter(|_| self.shared.is_none())?;
        prompt(&self.game, seat, made)
    }
    fn asked(&self) -> Option<String> {
        let seat = self.to_act().filter(|_| self.shared.is_none())?;
        crate::games::nos::explain::explain(self.game.hand(), seat, false)
    }
    /// The strong player's best choices from the acting seat's view and the hand's
    /// history; none in strict club mode unless the table's option says so.
    fn hint(&self) -> Result<(Vec<crate::analyse::hint::Hint>, &'static str), Refused> {
        let g = &self.game;
        if g.hand().options().strict && !self.hints {
            return Err(Refused::Club(ClubRefusal::HintsOff));
        }
        let Some(seat) = self.to_act().filter(|_| self.shared.is_none()) else {
            return Ok((Vec::new(), "chips"));
        };
        let history = &g.session.logs()[g.hand_no()].actions;
        let seed = crate::tui::table::sitting::hint_seed(g.seed, g.hand_no(), history.len());
        let seen = crate::games::nos::ai::judged::Seen::new(g.hand().view(seat), history);
        Ok((crate::analyse::hint::nos(&seen, seed), "chips"))
    }
    fn set_kind(&mut self, seat: Seat, kind: Kind) {
        if let Some(k) = self.game.kinds.get_mut(seat.index()) {
            *k = kind;
        }
    }
    fn club(&self) -> Option<&dyn Club> {
        Some(self)
    }
    fn club_mut(&mut self) -> Option<&mut dyn Club> {
        Some(self)
    }
}

impl Club for NosSitting {
    fn set_rules(&mut self, strict: bool, hints: bool) -> Result<(), Refused> {
        if strict != self.strict() {
            if self.game.hand_no() > 0 || self.written() != 0 {
                return Err(Refused::Club(ClubRefusal::Started));
            }
            let g = &self.game;
            let options = crate::games::nos::Options { strict, ..*g.hand().options() };
            self.game = Game::with_options(g.names.clone(), g.kinds.clone(), g.seed, options);
        }
        self.hints = hints;
        Ok(())
    }
    fn strict(&self) -> bool {
        self.game.hand().options().strict
    }
    fn hints(&self) -> bool {
        self.hints
    }
    fn ahead(&self, seat: Seat) -> Vec<Choice> {
        if self.shared.is_some() || self.game.kind(seat) != Kind::Human {
            return Vec::new();
        }
        let asked = self.game.hand().asked_ahead(seat);
        // A lone "no" is not asked of a person playing alone, as in his turn.
        if asked.len() == 1 && self.game.humans() <= 1 {
            return Vec::new();
        }
        asked
            .iter()
            .map(|a| Choice { tile: None, label: words::choice(a), key: key(a), forced: false, act: Act::new(*a) })
            .collect()
    }
    fn leave(&mut self, seat: Seat) -> Result<Left, Refused> {
        if self.shared.is_some() || self.gone.is_some() {
            return Err(Refused::Club(ClubRefusal::Over));
        }
        let (l, part, goes_on) = self.game.leave(seat).map_err(|e| match e {
            Leaving::BetweenHands => Refused::Club(ClubRefusal::BetweenHands),
            Leaving::NextHand(e) => {
                let words = format!("the next hand cannot start: {e}");
                Refused::Rules(Why::new(e, words))
            }
        })?;
        let said = format!("{} left the table: {}", l.player, crate::record::leaving::words(&l));
        if !goes_on {
            // The record of the session, with the leaver, is the game's own.
            self.gone = Some(seat);
            return Ok(Left { said, part: None, goes_on });
        }
        let name = format!("seed{}-part", part.saved.seed.unwrap_or(0));
        Ok(Left { said, part: Some((name, part.to_text())), goes_on })
    }
    fn settlement(&self) -> Vec<String> {
        if self.shared.is_some() {
            return Vec::new();
        }
        let (names, chips, settled) = self.game.settled(self.gone);
        super::leave::settlement(&names, &chips, &settled, &self.game.left)
    }
    fn desk(&self) -> Vec<String> {
        // P16 asks for the tile too: it is charged at Nos's own table.
        Offence::DEALT.iter().map(|o| format!("{} ({})", o.words(), o.code())).collect()
    }
    fn charge(&mut self, seat: Seat, i: usize) -> Result<Charge, Refused> {
        let o = *Offence::DEALT.get(i).ok_or(Refused::Club(ClubRefusal::NoOffence))?;
        self.game.charge(seat, o).map_err(|r| self.refused(r))?;
        Ok(Charge::Made { offence: o.words(), code: o.code(), to: self.game.names[seat.index()].clone() })
    }
    fn undo_charge(&mut self) -> Result<Charge, Refused> {
        self.game.undo_charge().map(|()| Charge::TakenBack).map_err(|r| self.refused(r))
    }
    fn written(&self) -> usize {
        let log = self.game.session.logs().last();
        log.map_or(0, |l| l.actions.iter().filter(|(_, a)| *a != Action::Decline).count())
    }
    fn undoable(&self, act: &Act) -> bool {
        // A tile played, in casual play: strict club mode takes nothing back.
        matches!(act.get::<Action>(), Some(Action::Play { .. })) && !self.game.hand().options().strict
    }
    fn kept_as(&self) -> String {
        format!("seed{}", self.game.seed)
    }
}
