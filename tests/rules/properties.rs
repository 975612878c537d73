//! Properties over many seeded random hands for 3, 4 and 5 players: tiles are never
//! lost or doubled, chips only move, play never gets stuck, every legal action applies,
//! everything else is refused without a trace, and a hand written as a record replays
//! to the same state.

use nos::core::{chance, Pos, Seat, TileSet};
use nos::games::nos::action::Event;
use nos::games::nos::deal;
use nos::games::nos::hand_play::pick;
use nos::games::nos::{Action, Ending, Game, Hand, Options, Phase, Refusal, Session};
use nos::record::{replay, Record};
use rand::Rng;

/// Hands a table size by default (`HANDS` plays more).
const HANDS: u64 = 5_000;

/// Where every tile is: each must be in exactly one hand, on the layout (or set), or in
/// the boneyard.
fn check_tiles(h: &Hand) {
    let mut seen = TileSet::EMPTY;
    let mut add = |tiles: TileSet, place: &str| {
        assert!(seen.inter(tiles).is_empty(), "tiles {:?} twice ({place})", seen.inter(tiles));
        seen = seen.union(tiles);
    };
    for s in 0..h.seats() {
        add(h.hand(Seat(s)), "hand");
    }
    match (h.layout(), h.set_ends()) {
        (Some(l), _) => add(l.tiles(), "layout"),
        (None, Some((a, b))) => add(TileSet::single(nos::core::Tile::new(a, b).unwrap()), "set"),
        (None, None) => {}
    }
    add(h.boneyard().iter().copied().collect(), "boneyard");
    assert_eq!(seen, TileSet::FULL, "tiles missing");
}

/// Checks that the events' payments account for the change in chips.
fn check_chips(before: &[i32], after: &[i32], events: &[Event], total: i32) {
    let mut moved = before.to_vec();
    for e in events {
        if let Event::Paid(p) = e {
            assert_ne!(p.from, p.to, "a payment to oneself");
            assert!(p.amount > 0, "a payment of nothing");
            moved[p.from.index()] -= p.amount as i32;
            moved[p.to.index()] += p.amount as i32;
        }
    }
    assert_eq!(moved, after, "the payments do not explain the chips");
    assert_eq!(after.iter().sum::<i32>(), total, "chips created or lost");
}

/// Whether `seat` may do `a` now: it is among the legal actions once the optional windows
/// (declaring, doubles at once, closing) have been let go by; a decline itself comes only
/// from the seat asked. Returns the state after it.
fn explain(h: &Hand, seat: Seat, a: Action) -> Option<Hand> {
    let mut h = h.clone();
    loop {
        if a == Action::Decline && h.to_act() != Some(seat) {
            return None;
        }
        if h.to_act() == Some(seat) && h.legal().contains(&a) {
            h.apply(seat, a).expect("a listed action applies");
            return Some(h);
        }
        match (h.to_act(), h.phase()) {
            (Some(s), Phase::Declare { .. } | Phase::Immediate { .. } | Phase::AfterPlay { .. }) => {
                h.apply(s, Action::Decline).expect("a window can be let go by");
            }
            _ => return None,
        }
    }
}

/// Some action, mostly not a legal one, by some seat (now and then one not at the table).
fn random_action(rng: &mut impl Rng, n: u8) -> (Seat, Action) {
    let seat = Seat(rng.random_range(0..=n));
    let pos = Pos::ALL[rng.random_range(0..4)];
    let a = match rng.random_range(0..12) {
        0 => Action::Draw,
        1 => Action::Pass,
        2 => Action::Wait,
        3 => Action::Close,
        4 => Action::Decline,
        5 => Action::Declare,
        6 => Action::Set { first: rng.random_range(0..8), second: rng.random_range(0..8) },
        7 => Action::Announce(Game::Plain(rng.random_range(0..19))),
        _ => Action::Play {
            at: pos,
            touch: rng.random_range(0..8),
            open: rng.random_range(0..8),
            immediate: rng.random_bool(0.3),
        },
    };
    (seat, a)
}

