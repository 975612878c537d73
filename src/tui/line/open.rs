//! How a line game comes to the table: the one [`Opener`] of every preset, a game
//! started, read back from its record, or replayed step by step.

use super::sit::LineSitting;
use crate::core::option::Options;
use crate::record::parlour::Record;
use crate::registry::Table;
use crate::tui::table::seat::Kind;
use crate::tui::table::sitting::{seats_of, step_of, Film, Opener, Sitting, Unopened, Unplayable};

/// The opener of every line game.
pub struct Lines;

/// A parlour record of a line game, read strictly; `None` when it is not one.
fn line_record(bytes: &[u8]) -> Option<Result<Record, Unplayable>> {
    crate::tui::table::sitting::parlour_record(bytes, |g| {
        matches!(crate::registry::find(g).map(|g| g.table()), Some(Table::Line(_)))
    })
}

impl Opener for Lines {
    fn start(
        &self,
        game: &str,
        names: Vec<String>,
        kinds: Vec<Kind>,
        seed: u64,
        options: &Options,
    ) -> Result<Box<dyn Sitting>, Unopened> {
        if !matches!(crate::registry::find(game).map(|g| g.table()), Some(Table::Line(_))) {
            return Err(Unopened::Kind { game: game.into(), kind: "not a line game" });
        }
        Ok(Box::new(LineSitting::with_options(game, names, kinds, seed, options).map_err(Unopened::Rules)?))
    }
    fn open(&self, bytes: &[u8]) -> Option<Result<Box<dyn Sitting>, Unplayable>> {
        let rec = match line_record(bytes)? {
            Ok(r) => r,
            Err(e) => return Some(Err(e)),
        };
        let Some(seed) = rec.seed.filter(|_| rec.seats.is_some()) else {
            return Some(Err(Unplayable::NoSeats));
        };
        let (names, kinds) = seats_of(&rec);
        Some(LineSitting::rebuild(&rec, names, kinds, seed, false, |_| {}).map(|s| Box::new(s) as Box<dyn Sitting>))
    }
    fn frames(&self, bytes: &[u8]) -> Option<Result<Vec<Box<dyn Sitting>>, Unplayable>> {
        Some(self.film(bytes, 0..usize::MAX)?.map(|f| f.frames))
    }
    fn film(&self, bytes: &[u8], keep: std::ops::Range<usize>) -> Option<Result<Film, Unplayable>> {
        let rec = match line_record(bytes)? {
            Ok(r) => r,
            Err(e) => return Some(Err(e)),
        };
        // Only a record that checks is shown, to its last action: as `nos check` sees it.
        if let Err((_, f)) = crate::record::parlour::replay::replay_line(&rec) {
            return Some(Err(Unplayable::Replay(f)));
        }
        let (names, kinds) = seats_of(&rec);
        let (mut steps, mut frames) = (Vec::new(), Vec::new());
        let r = LineSitting::rebuild(&rec, names, kinds, rec.seed.unwrap_or(0), true, |s| {
            if keep.contains(&steps.len()) {
                frames.push(s.boxed());
            }
            steps.push(step_of(s));
        });
        let from = keep.start.min(steps.len());
        Some(r.map(|_| Film { steps, from, frames }))
    }
}
