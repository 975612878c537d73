//! The terminal game's speed: from start-up to the first frame (in process, and the
//! real program in a pseudo-terminal), and the time to draw one frame.

use criterion::{criterion_group, criterion_main, Criterion};
use nos::record::played::Game;
use nos::tui::app::{App, Screen};
use nos::tui::table::seat::Kind;
use ratatui::backend::TestBackend;
use ratatui::Terminal;
use std::hint::black_box;

fn names() -> Vec<String> {
    ["Ann", "Bas", "Cor", "Dirk"].iter().map(|s| s.to_string()).collect()
}

fn first_frame(w: u16, h: u16) -> Terminal<TestBackend> {
    let mut app = App::new(Screen::Offer, None);
    app.start(Game::new(names(), vec![Kind::Human; 4], 7));
    let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
    t.draw(|f| f.render_widget(&app, f.area())).unwrap();
    t
}

/// A game some way into its first hand, with the seat to act looking at its tiles.
fn mid_hand() -> App {
    let mut g = Game::new(names(), vec![Kind::Human; 4], 7);
    for _ in 0..30 {
        let legal = g.hand().legal();
        let Some(&a) = legal.iter().find(|a| matches!(a, nos::games::nos::Action::Play { .. })).or(legal.first())
        else {
            break;
        };
        g.apply(a).unwrap();
        if g.hand().is_over() {
            break;
        }
    }
    let mut app = App::new(Screen::Offer, None);
    app.start(g);
    app.update(nos::tui::kit::input::Msg::Enter);
    app
}

fn bench(c: &mut Criterion) {
    c.bench_function("start-up to first frame, in process (120x40)", |b| b.iter(|| black_box(first_frame(120, 40))));
    let app = mid_hand();
    for (w, h) in [(80u16, 24u16), (120, 40)] {
        let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
        c.bench_function(&format!("draw a frame mid-hand ({w}x{h})"), |b| {
            b.iter(|| {
                t.draw(|f| f.render_widget(&app, f.area())).unwrap();
            })
        });
    }
    c.bench_function("start-up to first frame, the program in a pty (100x30)", |b| {
        b.iter_custom(|iters| {
            let mut total = std::time::Duration::ZERO;
            for _ in 0..iters {
                total += program_first_frame();
            }
            total
        })
    });
}

/// Starts the built program in a pseudo-terminal and times it until the table shows.
fn program_first_frame() -> std::time::Duration {
    use portable_pty::{native_pty_system, CommandBuilder, PtySize};
    use std::io::Read;
    let dir = tempfile::tempdir().unwrap();
    let bin = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/release/nos");
    let pair = native_pty_system().openpty(PtySize { rows: 30, cols: 100, pixel_width: 0, pixel_height: 0 }).unwrap();
    let mut cmd = CommandBuilder::new(bin);
    cmd.args(["new", "--seed", "7"]);
    cmd.env("NOS_DATA_DIR", dir.path());
    let start = std::time::Instant::now();
    let mut child = pair.slave.spawn_command(cmd).unwrap();
    let mut reader = pair.master.try_clone_reader().unwrap();
    let mut parser = vt100::Parser::new(30, 100, 0);
    let mut buf = [0u8; 8192];
    while !parser.screen().contents().contains("Pass the keyboard") {
        let n = reader.read(&mut buf).unwrap();
        parser.process(&buf[..n]);
    }
    let took = start.elapsed();
    child.kill().unwrap();
    took
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20).measurement_time(std::time::Duration::from_secs(3));
    targets = bench
}
criterion_main!(benches);
