//! Load on `nos serve`: the real server (the program built by this bench) on
//! 127.0.0.1, and 40 scripted SSH clients (russh's client, in this process) seated at
//! 10 tables of 4 people playing at full speed, Block first and then Nos (a server of
//! its own for each): each client sends a key as soon as the frame answering his last
//! one has come (on his turn, at Block a cursor move and a play, at Nos the key his
//! screen asks for; on another's turn his tiles turned between digits and pips).
//! Measured: the latency from a key sent to the frame that answers it (median and
//! 99th percentile; plays, passes and deals apart), the server's CPU while they play
//! and the clients' own (they share the machine's cores with it, so part of the
//! latency is theirs), its memory per connection, its CPU while nobody types, and the
//! bytes of a frame answering a key against those of a whole screen.
//!
//! `nice -n 10 cargo bench --bench serve` (bounded: 200 keys a client, 90 s at most a
//! game); `--profile test` skips the release build. `NOS_BENCH_GAMES=nos` (or
//! `block`) plays one game only; `NOS_BENCH_BIN=PATH` runs another build's `nos` as
//! the server (an older commit's, to compare on the same load); `NOS_BENCH_LOG=FILE`
//! keeps the server's log there; `NOS_BENCH_TABLES=N` plays at N tables;
//! `NOS_BENCH_NAGLE=1` leaves Nagle's rule on for the clients' keys (figures taken
//! so are not comparable with those taken without); the data directory is a
//! temporary one (under `TMPDIR`).

use russh::client::{self, Handle};
use russh::keys::PublicKeyOrCertificate;
use russh::{Channel, ChannelMsg};
use std::sync::Arc;
use std::time::{Duration, Instant};

const TABLES: usize = 10;

/// The tables played at: [`TABLES`], or `NOS_BENCH_TABLES`.
fn table_count() -> usize {
    std::env::var("NOS_BENCH_TABLES").ok().and_then(|v| v.parse().ok()).unwrap_or(TABLES)
}
const SEATS: usize = 4;
/// Keys each client sends while measured.
const KEYS: usize = 200;
/// The whole run's bound.
const LIMIT: Duration = Duration::from_secs(90);
/// A frame is whole when nothing more comes for this long.
const QUIET: Duration = Duration::from_millis(8);
const SIZE: (u16, u16) = (30, 110);

/// A game the clients play: its name on the new-game form, and the key a seat's
/// screen asks of him, if it asks one (a play, a pass, the next deal).
struct Game {
    name: &'static str,
    /// The short name `NOS_BENCH_GAMES` picks it by.
    short: &'static str,
    /// The cursor is moved to the next tile before each play (Block); at Nos the key
    /// asked is sent at once.
    moves: bool,
    asks: fn(&str) -> Option<Asked>,
}

/// A key a screen asks for, and what it does.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Asked {
    /// A tile played or set, a place chosen, a game announced: Enter.
    Play,
    /// A pass, a draw, a wait, "no" to a question: its letter.
    Pass(&'static str),
    /// The next hand dealt, once the count is seen: Enter.
    Deal,
}

const GAMES: [Game; 2] = [
    Game { name: "Block (Scarne)", short: "block", moves: true, asks: block_asks },
    Game { name: "Nos", short: "nos", moves: false, asks: nos_asks },
];

/// Whether the screen shows the count of a hand ("Hand 3 is over"), not a line of
/// the log that says a hand ended.
fn count(s: &str) -> bool {
    s.match_indices(" is over").any(|(i, _)| s[..i].ends_with(|c: char| c.is_ascii_digit()))
}

/// What a Block screen asks of its seat.
fn block_asks(s: &str) -> Option<Asked> {
    if count(s) {
        return Some(Asked::Deal);
    }
    if !(s.contains("Your turn") || s.contains("Where?")) {
        return None;
    }
    Some(if s.contains("pass (p)") { Asked::Pass("p") } else { Asked::Play })
}

