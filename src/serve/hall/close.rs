//! Tables nobody sits at. A started table whose every person's seat has been away for
//! `--close-after` is closed: its game is ended as it stands and filed among the
//! sessions (as the host's "end the session" does), the table leaves the list with
//! its seat codes, and the lobby tells everyone. Without it, throw-away connections
//! that each opened a table and hung up would hold the server's tables for good.

use super::{log, Hall, Place};
use crate::serve::absent::words;
use crate::serve::table::Holder;
use std::time::{Duration, Instant, SystemTime};

/// How many lines of news the lobby keeps, and for how long.
const NEWS: usize = 3;
const NEWS_FOR: Duration = Duration::from_secs(60 * 60);

impl Hall {
    /// What the lobby tells everyone now: the tables closed within the last hour.
    pub(super) fn news(&self) -> Vec<String> {
        let now = Instant::now();
        self.news.iter().filter(|(at, _)| now < *at + NEWS_FOR).map(|(_, l)| l.clone()).collect()
    }

    /// When the next table nobody sits at is to be closed.
    pub(super) fn close_wake(&self) -> Option<Instant> {
        let close = self.limits.close?;
        let (now, wall) = (Instant::now(), SystemTime::now());
        let due = self.tables.values().filter_map(|t| t.alone).map(|a| a + close);
        due.map(|d| now + d.duration_since(wall).unwrap_or_default()).min()
    }

    /// Notes since when nobody sits at each started table, and closes the tables
    /// nobody has sat at for `--close-after`. Whether one was closed.
    pub(super) fn close_alone(&mut self) -> bool {
        let wall = SystemTime::now();
        for t in self.tables.values_mut() {
            let here = t.seats.iter().any(|h| matches!(h, Holder::Person { at: Some(_), .. }));
            if here || t.play.is_none() || t.over() {
                t.alone = None;
            } else {
                t.alone.get_or_insert(wall);
            }
        }
        let Some(close) = self.limits.close else { return false };
        let due: Vec<u64> =
            self.tables.values().filter(|t| t.alone.is_some_and(|a| wall >= a + close)).map(|t| t.id).collect();
        for &tid in &due {
            self.close(tid, close);
        }
        !due.is_empty()
    }

    /// Closes table `tid`, nobody having sat at it for `after`.
    fn close(&mut self, tid: u64, after: Duration) {
        let Some(mut t) = self.tables.remove(&tid) else { return };
        t.end_session();
        // The line says where its game went: the writer's filing is waited for.
        t.wait_filed(Duration::from_secs(5));
        let kept = match t.play.as_ref().and_then(|p| p.host.kept.as_ref()) {
            Some(Ok(p)) => format!(
                "its game is kept among the sessions ({})",
                p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
            ),
            Some(Err(_)) => "its game could not be kept among the sessions".into(),
            None => "its game is not kept".into(),
        };
        let people: Vec<&str> = t
            .seats
            .iter()
            .filter_map(|h| match h {
                Holder::Person { name, .. } => Some(name.as_str()),
                _ => None,
            })
            .collect();
        let line = format!(
            "Table {tid} ({}: {}) is closed, nobody having sat at it for {}: {kept}.",
            t.title(),
            people.join(", "),
            words(after)
        );
        log(&line);
        let line = crate::text::safe(&line).into_owned();
        self.news.push((Instant::now(), line.clone()));
        let cut = self.news.len().saturating_sub(NEWS);
        self.news.drain(..cut);
        // Whoever watched it is back in the lobby, told why.
        for c in self.conns.values_mut() {
            if matches!(c.place, Place::Table { table, .. } if table == tid) {
                c.place = Place::Lobby;
                c.popup = None;
                c.lobby.status = Some(line.clone());
            }
        }
    }
}
