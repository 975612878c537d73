//! Every game the program plays, in one table: Nos first, then the parlour's games. The
//! tools (check, simulate, bench; the tournament and the terminal game) reach a game
//! through its entry here and the [`Play`](crate::core::Play) contract, never by
//! matching on its id. A new game is one more line in [`GAMES`].

use crate::analyse::{Analysis, Settings};
use crate::core::bench::Bench;
use crate::core::{Level, Seat};
use crate::games::dominox::Action as DominoxAction;
use crate::games::parlour::presets as p;
use crate::games::parlour::{sim as line_sim, Opt, OptValue, Options, Preset, Rules};
use crate::record::out::{self, Out};
use crate::record::parlour::replay::{replay_line, Failure, Replayed};
use crate::record::parlour::{Form, Record};
use std::time::Duration;

/// A run of `nos simulate`: who plays, how long, under which rule options, and where
/// its records go.
#[derive(Clone, Copy, Debug)]
pub struct Run<'a> {
    pub players: u8,
    pub hands: u64,
    pub seed: u64,
    /// The rule options, as `nos new` takes them.
    pub options: &'a Options,
    /// Where every game played is written as a record, when asked.
    pub records: Option<&'a Out>,
}

/// What the tools need of a game, whatever engine plays it.
pub trait Game: Sync {
    /// The id the command line and records use.
    fn id(&self) -> &'static str;
    fn name(&self) -> &'static str;
    /// One line saying what the game is.
    fn about(&self) -> &'static str;
    /// The player counts allowed by the default rules (a rule option may allow more).
    fn players(&self) -> Vec<u8>;
    /// The player count when none is asked for.
    fn default_players(&self) -> u8;
    /// Whether partners play as sides.
    fn partnerships(&self) -> bool;
    /// The match target in words ("200 points", or what ends a session).
    fn target(&self) -> String;
    /// `nos simulate`: random legal hands, reported.
    ///
    /// # Errors
    /// The game is not played by `players`.
    fn simulate(&self, players: u8, hands: u64, seed: u64) -> Result<String, String>;
    /// `nos simulate` under rule options, every game played written as a record in
    /// `run.records` when given (one file a match or session, the last in progress if
    /// the run ends in it): the same hands and report as [`Game::simulate`].
    ///
    /// # Errors
    /// As [`Game::simulate`], or an option refused; a game that cannot yet keep
    /// records or take options says so.
    fn simulate_with(&self, run: &Run<'_>) -> Result<String, String> {
        if run.records.is_some() || !run.options.given().is_empty() {
            return Err(format!("{} cannot yet keep records of simulated games or take options", self.name()));
        }
        self.simulate(run.players, run.hands, run.seed)
    }
    /// `nos bench`: random legal hands per second on one core.
    ///
    /// # Errors
    /// The game is not played by `players`.
    fn bench(&self, players: u8, time: Duration) -> Result<Bench, String>;
    /// `nos tournament`: computer seats at `seats` (one level per seat) play `hands`
    /// hands (or games) against each other, seats rotating, under these rule options;
    /// the report as text.
    ///
    /// # Errors
    /// The game has no computer players at a level asked for, is not played by that
    /// many seats, or refuses an option.
    fn tournament(&self, seats: &[Level], hands: u64, seed: u64, options: &Options) -> Result<String, String> {
        let _ = (seats, hands, seed, options);
        Err(format!("{} has no computer players yet", self.name()))
    }
    /// As [`Game::tournament`], every game played written as a record in `records`
    /// when given (the games in play when the run stops, in progress).
    ///
    /// # Errors
    /// As [`Game::tournament`]; a game that cannot yet keep records says so.
    fn tournament_with(
        &self,
        seats: &[Level],
        hands: u64,
        seed: u64,
        options: &Options,
        records: Option<&Out>,
    ) -> Result<String, String> {
        if records.is_some() {
            return Err(format!("{} cannot yet keep records of its tournaments", self.name()));
        }
        self.tournament(seats, hands, seed, options)
    }
    /// The rule options the game takes (`nos new --option`, the new-game screen,
    /// `nos tournament --option`), in the order they are shown.
    fn options(&self) -> &'static [Opt] {
        &[]
    }
    /// The value an option has at a table of `players` with these options given (the
    /// default where not given); `None` where the game or the table has no such option.
    fn option_value(&self, players: u8, opt: Opt, options: &Options) -> Option<OptValue> {
        let _ = (players, opt);
        options.given_value(opt).cloned()
    }
    /// Whether these options are allowed at a table of `players`.
    ///
    /// # Errors
    /// An option out of range at this table, in words.
    fn check_options(&self, players: u8, options: &Options) -> Result<(), String> {
        let _ = players;
        match options.given().first() {
            None => Ok(()),
            Some((o, _)) => Err(format!("{} takes no option {:?}", self.id(), o.name())),
        }
    }
    /// Replays a parlour record of this game; `None` when this program cannot yet.
    fn replay(&self, _rec: &Record) -> Option<Result<Replayed, Failure>> {
        None
    }
    /// `nos analyse`: every decision of a record of this game (`bytes`, as read)
    /// judged from the view of the seat that made it; `tick(done, total)` as they are
    /// judged. `None` when the game has no computer player to judge with.
    fn analyse(&self, bytes: &[u8], s: &Settings, tick: &Tick<'_>) -> Option<Result<Analysis, String>> {
        let _ = (bytes, s, tick);
        None
    }
    /// Whether the game plays by the club's rules (Nos): its own table, with strict
    /// club mode (offences charged) and practice at choosing the game. The new-game
    /// screen and `nos new` ask this, never the game's place in [`GAMES`].
    fn club_rules(&self) -> bool {
        false
    }
    /// `nos bot`: the game over the bot protocol (`docs/protocol.md`); `None` when it is not
    /// played there yet.
    fn bot(&self) -> Option<&'static dyn crate::bot::Family> {
        None
    }
    /// The kind of table the game sits at: the terminal maps each kind to the screens
    /// that play it, once, so that no front end looks at a game's id or place.
    fn table(&self) -> Table;
    /// `nos check` of a record of this game when the game reads its records itself
    /// (the train games); `None` when the parlour's reader does.
    fn check_record(&self, name: &str, bytes: &[u8]) -> Option<(Vec<String>, crate::record::check::Verdict)> {
        let _ = (name, bytes);
        None
    }
    /// The form of its parlour records (`None`: the game keeps its own format).
    fn form(&self) -> Option<Form> {
        None
    }
}

