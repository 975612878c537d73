//! What a newcomer meets first, as the screen says it: Dominox's cursor never stranded
//! on a covered square, where the chosen tile fits and a key to go there, refusals in
//! a player's words without ruling numbers.

use crate::tui_common;
use nos::core::{Play, Seat};
use nos::games::dominox::{Action, Dominox};
use nos::tui::board::sit::DominoxSitting;
use nos::tui::kit::input::Msg;
use nos::tui::openers;
use nos::tui::table::seat::Kind;
use nos::tui::table::sitting::{OnTable, Sitting, TableInput};
use tui_common::*;

/// A hot-seat Dominox game played `moves` actions in, each the first legal one.
fn dominox_after(seed: u64, moves: usize) -> DominoxSitting {
    let mut s = DominoxSitting::new(names(2), vec![Kind::Human; 2], seed).unwrap();
    for _ in 0..moves {
        if s.match_over() {
            break;
        }
        // The last legal action rather than the first: the board fills from both ends.
        let last = s.choices().pop().expect("a choice").act;
        s.apply(&last).unwrap();
    }
    s
}

fn key(s: &mut DominoxSitting, k: char) -> OnTable {
    let m = match k {
        'h' => Msg::Left,
        'l' => Msg::Right,
        'k' => Msg::Up,
        'j' => Msg::Down,
        c => Msg::Char(c),
    };
    s.table_input(TableInput::Key(m))
}

fn cursor_free(s: &DominoxSitting) -> bool {
    s.game().board().number_at(s.pick().cursor).is_none()
}

fn fits_at_cursor(s: &DominoxSitting) -> bool {
    let g: &Dominox = s.game();
    let v = g.view(g.to_act().unwrap());
    s.pick().legal(&v)
}

#[test]
fn dominox_the_cursor_never_stands_on_a_covered_square() {
    for seed in 0..12 {
        for moves in [6, 14, 22, 30] {
            let mut s = dominox_after(seed, moves);
            if s.match_over() {
                continue;
            }
            assert!(cursor_free(&s), "seed {seed}, {moves} moves: after the deal's settle");
            for k in "hhhhhhhhjjjjjjjjllllllllkkkkkkkk]r]r[jh]lk2l3k".chars() {
                key(&mut s, k);
                assert!(cursor_free(&s), "seed {seed}, {moves} moves, after {k}: on a covered square");
            }
        }
    }
}

#[test]
fn dominox_a_tile_that_fits_elsewhere_says_in_how_many_places_and_n_goes_there() {
    let mut seen = 0;
    for seed in 0..20 {
        let mut s = dominox_after(seed, 24);
        if s.match_over() {
            continue;
        }
        // Each tile in turn, the cursor swept over the board: wherever the chosen tile
        // does not fit but fits elsewhere, the status says so, and `n` goes there.
        for k in "]hjhjhj]lklklk]hhjj]llkk".chars() {
            let said = key(&mut s, k);
            let g = s.game();
            let seat = g.to_act().unwrap();
            let v = g.view(seat);
            let lies = s.pick().lies(&v);
            if fits_at_cursor(&s) || lies.is_empty() {
                assert!(!matches!(&said, OnTable::Say(w) if w.contains("fits in")), "{said:?}");
                continue;
            }
            let OnTable::Say(w) = said else { panic!("seed {seed}: nothing said of {:?}", s.pick()) };
            let tile = s.pick().tile(&v).unwrap();
            let n = g.legal().iter().filter(|a| matches!(a, Action::Place(p) if p.tile() == tile)).count();
            let places = if n == 1 { "1 place".to_string() } else { format!("{n} places") };
            assert_eq!(w, format!("{tile} does not fit here; it fits in {places}: n goes to the next"));
            key(&mut s, 'n');
            assert!(fits_at_cursor(&s), "seed {seed}: n did not go to a place that fits");
            // And n again goes on, round the places, never off them.
            for _ in 0..n + 1 {
                key(&mut s, 'n');
                assert!(fits_at_cursor(&s));
            }
            seen += 1;
        }
    }
    assert!(seen > 10, "only {seen} tiles that fit elsewhere");
}

