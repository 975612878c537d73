//! Each inference the strong player reads from the public history, by name: random
//! hands are played, and after each action another seat reads the history and must
//! find the clue that action gives, with the tiles the engine's state shows.

use nos::core::{chance, Seat, Tile, TileSet};
use nos::games::nos::ai::infer::{self, at_once, before, paid_doubles, Clue, Clues, Why};
use nos::games::nos::deal;
use nos::games::nos::hand_play::pick;
use nos::games::nos::sim::random_hand;
use nos::games::nos::{Action, Event, Hand, Options, Phase, Reason};

/// One action of a random hand: the state before and after it, and what a seat other
/// than the one acting reads just after it.
struct Step<'a> {
    before: &'a Hand,
    after: &'a Hand,
    i: usize,
    seat: Seat,
    action: Action,
    events: &'a [Event],
    clues: Clues,
}

/// Plays `hands` random hands (first hands when `first`) and shows every step that
/// leaves the hand going to `f`.
fn scan(seed: u64, hands: usize, first: bool, mut f: impl FnMut(&Step)) {
    let mut rng = chance::dice(seed);
    for k in 0..hands {
        let n = 3 + (k % 3) as u8;
        let mut h = if first {
            let deal = deal::first_deal(&mut rng, n as usize);
            let (on_set, _) = deal.highest_double().unwrap();
            Hand::new(&deal, on_set, true, &vec![500; n as usize], Options::default()).unwrap()
        } else {
            random_hand(&mut rng, n)
        };
        let mut history = Vec::new();
        while let Some(s) = h.to_act() {
            let a = pick(&h.legal(), &mut rng);
            let before = h.clone();
            let events = h.apply(s, a).unwrap();
            history.push((s, a));
            if h.is_over() {
                break;
            }
            let reader = s.next(n);
            let clues = infer::read(&h.view(reader), &history).expect("a hand's own history reads");
            assert!(clues.clues.iter().all(|c| c.seat != reader), "a seat needs no clue about itself");
            f(&Step { before: &before, after: &h, i: history.len() - 1, seat: s, action: a, events: &events, clues });
        }
    }
}

/// The clue of kind `why` that action `i` gave about `seat`.
fn found(st: &Step, why: Why) -> Option<Clue> {
    st.clues.clues.iter().copied().find(|c| c.why == why && c.at == before(st.i) && c.seat == st.seat)
}

#[test]
fn first_hand_nobody_held_a_double_above_the_set() {
    let mut seen = 0;
    scan(1, 60, true, |st| {
        let (d, _) = st.after.set_ends().unwrap();
        let above: TileSet = (d + 1..=6).map(Tile::double).collect();
        for c in st.clues.clues.iter().filter(|c| c.why == Why::FirstHand) {
            assert_eq!((c.tiles, c.most, c.at), (above, 0, before(0)));
            assert!(c.why.hard());
            seen += 1;
        }
    });
    assert!(seen > 100, "{seen}");
}

#[test]
fn a_set_drawn_says_no_double_was_dealt() {
    let mut seen = 0;
    scan(2, 120, false, |st| {
        if st.i == 0 && st.action == Action::Draw {
            let c = found(st, Why::SetDraw).expect("a clue for the draw on set");
            assert_eq!((c.tiles, c.most), (TileSet::DOUBLES, 0));
            seen += 1;
        }
    });
    assert!(seen > 10, "{seen}");
}

#[test]
fn a_declarer_shows_every_double_it_holds() {
    let mut seen = 0;
    scan(3, 400, false, |st| {
        if st.action == Action::Declare {
            let c = found(st, Why::Declared).expect("a clue for the declaration");
            assert_eq!(c.tiles, TileSet::DOUBLES.minus(st.after.shown(st.seat)));
            seen += 1;
        }
    });
    assert!(seen > 3, "{seen}");
}

#[test]
fn a_pass_says_nothing_fitted() {
    let mut seen = 0;
    scan(4, 120, false, |st| {
        if st.action == Action::Pass {
            let c = found(st, Why::Pass).expect("a clue for the pass");
            assert_eq!(c.tiles, st.before.layout().unwrap().playable());
            assert!(c.tiles.inter(st.before.hand(st.seat)).is_empty() && c.why.hard());
            seen += 1;
        }
    });
    assert!(seen > 20, "{seen}");
}

