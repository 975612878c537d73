//! Choosing a Dominox placement at the keyboard: a cursor on the board, the chosen tile
//! of the hand, and which way it lies. Keys map to [`Key`]s by a pure function; the
//! state changes by [`Pick::update`], which returns the action once the player places
//! or passes.

use crate::core::Tile;
use crate::games::dominox::{Action, Dir, Fit, Placement, Square, View};
use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

/// What a key asks of the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Key {
    /// Move the cursor one square (east is right, north is up the board).
    Move(Dir),
    /// Turn the chosen tile a quarter clockwise about the cursor square.
    Rotate,
    /// The next or previous tile of the hand.
    NextTile,
    PrevTile,
    /// The tile with this number (1 for the first) in the hand.
    Tile(u8),
    /// Place the chosen tile at the cursor, as it lies.
    Place,
    /// The cursor to the next place where the chosen tile fits, turned to fit.
    NextFit,
    /// Pass (only when no tile fits).
    Pass,
}

/// The key a terminal key press means on the board, if any.
pub fn key(ev: &KeyEvent) -> Option<Key> {
    if ev.kind == KeyEventKind::Release {
        return None;
    }
    if ev.modifiers.intersects(KeyModifiers::CONTROL | KeyModifiers::ALT) {
        return None;
    }
    Some(match ev.code {
        KeyCode::Left | KeyCode::Char('h') => Key::Move(Dir::West),
        KeyCode::Right | KeyCode::Char('l') => Key::Move(Dir::East),
        KeyCode::Up | KeyCode::Char('k') => Key::Move(Dir::North),
        KeyCode::Down | KeyCode::Char('j') => Key::Move(Dir::South),
        KeyCode::Char('r') => Key::Rotate,
        KeyCode::Tab | KeyCode::Char(']') => Key::NextTile,
        KeyCode::BackTab | KeyCode::Char('[') => Key::PrevTile,
        KeyCode::Char(c @ '1'..='9') => Key::Tile(c as u8 - b'0'),
        KeyCode::Enter | KeyCode::Char(' ') => Key::Place,
        KeyCode::Char('p') => Key::Pass,
        KeyCode::Char('n') => Key::NextFit,
        _ => return None,
    })
}

/// The cursor, the chosen tile and its lie.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Pick {
    /// The square of the chosen tile's first number.
    pub cursor: Square,
    /// The chosen tile, by its place in the hand (low end first, as listed).
    pub index: usize,
    /// Where the second number lies from the first.
    pub dir: Dir,
}

impl Default for Pick {
    fn default() -> Self {
        Pick { cursor: Square::at(3, 3).expect("d4"), index: 0, dir: Dir::East }
    }
}

impl Pick {
    /// The chosen tile: the lead double while it must be placed, else the hand's tile
    /// at `index` (kept within the hand).
    pub fn tile(&self, v: &View) -> Option<Tile> {
        if let Some(d) = v.lead_tile() {
            return Some(d);
        }
        let own = v.own();
        if own.is_empty() {
            return None;
        }
        own.iter().nth(self.index.min(own.len() as usize - 1))
    }

    /// The chosen tile at the cursor as it lies: low number on the cursor square. `None`
    /// when no tile is chosen or the second square is off the board.
    pub fn placement(&self, v: &View) -> Option<Placement> {
        let t = self.tile(v)?;
        let to = self.cursor.step(self.dir)?;
        Placement::new(t.low(), t.high(), [self.cursor, to]).ok()
    }

    /// The squares where the chosen tile fits, whichever way it lies.
    pub fn fits(&self, v: &View) -> u64 {
        match (self.tile(v), v.to_act() == Some(v.seat())) {
            (Some(t), true) => Fit::of(v.board()).cover(t),
            _ => 0,
        }
    }

    /// Whether the placement at the cursor is legal now.
    pub fn legal(&self, v: &View) -> bool {
        v.to_act() == Some(v.seat()) && self.placement(v).is_some_and(|p| Fit::of(v.board()).allows(p))
    }

    /// Every lie of the chosen tile that is legal now, from a1 on, each way it can
    /// lie on its first square: the places the chosen tile can go.
    pub fn lies(&self, v: &View) -> Vec<Pick> {
        let mut out: Vec<Pick> = Vec::new();
        for s in Square::all() {
            for d in Dir::ALL {
                let p = Pick { cursor: s, dir: d, ..*self };
                // A double lies alike from either end: one place, counted once.
                if p.legal(v) && !out.iter().any(|q| q.placement(v) == p.placement(v)) {
                    out.push(p);
                }
            }
        }
        out
    }

    /// The cursor to the next place after the cursor's where the chosen tile fits,
    /// turned so that it fits; the first again after the last. Nothing moves when it
    /// fits nowhere.
    pub fn next_fit(&mut self, v: &View) {
        let lies = self.lies(v);
        let at = |p: &Pick| (p.cursor.index(), Dir::ALL.iter().position(|&d| d == p.dir).unwrap_or(0));
        let here = at(self);
        if let Some(p) = lies.iter().find(|p| at(p) > here).or(lies.first()) {
            *self = *p;
        }
    }

    /// The chosen tile turned about the cursor to a lie that fits there, if one does;
    /// as it was if none does.
    pub fn turn_to_fit(&mut self, v: &View) {
        for _ in 0..4 {
            if self.legal(v) {
                return;
            }
            self.dir = self.dir.clockwise();
        }
    }