#[test]
fn dominox_a_refusal_names_the_tile_as_the_line_above_it_and_cites_no_ruling_number() {
    // A game far enough in that some lie at the cursor touches a tile unmatched.
    for seed in 0..30 {
        let mut s = dominox_after(seed, 16);
        if s.match_over() {
            continue;
        }
        for k in "rhrhrjrjrlrlrkrk]r]r]r".chars() {
            key(&mut s, k);
            if fits_at_cursor(&s) {
                continue;
            }
            let before = s.game().clone();
            let OnTable::Say(why) = s.table_input(TableInput::Key(Msg::Enter)) else { continue };
            assert_eq!(s.game(), &before, "a refusal changes nothing");
            assert!(!why.contains('#'), "{why}");
            if why.contains("must touch") || why.contains("one of them") {
                let v = s.game().view(s.game().to_act().unwrap());
                let pl = s.pick().placement(&v).unwrap();
                // "3-1 on c3 c4: the 1 on c4 touches a 3 on c5: equal numbers must touch"
                assert!(why.starts_with(&format!("{pl}: the ")), "{why}");
                assert!(why.contains(" touches a "), "{why}");
                return;
            }
        }
    }
    panic!("no unmatched lie found");
}

#[test]
fn dominox_a_drawn_game_says_so_without_a_ruling_number() {
    let g = Dominox::seeded(3);
    let lines = nos::tui::board::table::summary(&g, &names(2), Some(Seat(0)));
    assert!(lines.iter().all(|l| !l.contains('#')), "{lines:?}");
}

// The parlour's line games.

use nos::core::Level;
use nos::tui::app::{App, Screen};
use nos::tui::kit::words::LineKind;
use nos::tui::line::sit::LineSitting;
use nos::tui::table::screen::{SitScreen, Stage};
use std::time::{Duration, Instant};

/// Nine players' names, for the games of up to nine.
fn seats(n: usize) -> Vec<String> {
    ["Ann", "Bas", "Cor", "Dirk", "Eva", "Fay", "Gijs", "Hans", "Ina"][..n].iter().map(|s| s.to_string()).collect()
}

/// Ann (seat 0) plays in person, the others are computers.
fn against_computers(id: &str, n: usize, seed: u64) -> App {
    let mut kinds = vec![Kind::Computer(Level::Easy); n];
    kinds[0] = Kind::Human;
    let mut a = still(Screen::Offer);
    a.sit(openers::opener(id).unwrap().start(id, seats(n), kinds, seed, &Default::default()).unwrap());
    a
}

fn sit_screen(a: &App) -> &SitScreen {
    match &a.screen {
        Screen::Sitting(t) => t,
        _ => panic!("not at the table"),
    }
}

/// The key that plays on for the person at the table: a tile that fits, a place for
/// it, a draw or a pass; `None` when the hand is over or nobody human acts.
fn robot(a: &App) -> Option<Msg> {
    let t = sit_screen(a);
    match t.stage {
        Stage::HandOver(_) => {
            // The player waits out the hand-over's second, then takes the keyboard.
            wait_out(a);
            Some(Msg::Enter)
        }
        Stage::Summary | Stage::Over => None,
        Stage::Play if t.due.is_some() => None,
        Stage::Play if t.place.is_some() => Some(Msg::Enter),
        Stage::Play => {
            let c = t.sit.choices();
            let tiles = t.hand_tiles();
            match tiles.iter().position(|x| c.iter().any(|c| c.tile == Some(*x))) {
                Some(i) if i != t.cursor => Some(Msg::Right),
                Some(_) => Some(Msg::Enter),
                None => c.iter().find_map(|c| c.key).map(Msg::Char),
            }
        }
    }
}

