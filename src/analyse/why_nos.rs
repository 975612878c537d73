//! The one-line reason beside a hinted Nos choice, from what the seat sees: its own
//! tiles, the layout, the unseen tiles, and what the hand's history shows of the next
//! seat; on set, what the seat's tiles make of the set and how often the choice went
//! out first over the sampled deals. Nothing hidden is read.

use super::why::plural;
use crate::core::{Pos, Seat, TileSet};
use crate::games::nos::ai::infer::Why;
use crate::games::nos::ai::judged::{self, Pick, Seen};
use crate::games::nos::{Action, Actions, Condition, Events, Layout, Phase, Rule, Shape, View};

/// The reason for choice `c` of `seen`'s seat. On set it gives how often the choice
/// went nos, `rate` when measured, else counted over the hint's deals of `seed`, and
/// beside it the best choice's, `best` (measured or counted alike), when `c` is not
/// the best.
pub fn why(seen: &Seen, c: &Pick, rate: Option<f64>, best: Option<(&Pick, Option<f64>)>, seed: u64) -> String {
    let view = &seen.view;
    match c {
        Pick::Open(choice) => {
            let rate = rate.unwrap_or_else(|| nos_rate(view, c, seed));
            let best = best.map(|(b, r)| r.unwrap_or_else(|| nos_rate(view, b, seed)));
            set_why(view, choice, rate, best)
        }
        Pick::Run(acts) => history(view, &seen.history, base(view, acts), &acts[..1]),
    }
}

/// How often `c` went nos over the hint's deals on set: the advisor's count.
fn nos_rate(view: &View, c: &Pick, seed: u64) -> f64 {
    let (mut legal, mut ev) = (Actions::new(), Events::new());
    let n = judged::ON_SET;
    let went = (0..n)
        .filter(|&i| {
            let deal = judged::opening_deal(view, seed, i);
            judged::outcome(&deal, view.seat(), c.actions(), &mut legal, &mut ev).is_some_and(|(_, nos)| nos)
        })
        .count();
    went as f64 / n as f64
}

/// Why a set and game, from what this game makes of the seat's own tiles: which
/// sides or arms are open at first and by which rule, which of the tiles fit there at
/// once, how the rule changes later, the matadors where a matador rule counts them,
/// and how often the choice went out first over the samples (and the best choice,
/// `best`, when this is not it). Two games differ in
/// their reasons wherever they differ for this hand.
fn set_why(view: &View, choice: &crate::games::nos::ai::choices::Choice, rate: f64, best: Option<f64>) -> String {
    let against = best.map(|b| format!(", against {:.0}% for choice 1", 100.0 * b)).unwrap_or_default();
    let nos = format!("nos in {:.0}% of the deals{against}", 100.0 * rate);
    let Some(g) = choice.game else {
        return format!("no double to set: you draw the set tile, then set and name the game; {nos}");
    };
    let Some((a, b)) = choice.set.or_else(|| view.hand().set_ends()) else { return nos };
    let Some(set) = crate::games::nos::SET.tile(a, b) else { return nos };
    let Ok(plan) = g.plan(set) else { return nos };
    let layout = Layout::new(a, b, plan);
    let own = view.own().minus(TileSet::single(set));
    let all = layout.positions();
    let open: Vec<Pos> = all.iter().copied().filter(|&p| !layout.req(p).tiles.is_empty()).collect();
    let fits = open.iter().fold(TileSet::EMPTY, |f, &p| f.union(layout.req(p).tiles)).inter(own);
    // Where the first tiles go, and by which rule.
    let rules: Vec<Rule> = open.iter().map(|&p| plan.found[p.index()]).collect();
    let rule = if rules.windows(2).all(|w| w[0] == w[1]) {
        rules.first().map_or("", |r| r.word()).to_string()
    } else {
        open.iter().map(|&p| format!("{} on {p}", plan.found[p.index()].word())).collect::<Vec<_>>().join(", ")
    };
    let first = match (plan.shape, plan.cond) {
        (_, Some(Condition::Here(s))) => format!("{s} takes the first tile, then {}; ", s.opposite()),
        (_, Some(Condition::First { side, count: 1 })) => format!("{side} takes the first tile; "),
        (_, Some(Condition::First { side, count })) => format!("{side} takes the first {count} tiles; "),
        (Shape::Triangle { .. }, _) => "the three matadors go round the 0-0 first; ".to_string(),
        (Shape::Cross, _) if open.len() < all.len() => format!("{} first, then the other arms; ", words(&open)),
        (Shape::Cross, _) => "a tile on each of the 4 arms before any grows; ".to_string(),
        _ => String::new(),
    };
    let fit = match fits.len() as usize {
        0 => format!("none of your {} fits the {a}-{b} at once ({rule})", tiles(own.len() as usize)),
        k => format!(
            "{k} of your {} fit{} the {a}-{b} at once ({rule}): {}",
            tiles(own.len() as usize),
            if k == 1 { "s" } else { "" },
            fits.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(", ")
        ),
    };
    // What comes after the first tiles.
    let mut later = Vec::new();
    // The sides closed at first that go by another rule once open.
    let others: Vec<String> = all
        .iter()
        .filter(|p| !open.contains(p) && rules.first() != Some(&plan.found[p.index()]))
        .map(|p| format!("{p} {}", plan.found[p.index()].word()))
        .collect();
    if !others.is_empty() {
        later.push(format!("then {}", others.join(", ")));
    }
    let ext: Vec<Rule> = all.iter().map(|p| plan.ext[p.index()]).collect();
    let found: Vec<Rule> = all.iter().map(|p| plan.found[p.index()]).collect();
    if ext != found {
        if ext.windows(2).all(|w| w[0] == w[1]) {
            later.push(format!("then {}", ext[0].word()));
        } else {
            later.push("then each side keeps its rule".to_string());
        }
    }
    if plan.comp.iter().any(Option::is_some) {
        let doubles = own.iter().filter(|t| t.is_double()).count();
        later.push(format!("each arm then asks a double (you hold {doubles})"));
    }
    if found.contains(&Rule::Matador) || ext.contains(&Rule::Matador) {
        let m = own.iter().filter(|&t| crate::games::nos::SET.is_matador(t)).count();
        later.push(match m {
            0 => "no matador of yours".to_string(),
            1 => "your 1 matador is wild where matador".to_string(),
            m => format!("your {m} matadors are wild where matador"),
        });
    }
    let later: String = later.iter().map(|l| format!("; {l}")).collect();
    format!("{first}{fit}{later}; {nos}")
}