#[test]
fn a_draw_at_ones_turn_says_probably_nothing_fitted() {
    let mut seen = 0;
    scan(5, 60, false, |st| {
        if st.action == Action::Draw && st.i > 0 {
            let c = found(st, Why::Draw).expect("a clue for the draw");
            assert_eq!(c.tiles, st.before.layout().unwrap().playable());
            assert!(!c.why.hard());
            seen += 1;
        }
    });
    assert!(seen > 100, "{seen}");
}

#[test]
fn a_paid_double_let_go_says_probably_none_was_held() {
    let (mut paid, mut let_go) = (0, 0);
    scan(6, 300, false, |st| {
        let Action::Play { at, immediate: false, .. } = st.action else { return };
        let t = st.action.tile().unwrap();
        let Some(under) = st.before.paid_under(st.seat) else { return };
        let l = st.before.layout().unwrap();
        let doubles = paid_doubles(l, under);
        // The engine pays exactly these doubles, played next to that tile.
        let got = st.events.iter().any(|e| matches!(e, Event::Paid(p) if p.reason == Reason::DoubleOnPredecessor));
        assert_eq!(got, doubles.contains(t) && l.arm(at).last == under);
        paid += got as u32;
        if !doubles.contains(t) && !doubles.is_empty() && st.before.hand_len(st.seat) > 1 {
            assert_eq!(found(st, Why::PaidDouble).expect("a clue for the double let go").tiles, doubles);
            let_go += 1;
        }
    });
    assert!(paid > 10 && let_go > 100, "{paid} paid, {let_go} let go");
}

#[test]
fn a_double_at_once_let_go_says_probably_none_fitted() {
    let (mut played, mut let_go) = (0, 0);
    scan(7, 200, false, |st| {
        let Phase::Immediate { placed, .. } = st.before.phase() else { return };
        let fit = at_once(st.before.layout().unwrap());
        match st.action {
            Action::Play { immediate: true, .. } => {
                assert!(fit.contains(st.action.tile().unwrap()));
                played += 1;
            }
            Action::Decline if placed < 2 && !fit.is_empty() => {
                assert_eq!(found(st, Why::Immediate).expect("a clue for the window let go").tiles, fit);
                let_go += 1;
            }
            _ => {}
        }
    });
    assert!(played > 10 && let_go > 50, "{played} played, {let_go} let go");
}

#[test]
fn no_declaration_says_probably_too_few_doubles() {
    let mut seen = 0;
    scan(8, 60, false, |st| {
        if matches!(st.before.phase(), Phase::Declare { .. }) && st.action == Action::Decline {
            let c = found(st, Why::Undeclared).expect("a clue for the declaration let go");
            let paid = if st.after.seats() == 3 { 4 } else { 3 };
            // The seat on set counts the double it set from its hand.
            let set_double =
                st.seat == st.after.on_set() && !st.after.dealt(st.seat).inter(TileSet::DOUBLES).is_empty();
            assert_eq!((c.tiles, c.most), (TileSet::DOUBLES, paid - 1 - set_double as u8));
            seen += 1;
        }
    });
    assert!(seen > 100, "{seen}");
}

#[test]
fn a_close_says_probably_nothing_of_the_closers_fitted() {
    let mut seen = 0;
    scan(9, 200, false, |st| {
        if st.action == Action::Close {
            let c = found(st, Why::Close).expect("a clue for the close");
            assert_eq!(c.tiles, st.before.layout().unwrap().playable());
            seen += 1;
        }
    });
    assert!(seen > 20, "{seen}");
}

#[test]
fn a_wrong_close_keeps_a_fitting_tile_above_the_last_two() {
    let mut seen = 0;
    scan(10, 400, false, |st| {
        if st.action != Action::Close {
            return;
        }
        let l = st.before.layout().unwrap();
        let fit = l.playable().minus(l.tiles());
        let unseen = st.after.view(st.seat.next(st.after.seats())).unseen();
        // Only a set of one or two unseen tiles says anything about the last two.
        if fit.minus(unseen).is_empty() && fit.len() <= 2 {
            assert!(st.clues.above_last_two.contains(&fit));
            let b = st.after.boneyard();
            let low: TileSet = b[b.len() - 2..].iter().copied().collect();
            assert!(!fit.minus(low).is_empty(), "the close was wrong, so some fitting tile was above");
            seen += 1;
        }
    });
    assert!(seen > 3, "{seen}");
}