/// The kind of table a game sits at, with what that table needs of it.
#[derive(Clone, Copy, Debug)]
pub enum Table {
    /// Nos's own table: announcements, declarations, the penalty desk, practice.
    Nos,
    /// A line of tiles played from the ends, by its preset of the parlour.
    Line(&'static Preset),
    /// Dominox's 8x8 board.
    Board,
    /// The train games' table: trains from an engine, or a centre with feet. Not drawn
    /// yet: such a game is played from the command line (simulate, bench, check) only.
    Trains,
}

/// Told how many decisions of how many are judged, from any thread.
pub type Tick<'a> = dyn Fn(usize, usize) + Sync + 'a;

/// Nos, the game the program was built for.
pub struct Nos;

impl Game for Nos {
    fn id(&self) -> &'static str {
        "nos"
    }
    fn bot(&self) -> Option<&'static dyn crate::bot::Family> {
        Some(&crate::bot::nos::Nos)
    }
    fn club_rules(&self) -> bool {
        true
    }
    fn table(&self) -> Table {
        Table::Nos
    }
    fn name(&self) -> &'static str {
        "Nos"
    }
    fn about(&self) -> &'static str {
        "the Dutch game of 17 announced games, doubles paid in chips"
    }
    fn players(&self) -> Vec<u8> {
        vec![3, 4, 5]
    }
    fn default_players(&self) -> u8 {
        4
    }
    fn partnerships(&self) -> bool {
        false
    }
    fn target(&self) -> String {
        "none: a session of chips".into()
    }
    fn simulate(&self, players: u8, hands: u64, seed: u64) -> Result<String, String> {
        self.check_players(players)?;
        Ok(crate::sim::simulate(players, hands, seed).to_string())
    }
    fn bench(&self, players: u8, time: Duration) -> Result<Bench, String> {
        self.check_players(players)?;
        Ok(crate::sim::bench(players, time))
    }
    fn simulate_with(&self, run: &Run<'_>) -> Result<String, String> {
        self.check_players(run.players)?;
        self.check_options(run.players, run.options)?;
        let names = out::simulated(run.players);
        let mut keep = |i: u64, log: &crate::games::nos::HandLog| {
            if let Some(dir) = run.records {
                dir.write(i, &out::nos_hand(&names, log));
            }
        };
        let keep = run.records.is_some().then_some(&mut keep as &mut crate::sim::Keep<'_>);
        Ok(crate::sim::simulate_kept(run.players, run.hands, run.seed, keep).to_string())
    }
    fn tournament(&self, seats: &[Level], hands: u64, seed: u64, options: &Options) -> Result<String, String> {
        self.tournament_with(seats, hands, seed, options, None)
    }
    fn tournament_with(
        &self,
        seats: &[Level],
        hands: u64,
        seed: u64,
        options: &Options,
        records: Option<&Out>,
    ) -> Result<String, String> {
        self.check_players(u8::try_from(seats.len()).unwrap_or(u8::MAX))?;
        self.check_options(seats.len() as u8, options)?;
        let keep = |i: u64, log: &crate::games::nos::HandLog| {
            if let Some(dir) = records {
                dir.write(i, &out::nos_hand(&out::entrants(seats, (i - 1) % seats.len() as u64), log));
            }
        };
        let keep = records.is_some().then_some(&keep as &crate::games::nos::ai::tournament::Keep<'_>);
        Ok(crate::games::nos::ai::tournament::run_kept(seats, hands, seed, keep).to_string())
    }
    fn analyse(&self, bytes: &[u8], s: &Settings, tick: &Tick<'_>) -> Option<Result<Analysis, String>> {
        Some(
            crate::record::Record::parse(bytes)
                .map_err(|e| e.to_string())
                .and_then(|rec| crate::analyse::nos::analyse(&rec, s, tick)),
        )
    }
}

/// A line game of the parlour: a preset on the line engine.
pub struct Line(pub &'static Preset);

impl Line {
    fn rules(&self, players: u8) -> Result<Rules, String> {
        Rules::of(self.0, players as usize).map_err(|e| e.to_string())
    }
}

impl Game for Line {
    fn id(&self) -> &'static str {
        self.0.id
    }
    fn name(&self) -> &'static str {
        self.0.name
    }
    fn about(&self) -> &'static str {
        self.0.about
    }
    fn players(&self) -> Vec<u8> {
        self.0.player_counts(false).collect()
    }
    fn default_players(&self) -> u8 {
        self.0.player_counts(false).next().unwrap_or(2)
    }
    fn partnerships(&self) -> bool {
        self.0.sides
    }
    fn target(&self) -> String {
        let p = self.0;
        let mut ts: Vec<u16> = p.player_counts(false).map(|n| p.target[n as usize]).collect();
        ts.dedup();
        match ts.as_slice() {
            [0] => "none: a pool of chips each hand".into(),
            [t] => format!("{t} points"),
            _ => {
                // Player counts with the same target, grouped: "200 with 2, 100 with 3-4".
                let mut groups: Vec<(u16, u8, u8)> = Vec::new();
                for n in p.player_counts(false) {
                    let t = p.target[n as usize];
                    match groups.last_mut() {
                        Some((gt, _, hi)) if *gt == t => *hi = n,
                        _ => groups.push((t, n, n)),
                    }
                }
                let by: Vec<String> = groups
                    .iter()
                    .map(|&(t, lo, hi)| if lo == hi { format!("{t} with {lo}") } else { format!("{t} with {lo}-{hi}") })
                    .collect();
                format!("{} points", by.join(", "))
            }
        }
    }
    fn simulate(&self, players: u8, hands: u64, seed: u64) -> Result<String, String> {
        Ok(line_sim::simulate(self.rules(players)?, hands, seed).to_string())
    }
    fn bench(&self, players: u8, time: Duration) -> Result<Bench, String> {
        Ok(line_sim::bench(self.rules(players)?, time))
    }
    fn simulate_with(&self, run: &Run<'_>) -> Result<String, String> {
        let rules = Rules::new(self.0, run.players as usize, run.options).map_err(|e| e.to_string())?;
        let names = out::simulated(run.players);
        let mut keep = |i: u64, m: &crate::games::parlour::Match| {
            if let Some(dir) = run.records {
                if let Some(text) = out::line_match(&names, m, run.options) {
                    dir.write(i, &text);
                }
            }
        };
        let keep = run.records.is_some().then_some(&mut keep as &mut line_sim::Keep<'_>);
        Ok(line_sim::simulate_kept(rules, run.hands, run.seed, keep).to_string())
    }
    fn tournament(&self, seats: &[Level], hands: u64, seed: u64, options: &Options) -> Result<String, String> {
        self.tournament_with(seats, hands, seed, options, None)
    }
    fn tournament_with(
        &self,
        seats: &[Level],
        hands: u64,
        seed: u64,
        options: &Options,
        records: Option<&Out>,
    ) -> Result<String, String> {
        use crate::games::parlour::ai::tournament as t;
        let n = u8::try_from(seats.len()).unwrap_or(u8::MAX);
        let rules = Rules::new(self.0, n as usize, options).map_err(|e| e.to_string())?;
        let seatings = t::seatings(&rules);
        let keep = |i: u64, m: &crate::games::parlour::Match| {
            if let Some(dir) = records {
                if let Some(text) = out::line_match(&out::entrants(seats, (i - 1) % seatings), m, options) {
                    dir.write(i, &text);
                }
            }
        };
        let keep = records.is_some().then_some(&keep as &t::Keep<'_>);
        Ok(t::run_kept(rules, seats, hands, seed, keep)?.to_string())
    }
    fn options(&self) -> &'static [Opt] {
        self.0.options
    }
    fn option_value(&self, players: u8, opt: Opt, options: &Options) -> Option<OptValue> {
        let n = players as usize;
        let rules = Rules::new(self.0, n, options).or_else(|_| Rules::of(self.0, n)).ok()?;
        Some(rules.option_value(opt, options))
    }
    fn check_options(&self, players: u8, options: &Options) -> Result<(), String> {
        Rules::new(self.0, players as usize, options).map(|_| ()).map_err(|e| e.to_string())
    }
    fn replay(&self, rec: &Record) -> Option<Result<Replayed, Failure>> {
        Some(replay_line(rec).map(|(r, _)| r))
    }
    fn analyse(&self, bytes: &[u8], s: &Settings, tick: &Tick<'_>) -> Option<Result<Analysis, String>> {
        Some(parse_parlour(bytes).and_then(|rec| crate::analyse::line::analyse(&rec, s, tick)))
    }
    fn bot(&self) -> Option<&'static dyn crate::bot::Family> {
        Some(&crate::bot::line::Line)
    }
    fn table(&self) -> Table {
        Table::Line(self.0)
    }
    fn form(&self) -> Option<Form> {
        Some(Form::of(self.0))
    }
}