/// What a Nos screen asks of its seat: on his turn the key his task names (as a
/// player reads it: "n" for "no, go on", a draw, a pass, a wait), else Enter; a
/// question asked of every seat ahead of its turn is answered "no".
fn nos_asks(s: &str) -> Option<Asked> {
    if count(s) {
        return Some(Asked::Deal);
    }
    let ahead = s.contains("y: declare, n: no") || s.contains("or n: no") || s.contains("n: no, go on");
    if !(s.contains("Your turn") || s.contains("Where?") || ahead) {
        return None;
    }
    // A tile that goes in more than one place: the box asks where (Enter), and takes
    // every key before the words under the hand.
    if s.contains("Where?") {
        return Some(Asked::Play);
    }
    Some(if ahead || s.contains("go on (n)") {
        Asked::Pass("n")
    } else if s.contains("draw (d)") || s.contains("Draw a tile (d)") {
        Asked::Pass("d")
    } else if s.contains("pass (p)") {
        Asked::Pass("p")
    } else if s.contains("\"I wait\" (w)") {
        Asked::Pass("w")
    } else {
        Asked::Play
    })
}

struct Trusting;

impl client::Handler for Trusting {
    type Error = russh::Error;

    // The server is our own, on the loopback.
    async fn check_server_key(&mut self, _key: &PublicKeyOrCertificate) -> Result<bool, Self::Error> {
        Ok(true)
    }
}

/// One scripted player: his connection, and his screen as his terminal would show it.
struct Player {
    name: String,
    ch: Channel<client::Msg>,
    vt: vt100::Parser,
    /// The screen's text, read from `vt` once after the bytes that changed it (the
    /// clients share the cores with the server: each reading costs the server time).
    text: Option<String>,
    _session: Handle<Trusting>,
}

/// What the keys cost: the time from each key to the frame that answered it, and
/// the bytes of that frame, by the kind of key.
#[derive(Default)]
struct Tally {
    /// His tiles turned between digits and pips, on another's turn.
    toggles: Vec<Duration>,
    /// The cursor moved to the next tile.
    moves: Vec<Duration>,
    /// A tile played or set, a place chosen, a game announced.
    plays: Vec<Duration>,
    /// A pass, a draw, a wait, a question answered "no".
    passes: Vec<Duration>,
    /// The next hand dealt (the last seat to see the count deals it).
    deals: Vec<Duration>,
    move_bytes: Vec<usize>,
    /// Keys no frame answered within a second, by kind (the key, and what the
    /// screen asked when it was sent).
    late: std::collections::BTreeMap<String, usize>,
    /// The screen of the first key left unanswered, to see why.
    late_screen: Option<String>,
}

impl Tally {
    fn add(&mut self, t: Tally) {
        for (all, v) in [
            (&mut self.toggles, t.toggles),
            (&mut self.moves, t.moves),
            (&mut self.plays, t.plays),
            (&mut self.passes, t.passes),
            (&mut self.deals, t.deals),
        ] {
            all.extend(v);
        }
        self.move_bytes.extend(t.move_bytes);
        self.late_screen = self.late_screen.take().or(t.late_screen);
        for (k, n) in t.late {
            *self.late.entry(k).or_default() += n;
        }
    }
}

impl Player {
    async fn join(port: u16, name: &str) -> Result<Player, String> {
        // Keys go out at once, as OpenSSH's client sends them in a session with a
        // terminal (TCP_NODELAY): held back by Nagle's rule behind a packet not yet
        // acknowledged, a key would wait for the server's delayed acknowledgement.
        let nodelay = std::env::var("NOS_BENCH_NAGLE").is_err();
        let config = Arc::new(client::Config { nodelay, ..client::Config::default() });
        let mut s = client::connect(config, ("127.0.0.1", port), Trusting).await.map_err(|e| e.to_string())?;
        // An open server asks nothing: keyboard-interactive with no question.
        let _ = s.authenticate_none(name).await.map_err(|e| e.to_string())?;
        let r = s.authenticate_keyboard_interactive_start(name, None).await.map_err(|e| e.to_string())?;
        if !matches!(r, client::KeyboardInteractiveAuthResponse::Success) {
            return Err(format!("{name} was not let in"));
        }
        let ch = s.channel_open_session().await.map_err(|e| e.to_string())?;
        ch.request_pty(false, "xterm-256color", u32::from(SIZE.1), u32::from(SIZE.0), 0, 0, &[])
            .await
            .map_err(|e| e.to_string())?;
        ch.request_shell(false).await.map_err(|e| e.to_string())?;
        let vt = vt100::Parser::new(SIZE.0, SIZE.1, 0);
        let mut p = Player { name: name.into(), ch, vt, text: None, _session: s };
        p.until("the lobby", |s| s.contains("you are")).await?;
        Ok(p)
    }

