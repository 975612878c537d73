//! Every help screen of the program at 80x24, the smallest window it plays in: `?` at
//! Nos's table (casual, strict, practice) and Nos in brief behind it, `?` at the table of
//! every game of the registry (at this keyboard and at a network seat), and the replay's
//! keys. Each box must hold its whole text: every word of every row, nothing cut at the
//! box's edge or below it.

use crate::tui_common;
use nos::core::seat::Seat;
use nos::core::Level;
use nos::games::nos::Options;
use nos::record::played::Game;
use nos::tui::app::{App, Screen};
use nos::tui::kit::hits::Hits;
use nos::tui::kit::input::Msg;
use nos::tui::nos::coach::Coach;
use nos::tui::table::screen::Popup as Boxed;
use nos::tui::table::screen::{Own, SitScreen};
use nos::tui::table::seat::Kind;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use tui_common::*;

const W: u16 = 80;
const H: u16 = 24;

/// The rows of a screen.
fn rows(buf: &Buffer) -> Vec<Vec<String>> {
    let a = buf.area;
    (0..a.height).map(|y| (0..a.width).map(|x| buf[(x, y)].symbol().to_string()).collect()).collect()
}

/// The text inside the box titled `title` (its rows joined by spaces), or a panic that
/// shows the screen.
fn inside(buf: &Buffer, title: &str) -> String {
    let rows = rows(buf);
    let screen: String = rows.iter().map(|r| r.concat() + "\n").collect();
    let (top, left) = rows
        .iter()
        .enumerate()
        .find_map(|(y, r)| {
            let line = r.concat();
            let at = line.find(&format!(" {title}"))?;
            let x = r.iter().position(|c| c == "┌")?;
            (line[..at].chars().count() > x).then_some((y, x))
        })
        .unwrap_or_else(|| panic!("no box {title:?}:\n{screen}"));
    let right = (left + 1..rows[top].len()).find(|&x| rows[top][x] == "┐").expect("the box's right corner");
    let mut text = Vec::new();
    for r in &rows[top + 1..] {
        if r[left] == "└" {
            return text.join(" ");
        }
        text.push(r[left + 1..right].concat());
    }
    panic!("the box {title:?} has no bottom:\n{screen}")
}

