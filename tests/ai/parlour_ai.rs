//! The parlour's computer players: they decide from their seat's view only, every
//! level plays only legal actions through whole matches of every game and player
//! count, and a small tournament is reproducible and ranks normal above easy.

use nos::core::Level;
use nos::core::{chance, Seat};
use nos::games::parlour::ai::seen::Seen;
use nos::games::parlour::ai::{decide, normal, tournament};
use nos::games::parlour::{Events, Match, Opt, OptValue, Options, Rules, PRESETS};

/// States along easy and normal play of every game, each with the seat to act.
fn states(seed: u64, hands_per_game: u64) -> Vec<Match> {
    let mut out = Vec::new();
    let mut ev = Events::new();
    for (g, p) in PRESETS.iter().enumerate() {
        for n in p.player_counts(false) {
            let rules = Rules::of(p, n as usize).unwrap();
            for k in 0..hands_per_game {
                let mut rng = chance::dice(seed ^ (g as u64 * 1000 + n as u64 * 100 + k));
                let (mut m, _) = Match::random(rules, &mut rng);
                while let Some(s) = m.hand().to_act() {
                    out.push(m.clone());
                    let level = if k % 2 == 0 { Level::Easy } else { Level::Normal };
                    let a = decide(&m.hand().view(s), level, &mut rng).unwrap();
                    m.apply_into(s, a, &mut ev).unwrap();
                }
            }
        }
    }
    out
}

#[test]
fn easy_and_normal_see_only_their_view() {
    let mut moved = 0;
    let all = states(3, 2);
    for (i, m) in all.iter().enumerate() {
        let h = m.hand();
        let seat = h.to_act().unwrap();
        let v = h.view(seat);
        // The same hand with the tiles this seat cannot see dealt again at random.
        let other = v.sample(&mut chance::dice(i as u64));
        if (0..h.seats()).any(|s| s != seat.0 && other.hand(Seat(s)) != h.hand(Seat(s))) {
            moved += 1;
        }
        assert_eq!(other.view(seat), v, "a view shows no hidden tile");
        assert_eq!(other.legal(), h.legal());
        // The strong player's playouts decide for each seat from the hand itself,
        // through what that seat knows of it.
        let (a, b) = (Seen::of_hand(h, seat), Seen::of_hand(&other, seat));
        assert_eq!(
            normal::act(&a, &h.legal(), normal::Depth::Quick),
            normal::act(&b, &other.legal(), normal::Depth::Quick)
        );
        for level in [Level::Easy, Level::Normal] {
            let x = decide(&v, level, &mut chance::dice(5));
            let y = decide(&other.view(seat), level, &mut chance::dice(5));
            assert_eq!(x, y, "{level:?} changed its mind when hidden tiles moved");
        }
    }
    assert!(moved > all.len() / 2, "the reshuffle must really move hidden tiles ({moved} of {})", all.len());
}

#[test]
fn strong_sees_only_its_view() {
    // Every sixth state: each decision of the strong player plays hundreds of hands.
    let mut searched = 0;
    for (i, m) in states(4, 1).iter().enumerate().filter(|(i, _)| i % 6 == 0) {
        let h = m.hand();
        let seat = h.to_act().unwrap();
        let v = h.view(seat);
        let other = v.sample(&mut chance::dice(i as u64 + 99));
        let x = decide(&v, Level::Strong, &mut chance::dice(7));
        let y = decide(&other.view(seat), Level::Strong, &mut chance::dice(7));
        assert_eq!(x, y, "strong changed its mind when hidden tiles moved");
        searched += (v.legal().len() > 1) as u32;
    }
    assert!(searched > 20, "too few real choices searched ({searched})");
}

#[test]
fn a_seat_not_to_act_decides_nothing() {
    let rules = Rules::of(PRESETS[0], 4).unwrap();
    let (m, _) = Match::random(rules, &mut chance::dice(1));
    let to_act = m.hand().to_act().unwrap();
    let idle = to_act.next(4);
    for level in Level::EVERY {
        assert_eq!(decide(&m.hand().view(idle), level, &mut chance::dice(1)), None);
        assert!(decide(&m.hand().view(to_act), level, &mut chance::dice(1)).is_some());
    }
}

/// The rules of a game for `n` players, with a low target (or none) so that a whole
/// match stays short.
fn short_rules(p: &'static nos::games::parlour::Preset, n: u8) -> Rules {
    let mut o = Options::new();
    if p.deal[n as usize] == 0 {
        o.set(Opt::FivePlayers, OptValue::Bool(true)).unwrap();
    }
    if p.takes(Opt::Target) {
        o.set(Opt::Target, OptValue::Int(if p.target[n as usize] <= 20 { 8 } else { 30 })).unwrap();
    }
    Rules::new(p, n as usize, &o).unwrap()
}

#[test]
fn every_level_plays_only_legal_actions_through_whole_matches_of_every_game_and_count() {
    let mut ev = Events::new();
    for (g, p) in PRESETS.iter().enumerate() {
        for n in p.player_counts(true) {
            let rules = short_rules(p, n);
            let mut rng = chance::dice(g as u64 * 10 + n as u64);
            let (mut m, _) = Match::random(rules, &mut rng);
            // Strong, normal and easy round the table.
            let level = |s: Seat| [Level::Strong, Level::Normal, Level::Easy][s.index() % 3];
            let mut hands = 1;
            loop {
                while let Some(s) = m.hand().to_act() {
                    let a = decide(&m.hand().view(s), level(s), &mut rng).expect("the seat to act decides");
                    assert!(m.hand().legal().contains(&a), "{}: {a} is not legal", p.id);
                    m.apply_into(s, a, &mut ev).unwrap_or_else(|e| panic!("{}: {a} refused: {e}", p.id));
                }
                // A session without a target: a few hands.
                if m.finished() || (!p.has_target() && hands == 3) {
                    break;
                }
                assert!(hands < 60, "{} with {n}: the match does not end", p.id);
                m.deal_random(&mut rng).unwrap();
                hands += 1;
            }
        }
    }
}

