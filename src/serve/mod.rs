//! `nos serve`: every player at his own terminal, over SSH. The program's own SSH
//! server (russh, on tokio: both used in this folder only) draws the lobby and the
//! tables into each connection; the games themselves live in one thread, the hall
//! ([`hall`]), which the connections' tasks feed.

pub mod absent;
pub mod binding;
pub mod chat;
pub mod conn;
pub mod dir;
pub mod hall;
pub mod hostkey;
pub mod keys;
pub mod leaving;
pub mod lobby;
pub mod names;
pub mod panel;
pub mod reach;
pub mod saved;
pub mod screen;
pub mod seat;
pub mod seeds;
pub mod table;
pub mod writer;

use std::net::IpAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

/// How the server is reached, and who may come in.
#[derive(Clone, Debug)]
pub struct Settings {
    pub port: u16,
    pub listen: IpAddr,
    /// The one password every player gives, if any.
    pub password: Option<String>,
    /// The public keys let in, one OpenSSH line each, if a file was given.
    pub keys: Option<PathBuf>,
    /// The first new table's seed (the next ones count on from it, skipping every seed
    /// the data directory's tables were dealt from before); from the clock when not
    /// given. A test, or a club replaying an evening, sets it.
    pub seed: Option<u64>,
    pub limits: Limits,
}

/// The bounds that keep one client from harming the others.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Connections at once.
    pub conns: usize,
    /// Tables at once.
    pub tables: usize,
    /// Watchers at one table.
    pub watchers: usize,
    /// Bytes typed a second by one connection; past it they are dropped.
    pub rate: usize,
    /// A connection without a key for this long is closed (its seat waits).
    pub idle: Duration,
    /// How long a table waits for a dropped player before a computer player stands
    /// in for him (`None`: for ever).
    pub absent: Option<Duration>,
    /// How long a started table stays open with nobody at it before it is closed, its
    /// game kept among the sessions (`None`: for ever).
    pub close: Option<Duration>,
}

/// How long a table stays open with nobody at it, by default.
pub const CLOSE_AFTER: Duration = Duration::from_secs(30 * 60);

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            conns: 64,
            tables: 16,
            watchers: 8,
            rate: 4096,
            idle: Duration::from_secs(30 * 60),
            absent: Some(absent::AFTER),
            close: Some(CLOSE_AFTER),
        }
    }
}

/// Who may sign in.
#[derive(Clone, Debug)]
pub enum Access {
    /// Anyone (the loopback only, by default).
    Open,
    Password(String),
    /// The keys of this list.
    Keys(Vec<russh::keys::PublicKey>),
}

/// One line of the server's log, on standard output, with the time.
pub fn log(what: &str) {
    let t = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default().as_secs();
    let (h, m, s) = ((t / 3600) % 24, (t / 60) % 60, t % 60);
    println!("{h:02}:{m:02}:{s:02} {}", crate::text::safe(what));
}

/// Whether `listen` is a loopback address, open to this machine only.
fn loopback(listen: IpAddr) -> bool {
    listen.is_loopback()
}

/// Runs `nos serve` until SIGTERM or Ctrl-C; the exit code.
pub fn run(s: Settings) -> i32 {
    let access = match (&s.password, &s.keys) {
        (Some(_), Some(_)) => return fail("give --password or --authorized-keys, not both"),
        (Some(p), None) if p.is_empty() => return fail("--password needs a password"),
        (Some(p), None) => Access::Password(p.clone()),
        (None, Some(f)) => match hostkey::authorized(f) {
            Ok(k) => Access::Keys(k),
            Err(e) => return fail(&e),
        },
        (None, None) if !loopback(s.listen) => {
            return fail(&format!(
                "listening on {} opens the server beyond this machine: give --password PW or --authorized-keys FILE",
                s.listen
            ))
        }
        (None, None) => Access::Open,
    };
    let data = match crate::tui::table::store::Store::dir_named() {
        Ok(d) => d,
        Err(e) => return fail(&e.to_string()),
    };
    // One server a data directory, for as long as it runs: held until this returns.
    let _held = match dir::own(&data) {
        Ok(l) => l,
        Err(e) => return fail(&e.to_string()),
    };
    let key = match hostkey::load_or_make(&data) {
        Ok(k) => k,
        Err(e) => return fail(&e),
    };
    let rt = match tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build() {
        Ok(rt) => rt,
        Err(e) => return fail(&format!("cannot start: {e}")),
    };
    rt.block_on(serve(s, access, key, data))
}

fn fail(why: &str) -> i32 {
    eprintln!("nos serve: {}", crate::text::safe(why));
    2
}

async fn serve(s: Settings, access: Access, key: russh::keys::PrivateKey, data: PathBuf) -> i32 {
    use russh::server::Server as _;
    let (tx, rx) = std::sync::mpsc::channel();
    let limits = s.limits.clone();
    let hall_data = Some(data.clone());
    let seed = s.seed;
    let hall_tx = tx.clone();
    let rt = tokio::runtime::Handle::current();
    // Named, so that a profile of the server tells the games' thread from the rest.
    let hall = match std::thread::Builder::new()
        .name("nos-hall".into())
        .spawn(move || hall::run(rx, hall_tx, hall_data, limits, seed, Some(rt)))
    {
        Ok(h) => h,
        Err(e) => {
            log(&format!("the games' thread cannot start: {e}"));
            return 1;
        }
    };
    let print = key.public_key().fingerprint(russh::keys::HashAlg::Sha256);
    let config = russh::server::Config {
        inactivity_timeout: Some(s.limits.idle + Duration::from_secs(60)),
        auth_rejection_time: Duration::from_secs(1),
        auth_rejection_time_initial: Some(Duration::from_secs(0)),
        keys: vec![key],
        nodelay: true,
        ..Default::default()
    };
    let socket = match tokio::net::TcpListener::bind((s.listen, s.port)).await {
        Ok(l) => l,
        Err(e) => return fail(&format!("cannot listen on {}:{}: {e}", s.listen, s.port)),
    };
    // The port the system gave, when asked for any (`--port 0`).
    let port = socket.local_addr().map_or(s.port, |a| a.port());
    let how = match &access {
        Access::Open => "open to anyone who reaches it".to_string(),
        Access::Password(_) => "with a password".to_string(),
        Access::Keys(k) => format!("for {} keys", k.len()),
    };
    log(&format!("nos serve on {}:{port} ({how}); host key {print}", s.listen));
    let (host, addrs) =
        if s.listen.is_unspecified() { (reach::host_name(), reach::addresses()) } else { (None, vec![]) };
    log(&reach::join_line(s.listen, port, host.as_deref(), &addrs));
    let mut server = conn::Server { tx: tx.clone(), access: Arc::new(access), next: 0 };
    // Kept alive until the clients are told: dropped, it would end their sessions.
    let mut running = server.run_on_socket(Arc::new(config), &socket);
    let stop = stopped();
    tokio::select! {
        r = &mut running => {
            if let Err(e) = r {
                log(&format!("the server failed: {e}"));
            }
        }
        () = stop => log("stopping"),
    }
    let (done_tx, done_rx) = std::sync::mpsc::channel();
    let _ = tx.send(hall::Event::Stop(done_tx));
    let _ = tokio::task::spawn_blocking(move || done_rx.recv_timeout(Duration::from_secs(5))).await;
    // The last words reach the clients before the process ends.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let _ = hall.is_finished();
    drop(running);
    0
}

/// SIGTERM or Ctrl-C.
async fn stopped() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = term.recv() => {}
                    _ = tokio::signal::ctrl_c() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}
