//! `nos learn`: the list of lessons, each opened at the table of its game (Nos's by
//! Nos's opener, with its part; a parlour family's from its record, with the table's
//! own lesson box), and the learner's progress: which lessons are done, in a small
//! file of the data directory. Nothing else of a lesson is saved.

use super::{App, Screen};
use crate::core::Seat;
use crate::learn::{all, Any, Progress};
use crate::tui::kit::hits::{draw_lines, Hits, Links};
use crate::tui::kit::input::{nav, Msg};
use crate::tui::kit::widgets::{bold, keys_line, popup_box, Key};
use crate::tui::table::guide::{At, Guide};
use crate::tui::table::screen::SitScreen;
use crate::tui::table::seat::Kind;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Style};
use std::path::PathBuf;

/// The file of the data directory that lists the lessons done.
const FILE: &str = "lessons.txt";

/// The list of lessons and the learner's progress.
#[derive(Clone, Debug)]
pub struct Learn {
    /// The lesson under the cursor.
    pub cursor: usize,
    pub progress: Progress,
    /// Where the progress is kept; none when there is no data directory, or when the
    /// file there does not read (it is then never written over).
    pub file: Option<PathBuf>,
    /// Why the progress could not be kept, or a lesson not opened.
    pub note: Option<String>,
}

impl Learn {
    /// The learner's progress as kept (nothing done when there is none yet), the
    /// cursor on the next lesson not done. A file that does not read is said in the
    /// note and left as it is.
    pub fn new(file: Option<PathBuf>) -> Learn {
        let (progress, file, note) = match file.as_deref().map(read_progress) {
            None => (Progress::default(), None, None),
            Some(Ok(p)) => (p, file, None),
            Some(Err(e)) => (Progress::default(), None, Some(format!("{e}; the lessons done now are not kept"))),
        };
        let cursor = progress.next().unwrap_or(0);
        Learn { cursor, progress, file, note }
    }

    /// Marks lesson `i` done and keeps the progress, through the one safe writer
    /// (never through a link, never cutting a file with another name).
    pub fn done(&mut self, i: usize) {
        let Some(l) = all().get(i).copied() else { return };
        if self.progress.is_done(l.id()) {
            return;
        }
        self.progress.mark(l.id());
        let Some(f) = &self.file else { return };
        let r = crate::files::replace(f, self.progress.text().as_bytes(), &|_| Ok(()));
        self.note =
            r.err().map(|e| crate::text::safe(&format!("progress not kept: {}: {e}", f.display())).into_owned());
    }
}

/// The most the progress file is read of: far more than the lessons' names take.
const BYTES: u64 = 64 << 10;

