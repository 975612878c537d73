//! The tests of the review of a played hand.
use super::*;

fn d(cost: f64, half: f64) -> Decision {
    Decision {
        hand: 0,
        action: 0,
        seat: 0,
        played: "play 3-5 at W".into(),
        best: "play 6-6 at E at once".into(),
        choices: 3,
        cost,
        low: cost - half,
        high: cost + half,
        hindsight: 0.0,
    }
}

#[test]
fn a_cost_shows_its_interval_only_where_it_is_not_tiny() {
    assert_eq!(cost(&d(0.0, 0.0)), "best");
    assert_eq!(cost(&d(12.0, 4.0)), "−12.0 ±4.0");
    assert_eq!(cost(&d(40.0, 0.5)), "−40.0");
}

#[test]
fn the_best_choices_tile_is_read_from_its_words() {
    assert_eq!(tile_of("play 6-6 at E at once"), "6-6".parse().ok());
    assert_eq!(tile_of("W: 3-5"), "3-5".parse().ok());
    assert_eq!(tile_of("draw"), None);
}

#[test]
fn decisions_are_placed_at_their_hands_steps() {
    let steps: Vec<Step> = [(0, 1), (0, 2), (0, 3), (1, 4), (1, 5)]
        .iter()
        .map(|&(hand, log)| Step { hand, log, written: None, seat: None })
        .collect();
    let mut a = d(5.0, 1.0);
    let mut b = d(0.0, 0.0);
    (a.hand, a.action, b.hand, b.action) = (0, 1, 1, 1);
    let an = Analysis {
        game: "x".into(),
        unit: "points",
        players: vec!["Ann".into()],
        big: 2.0,
        settings: Settings::default(),
        samples: 2,
        deal: "hand",
        decisions: vec![a, b],
    };
    let j = place(an, &steps);
    assert_eq!(j.at, [1, 4]);
    assert_eq!(j.line, [Place::Line(2), Place::None]);
    assert_eq!(j.mistakes(), [1]);
    assert_eq!((j.next_mistake(0, true), j.next_mistake(1, true), j.next_mistake(4, false)), (Some(1), None, Some(1)));
}

#[test]
fn a_missed_close_stands_on_a_line_of_its_own_after_the_play_not_on_the_next_hands() {
    // Hand 2 (from 0: 1): Cor (seat 2) plays, the log's line 3; he does not close
    // (a step the record leaves unwritten: as many actions written), the hand ends
    // (lines 4, 5); hand 3 opens with "Hand 3: Bas is on set" (line 6).
    let line = |t: &str| (1, Line { text: t.into(), kind: LineKind::Act });
    let mut log: Vec<(usize, Line)> =
        ["Hand 2: Ann is on set", "Ann sets 5-5", "Bas plays 5-3", "Cor plays 3-1"].map(line).to_vec();
    log.extend(["Hand over: blocked", "Ann pays Cor 4"].map(line));
    log.push((2, Line { text: "Hand 3: Bas is on set".into(), kind: LineKind::End }));
    let step = |hand, log, written, seat| Step { hand, log, written: Some(written), seat };
    let steps = [
        step(1, 1, 0, Some(0)),
        step(1, 2, 1, Some(1)),
        step(1, 3, 2, Some(2)),
        step(1, 4, 3, Some(2)),
        step(1, 6, 3, None),
        step(2, 7, 0, Some(1)),
    ];
    let mut close = d(20.0, 0.5);
    (close.hand, close.action, close.seat) = (1, 3, 2);
    close.played = "play on (no close)".into();
    close.best = "I close".into();
    let mut play = d(0.0, 0.0);
    (play.hand, play.action, play.seat) = (1, 2, 2);
    let an = Analysis {
        game: "Nos".into(),
        unit: "chips",
        players: vec!["Ann".into(), "Bas".into(), "Cor".into()],
        big: 5.0,
        settings: Settings::default(),
        samples: 2,
        deal: "hand",
        decisions: vec![play, close],
    };
    let j = place(an, &steps);
    assert_eq!(j.at, [2, 3]);
    assert_eq!(j.line, [Place::Line(3), Place::Before(4)]);
    let shown: Vec<String> = j.annotate(&log).into_iter().map(|(_, l)| l.text).collect();
    assert_eq!(
        shown[3..],
        [
            "Cor plays 3-1 [best]",
            "✗ Cor: play on (no close) [−20.0]",
            "Hand over: blocked",
            "Ann pays Cor 4",
            "Hand 3: Bas is on set"
        ]
    );
}

#[test]
fn the_bar_fills_with_the_work_done() {
    assert_eq!(bar(0, 0, 4), "░░░░");
    assert_eq!(bar(1, 2, 4), "██░░");
    assert_eq!(bar(3, 2, 4), "████");
}
