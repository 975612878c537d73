//! The strong player's reading of the public history and its sampler, over many
//! random hands: the true story of every hand keeps every certain clue (so the
//! reading never rules out what really happened), the sampler never breaks one, its
//! hands agree with the seat's view, and it weighs the likely clues as an exact count
//! over all stories does.

use nos::core::{chance, Seat, Tile, TileSet, MAX_SEATS};
use nos::games::nos::ai::infer::{self, Clues, Why};
use nos::games::nos::ai::normal;
use nos::games::nos::ai::sample::{breaks_certain, broken, Sampler, Story};
use nos::games::nos::deal;
use nos::games::nos::hand_play::pick;
use nos::games::nos::sim::random_hand;
use nos::games::nos::{Action, Event, Hand, Options};
use rand::seq::SliceRandom;
use rand::Rng;
use std::collections::HashSet;

/// One moment of a hand: the full state, the actions so far, and the true story.
struct Moment {
    hand: Hand,
    history: Vec<(Seat, Action)>,
    truth: Story,
}

/// Every moment of `hands` random hands (first hands among them), played by random,
/// normal and mixed seats.
fn moments(seed: u64, hands: usize) -> Vec<Moment> {
    let mut rng = chance::dice(seed);
    let mut out = Vec::new();
    for k in 0..hands {
        let n = 3 + (k % 3) as u8;
        let mut h = if k % 5 == 4 {
            let deal = deal::first_deal(&mut rng, n as usize);
            let (on_set, _) = deal.highest_double().unwrap();
            Hand::new(&deal, on_set, true, &vec![500; n as usize], Options::default()).unwrap()
        } else {
            random_hand(&mut rng, n)
        };
        let mut history = Vec::new();
        let mut drawn: [Vec<Tile>; MAX_SEATS] = Default::default();
        let dealt: [TileSet; MAX_SEATS] = std::array::from_fn(|i| h.dealt(Seat(i as u8)));
        while let Some(s) = h.to_act() {
            let truth = Story {
                dealt,
                drawn: std::array::from_fn(|i| drawn[i].iter().copied().collect()),
                boneyard: h.boneyard().iter().copied().collect(),
            };
            out.push(Moment { hand: h.clone(), history: history.clone(), truth });
            let legal = h.legal();
            let a = match k % 3 {
                0 => pick(&legal, &mut rng),
                1 => normal::act(&h, s, &legal),
                _ if rng.random_ratio(1, 3) => pick(&legal, &mut rng),
                _ => normal::act(&h, s, &legal),
            };
            for e in h.apply(s, a).unwrap() {
                if let Event::Drew { seat, tile } = e {
                    drawn[seat.index()].push(tile);
                }
            }
            history.push((s, a));
        }
    }
    out
}

/// What seat `me` may know of the true story: the others' parts (its own needs no clue).
fn others(st: &Story, me: Seat) -> Story {
    let mut st = st.clone();
    st.dealt[me.index()] = TileSet::EMPTY;
    st.drawn[me.index()].clear();
    st
}

#[test]
fn the_true_story_keeps_every_certain_clue() {
    let mut kinds = HashSet::new();
    let mut read = 0;
    for m in moments(1, 150) {
        for s in (0..m.hand.seats()).map(Seat) {
            let view = m.hand.view(s);
            let clues = infer::read(&view, &m.history).expect("a hand's own history reads");
            read += 1;
            assert!(!breaks_certain(&clues, &others(&m.truth, s)), "a certain clue rules out the truth: {clues:?}");
            kinds.extend(clues.clues.iter().map(|c| c.why));
            if !clues.above_last_two.is_empty() {
                kinds.insert(Why::Close);
            }
        }
    }
    assert!(read > 10_000, "{read}");
    for why in [
        Why::FirstHand,
        Why::SetDraw,
        Why::Declared,
        Why::Pass,
        Why::Draw,
        Why::PaidDouble,
        Why::Immediate,
        Why::Undeclared,
        Why::Close,
    ] {
        assert!(kinds.contains(&why), "no hand gave a clue of kind {why:?}");
    }
}

#[test]
fn another_hands_history_reads_nothing() {
    let ms = moments(2, 6);
    let late: Vec<&Moment> = ms.iter().filter(|m| m.history.len() > 12).collect();
    let (a, b) = (late[0], late[late.len() - 1]);
    assert!(infer::read(&a.hand.view(a.hand.to_act().unwrap()), &b.history).is_none());
    // Cut short: the layout holds tiles the history never placed.
    assert!(infer::read(&a.hand.view(a.hand.to_act().unwrap()), &a.history[..a.history.len() - 3]).is_none());
}

#[test]
fn samples_never_break_a_certain_clue_and_agree_with_the_view() {
    let mut rng = chance::dice(7);
    let (mut chains, mut rejections, mut samples) = (0, 0, 0);
    for (i, m) in moments(3, 90).iter().enumerate() {
        if i % 4 != 0 {
            continue;
        }
        let me = m.hand.to_act().unwrap();
        let view = m.hand.view(me);
        let clues = infer::read(&view, &m.history).unwrap();
        let mut s = Sampler::new(&view, &clues, &mut rng).expect("the true story fits, so a sample exists");
        assert!(!s.relaxed, "the sampler found no story keeping the certain clues");
        if s.rejects() {
            rejections += 1;
        } else {
            chains += 1;
        }
        for _ in 0..12 {
            let st = s.next_story(&mut rng);
            samples += 1;
            assert!(!breaks_certain(&clues, &st), "a sample breaks a certain clue: {st:?}\n{clues:?}");
            let h = s.hand_of(&st);
            assert_eq!(h.view(me), view, "a sample must keep everything the seat sees");
            for k in (0..h.seats()).map(Seat).filter(|&k| k != me) {
                assert_eq!(h.hand(k).len(), m.hand.hand(k).len());
                assert!(h.shown(k).minus(h.hand(k)).is_empty());
            }
        }
    }
    assert!(
        samples > 2000 && chains > 20 && rejections > 20,
        "{samples} samples, {chains} chains, {rejections} by rejection"
    );
}

