//! The terminal front end (ratatui + crossterm): hot-seat play at one keyboard, saved
//! after every action, and the replay viewer.
//!
//! The loop is Elm-like: a terminal event becomes a [`kit::input::Msg`] (a pure mapping),
//! [`app::App::update`] makes the one change, and the screen is drawn from the state.

pub mod app;
pub mod board;
pub mod front;
pub mod kit;
pub mod line;
pub mod nos;
pub mod openers;
pub mod table;
pub mod trains;

use crate::record::played::Game;
use crate::text;
use crate::tui::table::seat::Kind;
use app::{App, Screen};
use crossterm::event;
use std::path::Path;
use std::time::{Duration, Instant};
use table::store::Store;

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
/// also on a panic or a signal ([`term`]). Returns the app as it ended.
pub fn run(mut app: App) -> std::io::Result<App> {
    if let Some(ms) = std::env::var("NOS_DELAY_MS").ok().and_then(|v| v.parse().ok()) {
        app.delay = Duration::from_millis(ms);
        if let Screen::Sitting(t) = &mut app.screen {
            t.delay = app.delay;
            if t.due.is_some() {
                t.due = Some(Instant::now() + t.delay);
            }
        }
    }
    have_terminal()?;
    let mut terminal = kit::term::enter()?;
    let result = (|| -> std::io::Result<()> {
        // What came since the last frame: nothing yet, a pause that ended, or an event.
        let mut came: Option<Option<event::Event>> = None;
        loop {
            {
                // A signal waits while the game changes and the frame is drawn.
                let _held = kit::term::busy();
                if let Some(ev) = came.take() {
                    if let Some(m) = ev.as_ref().and_then(kit::input::msg) {
                        app.update(m);
                    }
                    app.tick(Instant::now());
                }
                let from = app.clock.now();
                terminal.draw(|f| {
                    app.size = (f.area().width, f.area().height);
                    f.render_widget(&app, f.area());
                })?;
                app.drawn(from);
                if app.done {
                    return Ok(());
                }
            }
            let wait = app
                .next_wake()
                .map(|t| t.saturating_duration_since(Instant::now()))
                .unwrap_or(Duration::from_secs(3600));
            came = Some(if event::poll(wait)? { Some(event::read()?) } else { None });
        }
    })();
    kit::term::restore();
    result.map(|()| app)
}

/// The exit code of a run: 1 when it failed, or when the session was settled but its
/// record could not be kept (the game is still kept; the message says so). A game
/// left unfinished is said to be saved, with how to resume it.
fn finish(r: std::io::Result<App>) -> i32 {
    match r {
        Ok(app) => {
            let ended = match &app.screen {
                Screen::Sitting(t) => t.kept.as_ref(),
                _ => None,
            };
            match ended {
                Some(Ok(_)) => 0,
                Some(Err(e)) => {
                    eprintln!("nos: {}", text::safe(e));
                    1
                }
                None => {
                    // Practice keeps nothing to say.
                    let practice = matches!(&app.screen, Screen::Sitting(t) if !t.saves);
                    if let Some(words) = app.store.as_ref().filter(|_| !practice).and_then(|s| s.leaving()) {
                        println!("{}", text::safe(&words));
                    }
                    i32::from(app.store.as_ref().is_some_and(|s| s.failed().is_some()))
                }
            }
        }
        Err(e) => {
            eprintln!("nos: {}", text::safe(&e.to_string()));
            1
        }
    }
}

/// The data directory opened; what the opening did that a player is to know (a
/// finished match found in its slot and kept among the sessions) said on the way.
fn open_store() -> Result<Store, i32> {
    let store = Store::open().map_err(|e| {
        eprintln!("nos: {e}");
        1
    })?;
    for f in &store.data.filed {
        eprintln!("nos: {}", f.line());
    }
    Ok(store)
}

/// A seed from the clock, for a game whose seed was not given.
pub fn clock_seed() -> u64 {
    let t = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    (t.as_nanos() as u64 ^ (t.as_secs() << 20)) % 1_000_000
}

/// `nos new`: a game with these seats, started at once.
pub fn new_game(
    names: Vec<String>,
    kinds: Vec<Kind>,
    seed: u64,
    options: crate::games::nos::Options,
    hints: bool,
) -> i32 {
    match fresh_app() {
        Ok(mut app) => {
            app.start_nos(Game::with_options(names, kinds, seed, options), hints);
            finish(run(app))
        }
        Err(c) => c,
    }
}

/// `nos new --game G` for a game behind the seam: started at once.
pub fn new_sitting(
    game: &str,
    names: Vec<String>,
    kinds: Vec<Kind>,
    seed: u64,
    options: &crate::core::option::Options,
) -> i32 {
    let Some(opener) = openers::opener(game) else {
        eprintln!("nos: {} is not played at the table yet", text::safe(game));
        return 2;
    };
    let sit = match opener.start(game, names, kinds, seed, options) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: {}", text::safe(&e.to_string()));
            return 2;
        }
    };
    match fresh_app() {
        Ok(mut app) => {
            app.sit(sit);
            finish(run(app))
        }
        Err(c) => c,
    }
}

