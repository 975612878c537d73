//! The tests of the setup form.
use super::*;

/// Selects the name of seat `seat` (from 1) and types `name` over it.
fn rename(s: &mut Setup, seat: usize, name: &str) {
    s.row = Setup::seat_row(seat - 1);
    while !s.names[seat - 1].is_empty() {
        s.update(Msg::Backspace);
    }
    for c in name.chars() {
        s.update(Msg::Char(c));
    }
}

fn start(s: &mut Setup) -> Option<String> {
    s.row = s.start_row();
    match s.update(Msg::Enter) {
        Done::Start => None,
        _ => Some(s.note.clone().expect("a reason")),
    }
}

#[test]
fn a_repeated_or_empty_name_does_not_start_and_says_why() {
    let mut s = Setup::new(1);
    rename(&mut s, 3, "bas");
    assert_eq!(
        start(&mut s).as_deref(),
        Some("Not started: seat 3 and seat 2 are both called \"bas\": give each seat its own name.")
    );
    rename(&mut s, 3, "");
    assert_eq!(start(&mut s).as_deref(), Some("Not started: seat 3 needs a name."));
    rename(&mut s, 3, "Cor");
    assert_eq!(start(&mut s), None);
}

#[test]
fn strict_mode_and_practice_follow_the_games_club_rules_not_its_place() {
    for (i, g) in crate::registry::GAMES.iter().enumerate() {
        let mut s = Setup::new(1);
        s.game = i;
        s.players = g.default_players() as usize;
        s.row = s.rules_row();
        s.update(Msg::Right);
        assert_eq!(s.strict, g.club_rules(), "{}", g.id());
        s.row = s.practice_row();
        let practice = matches!(s.update(Msg::Enter), Done::Practice(_));
        assert_eq!(practice, g.club_rules(), "{}", g.id());
    }
    let club: Vec<&str> = crate::registry::GAMES.iter().filter(|g| g.club_rules()).map(|g| g.id()).collect();
    assert_eq!(club, ["nos"]);
}

#[test]
fn hints_in_strict_mode_is_a_row_only_while_strict_is_on_and_off_by_default() {
    let mut s = Setup::new(1);
    assert_eq!(s.hints_row(), None);
    let rows = s.rows();
    s.row = s.rules_row();
    s.update(Msg::Right);
    assert!(s.strict);
    let h = s.hints_row().expect("the row shows with strict on");
    assert_eq!(s.rows(), rows + 1);
    assert!(!s.hints && !s.hints_in_strict());
    s.update(Msg::Down);
    assert_eq!(s.row, h);
    s.update(Msg::Right);
    assert!(s.hints_in_strict());
    s.update(Msg::Left);
    assert!(!s.hints_in_strict());
    s.update(Msg::Char(' '));
    // Strict off: the row goes, and the option with it.
    s.row = s.rules_row();
    s.update(Msg::Left);
    assert_eq!((s.hints_row(), s.hints_in_strict()), (None, false));
}

fn game(id: &str, players: usize) -> Setup {
    let mut s = Setup::new(1);
    s.game = crate::registry::GAMES.iter().position(|g| g.id() == id).unwrap();
    s.players = players;
    s
}

fn option(s: &mut Setup, name: &str) {
    s.row = s.option_row();
    while s.shown_option().map(|o| o.name()) != Some(name) {
        s.update(Msg::Right);
    }
    s.row = s.value_row();
}

#[test]
fn every_option_of_a_parlour_game_is_set_on_the_form_and_reaches_the_start() {
    let mut s = game("fives-and-threes", 2);
    assert_eq!(s.rows(), 10);
    option(&mut s, "target");
    assert_eq!(s.option_words(crate::games::parlour::Opt::Target), ("61".to_string(), false));
    s.update(Msg::Right);
    assert_eq!(s.option_words(crate::games::parlour::Opt::Target), ("62".to_string(), true));
    // Digits typed replace the value; it is taken once the game takes it.
    for m in [Msg::Char('3'), Msg::Char('1')] {
        s.update(m);
    }
    assert_eq!(s.changed(), ["target=31"]);
    s.update(Msg::Backspace);
    s.update(Msg::Backspace);
    s.update(Msg::Char('0'));
    assert_eq!(s.note.as_deref(), Some("target 0: at least 1."));
    assert_eq!(s.changed(), ["target=3"]);
    option(&mut s, "exact_finish");
    s.update(Msg::Right);
    assert_eq!(s.changed(), ["target=3", "exact_finish=false"]);
    assert_eq!(start(&mut s), None);
    // Every option of every game is reachable on the form.
    for g in crate::registry::GAMES {
        let mut s = game(g.id(), g.default_players() as usize);
        let mut seen = Vec::new();
        for _ in g.options() {
            seen.push(s.shown_option().unwrap());
            s.row = s.option_row();
            s.update(Msg::Right);
        }
        assert_eq!(seen, g.options(), "{}", g.id());
    }
}

