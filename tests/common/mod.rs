//! Helpers shared by the rules tests: tiles from notation, deals built from the tiles a
//! test cares about, and a table that applies actions and checks refusals.
#![allow(dead_code)]

use nos::core::{Pos, Seat, Tile, TileSet};
use nos::games::nos::action::{Event, Events, Reason};
use nos::games::nos::{Action, Deal, Game, Hand, Options, Refusal};

#[allow(unused_imports)]
pub use nos::core::Pos::{E, N, S, W};

/// A tile from `"a-b"`.
pub fn t(s: &str) -> Tile {
    s.parse().unwrap_or_else(|_| panic!("bad tile {s}"))
}

/// Tiles from `"a-b c-d ..."`.
pub fn tiles(s: &str) -> Vec<Tile> {
    s.split_whitespace().map(t).collect()
}

pub fn set_of(s: &str) -> TileSet {
    tiles(s).into_iter().collect()
}

fn ends(s: &str) -> (u8, u8) {
    nos::core::tile::parse_ends(s).unwrap_or_else(|_| panic!("bad tile {s}"))
}

/// A regular play: `"2-6"` puts the 2 against the open end and leaves the 6 open.
pub fn play(tile: &str, at: Pos) -> Action {
    let (touch, open) = ends(tile);
    Action::Play { at, touch, open, immediate: false }
}

/// A double played at once on the set tile.
pub fn imm(tile: &str, at: Pos) -> Action {
    let (touch, open) = ends(tile);
    Action::Play { at, touch, open, immediate: true }
}

/// The set, first number on W.
pub fn set(tile: &str) -> Action {
    let (first, second) = ends(tile);
    Action::Set { first, second }
}

/// A deal from each seat's tiles and the boneyard: `top` first, then every tile not
/// named anywhere in index order, then `bottom` (the last tiles, "the last two" at the end).
pub fn deal(hands: &[&str], top: &str, bottom: &str) -> Deal {
    let hands: Vec<Vec<Tile>> = hands.iter().map(|h| tiles(h)).collect();
    deal_of(&hands, &tiles(top), &tiles(bottom))
}

pub fn deal_of(hands: &[Vec<Tile>], top: &[Tile], bottom: &[Tile]) -> Deal {
    let mut used = TileSet::EMPTY;
    for &x in hands.iter().flatten().chain(top).chain(bottom) {
        assert!(!used.contains(x), "tile {x} named twice");
        used.insert(x);
    }
    let mut boneyard: arrayvec::ArrayVec<Tile, 28> = top.iter().copied().collect();
    boneyard.extend(TileSet::FULL.minus(used).iter());
    boneyard.extend(bottom.iter().copied());
    let deal = Deal { hands: hands.iter().map(|h| h.iter().copied().collect()).collect(), boneyard };
    deal.check().expect("a valid deal");
    deal
}

/// Every payment in some events, as (from, to, amount, reason).
pub fn paid(ev: &[Event]) -> Vec<(u8, u8, u32, Reason)> {
    ev.iter()
        .filter_map(|e| match e {
            Event::Paid(p) => Some((p.from.0, p.to.0, p.amount, p.reason)),
            _ => None,
        })
        .collect()
}

/// A hand under test, with the actions applied so far.
pub struct Table {
    pub hand: Hand,
}

impl Table {
    /// A later hand (not the session's first), 500 chips each.
    pub fn later(d: Deal, on_set: u8) -> Table {
        let n = d.hands.len();
        Table { hand: Hand::new(&d, Seat(on_set), false, &vec![500; n], Options::default()).expect("valid hand") }
    }

    /// The first hand of a session: the holder of the highest double is on set.
    pub fn first(d: Deal) -> Table {
        let n = d.hands.len();
        let (on_set, _) = d.highest_double().expect("a double");
        Table { hand: Hand::new(&d, on_set, true, &vec![500; n], Options::default()).expect("valid hand") }
    }

    pub fn with_options(d: Deal, on_set: u8, options: Options) -> Table {
        let n = d.hands.len();
        Table { hand: Hand::new(&d, Seat(on_set), false, &vec![500; n], options).expect("valid hand") }
    }

    /// Applies an action that must be legal, as a record writes it: the declines it
    /// leaves unwritten are implied first, and then it must be listed by `legal` (which
    /// `apply` checks); returns its events.
    #[track_caller]
    pub fn ok(&mut self, seat: u8, a: Action) -> Events {
        if self.listing_applies(seat, a) {
            let legal = self.hand.legal();
            assert!(legal.contains(&a), "seat {seat}: {a} applies but is not among the legal actions {legal:?}");
        }
        match self.hand.apply_written(Seat(seat), a) {
            Ok((_, ev)) => ev,
            Err(r) => panic!("seat {seat}: {a} refused: {r}"),
        }
    }