/// Plays on (the computers by the clock) until the hand is over; `each` sees every step.
fn play_out(a: &mut App, mut each: impl FnMut(&mut App)) {
    for _ in 0..3000 {
        each(a);
        let t = sit_screen(a);
        if matches!(t.stage, Stage::Summary | Stage::Over) {
            return;
        }
        if t.due.is_some() {
            a.tick(Instant::now() + Duration::from_secs(3600));
            continue;
        }
        match robot(a) {
            Some(m) => a.update(m),
            None => return,
        }
    }
    panic!("the hand did not end");
}

#[test]
fn every_game_offers_no_two_choices_alike() {
    for id in ["block-hoyle", "bergen", "matador", "sebastopol", "partnership-block", "draw-2", "sniff", "tiddly-wink"]
    {
        let n = match id {
            "sebastopol" | "partnership-block" => 4,
            "tiddly-wink" => 6,
            _ => 3.min(if id == "draw-2" { 2 } else { 3 }),
        };
        for seed in 0..6 {
            let mut kinds = vec![Kind::Human; n];
            kinds[0] = Kind::Human;
            let mut g = LineSitting::new(id, seats(n), kinds, seed).unwrap();
            while !g.hand_over() {
                let c = g.choices();
                let mut labels: Vec<&str> = c.iter().map(|c| c.label.as_str()).collect();
                labels.sort_unstable();
                let before = labels.len();
                labels.dedup();
                assert_eq!(labels.len(), before, "{id}, seed {seed}: two choices alike: {c:?}");
                let i = (seed as usize + g.log().len()) % c.len();
                g.apply(&c[i].act).unwrap();
            }
        }
    }
}

#[test]
fn a_set_double_offers_a_tile_once_not_once_for_each_side() {
    // Block-hoyle: the highest double sets; the next seat's tile that matches it goes
    // on either side alike, and is offered once.
    let found = (0..40).any(|seed| {
        let mut g = LineSitting::new("block-hoyle", seats(2), vec![Kind::Human; 2], seed).unwrap();
        g.apply(&g.choices()[0].act.clone()).unwrap();
        let c = g.choices();
        let tiles: Vec<_> = c.iter().filter_map(|c| c.tile).collect();
        !tiles.is_empty() && tiles.iter().all(|t| tiles.iter().filter(|u| *u == t).count() == 1)
    });
    assert!(found);
}

#[test]
fn matador_where_says_which_number_stays_open() {
    // A matador (or a tile fitting two ends) offers its places, each naming the
    // number it leaves open.
    for seed in 0..200 {
        let mut a = against_computers("matador", 2, seed);
        for _ in 0..400 {
            let t = sit_screen(&a);
            if t.stage != Stage::Play {
                break;
            }
            if t.due.is_some() {
                a.tick(Instant::now() + Duration::from_secs(3600));
                continue;
            }
            let c = t.sit.choices();
            let tiles = t.hand_tiles();
            let many = tiles.iter().position(|x| c.iter().filter(|c| c.tile == Some(*x)).count() > 1);
            if let Some(i) = many {
                while sit_screen(&a).cursor != i {
                    a.update(Msg::Right);
                }
                press(&mut a, Msg::Enter);
                let s = screen(&mut a, 80, 24);
                assert!(s.contains("Where?"), "{s}");
                assert!(s.contains(", leaves "), "{s}");
                insta::assert_snapshot!("matador_where_80x24", s);
                return;
            }
            match robot(&a) {
                Some(m) => a.update(m),
                None => break,
            }
        }
    }
    panic!("no tile with two places");
}

#[test]
fn the_log_tells_how_a_hand_ended_before_what_it_scored() {
    for (id, n) in [("block-hoyle", 3), ("draw-2", 2), ("bergen", 2), ("sniff", 2), ("partnership-block", 4)] {
        for seed in 0..4 {
            let mut a = against_computers(id, n, seed);
            play_out(&mut a, |_| {});
            let log = sit_screen(&a).sit.log().to_vec();
            let end = log.iter().rposition(|(_, l)| l.kind == LineKind::End).unwrap();
            let award = log
                .iter()
                .rposition(|(_, l)| l.text.starts_with("out: ") || l.text.starts_with("lowest count in a block: "));
            if let Some(w) = award {
                assert!(end < w, "{id}, seed {seed}: the score before its reason: {log:?}");
            }
        }
    }
}

