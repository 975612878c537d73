//! The mouse: a click on each clickable element does what its key does (two apps in
//! the same state, one given the key and one the click, draw the same screen after),
//! and the wheel scrolls. That no click shows a hand to the wrong seat or acts for a
//! seat not to act is tested with the rest of hot-seat privacy (`tui_privacy.rs`).

use crate::tui_common;
use nos::analyse::job::Runner;
use nos::core::Level;
use nos::games::nos::{Action, Phase};
use nos::record::played::Game;
use nos::tui::app::setup::Setup;
use nos::tui::app::{App, Screen};
use nos::tui::front::Pick;
use nos::tui::front::Screen as NosScreen;
use nos::tui::kit::fit::width;
use nos::tui::kit::input::Msg;
use nos::tui::nos::coach::Coach;
use nos::tui::table::screen::Popup as Boxed;
use nos::tui::table::seat::Kind;
use std::time::{Duration, Instant};
use tui_common::*;

const SIZES: [(u16, u16); 2] = [(80, 24), (120, 40)];

/// Clicks the first cell of `part` where `text` first shows on the screen.
fn click_on(a: &mut App, w: u16, h: u16, text: &str, part: &str) {
    let (x, y) = find(a, w, h, text).unwrap_or_else(|| panic!("{text:?} is not on the screen:\n{}", screen(a, w, h)));
    let at = text.find(part).expect("the part is in the text");
    a.update(Msg::Click { x: x + width(&text[..at]) as u16, y });
}

fn click(a: &mut App, w: u16, h: u16, text: &str) {
    click_on(a, w, h, text, text);
}

/// Two apps made alike: one given the keys, one a click on `text`; both then draw the
/// same screen, and not the screen before.
fn same(make: impl Fn() -> App, keys: &[Msg], text: &str) {
    same_on(make, keys, text, text);
}

/// As `same`, the click on `part` of `text`. Screens are compared cell by cell with
/// their styles, since a cursor is a style.
fn same_on(make: impl Fn() -> App, keys: &[Msg], text: &str, part: &str) {
    same_in(&SIZES, make, keys, text, part);
}

/// As `same_on`, in windows of these sizes.
fn same_in(sizes: &[(u16, u16)], make: impl Fn() -> App, keys: &[Msg], text: &str, part: &str) {
    for &(w, h) in sizes {
        let mut by_key = make();
        let before = draw(&mut by_key, w, h);
        for &k in keys {
            by_key.update(k);
        }
        let mut by_click = make();
        click_on(&mut by_click, w, h, text, part);
        let (k, c) = (draw(&mut by_key, w, h), draw(&mut by_click, w, h));
        assert!(
            k == c,
            "a click on {text:?} at {w}x{h} did not do what {keys:?} does\nby the keys:\n{}\nby the click:\n{}",
            tui_common::text(&k),
            tui_common::text(&c)
        );
        let changed = k != before || by_key.done;
        assert!(changed, "{keys:?} changed nothing at {w}x{h}: the test shows nothing\n{}", tui_common::text(&before));
        assert_eq!(by_key.done, by_click.done);
    }
}

/// Keys pressed from a fresh app.
fn after(make: impl Fn() -> App, keys: &[Msg]) -> impl Fn() -> App {
    let keys = keys.to_vec();
    move || {
        let mut a = make();
        for &k in &keys {
            a.update(k);
        }
        a
    }
}

const RUNNER: Runner = Runner::Inline { samples: 40, batch: 10 };

fn setup() -> App {
    let mut a = still(Screen::Setup(Setup::new(7)));
    a.nos_runner(RUNNER);
    a
}