    /// After a placement, for the seat to choose next: the cursor leaves the covered
    /// squares for the nearest square where the chosen tile can be placed (turned so
    /// that it fits), else for the nearest uncovered square.
    pub fn settle(&mut self, v: &View) {
        let from = self.cursor;
        let far = |s: &Square| {
            let (df, dr) = (s.file().abs_diff(from.file()), s.rank().abs_diff(from.rank()));
            (df.max(dr), df + dr, s.index())
        };
        let mut near: Vec<Square> = Square::all().collect();
        near.sort_by_key(far);
        let dirs = [
            self.dir,
            self.dir.clockwise(),
            self.dir.clockwise().clockwise(),
            self.dir.clockwise().clockwise().clockwise(),
        ];
        for &s in &near {
            for d in dirs {
                let tried = Pick { cursor: s, dir: d, ..*self };
                if tried.legal(v) {
                    *self = tried;
                    return;
                }
            }
        }
        if let Some(&s) = near.iter().find(|&&s| v.board().number_at(s).is_none()) {
            self.cursor = s;
        }
    }

    /// Moves the cursor to a square (a click on the board).
    pub fn click(&mut self, s: Square) {
        self.cursor = s;
    }

    /// Applies a key; returns the action when the key places the chosen tile (legal or
    /// not: the game says why it refuses) or passes.
    pub fn update(&mut self, k: Key, v: &View) -> Option<Action> {
        let n = v.own().len() as usize;
        match k {
            Key::Move(d) => {
                // Over covered squares to the next empty one: the cursor never stands
                // on a tile.
                let mut s = self.cursor;
                while let Some(next) = s.step(d) {
                    s = next;
                    if v.board().number_at(s).is_none() {
                        self.cursor = s;
                        break;
                    }
                }
            }
            Key::Rotate => self.dir = self.dir.clockwise(),
            Key::NextTile if n > 0 => self.index = (self.index.min(n - 1) + 1) % n,
            Key::PrevTile if n > 0 => self.index = (self.index.min(n - 1) + n - 1) % n,
            Key::Tile(i) if (i as usize) <= n && i > 0 => self.index = i as usize - 1,
            Key::Place => return self.placement(v).map(Action::Place),
            Key::NextFit => self.next_fit(v),
            Key::Pass => return Some(Action::Pass),
            _ => {}
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Play, Seat};
    use crate::games::dominox::Dominox;
    use crossterm::event::KeyEvent;

    fn press(c: KeyCode) -> Option<Key> {
        key(&KeyEvent::new(c, KeyModifiers::NONE))
    }

    #[test]
    fn keys_map_to_moves_rotation_tiles_and_placing() {
        assert_eq!(press(KeyCode::Left), Some(Key::Move(Dir::West)));
        assert_eq!(press(KeyCode::Char('k')), Some(Key::Move(Dir::North)));
        assert_eq!(press(KeyCode::Char('r')), Some(Key::Rotate));
        assert_eq!(press(KeyCode::Tab), Some(Key::NextTile));
        assert_eq!(press(KeyCode::Char('3')), Some(Key::Tile(3)));
        assert_eq!(press(KeyCode::Enter), Some(Key::Place));
        assert_eq!(press(KeyCode::Char('p')), Some(Key::Pass));
        assert_eq!(press(KeyCode::Char('x')), None);
        assert_eq!(key(&KeyEvent::new(KeyCode::Char('r'), KeyModifiers::CONTROL)), None);
    }

    #[test]
    fn after_a_placement_the_cursor_leaves_the_covered_squares_for_a_fit() {
        for seed in 0..20 {
            let mut g = Dominox::seeded(seed);
            let mut p = Pick::default();
            let lead = p.update(Key::Place, &g.view(g.turn())).unwrap();
            g.apply(g.turn(), lead).unwrap();
            let v = g.view(g.turn());
            p.index = 0;
            p.settle(&v);
            assert_eq!(v.board().number_at(p.cursor), None, "seed {seed}: the cursor is on a covered square");
            if p.fits(&v) != 0 {
                assert!(p.legal(&v), "seed {seed}: the first tile fits somewhere but not at the cursor");
            }
        }
    }

    #[test]
    fn rotating_turns_the_second_half_round_the_cursor() {
        let mut p = Pick::default();
        let dirs: Vec<Dir> = (0..4)
            .map(|_| {
                p.update(Key::Rotate, &Dominox::seeded(1).view(Seat(0)));
                p.dir
            })
            .collect();
        assert_eq!(dirs, [Dir::South, Dir::West, Dir::North, Dir::East]);
    }

    #[test]
    fn the_lead_is_offered_its_double_and_placing_returns_the_action() {
        let g = Dominox::seeded(1);
        let v = g.view(g.turn());
        let mut p = Pick::default();
        assert_eq!(p.tile(&v), g.lead_tile());
        assert!(p.legal(&v));
        let a = p.update(Key::Place, &v).unwrap();
        assert!(g.legal().contains(&a));
        // The cursor stops at the edge.
        for _ in 0..10 {
            p.update(Key::Move(Dir::West), &v);
        }
        assert_eq!(p.cursor.file(), 0);
        // Lying west from file a is off the board: nothing to place.
        p.dir = Dir::West;
        assert_eq!(p.update(Key::Place, &v), None);
    }
}
