//! An action's text and its reading, for every game of the registry, over many seeded
//! random games: every legal action's text reads back as that action in that state, two
//! legal actions never share a text, and a text that names no legal action, or more than
//! one, is refused with what is wrong.

use nos::core::action_text::{ActionText, TextError};
use nos::core::run::Sim;
use nos::core::{chance, Play};
use nos::games::{dominox, nos as nos_game, parlour, trains};
use nos::registry::{Table, GAMES};
use rand::Rng;

/// What a walk checked: states, and texts that needed more than their head.
#[derive(Default)]
struct Seen {
    states: usize,
    told_apart: usize,
}

/// Plays `deals` seeded random deals of `sim`'s game for at most `steps` actions each,
/// checking every state's legal actions' texts.
fn walk<S: Sim>(sim: &S, deals: u64, steps: usize, id: &str, seen: &mut Seen)
where
    S::Game: ActionText,
{
    for seed in 0..deals {
        let mut rng = chance::dice(seed * 7919 + 1);
        let Some(mut g) = sim.deal(&mut rng, seed, 0, None, false) else { continue };
        for _ in 0..steps {
            let Some(seat) = g.to_act() else { break };
            let texts = g.legal_texts();
            let all: Vec<String> = texts.iter().map(|(_, t)| t.clone()).collect();
            let mut sorted = all.clone();
            sorted.sort();
            sorted.dedup();
            assert_eq!(sorted.len(), all.len(), "{id} seed {seed}: two legal actions share a text: {all:?}");
            // Every text when there are few, else a dozen picked at random: a Dominox
            // board has hundreds of placements, and each reading lists them all.
            let picked: Vec<&(_, String)> = if texts.len() <= 12 {
                texts.iter().collect()
            } else {
                (0..12).map(|_| &texts[rng.random_range(0..texts.len())]).collect()
            };
            for (a, t) in picked.iter().map(|x| (x.0, &x.1)) {
                assert_eq!(g.parse_action(t), Ok(a), "{id} seed {seed}: {t:?} reads back as {a:?}");
                assert_eq!(&g.action_text(a), t);
                let head = g.words(a).head;
                if *t != head {
                    // The head alone names this action and another: it asks which.
                    let Err(TextError::Which { text, choices }) = g.parse_action(&head) else {
                        panic!("{id}: {head:?} alone names more than {t:?}")
                    };
                    assert_eq!(text, head);
                    assert!(choices.len() > 1 && choices.contains(t), "{t} among {choices:?}");
                    seen.told_apart += 1;
                }
            }
            assert_eq!(g.parse_action(&all[0].to_uppercase()), Ok(texts[0].0), "{id}: a text in capitals");
            assert_eq!(g.parse_action("  "), Err(TextError::Empty));
            assert_eq!(
                g.parse_action("juggle 9-9"),
                Err(TextError::NotLegal { text: "juggle 9-9".into(), legal: all }),
                "{id}: a text naming nothing is refused with the legal actions' texts"
            );
            seen.states += 1;
            let a = texts[rng.random_range(0..texts.len())].0;
            g.apply(seat, a).expect("a legal action is accepted");
        }
        if g.to_act().is_none() {
            assert_eq!(g.parse_action("pass"), Err(TextError::Over));
        }
    }
}

#[test]
fn every_legal_action_has_a_text_of_its_own_that_reads_back_in_every_game() {
    let mut all = Seen::default();
    for g in GAMES {
        let n = g.default_players();
        let mut seen = Seen::default();
        match g.table() {
            Table::Nos => walk(&nos_game::sim::Sim(n), 6, 200, g.id(), &mut seen),
            Table::Line(p) => {
                let rules = parlour::Rules::of(p, n as usize).unwrap();
                walk(&parlour::sim::Sim(rules), 6, 200, g.id(), &mut seen)
            }
            Table::Board => walk(&dominox::sim::Sim, 3, 200, g.id(), &mut seen),
            Table::Trains => {
                let kind =
                    [trains::Kind::Mexican, trains::Kind::Chicken].into_iter().find(|k| k.id() == g.id()).unwrap();
                walk(&trains::sim::Sim(trains::Rules::of(kind, n as usize).unwrap()), 3, 120, g.id(), &mut seen)
            }
        }
        assert!(seen.states > 40, "{}: {} states checked", g.id(), seen.states);
        all.states += seen.states;
        all.told_apart += seen.told_apart;
    }
    assert!(all.told_apart > 0, "some text needs more than its tile: {} states", all.states);
}

#[test]
fn a_tile_may_be_written_high_number_first() {
    let sim = trains::sim::Sim(trains::Rules::of(trains::Kind::Mexican, 4).unwrap());
    let g = sim.deal(&mut chance::dice(3), 3, 0, None, false).unwrap();
    let legal = g.legal();
    let a =
        legal.iter().copied().find(|a| matches!(a, trains::Action::Play { tile, .. } if !tile.is_double())).unwrap();
    let t = g.action_text(a);
    let (tile, rest) = t.split_once(' ').map_or((t.as_str(), ""), |(x, r)| (x, r));
    let (lo, hi) = tile.split_once('-').unwrap();
    assert_eq!(g.parse_action(&format!("{hi}-{lo} {rest}")), Ok(a));
}
