//! Rule options and the rules of one table: a preset, a player count and options,
//! resolved into the choices a hand reads.

use super::preset::{per8, During, FirstLead, LaterLead, Opt, Preset, Stocking};
use crate::core::seat::{Seat, MAX_TABLE};
use crate::core::tile::Tile;
use crate::games::parlour::arms::Shape;

pub use crate::core::option::{thousands, Options, Value as OptValue};

/// Why a table cannot be set up.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum SetupError {
    #[error("{game} is played by {allowed}, not {n}")]
    Players { game: &'static str, n: usize, allowed: String },
    #[error("{game} takes no option {opt:?}")]
    NotTaken { game: &'static str, opt: &'static str },
    #[error("{0}")]
    Option(String),
    /// An option's value is out of the range this table allows.
    #[error("{msg}")]
    Range { opt: &'static str, msg: String },
    #[error("{what}: one per {per}: {want}, not {got}")]
    Count { what: &'static str, per: &'static str, want: usize, got: usize },
}

/// The rules of one table: the preset's choices for this many players, with the options.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Rules {
    pub preset: &'static Preset,
    /// Seats at the table.
    pub n: u8,
    /// Tiles dealt to each seat.
    pub tiles_each: u8,
    /// Whether the stock is drawn (else it sleeps).
    pub draws: bool,
    pub reserve: u8,
    pub voluntary_draw: bool,
    pub play_drawn_tile: bool,
    pub early_end: bool,
    pub subtract_own: bool,
    pub round_each: bool,
    pub first_lead: FirstLead,
    pub later_lead: LaterLead,
    /// The match target, if there is one.
    pub target: Option<i32>,
    pub ante: i32,
    /// The preset's scoring during play and second play after a double, kept at hand.
    pub during: During,
    pub extra_after_double: bool,
    /// The layout's shape (the preset's, with option `sides_first`).
    pub shape: Shape,
    /// Partners play as two sides (seats 0 and 2 against 1 and 3).
    pub sides: bool,
    /// Every score is divided by 5 (option `per_five`, Muggins #10).
    pub per_five: bool,
    /// A score that would pass the target is void (F&3 #8).
    pub exact: bool,
    /// What chipping out scores where the hand's award is a chip point (F&3 #7).
    pub chip_point: i32,
}

impl Rules {
    /// The rules of `preset` for `n` players with `options`.
    ///
    /// # Errors
    /// The preset is not played by `n`, or an option is not one it takes.
    pub fn new(preset: &'static Preset, n: usize, options: &Options) -> Result<Rules, SetupError> {
        for (o, _) in options.given() {
            if !preset.options.iter().any(|p| p.name() == o.name()) {
                return Err(SetupError::NotTaken { game: preset.id, opt: o.name() });
            }
        }
        let five = options.flag(Opt::FivePlayers).unwrap_or(false);
        let deal = match options.word(Opt::Deal) {
            Some("9-7-5") => per8([(2, 9), (3, 7), (4, 5)]),
            Some("5") => per8([(2, 5), (3, 5), (4, 5)]),
            _ => preset.deal,
        };
        let each = match n {
            0..=9 if preset.deal[n] > 0 => deal[n],
            0..=9 if five && preset.optional_deal[n] > 0 => preset.optional_deal[n],
            _ => {
                let counts: Vec<String> = preset.player_counts(five).map(|c| c.to_string()).collect();
                return Err(SetupError::Players { game: preset.id, n, allowed: counts.join(", ") + " players" });
            }
        };
        let per_five = options.flag(Opt::PerFive).unwrap_or(false);
        let table = if per_five { &preset.five_target } else { &preset.target };
        let target = match options.int(Opt::Target) {
            Some(t) => Some(t as i32),
            None => Some(table[n] as i32).filter(|&t| t > 0),
        };
        let drawn = preset.first_lead == FirstLead::Draw;
        let first_lead = match options.word(Opt::FirstLead) {
            Some(w @ ("draw" | "hold66")) if (w == "draw") != drawn => {
                let msg = format!("first_lead {w:?}: not a lead of {}", preset.id);
                return Err(SetupError::Range { opt: Opt::FirstLead.name(), msg });
            }
            Some("draw") => FirstLead::Draw,
            Some("hold66") => FirstLead::Holds(Tile::double(6)),
            Some(_) => FirstLead::HighestDouble,
            None => preset.first_lead,
        };
        let later_lead = match options.word(Opt::LaterLead) {
            Some("rotate") => LaterLead::Rotate,
            // Where the winner leads and a block draws again, a highest-double lead
            // leads every hand instead (Muggins #4).
            _ if first_lead == FirstLead::HighestDouble && preset.later_lead == LaterLead::OutElseDraw => {
                LaterLead::Same
            }
            _ => preset.later_lead,
        };
        let sides = match options.flag(Opt::Partners) {
            Some(true) if n != 4 => {
                let msg = format!("partners: only with 4 players, not {n}");
                return Err(SetupError::Range { opt: Opt::Partners.name(), msg });
            }
            Some(p) => p,
            None => preset.sides && n == 4,
        };
        let shape = match (preset.shape, options.flag(Opt::SidesFirst)) {
            (Shape::Across { .. }, Some(sides_first)) => Shape::Across { sides_first },
            (s, _) => s,
        };
        let undealt = preset.set.len() as usize - n * each as usize;
        let reserve = match options.int(Opt::Reserve) {
            Some(r) if r as usize > undealt => {
                let msg = format!("reserve {r}: at most {undealt}, the tiles left undealt with {n} players");
                return Err(SetupError::Range { opt: Opt::Reserve.name(), msg });
            }
            Some(r) => r as u8,
            None => preset.reserve[n],
        };
        Ok(Rules {
            preset,
            n: n as u8,
            tiles_each: each,
            draws: preset.stock == Stocking::Draw,
            reserve,
            voluntary_draw: options.flag(Opt::VoluntaryDraw).unwrap_or(preset.voluntary_draw),
            play_drawn_tile: options.flag(Opt::PlayDrawnTile).unwrap_or(false),
            early_end: options.flag(Opt::ThreeHandEarlyEnd).unwrap_or(false),
            subtract_own: options.flag(Opt::SubtractOwn).unwrap_or(false),
            round_each: options.flag(Opt::RoundEachHand).unwrap_or(false),
            first_lead,
            later_lead,
            target,
            ante: options.int(Opt::Ante).map_or(preset.ante, |a| a as i32),
            during: preset.during,
            extra_after_double: preset.extra_after_double,
            shape,
            sides,
            per_five,
            exact: options.flag(Opt::ExactFinish).unwrap_or(preset.exact),
            chip_point: options.int(Opt::ChipPoint).map_or(1, |c| c as i32),
        })
    }