/// Dominox, the board game for two: its own engine, records and computer players.
pub struct Board;

impl Game for Board {
    fn id(&self) -> &'static str {
        crate::record::parlour::DOMINOX.id
    }
    fn name(&self) -> &'static str {
        "Dominox"
    }
    fn about(&self) -> &'static str {
        "8x8 board: equal numbers touch; empty areas score by colour"
    }
    fn players(&self) -> Vec<u8> {
        vec![2]
    }
    fn default_players(&self) -> u8 {
        2
    }
    fn partnerships(&self) -> bool {
        false
    }
    fn target(&self) -> String {
        "none: one game, the most area points".into()
    }
    fn simulate(&self, players: u8, hands: u64, seed: u64) -> Result<String, String> {
        self.check_players(players)?;
        Ok(crate::games::dominox::sim::simulate(hands, seed).to_string())
    }
    fn bench(&self, players: u8, time: Duration) -> Result<Bench, String> {
        self.check_players(players)?;
        Ok(crate::games::dominox::sim::bench(time))
    }
    fn simulate_with(&self, run: &Run<'_>) -> Result<String, String> {
        self.check_players(run.players)?;
        self.check_options(run.players, run.options)?;
        let names = out::simulated(2);
        let keep = |i: u64, start: &crate::games::dominox::Dominox, actions: &[(Seat, DominoxAction)]| {
            if let Some(dir) = run.records {
                dir.write(i, &out::board_game(&names, start, actions));
            }
        };
        let keep = run.records.is_some().then_some(&keep as &crate::games::dominox::sim::Keep<'_>);
        Ok(crate::games::dominox::sim::simulate_kept(run.hands, run.seed, keep).to_string())
    }
    fn tournament(&self, seats: &[Level], hands: u64, seed: u64, options: &Options) -> Result<String, String> {
        self.tournament_with(seats, hands, seed, options, None)
    }
    /// Two levels; every deal is played twice, the colours swapped, so `hands` games
    /// are `hands / 2` deals.
    fn tournament_with(
        &self,
        seats: &[Level],
        hands: u64,
        seed: u64,
        options: &Options,
        records: Option<&Out>,
    ) -> Result<String, String> {
        self.check_players(u8::try_from(seats.len()).unwrap_or(u8::MAX))?;
        self.check_options(2, options)?;
        let deals = hands.div_ceil(2);
        let keep = |i: u64, start: &crate::games::dominox::Dominox, actions: &[(Seat, DominoxAction)]| {
            if let Some(dir) = records {
                dir.write(i, &out::board_game(&out::entrants(seats, (i - 1) % 2), start, actions));
            }
        };
        let keep = records.is_some().then_some(&keep as &crate::games::dominox::sim::Keep<'_>);
        let r = crate::games::dominox::ai::tournament::run_kept(seats[0], seats[1], deals, seed, keep);
        let verdict = if r.first_better() {
            format!("{} beats {} outside the interval", r.first.name(), r.second.name())
        } else if r.margin.mean() + r.margin.ci() < 0.0 {
            format!("{} beats {} outside the interval", r.second.name(), r.first.name())
        } else {
            "neither level is ahead outside the interval".to_string()
        };
        Ok(format!(
            "Dominox, {deals} deals each played twice with the colours swapped, seed {seed}\n\
             margin: the first level's area points minus the second's, per game, with its 95% interval\n\
             {r}\n{verdict}\n"
        ))
    }
    fn replay(&self, rec: &Record) -> Option<Result<Replayed, Failure>> {
        Some(crate::record::parlour::dominox::replay(rec).map(|(r, _)| r))
    }
    fn analyse(&self, bytes: &[u8], s: &Settings, tick: &Tick<'_>) -> Option<Result<Analysis, String>> {
        Some(parse_parlour(bytes).and_then(|rec| crate::analyse::board::analyse(&rec, s, tick)))
    }
    fn bot(&self) -> Option<&'static dyn crate::bot::Family> {
        Some(&crate::bot::board::Board)
    }
    fn table(&self) -> Table {
        Table::Board
    }
    fn form(&self) -> Option<Form> {
        Some(crate::record::parlour::DOMINOX)
    }
}

