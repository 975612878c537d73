//! One short lesson for each family of the parlour and the train games: the block and
//! the draw games, Sniff's count, Matador's 7s, Dominox's areas, Mexican Train's double
//! to cover and Chicken Foot's toes. Each is a prepared deal (a parlour record, which
//! `nos check` passes) played at the table through the screen every game sits at; the
//! learner's actions are judged as the record writes them ([`Said`]), so nothing here
//! knows the screen or which game it is. Texts in the words of rules.md.

use crate::core::tile::parse_ends;
use crate::record::parlour::Square;
use serde_json::Value;

/// One action as a record writes it. The parlour's records and the train games' write
/// an action alike (`seat`, `act`, `tile` touching end first, and where it went), so
/// that one judge reads the records of every game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Said {
    pub seat: u8,
    /// `play`, `draw`, `pass`, ...
    pub act: String,
    /// Its tile, touching end first.
    pub tile: Option<(u8, u8)>,
    /// Where it went, as written: an end's name, Dominox's two squares, the tile laid
    /// against (Chicken Foot), or a train (Mexican Train: a seat's number or `mexican`).
    pub at: Vec<String>,
}

impl Said {
    /// A tile played, touching end first.
    pub fn play(&self) -> Option<(u8, u8)> {
        self.tile.filter(|_| self.act == "play")
    }

    /// The last action of a record's last hand, if it has one.
    pub fn last(record: &str) -> Option<Said> {
        let v: Value = serde_json::from_str(record).ok()?;
        let a = v.get("hands")?.as_array()?.last()?.get("actions")?.as_array()?.last()?;
        Said::of(a)
    }

    /// An action of a record.
    pub fn of(a: &Value) -> Option<Said> {
        let text = |v: &Value| match v {
            Value::String(s) => s.clone(),
            v => v.to_string(),
        };
        let tile = a.get("tile").and_then(Value::as_str).and_then(|t| parse_ends(t).ok());
        let mut at: Vec<String> = match a.get("at") {
            Some(Value::Array(xs)) => xs.iter().map(text).collect(),
            Some(v) => vec![text(v)],
            None => Vec::new(),
        };
        at.extend(a.get("train").map(text));
        Some(Said { seat: u8::try_from(a.get("seat")?.as_u64()?).ok()?, act: text(a.get("act")?), tile, at })
    }
}

/// One thing a table lesson asks, at the learner's next decision with a choice.
pub struct Step {
    /// What to do, said before the learner acts.
    pub ask: &'static str,
    /// Whether the action taken, as the record writes it, is the one asked for.
    pub right: fn(&Said) -> bool,
    /// Why it was right.
    pub yes: &'static str,
    /// Why another action was not, a refused one included (the lesson goes on).
    pub no: &'static str,
}

/// A lesson of a parlour game: its deal, what it says and what it asks.
pub struct TableLesson {
    /// The short name `nos learn NAME` takes.
    pub id: &'static str,
    pub title: &'static str,
    /// The deal and what was played before the learner's turn, as a parlour record
    /// whose `seats` name the learner `human` and the others the computer.
    pub record: &'static str,
    /// What is on the table and what the game's rule is, said first.
    pub intro: &'static str,
    pub steps: &'static [Step],
    /// Said once every step is answered: how the hand goes on.
    pub after: &'static str,
}

/// A tile as the record writes it, either way round.
fn is(ends: (u8, u8), t: (u8, u8)) -> bool {
    ends == t || ends == (t.1, t.0)
}

fn play(a: &Said) -> Option<(u8, u8)> {
    a.play()
}

/// Whether a Dominox placement has a square beside the 1-1 of the dominox lesson.
fn beside_the_double(a: &Said) -> bool {
    let (Some(d), Some(e)) = (Square::parse("d4"), Square::parse("e4")) else { return false };
    a.play().is_some() && a.at.iter().filter_map(|s| Square::parse(s)).any(|s| s.next_to(d) || s.next_to(e))
}