/// `apply` accepts exactly what `legal()` lists for the seat to act: every listed action
/// applies, and the same actions by any other seat, and every seat's declines, closes and
/// declarations not listed, are refused with the state unchanged.
fn check_exact(h: &Hand, legal: &[Action]) {
    let actor = h.to_act();
    let mut tries: Vec<Action> = legal.to_vec();
    tries.extend([Action::Decline, Action::Close, Action::Declare, Action::Wait, Action::Pass, Action::Draw]);
    for s in 0..h.seats() {
        let seat = Seat(s);
        for &a in &tries {
            let listed = actor == Some(seat) && legal.contains(&a);
            let mut probe = h.clone();
            match probe.apply(seat, a) {
                Ok(_) => assert!(listed, "{seat} {a} was accepted but is not listed: {legal:?}\n{h:?}"),
                Err(r) => {
                    assert!(!listed, "{seat} {a} is listed but was refused: {r}");
                    assert!(probe == *h, "{seat} {a}: the refusal ({r}) changed the hand");
                }
            }
        }
    }
}

/// Tries random actions on a state: `apply` takes one exactly when the seat to act has it
/// listed; `apply_written` (records leave declines unwritten) exactly when it is explained
/// by the legal actions once the windows are let go by, to the same state; a refused one
/// changes nothing.
fn check_others(h: &Hand, rng: &mut impl Rng, tries: usize) {
    let legal = h.legal();
    for _ in 0..tries {
        let (seat, a) = random_action(rng, h.seats());
        let mut strict = h.clone();
        let listed = h.to_act() == Some(seat) && legal.contains(&a);
        match strict.apply(seat, a) {
            Ok(_) => assert!(listed, "{seat} {a} was accepted but is not listed"),
            Err(r) => {
                assert!(!listed, "{seat} {a} is listed but was refused: {r}");
                assert!(strict == *h, "{seat} {a}: the refusal ({r}) changed the hand");
            }
        }
        let mut probe = h.clone();
        let want = if seat.0 < h.seats() { explain(h, seat, a) } else { None };
        match (probe.apply_written(seat, a), want) {
            (Ok(_), Some(w)) => assert!(probe == w, "{seat} {a}: applied differently from the legal path"),
            (Ok(ev), None) => panic!("{seat} {a} was accepted but is not legal: {ev:?}\n{h:?}"),
            (Err(r), Some(_)) => panic!("{seat} {a} is legal but was refused: {r}"),
            (Err(r), None) => {
                assert!(probe == *h, "{seat} {a}: the refusal ({r}) changed the hand");
                if seat.0 >= h.seats() {
                    assert_eq!(r, Refusal::NoSuchSeat(seat));
                }
            }
        }
    }
}

/// A close is offered after every play (offering it only when right would give away
/// hidden tiles), and a due wait is the only thing a seat may do.
fn check_offers(h: &Hand, legal: &[Action]) {
    match h.phase() {
        Phase::AfterPlay { .. } => assert_eq!(legal, [Action::Close, Action::Decline]),
        Phase::Turn { .. } if legal.contains(&Action::Wait) => assert_eq!(legal, [Action::Wait]),
        Phase::Turn { .. } => {
            let plays = legal.iter().any(|a| matches!(a, Action::Play { .. }));
            assert_eq!(legal.contains(&Action::Draw), h.boneyard_len() >= 3);
            assert_eq!(legal.contains(&Action::Pass), !plays && h.boneyard_len() == 2);
        }
        _ => {}
    }
}

