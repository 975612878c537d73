//! The hand-over between people at one keyboard, the one piece every table uses for it:
//! the seat that takes the keyboard, and the lock that has the screen ignore every key
//! and click for its first second on screen. A key meant for the screen before (Enter
//! pressed twice, or a moment late) then never opens the next seat's hand: only a key
//! pressed once the hand-over has been in sight for a second takes it, and a key pressed
//! while the lock holds starts its second again, so that Enter held down (its repeats)
//! or tapped over and over never walks into the next seat's tiles. The time comes from
//! a [`Clock`] the screen is given, so that tests move it instead of sleeping.
//!
//! And the calm after a step the table made by itself (a forced move, a computer's
//! play, shown on the clock): a key that comes within [`CALM`] of the first frame that
//! shows it was pressed for the screen before, and is dropped ([`Calm`]).

use crate::core::Seat;
use crate::tui::kit::widgets::Key;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

/// How long a hand-over ignores every key and click once it is on screen.
pub const LOCK: Duration = Duration::from_secs(1);

/// The lock in force: [`LOCK`], unless `NOS_LOCK_MS` sets another. Only the tests of the
/// real program in a pseudo-terminal set it (`tests/pty`), so that a test playing a
/// whole hand through hand-overs does not wait a second at each; the test of the lock
/// itself (`tests/terminal/pty_hand_over.rs`) keeps the real second.
pub fn lock() -> Duration {
    static IN_FORCE: OnceLock<Duration> = OnceLock::new();
    *IN_FORCE.get_or_init(|| {
        std::env::var("NOS_LOCK_MS").ok().and_then(|v| v.parse().ok()).map_or(LOCK, Duration::from_millis)
    })
}

/// How long after a step made by itself comes into sight a key is taken as meant for
/// the screen before it: shorter than anyone reads a new screen and decides.
pub const CALM: Duration = Duration::from_millis(400);

/// The keys line while the lock holds: no key to offer, and why.
pub const WAITING: Key<'static> = ("wait", "a second with no key pressed; a key starts it again", &[]);

/// The time as the screens read it: the machine's, or a test's that stands still until
/// moved. Copies share the time, so a test moves the clock of the screens it made.
#[derive(Clone, Debug, Default)]
pub struct Clock(Option<Arc<Mutex<Instant>>>);

impl Clock {
    /// The machine's clock.
    pub fn real() -> Clock {
        Clock(None)
    }

    /// A clock that stands still until moved ([`Clock::pass`]).
    pub fn still() -> Clock {
        Clock(Some(Arc::new(Mutex::new(Instant::now()))))
    }

    pub fn now(&self) -> Instant {
        self.0.as_ref().map_or_else(Instant::now, |c| *c.lock().unwrap_or_else(std::sync::PoisonError::into_inner))
    }

    /// Moves a still clock on by `d` (the machine's moves by itself).
    pub fn pass(&self, d: Duration) {
        if let Some(c) = &self.0 {
            *c.lock().unwrap_or_else(std::sync::PoisonError::into_inner) += d;
        }
    }
}

/// The keyboard going to a person's seat. Every hand is hidden while it is up; it is
/// taken by Enter or a click, and only once it has been on screen for [`LOCK`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandOver {
    seat: Seat,
    /// When the lock began: when the hand-over came, and again when it was first drawn.
    since: Instant,
    drawn: bool,
    /// Whether a frame begun after the lock's end has shown it: until then the screen
    /// is drawn again when the lock ends.
    shown_open: bool,
    /// The keyboard comes back to the seat that held it last, every move between made
    /// on the table's screen: it is still the seat's, but the others have been
    /// watching the screen, so its tiles wait for its key all the same.
    back: bool,
}

impl HandOver {
    /// The keyboard goes to `seat`, at `now`.
    pub fn new(seat: Seat, now: Instant) -> HandOver {
        HandOver { seat, since: now, drawn: false, shown_open: false, back: false }
    }

    /// The keyboard comes back to `seat`, which held it last, at `now`: nobody else
    /// had a decision since.
    pub fn back(seat: Seat, now: Instant) -> HandOver {
        HandOver { back: true, ..HandOver::new(seat, now) }
    }

    /// The seat that takes the keyboard.
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// A frame that shows the hand-over was drawn, begun at `from` and on screen at
    /// `to`. The first one starts the lock anew: a hand-over that came while nothing
    /// could show it (a window too small) still waits its second once it is in sight.
    pub fn drawn(&mut self, from: Instant, to: Instant) {
        if !self.drawn {
            self.drawn = true;
            self.since = self.since.max(to);
        }
        // A frame begun before the lock's end may have said that no key acts yet.
        self.shown_open |= from >= self.since + lock();
    }

