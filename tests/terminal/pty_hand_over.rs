//! Hot-seat in the real program, in a pseudo-terminal: a player who presses Enter after
//! his own action, at any moment, never opens the next seat's tiles. After each action
//! of a person, Enter comes at a delay from 0 to 2 s (0.1 s steps, each delay on a
//! terminal of its own, all at once), then again 0 to 0.9 s later; every frame the
//! terminal gets is read, and none may show a seat's tiles before that seat's own
//! Enter, pressed at least a second after its hand-over was drawn. Three tables: three
//! people at Nos; two people and two computers at Nos; two people at Block.
//!
//! What the test reads is what any table must say, whatever draws it: the hand-over
//! names the seat that takes the keyboard ("Pass the keyboard to Cor"), and the box of
//! a hand names its seat in its title ("Cor's tiles", "Cor's hand"). It fails if no
//! seat's tiles are ever seen, so that other words cannot make it pass by seeing
//! nothing.

use crate::pty;
use pty::{Term, BIN, ENTER};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How long the hand-over ignores keys once drawn.
const LOCK: Duration = Duration::from_secs(1);
/// How late the test may read a frame after it was drawn, on busy cores: a hand-over
/// is taken as drawn this long before it was read, or at the last key sent before,
/// whichever is later (the earliest it can have been drawn, so that a key the program
/// rightly took is never called too soon).
const LATE: Duration = Duration::from_millis(250);
/// The actions after which Enter comes, on each terminal, at most.
const ACTIONS: usize = 10;
/// How long each terminal goes on starting new actions.
const BUDGET: Duration = Duration::from_secs(45);

/// A table of the test: how it is started, and the people at it (the others, if any,
/// are computers).
struct Case {
    what: &'static str,
    args: &'static [&'static str],
    people: &'static [&'static str],
}

const CASES: [Case; 3] = [
    Case {
        what: "three people at Nos",
        args: &["new", "--names", "Ann,Bas,Cor", "--seed", "1"],
        people: &["Ann", "Bas", "Cor"],
    },
    Case {
        what: "two people and two computers at Nos",
        args: &["new", "--names", "Ann,Bas,Cor,Dirk", "--computer", "2,4", "--level", "easy", "--seed", "9"],
        people: &["Ann", "Cor"],
    },
    Case {
        what: "two people at Block",
        args: &["new", "--game", "block-scarne", "--names", "Ann,Bas", "--seed", "3"],
        people: &["Ann", "Bas"],
    },
];

/// Whether the screen shows the hand of `name`: a box titled with its name.
fn shows_hand(s: &str, name: &str) -> bool {
    s.contains(&format!("{name}'s tiles ")) || s.contains(&format!("{name}'s hand "))
}

/// The person whose hand-over is on the screen.
fn hand_over(s: &str, people: &[&str]) -> Option<usize> {
    people.iter().position(|n| s.contains(&format!("Pass the keyboard to {n}")))
}

/// What every frame showed, as the reader thread sees them, and every key sent.
struct Watch {
    people: Vec<String>,
    /// When each key was sent (read just before it was written), and whether it was Enter.
    keys: Vec<(Instant, bool)>,
    /// The hand-over in sight in the last frame.
    on: Option<usize>,
    /// The last hand-over that came: its person, the earliest it can have been drawn,
    /// and when it was first seen.
    came: Option<(usize, Instant, Instant)>,
    /// The person who took the keyboard by his own Enter, while no hand-over came since.
    holder: Option<usize>,
    /// Frames that showed each person's hand rightly.
    shown: Vec<usize>,
    frames: usize,
    start: Instant,
    leaks: Vec<String>,
}

impl Watch {
    fn new(people: &[&str]) -> Watch {
        Watch {
            people: people.iter().map(|s| s.to_string()).collect(),
            keys: Vec::new(),
            on: None,
            came: None,
            holder: None,
            shown: vec![0; people.len()],
            frames: 0,
            start: Instant::now(),
            leaks: Vec::new(),
        }
    }

    fn secs(&self, t: Instant) -> String {
        format!("{:.2}", t.saturating_duration_since(self.start).as_secs_f64())
    }

    /// A frame as the terminal shows it, read at `now`.
    fn frame(&mut self, text: &str, now: Instant) {
        self.frames += 1;
        let people: Vec<&str> = self.people.iter().map(String::as_str).collect();
        let ho = hand_over(text, &people);
        if let Some(i) = ho.filter(|&i| self.on != Some(i)) {
            // A hand-over comes: drawn after the last key sent, and not long before
            // it was read.
            let last = self.keys.iter().rev().map(|k| k.0).find(|&k| k <= now);
            let floor = now.checked_sub(LATE).unwrap_or(now);
            self.came = Some((i, last.map_or(floor, |k| k.max(floor)), now));
            self.holder = None;
        }
        self.on = ho;
        for i in 0..self.people.len() {
            if !shows_hand(text, &self.people[i]) {
                continue;
            }
            if self.holder == Some(i) {
                self.shown[i] += 1;
                continue;
            }
            let own = match self.came {
                Some((s, drawn, _)) if s == i => {
                    self.keys.iter().any(|&(k, enter)| enter && k >= drawn + LOCK && k <= now)
                }
                _ => false,
            };
            if own {
                self.holder = Some(i);
                self.shown[i] += 1;
                continue;
            }
            let why = match self.came {
                Some((s, drawn, seen)) if s == i => format!(
                    "its hand-over was drawn at {} s at the earliest (seen at {} s)",
                    self.secs(drawn),
                    self.secs(seen)
                ),
                _ => "no hand-over to it came before".to_string(),
            };
            let mut enters: Vec<String> =
                self.keys.iter().rev().filter(|k| k.1).take(4).map(|k| self.secs(k.0)).collect();
            enters.reverse();
            // Counted once: the hand is out.
            self.holder = Some(i);
            self.leaks.push(format!(
                "frame {} at {} s shows {}'s tiles; {why}; the last Enters at {} s; the screen:\n{text}",
                self.frames,
                self.secs(now),
                self.people[i],
                enters.join(", ")
            ));
        }
    }
}