/// The final count pays every pairwise difference (each seat nets the sum of the counts
/// less the table size times its own), and nos is paid once, by every other seat, to
/// the first seat out.
fn check_count_and_nos(events: &[Event], counts: &[u32], n: u8) {
    use nos::games::nos::action::Reason;
    let sum: i64 = counts.iter().map(|&c| c as i64).sum();
    let mut net = vec![0i64; n as usize];
    let mut nos_to = Vec::new();
    for e in events {
        if let Event::Paid(p) = e {
            match p.reason {
                Reason::Count => {
                    net[p.from.index()] -= p.amount as i64;
                    net[p.to.index()] += p.amount as i64;
                }
                Reason::Nos => {
                    assert_eq!(p.amount, 5);
                    nos_to.push(p.to);
                }
                _ => {}
            }
        }
    }
    for s in 0..n as usize {
        assert_eq!(net[s], sum - n as i64 * counts[s] as i64, "seat {s}");
    }
    let first_out = events.iter().find_map(|e| match e {
        Event::Out { seat, nos } => {
            assert!(nos, "the first seat out makes nos");
            Some(*seat)
        }
        _ => None,
    });
    match first_out {
        None => assert!(nos_to.is_empty()),
        Some(s) => assert_eq!(nos_to, vec![s; n as usize - 1]),
    }
}

/// Recomputes from the events which doubles the predecessor pays for: a double played in
/// a regular turn on the tile the seat before placed in the turn just before (the set
/// counting as a turn, the window for doubles at once not), unless that seat went out
/// with it; a pass or a wait places nothing.
fn check_double_payments(events: &[Event]) {
    use nos::core::Tile;
    use nos::games::nos::action::Reason;
    let mut last_on: [Option<Tile>; 4] = [None; 4];
    let mut prev: Option<(Seat, Option<Tile>, bool)> = None;
    let mut want = Vec::new();
    let mut got = Vec::new();
    for e in events {
        match *e {
            Event::Set { seat, tile } => {
                last_on = [Some(tile); 4];
                prev = Some((seat, Some(tile), false));
            }
            Event::Placed { tile, at, immediate: true, .. } => last_on[at.index()] = Some(tile),
            Event::Placed { seat, tile, at, immediate: false, .. } => {
                if let Some((q, Some(under), false)) = prev {
                    if tile.is_double() && q != seat && last_on[at.index()] == Some(under) {
                        want.push((q, seat, tile.double_value() as u32));
                    }
                }
                last_on[at.index()] = Some(tile);
                prev = Some((seat, Some(tile), false));
            }
            Event::Out { seat, .. } => {
                if let Some(p) = prev.as_mut().filter(|p| p.0 == seat) {
                    p.2 = true;
                }
            }
            Event::Waited { seat } | Event::Passed { seat } => prev = Some((seat, None, false)),
            Event::Paid(p) if p.reason == Reason::DoubleOnPredecessor => got.push((p.from, p.to, p.amount)),
            _ => {}
        }
    }
    assert_eq!(got, want, "doubles on the predecessor's tile");
}

struct Tally {
    games: [u64; 18],
    endings: [u64; 3],
}

