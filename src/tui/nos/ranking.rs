//! Drawing the advisor's ranking: the advice box, and practice's result and score.

use super::coach::Coach;
use super::part::NosPart;
use crate::analyse::job::Job;
use crate::core::words::{grouped, ordinal};
use crate::games::nos::ai::advisor::Row;
use crate::games::nos::ai::practice::Verdict;
use crate::record::played::Game;
use crate::tui::kit::fit;
use crate::tui::kit::hits::{Hit, Hits, Links};
use crate::tui::kit::input::Msg;
use crate::tui::kit::scroll::{position, Scroll};
use crate::tui::kit::widgets::{bold, keys_line, popup_box, Key};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line as TLine, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

fn dim() -> Style {
    Style::new().fg(Color::DarkGray)
}

/// The set every choice of the ranking makes, if they all make the same: then it is
/// said once, and each row has room for its game.
fn one_set(job: &Job) -> Option<(u8, u8)> {
    let first = job.rows.first()?.choice.set?;
    job.rows.iter().all(|r| r.choice.set == Some(first)).then_some(first)
}

/// The progress line: a bar and the samples so far.
pub fn progress(job: &Job, width: u16) -> TLine<'static> {
    let words = if job.running() {
        format!(" {} of {} sampled deals a choice", grouped(job.samples), grouped(job.total))
    } else if job.samples >= job.total {
        let took = job.took.map(|d| format!(" in {:.1} s", d.as_secs_f64())).unwrap_or_default();
        format!(" done: {} sampled deals a choice{took}", grouped(job.samples))
    } else {
        format!(" stopped at {} of {} sampled deals a choice", grouped(job.samples), grouped(job.total))
    };
    let w = (width as usize).saturating_sub(words.chars().count() + 2).clamp(10, 40);
    let full = (job.samples.min(job.total) as usize * w) / job.total.max(1) as usize;
    let colour = if job.running() { Color::Cyan } else { Color::Green };
    TLine::from(vec![
        Span::styled("█".repeat(full), Style::new().fg(colour)),
        Span::styled("░".repeat(w - full), dim()),
        Span::raw(words),
    ])
}

/// What the columns and marks of a ranking mean: the 95% interval, the nos column,
/// and a choice standing for several alike.
pub fn legend() -> TLine<'static> {
    TLine::from(Span::styled("±: 95% interval · nos: how often you go out first · [x2]: 2 choices alike", dim()))
}

/// The column heads of a ranking.
fn head(job: &Job) -> TLine<'static> {
    let what = match one_set(job) {
        Some((a, b)) => format!("game (all with the set {a}-{b})"),
        None if job.rows.iter().all(|r| r.choice.set.is_none() && r.choice.game.is_some()) => "game".into(),
        None => "choice".into(),
    };
    TLine::from(Span::styled(format!("{:>4} {:>7} {:>6} {:>5}  {what}", "", "chips", "±95%", "nos"), bold()))
}

/// One row of a ranking; `mine` marks the player's own choice. The figures come
/// first; the choice's words beside them, shortened where they do not fit
/// ([`crate::games::nos::words::short_game`]) and then wrapped under themselves: never cut.
fn row(i: usize, r: &Row, n: u64, mine: bool, set: bool, width: usize) -> Vec<TLine<'static>> {
    let figures = if n == 0 {
        format!("{:>4} {:>7} {:>6} {:>5}", format!("{}.", i + 1), "…", "", "")
    } else {
        let ci = if r.stat.ci().is_finite() { format!("±{:.1}", r.stat.ci()) } else { "".into() };
        format!("{:>4} {:>+7.1} {:>6} {:>4.0}%", format!("{}.", i + 1), r.stat.mean(), ci, 100.0 * r.stat.nos_rate())
    };
    let st = if mine { Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD) } else { Style::new() };
    let mark = if mine { "▶ " } else { "" };
    let words = if set { r.choice.words() } else { r.choice.game_words() };
    let indent = fit::width(&figures) + 2;
    let room = width.saturating_sub(indent).max(12);
    let words = format!("{mark}{words}");
    let words = if fit::width(&words) > room { crate::games::nos::words::short_game(&words) } else { words };
    fit::wrap(&words, room)
        .into_iter()
        .enumerate()
        .map(|(k, w)| {
            let head = if k == 0 { format!("{figures}  ") } else { " ".repeat(indent) };
            TLine::from(vec![Span::styled(head, st), Span::styled(w, st)])
        })
        .collect()
}

