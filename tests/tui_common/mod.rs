//! Helpers for the terminal tests: drawing an app into a test backend, and a robot
//! that plays the acting human seat by key presses.
#![allow(dead_code)]

use nos::games::nos::{Action, Phase};
use nos::record::played::Game;
use nos::tui::app::{App, Screen};
use nos::tui::front::Pick;
use nos::tui::front::Screen as NosScreen;
use nos::tui::kit::hand_over::{Clock, LOCK};
use nos::tui::kit::input::Msg;
use nos::tui::table::seat::Kind;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::Terminal;

pub const NAMES: [&str; 9] = ["Ann", "Bas", "Cor", "Dirk", "Eva", "Fay", "Gijs", "Hans", "Ina"];

pub fn names(n: usize) -> Vec<String> {
    NAMES[..n].iter().map(|s| s.to_string()).collect()
}

/// A hot-seat game of `n` humans from a seed, with no saving, on a clock that moves
/// only when a player waits (see [`robot`]).
pub fn app(n: usize, seed: u64) -> App {
    app_of(Game::new(names(n), vec![Kind::Human; n], seed))
}

/// An app around a game, on the screen the game calls for, on a clock that moves only
/// when a player waits.
pub fn app_of(game: Game) -> App {
    let mut a = still(Screen::Offer);
    a.start(game);
    a
}

/// The hand-over's second passes, as for a player who waits it out before Enter (on
/// an app whose clock stands still: [`still`]).
pub fn wait_out(app: &App) {
    let before = app.clock.now();
    app.clock.pass(LOCK);
    assert!(app.clock.now() >= before + LOCK, "the app reads the machine's clock: make it with `still`");
}

/// An app whose clock stands still until a player waits ([`wait_out`]).
pub fn still(screen: Screen) -> App {
    let mut a = App::new(screen, None);
    a.clock = Clock::still();
    a
}

/// Whether a hand-over is up at the table.
pub fn at_hand_over(app: &App) -> bool {
    match &app.screen {
        Screen::Sitting(t) => matches!(t.stage, nos::tui::table::screen::Stage::HandOver(_)),
        _ => false,
    }
}

/// A key as a player presses it: at a hand-over, once its second has passed.
pub fn press(app: &mut App, m: Msg) {
    if at_hand_over(app) {
        wait_out(app);
    }
    app.update(m);
}

pub fn draw(app: &mut App, w: u16, h: u16) -> Buffer {
    app.size = (w, h);
    let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
    t.draw(|f| f.render_widget(&*app, f.area())).unwrap();
    t.backend().buffer().clone()
}

pub fn text(buf: &Buffer) -> String {
    let a = buf.area;
    let mut out = String::new();
    for y in 0..a.height {
        let mut line = String::new();
        for x in 0..a.width {
            line.push_str(buf[(x, y)].symbol());
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

pub fn screen(app: &mut App, w: u16, h: u16) -> String {
    text(&draw(app, w, h))
}

/// The key a player who wants the hand to go on presses now, or `None` when the hand
/// is over.
pub fn robot(app: &App) -> Option<Msg> {
    let g = app.nos().game_at()?;
    match &app.nos().screen() {
        NosScreen::HandOver(_) => {
            // The player waits out the hand-over's lock, then takes the keyboard.
            wait_out(app);
            return Some(Msg::Enter);
        }
        NosScreen::Summary | NosScreen::Settled => return None,
        _ => {}
    }
    if let Pick::Place { .. } | Pick::Games { .. } = app.nos().pick() {
        return Some(Msg::Enter);
    }
    let legal = g.hand().legal();
    Some(match g.hand().phase() {
        Phase::Declare { .. } | Phase::Immediate { .. } => Msg::Char('n'),
        Phase::AfterPlay { .. } | Phase::Announce => Msg::Enter,
        Phase::Set { .. } if legal.contains(&Action::Draw) => Msg::Char('d'),
        Phase::Turn { .. } if legal.contains(&Action::Wait) => Msg::Char('w'),
        Phase::Turn { .. } if legal.iter().any(|a| matches!(a, Action::Play { .. })) => Msg::Enter,
        Phase::Turn { .. } if legal.contains(&Action::Draw) => Msg::Char('d'),
        Phase::Turn { .. } if legal.contains(&Action::Pass) => Msg::Char('p'),
        _ => Msg::Enter,
    })
}

/// Plays the game by robot keys: `f` is called on every frame before each key.
pub fn play_hand(app: &mut App, mut f: impl FnMut(&mut App)) -> usize {
    let mut keys = 0;
    while let Some(m) = robot(app) {
        f(app);
        app.update(m);
        keys += 1;
        if keys == 5000 {
            panic!("the hand does not end:\n{}", screen(app, 100, 30));
        }
    }
    f(app);
    keys
}

/// The cell where `text` first shows on the screen, drawn at `w` by `h`.
pub fn find(app: &mut App, w: u16, h: u16, text: &str) -> Option<(u16, u16)> {
    let buf = draw(app, w, h);
    for y in 0..h {
        // Each cell's symbol, with the column it starts at.
        let cells: Vec<(u16, &str)> = (0..w).map(|x| (x, buf[(x, y)].symbol())).collect();
        for start in 0..cells.len() {
            let mut s = String::new();
            for (_, sym) in &cells[start..] {
                s.push_str(sym);
                if s.len() >= text.len() {
                    break;
                }
            }
            if s.starts_with(text) {
                return Some((cells[start].0, y));
            }
        }
    }
    None
}

/// A line game of `id` for `n` seats where only seat 0 is human, played on by taking
/// the first play (else the first choice) for everyone until at least `moves` actions
/// are done and seat 0 is to choose; `None` if the hand ends first.
pub fn line_game_at(id: &str, n: usize, seed: u64, moves: usize) -> Option<nos::tui::line::sit::LineSitting> {
    use nos::tui::table::sitting::Sitting;
    let mut kinds = vec![Kind::Computer(nos::core::Level::Easy); n];
    kinds[0] = Kind::Human;
    let mut g = nos::tui::line::sit::LineSitting::new(id, names(n), kinds, seed).unwrap();
    let mut done = 0;
    let choosing = |g: &nos::tui::line::sit::LineSitting| {
        g.to_act() == Some(nos::core::Seat(0)) && !g.choices().iter().any(|c| c.forced)
    };
    while done < moves || !choosing(&g) {
        if g.hand_over() {
            return None;
        }
        let c = g.choices();
        let i = c.iter().position(|c| c.tile.is_some()).unwrap_or(0);
        g.apply(&c[i].act).unwrap();
        done += 1;
    }
    Some(g)
}