    /// The screen's text as it stands.
    fn screen(&mut self) -> &str {
        self.text.get_or_insert_with(|| self.vt.screen().contents())
    }

    /// Takes what comes within `max`; the bytes.
    async fn pump(&mut self, max: Duration) -> Option<usize> {
        match tokio::time::timeout(max, self.ch.wait()).await {
            Ok(Some(ChannelMsg::Data { data })) => {
                self.vt.process(&data);
                self.text = None;
                Some(data.len())
            }
            Ok(Some(_)) => Some(0),
            _ => None,
        }
    }

    /// Reads until nothing more comes for [`QUIET`]; the bytes.
    async fn settle(&mut self) -> usize {
        let mut n = 0;
        while let Some(b) = self.pump(QUIET).await {
            n += b;
        }
        n
    }

    async fn until(&mut self, what: &str, good: impl Fn(&str) -> bool) -> Result<(), String> {
        let end = Instant::now() + Duration::from_secs(20);
        while !good(self.screen()) {
            if Instant::now() > end {
                let s = self.screen().to_owned();
                return Err(format!("{}: {what} did not come:\n{s}", self.name));
            }
            self.pump(Duration::from_millis(50)).await;
        }
        self.settle().await;
        Ok(())
    }

    async fn send(&mut self, k: &str) {
        let _ = self.ch.data_bytes(k.as_bytes().to_vec()).await;
    }

    /// Sends a key that changes the screen and waits for it to.
    async fn key(&mut self, k: &str) -> Result<(), String> {
        let before = self.screen().to_owned();
        self.send(k).await;
        self.until(&format!("the answer to {k:?}"), |s| s != before).await
    }

    /// A key that may change nothing drawn (a form's count at its end): sent, and the
    /// frames it brings taken (on a loaded machine a frame may come well after the
    /// key: the form is not timed, so each such key is given a while).
    async fn press(&mut self, k: &str) {
        self.send(k).await;
        tokio::time::sleep(Duration::from_millis(100)).await;
        self.settle().await;
    }

    /// Opens a table of `game` for four people through the lobby's new-game form.
    async fn open(&mut self, game: &str) -> Result<(), String> {
        self.key("n").await?;
        for _ in 0..40 {
            if self.screen().contains(&format!("◂ {game} ▸")) {
                break;
            }
            self.key("\x1b[C").await?;
        }
        self.press("\x1b[B").await;
        // The fewest players first (the count stops there), then up to the table's.
        for _ in 0..4 {
            self.press("\x1b[D").await;
        }
        // Each → changes the count until it is the table's, and is waited for: a frame
        // that comes after a quiet spell (the server busy opening the other tables)
        // must not be taken for none, or the count overshoots.
        for _ in 0..9 {
            if self.screen().contains(&format!("Players:  ◂ {SEATS} ▸")) {
                break;
            }
            self.key("\x1b[C").await?;
        }
        if !self.screen().contains(&format!("Players:  ◂ {SEATS} ▸")) {
            return Err(format!("the form's count of players is not {SEATS}:\n{}", self.screen()));
        }
        // Seat 1 is the host's; every other seat, a computer's at first, a person's
        // with ←.
        self.press("\x1b[B").await;
        for _ in 1..SEATS {
            self.press("\x1b[B").await;
            self.press("\x1b[D").await;
        }
        let people = self.screen().matches("a player sits here").count();
        if people != SEATS - 1 {
            return Err(format!("the form has {people} seats for players:\n{}", self.screen()));
        }
        // The button to open it: two rows under the last seat, past the seed.
        self.press("\x1b[B").await;
        self.press("\x1b[B").await;
        self.key("\r").await?;
        self.code().await?;
        self.until("the table", |s| s.contains("waiting for")).await
    }