#[test]
fn an_option_the_table_refuses_is_not_set_and_says_why() {
    let mut s = game("all-fives", 3);
    option(&mut s, "partners");
    s.update(Msg::Right);
    assert_eq!(s.note.as_deref(), Some("partners: only with 4 players, not 3."));
    assert!(s.changed().is_empty());
    // A word the game does not take is passed over: muggins draws for the lead or
    // gives it to the highest double, never to the 6-6.
    let mut s = game("muggins", 2);
    option(&mut s, "first_lead");
    assert_eq!(s.option_words(crate::games::parlour::Opt::FirstLead).0, "draw");
    s.update(Msg::Right);
    assert_eq!(s.option_words(crate::games::parlour::Opt::FirstLead).0, "highest_double");
    s.update(Msg::Right);
    assert_eq!(s.option_words(crate::games::parlour::Opt::FirstLead).0, "draw");
    // Another game: the options go back to the defaults.
    s.row = 0;
    s.update(Msg::Right);
    assert!(s.changed().is_empty());
}

#[test]
fn a_network_tables_form_keeps_seat_one_for_its_host_and_types_no_name_nor_seed() {
    let mut s = Setup::table("Ann");
    assert_eq!(s.seats().0[0], "Ann");
    assert!(s.kinds[1..s.players].iter().all(|k| *k == Kind::Computer(Level::Normal)));
    s.row = Setup::seat_row(0);
    s.update(Msg::Right);
    assert_eq!(s.kinds[0], Kind::Human);
    assert_eq!(s.note.as_deref(), Some("Seat 1 is yours: the other seats are for players or computers."));
    // Letters move the cursor (vi keys), digits type no seed, nothing is renamed.
    s.row = Setup::seat_row(1);
    s.update(Msg::Char('x'));
    s.row = s.seed_row();
    s.update(Msg::Char('7'));
    assert_eq!((s.names[1].as_str(), s.seed.as_str()), ("Bas", "0"));
    // No practice at a network table: the row is not on its form, and the cursor
    // goes from Start to the rules and back.
    assert!(!s.shows(s.practice_row()) && Setup::new(1).shows(s.practice_row()));
    s.row = s.start_row();
    s.update(Msg::Down);
    assert_eq!(s.row, s.rules_row());
    s.update(Msg::Up);
    assert_eq!(s.row, s.start_row());
    // The other seats' names are not checked: players sit down with their own.
    s.names[1] = "Ann".into();
    s.row = s.start_row();
    assert!(matches!(s.update(Msg::Enter), Done::Start));
}

#[test]
fn a_name_takes_twenty_characters_and_no_control_character() {
    let mut s = Setup::new(1);
    rename(&mut s, 1, &"x".repeat(25));
    assert_eq!(s.names[0].chars().count(), MAX_NAME);
    assert_eq!(s.note.as_deref(), Some("A name has at most 20 characters."));
    rename(&mut s, 2, "B\u{1b}as\u{7}");
    assert_eq!(s.names[1], "Bas");
    assert_eq!(start(&mut s), None);
}

#[test]
fn a_seat_switched_to_a_computer_plays_at_the_normal_level() {
    let mut s = Setup::new(1);
    s.row = Setup::seat_row(1);
    s.update(Msg::Right);
    assert_eq!(s.kinds[1], Kind::Computer(Level::Normal));
    s.update(Msg::Right);
    assert_eq!(s.kinds[1], Kind::Computer(Level::Strong));
    // The easy level is one key away from a person, the other way.
    let mut s = Setup::new(1);
    s.row = Setup::seat_row(1);
    s.update(Msg::Left);
    assert_eq!(s.kinds[1], Kind::Computer(Level::Easy));
    s.update(Msg::Right);
    assert_eq!(s.kinds[1], Kind::Human);
}

/// Every row the form shows, with `s` as set.
fn rows(s: &Setup) -> Vec<usize> {
    (0..s.rows()).filter(|&r| s.shows(r)).collect()
}

