//! What the hall keeps beyond one run: the list of unfinished tables written when it
//! changes, the tables of the last run read back at the start, and every save written
//! before the server stops.

use super::{log, Hall};
use crate::serve::screen::Out;
use std::time::Duration;

impl Hall {
    /// The server stops: every save written, then every client told.
    pub(super) fn stop(&mut self) {
        self.writer.finish(Duration::from_secs(4));
        for (id, c) in &self.conns {
            let _ = c.out.send(Out::Close(
                "nos: the server is stopping; your table is saved: connect again when it is back\r\n".into(),
            ));
            log(&format!("{} told the server stops (connection {id})", c.name));
        }
        log(&format!("stopped: {} tables saved", self.tables.values().filter(|t| t.slot().is_some()).count()));
    }

    /// The tables of the last run, their seats waiting for their players.
    pub(super) fn restore(&mut self) {
        let Some(d) = &self.data else { return };
        let (tables, kept) = crate::serve::saved::read(d, &self.writer.saves);
        self.kept = kept;
        for t in tables {
            self.tables.insert(t.id, t);
        }
        self.list();
    }

    /// Writes the list of unfinished tables when it changed.
    pub(super) fn list(&mut self) {
        let Some(d) = &self.data else { return };
        let key = crate::serve::saved::key(self.tables.values(), &self.kept);
        if self.listed_key == Some(key) {
            return;
        }
        self.listed_key = Some(key);
        let text = crate::serve::saved::text(self.tables.values(), &self.kept);
        if text != self.listed {
            if let Err(e) = crate::serve::saved::write(d, &text) {
                log(&format!("the list of tables cannot be written: {e}"));
            }
            self.listed = text;
        }
    }
}