fn words(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Whether each of `lines` stands whole in the box titled `title`, the last as the box's
/// last text; else what is cut, with the screen.
fn whole(buf: &Buffer, title: &str, lines: &[String], what: &str) -> Result<(), String> {
    assert_eq!((buf.area.width, buf.area.height), (W, H));
    let text = words(&inside(buf, title));
    let screen: String = rows(buf).iter().map(|r| r.concat() + "\n").collect();
    let cut: Vec<String> = lines.iter().map(|l| words(l)).filter(|l| !l.is_empty() && !text.contains(l)).collect();
    if !cut.is_empty() {
        return Err(format!("{what}: the help at {W}x{H} cuts {cut:?}:\n{screen}"));
    }
    let last = words(lines.last().expect("some lines"));
    if !text.ends_with(&last) {
        return Err(format!("{what}: the help's last line is not its last text:\n{screen}"));
    }
    Ok(())
}

fn holds(buf: &Buffer, title: &str, lines: &[String], what: &str) {
    if let Err(e) = whole(buf, title, lines, what) {
        panic!("{e}");
    }
}

fn rows_of(keys: &[(&str, &str)]) -> Vec<String> {
    keys.iter().map(|(k, w)| format!("{k} {w}")).collect()
}

fn nos_help(mut a: App, practice: bool, strict: bool, what: &str) {
    press(&mut a, Msg::Char('?'));
    assert_eq!(a.nos().boxed(), Some(Boxed::Help), "{what}");
    let mut lines = rows_of(&nos::tui::nos::help::keys(practice, strict));
    lines.push("r: Nos in brief, the rules and the 17 games; any other key closes.".into());
    holds(&draw(&mut a, W, H), "Help", &lines, what);
    // Behind it, Nos in brief: the rules, then the 17 games.
    a.update(Msg::Char('r'));
    let mut rules: Vec<String> = nos::games::nos::brief::RULES.iter().map(|s| s.to_string()).collect();
    rules.push("r: the 17 games; any other key closes.".into());
    holds(&draw(&mut a, W, H), "Nos in brief (1/3)", &rules, what);
    a.update(Msg::Char('r'));
    let games = vec!["ORD: equal numbers touch.".to_string(), "r: games 9 to 17; any other key closes.".to_string()];
    holds(&draw(&mut a, W, H), "Nos in brief (2/3)", &games, what);
    a.update(Msg::Char('r'));
    let games = vec!["Any tile may be set for 1, 4, 11".to_string(), "Any key closes.".to_string()];
    holds(&draw(&mut a, W, H), "Nos in brief (3/3)", &games, what);
}

#[test]
fn nos_help_and_nos_in_brief_fit_at_80x24() {
    for strict in [false, true] {
        let options = Options { strict, ..Default::default() };
        let a = app_of(Game::with_options(names(4), vec![Kind::Human; 4], 7, options));
        nos_help(a, false, strict, if strict { "strict" } else { "casual" });
    }
    let mut a = still(Screen::Offer);
    a.practice_nos(Coach::new(4, Level::Normal, 3, false));
    nos_help(a, true, false, "practice");
}

fn table_help(s: &SitScreen) -> Buffer {
    let area = Rect::new(0, 0, W, H);
    let mut buf = Buffer::empty(area);
    nos::tui::table::draw::draw(s, area, &mut buf, &mut Hits::default());
    buf
}

#[test]
fn every_games_help_at_the_table_fits_at_80x24() {
    let mut faults = Vec::new();
    for g in nos::registry::GAMES {
        let Some(opener) = nos::tui::openers::opener_of(g.table()) else { continue };
        let n = g.default_players() as usize;
        let names: Vec<String> = (1..=n).map(|i| format!("P{i}")).collect();
        // A person against computer seats: no hand-over stands before the table.
        let mut kinds = vec![Kind::Computer(Level::Normal); n];
        kinds[0] = Kind::Human;
        for network in [false, true] {
            let sit = opener.start(g.id(), names.clone(), kinds.clone(), 5, &Default::default()).unwrap();
            let mut s = SitScreen::new(sit);
            if network {
                s.own = Own::Seat(Seat(0));
            }
            s.after();
            s.key(Msg::Char('?'));
            let mut lines = rows_of(&nos::tui::table::draw::keys(s.sit.on_table(), network));
            lines.extend(s.sit.help());
            if network {
                lines.insert(lines.len() - s.sit.help().len(), "The server saves the table after every action.".into());
            } else {
                lines.push("Saved after every action (`nos resume`). Press any key to close this help.".into());
            }
            let what = format!("{} {}", g.id(), if network { "at a network seat" } else { "at this keyboard" });
            faults.extend(whole(&table_help(&s), "Help", &lines, &what).err());
        }
    }
    assert!(faults.is_empty(), "{} help screens cut:\n{}", faults.len(), faults.join("\n"));
}

#[test]
fn the_replays_keys_fit_at_80x24() {
    let g = nos::registry::find("sniff").unwrap();
    let opener = nos::tui::openers::opener_of(g.table()).unwrap();
    let sit = opener.start("sniff", names(2), vec![Kind::Human; 2], 5, &Default::default()).unwrap();
    let record = sit.record();
    let frames = nos::tui::openers::frames(record.as_bytes()).unwrap();
    let mut v = nos::tui::table::replay::SitViewer::new(frames, "a replay".into());
    v.update(Msg::Char('?'));
    let area = Rect::new(0, 0, W, H);
    let mut buf = Buffer::empty(area);
    nos::tui::table::replay::draw(&v, area, &mut buf, &mut Hits::default());
    let mut lines = rows_of(&nos::tui::table::replay::keys());
    lines.push("any key closes this box".into());
    holds(&buf, "Keys of the replay", &lines, "the replay");
}

#[test]
fn the_games_pages_of_the_brief_give_each_game_the_announce_lists_line() {
    use nos::tui::nos::{announce, brief};
    let lines: Vec<String> = brief::games(1, 17, 76).iter().map(|l| l.to_string()).collect();
    assert!(lines.iter().all(|l| l.chars().count() <= 76), "{lines:#?}");
    let all = lines.join(" ").split_whitespace().collect::<Vec<_>>().join(" ");
    for n in 1..=17u8 {
        let line = format!("{}: {}", announce::menu_line(n), announce::description(n));
        let line = line.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(all.contains(&line), "game {n}: {line}\n{all}");
    }
}

#[test]
fn the_brief_says_drawing_by_choice_and_the_settlements_rounding_and_side_pot() {
    use nos::games::nos::brief;
    for page in [brief::RULES, brief::SHORT] {
        let all = page.join(" ");
        assert!(all.contains("by choice"), "drawing by choice (rulings 34): {all}");
        assert!(all.contains("round") && all.contains("down to 20"), "the rounding: {all}");
        assert!(all.contains("side pot"), "the side pot: {all}");
        assert!(!all.contains(", else draw"), "{all}");
    }
    assert!(brief::RULES.join(" ").contains("573 chips count as 560: +60"));
    assert!(brief::SHORT.len() <= 10 && brief::SHORT.iter().all(|l| l.chars().count() <= 74));
}
