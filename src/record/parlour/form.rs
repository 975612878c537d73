//! What a record of each parlour game may hold: its players, deal sizes, set, boneyard,
//! position names, actions and options. The line games take theirs from their presets;
//! Dominox, the board game, has its own.

use crate::core::pos::Pos;
use crate::core::tile::TileSet;
use crate::games::parlour::arms::Shape;
use crate::games::parlour::preset::{Opt, Preset};
use crate::games::parlour::presets::PRESETS;
use crate::games::parlour::{Options, Rules};

/// Where the plays of a game go.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Places {
    /// Open ends with these names.
    Ends(&'static [Pos]),
    /// Two squares of Dominox's 8x8 board.
    Board,
}

/// What a record of one game may hold.
#[derive(Clone, Copy, Debug)]
pub struct Form {
    pub id: &'static str,
    /// The line game, when it is one.
    pub preset: Option<&'static Preset>,
    pub set: TileSet,
    pub places: Places,
    /// Whether plays may say how the sniff lies.
    pub sniff: bool,
    /// Whether scores are per side (two), not per seat: the preset's default until
    /// [`Form::at`] reads the table.
    pub sides: bool,
    /// Whether a pool is kept.
    pub pool: bool,
}

/// Dominox: two players, eight tiles each, twelve drawn one at the end of every turn.
/// A `draw` or `end_turn` action, or a second hand, is read and then refused by the
/// rules (the format: the end-of-turn draw is never written, the game is one hand).
pub const DOMINOX: Form = Form {
    id: "dominox",
    preset: None,
    set: TileSet::FULL,
    places: Places::Board,
    sniff: false,
    sides: false,
    pool: false,
};

impl Form {
    /// The form of a line game.
    pub fn of(p: &'static Preset) -> Form {
        Form {
            id: p.id,
            preset: Some(p),
            set: p.set,
            places: Places::Ends(p.shape.positions()),
            sniff: p.shape == Shape::Spinner,
            sides: p.sides,
            pool: p.ante > 0,
        }
    }

    /// The form at a table of `n` with these options: whether partners score as sides
    /// follows them (option `partners`).
    pub fn at(mut self, n: usize, options: &Options) -> Form {
        if let Some(p) = self.preset {
            if let Ok(r) = Rules::new(p, n, options) {
                self.sides = r.sides;
            }
        }
        self
    }

    /// The form of the game with this id: a line game's preset, or Dominox.
    pub fn find(id: &str) -> Option<Form> {
        Form::all().find(|f| f.id == id)
    }

    /// Every game id a parlour record may name, in the order the program lists them.
    pub fn ids() -> impl Iterator<Item = &'static str> {
        Form::all().map(|f| f.id)
    }

    /// The form of every game a parlour record may hold: the line games' presets, then
    /// Dominox.
    fn all() -> impl Iterator<Item = Form> {
        PRESETS.iter().map(|&p| Form::of(p)).chain([DOMINOX])
    }

    /// The options this game takes.
    pub fn options(&self) -> &'static [Opt] {
        self.preset.map_or(&[], |p| p.options)
    }

    /// Tiles dealt to each of `n` players, or why `n` or the options are not allowed
    /// (with the option at fault, if one is).
    ///
    /// # Errors
    /// The game is not played by `n`, or an option is out of range at this table.
    pub fn tiles_each(&self, n: usize, options: &Options) -> Result<u8, (Option<&'static str>, String)> {
        match self.preset {
            Some(p) => Rules::new(p, n, options).map(|r| r.tiles_each).map_err(|e| match e {
                crate::games::parlour::SetupError::Range { opt, msg } => (Some(opt), msg),
                e => (None, e.to_string()),
            }),
            None if n == 2 => Ok(8),
            None => Err((None, format!("{} is played by 2 players, not {n}", self.id))),
        }
    }
}
