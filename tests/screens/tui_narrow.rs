//! At 80x24, where most terminals open: the table's end labels stand clear of the
//! tiles and the frame, and no number, cost or game's name is cut, on the header, the list of games
//! to announce, the advisor's rows, the count and a replay's analysis, for the games
//! with long names (11, 12 and 17). The checks are functions over the drawn buffer,
//! so that they hold for every frame they are given, not for one snapshot.

use crate::tui_common;

use nos::analyse::job::Runner;
use nos::core::{chance, Pos, Seat, Tile};
use nos::games::nos::games::{Axis, Condition, Game as G, Rule};
use nos::games::nos::words::short_game;
use nos::games::nos::{deal, Action, Options, Phase, Session};
use nos::record::played::Game;
use nos::tui::app::{App, Screen};
use nos::tui::kit::input::Msg;
use nos::tui::nos::announce::{description, menu_line};
use nos::tui::table::replay::SitViewer;
use nos::tui::table::seat::Kind;
use ratatui::buffer::Buffer;
use std::time::{Duration, Instant};
use tui_common::*;

/// The games with the longest names: 11, 12 (a line and a cross) and 17.
fn long_games() -> Vec<(Tile, G)> {
    let cond = Condition::Here(Pos::W);
    vec![
        (Tile::double(2), G::Conditions { rule: Rule::Matador, cond, change: true }),
        (Tile::double(3), G::VolapukLine { ordinary: Pos::E, first: Some((Pos::W, 4)) }),
        (Tile::double(4), G::VolapukCross { double: true, ordinary: Axis::NS }),
        (Tile::double(5), G::HereThenCross { double: true, here: Pos::N }),
    ]
}

/// The rows of a drawn screen.
fn rows(buf: &Buffer) -> Vec<String> {
    let a = buf.area;
    (0..a.height).map(|y| (0..a.width).map(|x| buf[(x, y)].symbol()).collect::<String>()).collect()
}