    /// Whether `legal()` speaks for this action now: it lists the decisions of the
    /// seat to act; in a window another seat's turn action implies the window's end.
    fn listing_applies(&self, seat: u8, a: Action) -> bool {
        use nos::games::nos::Phase;
        if self.hand.to_act() != Some(Seat(seat)) || a == Action::Decline {
            return false;
        }
        match self.hand.phase() {
            Phase::Declare { .. } => a == Action::Declare,
            Phase::Immediate { .. } => matches!(a, Action::Play { immediate: true, .. }),
            Phase::AfterPlay { .. } => a == Action::Close,
            _ => true,
        }
    }

    /// Applies several actions that must be legal; returns all their events.
    #[track_caller]
    pub fn run(&mut self, acts: &[(u8, Action)]) -> Vec<Event> {
        let mut all = Vec::new();
        for &(s, a) in acts {
            all.extend(self.ok(s, a));
        }
        all
    }

    /// Applies an action that must be refused; checks that nothing changed and that
    /// the seat to act does not list it; returns the refusal.
    #[track_caller]
    pub fn no(&mut self, seat: u8, a: Action) -> Refusal {
        let before = self.hand.clone();
        if self.hand.to_act() == Some(Seat(seat)) {
            assert!(!self.hand.legal().contains(&a), "{a} is listed as legal");
        }
        let r = match self.hand.apply(Seat(seat), a) {
            Ok(ev) => panic!("seat {seat}: {a} was accepted: {ev:?}"),
            Err(r) => r,
        };
        assert!(self.hand == before, "a refused action changed the hand");
        r
    }

    pub fn chips(&self) -> Vec<i32> {
        self.hand.chips().to_vec()
    }

    /// The chips moved from 500 each.
    pub fn net(&self) -> Vec<i32> {
        self.hand.chips().iter().map(|c| c - 500).collect()
    }

    pub fn to_act(&self) -> Option<u8> {
        self.hand.to_act().map(|s| s.0)
    }

    /// The plays the seat whose turn comes next may make, once any window is over.
    pub fn legal_plays(&self) -> Vec<Action> {
        let mut h = self.hand.clone();
        skip_windows(&mut h);
        h.legal().into_iter().filter(|a| matches!(a, Action::Play { .. })).collect()
    }

    /// Lets the seats asked in a window decline until `seat` is asked.
    pub fn skip_to(&mut self, seat: u8) {
        while self.to_act() != Some(seat) {
            let s = self.hand.to_act().expect("the hand goes on");
            self.hand.apply(s, Action::Decline).expect("a window can be let go by");
        }
    }

    /// Lets any window (declaring, doubles at once, closing) go by.
    pub fn skip_windows(&mut self) {
        skip_windows(&mut self.hand);
    }

    /// Whether the seat to act may put `tile` (either way round, anywhere).
    pub fn can_play_tile(&self, tile: &str) -> bool {
        let x = t(tile);
        self.legal_plays().iter().any(|a| a.tile() == Some(x))
    }
}

fn skip_windows(h: &mut Hand) {
    use nos::games::nos::Phase;
    while let (Some(s), Phase::Declare { .. } | Phase::Immediate { .. } | Phase::AfterPlay { .. }) =
        (h.to_act(), h.phase())
    {
        h.apply(s, Action::Decline).expect("a window can be let go by");
    }
}

/// A scripted hand: the set tile, the game, and regular plays in turn order from the
/// seat after the one on set. The deal is built so that each seat holds the tiles it
/// plays (and any tiles given to it), filled up with tiles no test names.
pub struct Script {
    n: u8,
    on_set: u8,
    set: &'static str,
    game: Game,
    plays: Vec<(u8, Action)>,
    extra: Vec<(u8, Tile)>,
    top: Vec<Tile>,
    bottom: Vec<Tile>,
    avoid: Vec<Tile>,
}

impl Script {
    /// `n` seats, seat 0 on set setting `set` (from its hand if a double, else drawn).
    pub fn new(n: u8, set: &'static str, game: Game) -> Script {
        Script {
            n,
            on_set: 0,
            set,
            game,
            plays: Vec::new(),
            extra: Vec::new(),
            top: Vec::new(),
            bottom: Vec::new(),
            avoid: Vec::new(),
        }
    }

    pub fn on_set(mut self, s: u8) -> Script {
        self.on_set = s;
        self
    }

    /// Regular plays `"touch-open AT"`, one per turn, clockwise from the seat after
    /// the one on set.
    pub fn plays(mut self, list: &[&str]) -> Script {
        for p in list {
            let mut it = p.split_whitespace();
            let tile = it.next().expect("tile");
            let at = Pos::parse(it.next().expect("position")).expect("N, E, S or W");
            let seat = (self.on_set + 1 + self.plays.len() as u8) % self.n;
            self.plays.push((seat, play(tile, at)));
        }
        self
    }

