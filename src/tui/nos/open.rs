//! How Nos comes to the table: its [`Opener`] (a game started, a kept one read back,
//! practice, a lesson, its help pages) and a record's steps as the replay's frames.

use super::sit::NosSitting;
use crate::games::nos::words;
use crate::games::nos::Action;
use crate::record::played::{steps, Game};
use crate::tui::kit::words::{Line, LineKind, Names};
use crate::tui::table::placed::Placed;
use crate::tui::table::review::Step;
use crate::tui::table::seat::Kind;
use crate::tui::table::sitting::{Film, Opener, Sitting, Unopened, Unplayable, Unread};
use std::ops::Range;
use std::sync::Arc;

/// The opener of Nos.
pub struct Opening;

impl Opener for Opening {
    fn start(
        &self,
        _game: &str,
        names: Vec<String>,
        kinds: Vec<Kind>,
        seed: u64,
        options: &crate::core::option::Options,
    ) -> Result<Box<dyn Sitting>, Unopened> {
        if let Some((o, _)) = options.given().first() {
            return Err(Unopened::Option { game: "nos", option: o.name().to_string() });
        }
        if !(3..=5).contains(&names.len()) {
            return Err(Unopened::Players { game: "nos", by: "3, 4, 5", got: names.len() });
        }
        Ok(Box::new(NosSitting::new(Game::new(names, kinds, seed))))
    }
    fn part(&self) -> Option<Box<dyn crate::tui::table::part::Part>> {
        Some(Box::new(super::part::NosPart::default()))
    }
    fn reopen(
        &self,
        bytes: &[u8],
        record: &std::path::Path,
        meta: &std::path::Path,
    ) -> Option<Result<Box<dyn Sitting>, Unread>> {
        Some(crate::record::resume::load(bytes, record, meta).map(|g| Box::new(NosSitting::new(g)) as Box<dyn Sitting>))
    }
    fn help(&self) -> Option<crate::tui::table::part::Pages> {
        Some(crate::tui::table::part::Pages { count: 1 + super::brief::PAGES, draw: super::help::page })
    }
    fn practice(
        &self,
        players: u8,
        level: crate::core::Level,
        seed: u64,
    ) -> Option<(Box<dyn Sitting>, Box<dyn crate::tui::table::part::Part>)> {
        let coach = super::coach::Coach::new(players, level, seed, false);
        let (sit, part) = super::coach::table(coach, super::part::NosPart::default().runner);
        Some((sit, Box::new(part)))
    }
    fn lesson(&self, i: usize) -> Option<Result<crate::tui::table::sitting::WithPart, Unplayable>> {
        Some(
            super::lesson::open(i)?
                .map(|(sit, part)| (sit, Box::new(part) as Box<dyn crate::tui::table::part::Part>))
                .map_err(Unplayable::Lesson),
        )
    }
    fn open(&self, bytes: &[u8]) -> Option<Result<Box<dyn Sitting>, Unplayable>> {
        Some(crate::record::played::read(bytes)?.map(|(rec, r)| {
            let (names, kinds) = crate::record::played::seats(&rec);
            let mut g = Game::from_session(names, kinds, rec.saved.seed.unwrap_or(0), r.session);
            g.left = rec.saved.left.clone();
            Box::new(NosSitting::new(g)) as Box<dyn Sitting>
        }))
    }
    fn frames(&self, bytes: &[u8]) -> Option<Result<Vec<Box<dyn Sitting>>, Unplayable>> {
        Some(self.film(bytes, 0..usize::MAX)?.map(|f| f.frames))
    }
    fn film(&self, bytes: &[u8], keep: Range<usize>) -> Option<Result<Film, Unplayable>> {
        Some(crate::record::played::read(bytes)?.map(|(rec, r)| {
            let (names, kinds) = crate::record::played::seats(&rec);
            let (mut at, mut log, mut steps) =
                walk(names.clone(), kinds, rec.saved.seed.unwrap_or(0), &r.session, keep.clone());
            // A record whose last action is refused, as it expects, ends saying so.
            if let Some(crate::record::Outcome::RefusedAsExpected { at: k, reason }) =
                r.hands.last().map(|h| &h.outcome)
            {
                let step = rec.hands.last().and_then(|h| h.steps.get(*k));
                let (who, what) = match step {
                    Some(s) => (names.get(s.seat.index()).cloned().unwrap_or_default(), s.action.to_string()),
                    None => (String::new(), String::new()),
                };
                let line = crate::tui::kit::refused::line(&names, *k, &who, &what, &crate::text::safe(reason));
                let hand_no = steps.last().map_or(0, |f| f.hand);
                log.push((hand_no, Line { text: line.text, kind: LineKind::End }));
                if let Some(last) = steps.last_mut() {
                    last.log = log.len();
                    if at.last().is_some_and(|(g, _)| g.1 + 1 == steps.len()) {
                        if let Some(l) = at.last_mut() {
                            l.1 = log.len();
                        }
                    }
                }
            }
            let from = keep.start.min(steps.len());
            Film { steps, from, frames: boxed(at.into_iter().map(|((g, _), n)| (g, n)).collect(), log) }
        }))
    }
}

