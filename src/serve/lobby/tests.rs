//! The lobby at the smallest window: a list longer than the window scrolls to keep
//! the cursor in sight, and what is said to the player stays in sight under it.

use super::*;
use crate::tui::kit::hits::{Hit, Hits};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

/// The rows of the lobby drawn at 80x24, and its clickable places.
fn rows(l: &mut Lobby, tables: &[Table], news: &[String]) -> (Vec<String>, Hits) {
    let area = Rect::new(0, 0, 80, 24);
    let mut buf = Buffer::empty(area);
    let mut hits = Hits::default();
    let list: Vec<(&Table, usize)> = tables.iter().map(|t| (t, 0)).collect();
    draw(l, "Ann", &list, news, area, &mut buf, &mut hits);
    let rows = (0..area.height).map(|y| (0..area.width).map(|x| buf[(x, y)].symbol()).collect::<String>()).collect();
    (rows, hits)
}

fn at(rows: &[String], text: &str) -> Option<usize> {
    rows.iter().position(|r| r.contains(text))
}

#[test]
fn a_long_list_scrolls_to_the_cursor_and_the_status_stays_in_sight() {
    let tables: Vec<Table> = (1..=16).map(|i| Table::new(i, &Setup::table("Ann"), "Ann", i)).collect();
    let refs: Vec<&Table> = tables.iter().collect();
    let mut l = Lobby { status: Some("The server holds 16 tables at most: join one".into()), ..Lobby::default() };
    let news = vec![
        "Table 3 (Nos: Bas) is closed, nobody having sat at it for 30 minutes: its game is kept among the sessions (nos-1795880540-nos-seed4.json).".to_string(),
    ];
    let (r, _) = rows(&mut l, &tables, &news);
    assert!(at(&r, "Open a new table").is_some() && at(&r, "1   Nos").is_some(), "{r:#?}");
    assert!(at(&r, "more tables below").is_some(), "{r:#?}");
    // The news whole, on two lines.
    for line in ["The server holds 16 tables at most", "Table 3 (Nos: Bas) is closed", "seed4.json).", "↑↓ choose"]
    {
        assert!(at(&r, line).is_some(), "{line}: {r:#?}");
    }
    // Up from the first row goes round to the last table: in sight, and its row's
    // click takes the cursor to it.
    assert_eq!(l.key(Msg::Up, &refs, "Ann"), Ask::Nothing);
    assert_eq!(l.row, 16);
    let (r, hits) = rows(&mut l, &tables, &news);
    let y = at(&r, "16  Nos").unwrap_or_else(|| panic!("table 16 in sight: {r:#?}"));
    assert!(at(&r, "more tables above").is_some() && at(&r, "below").is_none(), "{r:#?}");
    assert_eq!(hits.at(4, y as u16), Some(Hit::Row { row: 16, then: None }));
    assert!(at(&r, "The server holds 16 tables at most").is_some(), "{r:#?}");
    // The wheel goes up the list, and the list follows.
    for _ in 0..15 {
        l.key(Msg::WheelUp, &refs, "Ann");
    }
    assert_eq!(l.row, 1);
    let (r, _) = rows(&mut l, &tables, &news);
    assert!(at(&r, "1   Nos").is_some() && at(&r, "above").is_none(), "{r:#?}");
}

#[test]
fn a_count_of_one_is_said_in_the_singular() {
    assert_eq!(count(1, "computer"), "1 computer");
    assert_eq!(count(0, "computer"), "0 computers");
    let mut t = Table::new(1, &Setup::table("Ann"), "Ann", 1);
    t.seats = vec![Holder::Free, Holder::Computer(crate::core::level::Level::Normal)];
    let [head, _] = row(&t, 0);
    assert!(head.contains("1 free, 1 computer, watchers 0"), "{head}");
}