/// A train game (Mexican Train, Chicken Foot): its own engine and records.
pub struct Trains(pub crate::games::trains::Kind);

impl Trains {
    fn rules(&self, players: u8) -> Result<crate::games::trains::Rules, String> {
        crate::games::trains::Rules::of(self.0, players as usize).map_err(|e| e.to_string())
    }
}

impl Game for Trains {
    fn id(&self) -> &'static str {
        self.0.id()
    }
    fn name(&self) -> &'static str {
        self.0.name()
    }
    fn about(&self) -> &'static str {
        match self.0 {
            crate::games::trains::Kind::Mexican => {
                "double-twelve: a train each and the Mexican train; cover every double"
            }
            crate::games::trains::Kind::Chicken => {
                "double-nine: the centre opens four ways, every double a foot of three toes"
            }
        }
    }
    fn players(&self) -> Vec<u8> {
        (2..=8).collect()
    }
    fn default_players(&self) -> u8 {
        4
    }
    fn partnerships(&self) -> bool {
        false
    }
    fn target(&self) -> String {
        let top = self.0.set().top();
        format!("none: {} rounds, the lowest total wins", top + 1)
    }
    fn simulate(&self, players: u8, hands: u64, seed: u64) -> Result<String, String> {
        Ok(crate::games::trains::sim::simulate(self.rules(players)?, hands, seed).to_string())
    }
    fn bench(&self, players: u8, time: Duration) -> Result<Bench, String> {
        Ok(crate::games::trains::sim::bench(self.rules(players)?, time))
    }
    fn check_record(&self, name: &str, bytes: &[u8]) -> Option<(Vec<String>, crate::record::check::Verdict)> {
        Some(crate::record::trains::check_bytes(name, bytes))
    }
    /// Easy is the random player, normal the simple one (the highest count first).
    fn tournament(&self, seats: &[Level], hands: u64, seed: u64, options: &Options) -> Result<String, String> {
        let n = u8::try_from(seats.len()).unwrap_or(u8::MAX);
        self.check_options(n, options)?;
        let rules = self.rules(n)?;
        let games = hands.div_ceil(u64::from(rules.rounds)).max(1);
        Ok(crate::games::trains::ai::tournament::run(rules, seats, games, seed)?.to_string())
    }
    fn table(&self) -> Table {
        Table::Trains
    }
}

