//! Properties of the line games over many seeded random hands, for every game and player
//! count: every tile in exactly one place, scores changed only for the rules' reasons, a
//! legal action whenever someone is to act, illegal actions refused with nothing changed,
//! the random player's fused step the same as choosing and applying, views blind to
//! hidden tiles, and a hand written as a record checking to the same scores.

use nos::core::{chance, Play, Pos, Seat, TileSet};
use nos::games::parlour::ledger::Account;
use nos::games::parlour::preset::{Award, During};
use nos::games::parlour::{preset, Action, Event, Events, Match, Options, Reason, Rules, Start};
use nos::record::parlour::{self as pr, Record};
use rand::Rng;

/// Random hands per game and player count by default (`HANDS` plays more): 2,000, each
/// checked at every state, every 50th match written as a record. CI need not play
/// 5,000 (they were about a fifth of the rules tests' time); `HANDS=5000` or more plays
/// a longer search by hand.
const HANDS: u64 = 2_000;

fn reason_allowed(r: &Rules, why: Reason) -> bool {
    let p = r.preset;
    match why {
        Reason::Header(h) => p.during == During::Headers && (h == 2 || h == 3),
        Reason::Muggins(c) => p.during == During::Muggins && c > 0 && c % 5 == 0,
        Reason::Threes(c) => p.during == During::Threes && c > 0 && (c % 3 == 0 || c % 5 == 0),
        // A void score adds nothing, and only where the target must be hit exactly.
        Reason::Void { .. } => r.exact,
        Reason::Ante => r.ante > 0,
        Reason::Pool => p.award == Award::Pool,
        Reason::Out | Reason::Block => p.award != Award::Pool,
    }
}

/// Every tile of the set is in exactly one hand, on the table or in the boneyard.
fn tiles_in_one_place(m: &Match) {
    let h = m.hand();
    let mut seen = h.arms().tiles();
    let mut count = seen.len();
    for s in 0..m.rules().n {
        let t = h.hand(Seat(s));
        assert!(t.inter(seen).is_empty(), "a tile in two places");
        seen = seen.union(t);
        count += t.len();
    }
    let bone: TileSet = h.boneyard().iter().copied().collect();
    assert!(bone.inter(seen).is_empty(), "a boneyard tile elsewhere too");
    seen = seen.union(bone);
    count += h.boneyard().len() as u32;
    assert_eq!(seen, m.rules().preset.set);
    assert_eq!(count, m.rules().preset.set.len());
}

/// The ledger moved exactly as the events say, for allowed reasons.
fn scores_follow_events(r: &Rules, before: &Match, after: &Match, ev: &[Event]) {
    let mut want: Vec<i64> = before.scores().iter().map(|&s| s as i64).collect();
    let mut pool = before.pool() as i64;
    for e in ev {
        if let Event::Scored(m) = e {
            assert!(reason_allowed(r, m.reason), "{:?} in {}", m.reason, r.preset.id);
            for (acct, sign) in [(m.from, -1), (m.to, 1)] {
                match acct {
                    Account::Of(i) => want[i as usize] += sign * m.amount as i64,
                    Account::Pool => pool += sign * m.amount as i64,
                    Account::Bank => {}
                }
            }
        }
    }
    let got: Vec<i64> = after.scores().iter().map(|&s| s as i64).collect();
    assert_eq!(got, want, "{}", r.preset.id);
    // F&3 #8: where the target must be hit exactly, no score ever passes it.
    if let (true, Some(t)) = (r.exact, r.target) {
        assert!(got.iter().all(|&s| s <= t as i64), "{}: {got:?} past {t}", r.preset.id);
    }
    assert_eq!(after.pool() as i64, pool);
    if r.preset.ante > 0 {
        // Tiddly-Wink's chips only move: the seats and the pool always hold 500 a seat.
        assert_eq!(got.iter().sum::<i64>() + pool, 500 * got.len() as i64, "chips and pool");
    }
}

/// A few actions that must be refused now, the state left as it was.
fn illegal_refused(m: &Match, rng: &mut impl Rng) {
    let Some(seat) = m.to_act() else { return };
    let legal = m.legal();
    let n = m.rules().n;
    let mut tries = vec![Action::Pass, Action::Draw, Action::EndTurn];
    let held = m.hand().hand(seat);
    for t in nos::core::Tile::ALL {
        let at = [Pos::N, Pos::E, Pos::S, Pos::W][rng.random_range(0..4)];
        if rng.random_bool(0.2) || !held.contains(t) {
            tries.push(Action::Play { at, touch: t.low(), open: t.high(), lay: None });
            tries.push(Action::Play { at, touch: t.high(), open: t.low(), lay: None });
        }
    }
    for a in tries {
        if legal.contains(&a) {
            continue;
        }
        let mut c = m.clone();
        assert!(c.apply(seat, a).is_err(), "{a:?} accepted but not listed in {legal:?}");
        assert_eq!(&c, m, "a refused action changed the state");
    }
    if let Some(&a) = legal.first() {
        let other = Seat((seat.0 + 1) % n);
        let mut c = m.clone();
        assert!(c.apply(other, a).is_err());
        assert_eq!(&c, m);
    }
}

