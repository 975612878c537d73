//! The table screen as a seat at a network table sees it: its prompt at every step of
//! a Nos hand, its keys and its help.

use crate::core::seat::Seat;
use crate::tui::kit::hits::Hits;
use crate::tui::kit::input::Msg;
use crate::tui::table::screen::{Own, SitScreen};
use crate::tui::table::seat::Kind;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

/// The rows of `s` drawn in a window of 100 by 32.
fn rows(s: &SitScreen) -> Vec<String> {
    rows_at(s, 100, 32)
}

/// The rows of `s` drawn in a window of `w` by `h`.
fn rows_at(s: &SitScreen, w: u16, h: u16) -> Vec<String> {
    let area = Rect::new(0, 0, w, h);
    let mut buf = Buffer::empty(area);
    crate::tui::table::draw::draw(s, area, &mut buf, &mut Hits::default());
    (0..area.height).map(|y| (0..area.width).map(|x| buf[(x, y)].symbol()).collect::<String>()).collect()
}

fn nos(seed: u64) -> Box<dyn crate::tui::table::sitting::Sitting> {
    let names: Vec<String> = ["Ann", "Bas", "Cor", "Dik"].iter().map(|s| s.to_string()).collect();
    let opener = crate::tui::openers::opener("nos").expect("Nos opens at the table");
    opener.start("nos", names, vec![Kind::Human; 4], seed, &Default::default()).unwrap()
}

/// Every step of a Nos hand from `seed`, each shown to `see` as the acting seat's
/// network screen sees it, the first choice (or the computer's) then taken.
fn each_step(seed: u64, mut see: impl FnMut(&SitScreen)) {
    let mut game = nos(seed);
    for _ in 0..400 {
        let Some(seat) = game.to_act() else { break };
        let mut s = SitScreen::new(game.boxed());
        s.own = Own::Seat(seat);
        s.after();
        see(&s);
        let a = game.computer().unwrap_or_else(|| game.choices()[0].act.clone());
        game.apply(&a).unwrap();
    }
}

#[test]
fn every_step_of_a_nos_hand_tells_the_seat_to_act_what_to_do_at_its_own_screen() {
    let mut announced = false;
    each_step(7, |s| {
        let seat = s.sit.to_act();
        let screen = rows(s).join("\n");
        let prompt = screen.lines().find(|l| {
            l.contains("Your turn") || l.trim_start_matches('│').starts_with("You") || {
                ["Announce the game", "Declare your", "Play a double", "No double", "Played.", "A double of yours"]
                    .iter()
                    .any(|w| l.contains(w))
            }
        });
        assert!(prompt.is_some(), "no prompt for {seat:?}:\n{screen}");
        assert!(!screen.contains("Your turn: ."), "an empty prompt:\n{screen}");
        announced |= screen.contains("Your turn: announce the game: choose it (↑↓ or a click)");
        assert!(screen.contains("q lobby") && !screen.contains("q quit"), "the keys of a network seat:\n{screen}");
    });
    assert!(announced, "the announcement was seen");
}

#[test]
fn the_help_at_a_network_seat_leaves_out_what_does_not_apply_there() {
    let game = nos(3);
    let mut s = SitScreen::new(game.boxed());
    s.own = Own::Seat(Seat(0));
    s.after();
    s.key(Msg::Char('?'));
    let screen = rows(&s).join("\n");
    assert!(screen.contains("back to the lobby: your seat waits for you"), "{screen}");
    assert!(screen.contains("The server saves the table"), "{screen}");
    assert!(!screen.contains("take your last play back") && !screen.contains("nos resume"), "{screen}");
}

/// A network seat's whole window as the server draws it: the table screen, and the
/// panel under it.
fn window(t: &super::Table, s: &SitScreen, seat: Seat, w: u16, h: u16) -> Vec<String> {
    let area = Rect::new(0, 0, w, h);
    let mut buf = Buffer::empty(area);
    let (at, under) = super::split(area);
    crate::tui::table::draw::draw(s, at, &mut buf, &mut Hits::default());
    let under = under.expect("the panel is drawn at every size the table takes");
    super::draw(t, false, Some(seat), None, under, &mut buf);
    (0..h).map(|y| (0..w).map(|x| buf[(x, y)].symbol()).collect::<String>()).collect()
}

#[test]
fn at_80x24_a_network_seat_sees_the_panel_and_each_seat_on_one_line() {
    use super::super::table::{Holder, Table};
    let mut form = crate::tui::app::setup::Setup::table("Annemarie");
    form.players = 4;
    let mut t = Table::new(3, &form, "Annemarie", 7);
    for (i, name) in ["Annemarie", "Bastiaan", "Cornelis", "Dirkjan"].iter().enumerate() {
        let code = (i == 1).then(|| "4821-7730".to_string());
        t.seats[i] = Holder::Person { name: name.to_string(), key: None, code, at: Some(i as u64) };
    }
    t.start(None).unwrap();
    t.said = vec![
        "Annemarie is host".into(),
        "Dirkjan is away: the table waits for him a minute, then a computer plays for him".into(),
        "Cornelis: shall we play one more hand after this one, or stop at eleven?".into(),
    ];
    let host = &t.play.as_ref().unwrap().host;
    let mut s = SitScreen::new(host.sit.boxed());
    s.own = Own::Seat(Seat(1));
    s.after();
    let rows = window(&t, &s, Seat(1), 80, 24);
    let screen = rows.join("\n");
    // The panel: the last lines said, whole, and the keys with the seat code.
    assert!(screen.contains("your seat code 4821-7730") || screen.contains("code 4821-7730"), "{screen}");
    assert!(screen.contains("/ chat") && screen.contains("q lobby"), "{screen}");
    let said: String = rows[rows.len() - 3..rows.len() - 1].iter().map(|r| r.trim_end()).collect::<Vec<_>>().join(" ");
    assert!(said.contains("or stop at eleven?"), "the chat is cut:\n{screen}");
    // Each seat on one row with its chips: no count wrapped onto a row of its own.
    let chips = s.sit.standings();
    for (i, st) in chips.iter().enumerate() {
        let name = &s.sit.names()[i];
        let row = rows.iter().find(|r| r.contains(&name[..3])).unwrap_or_else(|| panic!("{name}:\n{screen}"));
        assert!(row.contains(&format!(" {}", st.score)), "{name}'s chips are not on his row:\n{screen}");
    }
    // The game's notes under the seats, whole, however they wrap.
    let side: Vec<&str> = rows.iter().filter_map(|r| r.trim_end().rsplit('│').nth(1)).collect();
    let flat = side.join(" ").split_whitespace().collect::<Vec<_>>().join(" ");
    for note in s.sit.notes() {
        assert!(flat.contains(&note), "{note:?} is cut:\n{screen}");
    }
}

#[test]
fn at_80_columns_a_network_seats_question_is_never_cut() {
    let mut announced = false;
    each_step(7, |s| {
        let screen = rows_at(s, 80, 24);
        if let Some(i) = screen.iter().position(|l| l.contains("Your turn: announce the game")) {
            // The question goes on under its first row, and ends whole.
            let inner = |l: &str| l.trim_matches(|c| c == '│' || c == ' ').to_string();
            let both = format!("{} {}", inner(&screen[i]), inner(&screen[i + 1]));
            assert!(both.contains("then Enter or click it again."), "cut:\n{}", screen.join("\n"));
            announced = true;
        }
    });
    assert!(announced, "the announcement was seen");
}