/// One terminal's run: its leaks, the actions done, and how often each hand was shown.
struct Run {
    leaks: Vec<String>,
    actions: usize,
    shown: Vec<usize>,
}

fn send(t: &mut Term, watch: &Mutex<Watch>, k: &str) {
    watch.lock().unwrap().keys.push((Instant::now(), k == ENTER));
    t.send(k);
}

/// The screen once it has held still for a moment.
fn steady(t: &Term) -> String {
    let mut last = t.screen();
    let mut since = Instant::now();
    let end = Instant::now() + pty::LIMIT;
    loop {
        std::thread::sleep(Duration::from_millis(15));
        let now = t.screen();
        if now != last {
            (last, since) = (now, Instant::now());
        } else if since.elapsed() >= Duration::from_millis(120) {
            return now;
        }
        assert!(Instant::now() < end, "the screen never holds still:\n{last}");
    }
}

/// Plays `case` on a terminal of its own, Enter coming `delay` after each action and
/// again 0 to 0.9 s after that (the second delay turning with each action, from
/// `turn`).
fn run(case: &Case, delay: Duration, turn: usize) -> Run {
    let dir = tempfile::tempdir().unwrap();
    let watch = Arc::new(Mutex::new(Watch::new(case.people)));
    let w = watch.clone();
    let frame: pty::Frame = Box::new(move |s: &vt100::Screen| {
        let text = s.contents();
        w.lock().unwrap().frame(&text, Instant::now());
    });
    // The computers' pause is a short one that can still be followed.
    let env = [("NOS_DELAY_MS", "400")];
    let mut t = Term::spawn(dir.path(), BIN, case.args, (30, 100), &env, Some(frame));
    let start = Instant::now();
    let mut actions = 0;
    while actions < ACTIONS && start.elapsed() < BUDGET {
        let s = steady(&t);
        if let Some(i) = hand_over(&s, case.people) {
            // The person it names takes the keyboard, a second after it came.
            let seen = watch.lock().unwrap().came.map_or(Instant::now(), |c| c.2);
            let wait = (seen + LOCK + Duration::from_millis(150)).saturating_duration_since(Instant::now());
            std::thread::sleep(wait);
            let open = format!("Pass the keyboard to {}; press Enter", case.people[i]);
            t.wait_for(&format!("{open:?}"), |s| s.contains(&open) || hand_over(s, case.people).is_none());
            if hand_over(&t.screen(), case.people) == Some(i) {
                send(&mut t, &watch, ENTER);
            }
            t.wait_for("the hand-over to go", |s| !s.contains(&open));
            continue;
        }
        let acting = case.people.iter().any(|n| shows_hand(&s, n));
        if !acting && !s.contains("is over") {
            continue; // a computer plays, or the table pauses
        }
        // The person's action (or Enter for the next hand), then Enter twice, eagerly.
        send(&mut t, &watch, pty::next_key(&s).unwrap_or(ENTER));
        std::thread::sleep(delay);
        send(&mut t, &watch, ENTER);
        std::thread::sleep(Duration::from_millis(100 * ((turn + actions) % 10) as u64));
        send(&mut t, &watch, ENTER);
        actions += 1;
    }
    // The last frames are read.
    std::thread::sleep(Duration::from_millis(300));
    let _ = t.child.kill();
    let w = watch.lock().unwrap();
    Run { leaks: w.leaks.clone(), actions, shown: w.shown.clone() }
}

#[test]
fn no_frame_shows_a_hand_before_its_own_enter_a_second_after_its_hand_over() {
    let started = Instant::now();
    let runs: Vec<(usize, usize, Run)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..CASES.len())
            .flat_map(|c| (0..=20).map(move |d| (c, d)))
            .map(|(c, d)| {
                let h = scope.spawn(move || run(&CASES[c], Duration::from_millis(100 * d as u64), d));
                (c, d, h)
            })
            .collect();
        handles.into_iter().map(|(c, d, h)| (c, d, h.join().unwrap())).collect()
    });
    let mut failures = Vec::new();
    for (c, d, r) in &runs {
        let case = &CASES[*c];
        let at = format!("{}, Enter {:.1} s after each action", case.what, *d as f64 / 10.0);
        if let Some(l) = r.leaks.first() {
            let all: Vec<&str> = r.leaks.iter().filter_map(|l| l.lines().next()).collect();
            failures.push(format!(
                "{at}: {} frame(s) showed a hand too soon:\n{}\nthe first:\n{l}",
                r.leaks.len(),
                all.join("\n")
            ));
        }
        // Not passed by seeing nothing: the table went on, and each person's tiles were
        // seen once he had taken the keyboard.
        if r.actions < 4 {
            failures.push(format!("{at}: only {} actions were played", r.actions));
        }
        for (i, n) in r.shown.iter().enumerate() {
            if *n == 0 {
                failures.push(format!("{at}: {}'s tiles were never seen", case.people[i]));
            }
        }
    }
    let actions: usize = runs.iter().map(|r| r.2.actions).sum();
    eprintln!("{} terminals, {actions} actions, {:.1} s", runs.len(), started.elapsed().as_secs_f64());
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