#[test]
fn tiddly_wink_says_when_a_turn_ends_after_a_double() {
    let mut said = 0;
    for seed in 0..30 {
        let mut g = LineSitting::new("tiddly-wink", seats(6), vec![Kind::Human; 6], seed).unwrap();
        while !g.hand_over() {
            // Plays before ending the turn: the second play after a double is taken.
            let c = g.choices();
            let i = c.iter().position(|c| c.tile.is_some()).unwrap_or(0);
            g.apply(&c[i].act).unwrap();
        }
        said += g.log().iter().filter(|(_, l)| l.text.contains("'s turn ends with the second play")).count();
    }
    assert!(said > 0, "no second play in 30 hands");
}

#[test]
fn tiddly_wink_counts_chips_and_quits_a_session() {
    let mut a = against_computers("tiddly-wink", 6, 3);
    let s = screen(&mut a, 80, 24);
    assert!(s.contains("Seats: tiles, chips"), "{s}");
    a.update(Msg::Char('q'));
    let s = screen(&mut a, 80, 24);
    assert!(s.contains("end the session here"), "{s}");
}

#[test]
fn after_the_draws_find_a_tile_the_cannot_play_sentence_goes() {
    let mut checked = 0;
    for seed in 0..20 {
        for id in ["matador", "draw-2", "bergen"] {
            let mut a = against_computers(id, 2, seed);
            play_out(&mut a, |a| {
                let t = sit_screen(a);
                if t.choosing() {
                    let st = t.status.clone().unwrap_or_default();
                    assert!(!st.starts_with("Ann cannot play"), "{id}, seed {seed}: {st}");
                    checked += 1;
                }
            });
        }
    }
    assert!(checked > 20);
}

#[test]
fn a_hand_ended_by_a_computer_shows_the_table_before_the_count() {
    for seed in 0..40 {
        let mut a = against_computers("block-hoyle", 4, seed);
        play_out(&mut a, |_| {});
        if !sit_screen(&a).glance {
            continue;
        }
        let s = screen(&mut a, 80, 24);
        assert!(!s.contains("Hand 1 is over"), "{s}");
        assert!(s.contains("Enter for the count"), "{s}");
        insta::assert_snapshot!("hand_ended_by_a_computer_80x24", s);
        press(&mut a, Msg::Enter);
        let s = screen(&mut a, 80, 24);
        assert!(s.contains("Hand 1 is over"), "{s}");
        insta::assert_snapshot!("hand_ended_by_a_computer_count_80x24", s);
        return;
    }
    panic!("no hand ended by a computer");
}

#[test]
fn a_play_against_the_computer_can_be_taken_back_until_the_computer_acts() {
    let mut a = against_computers("block-hoyle", 2, 4);
    assert!(sit_screen(&a).delay > Duration::ZERO);
    // Ann to play: the computer may have led.
    while sit_screen(&a).due.is_some() {
        a.tick(Instant::now() + Duration::from_secs(3600));
    }
    let before = sit_screen(&a).sit.record();
    let log = sit_screen(&a).sit.log().len();
    while sit_screen(&a).place.is_none() && sit_screen(&a).sit.log().len() == log {
        a.update(robot(&a).unwrap());
    }
    if sit_screen(&a).place.is_some() {
        press(&mut a, Msg::Enter);
    }
    assert!(sit_screen(&a).due.is_some(), "the computer's pause");
    let s = screen(&mut a, 80, 24);
    assert!(s.contains("u take back") && s.contains("u takes your play back"), "{s}");
    insta::assert_snapshot!("take_back_offered_80x24", s);
    a.update(Msg::Char('u'));
    let t = sit_screen(&a);
    assert_eq!(t.sit.record(), before, "the record keeps only the play that stands");
    assert_eq!(t.sit.log().len(), log);
    assert!(t.choosing() && t.undo.is_none());
    assert_eq!(t.status.as_deref(), Some("Ann's last play is taken back: play again"));
    // Played again and answered: the play stands.
    press(&mut a, Msg::Enter);
    if sit_screen(&a).place.is_some() {
        press(&mut a, Msg::Enter);
    }
    a.tick(Instant::now() + Duration::from_secs(3600));
    let after = sit_screen(&a).sit.record();
    a.update(Msg::Char('u'));
    assert_eq!(sit_screen(&a).sit.record(), after, "once the computer has acted, u does nothing");
}