#[test]
fn the_new_game_form() {
    use Msg::*;
    // The game turns with its arrows, and so does the number of players.
    same(setup, &[Right], "▸");
    same(setup, &[Left], "◂");
    // The space beside an arrow turns it too: a one-cell target is easy to miss.
    same_on(setup, &[Down, Right], "◂ 4 ▸", " ▸");
    same_on(setup, &[Down, Left], "◂ 4 ▸", " 4");
    // A seat's name field is chosen for typing; its kind turns with its arrows.
    same(setup, &[Down, Down, Down], "Seat 2:");
    same_on(setup, &[Down, Down, Right], "human ▸", "▸");
    same(setup, &[Down, Down, Down, Down, Down, Down], "Seed:");
    // The buttons: start, and practice with its level turned.
    same(setup, &[Up, Up, Up, Enter], "[ Start the game ]");
    let mut a = setup();
    click(&mut a, 80, 24, "[ Start the game ]");
    assert!(matches!(a.nos().screen(), NosScreen::HandOver(_)), "a click starts the game");
    same_on(setup, &[Up, Up, Right], "◂ normal ▸", "▸");
    same(setup, &[Up, Up, Enter], "[ Practice choosing the game ]");
    // The rules: strict club mode, turned by its arrows, or Enter.
    same_on(setup, &[Up, Right], "◂ offences refused ▸", "▸");
    same(setup, &[Up], "Rules:");
    let mut a = setup();
    click(&mut a, 80, 24, "[ Practice choosing the game ]");
    assert!(a.nos().coach().is_some(), "a click starts practice");
    // The keys line under the form.
    same_on(setup, &[Down], "↑↓ field", "↓");
    same(setup, &[Back], "Esc");
}

fn offer() -> App {
    let mut a = still(Screen::Offer);
    a.nos_runner(RUNNER);
    a.fresh_seed = 7;
    a.games = vec![nos::store::Listed {
        id: "1".into(),
        what: Ok("Nos: Ann, Bas, Cor, Dirk; hand 2 in play, seed 7".into()),
        when: None,
        busy: None,
    }];
    a
}

#[test]
fn the_offer_to_resume() {
    same(offer, &[Msg::Char('n')], "n start a new game");
    same(offer, &[Msg::Char('p')], "p practice");
    same(offer, &[Msg::Char('q')], "q leave");
}

#[test]
fn the_hand_over_and_the_seat_on_set() {
    // The hand-over takes a click, as a key, once its second is over.
    let start = || {
        let mut a = app(4, 7);
        a.nos_runner(RUNNER);
        wait_out(&a);
        a
    };
    same(start, &[Msg::Enter], "Pass the keyboard to Ann");
    same(start, &[Msg::Enter], "Enter take the keyboard");
    same(start, &[Msg::Char('?')], "? help");

    // On set in the first hand, the highest double is the one answer: it is set for
    // Ann on her own screen, and the table's keys still take a click.
    let on_set = after(start, &[Msg::Enter]);
    assert!(screen(&mut on_set(), 80, 24).contains("is set for you"), "{}", screen(&mut on_set(), 80, 24));
    same(&on_set, &[Msg::Char('a')], "a advice");
    same(&on_set, &[Msg::Char('t')], "t pips");
}

/// Ann's game of seed 7 at the list of games.
fn games() -> App {
    let mut a = app(4, 7);
    a.nos_runner(Runner::Inline { samples: 10, batch: 10 });
    press(&mut a, Msg::Enter);
    press(&mut a, Msg::Enter);
    assert!(matches!(a.nos().pick(), Pick::Games { .. }));
    a
}

#[test]
fn the_list_of_games_and_its_form() {
    // A click chooses a game; a second click on it announces it.
    same(games, &[Msg::Down, Msg::Down], " 3  ordinary double cross");
    same(after(games, &[Msg::Down, Msg::Down]), &[Msg::Enter], " 3  ordinary double cross");
    same(games, &[Msg::Enter], " 1  ordinary");
    same_on(games, &[Msg::Down], "↑↓ choose", "↓");
    // The wheel moves along the list.
    let mut a = games();
    a.update(Msg::WheelDown);
    assert_eq!(a.nos().pick(), Pick::Games { cursor: 1 });
    // The form of game 17: its arrows, its fields, its buttons.
    let form = after(games, &[Msg::End, Msg::Enter]);
    assert!(matches!(form().nos().pick(), Pick::Form(_)));
    same_on(&form, &[Msg::Right], "◂ cross ▸", "▸");
    same(&form, &[Msg::Down, Msg::Left], "◂ N");
    same(&form, &[Msg::Down], "here:");
    same(&form, &[Msg::Enter], "[ Announce ]");
    same(&form, &[Msg::Back], "[ Back ]");
    same(&form, &[Msg::Back], "Esc back");
    // Game 11's form: a count field and a side.
    let eleven = || {
        let mut a = games();
        let n = match a.nos().pick() {
            Pick::Games { .. } => nos::tui::nos::announce::numbers(&a.nos().game().hand().legal()),
            _ => unreachable!(),
        };
        let at = n.iter().position(|&g| g == 11).unwrap();
        for _ in 0..at {
            a.update(Msg::Down);
        }
        press(&mut a, Msg::Enter);
        a
    };
    same_on(eleven, &[Msg::Down, Msg::Right], "first here, then there ▸", "▸");
    same_on(eleven, &[Msg::Down, Msg::Down, Msg::Right], "◂ W ▸", "▸");
}

