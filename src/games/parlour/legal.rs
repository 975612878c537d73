//! The legal actions of a hand, counted and decoded from tile masks: a seat's tiles
//! meet what each open end takes, so listing them builds nothing, and the random player
//! picks one by counting (the same choice, with the same chance, as a uniform pick from
//! the list).

use super::action::{Action, Events};
use super::hand::Hand;
use super::history::Did;
use crate::core::chance;
use crate::core::matching::Rule;
use crate::core::pos::Pos;
use crate::core::seat::Seat;
use crate::core::tile::{Tile, TileSet};
use crate::games::parlour::arms::{Lay, Placed, ORDER};
use arrayvec::ArrayVec;
use rand::Rng;

/// The legal actions of a state; never more than this many (four ends, two plays per
/// tile, 27 tiles, and the three other actions).
pub type Actions = ArrayVec<Action, 224>;

/// What the seat to act may do, as masks.
#[derive(Clone, Copy, Debug)]
struct Choices {
    /// Lead phase: the tiles that may lead (in `masks[0]`).
    lead: bool,
    /// The seat's tiles each open end takes, in [`ORDER`].
    masks: [TileSet; 4],
    /// How many actions each mask makes.
    ns: [u32; 4],
    /// Tiles that make two actions each (two ways round, or the sniff's two lays).
    twice: TileSet,
    draw: bool,
    pass: bool,
    end_turn: bool,
    /// Every action.
    total: u32,
}

/// How many tiles each of two sets holds: both counted in one pass over 64 bits.
#[inline(always)]
fn two_lens(a: TileSet, b: TileSet) -> (u32, u32) {
    let mut x = a.bits() as u64 | (b.bits() as u64) << 32;
    x -= (x >> 1) & 0x5555_5555_5555_5555;
    x = (x & 0x3333_3333_3333_3333) + ((x >> 2) & 0x3333_3333_3333_3333);
    x = (x + (x >> 4)) & 0x0f0f_0f0f_0f0f_0f0f;
    // Each byte now holds its bits' count; sum the four bytes of each half.
    let lo = ((x & 0xffff_ffff).wrapping_mul(0x0101_0101) >> 24) & 0xff;
    let hi = ((x >> 32).wrapping_mul(0x0101_0101) >> 24) & 0xff;
    (lo as u32, hi as u32)
}

/// The `r`-th tile of a set, in index order.
#[inline(always)]
fn nth(s: TileSet, r: u32) -> Tile {
    let mut b = s.bits();
    for _ in 0..r {
        b &= b - 1;
    }
    Tile::at(b.trailing_zeros())
}

const NONE: Choices = Choices {
    lead: false,
    masks: [TileSet::EMPTY; 4],
    ns: [0; 4],
    twice: TileSet::EMPTY,
    draw: false,
    pass: false,
    end_turn: false,
    total: 0,
};

impl Hand {
    #[inline(always)]
    fn choices(&self) -> Choices {
        let Some(seat) = self.to_act() else { return NONE };
        let hand = self.hands[seat.index()];
        if self.arms.lead().is_none() {
            return self.lead_choices(hand);
        }
        // A line or a single arm uses two slots: the loops unroll for each.
        if self.arms.slots() == 2 {
            self.turn_choices::<2>(hand)
        } else {
            self.turn_choices::<4>(hand)
        }
    }

    #[inline(always)]
    fn turn_choices<const S: usize>(&self, hand: TileSet) -> Choices {
        let mut c = NONE;
        let avail = match self.rules.play_drawn_tile.then(|| self.must_play()).flatten() {
            Some(d) => TileSet::single(d),
            None => hand,
        };
        let acc = self.arms.accepts_all();
        let twice = self.arms.twice();
        c.twice = twice;
        let mut plays = 0;
        for (k, a) in acc.iter().enumerate().take(S) {
            let m = avail.inter(*a);
            c.masks[k] = m;
            let mut n = m.len();
            if !twice.is_empty() {
                n += m.inter(twice).len();
            }
            c.ns[k] = n;
            plays += n;
        }
        let turn = self.turn;
        c.end_turn = turn.extra;
        c.draw =
            self.rules.draws && !turn.extra && self.stock.drawable() > 0 && (plays == 0 || self.rules.voluntary_draw);
        c.pass = !turn.extra && plays == 0 && !c.draw;
        c.total = plays + c.draw as u32 + c.pass as u32 + c.end_turn as u32;
        c
    }

