//! The acting seat's keys at the table: a tile of its hand, where the tile goes, the
//! answers to what it is asked, the game to announce and the choices of its form.

use super::announce::{self, Form};
use super::desk::NosTable;
use super::desk::Pick;
use super::words::refusal;
use crate::core::Tile;
use crate::games::nos::{Action, Phase};
use crate::tui::kit::input::Msg;
use crate::tui::kit::words::Names;
use crate::tui::table::seat::Kind;

impl NosTable {
    pub(in crate::tui) fn play_key(&mut self, m: Msg) {
        let g = self.game();
        let Some(seat) = g.hand().to_act() else { return };
        if g.kind(seat) != Kind::Human {
            // Any key: the computer acts now.
            self.computer();
            return;
        }
        if self.shown_seat() != Some(seat) {
            return;
        }
        match self.pick.clone() {
            Pick::Games { cursor } => self.games_key(m, cursor),
            Pick::Form(f) => self.form_key(m, f),
            Pick::Place { tile, options, cursor } => match m {
                Msg::Left | Msg::Up => {
                    let c = cursor.checked_sub(1).unwrap_or(options.len() - 1);
                    self.pick = Pick::Place { tile, options, cursor: c };
                }
                Msg::Right | Msg::Down => {
                    self.pick = Pick::Place { tile, cursor: (cursor + 1) % options.len(), options };
                }
                Msg::Enter => {
                    self.act(options[cursor]);
                }
                Msg::Char(c @ '1'..='9') if (c as usize - '1' as usize) < options.len() => {
                    self.act(options[c as usize - '1' as usize]);
                }
                Msg::Char('c') => {
                    self.close_next = true;
                    self.act(options[cursor]);
                }
                Msg::Back => {
                    self.close_next = false;
                    self.pick = Pick::Tile;
                }
                _ => {}
            },
            Pick::Tile => self.tile_key(m),
        }
    }

    fn tile_key(&mut self, m: Msg) {
        let phase = self.game().hand().phase();
        let tiles = self.hand_tiles();
        let legal = self.game().hand().legal();
        match (phase, m) {
            (_, Msg::Left) if !tiles.is_empty() => self.cursor = self.cursor.checked_sub(1).unwrap_or(tiles.len() - 1),
            (_, Msg::Right) if !tiles.is_empty() => self.cursor = (self.cursor + 1) % tiles.len(),
            (_, Msg::Home) => self.cursor = 0,
            (_, Msg::End) => self.cursor = tiles.len().saturating_sub(1),
            (Phase::Declare { .. }, Msg::Char('y')) => {
                self.act(Action::Declare);
            }
            (Phase::Declare { .. }, Msg::Enter) => {
                let a = if legal.contains(&Action::Declare) { Action::Declare } else { Action::Decline };
                self.act(a);
            }
            (Phase::Declare { .. } | Phase::Immediate { .. } | Phase::AfterPlay { .. }, Msg::Char('n')) => {
                self.act(Action::Decline);
            }
            (Phase::Immediate { .. }, Msg::Enter) if legal.len() == 1 => {
                self.act(Action::Decline);
            }
            (Phase::AfterPlay { .. }, Msg::Enter) => {
                self.act(Action::Decline);
            }
            (Phase::AfterPlay { .. }, Msg::Char('c')) => {
                self.act(Action::Close);
            }
            // Play the chosen tile and say "I close" with it, in one step.
            (Phase::Turn { .. }, Msg::Char('c')) if legal.iter().any(|a| matches!(a, Action::Play { .. })) => {
                if let Some(&t) = tiles.get(self.cursor) {
                    self.close_next = true;
                    self.choose(t);
                    if matches!(self.pick, Pick::Tile) && self.popup.is_none() {
                        self.close_next = false;
                    }
                }
            }
            (_, Msg::Enter) => {
                if let Some(&t) = tiles.get(self.cursor) {
                    self.choose(t);
                }
            }
            (_, Msg::Char('d')) => {
                self.act(Action::Draw);
            }
            (_, Msg::Char('p')) => {
                self.act(Action::Pass);
            }
            (_, Msg::Char('c')) => {
                self.act(Action::Close);
            }
            (_, Msg::Char('w')) => {
                self.act(Action::Wait);
            }
            _ => {}
        }
    }

