//! The terminal in the game's modes (raw input, the alternate screen, mouse
//! reporting, the cursor hidden) and back to how it was, on every way out: the end, a
//! panic, and SIGTERM, SIGHUP or SIGINT (the game itself is saved after every action,
//! so a signal loses nothing).

use crossterm::cursor::Show;
use crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use crossterm::execute;
use crossterm::terminal::{disable_raw_mode, LeaveAlternateScreen};
use std::sync::{Mutex, MutexGuard, Once};

/// Held while the program draws or changes the game.
static BUSY: Mutex<()> = Mutex::new(());

/// Holds off a signal's ending of the program while a frame is written or the game
/// changes (and is saved): the terminal is never restored in the middle of a frame.
pub fn busy() -> MutexGuard<'static, ()> {
    BUSY.lock().unwrap_or_else(|e| e.into_inner())
}

/// Puts the terminal in the game's modes; [`restore`] undoes it, and so do a panic
/// and the signals that end the program.
///
/// # Errors
/// The terminal cannot be set up.
pub fn enter() -> std::io::Result<ratatui::DefaultTerminal> {
    static ONCE: Once = Once::new();
    let mut watched = Ok(());
    ONCE.call_once(|| watched = watch());
    watched?;
    let terminal = ratatui::try_init()?;
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        restore();
        hook(info);
    }));
    execute!(std::io::stdout(), EnableMouseCapture)?;
    Ok(terminal)
}

/// The terminal as it was before [`enter`]: mouse reporting off, the main screen, the
/// cursor shown, the line discipline back. Errors are ignored: there is nothing
/// better to do on the way out.
pub fn restore() {
    let _ = execute!(std::io::stdout(), DisableMouseCapture, LeaveAlternateScreen, Show);
    let _ = disable_raw_mode();
}

/// A thread that waits for SIGTERM, SIGHUP and SIGINT, then restores the terminal and
/// ends the program with the usual code (128 and the signal's number).
#[cfg(unix)]
fn watch() -> std::io::Result<()> {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    use std::sync::TryLockError;
    use std::time::{Duration, Instant};
    let mut signals = signal_hook::iterator::Signals::new([SIGTERM, SIGHUP, SIGINT])?;
    std::thread::Builder::new().name("signals".into()).spawn(move || {
        let Some(sig) = signals.forever().next() else { return };
        // The frame or the change under way finishes first; but a terminal that
        // takes no more output (a hang-up, a paused terminal) must not keep the
        // program alive.
        let end = Instant::now() + Duration::from_secs(2);
        let _held = loop {
            match BUSY.try_lock() {
                Ok(g) => break Some(g),
                Err(TryLockError::Poisoned(p)) => break Some(p.into_inner()),
                Err(TryLockError::WouldBlock) if Instant::now() < end => std::thread::sleep(Duration::from_millis(5)),
                Err(TryLockError::WouldBlock) => break None,
            }
        };
        restore();
        std::process::exit(128 + sig);
    })?;
    Ok(())
}

#[cfg(not(unix))]
fn watch() -> std::io::Result<()> {
    Ok(())
}