#[test]
fn a_small_tournament_is_reproducible_and_normal_beats_easy() {
    let rules = Rules::of(nos::games::parlour::preset("sniff").unwrap(), 2).unwrap();
    let a = tournament::run(rules, &[Level::Normal, Level::Easy], 300, 9).unwrap();
    let b = tournament::run(rules, &[Level::Normal, Level::Easy], 300, 9).unwrap();
    assert_eq!(a.hands, 300);
    assert_eq!(a.levels, b.levels);
    let (m, ci) = a.margin().unwrap();
    assert!(m - ci > 0.0, "normal must beat easy at sniff: {m:+.2} +/- {ci:.2}");
    let text = a.to_string();
    assert!(text.contains("normal - easy"), "{text}");
}

#[test]
fn a_tournament_keeps_partners_at_one_level_and_the_players_the_game_allows() {
    let game = nos::registry::find("partnership-block").unwrap();
    let mixed =
        game.tournament(&[Level::Strong, Level::Normal, Level::Normal, Level::Strong], 4, 1, &Default::default());
    assert!(mixed.unwrap_err().contains("partners play as one side"));
    let three = game.tournament(&[Level::Normal, Level::Easy, Level::Normal], 4, 1, &Default::default());
    assert!(three.unwrap_err().contains("played by 4 players, not 3"));
    let ok =
        game.tournament(&[Level::Normal, Level::Easy, Level::Normal, Level::Easy], 8, 1, &Default::default()).unwrap();
    assert!(ok.contains("partners play as one side"), "{ok}");
}

/// The deal of a logged hand with two tiles `watcher` never sees swapped: tiles of two
/// other seats (or one and the sleeping tiles) that nobody plays in the hand.
fn swapped(
    log: &nos::games::parlour::HandLog,
    watcher: Seat,
    rng: &mut impl rand::Rng,
) -> Option<nos::games::parlour::Deal> {
    use nos::core::TileSet;
    let played: TileSet = log.actions.iter().filter_map(|(_, a)| a.tile()).collect();
    let mut places: Vec<(usize, nos::core::Tile)> = Vec::new();
    for (s, h) in log.deal.hands.iter().enumerate().filter(|(s, _)| *s != watcher.index()) {
        places.extend(h.minus(played).iter().map(|t| (s, t)));
    }
    places.extend(log.deal.boneyard.iter().filter(|t| !played.contains(**t)).map(|&t| (usize::MAX, t)));
    let (i, j) = (rng.random_range(0..places.len().max(1)), rng.random_range(0..places.len().max(1)));
    let ((a, x), (b, y)) = (*places.get(i)?, *places.get(j)?);
    if a == b {
        return None;
    }
    let mut d = log.deal.clone();
    for (at, from, to) in [(a, x, y), (b, y, x)] {
        if at == usize::MAX {
            let k = d.boneyard.iter().position(|&t| t == from)?;
            d.boneyard[k] = to;
        } else {
            d.hands[at].remove(from);
            d.hands[at].insert(to);
        }
    }
    Some(d)
}

#[test]
fn two_hands_that_differ_only_in_other_seats_hidden_tiles_give_equal_views_history_included() {
    // The games without drawing: the same actions replay on the swapped deal whenever
    // the passes stay forced, and every pass is in the history.
    let mut ev = Events::new();
    let (mut compared, mut knocked) = (0, 0);
    for p in PRESETS.iter().filter(|p| p.stock != nos::games::parlour::preset::Stocking::Draw) {
        let rules = Rules::of(p, p.player_counts(false).last().unwrap() as usize).unwrap();
        for k in 0..6u64 {
            let mut rng = chance::dice(k + 40);
            let (mut m, _) = Match::random(rules, &mut rng);
            m.keep_log();
            while let Some(s) = m.hand().to_act() {
                let a = decide(&m.hand().view(s), Level::Normal, &mut rng).unwrap();
                m.apply_into(s, a, &mut ev).unwrap();
            }
            let log = m.log().unwrap()[0].clone();
            for w in 0..rules.n {
                let watcher = Seat(w);
                let Some(deal) = swapped(&log, watcher, &mut rng) else { continue };
                let start = nos::games::parlour::Start::new(&rules);
                let Ok((mut other, _)) = Match::new(rules, &start, &deal, log.lead, log.lead_draw.as_deref()) else {
                    continue;
                };
                let (mut same, _) = Match::new(rules, &start, &log.deal, log.lead, log.lead_draw.as_deref()).unwrap();
                for &(s, a) in &log.actions {
                    if other.apply_into(s, a, &mut ev).is_err() {
                        break;
                    }
                    same.apply_into(s, a, &mut ev).unwrap();
                    // A block is seen from every hand (G.14): the swap may end one sooner.
                    if same.hand().is_over() || other.hand().is_over() {
                        break;
                    }
                    assert_ne!(same.hand(), other.hand(), "the hidden tiles differ");
                    assert_eq!(same.hand().view(watcher), other.hand().view(watcher), "{}", p.id);
                    compared += 1;
                    knocked += !same.hand().view(watcher).history().knocks().is_empty() as u32;
                }
            }
        }
    }
    assert!(compared > 300 && knocked > 100, "too few views compared ({compared}, {knocked} with a history)");
}
