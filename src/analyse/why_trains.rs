//! A train game's reason in words for a hint's choice, from what the seat sees: its
//! own tiles, the table (trains, markers, the uncovered double, the feet) and the
//! rules' counts.

use crate::core::tile::Tiles;
use crate::games::trains::{Action, Layout, Place, View};

/// Why `a` is worth weighing, for `view`'s seat.
pub fn why(view: &View, a: &Action) -> String {
    let Action::Play { tile, touch, place } = *a else {
        return match (a, view.drawn, &view.layout) {
            (Action::Draw, _, _) => "nothing of yours fits: a draw may bring a tile that does".into(),
            (_, Some(_), Layout::Trains(_)) => "the tile drawn does not fit: you pass and your train is marked".into(),
            (_, Some(_), Layout::Foot(_)) => "the tile drawn does not fit: you pass".into(),
            _ => "nothing fits and the boneyard is empty: you pass".into(),
        };
    };
    let far = Action::far(tile, touch);
    // "an 8", "an 11", "an 18"; "a 5".
    let a_far = if matches!(far, 8 | 11 | 18) { format!("an {far}") } else { format!("a {far}") };
    let count = view.rules.count(tile);
    let mut left = view.hand;
    left.remove(tile);
    let follow = left.iter().filter(|t| t.has(far)).count();
    let sheds = format!("sheds {count} from your count");
    let follows = match follow {
        0 => format!("you hold no other {far}"),
        1 => format!("1 more of yours shows {a_far}"),
        n => format!("{n} more of yours show {a_far}"),
    };
    match &view.layout {
        Layout::Trains(t) => {
            if tile.is_double() {
                return format!("a double: you play again, and it must be covered before anything else; {sheds}");
            }
            if let Some((d, _)) = t.uncovered().filter(|&(_, at)| at == place) {
                return format!("covers the {d}, which must be covered before anything else; {sheds}");
            }
            match place {
                Place::Train(s) if s == view.seat && t.marked().contains(s) => {
                    format!("takes the marker off your train; leaves {a_far} there: {follows}")
                }
                Place::Train(s) if s == view.seat => format!("on your own train, leaving {a_far}: {follows}; {sheds}"),
                Place::Mexican => format!("on the Mexican train: your own train keeps its end; {sheds}"),
                _ => format!("on a marked train: your own train keeps its end; {sheds}"),
            }
        }
        Layout::Foot(f) => {
            if tile.is_double() {
                return format!("a double opens a foot: three toes on it before play goes elsewhere; {sheds}");
            }
            match (f.waiting(), place) {
                (Some(w), Place::At(at)) if at == w && w.is_double() && w != f.centre() => {
                    format!("a toe of the {w} foot, which takes three before anything else; {sheds}")
                }
                (Some(w), Place::At(at)) if at == w => {
                    format!("on the centre, which must be filled first; leaves {a_far}: {follows}; {sheds}")
                }
                _ => format!("leaves {a_far} open: {follows}; {sheds}"),
            }
        }
    }
}