    /// Closes the box with the seat's code that a player without a key is shown when
    /// he sits down.
    async fn code(&mut self) -> Result<(), String> {
        self.until("the seat's code", |s| s.contains("Your seat code: ")).await?;
        self.send("\x1b").await;
        self.until("the code's box closed", |s| !s.contains("Your seat code: ")).await
    }

    /// Sits at the `row`th table of the lobby (each table one step of the cursor).
    async fn sit(&mut self, row: usize) -> Result<(), String> {
        for _ in 0..row {
            self.send("\x1b[B").await;
            self.settle().await;
        }
        self.key("\r").await?;
        self.code().await
    }

    /// Plays at full speed: on his turn (at Block the cursor moved to the next tile
    /// first) the key the screen asks for (a play, a pass, the next hand dealt), each
    /// timed to the frame that answers it (no other seat moves on his turn: the first
    /// frame after the key is its answer). On another's turn he turns his tiles
    /// between digits and pips ([`Player::toggle`]).
    /// He stops after `keys` keys, or when his table's match is over.
    async fn play(&mut self, game: &Game, keys: usize, until: Instant) -> Tally {
        let mut t = Tally::default();
        let mut moved = false;
        let mut sent = 0;
        while sent < keys && Instant::now() < until {
            let s = self.screen().to_owned();
            if s.contains("match is over") || s.contains("session is over") || !s.contains("'s hand") {
                break;
            }
            let Some(asked) = (game.asks)(&s) else {
                self.toggle(&mut t).await;
                continue;
            };
            // Ready at the count, he waits for the others: Enter again would answer
            // nothing, by design (his screen already says he is ready).
            if s.contains("You are ready") {
                self.pump(Duration::from_millis(50)).await;
                continue;
            }
            // A cursor move with one tile left changes nothing drawn, by design: not sent.
            let k = match asked {
                Asked::Play if game.moves && !moved && s.contains("←→ tile") && self.hand_len() > 1 => "\x1b[C",
                Asked::Pass(k) => k,
                Asked::Play | Asked::Deal => "\r",
            };
            moved = k == "\x1b[C";
            sent += 1;
            let start = Instant::now();
            self.send(k).await;
            let answered = self.pump(Duration::from_secs(1)).await.map(|b| (start.elapsed(), b));
            let rest = self.settle().await;
            let what = match asked {
                Asked::Play => "a play",
                Asked::Pass(_) => "a pass",
                Asked::Deal => "the count",
            };
            match answered {
                None => {
                    *t.late.entry(format!("{} at {what}", name_of(k))).or_default() += 1;
                    t.late_screen.get_or_insert(s);
                }
                Some((d, b)) if moved => {
                    t.moves.push(d);
                    t.move_bytes.push(b + rest);
                }
                Some((d, _)) => match asked {
                    Asked::Play => t.plays.push(d),
                    Asked::Pass(_) => t.passes.push(d),
                    Asked::Deal => t.deals.push(d),
                },
            }
        }
        t
    }
}

impl Player {
    /// How many tiles his hand row shows.
    fn hand_len(&mut self) -> usize {
        let name = format!("{}'s hand", self.name);
        let s = self.screen();
        let mut lines = s.lines();
        let _ = lines.find(|l| l.contains(&name));
        lines.next().map_or(0, |row| row.matches('[').count())
    }

    /// Whether his hand row draws digits (not pips); `None` without a hand row.
    fn digits(&mut self) -> Option<bool> {
        let name = format!("{}'s hand", self.name);
        let s = self.screen();
        let mut lines = s.lines();
        lines.find(|l| l.contains(&name))?;
        let row = lines.next().filter(|r| r.contains('['))?;
        Some(row.as_bytes().windows(3).any(|w| w[0] == b'[' && w[1].is_ascii_digit() && w[2] == b'|'))
    }

    /// On another seat's turn: his tiles turned between digits and pips, timed to the
    /// frame that draws them the other way (other frames may come first: the table's).
    async fn toggle(&mut self, t: &mut Tally) {
        let Some(was) = self.digits() else {
            self.pump(Duration::from_millis(50)).await;
            return;
        };
        let start = Instant::now();
        self.send("t").await;
        let mut answered = None;
        while answered.is_none() && start.elapsed() < Duration::from_secs(1) {
            if self.pump(Duration::from_millis(50)).await.is_some() && self.digits() != Some(was) {
                answered = Some(start.elapsed());
            }
        }
        self.settle().await;
        match answered {
            Some(d) => t.toggles.push(d),
            None => *t.late.entry("t on another's turn".into()).or_default() += 1,
        }
    }
}

