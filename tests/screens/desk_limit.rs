//! The chips' limit: the penalty desk (and every way chips move) stays within what a
//! record holds, a session whose payments would pass it ends there with its
//! settlement, and any sequence of legal actions and desk charges, saved, reads back
//! and resumes.

use crate::tui_common;
use nos::core::{chance, Seat};
use nos::games::nos::chips::{LIMIT, PLAY_LIMIT};
use nos::games::nos::deal;
use nos::games::nos::{Action, DealError, Offence, Options, Refusal, Session};
use nos::record::played::Game;
use nos::record::{replay, Record};
use nos::tui::front::Screen as NosScreen;
use nos::tui::kit::input::Msg;
use nos::tui::nos::popup::Popup;
use nos::tui::table::seat::Kind;
use proptest::prelude::*;
use tui_common::*;

fn within(chips: &[i32]) -> bool {
    chips.iter().all(|&c| (-LIMIT..=LIMIT).contains(&(c as i64)))
}

/// The record of the game as the program saves it, read back and replayed; the
/// replayed session holds the same chips.
fn reads_back(g: &Game) -> Session {
    let text = g.record().to_text();
    let rec = Record::parse(text.as_bytes()).unwrap_or_else(|e| panic!("the saved record is refused: {e}"));
    let mut s = replay(&rec).unwrap_or_else(|(_, f)| panic!("the saved record does not replay: {f}")).session;
    // As resuming does: the declines the record says follow its last action.
    let have = s.logs().last().unwrap().actions.iter().rev().take_while(|a| a.1 == Action::Decline).count();
    for _ in have..rec.saved.declines as usize {
        let seat = s.hand().to_act().expect("a seat is asked");
        s.apply(seat, Action::Decline).unwrap();
    }
    assert_eq!(s.hand(), g.hand());
    s
}

/// Charges `o` to `seat` from the desk until it is refused; the charges made.
fn burst(g: &mut Game, seat: Seat, o: Offence) -> usize {
    for k in 0..60_000 {
        let before = g.hand().chips().to_vec();
        if g.charge(seat, o).is_err() {
            assert_eq!(g.hand().chips(), &before[..], "a refused charge moves no chip");
            return k;
        }
        assert!(within(g.hand().chips()));
    }
    panic!("the desk never stops charging");
}

#[test]
fn the_desk_refuses_a_charge_past_the_limit_and_a_leaver_is_saved_readable() {
    // As in the report: P18 charged to the second seat over and over, then it leaves.
    let mut a = app(4, 9);
    press(&mut a, Msg::Enter);
    let mut made = 0;
    let refused = loop {
        let before = a.nos().game().hand().chips()[1];
        for m in [Msg::Char('f'), Msg::Char('5'), Msg::Char('2')] {
            a.update(m);
        }
        if a.nos().game().hand().chips()[1] == before {
            break a.nos().status().unwrap_or_default();
        }
        made += 1;
        assert!(made < 9_000, "the desk charged past the limit");
    };
    assert!(refused.contains("not charged: Bas would have -990"), "{refused}");
    assert!(refused.contains("990,000"), "{refused}");
    let chips = a.nos().game().hand().chips()[1];
    assert!((-PLAY_LIMIT..-PLAY_LIMIT + 120).contains(&chips), "{chips} after {made} charges");
    assert!(matches!(a.nos().popup(), None | Some(Popup::Desk(_))));
    a.nos_part_mut().unwrap().popup = None;
    play_hand(&mut a, |_| {});
    assert!(matches!(a.nos().screen(), NosScreen::Summary), "{:?}", a.nos().screen());
    let g = a.nos_game_mut();
    let (leaver, part, _) = g.leave(Seat(1)).unwrap();
    assert!((-LIMIT..=LIMIT).contains(&(leaver.chips as i64)), "{}", leaver.chips);
    let text = part.to_text();
    Record::parse(text.as_bytes()).unwrap_or_else(|e| panic!("the kept record is refused: {e}"));
}

/// A session resumed with seat 0 near the limit, played out by legal actions.
fn near_the_limit(seed: u64) -> Session {
    let mut dice = chance::dice(seed);
    let deal = deal::deal(&mut dice, 4);
    let low = -PLAY_LIMIT + 10;
    let chips = vec![low, 500, 500, 500];
    let mut s = Session::resume(deal, Seat(0), false, chips, Options::default()).unwrap();
    while let Some(seat) = s.hand().to_act() {
        let legal = s.hand().legal();
        s.apply(seat, legal[0]).unwrap();
    }
    s
}