/// "W", "W and E", "W, E and N".
fn words(ps: &[Pos]) -> String {
    let names: Vec<String> = ps.iter().map(|p| p.to_string()).collect();
    match names.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => String::new(),
    }
}

fn tiles(n: usize) -> String {
    format!("{n} tile{}", plural(n))
}

/// A reason in words, from what the seat sees.
fn base(view: &View, acts: &[Action]) -> String {
    let own = view.own();
    let unseen = view.unseen();
    let fit = view.hand().layout().map(|l| l.playable());
    match acts {
        [play @ Action::Play { .. }, Action::Close] => {
            // What the seat sees once its tile is down: its own tiles and the unseen
            // ones that would still fit.
            let mut after = view.hand().clone();
            let mut ev = Events::new();
            let left = match after.apply_into(view.seat(), *play, &mut ev) {
                Ok(_) => after.layout().map_or(0, |l| l.playable().inter(unseen.union(after.hand(view.seat()))).len()),
                Err(_) => 0,
            };
            if left == 0 {
                "then nothing you can see fits: a right close is paid 20 a seat".into()
            } else {
                format!(
                    "closes though {left} tile{} may still fit: a wrong close pays 40 a seat",
                    plural(left as usize)
                )
            }
        }
        [play @ Action::Play { .. }, Action::Decline] => base(view, &[*play]),
        [Action::Close] => "nothing you can see fits: a right close is paid 20 a seat".into(),
        [Action::Decline] if matches!(view.hand().phase(), Phase::AfterPlay { .. }) => {
            let n = fit.map_or(0, |f| f.inter(unseen).len());
            format!("{n} unseen tile{} may still fit: a wrong close pays 40 a seat", if n == 1 { "" } else { "s" })
        }
        [Action::Declare] => "your doubles are paid now; the others see them".into(),
        [Action::Decline] if matches!(view.hand().phase(), Phase::Declare { .. }) => {
            "keeps your doubles hidden, unpaid".into()
        }
        [Action::Play { immediate: true, touch, .. }] => {
            format!("the {touch}-{touch} is paid now; a wait is due later")
        }
        [Action::Decline] => "no wait to say; the double stays in your hand".into(),
        [Action::Draw] if view.legal().iter().any(|a| matches!(a, Action::Play { .. })) => {
            "a draw by choice: one more tile, a play kept for later; you cannot pass after it".into()
        }
        [Action::Draw] => "nothing fits: a draw may bring a tile that fits, or a paid double".into(),
        [Action::Wait] => "the wait is due this turn".into(),
        [Action::Pass] => "nothing fits and only the last two are left".into(),
        [play @ Action::Play { touch, open, .. }] => {
            let left = own.iter().filter(|t| !(t.has(*touch) && t.has(*open) && t.other(*touch) == Some(*open)));
            let pips = *touch as u32 + *open as u32;
            if touch == open {
                return format!("plays the double {touch}-{open} while it still fits");
            }
            // Under a matador rule the end left open takes the tiles that make seven
            // with it, and the matadors: those are the ones kept for it.
            if let Some((need, fits)) = matador_end(view, *play) {
                let keep = left.filter(|t| fits.contains(*t)).count();
                return if keep > 0 {
                    format!(
                        "leaves a {open} open, which {need}, and keeps {keep} tile{} for it for your next turn",
                        plural(keep)
                    )
                } else if pips >= 9 {
                    format!("sheds {pips} pips from your count")
                } else {
                    format!("leaves a {open} open, which {need}; you hold none for it")
                };
            }
            let keep = left.filter(|t| t.has(*open)).count();
            if keep > 0 {
                format!("leaves a {open} open and keeps {keep} tile{} with a {open} for your next turn", plural(keep))
            } else if pips >= 9 {
                format!("sheds {pips} pips from your count")
            } else {
                format!("leaves a {open} open; you hold no other {open}")
            }
        }
        _ => "the choice that wins most over the sampled deals".into(),
    }
}