    #[cold]
    fn lead_choices(&self, hand: TileSet) -> Choices {
        let mut c = NONE;
        c.lead = true;
        let m = match self.named {
            Some(t) => TileSet::single(t),
            None => hand,
        };
        c.masks[0] = m;
        // Every tile but a double leads two ways round; a double that is the sniff
        // leads cross or end.
        c.twice = if self.arms.sniff_pending() { TileSet::FULL } else { TileSet::FULL.minus(TileSet::DOUBLES) };
        c.ns[0] = m.len() + m.inter(c.twice).len();
        c.total = c.ns[0];
        c
    }

    /// The `r`-th legal action of `c` (`r` below `c.total`), in the order
    /// [`Hand::legal_into`] lists them.
    #[inline(always)]
    fn decode(&self, c: &Choices, mut r: u32) -> Action {
        if c.lead {
            return self.decode_lead(c, r);
        }
        for (k, at) in ORDER.into_iter().enumerate() {
            let n = c.ns[k];
            if r >= n {
                r -= n;
                continue;
            }
            let m = c.masks[k];
            let v = self.arms.opens()[k];
            if m.inter(c.twice).is_empty() {
                return self.play_way(at, v, nth(m, r), 0);
            }
            for t in m.iter() {
                let w = 1 + c.twice.contains(t) as u32;
                if r < w {
                    return self.play_way(at, v, t, r);
                }
                r -= w;
            }
        }
        for (on, a) in [(c.draw, Action::Draw), (c.pass, Action::Pass), (c.end_turn, Action::EndTurn)] {
            if on {
                if r == 0 {
                    return a;
                }
                r -= 1;
            }
        }
        Action::Pass
    }

    #[cold]
    fn decode_lead(&self, c: &Choices, mut r: u32) -> Action {
        for t in c.masks[0].iter() {
            let w = 1 + c.twice.contains(t) as u32;
            if r < w {
                let (a, b) = (t.low(), t.high());
                return if t.is_double() {
                    let lay = self.arms.sniff_pending().then_some(if r == 0 { Lay::Cross } else { Lay::End });
                    Action::Lead { first: a, second: a, lay }
                } else if r == 0 {
                    Action::Lead { first: a, second: b, lay: None }
                } else {
                    Action::Lead { first: b, second: a, lay: None }
                };
            }
            r -= w;
        }
        Action::Pass
    }

    /// The `k`-th play of tile `t` at `at`, whose open end shows `v`.
    #[inline(always)]
    fn play_way(&self, at: Pos, v: u8, t: Tile, k: u32) -> Action {
        let rule = self.arms.rule();
        if t.is_double() && self.arms.sniff_pending() {
            // The sniff: laid across first, then along.
            let lay = Some(if k == 0 { Lay::Cross } else { Lay::End });
            return Action::Play { at, touch: v, open: v, lay };
        }
        if rule == Rule::Ordinary {
            // The open number touches; the other end is what is left of the pips.
            return Action::Play { at, touch: v, open: t.pips() - v, lay: None };
        }
        let ways = rule.ways(t, v);
        let (touch, open) = ways.get(k as usize).or(ways.get(0)).unwrap_or((v, v));
        Action::Play { at, touch, open, lay: None }
    }

    /// How many legal actions the seat to act has.
    pub fn legal_count(&self) -> u32 {
        self.choices().total
    }

    /// Fills `out` (cleared first) with the legal actions of the seat to act: leads, or
    /// plays by open end (`W`, `E`, `N`, `S`) and tile, then draw, pass or end of turn.
    pub fn legal_into(&self, out: &mut Actions) {
        out.clear();
        let c = self.choices();
        for r in 0..c.total {
            out.push(self.decode(&c, r));
        }
    }

    /// The legal actions of the seat to act.
    pub fn legal(&self) -> Actions {
        let mut out = Actions::new();
        self.legal_into(&mut out);
        out
    }

    /// A legal action chosen uniformly at random, by counting: no list is built.
    #[inline]
    pub fn random_action(&self, rng: &mut impl Rng) -> Option<Action> {
        let c = self.choices();
        match c.total {
            0 => None,
            1 => Some(self.decode(&c, 0)),
            n => Some(self.decode(&c, chance::below(rng, n))),
        }
    }

