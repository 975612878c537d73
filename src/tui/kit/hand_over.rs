//! The hand-over between people at one keyboard, the one piece every table uses for it:
//! the seat that takes the keyboard, and the lock that has the screen ignore every key
//! and click for its first second on screen. A key meant for the screen before (Enter
//! pressed twice, or a moment late) then never opens the next seat's hand: only a key
//! pressed once the hand-over has been in sight for a second takes it. The time comes
//! from a [`Clock`] the screen is given, so that tests move it instead of sleeping.

use crate::core::Seat;
use crate::tui::kit::widgets::Key;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How long a hand-over ignores every key and click once it is on screen.
pub const LOCK: Duration = Duration::from_secs(1);

/// The keys line while the lock holds: no key to offer, and why.
pub const WAITING: Key<'static> = ("wait", "a second: no key acts yet", &[]);

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
}

impl HandOver {
    /// The keyboard goes to `seat`, at `now`.
    pub fn new(seat: Seat, now: Instant) -> HandOver {
        HandOver { seat, since: now, drawn: false, shown_open: false }
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
        self.shown_open |= from >= self.since + LOCK;
    }

    /// How long keys and clicks are still ignored at `now`; `None` once they act.
    pub fn wait(&self, now: Instant) -> Option<Duration> {
        let open = self.since + LOCK;
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
        (!self.shown_open).then_some(self.since + LOCK)
    }

    /// The sentence for the screen, `name` the seat's: while the lock holds, that no
    /// key acts yet; then that Enter takes the keyboard.
    pub fn line(&self, name: &str, now: Instant) -> String {
        match self.wait(now) {
            Some(_) => format!("Pass the keyboard to {name}; wait a moment…"),
            None => format!("Pass the keyboard to {name}; press Enter"),
        }
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
        assert_eq!(h.take(at + 60 * LOCK), Some(Seat(2)));
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