#[test]
fn a_session_whose_payments_pass_the_play_limit_ends_there_with_its_settlement() {
    let (seed, s) = (0..200).map(|k| (k, near_the_limit(k))).find(|(_, s)| s.at_limit().is_some()).unwrap();
    let (seat, chips) = s.at_limit().unwrap();
    assert_eq!(seat, Seat(0));
    assert!(chips < -PLAY_LIMIT && (chips as i64) >= -LIMIT, "{chips}");
    // No next hand starts.
    let mut t = s.clone();
    let deal = deal::deal(&mut chance::dice(seed + 1), 4);
    let e = t.next_hand(deal, Vec::new()).unwrap_err();
    assert_eq!(e.to_string(), DealError::ChipLimit { seat, chips }.to_string());
    // At the table: the hand's summary says so, and Enter settles.
    let g = Game::from_session(names(4), vec![Kind::Human; 4], seed, s);
    let mut a = app_of(g);
    assert!(matches!(a.nos().screen(), NosScreen::Summary), "{:?}", a.nos().screen());
    let shown = screen(&mut a, 100, 30);
    assert!(shown.contains("The session ends here: Ann holds"), "{shown}");
    assert!(shown.contains("Press Enter for the settlement."), "{shown}");
    press(&mut a, Msg::Enter);
    assert!(matches!(a.nos().screen(), NosScreen::Settled), "{:?}", a.nos().screen());
    assert_eq!(a.nos().game().hand().chips()[0], chips);
    let shown = screen(&mut a, 100, 30);
    assert!(shown.contains("The session ends here"), "{shown}");
    // The end box at 80x24: why it ended, the rounding, every seat's row and the pot.
    let s = screen(&mut a, 80, 24);
    for want in
        ["The session is over", "The session ends here", "rounded down to 20", "Side pot:", "Press Enter to leave."]
    {
        assert!(s.contains(want), "{want}:\n{s}");
    }
    assert_eq!(s.matches(" chips ").count(), 1, "{s}");
}

#[test]
fn a_record_whose_hand_starts_past_the_play_limit_is_refused_by_the_rules() {
    let deal = deal::deal(&mut chance::dice(3), 4);
    let chips = vec![-PLAY_LIMIT - 1, 500, 500, PLAY_LIMIT + 1001];
    let e = Session::resume(deal, Seat(0), false, chips, Options::default()).unwrap_err();
    assert_eq!(e, DealError::ChipLimit { seat: Seat(0), chips: -PLAY_LIMIT - 1 });
}

#[test]
fn strict_offences_stop_at_the_limit_too() {
    // A pass while able to play, over and over, in strict mode: each is P10.
    let opts = Options { strict: true, ..Options::default() };
    let mut g = Game::with_options(names(3), vec![Kind::Human; 3], 7, opts);
    for _ in 0..2_000 {
        let h = g.hand();
        let legal = h.legal();
        if matches!(h.phase(), nos::games::nos::Phase::Turn { .. })
            && legal.iter().any(|a| matches!(a, Action::Play { .. }))
        {
            break;
        }
        g.apply(legal[0]).unwrap();
    }
    let mut charged = 0;
    let refusal = loop {
        let before = g.hand().chips().to_vec();
        match g.apply(Action::Pass) {
            Ok(_) => charged += 1,
            Err(r) => {
                assert_eq!(g.hand().chips(), &before[..]);
                break r;
            }
        }
        assert!(charged < 10_000);
    };
    assert!(matches!(refusal, Refusal::ChipLimit { .. }), "{refusal:?}");
    assert!(within(g.hand().chips()));
    reads_back(&g);
}