    /// A key or click at `now`: while the lock holds it is ignored and starts the
    /// lock's second again. Whether it was ignored.
    pub fn pressed(&mut self, now: Instant) -> bool {
        let held = self.wait(now).is_some();
        if held {
            self.since = self.since.max(now);
        }
        held
    }

    /// How long keys and clicks are still ignored at `now`; `None` once they act.
    pub fn wait(&self, now: Instant) -> Option<Duration> {
        let open = self.since + lock();
        (now < open).then(|| open - now)
    }

    /// A key or click that takes the keyboard at `now`: the seat that takes it, or
    /// `None` while the lock holds (the key is ignored).
    pub fn take(&self, now: Instant) -> Option<Seat> {
        self.wait(now).is_none().then_some(self.seat)
    }

    /// When the screen is drawn again to say that Enter takes the keyboard: when the
    /// lock ends, until a frame begun after that has shown it.
    pub fn opens(&self) -> Option<Instant> {
        (!self.shown_open).then_some(self.since + lock())
    }

    /// The sentence for the screen, `name` the seat's: while the lock holds, that no
    /// key acts yet; then that Enter takes the keyboard.
    pub fn line(&self, name: &str, now: Instant) -> String {
        let to = if self.back {
            format!("Back to {name}: nobody else could play")
        } else {
            format!("Pass the keyboard to {name}")
        };
        match self.wait(now) {
            Some(_) => format!("{to}; wait a moment…"),
            None => format!("{to}; press Enter"),
        }
    }
}

/// The keys of this keyboard just after the table made a step by itself: from the
/// moment it is made until the first frame that shows it, and for [`CALM`] after that
/// frame, keys are dropped. Without it a key pressed to hurry a forced move, a moment
/// too late, would land on the next screen and make a real decision there (announce
/// the game under the cursor, play a drawn tile), or on a screen not even drawn yet.
/// A screen never drawn (a test's) drops nothing before its first frame.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Calm {
    /// A step made by itself waits for the frame that shows it.
    pending: bool,
    until: Option<Instant>,
    /// Whether any frame was drawn: keys before the next one are then keys for a
    /// screen the player has not seen.
    seen: bool,
    /// The table's pause between its own steps, as of the last frame: with none
    /// (`NOS_DELAY_MS=0`) there is no calm.
    pause: Duration,
    /// The step was made on a person's own screen ("any key go on now") and left him
    /// a real decision: a key pressed to go on, a moment late, would take it unseen
    /// (announce the game marked first), so the calm lasts a second.
    long: bool,
}

impl Calm {
    /// The table made a step by itself.
    pub fn stepped(&mut self) {
        self.pending = true;
    }

    /// The table made a step by itself on a person's own screen, and left him a
    /// decision: the calm after it lasts [`LOCK`] (or twice the table's pause, if
    /// shorter).
    pub fn stepped_to_decision(&mut self) {
        self.pending = true;
        self.long = true;
    }

    /// A frame was drawn and is in sight at `now`: a step it shows starts the calm,
    /// [`CALM`] or the table's pause between its own steps if shorter (a table that
    /// makes them with no pause, `NOS_DELAY_MS=0`, has none).
    pub fn drawn(&mut self, now: Instant, pause: Duration) {
        self.seen = true;
        self.pause = pause;
        if std::mem::take(&mut self.pending) {
            let calm = if std::mem::take(&mut self.long) { LOCK.min(pause * 2) } else { CALM.min(pause) };
            self.until = Some(now + calm);
        }
    }