/// Plays `HANDS` random hands at a table of `n`, checking every property on the way.
fn random_hands(n: u8, seed: u64) -> Tally {
    let mut rng = chance::dice(seed);
    let mut tally = Tally { games: [0; 18], endings: [0; 3] };
    let total = 500 * n as i32;
    let names: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
    for k in 0..crate::common::hands(HANDS) {
        let deal = deal::deal(&mut rng, n as usize);
        let on_set = Seat(rng.random_range(0..n));
        let mut session = Session::resume(deal, on_set, false, vec![500; n as usize], Options::default()).unwrap();
        let mut steps = 0;
        let mut all_events: Vec<Event> = Vec::new();
        while let Some(seat) = session.hand().to_act() {
            let h = session.hand().clone();
            check_tiles(&h);
            let legal = h.legal();
            assert!(!legal.is_empty(), "hand {k}: no legal action for {seat} in {:?}", h.phase());
            check_others(&h, &mut rng, 4);
            check_offers(&h, &legal);
            if k % 16 == 0 {
                check_exact(&h, &legal);
            }
            // The random player decodes its choice from masks: the same choice with the
            // same draws as picking from the list.
            let mut twin = rng.clone();
            let a = pick(&legal, &mut rng);
            assert_eq!(h.random_action(&mut twin), Some(a), "hand {k}: the random player differs");
            assert_eq!(twin.random::<u64>(), rng.clone().random::<u64>(), "hand {k}: other draws");
            let ev = session.apply(seat, a).unwrap_or_else(|r| panic!("hand {k}: legal {a} refused: {r}"));
            check_chips(h.chips(), session.hand().chips(), &ev, total);
            all_events.extend(ev.iter().copied());
            if let Action::Announce(g) = a {
                tally.games[g.number() as usize] += 1;
            }
            steps += 1;
            assert!(steps < 400, "hand {k} does not end");
        }
        let end = session.hand();
        check_tiles(end);
        match end.phase() {
            Phase::Over { how } => {
                let i = match how {
                    Ending::OneLeft { .. } => 0,
                    Ending::Closed { .. } => 1,
                    Ending::Blocked { .. } => 2,
                };
                tally.endings[i] += 1
            }
            p => panic!("hand {k} stopped in {p:?}"),
        }
        let counts = end.counts().expect("counted");
        for s in 0..n {
            assert_eq!(counts[s as usize], end.hand(Seat(s)).count_value());
        }
        check_count_and_nos(&all_events, counts, n);
        check_double_payments(&all_events);
        // The hand as a record: written, read back and replayed to the same state.
        let text = Record::from_session(&names, &session).to_text();
        let rec = Record::parse(text.as_bytes()).unwrap_or_else(|e| panic!("hand {k}: {e}\n{text}"));
        let r = replay(&rec).unwrap_or_else(|(_, f)| panic!("hand {k}: {f}\n{text}"));
        assert_eq!(r.hands[0].chips, end.chips());
        assert!(r.session.hand() == end, "hand {k}: the replay ends in another state\n{text}");
    }
    tally
}

fn check_tally(t: &Tally) {
    for g in 1..=17 {
        assert!(t.games[g] > 0, "game {g} never played");
    }
    assert_eq!(t.games.iter().sum::<u64>(), crate::common::hands(HANDS));
    assert_eq!(t.endings.iter().sum::<u64>(), crate::common::hands(HANDS));
    assert!(t.endings.iter().all(|&e| e > 0), "not every way of ending was seen: {:?}", t.endings);
}

#[test]
fn random_hands_keep_every_property_with_3_players() {
    check_tally(&random_hands(3, 3003));
}

#[test]
fn random_hands_keep_every_property_with_4_players() {
    check_tally(&random_hands(4, 4004));
}

#[test]
fn random_hands_keep_every_property_with_5_players() {
    check_tally(&random_hands(5, 5005));
}

/// Sessions of several hands: the loser goes on set, ties are drawn for, and the whole
/// session replays from its record.
#[test]
fn random_sessions_replay_from_their_records() {
    let mut rng = chance::dice(77);
    for k in 0..300 {
        let n = 3 + (k % 3) as u8;
        let names: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
        let mut session =
            Session::new(deal::first_deal(&mut rng, n as usize), vec![500; n as usize], Options::default())
                .expect("a first deal");
        for hand_no in 0..4 {
            while let Some(seat) = session.hand().to_act() {
                let a = pick(&session.hand().legal(), &mut rng);
                session.apply(seat, a).expect("legal");
            }
            if hand_no == 3 {
                break;
            }
            let tied = session.losers().expect("over");
            let draws = chance::tiebreak(&mut rng, tied);
            let loser = nos::games::nos::resolve_tiebreak(tied, &draws).expect("decided");
            session.next_hand(deal::deal(&mut rng, n as usize), draws).expect("next hand");
            assert_eq!(session.hand().on_set(), loser);
        }
        let text = Record::from_session(&names, &session).to_text();
        let rec = Record::parse(text.as_bytes()).expect("readable");
        let r = replay(&rec).unwrap_or_else(|(_, f)| panic!("session {k}: {f}\n{text}"));
        assert_eq!(r.hands.len(), 4);
        assert_eq!(r.session.hand().chips(), session.hand().chips());
        assert_eq!(session.hand().chips().iter().sum::<i32>(), 500 * n as i32);
    }
}