    /// The default rules of `preset` for `n` players.
    ///
    /// # Errors
    /// The preset is not played by `n`.
    pub fn of(preset: &'static Preset, n: usize) -> Result<Rules, SetupError> {
        Rules::new(preset, n, &Options::new())
    }

    /// Whether these are the plainest rules: a line or a single arm under equal numbers,
    /// no scoring during play, no second play, no voluntary draw, no drawn tile to play, no
    /// early end. The
    /// random player then takes a shorter path to the same choices.
    pub fn simple(&self) -> bool {
        let p = self.preset;
        matches!(p.shape, crate::games::parlour::arms::Shape::Line | crate::games::parlour::arms::Shape::Single)
            && p.rule == crate::core::matching::Rule::Ordinary
            && p.during == During::Nothing
            && !p.extra_after_double
            && !self.play_drawn_tile
            && !self.voluntary_draw
            && !self.early_end
    }

    /// How many accounts keep score: two sides, or one per seat.
    pub fn accounts(&self) -> u8 {
        if self.sides {
            2
        } else {
            self.n
        }
    }
    /// The account a seat scores for: its side, or itself.
    pub fn account(&self, s: Seat) -> u8 {
        if self.sides {
            s.0 % 2
        } else {
            s.0
        }
    }
    /// Whether a seat scores for this account.
    pub fn in_account(&self, s: Seat, account: u8) -> bool {
        self.account(s) == account
    }
    /// What a count of the open ends scores during play: a positive multiple of 5
    /// scores itself (Sniff, Fives #4), in fives with `per_five`; in Fives and Threes,
    /// `c/3` if 3 divides it plus `c/5` if 5 does (F&3 #4).
    #[inline]
    pub fn count_points(&self, c: u32) -> u32 {
        match self.during {
            During::Muggins if c > 0 && c.is_multiple_of(5) => {
                if self.per_five {
                    c / 5
                } else {
                    c
                }
            }
            During::Threes if c > 0 => {
                let three = if c.is_multiple_of(3) { c / 3 } else { 0 };
                let five = if c.is_multiple_of(5) { c / 5 } else { 0 };
                three + five
            }
            _ => 0,
        }
    }

    /// The starting balances of a new match.
    pub fn start_scores(&self) -> [i32; MAX_TABLE] {
        [self.preset.start; MAX_TABLE]
    }
    /// The tiles left undealt.
    pub fn stock_size(&self) -> usize {
        self.preset.set.len() as usize - self.n as usize * self.tiles_each as usize
    }
}