/// The rows of a ranking that fit in `room` lines from where `scroll` stands, with
/// `mine` kept in view (after a "…") when it falls below. A list that does not fit
/// ends with a line saying which rows show, and a bar on the right edge of `area` (the
/// rows' place on screen) marks where they lie in the whole. A row whose words take
/// two lines takes two of the room; a row is shown whole or not at all.
fn rows(
    job: &Job,
    scroll: &Scroll,
    room: usize,
    mine: Option<usize>,
    area: Rect,
    buf: &mut Buffer,
) -> Vec<TLine<'static>> {
    let n = job.rows.len();
    let (set, w) = (one_set(job).is_none(), area.width as usize);
    let all: Vec<Vec<TLine>> =
        job.rows.iter().enumerate().map(|(i, r)| row(i, r, job.samples, Some(i) == mine, set, w)).collect();
    let fits = all.iter().map(Vec::len).sum::<usize>() <= room;
    let body = if fits { room } else { room.saturating_sub(1) };
    // The last place to scroll to: the rows from there to the end fill the room.
    let mut end = n;
    while end > 0 && all[end - 1..].iter().map(Vec::len).sum::<usize>() <= body {
        end -= 1;
    }
    let from = scroll.place(n, n - end);
    let mine_rows = mine.and_then(|m| all.get(m)).map_or(0, Vec::len);
    let mut out = Vec::new();
    let mut take = 0;
    for lines in all.iter().skip(from) {
        let keep = if mine.is_some_and(|m| m > from + take) { mine_rows + 1 } else { 0 };
        if out.len() + lines.len() + keep > body {
            break;
        }
        out.extend(lines.iter().cloned());
        take += 1;
    }
    // A page is the rows shown: PgDn goes on from the first one not shown.
    scroll.shown(take);
    if let Some(m) = mine.filter(|&m| m >= from + take) {
        out.push(TLine::from(Span::styled("   …", dim())));
        out.extend(all[m].iter().cloned());
    }
    if !fits && room > 0 {
        out.push(position(from, take, n, Rect { height: body as u16, ..area }, buf));
    }
    out
}

/// The advice box over the middle of the table.
pub fn advice(part: &NosPart, g: &Game, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let Some(a) = &part.advice else { return };
    let who = g.names[g.hand().on_set().index()].clone();
    let title =
        format!("Advice for {who} on set: {}", crate::tui::kit::words::count(a.job.rows.len() as i64, "choice"));
    let inner = popup_box(area, area.width, area.height, &title, buf);
    let mut lines = vec![
        progress(&a.job, inner.width),
        TLine::from(Span::styled("Mean chips won to the end of the hand, normal players in every seat", dim())),
        legend(),
        head(&a.job),
    ];
    // The keys take the last line.
    let room = (inner.height as usize).saturating_sub(lines.len() + 1);
    let list = Rect { y: inner.y + lines.len() as u16, height: room as u16, ..inner };
    lines.extend(rows(&a.job, &part.advice_scroll, room, None, list, buf));
    Paragraph::new(lines).render(Rect { height: inner.height.saturating_sub(1), ..inner }, buf);
    let keys = Rect::new(inner.x, inner.bottom().saturating_sub(1), inner.width, 1);
    keys_line(&ADVICE_KEYS).draw(keys, buf, hits);
}

/// The hint box on set while the advisor it shows works: the same box as the hint's,
/// with the bar of the advice box, until its best three come.
pub fn weighing(job: &Job, who: &str, area: Rect, buf: &mut Buffer) {
    let w = crate::tui::kit::worth::box_width(area.width);
    let inner = popup_box(area, w, 7.min(area.height), &format!("Hint for {who}"), buf);
    let lines = vec![
        TLine::from(Span::styled("Every choice weighed on the advisor's deals, as the a key ranks them:", dim())),
        progress(job, inner.width),
        TLine::from("The best three come when it is done."),
        TLine::from(""),
        TLine::from(Span::styled("Press any key to stop it (b or a goes on from there).", dim())),
    ];
    Paragraph::new(lines).wrap(Wrap { trim: false }).render(inner, buf);
}

