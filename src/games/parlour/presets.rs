//! The fifteen line games of the parlour as data (rulings section 2). Dominox, the
//! board game, is not a line game and lives elsewhere.

use super::preset::*;
use crate::core::matching::Rule;
use crate::core::tile::{Tile, TileSet};
use crate::games::parlour::arms::Shape;

const SIX_SIX: Tile = Tile::double(6);
const NO_COUNT: [u8; 10] = [0; 10];
/// Seven each with two players, five with three or four: [H]'s deal.
const HOYLE_DEAL: [u8; 10] = per8([(2, 7), (3, 5), (4, 5)]);

/// The partnership block game [S] (rulings 2.1).
pub const PARTNERSHIP_BLOCK: Preset = Preset {
    id: "partnership-block",
    name: "Partnership block",
    about: "the standard game: two against two, seven tiles each, no drawing",
    deal: per8([(4, 7)]),
    optional_deal: NO_COUNT,
    set: TileSet::FULL,
    stock: Stocking::Sleep,
    reserve: NO_COUNT,
    voluntary_draw: false,
    first_lead: FirstLead::Holds(SIX_SIX),
    later_lead: LaterLead::Winner,
    shape: Shape::Line,
    rule: Rule::Ordinary,
    extra_after_double: false,
    during: During::Nothing,
    award: Award::Pips,
    round_to: 1,
    sides: true,
    side_out: false,
    exact: false,
    target: per([(4, 200)]),
    five_target: [0; 10],
    margins: true,
    start: 0,
    ante: 0,
    options: &[Opt::Target, Opt::SubtractOwn],
    block_word: "blocked",
};

/// The Block Game of [S] (rulings 2.2).
pub const BLOCK_SCARNE: Preset = Preset {
    id: "block-scarne",
    name: "Block (Scarne)",
    about: "each for himself, no drawing, the winner leads the next hand",
    deal: per8([(2, 7), (3, 7), (4, 5), (5, 5)]),
    first_lead: FirstLead::HighestDouble,
    later_lead: LaterLead::Winner,
    sides: false,
    target: per([(2, 100), (3, 100), (4, 100), (5, 100)]),
    margins: false,
    options: &[Opt::Target, Opt::SubtractOwn, Opt::FirstLead],
    ..PARTNERSHIP_BLOCK
};

/// The Block Game of [H] (rulings 2.2).
pub const BLOCK_HOYLE: Preset = Preset {
    id: "block-hoyle",
    name: "Block (Hoyle)",
    about: "each for himself, no drawing, the highest double sets every hand",
    deal: HOYLE_DEAL,
    later_lead: LaterLead::Same,
    target: per([(2, 100), (3, 100), (4, 100)]),
    options: &[Opt::Target, Opt::SubtractOwn],
    ..BLOCK_SCARNE
};

/// The three-hand game of nine tiles each, without the double blank [S] (rulings 2.3).
pub const BLOCK_NINE: Preset = Preset {
    id: "block-nine",
    name: "Nine-tile block",
    about: "nine tiles each, 0-0 removed, no drawing",
    deal: per8([(3, 9)]),
    set: TileSet::FULL.minus(TileSet::single(Tile::DOUBLE_BLANK)),
    first_lead: FirstLead::Draw,
    later_lead: LaterLead::Rotate,
    target: per([(3, 100)]),
    margins: true,
    options: &[Opt::Target, Opt::SubtractOwn],
    ..BLOCK_SCARNE
};

/// The two-hand Draw Game of [S] (rulings 2.4).
pub const DRAW_2: Preset = Preset {
    id: "draw-2",
    name: "Draw (two-hand)",
    about: "draw until able; the last two tiles are never drawn",
    deal: per8([(2, 7)]),
    stock: Stocking::Draw,
    reserve: per8([(2, 2)]),
    first_lead: FirstLead::Draw,
    later_lead: LaterLead::Rotate,
    target: per([(2, 100)]),
    margins: true,
    options: &[Opt::Target, Opt::SubtractOwn, Opt::PlayDrawnTile, Opt::Reserve],
    ..BLOCK_SCARNE
};

/// The three-hand Draw Game of [S] (rulings 2.4).
pub const DRAW_3: Preset = Preset {
    id: "draw-3",
    name: "Draw (three-hand)",
    about: "draw until able; the last tile is never drawn",
    deal: per8([(3, 7)]),
    reserve: per8([(3, 1)]),
    target: per([(3, 100)]),
    options: &[Opt::Target, Opt::SubtractOwn, Opt::PlayDrawnTile, Opt::Reserve, Opt::ThreeHandEarlyEnd],
    ..DRAW_2
};

/// The Draw Game of [H] (rulings 2.4).
pub const DRAW_HOYLE: Preset = Preset {
    id: "draw-hoyle",
    name: "Draw (Hoyle)",
    about: "draw until able, the whole boneyard; the highest double sets",
    deal: HOYLE_DEAL,
    reserve: NO_COUNT,
    first_lead: FirstLead::HighestDouble,
    later_lead: LaterLead::Same,
    target: per([(2, 100), (3, 100), (4, 100)]),
    margins: false,
    options: &[Opt::Target, Opt::SubtractOwn, Opt::PlayDrawnTile, Opt::Reserve],
    ..DRAW_2
};

/// Tiddly-Wink [H] (rulings 2.5).
pub const TIDDLY_WINK: Preset = Preset {
    id: "tiddly-wink",
    name: "Tiddly-Wink",
    about: "three tiles each, one arm, a second play after a double; chips",
    deal: per8([(6, 3), (7, 3), (8, 3), (9, 3)]),
    optional_deal: per8([(5, 3)]),
    stock: Stocking::Sleep,
    later_lead: LaterLead::Same,
    shape: Shape::Single,
    extra_after_double: true,
    award: Award::Pool,
    target: [0; 10],
    margins: false,
    start: 500,
    ante: 1,
    options: &[Opt::Ante, Opt::FivePlayers],
    block_word: "standstill",
    ..BLOCK_HOYLE
};

