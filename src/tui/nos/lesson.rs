//! `nos learn` at the table: a lesson is a prepared deal played with the real screens,
//! a box in the side panel that says what is on the table and what to do, and a check
//! of the learner's action with why it was right or not. A wrong action is explained
//! and the lesson goes on: a legal one is played as at any table, a refused one is
//! refused as there. Nothing of a lesson is saved but which lessons
//! are done, in a small file of the data directory.

use super::desk::{NosTable, Screen};
use super::game::Game;
use crate::core::Seat;
use crate::games::nos::Action;
use crate::learn::{all, lessons, Any, Lesson, Progress};
use crate::tui::kit::hits::{draw_lines, Hits, Links};
use crate::tui::kit::input::Msg;
use crate::tui::kit::widgets::{bold, keys_line, popup_box, Key};
use crate::tui::table::lesson::{lesson_box, say, Guide};
use crate::tui::table::screen::SitScreen;
use crate::tui::table::seat::Kind;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Style};
use std::path::PathBuf;

/// The file of the data directory that lists the lessons done.
const FILE: &str = "lessons.txt";

/// The lesson on the table, and the learner's progress.
pub struct Tutor {
    /// The lesson's number in the list, from 0.
    pub index: usize,
    /// The next task to answer.
    pub task: usize,
    /// The last answer judged: whether it was right, and why.
    pub said: Option<(bool, &'static str)>,
    pub learner: Seat,
    pub progress: Progress,
    /// Where the progress is kept; none when there is no data directory, or when the
    /// file there does not read (it is then never written over).
    pub file: Option<PathBuf>,
    /// Why the progress could not be kept, if so.
    pub note: Option<String>,
}

impl Tutor {
    /// The learner's progress as kept (nothing done when there is none yet). A file
    /// that does not read is said in the note and left as it is.
    pub fn new(file: Option<PathBuf>) -> Tutor {
        let (progress, file, note) = match file.as_deref().map(read_progress) {
            None => (Progress::default(), None, None),
            Some(Ok(p)) => (p, file, None),
            Some(Err(e)) => (Progress::default(), None, Some(format!("{e}; the lessons done now are not kept"))),
        };
        Tutor { index: 0, task: 0, said: None, learner: Seat(0), progress, file, note }
    }

    pub fn lesson(&self) -> &'static Lesson {
        &lessons()[self.index]
    }