pub(super) static LESSONS: &[TableLesson] = &[
    TableLesson {
        id: "block",
        title: "The Block Game: play or pass",
        record: include_str!("deals/table/block.json"),
        intro: "Block (Hoyle): seven tiles each, the rest sleep: nobody draws. A tile goes on an end \
                showing the same number. Who can play must play; who cannot, passes.",
        steps: &[Step {
            ask: "Bas just passed on a 6 and a 2: he holds neither. Play a tile that leaves both ends 6 or 2.",
            right: |a| play(a).is_some_and(|(_, open)| open == 6 || open == 2),
            yes: "Bas cannot play on 6s or 2s: he must pass again. When nobody can play, the hand is \
                  blocked and the lowest count (pips held) wins.",
            no: "That leaves an end Bas may hold; the 6-2 kept him passing. (A pass is refused while \
                 a tile of yours fits.)",
        }],
        after: "Play the hand out: the seat that goes out, or in a block the lowest count, scores \
                the others' pips.",
    },
    TableLesson {
        id: "drawgame",
        title: "The Draw Game: draw until one fits",
        record: include_str!("deals/table/draw.json"),
        intro: "Draw (Hoyle): the tiles not dealt are the stock. Who cannot play draws from it, \
                one tile at a time, until one fits. Who can play must play: a draw is refused then.",
        steps: &[Step {
            ask: "Your 6-5 fits the 6: play it (Enter). A draw (d) is refused while a tile fits.",
            right: |a| play(a).is_some(),
            yes: "You could play, so you played. When nothing fits, the table draws for you, one \
                  tile at a time, until one does.",
            no: "While a tile of yours fits, drawing is refused: play it.",
        }],
        after: "Play the hand out: when nothing fits, you draw until a tile does. Going out, or the \
                lowest count in a block, scores the others' pips.",
    },
    TableLesson {
        id: "sniff",
        title: "Sniff: the count of the ends",
        record: include_str!("deals/table/sniff.json"),
        intro: "Sniff: after every play the open ends are added up; a multiple of 5 scores at \
                once. Bas led 4-1: ends 4 and 1, count 5, so he scored 5.",
        steps: &[Step {
            ask: "Play so that the ends add up to a multiple of 5: it scores. (You may draw first, \
                  even able to play.)",
            right: |a| play(a).is_some_and(|e| is(e, (1, 6))),
            yes: "The 1-6 on the 1 leaves 4 and 6: 10, and you score 10. The first double played \
                  is the sniff: all its free faces count.",
            no: "That does not make a multiple of 5: the 1-6 on the 1 would leave 4 and 6, 10.",
        }],
        after: "Play the hand out; the seat that goes out scores the others' pips, rounded to the \
                nearest 5.",
    },
    TableLesson {
        id: "sevens",
        title: "Matador: 7s, not equal numbers",
        record: include_str!("deals/table/matador.json"),
        intro: "Matador: a tile fits an end when its touching number makes 7 with it: a 2 on a 5. \
                The matadors, 0-0, 6-1, 5-2 and 4-3, go on any end; a blank takes only a matador.",
        steps: &[Step {
            ask: "The ends show 5. Play a tile whose touching number makes 7 with a 5, and keep \
                  your matador (6-1).",
            right: |a| play(a).is_some_and(|e| ![(0, 0), (6, 1), (5, 2), (4, 3)].iter().any(|&m| is(e, m))),
            yes: "2 and 5 make 7. The 6-1 stays in your hand for a blank, which only a matador takes.",
            no: "That fits, but the 6-1 is a matador: keep it for a blank, which nothing else takes. \
                 A 2 (2-6, 2-3) makes 7 with the 5.",
        }],
        after: "Play the hand out: the seat that goes out, or the lowest count in a block, scores \
                the others' pips.",
    },
    TableLesson {
        id: "dominox",
        title: "Dominox: walls and areas",
        record: include_str!("deals/table/dominox.json"),
        intro: "Dominox: you are White. A tile covers two squares; a half that touches a tile must \
                match one it touches. At the end each empty area scores its squares to the colour \
                with more squares in it.",
        steps: &[Step {
            ask: "Place a tile against the 1-1 (d4-e4): a 1 against it. Arrows move, r turns, n \
                  finds a fit, Enter places.",
            right: beside_the_double,
            yes: "Tiles that join make walls, and walls cut the board into the areas that score.",
            no: "A tile touching nothing may go anywhere, but it walls nothing in: join the tiles \
                 to build the walls that make areas.",
        }],
        after: "Play the game out: keep the areas with more of your colour's squares closed, and \
                split those the other colour would win.",
    },
    TableLesson {
        id: "cover",
        title: "Mexican Train: cover the double",
        record: include_str!("deals/table/cover.json"),
        intro: "Mexican Train: a tile goes on your own train, on the Mexican train, or on a train \
                with a marker (▲). Bas laid the double 5-5 and nobody could cover it: Bas and Cor \
                drew, passed and were marked.",
        steps: &[Step {
            ask: "A double must be covered before anything else, by whoever can: lay your 5-11 \
                  on the 5-5 on Bas's train. Your 4-8 fits your own train, but not now.",
            right: |a| a.play().is_some_and(|(t, o)| t == 5 || o == 5) && a.at.iter().any(|at| at == "1"),
            yes: "The 5-5 is covered: play is free again, on your own train, the Mexican train or \
                  any marked train.",
            no: "While a double is uncovered the only tile anyone may lay is one that covers it: \
                 the 5-11 on Bas's 5-5.",
        }],
        after: "Play the round out: the first seat out of tiles ends it; the others add the pips \
                they hold, and after the last round the lowest total wins.",
    },
    TableLesson {
        id: "toes",
        title: "Chicken Foot: three toes first",
        record: include_str!("deals/table/toes.json"),
        intro: "Chicken Foot: the centre 9-9 took its four 9s. Bas laid the double 3-3 against \
                a 3: a chicken foot. Cor laid one toe, the 3-0.",
        steps: &[Step {
            ask: "A foot takes three toes before anything else: lay a 3 against the 3-3 (your \
                  3-7). Your 6-2 fits the 6, but not yet.",
            right: |a| a.play().is_some_and(|(t, o)| t == 3 || o == 3) && a.at.iter().any(|at| at == "3-3"),
            yes: "Two toes; one more, by whoever can, and then every open end takes tiles again.",
            no: "Until the 3-3 has its three toes only a 3 laid against it may be played: the 3-7.",
        }],
        after: "Play the round out: the first seat out of tiles ends it; the others add the pips \
                they hold (the 0-0 counts 50), and the lowest total wins.",
    },
];