/// Sebastopol [H] (rulings 2.6).
pub const SEBASTOPOL: Preset = Preset {
    id: "sebastopol",
    name: "Sebastopol",
    about: "the 6-6 opens four ways, and all four sprout before any grows",
    deal: per8([(4, 7)]),
    first_lead: FirstLead::Holds(SIX_SIX),
    later_lead: LaterLead::Same,
    shape: Shape::Four,
    target: per([(4, 100)]),
    ..BLOCK_HOYLE
};

/// Bergen [H] (rulings 2.7).
pub const BERGEN: Preset = Preset {
    id: "bergen",
    name: "Bergen",
    about: "2 for equal ends, 3 with a double at one, 1 for the hand",
    deal: HOYLE_DEAL,
    during: During::Headers,
    award: Award::Point,
    target: per([(2, 15), (3, 15), (4, 15)]),
    options: &[Opt::Target, Opt::PlayDrawnTile, Opt::Reserve],
    ..DRAW_HOYLE
};

/// Matador [H] (rulings 2.8).
pub const MATADOR: Preset = Preset {
    id: "matador",
    name: "Matador",
    about: "touching ends total 7; the matadors go anywhere",
    rule: Rule::Matador,
    options: &[Opt::Target, Opt::SubtractOwn, Opt::PlayDrawnTile, Opt::VoluntaryDraw, Opt::Reserve],
    ..DRAW_HOYLE
};

/// Sniff [H] (rulings 2.9).
pub const SNIFF: Preset = Preset {
    id: "sniff",
    name: "Sniff",
    about: "ends totalling a multiple of 5 score; the first double opens 4 ways",
    reserve: per8([(2, 2)]),
    voluntary_draw: true,
    first_lead: FirstLead::Draw,
    later_lead: LaterLead::OutElseDraw,
    shape: Shape::Spinner,
    during: During::Muggins,
    round_to: 5,
    target: per([(2, 200), (3, 100), (4, 100)]),
    options: &[
        Opt::Target,
        Opt::SubtractOwn,
        Opt::PlayDrawnTile,
        Opt::VoluntaryDraw,
        Opt::Reserve,
        Opt::LaterLead,
        Opt::RoundEachHand,
    ],
    ..DRAW_HOYLE
};

/// Muggins: the fives game without a spinner (Fives rulings 2.1).
pub const MUGGINS: Preset = Preset {
    id: "muggins",
    name: "Muggins",
    about: "ends totalling a multiple of 5 score; a line, no spinner",
    reserve: NO_COUNT,
    voluntary_draw: false,
    shape: Shape::Line,
    target: per([(2, 100), (3, 100), (4, 100)]),
    five_target: per([(2, 21), (3, 21), (4, 21)]),
    options: &[
        Opt::Target,
        Opt::PerFive,
        Opt::SubtractOwn,
        Opt::VoluntaryDraw,
        Opt::PlayDrawnTile,
        Opt::Reserve,
        Opt::FirstLead,
        Opt::LaterLead,
    ],
    ..SNIFF
};

/// All Fives: the first double is the spinner, its sides before its ends (Fives
/// rulings 2.2).
pub const ALL_FIVES: Preset = Preset {
    id: "all-fives",
    name: "All Fives",
    about: "ends totalling a multiple of 5 score; the first double spins, sides first",
    shape: Shape::Across { sides_first: true },
    target: per([(2, 200), (3, 150), (4, 150)]),
    five_target: per([(2, 61), (3, 61), (4, 61)]),
    options: &[
        Opt::Target,
        Opt::PerFive,
        Opt::SubtractOwn,
        Opt::VoluntaryDraw,
        Opt::PlayDrawnTile,
        Opt::Reserve,
        Opt::FirstLead,
        Opt::LaterLead,
        Opt::Deal,
        Opt::SidesFirst,
        Opt::Partners,
    ],
    ..MUGGINS
};

/// Fives and Threes: multiples of 3 and of 5 score, no drawing, exactly 61 (Fives
/// rulings 2.3).
pub const FIVES_AND_THREES: Preset = Preset {
    id: "fives-and-threes",
    name: "Fives and Threes",
    about: "ends score c/3 + c/5 (15 scores 8); no drawing; exactly 61",
    stock: Stocking::Sleep,
    later_lead: LaterLead::Rotate,
    during: During::Threes,
    award: Award::Chip,
    round_to: 1,
    sides: true,
    side_out: true,
    exact: true,
    target: per([(2, 61), (3, 61), (4, 61)]),
    five_target: [0; 10],
    options: &[Opt::Target, Opt::Partners, Opt::ExactFinish, Opt::ChipPoint],
    ..MUGGINS
};

/// Every line game, in the order the program lists them.
pub static PRESETS: [&Preset; 15] = [
    &PARTNERSHIP_BLOCK,
    &BLOCK_SCARNE,
    &BLOCK_HOYLE,
    &BLOCK_NINE,
    &DRAW_2,
    &DRAW_3,
    &DRAW_HOYLE,
    &TIDDLY_WINK,
    &SEBASTOPOL,
    &BERGEN,
    &MATADOR,
    &SNIFF,
    &MUGGINS,
    &ALL_FIVES,
    &FIVES_AND_THREES,
];

/// The preset with this id.
pub fn preset(id: &str) -> Option<&'static Preset> {
    PRESETS.into_iter().find(|p| p.id == id)
}
