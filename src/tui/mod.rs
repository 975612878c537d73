//! The terminal front end (ratatui + crossterm): hot-seat play at one keyboard, saved
//! after every action, and the replay viewer.
//!
//! The loop is Elm-like: a terminal event becomes a [`input::Msg`] (a pure mapping),
//! [`app::App::update`] makes the one change, and the screen is drawn from the state.

pub mod advice;
pub mod announce;
pub mod app;
pub mod bottom;
pub mod coach;
pub mod draw;
pub mod fit;
pub mod game;
pub mod hits;
pub mod input;
pub mod job;
pub mod panels;
pub mod ranking;
pub mod replay;
pub mod screens;
pub mod scroll;
pub mod setup;
pub mod store;
pub mod table;
pub mod tiles;
pub mod turn;
pub mod words;

use app::{App, Screen};
use crossterm::event::{self, DisableMouseCapture, EnableMouseCapture};
use crossterm::execute;
use game::{Game, Kind};
use std::path::Path;
use std::time::{Duration, Instant};
use store::Store;

/// Whether the program runs in a terminal, which the game and the replay viewer need.
///
/// # Errors
/// Standard input or output is not a terminal; the error says so in words.
pub fn have_terminal() -> std::io::Result<()> {
    use std::io::IsTerminal;
    if std::io::stdout().is_terminal() && std::io::stdin().is_terminal() {
        Ok(())
    } else {
        Err(std::io::Error::other(
            "the game needs a terminal: run it in one (nos check, simulate, bench, advise and tournament do not)",
        ))
    }
}

/// Runs the app in the terminal until it is done; the terminal is restored after,
/// also on a panic.
pub fn run(mut app: App) -> std::io::Result<()> {
    if let Some(ms) = std::env::var("NOS_DELAY_MS").ok().and_then(|v| v.parse().ok()) {
        app.delay = Duration::from_millis(ms);
        if app.due.is_some() {
            app.due = Some(Instant::now() + app.delay);
        }
    }
    have_terminal()?;
    let mut terminal = ratatui::try_init()?;
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let _ = execute!(std::io::stdout(), DisableMouseCapture);
        hook(info);
    }));
    let _ = execute!(std::io::stdout(), EnableMouseCapture);
    let result = (|| -> std::io::Result<()> {
        loop {
            terminal.draw(|f| {
                app.size = (f.area().width, f.area().height);
                f.render_widget(&app, f.area());
            })?;
            if app.done {
                return Ok(());
            }
            let wait = app
                .next_wake()
                .map(|t| t.saturating_duration_since(Instant::now()))
                .unwrap_or(Duration::from_secs(3600));
            if event::poll(wait)? {
                if let Some(m) = input::msg(&event::read()?) {
                    app.update(m);
                }
            }
            app.tick(Instant::now());
        }
    })();
    let _ = execute!(std::io::stdout(), DisableMouseCapture);
    ratatui::restore();
    result
}

fn finish(r: std::io::Result<()>) -> i32 {
    match r {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("nos: {e}");
            1
        }
    }
}

fn open_store() -> Result<Store, i32> {
    Store::open().map_err(|e| {
        eprintln!("nos: {e}");
        1
    })
}

/// A seed from the clock, for a game whose seed was not given.
pub fn clock_seed() -> u64 {
    let t = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    (t.as_nanos() as u64 ^ (t.as_secs() << 20)) % 1_000_000
}

/// `nos new`: a game with these seats, started at once.
pub fn new_game(names: Vec<String>, kinds: Vec<Kind>, seed: u64) -> i32 {
    let store = match open_store() {
        Ok(s) => s,
        Err(c) => return c,
    };
    store.set_aside();
    let mut app = App::new(Screen::Offer, None, Some(store));
    app.start(Game::new(names, kinds, seed));
    finish(run(app))
}

/// `nos practice`: hands on set against computer seats, your choice ranked after each.
/// Nothing is saved, so an unfinished game stays as it was.
pub fn practice(players: u8, level: crate::ai::Level, seed: u64, auto: bool, samples: u64) -> i32 {
    let mut app = App::new(Screen::Offer, None, None);
    app.runner = job::Runner::Thread { samples };
    app.practice(coach::Coach::new(players, level, seed, auto));
    finish(run(app))
}

/// `nos resume`: the unfinished game, where it stopped.
pub fn resume() -> i32 {
    let store = match open_store() {
        Ok(s) => s,
        Err(c) => return c,
    };
    if !store.has_current() {
        eprintln!("nos: there is no unfinished game in {}; start one with `nos` or `nos new`", store.dir.display());
        return 1;
    }
    let game = match store.load() {
        Ok(g) => g,
        Err(e) => {
            eprintln!("nos: the unfinished game cannot be resumed: {e}");
            return 1;
        }
    };
    let app = App::new(Screen::Play, Some(game), Some(store));
    finish(run(app))
}

/// `nos` alone: offer to resume the unfinished game, or the new-game screen.
pub fn default() -> i32 {
    let store = match open_store() {
        Ok(s) => s,
        Err(c) => return c,
    };
    let seed = clock_seed();
    let screen = if store.has_current() { Screen::Offer } else { Screen::Setup(setup::Setup::new(seed)) };
    let kept = store.describe();
    let mut app = App::new(screen, None, Some(store));
    app.fresh_seed = seed;
    app.kept = kept;
    finish(run(app))
}

/// `nos replay FILE`: the viewer, or the error `nos check` gives.
pub fn replay_file(path: &Path) -> i32 {
    let name = path.display().to_string();
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("{name}: cannot open: {e}");
            return 2;
        }
    };
    let rec = match crate::record::Record::parse(&bytes) {
        Ok(r) => r,
        Err(_) => return report(&name, &bytes),
    };
    let replayed = match crate::record::replay(&rec) {
        Ok(r) => r,
        Err(_) => return report(&name, &bytes),
    };
    let title = path.file_name().map(|f| f.to_string_lossy().to_string()).unwrap_or(name);
    let mut viewer = replay::Viewer::new(rec.players.clone(), &replayed.session, title);
    if let Some(crate::record::Outcome::RefusedAsExpected { at, reason }) = replayed.hands.last().map(|h| &h.outcome) {
        viewer.note_at_end(format!("Action {at} of the record is refused, as it expects: {reason}"));
    }
    let app = App::new(Screen::Replay(Box::new(viewer)), None, None);
    finish(run(app))
}

fn report(name: &str, bytes: &[u8]) -> i32 {
    let (lines, verdict) = crate::record::check::check_bytes(name, bytes);
    for l in lines {
        eprintln!("{l}");
    }
    verdict as i32
}