#[test]
fn hot_seat_without_a_computer_offers_no_take_back() {
    let mut a = still(Screen::Offer);
    a.sit(Box::new(LineSitting::new("block-hoyle", seats(2), vec![Kind::Human; 2], 4).unwrap()));
    for _ in 0..6 {
        if let Some(m) = robot(&a) {
            a.update(m);
        }
        assert!(sit_screen(&a).undo.is_none());
    }
}

#[test]
fn help_says_what_the_program_scores() {
    let help = |id: &str, n: usize| {
        let g = LineSitting::new(id, seats(n), vec![Kind::Human; n], 1).unwrap();
        g.help().join("\n")
    };
    let p = help("partnership-block", 4);
    assert!(p.contains("scores the opponents' pips"), "{p}");
    assert!(!p.contains("the pips the others hold"), "{p}");
    let s = help("sniff", 2);
    assert!(s.contains("rounded to the nearest 5") && s.contains("long side of the sniff counts 0"), "{s}");
    assert!(s.contains("the moment he reaches it"), "{s}");
    let b = help("bergen", 2);
    assert!(b.contains("scores 1 point") && b.contains("the moment he reaches it"), "{b}");
    let t = help("tiddly-wink", 6);
    assert!(t.contains("seats tied lowest share it"), "{t}");
    for (id, n) in [("partnership-block", 4), ("sniff", 2)] {
        let mut a = still(Screen::Offer);
        a.sit(Box::new(LineSitting::new(id, seats(n), vec![Kind::Human; n], 1).unwrap()));
        press(&mut a, Msg::Enter);
        a.update(Msg::Char('?'));
        let s = screen(&mut a, 80, 24);
        assert!(s.contains("Press any key to close this help."), "{id}: the help is cut:\n{s}");
        insta::assert_snapshot!(format!("help_{id}_80x24"), s);
    }
}

#[test]
fn sniff_explains_its_counts_and_its_lays() {
    let (mut double, mut side, mut lays) = (false, false, false);
    for seed in 0..60 {
        let mut g = LineSitting::new("sniff", seats(2), vec![Kind::Human; 2], seed).unwrap();
        while !g.hand_over() {
            let c = g.choices();
            lays |= c.iter().any(|c| c.label.contains("sniff cross: across, its two ends count at N and S"))
                && c.iter().any(|c| c.label.contains("sniff end: along the line, its far end counts"));
            let mut a = still(Screen::Offer);
            a.sit(g.boxed());
            press(&mut a, Msg::Enter);
            let s = screen(&mut a, 80, 24);
            double |= s.contains(": a double)");
            side |= s.contains("(counts 0: empty side)");
            let i = c.iter().position(|c| c.tile.is_some()).unwrap_or(0);
            g.apply(&c[i].act).unwrap();
        }
        if double && side && lays {
            return;
        }
    }
    panic!("double {double}, long side {side}, lays {lays}");
}

// Nos.

use nos::games::nos::Phase;
use nos::record::played::Game;

