//! A preset: one parlour game as a value of independent rule choices. Code reads the
//! choices, never a preset's id.

use crate::core::matching::Rule;
use crate::core::tile::{Tile, TileSet};
use crate::games::parlour::arms::Shape;

/// Who leads the first hand of a match (and, for [`LaterLead::Same`], every hand).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum FirstLead {
    /// The holder of this tile sets it (a deal without it in a hand is dealt again).
    Holds(Tile),
    /// The holder of the highest double dealt sets it (no double dealt: dealt again).
    HighestDouble,
    /// A lead draw decides (G.8); the lead plays any tile.
    Draw,
}

/// Who leads the hands after the first.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum LaterLead {
    /// As the first hand, every hand.
    Same,
    /// The winner of the previous hand, any tile; after a tied block the same seat
    /// again, but as the first hand while no hand of the match has been won.
    Winner,
    /// The lead moves one seat to the left every hand.
    Rotate,
    /// The seat that went out; after a blocked hand, won or tied, a new lead draw.
    OutElseDraw,
}

/// Whether the tiles not dealt are drawn.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Stocking {
    /// They sleep: never drawn, never seen.
    Sleep,
    /// They are drawn in order, one per action, by a seat that cannot play.
    Draw,
}

/// Scoring during play.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum During {
    Nothing,
    /// Bergen: 2 when both ends show one number, 3 when besides a double ends one.
    Headers,
    /// Sniff and the fives games: the count of the open ends when it is a multiple of 5.
    Muggins,
    /// Fives and Threes: a count `c` scores `c/3` if 3 divides it plus `c/5` if 5 does.
    Threes,
}

/// What the winner of a hand gets.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Award {
    /// The pips the losers hold.
    Pips,
    /// One point.
    Point,
    /// The pool of antes, shared by seats tied for the lowest count at a standstill.
    Pool,
    /// Option `chip_point` (1 unless set) to the seat or side that chips out; a blocked
    /// hand scores nothing (F&3 #7).
    Chip,
}

/// A rule option's name and type (rulings section 3).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, PartialOrd, Ord)]
pub enum Opt {
    Target,
    SubtractOwn,
    PlayDrawnTile,
    VoluntaryDraw,
    Reserve,
    ThreeHandEarlyEnd,
    FirstLead,
    LaterLead,
    RoundEachHand,
    Ante,
    FivePlayers,
    PerFive,
    Deal,
    SidesFirst,
    Partners,
    ExactFinish,
    ChipPoint,
}

pub use crate::core::option::Kind;

impl From<Opt> for crate::core::option::Opt {
    fn from(o: Opt) -> crate::core::option::Opt {
        crate::core::option::Opt::new(o.name(), o.kind()).at(o as u8)
    }
}

impl Opt {
    pub const ALL: [Opt; 17] = [
        Opt::Target,
        Opt::SubtractOwn,
        Opt::PlayDrawnTile,
        Opt::VoluntaryDraw,
        Opt::Reserve,
        Opt::ThreeHandEarlyEnd,
        Opt::FirstLead,
        Opt::LaterLead,
        Opt::RoundEachHand,
        Opt::Ante,
        Opt::FivePlayers,
        Opt::PerFive,
        Opt::Deal,
        Opt::SidesFirst,
        Opt::Partners,
        Opt::ExactFinish,
        Opt::ChipPoint,
    ];

    /// The name written in records.
    pub const fn name(self) -> &'static str {
        match self {
            Opt::Target => "target",
            Opt::SubtractOwn => "subtract_own",
            Opt::PlayDrawnTile => "play_drawn_tile",
            Opt::VoluntaryDraw => "voluntary_draw",
            Opt::Reserve => "reserve",
            Opt::ThreeHandEarlyEnd => "three_hand_early_end",
            Opt::FirstLead => "first_lead",
            Opt::LaterLead => "later_lead",
            Opt::RoundEachHand => "round_each_hand",
            Opt::Ante => "ante",
            Opt::FivePlayers => "five_players",
            Opt::PerFive => "per_five",
            Opt::Deal => "deal",
            Opt::SidesFirst => "sides_first",
            Opt::Partners => "partners",
            Opt::ExactFinish => "exact_finish",
            Opt::ChipPoint => "chip_point",
        }
    }

    pub const fn kind(self) -> Kind {
        match self {
            // Bounded so that no sum of a match can overflow: a record holds at most
            // one hand per 28 tiles of its 16 MiB, and a hand moves at most 8 antes
            // (nine seats) or a set's pips to one account.
            Opt::Target => Kind::Int(1, 1_000_000),
            Opt::Ante => Kind::Int(1, 1_000),
            // Never more than a set holds; the tiles left undealt bound it further
            // (`Rules::new`).
            Opt::Reserve => Kind::Int(0, super::TILES as i64),
            Opt::ChipPoint => Kind::Int(0, 1_000),
            // "draw" only where the preset draws for the lead, "hold66" only where it
            // does not (`Rules::new`).
            Opt::FirstLead => Kind::Word(&["draw", "highest_double", "hold66"]),
            Opt::Deal => Kind::Word(&["7-5-5", "9-7-5", "5"]),
            Opt::LaterLead => Kind::Word(&["winner", "rotate"]),
            _ => Kind::Bool,
        }
    }

    /// The option of this name.
    pub fn parse(name: &str) -> Option<Opt> {
        Opt::ALL.into_iter().find(|o| o.name() == name)
    }
}