/// A text's words, one space between them: a line wrapped reads as it was.
fn flat(text: &str) -> String {
    text.replace(['│', '\u{a0}'], " ").split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The rows where something was cut: a word running into "…" (the cut's mark), other
/// than the words that end on it ("thinking…", "a moment…", "Waiting for Bas…").
fn cut(buf: &Buffer) -> Vec<String> {
    rows(buf)
        .into_iter()
        .filter(|r| {
            let chars: Vec<char> = r.chars().collect();
            let marks = chars.windows(2).filter(|w| w[1] == '…' && w[0] != ' ').count();
            let meant =
                r.matches("thinking…").count() + r.matches("moment…").count() + r.matches("Waiting for").count();
            marks > meant
        })
        .collect()
}

/// The table's box: its corners' columns and rows (left, top, right, bottom).
fn table_box(buf: &Buffer) -> Option<(u16, u16, u16, u16)> {
    let a = buf.area;
    for y in 0..a.height {
        for x in 0..a.width.saturating_sub(7) {
            let word: String = (x..x + 7).map(|x| buf[(x, y)].symbol()).collect();
            if word == "┌ Table" {
                let right = (x + 1..a.width).find(|&r| buf[(r, y)].symbol() == "┐")?;
                let bottom = (y + 1..a.height).find(|&b| buf[(x, b)].symbol() == "└")?;
                return Some((x, y, right, bottom));
            }
        }
    }
    None
}

/// Every end label on the table (a letter N, E, S or W, or the closed side's ×)
/// with a free cell on either side: no label touches a tile, a joint, another label
/// or the box's frame. The legend's rows under the table (` W needs a 3`) are
/// not the table. Gives the letters drawn, or the rows where one touches.
fn labels_clear(buf: &Buffer) -> Result<Vec<String>, String> {
    let Some((x0, y0, x1, y1)) = table_box(buf) else { return Ok(Vec::new()) };
    let mut seen = Vec::new();
    for y in y0 + 1..y1 {
        let inner: Vec<&str> = (x0 + 1..x1).map(|x| buf[(x, y)].symbol()).collect();
        let legend = inner.len() > 3
            && inner[0] == " "
            && ["N", "E", "S", "W", "×"].contains(&inner[1])
            && inner[2] == " "
            && inner[3].chars().all(|c| c.is_alphabetic());
        if legend {
            continue;
        }
        for x in x0 + 1..x1 {
            let sym = buf[(x, y)].symbol();
            if !["N", "E", "S", "W", "×"].contains(&sym) {
                continue;
            }
            // A blank cell either side: not a tile, a joint, another label or the frame.
            let clear = |c: u16| c != x0 && c != x1 && buf[(c, y)].symbol() == " ";
            if !(clear(x - 1) && clear(x + 1)) {
                let row: String = (x0..=x1).map(|x| buf[(x, y)].symbol()).collect();
                return Err(format!("the label {sym} touches a tile or the frame: {row}"));
            }
            seen.push(sym.to_string());
        }
    }
    Ok(seen)
}

/// The legend's letters: an open or closed end each.
fn legend(buf: &Buffer) -> Vec<String> {
    let Some((x0, y0, x1, y1)) = table_box(buf) else { return Vec::new() };
    (y0 + 1..y1)
        .filter_map(|y| {
            let inner: Vec<&str> = (x0 + 1..x1).map(|x| buf[(x, y)].symbol()).collect();
            let l = inner.len() > 3
                && inner[0] == " "
                && ["N", "E", "S", "W"].contains(&inner[1])
                && inner[2] == " "
                && inner[3].chars().all(|c| c.is_alphabetic());
            // A closed side's label is its ×.
            let closed = inner[3..].concat().starts_with("closed");
            l.then(|| if closed { "×".to_string() } else { inner[1].to_string() })
        })
        .collect()
}

/// The move that lays tiles soonest: a play not at once, else a "no", a draw or a pass.
fn lays(legal: &[Action]) -> Action {
    legal
        .iter()
        .copied()
        .find(|a| matches!(a, Action::Play { immediate: false, .. }))
        .or_else(|| legal.iter().copied().find(|a| matches!(a, Action::Decline | Action::Draw | Action::Pass)))
        .unwrap_or(legal[0])
}

/// A hand (not the first, so that any double may be set) where `double` is set and
/// `game` announced, the first play taken at every turn until `moves` tiles are down.
fn game_with_set(double: Tile, game: G, moves: usize) -> Option<Game> {
    for seed in 0..2_000u64 {
        let deal = deal::deal(&mut chance::dice(seed), 4);
        let Some(seat) = (0..4).find(|&i| deal.hands[i].contains(double)) else { continue };
        let session = Session::resume(deal, Seat(seat as u8), false, vec![500; 4], Options::default()).unwrap();
        let mut g = Game::from_session(names(4), vec![Kind::Human; 4], seed, session);
        g.apply(Action::Set { first: double.low(), second: double.high() }).unwrap();
        if g.apply(Action::Announce(game)).is_err() {
            continue;
        }
        let mut placed = 0;
        while placed < moves && !g.hand().is_over() {
            let a = lays(&g.hand().legal());
            placed += usize::from(matches!(a, Action::Play { .. }));
            g.apply(a).unwrap();
        }
        if let Phase::AfterPlay { .. } = g.hand().phase() {
            g.apply(Action::Decline).unwrap();
        }
        if placed >= moves && !g.hand().is_over() {
            return Some(g);
        }
    }
    None
}

/// The game's header row names it whole: in full, or in its shorter words, never cut.
fn header_names(buf: &Buffer, g: G) -> Result<(), String> {
    let top = rows(buf)[0].clone();
    let whole = g.describe();
    let ok = top.contains(&whole)
        || top.contains(&short_game(&whole))
        || top.trim_end().ends_with(&format!("game {}", g.number()));
    if ok && !top.contains('…') {
        Ok(())
    } else {
        Err(format!("the header cuts game {}: {top}", g.number()))
    }
}

#[test]
fn every_end_label_stands_clear_of_the_tiles_and_stays_on_the_table() {
    let mut games: Vec<(Tile, G)> = vec![
        (Tile::double(3), G::Plain(1)),
        (Tile::double(5), G::Plain(2)),
        (Tile::double(6), G::Plain(2)),
        (Tile::double(4), G::Plain(6)),
        (Tile::DOUBLE_BLANK, G::Plain(13)),
        (Tile::DOUBLE_BLANK, G::Plain(16)),
    ];
    games.extend(long_games());
    let (mut frames, mut missing) = (0, 0);
    for (double, game) in games {
        for moves in (1..=22).step_by(3) {
            let Some(g) = game_with_set(double, game, moves) else { break };
            let mut a = app_of(g);
            press(&mut a, Msg::Enter);
            for (w, h) in [(80, 24), (100, 30)] {
                let buf = draw(&mut a, w, h);
                let shown = labels_clear(&buf)
                    .unwrap_or_else(|e| panic!("game {game:?}, {moves} tiles, {w}x{h}: {e}\n{}", text(&buf)));
                // Each end in the legend has its label on the table.
                for l in legend(&buf) {
                    if !shown.contains(&l) {
                        missing += 1;
                        if std::env::var("SHOW").is_ok() {
                            eprintln!("{l} missing:\n{}", text(&buf));
                        }
                    }
                }
                frames += 1;
            }
        }
    }
    assert!(frames >= 100, "{frames} frames looked at");
    // An end whose label finds no free cell near it (a crowded corner) goes without;
    // the legend still names it. That is rare.
    assert!(missing * 50 <= frames, "{missing} labels left out in {frames} frames");
}

#[test]
fn the_header_and_the_count_never_cut_a_long_games_name() {
    for (double, game) in long_games() {
        let g = game_with_set(double, game, 3).unwrap_or_else(|| panic!("no hand of {game:?}"));
        let mut a = app_of(g);
        press(&mut a, Msg::Enter);
        for (w, h) in [(80, 24), (100, 30)] {
            let buf = draw(&mut a, w, h);
            header_names(&buf, game).unwrap();
            assert!(cut(&buf).is_empty(), "{game:?} at {w}x{h}:\n{}", text(&buf));
        }
        // The count of the hand, played to its end.
        let mut g = game_with_set(double, game, 3).unwrap();
        while !g.hand().is_over() {
            let legal = g.hand().legal();
            let a = legal.iter().copied().find(|a| matches!(a, Action::Play { .. })).unwrap_or(legal[0]);
            g.apply(a).unwrap();
        }
        let mut a = app_of(g);
        for (w, h) in [(80, 24), (100, 30)] {
            let buf = draw(&mut a, w, h);
            let s = text(&buf);
            assert!(s.contains("is over"), "the count is not shown:\n{s}");
            header_names(&buf, game).unwrap();
            assert!(cut(&buf).is_empty(), "the count of {game:?} at {w}x{h}:\n{s}");
        }
    }
}

/// The app at the list of games for the set `double`, on set with every game offered.
fn announcing(double: Tile) -> App {
    for seed in 0..2_000u64 {
        let deal = deal::deal(&mut chance::dice(seed), 4);
        let Some(seat) = (0..4).find(|&i| deal.hands[i].contains(double)) else { continue };
        let session = Session::resume(deal, Seat(seat as u8), false, vec![500; 4], Options::default()).unwrap();
        let mut g = Game::from_session(names(4), vec![Kind::Human; 4], seed, session);
        g.apply(Action::Set { first: double.low(), second: double.high() }).unwrap();
        if g.hand().phase() != Phase::Announce {
            continue;
        }
        let mut a = app_of(g);
        press(&mut a, Msg::Enter);
        return a;
    }
    panic!("no deal for {double}");
}

/// The screen read as two columns, the left half first: a game's name wrapped in its
/// column of the list of games reads whole.
fn columns(buf: &Buffer) -> String {
    let rs = rows(buf);
    let half = |r: &String, right: bool| -> String {
        let c: Vec<char> = r.chars().collect();
        let mid = c.len() / 2;
        if right {
            c[mid..].iter().collect()
        } else {
            c[..mid].iter().collect()
        }
    };
    let left: Vec<String> = rs.iter().map(|r| half(r, false)).collect();
    let right: Vec<String> = rs.iter().map(|r| half(r, true)).collect();
    flat(&format!("{} {}", left.join(" "), right.join(" ")))
}

#[test]
fn the_list_of_games_shows_every_games_line_whole() {
    for double in [Tile::double(4), Tile::DOUBLE_BLANK] {
        let mut a = announcing(double);
        let nums = nos::tui::nos::announce::numbers(&a.nos().game().hand().legal());
        assert!(nums.len() >= 13, "{nums:?}");
        for (w, h) in [(80, 24), (100, 30)] {
            for (i, &n) in nums.iter().enumerate() {
                let buf = draw(&mut a, w, h);
                let s = text(&buf);
                assert!(cut(&buf).is_empty(), "game {n} at {w}x{h}:\n{s}");
                let f = flat(&s);
                let marked = flat(&format!("▸{}", menu_line(n)));
                assert!(
                    f.contains(&marked) || columns(&buf).contains(&marked),
                    "game {n}'s name, marked, at {w}x{h}:\n{s}"
                );
                assert!(f.contains(&flat(description(n))), "game {n}'s line at {w}x{h}:\n{s}");
                if i + 1 < nums.len() {
                    a.update(Msg::Down);
                }
            }
            a.update(Msg::Home);
            for _ in 0..nums.len() {
                a.update(Msg::Up);
            }
        }
    }
}

#[test]
fn the_advisors_rows_show_every_figure_and_game_whole() {
    for seed in [7u64, 12] {
        let mut a = app(4, seed);
        a.nos_runner(Runner::Inline { samples: 20, batch: 10 });
        // The seat on set takes the keyboard and asks for advice.
        press(&mut a, Msg::Enter);
        a.update(Msg::Char('a'));
        assert!(a.nos().advice().is_some(), "seed {seed}: no advice");
        for _ in 0..4 {
            a.tick(Instant::now());
        }
        let means: Vec<f64> = a.nos().advice().unwrap().job.rows.iter().map(|r| r.stat.mean()).collect();
        assert!(!means.is_empty());
        for (w, h) in [(80, 24), (100, 30)] {
            let buf = draw(&mut a, w, h);
            let s = text(&buf);
            assert!(cut(&buf).is_empty(), "advice at {w}x{h}:\n{s}");
            for (i, mean) in means.iter().take(3).enumerate() {
                assert!(s.contains(&format!("{}.", i + 1)) && s.contains(&format!("{mean:+.1}")), "row {i}:\n{s}");
            }
        }
    }
}

/// A finished hand of `game` as a record's bytes.
fn record_of(double: Tile, game: G) -> Vec<u8> {
    let mut g = game_with_set(double, game, 1).unwrap();
    while !g.hand().is_over() {
        let legal = g.hand().legal();
        let a = legal.iter().copied().find(|a| matches!(a, Action::Play { .. })).unwrap_or(legal[0]);
        g.apply(a).unwrap();
    }
    g.record().to_text().into_bytes()
}

#[test]
fn a_replays_analysis_never_cuts_a_cost_and_lays_the_table_out_as_the_game_did() {
    let (double, game) = long_games()[3];
    let bytes = record_of(double, game);
    let frames = nos::tui::openers::frames(&bytes).unwrap();
    let mut v = SitViewer::new(frames, "seventeen.json".into()).with_record(bytes);
    v.review.as_mut().unwrap().settings.samples = Some(4);
    v.update(Msg::Char('a'));
    let end = Instant::now() + Duration::from_secs(120);
    while v.review.as_ref().unwrap().running() {
        assert!(Instant::now() < end, "the analysis does not end");
        std::thread::sleep(Duration::from_millis(20));
        v.tick(Instant::now());
    }
    let j = v.review.as_ref().unwrap().judged().unwrap().clone();
    let mut r = App::new(Screen::SitReplay(Box::new(v)), None);
    let mut costly = 0;
    for (d, &at) in j.analysis.decisions.iter().zip(&j.at) {
        if let Screen::SitReplay(v) = &mut r.screen {
            v.go(at);
        }
        for (w, h) in [(80, 24), (100, 30)] {
            let buf = draw(&mut r, w, h);
            let s = text(&buf);
            assert!(cut(&buf).is_empty(), "step {at} at {w}x{h}:\n{s}");
            if d.cost > 0.0 {
                let amount = nos::tui::table::review::amount(d);
                assert!(flat(&s).contains(&flat(&amount)), "the cost {amount} at step {at}, {w}x{h}:\n{s}");
                costly += 1;
            }
            labels_clear(&buf).unwrap_or_else(|e| panic!("step {at} at {w}x{h}: {e}\n{s}"));
        }
    }
    assert!(costly > 0, "no decision cost anything");
}

/// The table's drawing (the legend left out) as cells around the set tile's first
/// cell: (column, row, symbol) of every cell that is not blank.
fn drawing(buf: &Buffer) -> Option<Vec<(i32, i32, String)>> {
    let (x0, y0, x1, y1) = table_box(buf)?;
    let legend_rows = legend(buf).len();
    let bottom = y1.saturating_sub(legend_rows.max(2) as u16);
    let set = (y0 + 1..bottom).find_map(|y| {
        (x0 + 1..x1)
            .find(|&x| {
                let c = &buf[(x, y)];
                c.fg == ratatui::style::Color::Cyan && c.modifier.contains(ratatui::style::Modifier::BOLD)
            })
            .map(|x| (x, y))
    })?;
    let mut out = Vec::new();
    for y in y0 + 1..bottom {
        for x in x0 + 1..x1 {
            let sym = buf[(x, y)].symbol();
            if sym != " " {
                out.push((x as i32 - set.0 as i32, y as i32 - set.1 as i32, sym.to_string()));
            }
        }
    }
    Some(out)
}

#[test]
fn a_replay_lays_each_hand_out_as_it_was_laid_at_play() {
    use nos::tui::nos::sit::NosSitting;
    use std::any::Any;
    for seed in [7u64, 11, 19] {
        let mut a = app(4, seed);
        // What the table looked like at play, by the tiles on it.
        let mut seen: std::collections::HashMap<usize, Vec<(i32, i32, String)>> = Default::default();
        play_hand(&mut a, |a| {
            let Some(g) = a.nos().game_at() else { return };
            let n = g.hand().layout().map_or(0, |l| l.placed().len());
            if n > 0 && !seen.contains_key(&n) {
                if let Some(d) = drawing(&draw(a, 80, 24)) {
                    seen.insert(n, d);
                }
            }
        });
        let g = a.nos().game_at().unwrap();
        let v = SitViewer::new(nos::tui::nos::open::frames(g), "seed.json".into());
        let mut r = App::new(Screen::SitReplay(Box::new(v)), None);
        let mut compared = 0;
        loop {
            let Screen::SitReplay(v) = &r.screen else { unreachable!() };
            let (at, len) = (v.at, v.len());
            let f = (v.frame() as &dyn Any).downcast_ref::<NosSitting>().unwrap();
            let n = f.game().hand().layout().map_or(0, |l| l.placed().len());
            let buf = draw(&mut r, 80, 24);
            if let (Some(play), Some(replay)) = (seen.get(&n), drawing(&buf)) {
                for cell in &replay {
                    assert!(
                        play.contains(cell),
                        "seed {seed}, {n} tiles: {cell:?} is not where the game drew it\n{}",
                        text(&buf)
                    );
                }
                compared += 1;
            }
            if at + 1 >= len {
                break;
            }
            r.update(Msg::Right);
        }
        assert!(compared >= 5, "seed {seed}: {compared} frames compared");
    }
}

/// A tile that may go on many arms either way round (a matador at a cross): its
/// places are a line too long for 80 columns, which takes the row under it, every
/// place whole.
#[test]
fn a_tiles_many_places_are_all_shown_at_80_columns() {
    for seed in 0..400u64 {
        let deal = deal::deal(&mut chance::dice(seed), 4);
        let double = Tile::double(3);
        let Some(seat) = (0..4).find(|&i| deal.hands[i].contains(double)) else { continue };
        let session = Session::resume(deal, Seat(seat as u8), false, vec![500; 4], Options::default()).unwrap();
        let mut g = Game::from_session(names(4), vec![Kind::Human; 4], seed, session);
        g.apply(Action::Set { first: 3, second: 3 }).unwrap();
        // A game with matadors, turned with the seed.
        let games = G::all_for(double);
        if g.apply(Action::Announce(games[seed as usize % games.len()])).is_err() {
            continue;
        }
        for _ in 0..40 {
            let Some(to_act) = g.hand().to_act() else { break };
            let legal = g.hand().legal();
            // The places offered: those alike by the rules (empty arms of one rule) once.
            let offered = g.hand().distinct();
            let places =
                |t: Tile| offered.iter().filter(|a| a.tile() == Some(t) && matches!(a, Action::Play { .. })).count();
            let many = legal.iter().filter_map(Action::tile).find(|&t| places(t) >= 6);
            if let Some(tile) = many {
                let n = places(tile);
                let mut a = app_of(g.clone());
                press(&mut a, Msg::Enter);
                let Screen::Sitting(t) = &mut a.screen else { panic!("not at the table") };
                assert_eq!(t.shown_seat(), Some(to_act));
                t.cursor = t.hand_tiles().iter().position(|&x| x == tile).unwrap();
                a.update(Msg::Enter);
                let s = screen(&mut a, 80, 24);
                for k in 1..=n {
                    assert!(s.contains(&format!("[{k}]")), "place [{k}] of {n} is not shown at 80x24:\n{s}");
                }
                return;
            }
            g.apply(lays(&legal)).unwrap();
        }
    }
    panic!("no tile with six places or more came");
}

#[test]
fn at_80x24_every_game_offered_and_the_line_of_those_not_offered_show_at_once() {
    for double in [Tile::double(4), Tile::DOUBLE_BLANK] {
        let mut a = announcing(double);
        let nums = nos::tui::nos::announce::numbers(&a.nos().game().hand().legal());
        let buf = draw(&mut a, 80, 24);
        let s = text(&buf);
        assert!(!s.contains("for more") && cut(&buf).is_empty(), "the list scrolls or cuts:\n{s}");
        let cols = columns(&buf);
        for n in &nums {
            let shown = flat(&menu_line(*n));
            assert!(cols.contains(&shown) || flat(&s).contains(&shown), "game {n} not whole:\n{s}");
        }
        if let Some(l) = nos::games::nos::form::not_offered(double) {
            assert!(flat(&s).contains(&flat(&l)), "{l}:\n{s}");
        }
    }
}