/// A key's name, for the report.
fn name_of(k: &str) -> &str {
    match k {
        "\x1b[C" => "→",
        "\r" => "Enter",
        k => k,
    }
}

/// The server's CPU time so far (user and system), and its resident memory in KiB.
fn usage(pid: u32) -> (Duration, u64) {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let fields: Vec<&str> = stat.rsplit(')').next().unwrap_or("").split_whitespace().collect();
    let ticks: u64 = fields.get(11..13).map_or(0, |f| f.iter().filter_map(|v| v.parse::<u64>().ok()).sum());
    // SAFETY: sysconf reads a constant of the system.
    let hz = u64::try_from(unsafe { libc::sysconf(libc::_SC_CLK_TCK) }).unwrap_or(100).max(1);
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let rss = status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or(0);
    (Duration::from_millis(ticks * 1000 / hz), rss)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

fn mean(v: &[usize]) -> usize {
    v.iter().sum::<usize>() / v.len().max(1)
}

async fn run(game: &'static Game, port: u16, pid: u32) -> Result<(), String> {
    let (_, rss_empty) = usage(pid);
    let mut tables = Vec::new();
    for t in 0..table_count() {
        let mut seats = vec![Player::join(port, &format!("P{t}x0")).await?];
        seats[0].open(game.name).await?;
        for s in 1..SEATS {
            let mut p = Player::join(port, &format!("P{t}x{s}")).await?;
            p.sit(t + 1).await?;
            seats.push(p);
        }
        for p in &mut seats {
            let hand = format!("{}'s hand", p.name);
            p.until("the first hand", |s| s.contains(&hand)).await?;
        }
        tables.push(seats);
    }
    let players: Vec<Player> = tables.into_iter().flatten().collect();
    let n = players.len();
    let (cpu0, rss_seated) = usage(pid);
    let (own0, _) = usage(std::process::id());
    println!("{n} clients seated at {} tables of {SEATS} playing {}", table_count(), game.name);
    println!(
        "server memory: {rss_empty} KiB before any client, {rss_seated} KiB with them: {} KiB a connection",
        (rss_seated.saturating_sub(rss_empty)) / n as u64
    );

    let until = Instant::now() + LIMIT;
    let start = Instant::now();
    let tasks: Vec<_> = players
        .into_iter()
        .map(|mut p| {
            tokio::spawn(async move {
                let t = p.play(game, KEYS, until).await;
                (p, t)
            })
        })
        .collect();
    let mut players = Vec::new();
    let mut all = Tally::default();
    for task in tasks {
        let (p, t) = task.await.map_err(|e| e.to_string())?;
        players.push(p);
        all.add(t);
    }
    let wall = start.elapsed();
    let (cpu1, rss_played) = usage(pid);
    let (own1, _) = usage(std::process::id());
    let mut keys: Vec<Duration> =
        all.moves.iter().chain(&all.plays).chain(&all.passes).chain(&all.deals).chain(&all.toggles).copied().collect();
    keys.sort_unstable();
    println!(
        "{} keys answered in {:.1} s ({:.0} a second), {} not answered within 1 s",
        keys.len(),
        wall.as_secs_f64(),
        keys.len() as f64 / wall.as_secs_f64(),
        all.late.values().sum::<usize>()
    );
    for (k, n) in &all.late {
        println!("  not answered: {n} × {k}");
    }
    if let (Some(s), Ok(_)) = (&all.late_screen, std::env::var("NOS_BENCH_SHOW")) {
        println!("the screen of the first key not answered:\n{s}");
    }
    println!(
        "key to its frame: median {}, 99th percentile {}, slowest {}",
        ms(percentile(&keys, 0.5)),
        ms(percentile(&keys, 0.99)),
        ms(percentile(&keys, 1.0))
    );
    let mut acts: Vec<Duration> = all.plays.iter().chain(&all.passes).chain(&all.deals).copied().collect();
    for (what, v) in [
        ("plays, passes and deals", &mut acts),
        ("plays", &mut all.plays),
        ("passes", &mut all.passes),
        ("deals", &mut all.deals),
        ("cursor moves", &mut all.moves),
        ("tiles turned", &mut all.toggles),
    ] {
        if v.is_empty() {
            continue;
        }
        v.sort_unstable();
        println!(
            "  {} {what}: median {}, 99th percentile {}",
            v.len(),
            ms(percentile(v, 0.5)),
            ms(percentile(v, 0.99))
        );
    }
    let busy = (cpu1 - cpu0).as_secs_f64();
    println!(
        "server CPU while they play: {:.2} s in {:.1} s ({:.0}% of one core), {:.2} ms a key; memory {rss_played} KiB",
        busy,
        wall.as_secs_f64(),
        100.0 * busy / wall.as_secs_f64(),
        1000.0 * busy / keys.len().max(1) as f64
    );
    // The clients share the machine's cores with the server: what they cost is part
    // of the latency measured.
    let clients = (own1 - own0).as_secs_f64();
    println!(
        "the clients' CPU (this process) meanwhile: {clients:.2} s ({:.0}% of one core)",
        100.0 * clients / wall.as_secs_f64()
    );

    // A whole screen, for comparison: the same size again makes the server draw it all.
    let p = &mut players[0];
    p.settle().await;
    let _ = p.ch.window_change(u32::from(SIZE.1), u32::from(SIZE.0), 0, 0).await;
    let mut whole = 0;
    while let Some(b) = p.pump(Duration::from_millis(200)).await {
        whole += b;
    }
    println!("bytes a frame (mean): {} for a cursor move, {} for the whole screen", mean(&all.move_bytes), whole);

    // Nobody types: the server should do nothing at all.
    for p in &mut players {
        p.settle().await;
    }
    let (idle0, _) = usage(pid);
    tokio::time::sleep(Duration::from_secs(5)).await;
    let (idle1, _) = usage(pid);
    println!("server CPU while nobody types: {} in 5 s", ms(idle1 - idle0));
    drop(players);
    Ok(())
}

fn main() {
    let only = std::env::var("NOS_BENCH_GAMES").unwrap_or_default();
    let bin = std::env::var("NOS_BENCH_BIN").unwrap_or_else(|_| env!("CARGO_BIN_EXE_nos").to_string());
    let mut failed = false;
    for game in GAMES.iter().filter(|g| only.is_empty() || only.split(',').any(|o| o == g.short)) {
        println!();
        failed |= !serve(game, &bin);
    }
    if failed {
        std::process::exit(1);
    }
}

/// One game's run, on a server (the program `bin`) of its own; whether it went through.
fn serve(game: &'static Game, bin: &str) -> bool {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let port =
        std::net::TcpListener::bind("127.0.0.1:0").expect("a free port").local_addr().expect("its address").port();
    let mut server = std::process::Command::new(bin)
        .args(["serve", "--port", &port.to_string(), "--seed", "1"])
        .env("NOS_DATA_DIR", dir.path())
        .env("NOS_DELAY_MS", "0")
        .stdout(std::fs::File::create(dir.path().join("serve.log")).expect("the server's log"))
        .spawn()
        .expect("the nos program");
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    println!("nos serve ({bin}) under load; the machine's load average before: {}", load.trim());
    std::thread::sleep(Duration::from_millis(700));
    let rt = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().expect("a runtime");
    let r = rt.block_on(run(game, port, server.id()));
    // SAFETY: a signal to our own child process.
    unsafe { libc::kill(server.id() as i32, libc::SIGTERM) };
    let _ = server.wait();
    let log = std::fs::read_to_string(dir.path().join("serve.log")).unwrap_or_default();
    println!(
        "connections that did not read (frames dropped): {}",
        log.lines().filter(|l| l.contains("does not read")).count()
    );
    if let Ok(t) = std::env::var("NOS_BENCH_LOG") {
        let _ = std::fs::write(format!("{t}.{}", game.short), &log);
    }
    match r {
        Ok(()) => true,
        Err(e) => {
            eprintln!("the bench failed ({}): {e}", game.name);
            false
        }
    }
}