/// Plays robot keys, hand after hand, until `stop` holds, from games of seeds tried
/// in turn.
fn find_state(n: usize, stop: impl Fn(&App) -> bool) -> App {
    for seed in 0..50 {
        let mut a = app(n, seed);
        for _ in 0..3000 {
            if stop(&a) {
                return a;
            }
            match robot(&a) {
                Some(k) => a.update(k),
                // The hand is over: the next one.
                None => a.update(Msg::Enter),
            }
        }
    }
    panic!("no game reaches the state");
}

/// A state found as by `find_state`, in strict club mode, made again the same way.
fn strict(n: usize, stop: impl Fn(&App) -> bool + Copy) -> impl Fn() -> App {
    move || {
        for seed in 0..50 {
            let options = nos::games::nos::Options { strict: true, ..Default::default() };
            let mut a = app_of(nos::record::played::Game::with_options(names(n), vec![Kind::Human; n], seed, options));
            for _ in 0..3000 {
                if stop(&a) {
                    return a;
                }
                match robot(&a) {
                    Some(k) => a.update(k),
                    None => a.update(Msg::Enter),
                }
            }
        }
        panic!("no game reaches the state");
    }
}

/// A state found by `find_state`, made again the same way.
fn remake(n: usize, stop: impl Fn(&App) -> bool + Copy) -> impl Fn() -> App {
    move || find_state(n, stop)
}

fn acting(a: &App) -> bool {
    matches!(a.nos().screen(), NosScreen::Play) && a.nos().shown_seat().is_some()
}

#[test]
fn the_questions_asked_out_of_turn() {
    let declare = |a: &App| acting(a) && a.nos().game().hand().legal().contains(&Action::Declare);
    same(remake(4, declare), &[Msg::Char('y')], "y: declare");
    same(remake(4, declare), &[Msg::Char('n')], "n: no");
    same_on(remake(4, declare), &[Msg::Char('y')], "y/Enter declare", "y");
    same_on(remake(4, declare), &[Msg::Enter], "y/Enter declare", "Enter");
    let at_once = |a: &App| {
        acting(a)
            && matches!(a.nos().game().hand().phase(), Phase::Immediate { .. })
            && a.nos().game().hand().legal().len() > 1
    };
    same(remake(4, at_once), &[Msg::Char('n')], "n: no");
    // Closing goes with the play, in one step (at a table of people no question
    // follows the play; a question with one answer has no button: it is not asked).
    let a_play = |a: &App| {
        acting(a)
            && matches!(a.nos().game().hand().phase(), Phase::Turn { .. })
            && a.nos().game().hand().legal().iter().any(|x| matches!(x, Action::Play { .. }))
    };
    same(remake(4, a_play), &[Msg::Char('c')], "c: play and close");
}