    /// Marks the lesson on the table done and keeps the progress.
    pub(in crate::tui) fn done(&mut self) {
        self.progress.mark(all()[self.index].id());
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

impl NosTable {
    /// Opens lesson `i`: its deal on the table, the learner's seat human, the others
    /// the computer's.
    pub fn open_lesson(&mut self, i: usize) {
        if i >= lessons().len() {
            return self.open_table_lesson(i);
        }
        let Some(t) = self.tutor.as_mut() else { return };
        let l = &lessons()[i];
        let p = match l.prepare() {
            Ok(p) => p,
            Err(e) => {
                self.status = Some(e);
                return;
            }
        };
        t.index = i;
        t.task = 0;
        t.said = None;
        t.learner = p.learner;
        let kinds =
            p.seats.iter().map(|s| Kind::parse(s).unwrap_or(Kind::Computer(crate::core::Level::Normal))).collect();
        self.game = Some(Game::from_session(p.names, kinds, p.seed, p.session));
        self.viewer = None;
        self.status = None;
        self.popup = None;
        self.after();
    }

    /// Judges the learner's action against the task now open, if it is one: whether
    /// it is right, and why.
    pub(in crate::tui) fn lesson_judge(&self, a: Action) -> Option<(bool, &'static str)> {
        let t = self.tutor.as_ref()?;
        let g = self.game.as_ref()?;
        if g.hand().to_act() != Some(t.learner) || a == Action::Decline && !self.lesson_asks() {
            return None;
        }
        let task = t.lesson().tasks.get(t.task).filter(|k| (k.when)(g.hand()))?;
        let right = (task.right)(g.hand(), a);
        Some((right, if right { task.yes } else { task.no }))
    }

    /// Whether the learner's decision now is the one the open task is about.
    pub(in crate::tui) fn lesson_asks(&self) -> bool {
        let (Some(t), Some(g)) = (self.tutor.as_ref(), self.game.as_ref()) else { return false };
        g.hand().to_act() == Some(t.learner) && t.lesson().tasks.get(t.task).is_some_and(|k| (k.when)(g.hand()))
    }

    /// After an action judged: the verdict kept; once played, the next task opens.
    pub(in crate::tui) fn lesson_said(&mut self, v: (bool, &'static str), played: bool) {
        if let Some(t) = self.tutor.as_mut() {
            t.said = Some(v);
            t.task += played as usize;
        }
    }

    /// After each action in a lesson: the hand over marks it done. True when the
    /// next screen is decided here.
    pub(in crate::tui) fn lesson_after(&mut self) -> bool {
        let (Some(t), Some(g)) = (self.tutor.as_mut(), self.game.as_ref()) else { return false };
        if g.hand().is_over() {
            t.done();
            return false;
        }
        // A question with one answer and nothing to learn is answered for the
        // learner (a double he cannot declare, a window with no double that fits).
        let (learner, legal) = (t.learner, g.hand().legal());
        if g.hand().to_act() == Some(learner) && legal.as_slice() == [Action::Decline] && !self.lesson_asks() {
            self.commit(Action::Decline);
            return true;
        }
        false
    }

    /// A key on the list of lessons.
    pub(in crate::tui) fn lessons_key(&mut self, cursor: usize, m: Msg) {
        let n = all().len();
        match m {
            Msg::Up => self.screen = Screen::Lessons(cursor.checked_sub(1).unwrap_or(n - 1)),
            Msg::Down => self.screen = Screen::Lessons((cursor + 1) % n),
            Msg::Home => self.screen = Screen::Lessons(0),
            Msg::End => self.screen = Screen::Lessons(n - 1),
            Msg::Enter => self.open_lesson(cursor),
            Msg::Char('q') | Msg::Back => self.done = true,
            _ => {}
        }
    }

    /// A key in a lesson that the table does not take: q back to the list, Enter
    /// after the hand to the next lesson.
    pub(in crate::tui) fn lesson_key(&mut self, m: Msg) -> bool {
        let Some(t) = self.tutor.as_ref() else { return false };
        let next = t.progress.next().unwrap_or(0);
        match (m, &self.screen) {
            (Msg::Char('q'), Screen::Lessons(_)) => self.done = true,
            (Msg::Char('q'), _) => {
                self.game = None;
                self.due = None;
                self.screen = Screen::Lessons(next);
            }
            (Msg::Enter, Screen::Summary) => {
                let after = t.index + 1;
                if after < all().len() {
                    self.open_lesson(after);
                } else {
                    self.game = None;
                    self.screen = Screen::Lessons(next);
                }
            }
            _ => return false,
        }
        true
    }
}

/// The lesson's box: the title, what is on the table, the task or the verdict.
pub fn draw_box(app: &NosTable, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let Some(t) = app.tutor.as_ref() else { return };
    let l = t.lesson();
    let inner = lesson_box(t.index, area, buf);
    let w = inner.width as usize;
    let mut lines: Vec<Links> = Vec::new();
    let say = |text: &str, st: Style, lines: &mut Vec<Links>| say(text, st, w, lines);
    let over = app.game.as_ref().is_some_and(|g| g.hand().is_over());
    if over {
        let next = if t.index + 1 < all().len() { "Enter: the next lesson" } else { "Enter: the list" };
        say(&format!("{}: lesson done. The summary above shows every payment.", l.title), bold(), &mut lines);
        say(&format!("{next}; q: the list of lessons."), Style::new(), &mut lines);
        if let Some(n) = &t.note {
            say(n, Style::new().fg(Color::Red), &mut lines);
        }
        draw_lines(lines, inner, buf, hits);
        return;
    }
    say(l.title, bold(), &mut lines);
    if t.said.is_none() {
        say(l.intro, Style::new(), &mut lines);
    }
    match t.said {
        Some((true, why)) => say(&format!("Right. {why}"), Style::new().fg(Color::Green), &mut lines),
        Some((false, why)) => say(&format!("Not quite. {why}"), Style::new().fg(Color::Red), &mut lines),
        None => {}
    }
    let task = l.tasks.get(t.task);
    match task {
        Some(k) => say(&format!("▶ {}", k.ask), bold().fg(Color::Yellow), &mut lines),
        None => say(l.after, bold(), &mut lines),
    }
    if let Some(n) = &t.note {
        say(n, Style::new().fg(Color::Red), &mut lines);
    }
    // The seats panel and the log give way to the lesson: their news, in short, below.
    if let Some(g) = app.game.as_ref() {
        let room = (inner.height as usize).saturating_sub(lines.len() + 1);
        let chips: Vec<String> = g
            .names
            .iter()
            .zip(g.hand().chips())
            .map(|(n, c)| format!("{} {c}", crate::tui::kit::fit::cut(n, 8)))
            .collect();
        let chips = crate::tui::kit::fit::hang(&format!("Chips: {}", chips.join(", ")), w, 2);
        let now = g.hand_no();
        let last: Vec<&str> =
            g.log.iter().rev().filter(|(h, _)| *h == now).take(3).map(|(_, l)| l.text.as_str()).collect();
        // The chips are kept whole; the oldest news gives way first, a whole line at once.
        let mut left = room.saturating_sub(chips.len());
        let mut news: Vec<String> = Vec::new();
        for l in &last {
            let rows = crate::tui::kit::fit::hang(l, w, 2);
            if rows.len() > left {
                break;
            }
            left -= rows.len();
            news.splice(0..0, rows);
        }
        news.extend(chips);
        let skip = news.len().saturating_sub(room);
        if room > 0 {
            let pad = inner.height as usize - lines.len() - news.len().min(room);
            lines.extend((0..pad).map(|_| Links::new()));
            let dim = Style::new().fg(Color::DarkGray);
            lines.extend(news.into_iter().skip(skip).map(|l| Links::new().text(l, dim)));
        }
    }
    draw_lines(lines, inner, buf, hits);
}

/// The list of lessons: the next one under the cursor, those done marked.
pub fn draw_list(app: &NosTable, cursor: usize, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let Some(t) = app.tutor.as_ref() else { return };
    let mut lines =
        vec![Links::new().text("Learn at the table: each lesson is one hand, one thing to do.", bold()), Links::new()];
    for (i, l) in all().iter().enumerate() {
        let done = if t.progress.is_done(l.id()) { "✓" } else { " " };
        let text = format!("{done} {:>2}. {}", i + 1, l.title());
        let st = if i == cursor { Style::new().fg(Color::Black).bg(Color::Yellow) } else { Style::new() };
        lines.push(Links::new().text(text, st));
    }
    lines.push(Links::new());
    const KEYS: [Key; 3] =
        [("↑↓", "choose", &[Msg::Up, Msg::Down]), ("Enter", "start", &[Msg::Enter]), ("q", "leave", &[Msg::Char('q')])];
    lines.push(keys_line(&KEYS));
    for s in [&app.status, &t.note].into_iter().flatten() {
        lines.extend(
            crate::tui::kit::fit::hang_names(s, 70, 0, &[])
                .into_iter()
                .map(|l| Links::new().text(l, Style::new().fg(Color::Red))),
        );
    }
    let inner = popup_box(area, 72, lines.len() as u16 + 2, "nos learn", buf);
    draw_lines(lines, inner, buf, hits);
}

// A parlour family's lesson is played at the shared table ([`crate::tui::table::lesson`]);
// it is opened here and handed to the App, which hands it back when it is left.
impl NosTable {
    /// Opens table lesson `i` (its number in [`all`]): its deal at the table, the
    /// learner's seat human, the others the computer's.
    pub(in crate::tui) fn open_table_lesson(&mut self, i: usize) {
        let Some(Any::Table(l)) = all().get(i).copied() else { return };
        let sit = match (self.open)(l.record.as_bytes()) {
            Ok(s) => s,
            Err(e) => {
                self.status = Some(format!("lesson {}: {e}", l.id));
                return;
            }
        };
        let learner = sit.kinds().iter().position(|k| *k == Kind::Human).map_or(Seat(0), |p| Seat(p as u8));
        if let Some(t) = self.tutor.as_mut() {
            t.index = i;
        }
        self.game = None;
        self.due = None;
        self.status = None;
        self.popup = None;
        let mut s = SitScreen::new(sit);
        s.delay = self.delay;
        s.lesson = Some(Guide { index: i, lesson: l, step: 0, said: None, learner, next: false, before: None });
        s.after(None);
        self.to_table = Some(Box::new(s));
    }

    /// After each key or tick at a table lesson: a lesson done is kept; leaving it
    /// goes back to the list, or on to the next lesson. True when the table is left
    /// for Nos's own screens (or for the next lesson, in [`NosTable::to_table`]).
    pub fn table_lesson_after(&mut self, s: &SitScreen) -> bool {
        let Some(g) = s.lesson.as_ref() else { return false };
        let (index, finished, left, next) = (g.index, g.finished(), s.done, g.next);
        let Some(t) = self.tutor.as_mut() else { return false };
        if finished && !t.progress.is_done(all()[index].id()) {
            t.index = index;
            t.done();
        }
        if !left {
            return false;
        }
        match (next, index + 1 < all().len()) {
            (true, true) => self.open_lesson(index + 1),
            _ => self.screen = Screen::Lessons(t.progress.next().unwrap_or(0)),
        }
        true
    }
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
        let mut t = Tutor::new(Some(f.clone()));
        assert!(t.note.as_deref().is_some_and(|n| n.contains("larger than") && n.contains("not kept")), "{:?}", t.note);
        t.index = 1;
        t.done();
        assert_eq!(std::fs::read_to_string(&f).unwrap(), big);
        // A link in its place is not read through, nor written through.
        let theirs = dir.path().join("theirs.txt");
        std::fs::write(&theirs, "mine").unwrap();
        std::fs::remove_file(&f).unwrap();
        std::os::unix::fs::symlink(&theirs, &f).unwrap();
        let mut t = Tutor::new(Some(f.clone()));
        assert!(t.note.as_deref().is_some_and(|n| n.contains("a symbolic link")), "{:?}", t.note);
        t.done();
        assert_eq!(std::fs::read_to_string(&theirs).unwrap(), "mine");
    }

    #[test]
    fn a_planted_link_beside_the_progress_file_is_never_written_through() {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join(FILE);
        let theirs = dir.path().join("theirs.txt");
        std::fs::write(&theirs, "mine").unwrap();
        std::os::unix::fs::symlink(&theirs, dir.path().join("lessons.txt.new")).unwrap();
        let mut t = Tutor::new(Some(f.clone()));
        assert_eq!(t.note, None);
        t.index = 2;
        t.done();
        assert_eq!(t.note, None);
        assert_eq!(std::fs::read_to_string(&theirs).unwrap(), "mine");
        assert_eq!(std::fs::read_to_string(&f).unwrap(), format!("{}\n", all()[2].id()));
        assert!(std::fs::symlink_metadata(&f).unwrap().file_type().is_file());
    }
}