fn parse_parlour(bytes: &[u8]) -> Result<Record, String> {
    crate::record::parlour::parse(bytes).map_err(|e| e.to_string())
}

/// The game a record (as read) is of: a parlour record names it, any other is Nos's.
///
/// # Errors
/// A parlour record that cannot be read, or of a game this program does not know.
pub fn of_record(bytes: &[u8]) -> Result<&'static dyn Game, String> {
    if !crate::record::check::is_parlour(bytes) {
        return Ok(&Nos);
    }
    if let Some(g) = crate::record::parlour::check::game_of(bytes).and_then(|id| find(&id)) {
        if g.form().is_none() {
            // A game that reads its own records (the train games).
            return Ok(g);
        }
    }
    let rec = parse_parlour(bytes)?;
    find(rec.game).ok_or_else(|| format!("no game {:?} here", rec.game))
}

trait Counts {
    fn check_players(&self, n: u8) -> Result<(), String>;
}

impl<G: Game> Counts for G {
    fn check_players(&self, n: u8) -> Result<(), String> {
        let ok = self.players();
        if ok.contains(&n) {
            Ok(())
        } else {
            let list: Vec<String> = ok.iter().map(|c| c.to_string()).collect();
            Err(format!("{} is played by {} players, not {n}", self.id(), list.join(", ")))
        }
    }
}

