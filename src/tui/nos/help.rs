//! Nos's help: its keys, as `docs/playing.md` lists them, the pass and the wait as the
//! mode of the game has them, in the table's help box ([`help_box`]).

use crate::tui::table::draw::help_box;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

/// The keys of Nos's table, as its help box lists them (and `docs/playing.md`, word for
/// word: a test compares them), the pass, the wait, take-back, quit and advice as the
/// mode of this game (practice, strict club mode) has them: `p` only in strict club
/// mode, where a pass is the seat's own act.
pub fn keys(practice: bool, strict: bool) -> Vec<(&'static str, &'static str)> {
    // Outside strict club mode a pass has one answer and is made for the seat: no key.
    let (pass, wait, undo) = if strict {
        (
            "pass; with a tile that fits or more than two left: a fine",
            "\"I wait\", due after an immediate double: say it yourself",
            "(casual mode only) take back your last play",
        )
    } else {
        (
            "",
            "\"I wait\" after an immediate double (said for you if alone)",
            "take back your last play, against the computer, till it acts",
        )
    };
    let quit = if practice {
        "leave practice: the score of the hands so far"
    } else {
        "quit: settle the session, or save it to resume later"
    };
    let advice = if practice {
        "a, after the hand: your every decision judged / b: hint"
    } else {
        "advice on set: every choice ranked / hint: the best now"
    };
    let rows = vec![
        ("←→ h l", "choose a tile (the bright ones, marked •, fit; ↑↓ go to them)"),
        ("Enter", "play or set the chosen tile; confirm; take the keyboard"),
        ("1-9", "choose where the tile goes, when it may go in several places"),
        ("d", "draw from the boneyard"),
        ("p", pass),
        ("c", "play the chosen tile and say \"I close\""),
        ("u", undo),
        ("w", wait),
        ("y / n", "declare doubles / let an offer go by"),
        ("↑↓", "the list of games (or its number); the choices of a game's form"),
        ("a / b", advice),
        ("t / HJKL", "tiles as digits or pips / look along the table (drag, wheel)"),
        ("f", "penalty desk: offences only the table sees (u takes one back)"),
        ("x", "between hands: a seat leaves (its settlement is kept)"),
        ("Esc", "back"),
        ("q", quit),
        ("mouse", "a click on a tile, a choice, a button, an answer or a key"),
        ("", "below does as its key; a game: click twice; the wheel scrolls"),
    ];
    rows.into_iter().filter(|&(k, _)| strict || k != "p").collect()
}

/// The help's lines under the keys: the saves, the open ends, the mode, the brief.
pub fn lines(practice: bool, strict: bool) -> Vec<String> {
    let mode = if strict {
        "Strict club mode: offences are charged, asking first, not refused."
    } else {
        "Offences are refused here; strict club mode charges them instead."
    };
    let saved = if practice {
        "Practice saves nothing: an unfinished game is left as it was."
    } else {
        "The game is saved after every action; start `nos` again to resume."
    };
    [saved, "Open ends are labelled W, E, N, S with what each accepts now.", mode]
        .into_iter()
        .chain(["r: Nos in brief, the rules and the 17 games; any other key closes."])
        .map(String::from)
        .collect()
}

/// Nos's help and its brief as pages, for a screen with no table under it (the offer
/// of unfinished games): the help, then the brief's pages.
pub fn page(page: u8, area: Rect, buf: &mut Buffer) {
    match page {
        0 => help_box(&keys(false, false), lines(false, false), area, buf),
        p => super::brief::draw(p - 1, area, buf),
    }
}