/// What the verdict says, in sentences.
fn verdict_lines(c: &Coach, v: &Verdict, width: u16) -> Vec<TLine<'static>> {
    let place = format!("{} of {}", ordinal(v.rank + 1), v.of);
    let words = v.yours.choice.words();
    let head = vec![
        Span::raw("Your choice, "),
        Span::styled(
            place.clone(),
            Style::new().fg(if v.rank == 0 { Color::Green } else { Color::Yellow }).add_modifier(Modifier::BOLD),
        ),
        Span::raw(": "),
    ];
    // The place first, so that a long game's name never pushes it off the line; the
    // name goes on the next line when both do not fit.
    let mut out = if fit::width(&format!("Your choice, {place}: {words}")) <= width as usize {
        vec![TLine::from([head, vec![Span::styled(words, bold())]].concat())]
    } else {
        vec![TLine::from(head), TLine::from(Span::styled(fit::cut(&format!("  {words}"), width as usize), bold()))]
    };
    out.push(if v.rank == 0 {
        TLine::from(Span::styled("The advisor's best choice too: it cost nothing.", Style::new().fg(Color::Green)))
    } else {
        TLine::from(vec![
            Span::raw("It cost "),
            Span::styled(format!("{:.1} chips", v.cost), bold()),
            Span::raw(format!(
                " a hand (mean: yours {:+.1}, the best {:+.1}). The best:",
                v.yours.stat.mean(),
                v.best.stat.mean()
            )),
        ])
    });
    if v.rank > 0 {
        out.push(TLine::from(Span::styled(
            fit::cut(&format!("  {}", v.best.choice.words()), width as usize),
            Style::new().fg(Color::Green),
        )));
    }
    let won = if v.chips >= 0 { "won" } else { "lost" };
    out.push(TLine::from(vec![
        Span::raw("This hand you actually "),
        Span::styled(format!("{won} {}", crate::tui::kit::words::count(v.chips.abs() as i64, "chip")), bold()),
        Span::raw(format!(" (against {} {} players).", c.practice.players - 1, c.practice.opponents.name())),
    ]));
    out
}

/// The session's score in one line.
pub fn score_line(c: &Coach) -> TLine<'static> {
    let s = c.practice.score;
    if s.hands == 0 {
        return TLine::from("No hand judged yet.");
    }
    let mean = s.cost / s.hands as f64;
    TLine::from(vec![
        Span::styled("Session: ", bold()),
        Span::raw(format!(
            "{} hand{} · cost {mean:.1} a hand · the best {}/{} · top 3 {}/{} · chips {:+}",
            s.hands,
            if s.hands == 1 { "" } else { "s" },
            s.best,
            s.hands,
            c.top3,
            s.hands,
            s.chips
        )),
    ])
}

/// Practice: the hand is over. The ranking scrolls.
pub fn result(part: &NosPart, g: &Game, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let Some(c) = &part.coach else { return };
    let how = match g.hand().phase() {
        crate::games::nos::Phase::Over { how } => how.words(),
        _ => "",
    };
    let r = Rect::new(area.x, area.y + 1, area.width, area.height.saturating_sub(2));
    let inner = popup_box(r, r.width, r.height, &format!("Practice hand {} is over: {how}", c.dealt), buf);
    let mut lines = Vec::new();
    let mine = c.verdict.as_ref().map(|v| v.rank);
    match &c.verdict {
        Some(v) => lines.extend(verdict_lines(c, v, inner.width)),
        None => {
            lines.push(TLine::from(Span::styled("The advisor is still ranking your choices…", bold())));
            // A line of its own, clickable, drawn over the empty one left for it.
            lines.push(TLine::from(""));
            lines.push(TLine::from(""));
        }
    }
    lines.push(score_line(c));
    if let Some(job) = &c.job {
        lines.push(progress(job, inner.width));
        lines.push(legend());
        lines.push(head(job));
        let room = (inner.height as usize).saturating_sub(lines.len());
        let list = Rect { y: inner.y + lines.len() as u16, height: room as u16, ..inner };
        lines.extend(rows(job, &c.scroll, room, mine, list, buf));
    }
    Paragraph::new(lines).render(inner, buf);
    if c.verdict.is_none() {
        let stop = Links::new().link(
            "Enter: stop it and judge with what it has.",
            dim().add_modifier(Modifier::UNDERLINED),
            Hit::Key(Msg::Enter),
        );
        stop.draw(Rect { y: inner.y + 1, height: 1, ..inner }.intersection(inner), buf, hits);
    }
}

