//! The one-line reason beside a hinted choice of a line game, from what the seat saw:
//! its own tiles, the open ends, and who passed or drew on which numbers (the
//! parlour's history, [`crate::games::parlour::history`], the same inference the strong player
//! deals by). Only public things and the seat's own tiles are read: the sample the
//! choice is applied to differs from the real hand only in tiles the seat cannot see,
//! and nothing of those is read here.

use crate::core::matching::Rule;
use crate::core::Seat;
use crate::core::TileSet;
use crate::games::parlour::history::Did;
use crate::games::parlour::{Action, Hand, View};

/// The reason for `a`, taken by the seat of `view` on `sample` (a full hand dealt as
/// the view allows).
pub fn line(view: &View, sample: &Hand, a: Action) -> String {
    let seat = view.seat();
    let mut g = sample.clone();
    let acc = view.rules().account(seat) as usize;
    let before = g.scores()[acc];
    let mut ev = crate::games::parlour::Events::new();
    let scored = g.apply_into(seat, a, &mut ev).map(|_| g.scores()[acc] - before).unwrap_or(0);
    let own = view.own();
    // A hand's score at its end counts hidden tiles: only a score made in play (the
    // same on every sample) is named.
    let over = g.is_over();
    let tile = a.tile().map_or(TileSet::EMPTY, TileSet::single);
    let (first, second, at) = match a {
        _ if over && own.minus(tile).is_empty() => return "goes out: the others' counts score".into(),
        _ if scored > 0 && !over => return format!("scores {scored} at once"),
        Action::Draw if view.legal().iter().any(|x| x.tile().is_some()) => {
            return "a draw before playing: a tile for later, no score now".into()
        }
        Action::Draw => return format!("nothing fits: draw ({} left to draw)", view.drawable()),
        Action::Pass => return "nothing fits, and nothing is left to draw".into(),
        Action::EndTurn => return "ends the turn".into(),
        Action::Lead { first, second, .. } => (first, second, None),
        Action::Play { at, touch, open, .. } => (touch, open, Some(at)),
    };
    let left = own.minus(tile);
    let unseen = view.unseen();
    // Every tile the ends take once it is down, and those of the end it opens.
    let fits = g.arms().playable();
    let end = at.map_or(fits, |p| g.arms().accepts(p));
    let others: Vec<Seat> = (0..view.rules().n).map(Seat).filter(|&s| s != seat && view.hand_len(s) > 0).collect();
    let shown = |s: Seat, t: TileSet| !t.is_empty() && t.inter(view.history().void(s).sure()) == t;
    let live = fits.inter(unseen);
    if left.inter(fits).is_empty() && others.iter().all(|&s| live.is_empty() || shown(s, live)) {
        return if live.is_empty() {
            format!("the last {second} out: blocks the line")
        } else {
            format!("blocks the line: no other seat can take a {second}, as it showed, and you hold none")
        };
    }
    // Under the matador rule the end left open takes the tiles that make seven with
    // it, and the matadors: those are what is kept for it, not the tiles showing it.
    if g.arms().rule() == Rule::Matador && at.is_some() {
        let keep = left.inter(end).len() as usize;
        let need = if second == 0 { "a matador".to_string() } else { format!("a {} or a matador", 7 - second) };
        return if keep > 0 {
            format!("leaves a {second} open, which needs {need}, and keeps {keep} tile{} for it", plural(keep))
        } else if first as u32 + second as u32 >= 9 {
            format!("sheds {} pips", first as u32 + second as u32)
        } else {
            format!("leaves a {second} open, which needs {need}; you hold none for it")
        };
    }
    let keep = left.iter().filter(|t| t.has(second)).count();
    let base = if keep > 0 {
        format!("keeps {keep} tile{} with a {second} for your next turn", plural(keep))
    } else if first as u32 + second as u32 >= 9 {
        format!("sheds {} pips", first as u32 + second as u32)
    } else {
        format!("leaves a {second} open; you hold no other {second}")
    };
    let theirs = end.inter(unseen);
    if theirs.is_empty() && !left.inter(end).is_empty() {
        return format!("{base}; no other {second} is left unseen: that end is yours");
    }
    // The seat after this one: what it showed it lacks, by a pass or a draw.
    // (Clockwise from the seat, not the sample's next to act: a sample may be blocked.)
    let next = others.iter().copied().min_by_key(|s| (s.0 + view.rules().n - seat.0) % view.rules().n);
    match next {
        Some(n) if shown(n, theirs) => {
            let did = view.history().knocks().iter().rev().find(|k| k.seat == n).map(|k| k.did);
            let how = if did == Some(Did::Drew) { "had to draw" } else { "passed" };
            format!("{base}; the next seat {how} on {second}s")
        }
        _ => base,
    }
}