#[test]
fn nos_a_play_against_the_computer_can_be_taken_back_in_casual_play_only() {
    let kinds = vec![Kind::Human, Kind::Computer(Level::Easy), Kind::Computer(Level::Easy)];
    for strict in [false, true] {
        let options = nos::games::nos::Options { strict, ..Default::default() };
        let mut a = app_of(Game::with_options(names(3), kinds.clone(), 7, options));
        let mut taken = 0;
        for _ in 0..3000 {
            let Some(m) = tui_common::robot(&a) else { break };
            let before = format!("{:?}", a.nos().game_at().unwrap().record());
            let offered = a.nos().undo();
            a.update(m);
            if a.nos().undo() && !offered {
                assert!(!strict, "strict club mode takes nothing back");
                let s = screen(&mut a, 80, 24);
                assert!(s.contains("u take back"), "{s}");
                a.update(Msg::Char('u'));
                let g = a.nos().game_at().unwrap();
                assert_eq!(format!("{:?}", g.record()), before, "the record keeps only the play that stands");
                assert_eq!(g.hand().to_act(), Some(Seat(0)));
                assert!(matches!(g.hand().phase(), Phase::Turn { .. }));
                assert_eq!(a.nos().status().as_deref(), Some("Ann's last play is taken back: play again"));
                taken += 1;
                if taken == 3 {
                    break;
                }
            }
        }
        assert_eq!(taken > 0, !strict, "strict {strict}: {taken} plays taken back");
    }
}

#[test]
fn nos_help_leads_to_the_rules_in_brief_and_the_17_games() {
    let mut a = app_of(Game::new(names(4), vec![Kind::Human; 4], 7));
    press(&mut a, Msg::Char('?'));
    assert!(screen(&mut a, 80, 24).contains("r: Nos in brief"));
    a.update(Msg::Char('r'));
    let s = screen(&mut a, 80, 24);
    for w in [
        "SET: ",
        "ANNOUNCE: ",
        "DECLARE: ",
        "\"I wait\"",
        "TURN: ",
        "by choice",
        "NOS: ",
        "I CLOSE: ",
        "END: ",
        "SETTLE",
        "side pot",
        "r: the 17 games",
    ] {
        assert!(s.contains(w), "{w}:\n{s}");
    }
    insta::assert_snapshot!("nos_brief_rules_80x24", s);
    // The 17 games over two pages, each with its line from the announce list.
    a.update(Msg::Char('r'));
    let first = screen(&mut a, 80, 24);
    insta::assert_snapshot!("nos_brief_games_80x24", first);
    a.update(Msg::Char('r'));
    let second = screen(&mut a, 80, 24);
    assert!(second.contains("Any key closes."), "{second}");
    insta::assert_snapshot!("nos_brief_games_9_to_17_80x24", second);
    let both = format!("{first}{second}");
    for n in 1..=17 {
        assert!(both.contains(&format!("{n:>2} ")), "game {n}:\n{both}");
    }
    // The first words of each game's line from the announce list, beside its name.
    for n in [1u8, 4, 12, 13] {
        let line = nos::tui::nos::announce::description(n);
        assert!(both.contains(line), "game {n}: {line}\n{both}");
    }
    a.update(Msg::Char('r'));
    assert_eq!(a.nos().popup(), None);
}

#[test]
fn dominox_a_placement_that_drew_cannot_be_taken_back() {
    // Taken back, it would tell the seat which tile it draws next.
    let mut a = still(Screen::Offer);
    let kinds = vec![Kind::Human, Kind::Computer(Level::Easy)];
    let seed = (0..).find(|&s| Dominox::seeded(s).turn() == Seat(0)).unwrap();
    a.sit(Box::new(DominoxSitting::new(names(2), kinds, seed).unwrap()));
    press(&mut a, Msg::Enter);
    let t = sit_screen(&a);
    assert!(t.sit.log().iter().any(|(_, l)| l.text == "Ann draws a tile"));
    assert!(t.undo.is_none());
    assert!(!screen(&mut a, 80, 24).contains("take back"));
}

