//! How games are kept: bytes written and time per save, at hands 1, 50 and 200 of a
//! Nos session of four (random legal actions, one save after each, as the table
//! saves: the record's part made from the game, then one synced journal line, now
//! and then the record written anew). The files are on the disk the project is
//! built on, synced as in play.
//!
//! Besides criterion's times (an action applied and saved), it prints for each hand
//! the record's size, the mean bytes written per save over enough saves to include
//! the record written anew, and the slowest single save.
//!
//! A parlour game too (a partnership block match of four computer seats, seed 9): a
//! save at hands 1 and 10, in memory, two ways: as the table saves every game now,
//! hand by hand from the hand in play (`Store::save_sit`: the record from the hand in
//! play on, `Sitting::record_from`), and as it saved a game without a club before,
//! its whole record made and handed to the store (`Store::save_text`).

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use nos::core::chance;
use nos::games::nos::Action;
use nos::record::played::Game;
use nos::tui::table::seat::Kind;
use nos::tui::table::sitting::Sitting;
use nos::tui::table::store::Store;
use rand::Rng;
use std::time::{Duration, Instant};

/// The game at the start of hands 1, 50 and 200 of one session, with the actions
/// its hand then takes.
fn session() -> Vec<(usize, Game, Vec<Action>)> {
    let names: Vec<String> = ["Ann", "Bas", "Cor", "Dirk"].iter().map(|s| s.to_string()).collect();
    let mut g = Game::new(names, vec![Kind::Human; 4], 11);
    let mut rng = chance::dice(11);
    let mut out = Vec::new();
    for hand in 1..=200 {
        let start = g.clone();
        let mut acts = Vec::new();
        while !g.hand().is_over() {
            let legal = g.hand().legal();
            let a = legal[rng.random_range(0..legal.len())];
            g.apply(a).expect("a legal action");
            acts.push(a);
        }
        if [1, 50, 200].contains(&hand) {
            out.push((hand, start, acts));
        }
        g.next_hand();
    }
    out
}

/// Plays the hand from `start` again and again, saving after every action, `n` saves
/// in all: each save's bytes and time.
fn saves(store: &Store, start: &Game, acts: &[Action], n: usize) -> Vec<(u64, Duration)> {
    let mut out = Vec::with_capacity(n);
    let mut g = start.clone();
    let mut i = 0;
    while out.len() < n {
        if i == acts.len() {
            g = start.clone();
            i = 0;
        }
        g.apply(acts[i]).expect("a legal action");
        i += 1;
        let before = store.written();
        let at = Instant::now();
        store.save(&g).expect("saved");
        out.push((store.written() - before, at.elapsed()));
    }
    out
}

/// One synced append of `n` bytes to a file in `dir`: what the disk alone takes.
fn synced_append(dir: &std::path::Path, n: usize) -> Duration {
    use std::io::Write;
    let mut f = std::fs::OpenOptions::new().create(true).append(true).open(dir.join("probe")).expect("a file");
    let line = vec![b'x'; n];
    let mut all = Vec::new();
    for _ in 0..50 {
        let at = Instant::now();
        f.write_all(&line).and_then(|_| f.sync_data()).expect("written");
        all.push(at.elapsed());
    }
    all.sort();
    all[all.len() / 2]
}