/// Every game, in the order the program lists them.
pub static GAMES: &[&dyn Game] = &[
    &Nos,
    &Line(&p::PARTNERSHIP_BLOCK),
    &Line(&p::BLOCK_SCARNE),
    &Line(&p::BLOCK_HOYLE),
    &Line(&p::BLOCK_NINE),
    &Line(&p::DRAW_2),
    &Line(&p::DRAW_3),
    &Line(&p::DRAW_HOYLE),
    &Line(&p::TIDDLY_WINK),
    &Line(&p::SEBASTOPOL),
    &Line(&p::BERGEN),
    &Line(&p::MATADOR),
    &Line(&p::SNIFF),
    &Line(&p::MUGGINS),
    &Line(&p::ALL_FIVES),
    &Line(&p::FIVES_AND_THREES),
    &Board,
    &Trains(crate::games::trains::Kind::Mexican),
    &Trains(crate::games::trains::Kind::Chicken),
];

/// The game with this id.
pub fn find(id: &str) -> Option<&'static dyn Game> {
    GAMES.iter().copied().find(|g| g.id() == id)
}

/// The rule options written `NAME=VALUE` for a game.
///
/// # Errors
/// One is not `NAME=VALUE`, unknown, not taken by the game, or of a bad value.
pub fn options_of(game: &dyn Game, written: &[String]) -> Result<Options, String> {
    let mut o = Options::new();
    for w in written {
        o.set_text(w, game.options(), game.id()).map_err(|e| format!("--option {w}: {e}"))?;
    }
    Ok(o)
}

/// The games as lines for `--help`: id, players, partnerships, target, what it is.
pub fn listing() -> String {
    let mut out = String::from("Games (--game ID):\n");
    for g in GAMES {
        let counts = g.players();
        let players = match (counts.first(), counts.last()) {
            (Some(a), Some(b)) if a == b => format!("{a}"),
            (Some(a), Some(b)) => format!("{a}-{b}"),
            _ => String::new(),
        };
        let sides = if g.partnerships() { ", partners" } else { "" };
        out += &format!("  {:<18} {} players{sides}; target {}\n", g.id(), players, g.target());
        out += &format!("      {}\n", g.about());
    }
    out
}