/// The program for a game started at once, kept in a slot of its own beside any
/// unfinished ones; else the exit code, the reason said.
fn fresh_app() -> Result<App, i32> {
    let store = open_store()?;
    Ok(App::new(Screen::Offer, Some(store)))
}

/// `nos practice`: hands on set against computer seats, your choice ranked after each.
/// Nothing is saved, so an unfinished game stays as it was.
pub fn practice(players: u8, level: crate::core::Level, seed: u64, auto: bool, samples: u64) -> i32 {
    let mut app = App::new(Screen::Offer, None);
    app.nos_runner(crate::analyse::job::Runner::Thread { samples });
    app.practice_nos(nos::coach::Coach::new(players, level, seed, auto));
    finish(run(app))
}

/// `nos resume --list`: the unfinished games, one a line with its id.
pub fn list() -> i32 {
    let store = match open_store() {
        Ok(s) => s,
        Err(c) => return c,
    };
    let games = store.list();
    if games.is_empty() {
        let dir = store.dir.display().to_string();
        println!("no unfinished game in {}", text::safe(&dir));
    }
    let now = std::time::SystemTime::now();
    for g in games {
        println!("{}", text::safe(&g.line(now)));
    }
    0
}

/// `nos resume [ID]`: the unfinished game named, or the only one, where it stopped;
/// with several, the list to choose from.
pub fn resume(id: Option<&str>) -> i32 {
    let store = match open_store() {
        Ok(s) => s,
        Err(c) => return c,
    };
    // A finished match found in the slot asked for was kept just now: said, and done.
    if let Some(id) = id {
        if store.data.filed.iter().any(|f| f.id == id) {
            return 0;
        }
    }
    let games = store.list();
    let id = match id {
        Some(id) => id.to_string(),
        None => match games.as_slice() {
            [] => {
                let dir = store.dir.display().to_string();
                eprintln!(
                    "nos: there is no unfinished game in {}; start one with `nos` or `nos new`",
                    text::safe(&dir)
                );
                return 1;
            }
            [one] => one.id.clone(),
            _ => {
                let mut app = App::new(Screen::Offer, Some(store));
                app.fresh_seed = clock_seed();
                app.offer_games(games);
                return finish(run(app));
            }
        },
    };
    let mut app = App::new(Screen::Offer, Some(store));
    let kept = app.store.as_ref().map(|s| s.resume(&id));
    match kept {
        Some(Ok(sit)) => app.resumed(sit),
        Some(Err(e)) => {
            eprintln!("nos: the unfinished game cannot be resumed: {}", text::safe(&e.to_string()));
            return 1;
        }
        None => return 1,
    }
    finish(run(app))
}

/// `nos` alone: the unfinished games to choose from, beside a new game; or the
/// new-game screen when there are none.
pub fn default() -> i32 {
    let store = match open_store() {
        Ok(s) => s,
        Err(c) => return c,
    };
    let seed = clock_seed();
    let games = store.list();
    let screen = if games.is_empty() { Screen::Setup(app::setup::Setup::new(seed)) } else { Screen::Offer };
    let mut app = App::new(screen, Some(store));
    app.fresh_seed = seed;
    app.offer_games(games);
    finish(run(app))
}

/// `nos replay FILE`: the viewer, or the error `nos check` gives.
pub fn replay_file(path: &Path) -> i32 {
    let name = path.display().to_string();
    let bytes = match crate::record::check::read_shown(path) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("{}", e.words(&name, "a replay shows every hand face up, so it opens"));
            return if matches!(e, crate::record::check::Hidden::Live(_)) { 1 } else { 2 };
        }
    };
    // Every game's record opens in the one viewer, through its game's opener, which
    // makes its frames a window at a time.
    // The title is drawn: its control characters show as escapes.
    let title = path.file_name().map(|f| f.to_string_lossy().to_string()).unwrap_or(name.clone());
    let viewer =
        match table::replay::SitViewer::of_record(bytes.clone(), openers::film, text::safe(&title).into_owned()) {
            Ok(v) => v,
            Err(_) => return report(&name, &bytes),
        };
    drop(bytes);
    finish(run(App::new(Screen::SitReplay(Box::new(viewer)), None)))
}

fn report(name: &str, bytes: &[u8]) -> i32 {
    let (lines, verdict) = crate::record::check::check_bytes(name, bytes);
    for l in lines {
        eprintln!("{l}");
    }
    verdict as i32
}

/// `nos learn`: the list of lessons, the next one first; with `lesson`, that one at
/// once. Only which lessons are done is kept.
pub fn learn(lesson: Option<usize>) -> i32 {
    let learn = app::learn::Learn::new(app::learn::progress_file());
    let next = learn.cursor;
    let mut app = App::new(Screen::Offer, None);
    app.learn(learn, next);
    if let Some(i) = lesson {
        app.open_lesson(i);
    }
    finish(run(app))
}