/// A uniform story for seat `me` (each seat's put-down and face-up tiles among its own
/// places, the rest shuffled), written without the sampler: the yardstick.
fn uniform_story(m: &Moment, clues: &Clues, me: Seat, rng: &mut impl Rng) -> Story {
    let h = &m.hand;
    let view = h.view(me);
    let mut pool: Vec<Tile> = view.unseen().iter().collect();
    pool.shuffle(rng);
    let mut st = Story::default();
    for k in (0..h.seats()).map(Seat).filter(|&k| k != me) {
        let tr = &clues.tracks[k.index()];
        let mut mine: Vec<Tile> = tr.played.iter().map(|p| p.0).chain(h.shown(k).iter()).collect();
        let places = clues.dealt as usize + tr.draws.len();
        let fixed = clues.set_drawn.filter(|x| x.0 == k).map(|x| x.1);
        mine.retain(|&t| Some(t) != fixed);
        while mine.len() < places - fixed.is_some() as usize {
            mine.push(pool.pop().unwrap());
        }
        mine.shuffle(rng);
        let mut drawn: Vec<Tile> = mine.split_off(clues.dealt as usize);
        if let Some(t) = fixed {
            drawn.insert(0, t);
        }
        st.dealt[k.index()] = mine.into_iter().collect();
        st.drawn[k.index()] = drawn.into_iter().collect();
    }
    st.boneyard = pool.into_iter().collect();
    st
}

/// Per other seat and tile: whether the seat holds the tile now in this story.
fn holdings(clues: &Clues, st: &Story, me: Seat, n: u8) -> [[bool; 28]; MAX_SEATS] {
    let mut out = [[false; 28]; MAX_SEATS];
    for k in (0..n as usize).filter(|&k| k != me.index()) {
        let tr = &clues.tracks[k];
        for t in st.dealt[k].union(st.drawn[k].iter().copied().collect()).iter() {
            out[k][t.index()] = tr.leaves(t) == infer::NEVER;
        }
    }
    out
}

/// Adds `w` to each seat's and tile's total where the story holds it.
fn tally(sum: &mut [[f64; 28]; MAX_SEATS], held: &[[bool; 28]; MAX_SEATS], w: f64) {
    for (row, h) in sum.iter_mut().zip(held) {
        for (x, &b) in row.iter_mut().zip(h) {
            if b {
                *x += w;
            }
        }
    }
}

/// The largest difference between two tables of chances.
fn gap(a: &[[f64; 28]; MAX_SEATS], b: &[[f64; 28]; MAX_SEATS]) -> f64 {
    a.iter().flatten().zip(b.iter().flatten()).map(|(x, y)| (x - y).abs()).fold(0.0, f64::max)
}

#[test]
fn the_sampler_weighs_likely_clues_as_an_exact_count_does() {
    // States with several likely clues, where an exact count over uniform stories is
    // still cheap by rejection: the chance that each seat holds each tile now.
    let mut rng = chance::dice(11);
    let (mut tested, mut telling) = (0, 0);
    for m in moments(5, 60).iter().filter(|m| m.history.len() > 16) {
        let me = m.hand.to_act().unwrap();
        let n = m.hand.seats();
        let view = m.hand.view(me);
        let clues = infer::read(&view, &m.history).unwrap();
        if clues.clues.iter().filter(|c| !c.why.hard()).count() < 3 {
            continue;
        }
        // The yardstick: uniform stories, certain clues kept, likely ones weighed.
        let (mut w_all, mut exact, mut uniform, mut kept) = (0.0, [[0.0; 28]; MAX_SEATS], [[0.0; 28]; MAX_SEATS], 0.0);
        for _ in 0..60_000 {
            let st = uniform_story(m, &clues, me, &mut rng);
            let held = holdings(&clues, &st, me, n);
            tally(&mut uniform, &held, 1.0);
            kept += 1.0;
            if breaks_certain(&clues, &st) {
                continue;
            }
            let w: f64 = broken(&clues, &st).iter().map(|c| c.why.odds()).product();
            w_all += w;
            tally(&mut exact, &held, w);
        }
        if w_all < 500.0 {
            continue;
        }
        exact.iter_mut().flatten().for_each(|x| *x /= w_all);
        uniform.iter_mut().flatten().for_each(|x| *x /= kept);
        if gap(&exact, &uniform) > 0.15 {
            telling += 1;
        }
        for chain in [false, true] {
            let mut s = Sampler::new(&view, &clues, &mut rng).unwrap();
            if chain {
                s.set_rejects(false);
            }
            let draws = 6000;
            let mut got = [[0.0; 28]; MAX_SEATS];
            for _ in 0..draws {
                tally(&mut got, &holdings(&clues, &s.next_story(&mut rng), me, n), 1.0 / draws as f64);
            }
            let g = gap(&got, &exact);
            assert!(g < 0.06, "chain {chain}: a seat's chance of a tile is off by {g:.3}");
        }
        tested += 1;
        if tested == 6 {
            break;
        }
    }
    assert!(tested >= 4 && telling >= 2, "too few states to compare ({tested}, {telling} unlike uniform)");
}