/// The `s` of a count's noun (`1 tile`, `2 tiles`).
pub(super) fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Pos;

    /// The block lesson's table: Bas passed on a 6 (W) and a 2 (E); Ann holds 6-2,
    /// 6-4 and 0-3.
    fn planted() -> View {
        let rec = crate::record::parlour::parse(include_bytes!("../learn/deals/table/block.json")).unwrap();
        let (_, m) = crate::record::parlour::replay::replay_line(&rec).unwrap();
        View::of(m.hand(), Seat(0))
    }

    fn why(v: &View, a: Action) -> String {
        let sample = v.sample(&mut crate::core::chance::dice(3));
        line(v, &sample, a)
    }

    fn play(at: Pos, touch: u8, open: u8) -> Action {
        Action::Play { at, touch, open, lay: None }
    }

    #[test]
    fn a_play_that_leaves_only_numbers_the_others_passed_on_blocks_the_line() {
        let v = planted();
        // The 6-2 on the 6 leaves 2 and 2: Bas passed on 2s, Ann holds no other 2.
        assert_eq!(
            why(&v, play(Pos::W, 6, 2)),
            "blocks the line: no other seat can take a 2, as it showed, and you hold none"
        );
    }

    #[test]
    fn a_play_that_keeps_a_number_the_next_seat_passed_on_says_so() {
        let v = planted();
        // The 6-2 on the 2 leaves 6 and 6: Ann keeps the 6-4, Bas passed on 6s.
        assert_eq!(why(&v, play(Pos::E, 2, 6)), "keeps 1 tile with a 6 for your next turn; the next seat passed on 6s");
    }

    #[test]
    fn a_play_that_opens_a_number_nobody_showed_to_lack_gives_the_tile_counts_only() {
        let v = planted();
        assert_eq!(why(&v, play(Pos::W, 6, 4)), "sheds 10 pips");
    }

    #[test]
    fn the_reasons_read_nothing_hidden_and_every_passed_on_is_true() {
        // Over random hands of three games: the reason is the same whichever way the
        // unseen tiles lie, and "the next seat passed on Ns" only when it did.
        use crate::games::parlour::{preset, Match, Rules};
        let (mut checked, mut said) = (0, std::collections::BTreeSet::new());
        for (id, n) in [("block-hoyle", 3), ("draw-hoyle", 2), ("block-scarne", 4)] {
            let rules = Rules::new(preset(id).unwrap(), n, &crate::games::parlour::Options::new()).unwrap();
            for seed in 0..6 {
                let mut dice = crate::core::chance::dice(seed);
                let (m, _) = Match::random(rules, &mut dice);
                let mut h = m.hand().clone();
                while let Some(seat) = h.to_act() {
                    let v = View::of(&h, seat);
                    let legal: Vec<Action> = v.legal().iter().copied().collect();
                    for &a in &legal {
                        let one = why(&v, a);
                        let other = line(&v, &v.sample(&mut crate::core::chance::dice(seed + 99)), a);
                        assert_eq!(one, other, "{id} seed {seed}: {a}");
                        for k in ["the next seat", "blocks the line", "that end is yours"] {
                            if one.contains(k) {
                                said.insert(k);
                            }
                        }
                        if one.contains("passed on") {
                            assert!(v.history().knocks().iter().any(|k| k.did == Did::Passed), "{one}");
                        }
                        checked += 1;
                    }
                    let a = legal[seed as usize % legal.len()];
                    h.apply_into(seat, a, &mut crate::games::parlour::Events::new()).unwrap();
                }
            }
        }
        assert!(checked > 100, "{checked}");
        // The history does show in the words.
        assert!(said.contains("the next seat") && said.contains("blocks the line"), "{said:?}");
    }

    #[test]
    fn under_matador_a_play_keeps_the_tiles_that_make_seven_with_the_end_it_leaves() {
        // Matador's hands played at random: a play that leaves an end open never
        // counts the tiles showing its number, but those that make seven with it and
        // the matadors, as many as the seat holds.
        use crate::games::parlour::{preset, Match, Rules};
        let rules = Rules::new(preset("matador").unwrap(), 2, &crate::games::parlour::Options::new()).unwrap();
        let mut said = 0;
        for seed in 0..20 {
            let (m, _) = Match::random(rules, &mut crate::core::chance::dice(seed));
            let mut h = m.hand().clone();
            while let Some(seat) = h.to_act() {
                let v = View::of(&h, seat);
                let legal: Vec<Action> = v.legal().iter().copied().collect();
                for &a in &legal {
                    let Action::Play { at, touch, open, .. } = a else { continue };
                    let w = why(&v, a);
                    assert!(!w.contains(&format!("with a {open}")), "{w}");
                    if w.contains("and keeps") {
                        let mut after = h.clone();
                        after.apply_into(seat, a, &mut crate::games::parlour::Events::new()).unwrap();
                        let tile = crate::games::nos::SET.tile(touch, open).unwrap();
                        let keep = v.own().minus(TileSet::single(tile)).inter(after.arms().accepts(at)).len();
                        assert!(w.contains(&format!("keeps {keep} tile")), "{w}");
                        said += 1;
                    }
                }
                let a = legal[seed as usize % legal.len()];
                h.apply_into(seat, a, &mut crate::games::parlour::Events::new()).unwrap();
            }
        }
        assert!(said > 10, "{said}");
    }
}