fn bench(c: &mut Criterion) {
    let hands = session();
    // The disk the project is built on, synced as in play; and memory (tmpfs), where a
    // sync costs nothing: the program's own part of a save.
    let disk = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target");
    let mut places = vec![("disk", disk)];
    if std::path::Path::new("/dev/shm").is_dir() {
        places.push(("memory", "/dev/shm".into()));
    }
    for (place, root) in &places {
        let probe = tempfile::tempdir_in(root).expect("a directory");
        let sync = synced_append(probe.path(), 1400);
        eprintln!("{place}: one synced append of 1,400 bytes takes {:.3} ms (median of 50)", sync.as_secs_f64() * 1e3);
        let mut group = c.benchmark_group(format!("save on {place}"));
        group.sample_size(10).measurement_time(Duration::from_secs(3)).warm_up_time(Duration::from_millis(500));
        for (hand, start, acts) in &hands {
            let dir = tempfile::tempdir_in(root).expect("a directory");
            let store = Store::at(dir.path().to_path_buf()).expect("the store");
            store.save(start).expect("the game before the hand");
            // Enough saves that the journal outgrows the record and it is written anew.
            let size = start.record().to_text().len();
            let s = saves(&store, start, acts, 1000);
            let bytes: u64 = s.iter().map(|x| x.0).sum();
            let slowest = s.iter().map(|x| x.1).max().unwrap_or_default();
            let mean = s.iter().map(|x| x.1).sum::<Duration>() / s.len() as u32;
            eprintln!(
                "{place}, hand {hand}: {} actions, record {size} bytes; per save over {} saves: {} bytes written, \
                 {:.3} ms; slowest save {:.2} ms",
                acts.len(),
                s.len(),
                bytes / s.len() as u64,
                mean.as_secs_f64() * 1e3,
                slowest.as_secs_f64() * 1e3
            );
            group.bench_with_input(BenchmarkId::new("apply and save", hand), &(start, acts), |b, (start, acts)| {
                let mut g = (*start).clone();
                let mut i = 0;
                b.iter(|| {
                    if i == acts.len() {
                        g = (*start).clone();
                        i = 0;
                    }
                    g.apply(acts[i]).expect("a legal action");
                    i += 1;
                    store.save(&g).expect("saved");
                })
            });
        }
        group.finish();
    }
}

/// A parlour match at the start of each hand of `hands`: the table after every
/// action of that hand, in turn.
fn parlour(hands: &[usize]) -> Vec<(usize, Vec<Box<dyn Sitting>>)> {
    let game = "partnership-block";
    let opener = nos::tui::openers::opener(game).expect("a parlour game");
    let names: Vec<String> = ["Ann", "Bas", "Cor", "Dirk"].iter().map(|s| s.to_string()).collect();
    let kinds = vec![Kind::Computer(nos::core::Level::Easy); 4];
    let mut sit = opener.start(game, names, kinds, 9, &Default::default()).expect("the match");
    let mut out = Vec::new();
    let last = hands.iter().copied().max().unwrap_or(0);
    while sit.hand_no() < last && !sit.match_over() {
        let mut steps = vec![sit.boxed()];
        while !sit.hand_over() {
            let a = sit.computer().expect("a computer seat acts");
            sit.apply(&a).expect("its action");
            steps.push(sit.boxed());
        }
        if hands.contains(&(sit.hand_no() + 1)) {
            out.push((sit.hand_no() + 1, steps));
        }
        sit.next_hand();
    }
    out
}

fn bench_parlour(c: &mut Criterion) {
    let root = if std::path::Path::new("/dev/shm").is_dir() {
        std::path::PathBuf::from("/dev/shm")
    } else {
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target")
    };
    let mut group = c.benchmark_group("parlour save in memory");
    group.sample_size(20).measurement_time(Duration::from_secs(2)).warm_up_time(Duration::from_millis(300));
    for (hand, steps) in parlour(&[1, 10]) {
        let size = steps.last().map_or(0, |s| s.record().len());
        for way in ["hand by hand", "whole record"] {
            let dir = tempfile::tempdir_in(&root).expect("a directory");
            let store = Store::at(dir.path().to_path_buf()).expect("the store");
            let save = |s: &dyn Sitting| match way {
                "hand by hand" => store.save_sit(s).expect("saved"),
                _ => store.save_text(&s.record()).expect("saved"),
            };
            save(&*steps[0]);
            let before = store.written();
            for s in &steps[1..] {
                save(&**s);
            }
            let per = (store.written() - before) / (steps.len() as u64 - 1).max(1);
            eprintln!("parlour, hand {hand}, {way}: record {size} bytes, {per} bytes written a save");
            group.bench_function(BenchmarkId::new(way, hand), |b| {
                let mut i = 0;
                b.iter(|| {
                    i = i % (steps.len() - 1) + 1;
                    save(&*steps[i]);
                })
            });
        }
    }
    group.finish();
}

criterion_group!(benches, bench, bench_parlour);
criterion_main!(benches);