/// A view is blind to hidden tiles: resampling them gives the same view.
fn views_blind(m: &Match, rng: &mut impl Rng) {
    for s in 0..m.rules().n {
        let v = m.hand().view(Seat(s));
        let other = v.sample(rng);
        assert_eq!(other.view(Seat(s)), v);
        assert_eq!(other.hand(Seat(s)), m.hand().hand(Seat(s)));
    }
}

fn run(id: &str, n: usize, hands: u64, seed: u64) {
    let r = Rules::of(preset(id).unwrap(), n).unwrap();
    let mut dice = chance::dice(seed);
    let mut probe = chance::dice(seed + 1);
    let mut buf = nos::games::parlour::Actions::new();
    let mut ev = Events::new();
    let (mut m, _) = Match::random(r, &mut dice);
    // Every 50th match keeps its log, to be written as a record and checked.
    let mut matches = 0u64;
    m.keep_log();
    for k in 0..hands {
        if k > 0 {
            // A pool game has no target: its matches are cut at 20 hands.
            if m.finished() || m.hands() >= 20 {
                check_record(&m, n);
                m = Match::random(r, &mut dice).0;
                matches += 1;
                if matches.is_multiple_of(50) {
                    m.keep_log();
                }
            } else {
                let before = m.clone();
                let ante = m.deal_random(&mut dice).unwrap();
                scores_follow_events(&r, &before, &m, &ante);
            }
        }
        let deep = k % 16 == 0;
        // The playout reaches the same end with the same draws, telling nothing.
        let (mut fast, mut fast_dice) = (m.clone(), dice.clone());
        loop {
            tiles_in_one_place(&m);
            let Some(seat) = m.to_act() else { break };
            let legal = m.legal();
            assert!(!legal.is_empty(), "{id}: no legal action in a state that is not over");
            assert_eq!(m.hand().legal_count() as usize, legal.len());
            if deep {
                illegal_refused(&m, &mut probe);
                views_blind(&m, &mut probe);
            }
            // The fused step chooses as random_action and ends where apply_into would.
            let mut twin = m.clone();
            let mut twin_dice = dice.clone();
            let before = m.clone();
            let (s, a) = m.random_step(&mut dice, &mut ev).expect("a step");
            assert_eq!(s, seat);
            assert!(legal.contains(&a), "{a:?} not legal");
            let chosen = Play::random_action(&twin, &mut twin_dice, &mut buf).unwrap();
            assert_eq!(chosen, a);
            let ev2 = twin.apply(seat, a).unwrap();
            assert_eq!(twin, m);
            assert_eq!(ev2.as_slice(), ev.as_slice());
            scores_follow_events(&r, &before, &m, &ev);
        }
        fast.playout(&mut fast_dice);
        assert_eq!(fast, m, "{id}: the playout ends elsewhere");
        assert_eq!(fast_dice, dice, "{id}: the playout draws otherwise");
    }
}

/// A match with its log, written as a record and checked: the same scores.
fn check_record(m: &Match, n: usize) {
    if m.log().is_none() {
        return;
    }
    let id = m.rules().preset.id;
    let names: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
    let rec = Record::from_match(&names, m, &Start::new(m.rules()), &Options::new()).unwrap();
    let again = pr::parse(rec.to_text().as_bytes()).unwrap_or_else(|e| panic!("{id}: {e}"));
    let (rep, end) = pr::replay::replay_line(&again).unwrap_or_else(|(_, f)| panic!("{id}: {f}"));
    assert_eq!(end.scores(), m.scores());
    assert_eq!(end.pool(), m.pool());
    assert_eq!(rep.result.is_some(), m.finished());
}

macro_rules! games {
    ($($name:ident: $id:literal, [$($n:literal),*];)*) => {$(
        #[test]
        fn $name() {
            $(run($id, $n, crate::common::hands(HANDS), 100 + $n);)*
        }
    )*};
}