/// Practice is over: the session's score.
pub fn score(part: &NosPart, area: Rect, buf: &mut Buffer, hits: &mut Hits) {
    let Some(c) = &part.coach else { return };
    let inner = popup_box(area, 72, 12, "Practice is over", buf);
    let s = c.practice.score;
    let mut lines =
        vec![TLine::from(Span::styled("Your choices on set, against the advisor:", bold())), TLine::from("")];
    if s.hands == 0 {
        lines.push(TLine::from("No hand was played to the end."));
    } else {
        let n = s.hands as f64;
        lines.push(TLine::from(format!("  hands judged              {}", s.hands)));
        lines.push(TLine::from(format!("  mean cost a hand          {:.1} chips", s.cost / n)));
        lines.push(TLine::from(format!(
            "  the best choice           {} of {} ({:.0}%)",
            s.best,
            s.hands,
            100.0 * s.best as f64 / n
        )));
        lines.push(TLine::from(format!(
            "  a top-3 choice            {} of {} ({:.0}%)",
            c.top3,
            s.hands,
            100.0 * c.top3 as f64 / n
        )));
        lines.push(TLine::from(format!("  chips won over the hands  {:+}", s.chips)));
    }
    lines.push(TLine::from(""));
    let at = inner.y + lines.len() as u16;
    Paragraph::new(lines).render(inner, buf);
    let leave = Links::new().link(
        "Press Enter or q to leave.",
        Style::new().add_modifier(Modifier::UNDERLINED),
        Hit::Key(Msg::Enter),
    );
    leave.draw(Rect { y: at, height: 1, ..inner }.intersection(inner), buf, hits);
}

/// The keys of the advice box.
pub const ADVICE_KEYS: [Key; 2] = [("↑↓", "scroll", &[Msg::Up, Msg::Down]), ("Esc or a", "close", &[Msg::Back])];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::stat::Stat;
    use crate::core::Pos;
    use crate::games::nos::ai::choices::Choice;
    use crate::games::nos::games::Game;
    use crate::games::nos::{Condition, Rule};

    fn text(l: &TLine) -> String {
        l.spans.iter().map(|s| s.content.as_ref()).collect()
    }

    #[test]
    fn the_place_of_a_long_choice_stays_on_screen_at_80_columns() {
        let game = Game::Conditions { rule: Rule::Matador, cond: Condition::Here(Pos::W), change: true };
        let row = Row { choice: Choice { set: Some((4, 1)), game: Some(game), labels: 2 }, stat: Stat::default() };
        let v = Verdict { rank: 44, of: 60, yours: row, best: row, cost: 22.2, chips: -5 };
        let c = Coach::new(5, crate::core::Level::Normal, 3, false);
        let lines = verdict_lines(&c, &v, 78);
        assert_eq!(text(&lines[0]), "Your choice, 45th of 60: ");
        assert!(text(&lines[1]).contains("matador line"), "{}", text(&lines[1]));
        assert!(lines.iter().all(|l| fit::width(&text(l)) <= 78));
        // A short one keeps to one line.
        let row =
            Row { choice: Choice { set: Some((1, 1)), game: Some(Game::Plain(4)), labels: 1 }, stat: Stat::default() };
        let v = Verdict { rank: 0, of: 43, yours: row, best: row, cost: 0.0, chips: 3 };
        assert_eq!(text(&verdict_lines(&c, &v, 78)[0]), "Your choice, 1st of 43: set 1-1, game 4: matador");
    }
}
