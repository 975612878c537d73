//! The help screen's lines for a line game, told from its rule choices.

use crate::core::matching::Rule;
use crate::games::parlour::arms::Shape;
use crate::games::parlour::preset::{Award, During, FirstLead, Stocking};
use crate::games::parlour::Rules;

/// Who wins a hand and what it scores, as the program scores it.
fn award(r: &Rules) -> String {
    let p = r.preset;
    let tie = "a tied block, nothing";
    match p.award {
        // Only the opponents' tiles count: a partner's are the side's own.
        Award::Pips => {
            let round = match (p.round_to > 1, r.round_each) {
                (true, false) => format!(", added and rounded to the nearest {}", p.round_to),
                (true, true) => format!(", each rounded to the nearest {}", p.round_to),
                (false, _) => String::new(),
            };
            let own = if r.subtract_own { ", less its own in a block" } else { "" };
            let five = if r.per_five { ", a point a five" } else { "" };
            if r.sides {
                // Only the opponents' tiles count: a partner's are the side's own.
                format!("The side out (or lower in a block) scores the opponents' pips{round}{own}{five}; {tie}.")
            } else {
                format!("The seat out (or lowest in a block) scores the pips the others hold{round}{own}{five}; {tie}.")
            }
        }
        Award::Point => format!("The winner of a hand scores 1 point; {tie}."),
        Award::Chip => format!("Going out scores {}; a blocked hand scores nothing.", r.chip_point),
        Award::Pool => "Each hand everyone antes; the winner takes the pool, seats tied lowest share it.".into(),
    }
}

/// What the game is and how it goes, in a few lines.
pub fn lines(r: &Rules) -> Vec<String> {
    let p = r.preset;
    let mut out = vec![format!("{}: {}.", p.name, p.about)];
    out.push(
        match p.first_lead {
            FirstLead::Holds(t) => format!("The holder of {t} leads it."),
            FirstLead::HighestDouble => "The holder of the highest double leads it.".into(),
            FirstLead::Draw => "A draw decides who leads, with any tile.".into(),
        } + match r.shape {
            Shape::Line => " Tiles go on at either end of the line.",
            Shape::Single => " Tiles go on at one end only (E).",
            Shape::Four => " The 6-6 sprouts four arms: each side holds a tile before any grows.",
            Shape::Spinner => " The first double is the sniff: laid cross it opens on four faces.",
            Shape::Across { sides_first: true } => {
                " The first double is the spinner, crosswise: its sides take tiles, then its ends."
            }
            Shape::Across { sides_first: false } => " The first double is the spinner: it opens four ways at once.",
        },
    );
    out.push(match r.preset.rule {
        Rule::Ordinary => "A tile matches an open end with an equal number.".into(),
        Rule::Matador => "Touching numbers add up to 7; the matadors (0-0, 6-1, 5-2, 4-3) go anywhere.".into(),
    });
    out.push(match (p.stock, r.voluntary_draw) {
        (Stocking::Sleep, _) => "No drawing: a seat that cannot play passes.".into(),
        (Stocking::Draw, false) => "A seat that cannot play draws until it can (d), then plays.".into(),
        (Stocking::Draw, true) => "A seat may draw (d) even when it could play.".into(),
    });
    if r.extra_after_double {
        out.push("After playing a double you may play once more, or end the turn (e).".into());
    }
    match p.during {
        During::Nothing => {}
        During::Headers => out.push("Both ends alike scores 2 (a double-header), with a double at one 3.".into()),
        During::Muggins if r.per_five => {
            out.push("When the open ends total a multiple of 5, the player scores one point a five.".into())
        }
        During::Muggins => out.push("When the open ends total a multiple of 5, the player scores it.".into()),
        During::Threes => out.push(
            "The open ends (a double at an end counts both halves) score c/3 if 3 divides them plus c/5 if 5 does: 15 scores 8."
                .into(),
        ),
    }
    if r.shape == Shape::Spinner {
        out.push("A double at an end counts twice; an empty long side of the sniff counts 0.".into());
    }
    out.push(award(r));
    if r.sides && p.side_out {
        out.push("Partners sit opposite and score as one side; the hand goes on until both of a side are out.".into());
    } else if r.sides {
        out.push("Partners sit opposite and score as one side.".into());
    }
    out.push(match r.target {
        Some(t) if r.exact => format!("The match ends on exactly {t} points: a score that would pass {t} is void."),
        // Where scores come during play, the match ends the moment one reaches it.
        Some(t) if p.during != During::Nothing => format!("The first to {t} wins, the moment he reaches it."),
        Some(t) => format!("The match goes to {t} points, counted after each hand."),
        None => "There is no target: stop when you like (q).".into(),
    });
    out
}