#[test]
fn enter_starts_the_game_from_every_row_and_changes_no_value() {
    // Nos with strict mode on (the hints row shows) and a parlour game with options.
    let mut nos = Setup::new(1);
    nos.row = nos.rules_row();
    nos.update(Msg::Right);
    for mut s in [nos, game("fives-and-threes", 2), Setup::table("Ann")] {
        for row in rows(&s) {
            s.row = row;
            let before = s.clone();
            let done = s.update(Msg::Enter);
            if row == s.practice_row() && s.practice() {
                assert!(matches!(done, Done::Practice(Level::Normal)), "row {row}");
            } else if row == s.practice_row() {
                assert!(matches!(done, Done::Stay), "row {row}");
            } else {
                assert!(matches!(done, Done::Start), "{} row {row}: {:?}", s.chosen().id(), s.note);
            }
            s.note = None;
            assert_eq!(s, before, "Enter on row {row} changed the form");
        }
    }
}

#[test]
fn left_and_right_change_the_values_enter_and_space_start_nothing_by_surprise() {
    let mut s = game("fives-and-threes", 2);
    option(&mut s, "target");
    s.update(Msg::Right);
    assert_eq!(s.option_words(crate::games::parlour::Opt::Target).0, "62");
    s.update(Msg::Left);
    s.update(Msg::Left);
    assert_eq!(s.option_words(crate::games::parlour::Opt::Target).0, "60");
    // Space on a row with a value turns it as → does; on the buttons it presses them.
    let mut s = Setup::new(1);
    s.row = s.rules_row();
    assert!(matches!(s.update(Msg::Char(' ')), Done::Stay));
    assert!(s.strict);
    s.row = s.start_row();
    assert!(matches!(s.update(Msg::Char(' ')), Done::Start));
    // The network form types nothing: Space opens the table only from its button.
    let table = Setup::table("Ann");
    for row in rows(&table) {
        let mut s = table.clone();
        s.row = row;
        let done = s.update(Msg::Char(' '));
        assert_eq!(matches!(done, Done::Start), row == s.start_row(), "row {row}");
        if row == Setup::seat_row(1) {
            assert_eq!(s.kinds[1], Kind::Computer(Level::Strong), "Space turned seat 2 as → does");
        }
    }
}

#[test]
fn typing_a_name_replaces_the_offered_one_and_editing_a_typed_name_appends() {
    let mut s = Setup::new(1);
    s.row = Setup::seat_row(0);
    for c in "Eva".chars() {
        s.update(Msg::Char(c));
    }
    assert_eq!(s.names[0], "Eva", "not AnnEva");
    // Back on the typed name later: it is edited, not replaced.
    s.update(Msg::Down);
    s.update(Msg::Up);
    s.update(Msg::Char('s'));
    assert_eq!(s.names[0], "Evas");
    // Backspace on an offered name edits it, and what follows goes at its end.
    s.row = Setup::seat_row(1);
    s.update(Msg::Backspace);
    s.update(Msg::Char('b'));
    assert_eq!(s.names[1], "Bab");
    // The seed alike: the digits typed are the seed.
    s.row = s.seed_row();
    for c in "42".chars() {
        s.update(Msg::Char(c));
    }
    assert_eq!(s.seed(), 42);
    s.update(Msg::Char('7'));
    assert_eq!(s.seed(), 427);
    // A space is part of a name, not a key that starts the game.
    s.row = Setup::seat_row(2);
    for c in "Jan Piet".chars() {
        assert!(matches!(s.update(Msg::Char(c)), Done::Stay));
    }
    assert_eq!(s.names[2], "Jan Piet");
}

/// The train games' options on the form: ←→ step through the values the table takes,
/// past those it does not (a set of 10 or 11), and the rows show the table's values.
#[test]
fn the_train_games_options_step_through_the_values_their_table_takes() {
    let mut s = game("chicken-foot", 4);
    let words = |s: &Setup, name: &str| {
        let o = *s.chosen().options().iter().find(|o| o.name() == name).unwrap();
        s.option_words(o).0
    };
    assert_eq!(words(&s, "set"), "9");
    option(&mut s, "set");
    s.update(Msg::Right);
    assert_eq!((words(&s, "set"), words(&s, "rounds"), words(&s, "hand")), ("12".into(), "13".into(), "15".into()));
    s.update(Msg::Left);
    s.update(Msg::Left);
    assert_eq!(words(&s, "set"), "6");
    option(&mut s, "blank_double");
    s.update(Msg::Left);
    assert_eq!(words(&s, "blank_double"), "25");
    option(&mut s, "centre");
    s.update(Msg::Right);
    assert_eq!(words(&s, "centre"), "6");
    s.update(Msg::Right);
    assert_eq!(s.note.as_deref(), Some("centre 7: at most 6."));
    assert_eq!(s.changed(), ["set=6", "blank_double=25", "centre=6"]);
}