    /// One action of the random player, chosen as [`Hand::random_action`] chooses and
    /// applied as [`Hand::apply_into`] would: legal by construction, so not checked
    /// again. Returns the seat and the action, or `None` once the hand is over.
    #[inline]
    pub fn random_step(&mut self, rng: &mut impl Rng, ev: &mut Events) -> Option<(Seat, Action)> {
        ev.clear();
        let seat = self.to_act()?;
        // The plainest rules: two ends under equal numbers, counted and decoded from
        // the two masks and put down in one go.
        if self.simple && self.arms.lead().is_some() {
            let h = self.hands[seat.index()];
            let acc = self.arms.accepts_all();
            let (m0, m1) = (h.inter(acc[0]), h.inter(acc[1]));
            let (n0, n1) = two_lens(m0, m1);
            let n = n0 + n1;
            if n > 0 {
                let r = if n == 1 { 0 } else { chance::below(rng, n) };
                let (k, m, r) = if r < n0 { (0, m0, r) } else { (1, m1, r - n0) };
                let tile = nth(m, r);
                let at = ORDER[k];
                let touch = self.arms.opens()[k];
                let open = tile.pips() - touch;
                self.commit_simple(seat, Placed { seat, at, touch, open, lay: None }, tile, ev);
                return Some((seat, Action::Play { at, touch, open, lay: None }));
            }
            if !self.rules.draws {
                self.commit_pass(seat, ev);
                return Some((seat, Action::Pass));
            }
        }
        let a = self.random_action(rng)?;
        self.commit(seat, a, ev);
        Some((seat, a))
    }
}

impl Hand {
    /// Plays the hand to its end with the random player, telling nothing: the same
    /// choices with the same random draws, and the same final state, as
    /// [`Hand::random_step`] until the end. Returns how many actions.
    pub fn playout(&mut self, rng: &mut impl Rng) -> usize {
        let mut ev = Events::new();
        let mut count = 0;
        while self.ending.is_none() {
            if self.simple && self.arms.lead().is_some() {
                count += self.playout_simple(rng, &mut ev);
                if self.ending.is_some() {
                    break;
                }
            }
            // The lead, a draw, or any turn beyond the plainest rules.
            if self.random_step(rng, &mut ev).is_some() {
                count += 1;
            } else {
                break;
            }
        }
        count
    }

    /// The plainest rules' turns in a tight loop, until the hand ends or a seat that
    /// cannot play may draw. Returns how many actions.
    fn playout_simple(&mut self, rng: &mut impl Rng, ev: &mut Events) -> usize {
        let n_seats = self.rules.n;
        let mut count = 0;
        loop {
            let seat = self.turn.seat;
            let h = self.hands[seat.index()];
            let acc = self.arms.accepts_all();
            let (m0, m1) = (h.inter(acc[0]), h.inter(acc[1]));
            let (n0, n1) = two_lens(m0, m1);
            let n = n0 + n1;
            if n == 0 {
                if self.rules.draws {
                    return count;
                }
                self.history.saw(seat, Did::Passed, &self.arms, true);
                self.turn = self.turn.pass_on(n_seats);
            } else {
                let r = if n == 1 { 0 } else { chance::below(rng, n) };
                let (k, m, r) = if r < n0 { (0, m0, r) } else { (1, m1, r - n0) };
                let tile = nth(m, r);
                let touch = self.arms.opens()[k];
                let open = tile.pips() - touch;
                self.take(seat, tile);
                self.arms.put_at(k, Placed { seat, at: ORDER[k], touch, open, lay: None }, tile);
                if self.hands[seat.index()].is_empty() {
                    ev.clear();
                    self.end_out(seat, ev);
                    return count + 1;
                }
                self.turn = self.turn.pass_on(n_seats);
            }
            count += 1;
            if self.stock.drawable() == 0 && self.held.inter(self.arms.playable()).is_empty() {
                ev.clear();
                self.end_blocked(ev);
                return count;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_lens_counts_both_sets() {
        let all = TileSet::FULL;
        assert_eq!(two_lens(all, TileSet::EMPTY), (28, 0));
        assert_eq!(two_lens(TileSet::DOUBLES, all), (7, 28));
        assert_eq!(two_lens(TileSet::MATADORS, TileSet::with(3)), (4, 7));
    }
}