/// Sebastopol for four, Ann in person and the others the program's computer players,
/// played on (Ann taking her first tile that fits) until each of the four arms from
/// the 6-6 holds at least `least` tiles, W at least `west`, and Ann is to choose.
fn sebastopol_grown(least: u8, west: u8) -> LineSitting {
    use nos::core::pos::Pos;
    let grown = |g: &LineSitting| {
        let a = g.game().hand().arms();
        Pos::ALL.iter().all(|&p| a.arm(p).len >= least) && a.arm(Pos::W).len >= west
    };
    for seed in 0..300 {
        let mut kinds = vec![Kind::Computer(Level::Easy); 4];
        kinds[0] = Kind::Human;
        let mut g = LineSitting::new("sebastopol", seats(4), kinds, seed).unwrap();
        while !g.hand_over() {
            let c = g.choices();
            if g.to_act() == Some(Seat(0)) && !c.iter().any(|c| c.forced) && grown(&g) {
                return g;
            }
            let a = g.computer().unwrap_or_else(|| {
                let i = c.iter().position(|c| c.tile.is_some()).unwrap_or(0);
                c[i].act.clone()
            });
            g.apply(&a).unwrap();
        }
    }
    panic!("no Sebastopol hand grew four arms");
}

#[test]
fn sebastopol_four_grown_arms_read_from_the_set_double() {
    for (w, h) in [(80, 24), (100, 30)] {
        let mut a = still(Screen::Offer);
        a.sit(Box::new(sebastopol_grown(2, 4)));
        let s = screen(&mut a, w, h);
        assert!(s.contains("four arms from the set double"), "{s}");
        insta::assert_snapshot!(format!("sebastopol_four_arms_{w}x{h}"), s);
    }
}

/// Issue 15, item 3: beside every question the Nos table asks a seat, one line says
/// what the answer means ("I close", "I wait", declaring, a double at once, the set),
/// short enough for 80 columns; walked over many seeded hands of random legal play.
#[test]
fn nos_every_question_has_a_line_saying_what_it_means() {
    use nos::games::nos::explain::explain;
    use nos::games::nos::{Action, Phase};
    use nos::record::played::Game;
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..60u64 {
        let n = 3 + (seed % 3) as usize;
        let mut g = Game::new(names(n), vec![Kind::Human; n], seed);
        let mut step = seed;
        while let Some(seat) = g.hand().to_act() {
            let h = g.hand();
            let why = explain(h, seat, false);
            if let Some(w) = &why {
                assert!(w.chars().count() <= 78, "seed {seed}: {w:?} is wider than the panel at 80 columns");
            }
            let legal = h.legal().to_vec();
            let want = match h.phase() {
                Phase::AfterPlay { .. } => Some("I close"),
                Phase::Turn { .. } if legal.contains(&Action::Wait) => Some("I wait"),
                Phase::Turn { .. } if legal.iter().any(|a| matches!(a, Action::Play { .. })) => Some("close"),
                Phase::Turn { .. } if legal.contains(&Action::Draw) => Some("Draw"),
                Phase::Declare { .. } => Some("Declaring"),
                Phase::Immediate { .. } if legal.len() > 1 => Some("At once"),
                Phase::Set { .. } => Some("set"),
                _ => None,
            };
            if let Some(want) = want {
                let w = why.unwrap_or_default();
                assert!(w.contains(want), "seed {seed}, {:?}: {w:?} does not say {want:?}", h.phase());
                seen.insert(want);
            }
            step = step.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let a = legal[(step >> 33) as usize % legal.len()];
            g.apply(a).unwrap();
        }
    }
    for want in ["I close", "close", "Draw", "Declaring", "At once", "set"] {
        assert!(seen.contains(want), "no hand met the question explained by {want:?}");
    }
}

#[test]
fn nos_u_takes_a_play_back_the_moment_the_screen_offers_it() {
    // A newcomer pressed `u` as "Bas (computer) is thinking… u takes your play back"
    // came into sight, and nothing happened: the calm after the turn passing by itself
    // dropped it. Taking back one's own play is no decision on the new screen.
    let kinds = vec![Kind::Human, Kind::Computer(Level::Easy), Kind::Computer(Level::Easy)];
    let mut a = app_of(Game::new(names(3), kinds, 7));
    let later = || std::time::Instant::now() + std::time::Duration::from_secs(3600);
    for _ in 0..3000 {
        let offered = a.nos().undo();
        let Some(m) = tui_common::robot(&a) else { break };
        a.update(m);
        if !a.nos().undo() || offered {
            continue;
        }
        // Ann's moment to say "I close" passes by itself: a step made by the table.
        while matches!(a.nos().game_at().unwrap().hand().phase(), Phase::AfterPlay { .. }) {
            screen(&mut a, 80, 24);
            a.drawn(a.clock.now());
            a.tick(later());
        }
        // The frame that shows it: the calm counts from here.
        let s = screen(&mut a, 80, 24);
        a.drawn(a.clock.now());
        if !a.nos().undo() || !s.contains("u takes your play back") {
            continue;
        }
        // At once, within the calm: taken back all the same.
        a.update(Msg::Char('u'));
        assert_eq!(a.nos().status().as_deref(), Some("Ann's last play is taken back: play again"), "{s}");
        return;
    }
    panic!("no play was offered for taking back");
}