    /// A click on the `i`th tile of the hand on screen: chosen, if it is the acting
    /// seat's hand and a tile is what it chooses now.
    pub fn click_tile(&mut self, i: usize) {
        if !matches!(self.screen, super::desk::Screen::Play) || self.popup.is_some() {
            return;
        }
        let Some(seat) = self.game.as_ref().and_then(|g| g.hand().to_act()) else { return };
        if self.shown_seat() != Some(seat) || !matches!(self.pick, Pick::Tile | Pick::Place { .. }) {
            return;
        }
        let Some(&t) = self.hand_tiles().get(i) else { return };
        self.cursor = i;
        self.pick = Pick::Tile;
        self.choose(t);
    }

    /// The player chose a tile: play it, or ask where.
    fn choose(&mut self, t: Tile) {
        self.status = None;
        let options = self.options(t);
        match options.len() {
            0 if !self.offences_for(t).is_empty() => {
                let options = self.offences_for(t);
                self.status = Some(format!("{t} fits nowhere: putting it down breaks the rules."));
                self.pick = Pick::Place { tile: t, options, cursor: 0 };
            }
            0 => {
                let phase = self.game().hand().phase();
                self.status = Some(match phase {
                    Phase::Set { .. } => {
                        let g = self.game.as_mut().expect("a game is on");
                        let mut probe = g.session.clone();
                        let seat = g.hand().to_act().expect("someone acts");
                        match probe.apply(seat, Action::Set { first: t.low(), second: t.high() }) {
                            Err(r) => refusal(&Names(&g.names), &r),
                            Ok(_) => format!("{t} cannot be set now"),
                        }
                    }
                    Phase::Immediate { .. } => format!("{t} cannot go on the set tile at once"),
                    _ => format!("{t} fits nowhere now"),
                });
            }
            1 => {
                self.act(options[0]);
            }
            _ => self.pick = Pick::Place { tile: t, options, cursor: 0 },
        }
    }

    fn games_key(&mut self, m: Msg, cursor: usize) {
        let legal = self.game().hand().legal();
        let nums = announce::numbers(&legal);
        match m {
            Msg::Up => self.pick = Pick::Games { cursor: cursor.checked_sub(1).unwrap_or(nums.len() - 1) },
            Msg::Down => self.pick = Pick::Games { cursor: (cursor + 1) % nums.len() },
            Msg::Home => self.pick = Pick::Games { cursor: 0 },
            Msg::End => self.pick = Pick::Games { cursor: nums.len() - 1 },
            Msg::Enter => {
                let n = nums[cursor];
                if matches!(n, 11 | 12 | 17) {
                    let double = self.game().hand().set_ends().is_some_and(|(a, b)| a == b);
                    self.pick = Pick::Form(Form::new(n, double));
                } else {
                    self.act(Action::Announce(crate::games::nos::Game::Plain(n)));
                }
            }
            _ => {}
        }
    }

    fn form_key(&mut self, m: Msg, mut f: Form) {
        match m {
            Msg::Up => f.up(),
            Msg::Down => f.down(),
            Msg::Left => f.turn(-1),
            Msg::Right => f.turn(1),
            Msg::Back => {
                let legal = self.game().hand().legal();
                let cursor = announce::numbers(&legal).iter().position(|&n| n == f.game).unwrap_or(0);
                self.pick = Pick::Games { cursor };
                return;
            }
            Msg::Enter => {
                let game = f.game();
                self.act(Action::Announce(game));
                return;
            }
            _ => {}
        }
        self.pick = Pick::Form(f);
    }
}