/// Every step of a game so far as a frame of the replay viewer, from the deal of its
/// first hand.
pub fn frames(g: &Game) -> Vec<Box<dyn Sitting>> {
    let (at, log, _) = walk(g.names.clone(), g.kinds.clone(), g.seed, &g.session, 0..usize::MAX);
    boxed(at.into_iter().map(|((g, _), n)| (g, n)).collect(), log)
}

/// The game after each step `keep` of a session (the hand starts included), with its
/// step and how many lines of the log were written by then; the whole log; and where
/// every step stands.
type Walked = (Vec<((Game, usize), usize)>, Vec<(usize, Line)>, Vec<Step>);

fn walk(
    names: Vec<String>,
    kinds: Vec<Kind>,
    seed: u64,
    session: &crate::games::nos::Session,
    keep: Range<usize>,
) -> Walked {
    let mut log: Vec<(usize, Line)> = Vec::new();
    let mut at = Vec::new();
    let mut all: Vec<Step> = Vec::new();
    steps(session, |i, s, ev| {
        match ev {
            None => log.push((i, words::on_set(i, &Names(&names), s.hand().on_set()))),
            Some(ev) => log.extend(words::events(&Names(&names), ev).into_iter().map(|l| (i, l))),
        }
        // As the frame's own `hand_no`, `log` and `written` say.
        let written = s.logs().last().map(|l| l.actions.iter().filter(|(_, a)| *a != Action::Decline).count());
        all.push(Step { hand: s.logs().len() - 1, log: log.len(), written, seat: s.hand().to_act().map(|x| x.0) });
        if !keep.contains(&(all.len() - 1)) {
            return;
        }
        // The frame's own log stays empty: every frame reads the one shared log.
        let g = Game::frame(names.clone(), kinds.clone(), seed, s.clone());
        at.push(((g, all.len() - 1), log.len()));
    });
    (at, log, all)
}

fn boxed(at: Vec<(Game, usize)>, mut log: Vec<(usize, Line)>) -> Vec<Box<dyn Sitting>> {
    // No frame reads past its own lines: those after the last frame's are not kept.
    log.truncate(at.iter().map(|(_, n)| *n).max().unwrap_or(0));
    log.shrink_to_fit();
    let log = Arc::new(log);
    let table: Arc<Placed> = Arc::default();
    at.into_iter()
        .map(|(game, n)| {
            Box::new(NosSitting {
                game,
                shared: Some((log.clone(), n)),
                table: table.clone(),
                hints: false,
                gone: None,
            }) as Box<dyn Sitting>
        })
        .collect()
}