#[test]
fn a_turn_draw_pass_and_where_a_tile_goes() {
    // A draw or pass with nothing else to do is the seat's own act in strict club
    // mode only (elsewhere it is made for the seat): a button there, and a key.
    let draw_only = |a: &App| {
        acting(a)
            && matches!(a.nos().game().hand().phase(), Phase::Turn { .. })
            && a.nos().game().hand().legal().iter().all(|x| matches!(x, Action::Draw))
    };
    same(strict(4, draw_only), &[Msg::Char('d')], "Draw a tile (d)");
    same(strict(4, draw_only), &[Msg::Char('d')], "d draw");
    let pass_only = |a: &App| {
        acting(a)
            && matches!(a.nos().game().hand().phase(), Phase::Turn { .. })
            && a.nos().game().hand().legal().as_slice() == [Action::Pass]
    };
    same(strict(3, pass_only), &[Msg::Char('p')], "pass (p)");
    // A tile that fits in two places: the options, each clickable.
    let two = |a: &App| {
        acting(a)
            && matches!(a.nos().pick(), Pick::Tile)
            && matches!(a.nos().game().hand().phase(), Phase::Turn { .. })
            && a.nos().hand_tiles().get(a.nos().cursor()).is_some_and(|&t| a.nos().options(t).len() > 1)
    };
    let place = after(remake(4, two), &[Msg::Enter]);
    let texts: Vec<String> = match place().nos().pick() {
        Pick::Place { options, .. } => options
            .iter()
            .enumerate()
            .map(|(i, a)| match a {
                Action::Play { at, open, .. } => format!("[{}] {at}, {open} open", i + 1),
                other => panic!("not a play: {other:?}"),
            })
            .collect(),
        other => panic!("not where the tile goes: {other:?}"),
    };
    same(&place, &[Msg::Char('2')], &texts[1]);
    same(&place, &[Msg::Right, Msg::Enter], &texts[1]);
    same(&place, &[Msg::Char('1')], &texts[0]);
    same(&place, &[Msg::Back], "Esc back");
    // A click on a tile of the hand chooses it.
    same(remake(4, two), &[Msg::Enter], "▸[");
}

#[test]
fn the_summary_quit_help_and_settlement() {
    let summary = || {
        let mut a = app(4, 7);
        play_hand(&mut a, |_| {});
        a
    };
    same(summary, &[Msg::Enter], "Enter deals the next.");
    same(summary, &[Msg::Enter], "Enter next hand");
    same(summary, &[Msg::Char('q')], "q quit and settle");
    let quit = after(summary, &[Msg::Char('q')]);
    same(&quit, &[Msg::Char('y')], "y settle and end");
    same(&quit, &[Msg::Char('n')], "n go on");
    same(&quit, &[Msg::Char('s')], "s save, resume later");
    // Help closes at any click, as at any key.
    let help = after(summary, &[Msg::Char('?')]);
    assert_eq!(help().nos().boxed(), Some(Boxed::Help));
    same(&help, &[Msg::Back], "any other key closes");
    same(&help, &[Msg::Back], "Enter");
    let settled = after(&quit, &[Msg::Char('y')]);
    same(&settled, &[Msg::Enter], "Press Enter to leave.");
}

#[test]
fn a_computer_seat_goes_on_at_a_click_on_its_key() {
    let start = || {
        let mut kinds = vec![Kind::Computer(Level::Easy); 4];
        kinds[1] = Kind::Human;
        let mut a = still(Screen::Offer);
        a.start(Game::new(names(4), kinds, 7));
        a
    };
    assert!(start().nos().due().is_some());
    same(start, &[Msg::Enter], "any key skip the pause");
}

/// Practice, the hand played out, the ranking refined by `runner`.
fn result_by(runner: Runner) -> App {
    let mut a = still(Screen::Offer);
    a.nos_runner(runner);
    a.delay = Duration::ZERO;
    a.practice_nos(Coach::new(4, Level::Normal, 11, true));
    for _ in 0..6 {
        if matches!(a.nos().pick(), Pick::Games { .. }) {
            break;
        }
        let k = if a.nos().game().hand().legal().contains(&Action::Draw) { Msg::Char('d') } else { Msg::Enter };
        a.update(k);
    }
    press(&mut a, Msg::Enter);
    while !matches!(a.nos().screen(), NosScreen::Result) {
        a.tick(Instant::now());
    }
    a
}

fn judged() -> App {
    let mut a = result_by(RUNNER);
    while a.nos().coach().unwrap().verdict.is_none() {
        a.tick(Instant::now());
    }
    a
}

#[test]
fn practice_result_and_score() {
    same(judged, &[Msg::Enter], "Enter next practice hand");
    same_on(judged, &[Msg::Down], "↑↓ scroll", "↓");
    same(judged, &[Msg::Char('q')], "q leave practice");
    let unjudged = || {
        // A ranking far from done when the hand ends.
        let a = result_by(Runner::Inline { samples: 1_000_000, batch: 1 });
        assert!(a.nos().coach().unwrap().verdict.is_none(), "the ranking is still refining");
        a
    };
    same(unjudged, &[Msg::Enter], "Enter: stop it");
    let score = after(judged, &[Msg::Char('q')]);
    same(&score, &[Msg::Enter], "Press Enter or q to leave.");
}