#[test]
fn nos_up_and_down_go_from_one_tile_that_fits_to_the_next() {
    // A newcomer walked ←→ over tiles that cannot be played (4 to 9 keys with 13 tiles).
    let kinds = vec![Kind::Human, Kind::Computer(Level::Easy), Kind::Computer(Level::Easy)];
    for seed in 0..40 {
        let mut a = app_of(Game::new(names(3), kinds.clone(), seed));
        for _ in 0..400 {
            let tiles = a.nos().hand_tiles();
            let fits: Vec<usize> = (0..tiles.len()).filter(|&i| !a.nos().options(tiles[i]).is_empty()).collect();
            let gap = fits.windows(2).any(|w| w[1] > w[0] + 1);
            let choosing = a.nos().shown_seat() == Some(Seat(0)) && a.nos().due().is_none();
            if choosing
                && fits.len() >= 2
                && gap
                && matches!(a.nos().game_at().unwrap().hand().phase(), Phase::Turn { .. })
            {
                let at = |a: &App| a.table().unwrap().cursor;
                assert_eq!(at(&a), fits[0], "the cursor opens on the first tile that fits");
                for &want in fits[1..].iter().chain([&fits[0]]) {
                    a.update(Msg::Down);
                    assert_eq!(at(&a), want, "seed {seed}: ↓ to the next tile that fits");
                }
                a.update(Msg::Up);
                assert_eq!(at(&a), *fits.last().unwrap(), "seed {seed}: ↑ back round to the last");
                // ←→ still reach a tile that does not fit.
                a.update(Msg::Home);
                assert_eq!(at(&a), 0);
                return;
            }
            let Some(m) = tui_common::robot(&a) else { break };
            a.update(m);
        }
    }
    panic!("no hand with tiles that fit apart");
}

#[test]
fn nos_a_games_number_typed_in_the_list_takes_the_cursor_to_it() {
    // The list numbers its games and the log names them by number: a newcomer typed
    // "2" and nothing happened; game 10 took 9 presses of ↓.
    use nos::games::nos::games::Game as G;
    use nos::tui::front::Pick;
    let mut a = app_of(Game::new(names(3), vec![Kind::Human; 3], 7));
    for _ in 0..50 {
        if matches!(a.nos().pick(), Pick::Games { .. }) {
            break;
        }
        let Some(m) = tui_common::robot(&a) else { break };
        a.update(m);
    }
    let nums = |a: &App| nos::tui::nos::announce::numbers(&a.nos().game_at().unwrap().hand().legal());
    let on = |a: &App| match a.nos().pick() {
        Pick::Games { cursor } => nums(a)[cursor],
        other => panic!("not the list of games: {other:?}"),
    };
    assert!(nums(&a).contains(&10) && nums(&a).contains(&4), "{:?}", nums(&a));
    for (keys, want) in [("10", 10), ("4", 4), ("1", 1)] {
        for c in keys.chars() {
            a.update(Msg::Char(c));
        }
        assert_eq!(on(&a), want, "typed {keys}");
    }
    a.update(Msg::Char('4'));
    assert_eq!(on(&a), 4, "a second digit that makes no game starts a number anew");
    a.update(Msg::Enter);
    assert_eq!(a.nos().game_at().unwrap().announced(), Some(G::Plain(4)));
}