    /// Gives tiles to a seat's hand.
    pub fn give(mut self, seat: u8, list: &str) -> Script {
        for x in tiles(list) {
            self.extra.push((seat, x));
        }
        self
    }

    /// Keeps tiles out of the fillers (they stay in the boneyard).
    pub fn avoid(mut self, list: &str) -> Script {
        self.avoid.extend(tiles(list));
        self
    }

    pub fn top(mut self, list: &str) -> Script {
        self.top = tiles(list);
        self
    }

    pub fn bottom(mut self, list: &str) -> Script {
        self.bottom = tiles(list);
        self
    }

    /// The deal this script needs.
    pub fn deal(&self) -> Deal {
        let n = self.n as usize;
        let h = 8 - n;
        let set = t(self.set);
        let drawn = !set.is_double();
        let mut hands: Vec<Vec<Tile>> = vec![Vec::new(); n];
        let mut used = TileSet::EMPTY;
        let mut top = Vec::new();
        if drawn {
            top.push(set);
        } else {
            hands[self.on_set as usize].push(set);
        }
        used.insert(set);
        for &(s, a) in &self.plays {
            let x = a.tile().expect("a play");
            hands[s as usize].push(x);
            used.insert(x);
        }
        for &(s, x) in &self.extra {
            hands[s as usize].push(x);
            used.insert(x);
        }
        top.extend(self.top.iter().copied());
        for &x in top.iter().chain(&self.bottom).chain(&self.avoid) {
            used.insert(x);
        }
        // Fillers: tiles nobody names, plain ones first (no doubles, no matadors).
        let mut pool: Vec<Tile> = TileSet::FULL.minus(used).iter().collect();
        pool.sort_by_key(|x| (x.is_double() || x.is_matador(), std::cmp::Reverse(x.pips())));
        for (s, hand) in hands.iter_mut().enumerate() {
            assert!(hand.len() <= h, "seat {s} needs {} tiles, more than {h}", hand.len());
            let leaving =
                self.plays.iter().filter(|p| p.0 as usize == s).count() + usize::from(s as u8 == self.on_set && !drawn);
            assert!(leaving < h, "seat {s} would go out with its last scripted tile");
            while hand.len() < h {
                let i =
                    pool.iter().position(|x| !(drawn && s as u8 == self.on_set && x.is_double())).expect("a filler");
                hand.push(pool.remove(i));
            }
        }
        let mut bottom = self.avoid.clone();
        bottom.extend(self.bottom.iter().copied());
        let d = deal_of(&hands, &top, &bottom);
        if drawn {
            assert!(
                d.hands[self.on_set as usize].iter().all(|x| !x.is_double()),
                "the seat on set must hold no double to draw its set tile"
            );
        }
        d
    }

    /// The actions of the script: the set (with its draw), the announcement and the
    /// first `k` plays.
    pub fn actions(&self, k: usize) -> Vec<(u8, Action)> {
        let s = self.on_set;
        let mut out = Vec::new();
        if !t(self.set).is_double() {
            out.push((s, Action::Draw));
        }
        out.push((s, set(self.set)));
        out.push((s, Action::Announce(self.game)));
        out.extend_from_slice(&self.plays[..k]);
        out
    }

    /// The hand after the set and the announcement.
    pub fn start(&self) -> Table {
        let mut tb = Table::later(self.deal(), self.on_set);
        let s = self.on_set;
        if !t(self.set).is_double() {
            tb.ok(s, Action::Draw);
        }
        tb.ok(s, set(self.set));
        tb.ok(s, Action::Announce(self.game));
        tb
    }

    /// The hand after the set, the announcement and every scripted play.
    #[track_caller]
    pub fn run(&self) -> Table {
        let mut tb = self.start();
        for &(s, a) in &self.plays {
            tb.ok(s, a);
        }
        tb
    }

    /// The hand after the set, the announcement and the first `k` scripted plays.
    #[track_caller]
    pub fn run_first(&self, k: usize) -> Table {
        let mut tb = self.start();
        for &(s, a) in &self.plays[..k] {
            tb.ok(s, a);
        }
        tb
    }

    /// The scripted play number `k` (from 0): its seat and action.
    pub fn play_no(&self, k: usize) -> (u8, Action) {
        self.plays[k]
    }

    /// The seat whose turn follows the scripted plays (nobody out, no waits).
    pub fn next_seat(&self) -> u8 {
        (self.on_set + 1 + self.plays.len() as u8) % self.n
    }
}

/// Sets and games in short.
pub fn game(n: u8) -> Game {
    Game::Plain(n)
}

/// How many seeded hands a property test plays: `n` by default, which keeps CI's run
/// short, or more where `HANDS` asks for more (`HANDS=50000 cargo test --test rules
/// properties`).
pub fn hands(n: u64) -> u64 {
    std::env::var("HANDS").ok().and_then(|h| h.parse().ok()).map_or(n, |h: u64| h.max(n))
}