/// Where the first row of the ranking on screen stands.
fn first_row(a: &mut App, w: u16, h: u16) -> usize {
    let s = screen(a, w, h);
    let line = s.lines().find(|l| l.contains("rows ")).unwrap_or_else(|| panic!("no position line:\n{s}"));
    let from = line.split("rows ").nth(1).unwrap();
    from.split('–').next().unwrap().trim().parse().unwrap()
}

#[test]
fn the_practice_ranking_scrolls_by_keys_and_wheel() {
    let mut a = judged();
    let n = a.nos().coach().unwrap().job.as_ref().unwrap().rows.len();
    assert!(n > 20, "a ranking longer than the screen");
    assert_eq!(first_row(&mut a, 80, 24), 1);
    a.update(Msg::Down);
    assert_eq!(first_row(&mut a, 80, 24), 2);
    a.update(Msg::WheelDown);
    assert_eq!(first_row(&mut a, 80, 24), 5, "the wheel scrolls three rows");
    a.update(Msg::PageDown);
    assert_eq!(first_row(&mut a, 80, 24), 15);
    a.update(Msg::Char('k'));
    assert_eq!(first_row(&mut a, 80, 24), 14);
    a.update(Msg::End);
    let s = screen(&mut a, 80, 24);
    assert!(s.contains(&format!(" of {n}")), "{s}");
    let last = s.lines().find(|l| l.contains("rows ")).unwrap().to_string();
    assert!(last.contains(&format!("–{n} of {n}")), "the end of the list shows: {last}");
    // Scrolled to the end, ↑ moves at once: the drawing keeps the place within the list.
    let end = first_row(&mut a, 80, 24);
    a.update(Msg::Up);
    assert_eq!(first_row(&mut a, 80, 24), end - 1);
    a.update(Msg::WheelUp);
    a.update(Msg::Home);
    assert_eq!(first_row(&mut a, 80, 24), 1);
    // A larger window shows more rows from the same place.
    a.update(Msg::Down);
    assert_eq!(first_row(&mut a, 120, 40), 2);
}

#[test]
fn the_advice_box_scrolls_and_closes_by_the_mouse() {
    let advice = || {
        let mut a = app(4, 7);
        a.nos_runner(RUNNER);
        press(&mut a, Msg::Enter);
        a.update(Msg::Char('a'));
        while a.nos().advice().unwrap().job.running() {
            a.tick(Instant::now());
        }
        a
    };
    same(advice, &[Msg::Back], "Esc or a close");
    same_on(advice, &[Msg::Down], "↑↓ scroll", "↓");
    let mut a = advice();
    a.update(Msg::WheelDown);
    assert_eq!(first_row(&mut a, 80, 24), 4);
}

fn viewer() -> App {
    let mut a = app(4, 7);
    play_hand(&mut a, |_| {});
    let g = a.nos().game_at().unwrap();
    let mut v = nos::tui::table::replay::SitViewer::new(nos::tui::nos::open::frames(g), "seed-7.json".into());
    v.at = 20;
    App::new(Screen::SitReplay(Box::new(v)), None)
}

#[test]
fn the_replay_controls() {
    same(viewer, &[Msg::Right], " ▶ ");
    same(viewer, &[Msg::Left], " ◀ ");
    same(viewer, &[Msg::Home], "|◀");
    same(viewer, &[Msg::End], "▶|");
    same(after(viewer, &[Msg::End]), &[Msg::Up], " ▲ ");
    same(viewer, &[Msg::Enter], "▶ play");
    same(after(viewer, &[Msg::Enter]), &[Msg::Enter], "❚❚ stop");
    same(viewer, &[Msg::Char('-')], " − ");
    same(viewer, &[Msg::Char('+')], " + ");
    // A seat's name shows the hand as that seat saw it; again, every hand.
    same(viewer, &[Msg::Char('2')], "Bas:");
    same(after(viewer, &[Msg::Char('2')]), &[Msg::Char('0')], "Bas:");
    same(after(viewer, &[Msg::Char('2')]), &[Msg::Char('0')], "every hand ");
    same_on(viewer, &[Msg::Right], "←→ step", "→");
    same(viewer, &[Msg::Char('q')], "q quit");
}