/// What the end `play` leaves open needs, when it goes by a matador rule once the tile
/// is down: its words ("needs a 3 or a matador") and the tiles it takes then.
fn matador_end(view: &View, play: Action) -> Option<(String, TileSet)> {
    let Action::Play { at, .. } = play else { return None };
    let mut after = view.hand().clone();
    after.apply_into(view.seat(), play, &mut Events::new()).ok()?;
    let layout = after.layout()?;
    let req = layout.req(at);
    if !matches!(req.fit, crate::games::nos::layout::Fit::Matador(_)) || req.tiles.is_empty() {
        return None;
    }
    let need = crate::games::nos::words::accepts(layout, at);
    let need = if need.starts_with("needs ") { need } else { "takes only a matador".to_string() };
    Some((need, req.tiles))
}

/// A Nos reason `base` for `acts`, with what the history shows of the next seat: a
/// play that leaves a number open which the next seat drew or passed on (holding none
/// of the unseen tiles with it then) says so.
fn history(view: &View, history: &[(Seat, Action)], base: String, acts: &[Action]) -> String {
    let [Action::Play { open, .. }] = acts else { return base };
    let h = view.hand();
    let seat = view.seat();
    let n = h.seats();
    let Some(next) = (1..n).map(|k| Seat((seat.0 + k) % n)).find(|&s| h.hand_len(s) > 0) else { return base };
    let theirs = view.unseen().inter(TileSet::with(*open));
    let Some(clues) = crate::games::nos::ai::infer::read(view, history) else { return base };
    let how = clues.clues.iter().rev().find(|c| {
        c.seat == next && c.most == 0 && matches!(c.why, Why::Draw | Why::Pass) && theirs.inter(c.tiles) == theirs
    });
    match how.map(|c| c.why) {
        _ if theirs.is_empty() => base,
        Some(Why::Pass) => format!("{base}; the next seat passed on {open}s"),
        Some(_) => format!("{base}; the next seat drew on {open}s"),
        None => base,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn on_set_each_choice_has_a_reason_of_its_own_from_what_its_game_makes_of_the_hand() {
        // Every choice the advisor lists, on a double and on a set tile that is not
        // one, and before the set: no two give the same reason, even with the same
        // chance of nos.
        use crate::games::nos::ai::advisor::on_set_view;
        use crate::games::nos::ai::choices;
        let own = |s: &str| s.split(',').map(|t| t.parse().unwrap()).collect::<TileSet>();
        for (players, hand, set) in
            [(3, "6-6,6-1,2-5,6-3,0-4", Some((6, 6))), (4, "3-2,6-2,3-0,1-0", Some((5, 3))), (5, "2-2,3-3,1-4", None)]
        {
            let view = on_set_view(players, own(hand), set).unwrap();
            let all = choices::of(view.hand());
            let why: Vec<String> = all.iter().map(|c| set_why(&view, c, 0.25, None)).collect();
            for (i, w) in why.iter().enumerate() {
                if let Some(j) = why[..i].iter().position(|o| o == w) {
                    panic!("{} and {} both say: {w}", all[j], all[i]);
                }
            }
        }
        // What fits at once, by the game's own rule and side.
        let view = on_set_view(3, own("6-6,6-1,2-5,6-3,0-4"), Some((6, 6))).unwrap();
        let say = |n: u8| {
            let c = choices::of(view.hand()).into_iter().find(|c| c.game.is_some_and(|g| g.number() == n)).unwrap();
            set_why(&view, &c, 0.25, Some(0.5))
        };
        assert!(say(1).starts_with("2 of your 4 tiles fit the 6-6 at once (ordinary): "), "{}", say(1));
        assert!(say(4).starts_with("2 of your 4 tiles fit the 6-6 at once (matador): "), "{}", say(4));
        assert!(say(4).contains("your 2 matadors are wild where matador"), "{}", say(4));
        assert!(say(3).contains("each arm then asks a double (you hold 0)"), "{}", say(3));
        assert!(say(2).starts_with("a tile on each of the 4 arms before any grows; 2 of your 4 tiles"), "{}", say(2));
        assert!(say(1).ends_with("nos in 25% of the deals, against 50% for choice 1"), "{}", say(1));
    }

    #[test]
    fn a_nos_play_says_when_the_next_seat_drew_on_the_number_it_leaves() {
        // Over played hands of Nos: at each play, the clause is said only when the
        // next seat drew or passed holding none of the unseen tiles with that number;
        // and it is said somewhere.
        use crate::games::nos::{Action as A, Hand as H, Options};
        let mut said = 0;
        for seed in 0..4 {
            let s = crate::games::nos::ai::session::play(4, 1, crate::core::Level::Normal, seed);
            let log = &s.logs()[0];
            let mut h = H::new(&log.deal, log.on_set, true, &[500; 4], Options::default()).unwrap();
            for (i, &(seat, act)) in log.actions.iter().enumerate() {
                let v = h.view(seat);
                for &a in v.legal().iter().filter(|a| matches!(a, A::Play { .. })) {
                    let w = history(&v, &log.actions[..i], "base".into(), &[a]);
                    let A::Play { open, .. } = a else { unreachable!() };
                    if w != "base" {
                        assert!(w.ends_with(&format!("on {open}s")), "{w}");
                        said += 1;
                    }
                }
                h.apply(seat, act).unwrap();
            }
        }
        assert!(said > 0);
    }

    #[test]
    fn under_a_matador_rule_a_play_counts_the_tiles_that_make_seven_with_the_end_it_leaves() {
        // Over random hands of the games whose ends go by the matador rule: a play
        // that leaves a 4 open under matador keeps the 3s and the matadors for it, not
        // the 4s; the reason says what the end needs and counts those tiles.
        use crate::games::nos::{deal, Hand as H, Options};
        let mut said = 0;
        for seed in 0..40u64 {
            let d = deal::deal(&mut crate::core::chance::dice(seed), 4);
            let mut h = H::new(&d, Seat(0), false, &[500; 4], Options::default()).unwrap();
            let mut step = 0;
            while let Some(seat) = h.to_act() {
                let v = h.view(seat);
                let legal: Vec<Action> = v.legal().iter().copied().collect();
                for &a in legal.iter().filter(|a| matches!(a, Action::Play { immediate: false, .. })) {
                    let Action::Play { touch, open, .. } = a else { unreachable!() };
                    let Some((need, fits)) = matador_end(&v, a) else { continue };
                    let w = base(&v, &[a]);
                    if touch == open || w.starts_with("sheds") {
                        continue;
                    }
                    assert!(!w.contains(&format!("with a {open}")), "{w}");
                    assert!(w.contains(&need), "{w}: {need}");
                    let played = crate::games::nos::SET.tile(touch, open).unwrap();
                    let keep = v.own().minus(TileSet::single(played)).inter(fits).len();
                    if keep > 0 {
                        assert!(w.contains(&format!("keeps {keep} tile")), "{w}: {keep}");
                    } else {
                        assert!(w.ends_with("you hold none for it"), "{w}");
                    }
                    said += 1;
                }
                // Announce a matador game where one may; else play on.
                let matador = legal.iter().copied().find(|a| match a {
                    Action::Announce(g) => h
                        .set_ends()
                        .and_then(|(x, y)| crate::games::nos::SET.tile(x, y))
                        .and_then(|t| g.plan(t).ok())
                        .is_some_and(|p| p.found.contains(&Rule::Matador)),
                    _ => false,
                });
                let a = matador.unwrap_or(legal[(seed as usize + step) % legal.len()]);
                h.apply(seat, a).unwrap();
                step += 1;
            }
        }
        assert!(said > 20, "{said}");
    }
}