#[derive(Clone, Debug)]
enum Op {
    Act(u8),
    Charge(u8, u8),
    Burst(u8, u8),
    Leave(u8),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        12 => any::<u8>().prop_map(Op::Act),
        3 => (any::<u8>(), any::<u8>()).prop_map(|(s, o)| Op::Charge(s, o)),
        1 => (any::<u8>(), any::<u8>()).prop_map(|(s, o)| Op::Burst(s, o)),
        1 => any::<u8>().prop_map(Op::Leave),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn any_legal_actions_and_desk_charges_saved_read_back_and_resume(
        seed in any::<u64>(),
        n in 3usize..=5,
        strict in any::<bool>(),
        ops in proptest::collection::vec(op(), 1..160),
    ) {
        let opts = Options { strict, ..Options::default() };
        let mut g = Game::with_options(names(n), vec![Kind::Human; n], seed, opts);
        for op in ops {
            let n = g.n();
            match op {
                Op::Act(k) => {
                    if g.hand().is_over() {
                        if g.session.at_limit().is_some() {
                            break;
                        }
                        g.next_hand();
                    } else {
                        let legal = g.hand().legal();
                        let a = legal[k as usize % legal.len()];
                        prop_assert!(g.apply(a).is_ok(), "{a:?} is legal");
                    }
                }
                Op::Charge(s, o) => {
                    let before = g.hand().chips().to_vec();
                    if g.charge(Seat(s % n), Offence::DESK[o as usize % 5]).is_err() {
                        prop_assert_eq!(g.hand().chips(), &before[..]);
                    }
                }
                Op::Burst(s, o) => {
                    burst(&mut g, Seat(s % n), Offence::DESK[o as usize % 5]);
                }
                Op::Leave(s) => {
                    if !g.hand().is_over() {
                        continue;
                    }
                    let (leaver, part, goes_on) = g.leave(Seat(s % n)).unwrap();
                    prop_assert!((-LIMIT..=LIMIT).contains(&(leaver.chips as i64)));
                    let text = part.to_text();
                    let rec = Record::parse(text.as_bytes());
                    prop_assert!(rec.is_ok(), "{:?}", rec.err());
                    prop_assert!(replay(&rec.unwrap()).is_ok());
                    if !goes_on {
                        return Ok(());
                    }
                }
            }
            prop_assert!(within(g.hand().chips()), "{:?}", g.hand().chips());
        }
        let session = reads_back(&g);
        // Resumed, the game goes on where it stopped.
        let mut again = Game::from_session(g.names.clone(), g.kinds.clone(), g.seed, session);
        if let Some(&a) = again.hand().legal().first() {
            prop_assert!(again.apply(a).is_ok());
        }
    }
}

/// A three-seat game of `seed` played by random legal actions up to a play after which
/// declining to close would end the hand; `None` when the hand ends otherwise.
fn at_a_close_that_would_end_the_hand(seed: u64) -> Option<Game> {
    use rand::Rng;
    let mut rng = chance::dice(seed);
    let mut g = Game::new(names(3), vec![Kind::Human; 3], seed);
    while let Some(seat) = g.hand().to_act() {
        let mut t = g.session.clone();
        if matches!(g.hand().phase(), nos::games::nos::Phase::AfterPlay { .. })
            && t.apply(seat, Action::Decline).is_ok()
            && t.hand().is_over()
        {
            return Some(g);
        }
        let legal = g.hand().legal();
        g.apply(legal[rng.random_range(0..legal.len())]).unwrap();
    }
    None
}

#[test]
fn a_saved_game_at_an_open_close_resumes_with_the_close_still_open() {
    // A play after which declining to close would end the hand: the seat may still
    // close when the game is saved there, and so it may once resumed.
    let games: Vec<Game> = (0..60).filter_map(at_a_close_that_would_end_the_hand).collect();
    assert!(!games.is_empty(), "no such play came");
    for g in games {
        assert!(g.hand().legal().contains(&Action::Close));
        let s = reads_back(&g);
        assert!(!s.hand().is_over());
        assert!(s.hand().legal().contains(&Action::Close));
    }
}

#[test]
fn desk_charges_after_the_hand_ended_near_the_limit_replay_after_its_final_count() {
    // A play whose close is declined ends the hand; the final count pays a seat, and
    // the desk then charges that seat up to the limit. Read back with the charges put
    // before the final count, the last of them would be refused: they come after it.
    for mut g in (0..200).filter_map(at_a_close_that_would_end_the_hand) {
        let before = g.hand().chips().to_vec();
        g.apply(Action::Decline).unwrap();
        let paid = (0..3).find(|&i| g.hand().chips()[i] >= before[i] + 80);
        let Some(x) = paid else { continue };
        burst(&mut g, Seat(x as u8), Offence::P18);
        g.next_hand();
        reads_back(&g);
        return;
    }
    panic!("no such hand came");
}

#[test]
fn one_hands_ordinary_payments_stay_far_under_the_reserve_the_limit_keeps() {
    // HAND_MOST (10,000) is counted loosely from the payments' table; random hands of
    // every table size move a seat's chips by far less in one hand.
    use nos::games::nos::chips::HAND_MOST;
    use rand::Rng;
    let mut most = 0i64;
    for n in 3..=5usize {
        let mut rng = chance::dice(n as u64);
        for k in 0..400u64 {
            let deal = deal::first_deal(&mut chance::dice(k * 7 + n as u64), n);
            let mut s = Session::new(deal, vec![500; n], Options::default()).unwrap();
            while let Some(seat) = s.hand().to_act() {
                let legal = s.hand().legal();
                s.apply(seat, legal[rng.random_range(0..legal.len())]).unwrap();
            }
            for &c in s.hand().chips() {
                most = most.max((c as i64 - 500).abs());
            }
        }
    }
    assert!(most < HAND_MOST / 2, "a hand moved {most}");
    eprintln!("the most one hand moved a seat's chips: {most}");
}