/// One parlour game: every rule choice, by value.
#[derive(Debug, PartialEq, Eq)]
pub struct Preset {
    /// The id records and the command line use.
    pub id: &'static str,
    pub name: &'static str,
    /// One line saying what the game is.
    pub about: &'static str,
    /// Tiles dealt to each seat, by player count; 0 where the count is not allowed.
    pub deal: [u8; 10],
    /// Player counts allowed only with option `five_players`, and their deal.
    pub optional_deal: [u8; 10],
    /// The tiles in play.
    pub set: TileSet,
    pub stock: Stocking,
    /// The tiles at the bottom of a drawn stock never drawn, by player count.
    pub reserve: [u8; 10],
    /// Whether a seat able to play may draw first.
    pub voluntary_draw: bool,
    pub first_lead: FirstLead,
    pub later_lead: LaterLead,
    pub shape: Shape,
    pub rule: Rule,
    /// Whether a seat that has just played a double may play once more.
    pub extra_after_double: bool,
    pub during: During,
    pub award: Award,
    /// The hand score is rounded to the nearest multiple of this (1: exact).
    pub round_to: u8,
    /// Partners sit opposite and score as one side (seats 0 and 2 against 1 and 3), by
    /// default where four play (option `partners` where the preset takes it).
    pub sides: bool,
    /// With partners, the hand goes on until both seats of one side are out; a seat
    /// that is out passes (F&3 #6). Without, the first seat out ends it.
    pub side_out: bool,
    /// A score that would pass the target is void: the target must be hit exactly
    /// (F&3 #8; option `exact_finish`).
    pub exact: bool,
    /// The match target, by player count; 0: no target (a session of hands).
    pub target: [u16; 10],
    /// The target when every score is counted in fives (option `per_five`).
    pub five_target: [u16; 10],
    /// Whether the result reports the winner's margin over each loser (G.17).
    pub margins: bool,
    /// Each account's balance when a match starts (chips for a pool game).
    pub start: i32,
    /// Chips each seat puts into the pool before each hand (0: none).
    pub ante: i32,
    /// The options this preset takes.
    pub options: &'static [Opt],
    /// What a blocked hand is called.
    pub block_word: &'static str,
}

impl Preset {
    /// The player counts allowed, with option `five_players` or without.
    pub fn player_counts(&self, optional: bool) -> impl Iterator<Item = u8> + '_ {
        (0..10u8).filter(move |&n| self.deal[n as usize] > 0 || (optional && self.optional_deal[n as usize] > 0))
    }
    /// The fewest and most players, options included.
    pub fn players(&self) -> (u8, u8) {
        let mut all = self.player_counts(true);
        let lo = all.next().unwrap_or(0);
        (lo, all.last().unwrap_or(lo))
    }
    /// Whether the preset takes an option.
    pub fn takes(&self, o: Opt) -> bool {
        self.options.contains(&o)
    }
    /// Whether some player count has a target.
    pub fn has_target(&self) -> bool {
        self.target.iter().any(|&t| t > 0)
    }
}

/// A per-player-count table from (count, value) pairs; other counts get 0.
pub(crate) const fn per<const K: usize>(pairs: [(u8, u16); K]) -> [u16; 10] {
    let mut t = [0; 10];
    let mut i = 0;
    while i < K {
        t[pairs[i].0 as usize] = pairs[i].1;
        i += 1;
    }
    t
}

/// As [`per`], for small numbers.
pub(crate) const fn per8<const K: usize>(pairs: [(u8, u8); K]) -> [u8; 10] {
    let mut t = [0; 10];
    let mut i = 0;
    while i < K {
        t[pairs[i].0 as usize] = pairs[i].1;
        i += 1;
    }
    t
}
