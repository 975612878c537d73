//! `nos advise` (Nos's advisor on the command line) and `nos tournament` (any game's
//! computer players against each other, through the registry).

use crate::core::Level;
use crate::core::{Tile, TileSet};
use crate::games::nos::ai::advisor::{on_set_view, Advisor};
use std::fmt::Write as _;
use std::io::Write as _;
use std::time::Instant;

/// Runs `nos advise`; returns the exit code. `quiet` is called once the work is done,
/// before anything is written (a progress bar leaves the screen).
pub fn advise(args: &AdviseArgs, quiet: impl FnOnce()) -> i32 {
    let r = advise_inner(args);
    quiet();
    match r.map(|out| std::io::stdout().lock().write_all(out.as_bytes())) {
        // A closed pipe (`| head`) is no error.
        Ok(_) => 0,
        Err(e) => {
            eprintln!("nos advise: {}", crate::text::safe(&e));
            2
        }
    }
}

/// The most sampled deals per choice `nos advise` takes: about a minute's work.
const MAX_SAMPLES: u64 = 200_000;

/// Refuses a set tile the seat on set could not have set, saying why: in a later
/// hand it sets a double of its own, and only when it holds none draws one tile and
/// sets that (rules.md section 3). Other refusals are the rules' own, from the hand.
fn set_from_hand(own: TileSet, t: Tile) -> Result<(), String> {
    let doubles: Vec<String> = own.iter().filter(|d| d.is_double()).map(|d| d.to_string()).collect();
    let list = doubles.join(", ");
    match (own.contains(t), doubles.is_empty()) {
        (false, false) => Err(format!(
            "{t} is not in the hand; holding a double ({list}), the seat on set sets one of its own and does not draw"
        )),
        (true, false) if !t.is_double() => {
            Err(format!("{t} is not a double: the seat on set sets one of its doubles ({list})"))
        }
        (true, true) => Err(format!(
            "{t} is in the hand, which holds no double: the seat on set draws one tile and sets that; give --set the tile drawn"
        )),
        _ => Ok(()),
    }
}

/// The report of `nos advise`, to be written.
fn advise_inner(args: &AdviseArgs) -> Result<String, String> {
    let mut own = TileSet::EMPTY;
    for s in args.hand.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let t: Tile = crate::games::nos::SET.parse(s).map_err(|e| e.to_string())?;
        if own.contains(t) {
            return Err(format!("{t} is in the hand twice"));
        }
        own.insert(t);
    }
    let set = match &args.set {
        Some(s) => Some(crate::games::nos::SET.ends(s).map_err(|e| e.to_string())?),
        None => None,
    };
    if let Some(t) = set.and_then(|(a, b)| crate::games::nos::SET.tile(a, b)) {
        set_from_hand(own, t)?;
    }
    let view = on_set_view(args.players, own, set).map_err(|e| e.to_string())?;
    let samples = args.samples.unwrap_or(2000) as u64;
    if !(2..=MAX_SAMPLES).contains(&samples) {
        return Err(format!("--samples is from 2 (an interval needs two) to {MAX_SAMPLES}, not {samples}"));
    }
    let mut adv = Advisor::new(view, args.seed).map_err(|e| e.to_string())?;
    let start = Instant::now();
    adv.refine(samples);
    let secs = start.elapsed().as_secs_f64();
    let tiles: Vec<String> = own.iter().map(|t| t.to_string()).collect();
    // Written in one go, and a closed pipe (`| head`) is no error.
    let mut out = String::new();
    macro_rules! say {
        ($($t:tt)*) => { let _ = writeln!(out, $($t)*); };
    }
    let when = match set {
        Some((a, b)) => format!("after setting {a}-{b}"),
        None => "before the set".to_string(),
    };
    say!("{} players, hand {}, {when}", args.players, tiles.join(" "));
    say!(
        "{} choice{}, {} sampled deals each (the same deals for every choice), normal players in every seat",
        adv.choices().len(),
        if adv.choices().len() == 1 { "" } else { "s" },
        samples
    );
    say!("chips: won or lost by this seat from now to the end of the hand, with a 95% interval");
    say!("rank    chips   +/-     nos %   +/-   choice");
    for (i, r) in adv.ranking().iter().enumerate() {
        say!(
            "{:>4} {:>+8.2} {:>5.2}  {:>6.1} {:>5.1}   {}",
            i + 1,
            r.stat.mean(),
            r.stat.ci(),
            100.0 * r.stat.nos_rate(),
            100.0 * r.stat.nos_ci(),
            r.choice
        );
    }
    if adv.ranking().iter().any(|r| r.choice.to_string().ends_with(']')) {
        say!("[x2], [x4]: choices that differ only by a label (the sides of a line on a double, the slots of a cross), shown once");
    }
    if adv.choices().iter().any(|c| c.game.is_none()) {
        say!("no double: the set tile is drawn; once it is known, ask again with --set");
    }
    say!(
        "took {:.3} s: {} hands played, {:.0} hands/s on {} threads",
        secs,
        adv.hands(),
        adv.hands() as f64 / secs.max(1e-9),
        rayon::current_num_threads()
    );
    Ok(out)
}

/// Runs `nos tournament`; returns the exit code. `quiet` is called once the work is
/// done, before the report is written (a progress bar leaves the screen).
pub fn tournament(
    game: &dyn crate::registry::Game,
    args: &TournamentArgs,
    records: Option<&crate::record::out::Out>,
    quiet: impl FnOnce(),
) -> i32 {
    let mut seats = Vec::new();
    for s in args.seats.split(',').map(str::trim) {
        match Level::parse(s) {
            Some(l) => seats.push(l),
            None => {
                eprintln!(
                    "nos tournament: {} is not a level: easy, normal, strong or strong-old",
                    crate::text::safe(&format!("{s:?}"))
                );
                return 2;
            }
        }
    }
    if args.hands < 2 {
        eprintln!("nos tournament: --hands is at least 2 (an interval needs two), not {}", args.hands);
        return 2;
    }
    if let Some(n) = args.players.filter(|&n| n as usize != seats.len()) {
        eprintln!("nos tournament: {n} players need {n} levels in --seats, not {}", seats.len());
        return 2;
    }
    let options = match crate::registry::options_of(game, &args.options) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("nos tournament: {}", crate::text::safe(&e));
            return 2;
        }
    };
    let report = game.tournament_with(&seats, args.hands, args.seed, &options, records);
    quiet();
    match report {
        // Stopped early, or a record not written: the figures are not the run asked for.
        Ok(_) if crate::progress::stopped() => 0,
        Ok(report) => {
            let _ = write!(std::io::stdout().lock(), "{report}");
            0
        }
        Err(e) => {
            eprintln!("nos tournament: {}", crate::text::safe(&e));
            2
        }
    }
}

/// The arguments of `nos advise`.
#[derive(Clone, Debug, Default)]
pub struct AdviseArgs {
    pub players: u8,
    /// The seat's tiles, as written on the command line: "5-5,5-4,4-4,5-1".
    pub hand: String,
    /// The set tile, when the set is already made.
    pub set: Option<String>,
    pub samples: Option<u32>,
    pub seed: u64,
}

/// The arguments of `nos tournament`.
#[derive(Clone, Debug, Default)]
pub struct TournamentArgs {
    /// The player count asked for, if any: it must match the levels.
    pub players: Option<u8>,
    pub hands: u64,
    /// One level per seat: "strong,normal,normal,easy".
    pub seats: String,
    pub seed: u64,
    /// Rule options as written, `NAME=VALUE`.
    pub options: Vec<String>,
}