#[test]
fn the_summary_payments_scroll_by_the_mouse() {
    // Five long names: the payments of the hand take more rows than the summary has.
    let summary = || {
        let names =
            ["Annemarie Vandenberg", "Bastiaan Oosterhuis", "Cornelia van der Wal", "Cornelia van der Ven", "Dirk"];
        let mut a = still(Screen::Offer);
        a.start(Game::new(names.iter().map(|s| s.to_string()).collect(), vec![Kind::Human; 5], 3));
        play_hand(&mut a, |_| {});
        a
    };
    same_in(&[(80, 24)], summary, &[Msg::Down], "↑↓ payments", "↓");
    let mut a = summary();
    let s = screen(&mut a, 80, 24);
    assert!(s.contains("rows 1–13 of 17"), "{s}");
    a.update(Msg::WheelDown);
    let s = screen(&mut a, 80, 24);
    assert!(s.contains("rows 4–16 of 17"), "{s}");
}

/// Where `text` first shows left of column `right` (the table, not the panels beside it).
fn find_left_of(a: &mut App, w: u16, h: u16, text: &str, right: u16) -> Option<(u16, u16)> {
    let buf = draw(a, w, h);
    let n = text.chars().count() as u16;
    (0..h).find_map(|y| {
        (0..right.saturating_sub(n)).find_map(|x| {
            let s: String = (x..x + n).map(|x| buf[(x, y)].symbol()).collect();
            (s == text).then_some((x, y))
        })
    })
}

/// A press on the table and a drag move its view along with the mouse; a drag that
/// starts elsewhere moves nothing; H and the wheel pan it too.
fn pans(make: impl Fn() -> App, tile: &str, right: u16) {
    let (w, h) = (80, 24);
    let mut a = make();
    let at = |a: &mut App| find_left_of(a, w, h, tile, right).unwrap_or_else(|| panic!("{tile} is not on the table"));
    let (x, y) = at(&mut a);
    // A blank cell of the table, below its title, to take hold of.
    let (gx, gy) = (2, 2);
    assert_eq!(draw(&mut a, w, h)[(gx, gy)].symbol(), " ");
    a.update(Msg::Click { x: gx, y: gy });
    a.update(Msg::Drag { x: gx + 2, y: gy + 1 });
    a.update(Msg::Drag { x: gx + 4, y: gy + 2 });
    assert_eq!(at(&mut a), (x + 4, y + 2), "dragged\n{}", screen(&mut a, w, h));
    // Dragging back brings it back.
    a.update(Msg::Drag { x: gx, y: gy });
    assert_eq!(at(&mut a), (x, y));
    // A press outside the table (on the log) takes no hold of it.
    a.update(Msg::Click { x: w - 3, y: h - 10 });
    a.update(Msg::Drag { x: w - 10, y: h - 12 });
    assert_eq!(at(&mut a), (x, y), "a drag from outside the table\n{}", screen(&mut a, w, h));
    a.update(Msg::Char('H'));
    assert_eq!(at(&mut a), (x + 5, y));
    a.update(Msg::WheelUp);
    assert_eq!(at(&mut a), (x + 5, y + 2));
}

#[test]
fn the_table_pans_by_a_drag_the_keys_and_the_wheel() {
    let flat_set = |a: &App| {
        acting(a)
            && a.nos().game().hand().layout().is_some()
            && a.nos().game().hand().set_ends().is_some_and(|(x, y)| x != y)
            && a.nos().popup().is_none()
    };
    let nos = find_state(4, flat_set);
    let (s0, s1) = nos.nos().game().hand().set_ends().unwrap();
    let table = nos::tui::table::part::Areas::of(ratatui::layout::Rect::new(0, 0, 80, 24), 8, 4).table;
    pans(remake(4, flat_set), &format!("[{s0}|{s1}]"), table.right());
    // A line game at its table.
    // Its lead, the highest double, stands across the line.
    let sit = || {
        let mut a = still(Screen::Offer);
        a.sit(Box::new(line_game_at("draw-hoyle", 2, 3, 2).expect("a game")));
        a
    };
    let lead = line_game_at("draw-hoyle", 2, 3, 2).and_then(|g| g.game().hand().arms().lead()).expect("a lead");
    pans(sit, &format!("┌{}┐", lead.first), table.right());
}