games! {
    properties_partnership_block: "partnership-block", [4];
    properties_block_scarne: "block-scarne", [2, 3, 4, 5];
    properties_block_hoyle: "block-hoyle", [2, 3, 4];
    properties_block_nine: "block-nine", [3];
    properties_draw_2: "draw-2", [2];
    properties_draw_3: "draw-3", [3];
    properties_draw_hoyle: "draw-hoyle", [2, 3, 4];
    properties_tiddly_wink: "tiddly-wink", [6, 7, 8, 9];
    properties_sebastopol: "sebastopol", [4];
    properties_bergen: "bergen", [2, 3, 4];
    properties_matador: "matador", [2, 3, 4];
    properties_sniff: "sniff", [2, 3, 4];
    properties_muggins: "muggins", [2, 3, 4];
    properties_all_fives: "all-fives", [2, 3, 4];
    properties_fives_and_threes: "fives-and-threes", [2, 3, 4];
}

#[test]
fn properties_hold_with_every_option() {
    use nos::games::parlour::preset::Opt;
    use nos::games::parlour::OptValue;
    type Case<'a> = (&'a str, usize, &'a [(Opt, OptValue)]);
    let cases: &[Case] = &[
        ("sniff", 2, &[(Opt::RoundEachHand, OptValue::Bool(true)), (Opt::SubtractOwn, OptValue::Bool(true))]),
        ("sniff", 3, &[(Opt::LaterLead, OptValue::Word("rotate".into())), (Opt::PlayDrawnTile, OptValue::Bool(true))]),
        ("matador", 2, &[(Opt::VoluntaryDraw, OptValue::Bool(true)), (Opt::PlayDrawnTile, OptValue::Bool(true))]),
        ("draw-3", 3, &[(Opt::ThreeHandEarlyEnd, OptValue::Bool(true)), (Opt::Reserve, OptValue::Int(3))]),
        ("tiddly-wink", 5, &[(Opt::FivePlayers, OptValue::Bool(true)), (Opt::Ante, OptValue::Int(3))]),
        ("block-scarne", 3, &[(Opt::FirstLead, OptValue::Word("hold66".into())), (Opt::Target, OptValue::Int(40))]),
        ("bergen", 4, &[(Opt::Target, OptValue::Int(5)), (Opt::Reserve, OptValue::Int(4))]),
        ("muggins", 3, &[(Opt::PerFive, OptValue::Bool(true)), (Opt::SubtractOwn, OptValue::Bool(true))]),
        ("muggins", 2, &[(Opt::FirstLead, OptValue::Word("highest_double".into())), (Opt::Reserve, OptValue::Int(2))]),
        ("muggins", 4, &[(Opt::VoluntaryDraw, OptValue::Bool(true)), (Opt::PlayDrawnTile, OptValue::Bool(true))]),
        ("all-fives", 4, &[(Opt::Partners, OptValue::Bool(true)), (Opt::SidesFirst, OptValue::Bool(false))]),
        (
            "all-fives",
            2,
            &[(Opt::Deal, OptValue::Word("9-7-5".into())), (Opt::LaterLead, OptValue::Word("rotate".into()))],
        ),
        ("all-fives", 3, &[(Opt::Deal, OptValue::Word("5".into())), (Opt::PerFive, OptValue::Bool(true))]),
        ("fives-and-threes", 4, &[(Opt::Partners, OptValue::Bool(false)), (Opt::ChipPoint, OptValue::Int(0))]),
        ("fives-and-threes", 2, &[(Opt::ExactFinish, OptValue::Bool(false)), (Opt::Target, OptValue::Int(31))]),
    ];
    for (id, n, opts) in cases {
        let mut o = Options::new();
        for (k, v) in opts.iter() {
            o.set(*k, v.clone()).unwrap();
        }
        let r = Rules::new(preset(id).unwrap(), *n, &o).unwrap();
        let mut dice = chance::dice(7);
        for _ in 0..100 {
            let (mut m, _) = Match::random(r, &mut dice);
            m.keep_log();
            while !m.finished() {
                nos::core::play::play_random(&mut m, &mut dice, |m, _, _, _| tiles_in_one_place(m));
                if !m.finished() {
                    m.deal_random(&mut dice).unwrap();
                }
                if m.hands() >= 20 {
                    break;
                }
            }
            let names: Vec<String> = (0..*n).map(|i| format!("P{i}")).collect();
            let rec = Record::from_match(&names, &m, &Start::new(&r), &o).unwrap();
            let again = pr::parse(rec.to_text().as_bytes()).unwrap_or_else(|e| panic!("{id}: {e}"));
            let (_, end) = pr::replay::replay_line(&again).unwrap_or_else(|(_, f)| panic!("{id} {opts:?}: {f}"));
            assert_eq!(end.scores(), m.scores());
        }
    }
}