    /// Whether a key at `now` is dropped: a step made by itself is not yet on screen,
    /// or came into sight less than the calm ago.
    pub fn drops(&self, now: Instant) -> bool {
        (self.pending && self.seen && !self.pause.is_zero()) || self.until.is_some_and(|t| now < t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MS: Duration = Duration::from_millis(1);

    #[test]
    fn a_hand_over_ignores_keys_for_its_first_second_then_enter_takes_it() {
        let clock = Clock::still();
        let mut h = HandOver::new(Seat(2), clock.now());
        h.drawn(clock.now(), clock.now());
        for ms in [0, 1, 100, 500, 900, 999] {
            let at = clock.now() + ms * MS;
            assert_eq!(h.take(at), None, "taken {ms} ms after it was drawn");
            assert_eq!(h.wait(at), Some(LOCK - ms * MS));
            assert_eq!(h.line("Cor", at), "Pass the keyboard to Cor; wait a moment…");
        }
        let at = clock.now() + LOCK;
        assert_eq!(h.take(at), Some(Seat(2)));
        assert_eq!(h.wait(at), None);
        assert_eq!(h.line("Cor", at), "Pass the keyboard to Cor; press Enter");
        // Back to the seat that held it, the others' moves made on the table's screen.
        let b = HandOver::back(Seat(2), at);
        assert_eq!(b.line("Cor", at), "Back to Cor: nobody else could play; wait a moment…");
        assert_eq!(b.line("Cor", at + LOCK), "Back to Cor: nobody else could play; press Enter");
        assert_eq!(h.take(at + 60 * LOCK), Some(Seat(2)));
    }

    #[test]
    fn a_key_while_the_lock_holds_starts_its_second_again_so_a_held_key_never_takes_it() {
        let clock = Clock::still();
        let start = clock.now();
        let mut h = HandOver::new(Seat(1), start);
        h.drawn(start, start);
        // Enter held down: its repeats come every 33 ms for 3 s, and none takes it.
        for i in 0..90 {
            let at = start + 33 * i * MS;
            assert!(h.pressed(at), "repeat {i} at {} ms was taken", 33 * i);
        }
        let last = start + 33 * 89 * MS;
        assert_eq!(h.take(last + LOCK - MS), None);
        // Tapped every 0.3 s: never taken while the taps go on.
        for i in 1..10 {
            assert!(h.pressed(last + 300 * i * MS));
        }
        let last = last + 2700 * MS;
        // A second with no key: the next one takes it, and is not ignored.
        assert!(!h.pressed(last + LOCK));
        assert_eq!(h.take(last + LOCK), Some(Seat(1)));
        assert_eq!(h.opens(), Some(last + LOCK));
    }

    #[test]
    fn a_key_within_the_calm_after_a_step_made_by_itself_is_dropped() {
        let start = Instant::now();
        let mut c = Calm::default();
        assert!(!c.drops(start));
        // A frame drawn with no step made: no calm.
        c.drawn(start, CALM);
        assert!(!c.drops(start));
        // A table with no pause has no calm.
        c.stepped();
        c.drawn(start, Duration::ZERO);
        assert!(!c.drops(start));
        c.stepped();
        // Made, not yet drawn: a key now is for a screen not seen yet; the calm is
        // counted from the frame that shows it.
        c.drawn(start, 3 * CALM);
        c.stepped();
        assert!(c.drops(start + 10 * MS));
        assert!(c.drops(start + 10 * CALM));
        c.drawn(start + 20 * MS, 3 * CALM);
        assert!(c.drops(start + 20 * MS));
        assert!(c.drops(start + 20 * MS + CALM - MS));
        assert!(!c.drops(start + 20 * MS + CALM));
        // Later frames do not start it again.
        c.drawn(start + 100 * MS, CALM);
        assert!(!c.drops(start + 20 * MS + CALM));
        // With no pause, a step not yet drawn drops nothing either.
        c.drawn(start, Duration::ZERO);
        c.stepped();
        assert!(!c.drops(start + 20 * MS + CALM));
    }

    #[test]
    fn a_screen_never_drawn_drops_no_key_for_a_step_not_yet_drawn() {
        let start = Instant::now();
        let mut c = Calm::default();
        c.stepped();
        assert!(!c.drops(start));
    }

    #[test]
    fn the_lock_counts_from_the_first_frame_that_shows_it() {
        let start = Instant::now();
        let mut h = HandOver::new(Seat(1), start);
        // Not yet drawn (a window too small): its second is counted from when it came,
        // and begins anew once it is drawn.
        assert_eq!(h.take(start + 500 * MS), None);
        // On screen once the frame is written, not when it was begun.
        h.drawn(start + 5 * LOCK, start + 5 * LOCK + 10 * MS);
        assert_eq!(h.take(start + 6 * LOCK + 9 * MS), None);
        assert_eq!(h.take(start + 6 * LOCK + 10 * MS), Some(Seat(1)));
        // Frames after the first do not start it again.
        h.drawn(start + 7 * LOCK, start + 7 * LOCK);
        assert_eq!(h.take(start + 7 * LOCK), Some(Seat(1)));
    }

    #[test]
    fn the_screen_wakes_when_the_lock_ends_until_a_frame_has_shown_it_open() {
        let start = Instant::now();
        let mut h = HandOver::new(Seat(0), start);
        h.drawn(start, start);
        assert_eq!(h.opens(), Some(start + LOCK));
        // A frame begun a moment too early (a wake-up rounded down) still said to
        // wait: the screen is woken again.
        h.drawn(start + LOCK - MS, start + LOCK + MS);
        assert_eq!(h.opens(), Some(start + LOCK));
        h.drawn(start + LOCK, start + LOCK + MS);
        assert_eq!(h.opens(), None);
    }

    #[test]
    fn a_still_clock_moves_only_when_told_and_its_copies_with_it() {
        let c = Clock::still();
        let copy = c.clone();
        let t = c.now();
        assert_eq!(c.now(), t);
        copy.pass(LOCK);
        assert_eq!(c.now(), t + LOCK);
        let real = Clock::real();
        real.pass(LOCK);
        assert!(real.now() <= Instant::now());
    }
}