/// The progress the file `f` keeps: nothing done when there is no file yet.
///
/// # Errors
/// The file is there but does not read (larger than it can be, a link, not a file):
/// the sentence names it and says why.
pub fn read_progress(f: &std::path::Path) -> Result<Progress, String> {
    match crate::files::own(f, BYTES) {
        Ok(b) => Ok(Progress::parse(&String::from_utf8_lossy(&b))),
        Err(crate::files::ReadError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound => Ok(Progress::default()),
        Err(e) => Err(crate::text::safe(&format!("{}: {e}", f.display())).into_owned()),
    }
}

/// The progress file: in `NOS_DATA_DIR`, or the platform's data directory.
pub fn progress_file() -> Option<PathBuf> {
    let dir = crate::tui::table::store::Store::dir_named().ok()?;
    std::fs::create_dir_all(&dir).ok()?;
    Some(dir.join(FILE))
}

impl App {
    /// The list of lessons, the cursor on lesson `cursor`.
    pub fn learn(&mut self, mut learn: Learn, cursor: usize) {
        learn.cursor = cursor;
        self.screen = Screen::Learn(learn);
    }

    /// The lessons' list, whether it is up or a lesson from it is on the table.
    pub fn learning(&self) -> Option<&Learn> {
        match &self.screen {
            Screen::Learn(l) => Some(l),
            _ => self.learning.as_ref(),
        }
    }

    /// Opens lesson `i` of the list at its game's table: a lesson of a game's own (Nos)
    /// by its opener, a parlour family's from its record.
    pub fn open_lesson(&mut self, i: usize) {
        let learn = match std::mem::replace(&mut self.screen, Screen::Offer) {
            Screen::Learn(l) => l,
            other => {
                self.screen = other;
                match self.learning.take() {
                    Some(l) => l,
                    None => return,
                }
            }
        };
        match self.lesson_table(i) {
            Ok(t) => {
                self.learning = Some(learn);
                self.screen = Screen::Sitting(Box::new(t));
            }
            Err(e) => {
                self.screen = Screen::Learn(Learn { cursor: i, note: Some(e), ..learn });
            }
        }
    }

    /// The table of lesson `i`, the learner's seat human, the others the computer's.
    fn lesson_table(&self, i: usize) -> Result<SitScreen, String> {
        let own = crate::registry::GAMES
            .iter()
            .filter_map(|g| crate::tui::openers::opener_of(g.table()))
            .find_map(|o| o.lesson(i));
        let (sit, part, guide) = match (own, all().get(i).copied()) {
            (Some(r), _) => {
                let (sit, mut part) = r?;
                if let Some(f) = &self.ready {
                    f(&mut *part);
                }
                (sit, Some(part), None)
            }
            (None, Some(Any::Table(l))) => {
                let sit =
                    crate::tui::openers::open(l.record.as_bytes()).map_err(|e| format!("lesson {}: {e}", l.id))?;
                let learner = sit.kinds().iter().position(|k| *k == Kind::Human).map_or(Seat(0), |p| Seat(p as u8));
                let g = Guide { index: i, lesson: l, step: 0, said: None, learner, next: false, before: None };
                (sit, None, Some(g))
            }
            _ => return Err(format!("there is no lesson {}", i + 1)),
        };
        let mut t = SitScreen::new(sit);
        t.delay = self.delay;
        t.clock = self.clock.clone();
        t.saves = false;
        t.lesson = guide;
        Ok(t.with_part(part))
    }

    /// A lesson at the table went on: once finished it is marked done; left, the list
    /// comes back, or the next lesson with Enter after the hand.
    pub(super) fn lesson_after(&mut self, at: At, left: bool) {
        let Some(learn) = self.learning.as_mut() else {
            self.done |= left;
            return;
        };
        if at.finished {
            learn.done(at.index);
            if let (Some(n), Screen::Sitting(t)) = (learn.note.clone(), &mut self.screen) {
                t.status = Some(n);
            }
        }
        if !left {
            return;
        }
        if at.next && at.index + 1 < all().len() {
            return self.open_lesson(at.index + 1);
        }
        let mut l = self.learning.take().expect("a lesson was opened from the list");
        l.cursor = l.progress.next().unwrap_or(0);
        self.screen = Screen::Learn(l);
    }

    /// A key on the list of lessons.
    pub(super) fn learn_key(&mut self, m: Msg) {
        let Screen::Learn(l) = &mut self.screen else { return };
        let n = all().len();
        match nav(m) {
            Msg::Up => l.cursor = l.cursor.checked_sub(1).unwrap_or(n - 1),
            Msg::Down => l.cursor = (l.cursor + 1) % n,
            Msg::Home => l.cursor = 0,
            Msg::End => l.cursor = n - 1,
            Msg::Enter => {
                let i = l.cursor;
                self.open_lesson(i);
            }
            Msg::Char('q') | Msg::Back => self.done = true,
            _ => {}
        }
    }
}

/// The list of lessons: the one under the cursor marked, those done ticked.
pub fn draw(l: &Learn, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let mut lines =
        vec![Links::new().text("Learn at the table: each lesson is one hand, one thing to do.", bold()), Links::new()];
    for (i, x) in all().iter().enumerate() {
        let done = if l.progress.is_done(x.id()) { "✓" } else { " " };
        let text = format!("{done} {:>2}. {}", i + 1, x.title());
        let st = if i == l.cursor { Style::new().fg(Color::Black).bg(Color::Yellow) } else { Style::new() };
        lines.push(Links::new().text(text, st));
    }
    lines.push(Links::new());
    const KEYS: [Key; 3] =
        [("↑↓", "choose", &[Msg::Up, Msg::Down]), ("Enter", "start", &[Msg::Enter]), ("q", "leave", &[Msg::Char('q')])];
    lines.push(keys_line(&KEYS));
    if let Some(s) = &l.note {
        lines.extend(
            crate::tui::kit::fit::hang_names(s, 70, 0, &[])
                .into_iter()
                .map(|l| Links::new().text(l, Style::new().fg(Color::Red))),
        );
    }
    let inner = popup_box(area, 72, lines.len() as u16 + 2, "nos learn", buf);
    draw_lines(lines, inner, buf, hits);
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn a_progress_file_that_does_not_read_is_said_and_never_written_over() {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join(FILE);
        // Over 64 KiB: it was read as nothing done, then written over.
        let big = format!("{}\n{}", all()[0].id(), "x".repeat(70 << 10));
        std::fs::write(&f, &big).unwrap();
        let mut l = Learn::new(Some(f.clone()));
        assert!(l.note.as_deref().is_some_and(|n| n.contains("larger than") && n.contains("not kept")), "{:?}", l.note);
        l.done(1);
        assert_eq!(std::fs::read_to_string(&f).unwrap(), big);
        // A link in its place is not read through, nor written through.
        let theirs = dir.path().join("theirs.txt");
        std::fs::write(&theirs, "mine").unwrap();
        std::fs::remove_file(&f).unwrap();
        std::os::unix::fs::symlink(&theirs, &f).unwrap();
        let mut l = Learn::new(Some(f.clone()));
        assert!(l.note.as_deref().is_some_and(|n| n.contains("a symbolic link")), "{:?}", l.note);
        l.done(0);
        assert_eq!(std::fs::read_to_string(&theirs).unwrap(), "mine");
    }

    #[test]
    fn a_planted_link_beside_the_progress_file_is_never_written_through() {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join(FILE);
        let theirs = dir.path().join("theirs.txt");
        std::fs::write(&theirs, "mine").unwrap();
        std::os::unix::fs::symlink(&theirs, dir.path().join("lessons.txt.new")).unwrap();
        let mut l = Learn::new(Some(f.clone()));
        assert_eq!(l.note, None);
        l.done(2);
        assert_eq!(l.note, None);
        assert_eq!(std::fs::read_to_string(&theirs).unwrap(), "mine");
        assert_eq!(std::fs::read_to_string(&f).unwrap(), format!("{}\n", all()[2].id()));
        assert!(std::fs::symlink_metadata(&f).unwrap().file_type().is_file());
    }
}
