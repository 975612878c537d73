//! The lessons of Nos, for a player who has never heard of it: one thing each, in the
//! words of rules.md and of the table.

use super::{Lesson, Task};
use crate::core::Pos;
use crate::games::nos::games::Condition;
use crate::games::nos::{Action, Game, Hand, Phase};

fn turn(h: &Hand) -> bool {
    matches!(h.phase(), Phase::Turn { .. })
}
fn set_phase(h: &Hand) -> bool {
    matches!(h.phase(), Phase::Set { .. })
}
fn announce(h: &Hand) -> bool {
    h.phase() == Phase::Announce
}
fn declare(h: &Hand) -> bool {
    matches!(h.phase(), Phase::Declare { .. })
}
fn immediate(h: &Hand) -> bool {
    matches!(h.phase(), Phase::Immediate { .. })
}
fn after_play(h: &Hand) -> bool {
    matches!(h.phase(), Phase::AfterPlay { .. })
}
fn any(_: &Hand) -> bool {
    true
}

fn plays(a: Action, t: (u8, u8)) -> bool {
    a.tile() == crate::games::nos::SET.tile(t.0, t.1) && matches!(a, Action::Play { .. })
}

pub(super) static LESSONS: &[Lesson] = &[
    Lesson {
        id: "set",
        title: "The set and its payments",
        record: include_str!("deals/set.json"),
        intro: "You are Sam: your tiles are at the bottom. Four players, 500 chips each. You are on set: \
                you play the first tile, the set. Holding a double (both halves alike), you must set one.",
        tasks: &[
            Task {
                when: set_phase,
                ask:
                    "Set the double that earns most: a set double from your hand is paid its number by each other seat.",
                right: |_, a| a == Action::Set { first: 5, second: 5 },
                yes: "[5-5] earns 5 from each of the three others, 15 in all (chips, below).",
                no: "Any double may be set, but [5-5] would have earned 5 from each seat; a smaller one earns less. \
                     (Holding none, you draw a tile and set it: you pay its pips, or a double is paid twice.)",
            },
            Task {
                when: announce,
                ask: "Now you name the game: the list shows those your set tile allows. Choose 1, ordinary, for now.",
                right: |_, a| a == Action::Announce(Game::Plain(1)),
                yes: "In game 1 tiles go in a line, on its two ends, a number against the same number.",
                no: "That game is allowed too; the next lessons show what the games mean.",
            },
        ],
        after: "Play the hand out: on your turn put a tile whose number matches an end (Enter), or draw with d. \
                The others are the computer.",
    },
    Lesson {
        id: "games",
        title: "The 17 games and how to read them",
        record: include_str!("deals/games.json"),
        intro: "You have set [6-6]. The list names every game the set allows: its layout (line, cross, \
                double cross, triangle) and its matching (ordinary or matador). A double allows the crosses.",
        tasks: &[Task {
            when: announce,
            ask: "Each of your tiles holds a 6. Find game 2, ordinary cross (↑↓), and announce it (Enter).",
            right: |_, a| a == Action::Announce(Game::Plain(2)),
            yes: "A cross has four arms, N E S W, each first taking a tile with a 6 (the foundation). \
                  You hold three: you will fill it fast.",
            no: "Game 2 was asked: a cross whose four arms each take a 6 first, and you hold three of them. \
                 The game you chose stands for this hand.",
        }],
        after: "Play on: in a cross no arm grows until all four slots next to the set tile are filled.",
    },
    Lesson {
        id: "matador",
        title: "The ordinary and the matador rule",
        record: include_str!("deals/matador.json"),
        intro: "Ann drew [0-3], set it and announced game 4, matador: touching numbers add up to 7 \
                (1 on 6, 2 on 5, 3 on 4). Matadors, [0-0] [6-1] [5-2] [4-3], are wild: they go anywhere.",
        tasks: &[Task {
            when: turn,
            ask: "The W end shows a blank; a blank takes only a matador. Play [6-1] on W: Enter, ←→ to W, Enter.",
            right: |_, a| plays(a, (6, 1)) && matches!(a, Action::Play { at: Pos::W, .. }),
            yes: "A matador is wild and the only tile for a blank. Its other number is now the end.",
            no: "That was allowed too, but the blank end takes only a matador and you hold one: \
                 [6-1] on W was asked. (Ordinary matching is plainer: a 3 goes on a 3.)",
        }],
        after: "Play on under the matador rule: a tile touches an end with the number that makes 7.",
    },
    Lesson {
        id: "conditions",
        title: "Conditions and side order",
        record: include_str!("deals/conditions.json"),
        intro: "Ann set [4-2] and announced game 11: ordinary, \"first here, then there\" with here = E. \
                The second tile of the hand must go on E, the third on W; then play is free.",
        tasks: &[Task {
            when: turn,
            ask: "You play the second tile. Play [2-5] on E, the side named first.",
            right: |_, a| matches!(a, Action::Play { at: Pos::E, .. }),
            yes: "E, the \"here\" side, comes first. W is locked until E holds a tile.",
            no: "W is locked until E, the side named first, holds a tile: play [2-5] on E.",
        }],
        after: "Play on. The legend under the table says which sides are open (green) or locked.",
    },
    Lesson {
        id: "doubles",
        title: "Declaring doubles and doubles at once",
        record: include_str!("deals/doubles.json"),
        intro: "Ann drew [1-3], set it and announced game 1. You hold three doubles. With four players, \
                three doubles declared earn 25 from each other seat.",
        tasks: &[
            Task {
                when: declare,
                ask: "Declare your doubles: press y.",
                right: |_, a| a == Action::Declare,
                yes: "25 from each of the three others. Your doubles now lie open; you still play them.",
                no: "Not declaring gave away 75 chips: three doubles earn 25 from each seat.",
            },
            Task {
                when: immediate,
                ask: "Now a double may go at once on the set tile, out of turn: [1-1] on the 1 or [3-3] \
                      on the 3. Choose one (←→) and press Enter.",
                right: |_, a| matches!(a, Action::Play { immediate: true, .. }),
                yes: "The seat on set pays you its number. Each double played at once costs you one turn \
                      later: you will say \"I wait\".",
                no: "A double played at once on the set tile is paid by the seat on set, its number.",
            },
        ],
        after: "You may play the other double at once too (Enter) or not (n). Then play on; when a wait \
                is due, press w.",
    },
    Lesson {
        id: "wait",
        title: "\"I wait\"",
        record: include_str!("deals/wait.json"),
        intro: "You played [3-3] at once on the set tile and were paid 3. That double costs one turn: \
                at your first turn you must wait.",
        tasks: &[Task {
            when: turn,
            ask: "Say \"I wait\": press w.",
            right: |_, a| a == Action::Wait,
            yes: "The turn passes to the next seat. One wait for each double played at once.",
            no: "A wait is due: nothing else may be done this turn. Press w.",
        }],
        after: "Play on: from your next turn you play as usual.",
    },
    Lesson {
        id: "draw",
        title: "Drawing and the last two",
        record: include_str!("deals/draw.json"),
        intro: "Ann set [1-3]: the ends show 1 and 3. None of your tiles holds a 1 or a 3. \
                A seat that cannot play draws from the boneyard, one tile at a time.",
        tasks: &[Task {
            when: turn,
            ask: "Draw a tile: press d.",
            right: |_, a| a == Action::Draw,
            yes: "It may fit now. You may play any tile that fits. The last two of the boneyard are \
                  never drawn: then a seat that cannot play passes (p).",
            no: "With no tile that fits you must draw (d). Passing is only for when the boneyard is down \
                 to its last two.",
        }],
        after: "Play on: draw until a tile fits, and play it.",
    },
    Lesson {
        id: "nos",
        title: "Going out (nos) and the count",
        record: include_str!("deals/nos.json"),
        intro: "Five players. You have one tile left, [3-5], and the E end shows 5. The first seat to play \
                its last tile makes nos: every other seat pays it 5.",
        tasks: &[Task {
            when: turn,
            ask: "Play [3-5] on E and go out.",
            right: |_, a| plays(a, (3, 5)),
            yes: "Nos, 5 from each. When the hand ends, each seat counts its tiles' pips \
                  ([0-0] counts 14); the higher count pays the lower the difference. You count 0.",
            no: "Playing your last tile would have made nos: 5 from each seat, and a count of 0.",
        }],
        after: "Play on. The hand ends when one seat alone holds tiles or none can play; the summary shows the count.",
    },
    Lesson {
        id: "close",
        title: "Closing, right and wrong",
        record: include_str!("deals/close.json"),
        intro: "Ann set [0-0] and announced game 13, the triangle: its three sides take only [6-1] [5-2] [4-3]. \
                You hold two. After a play you may say \"I close\": no tile anywhere can be played.",
        tasks: &[
            Task {
                when: turn,
                ask: "Play one of your matadors: Enter, then ←→ picks the side and Enter plays it.",
                right: |_, a| a.tile().is_some_and(|t| t.is_matador()),
                yes: "It lies on a side of the [0-0].",
                no: "The triangle takes only its matadors first: [6-1] or [5-2].",
            },
            Task {
                when: after_play,
                ask: "Close now? Your other matador still fits. Press Enter: do not close.",
                right: |_, a| a == Action::Decline,
                yes: "A wrong close pays 40 to each seat. Your own tile could still go.",
                no: "A wrong close: your own matador still fits. You pay 40 to each seat; play goes on.",
            },
            Task {
                when: turn,
                ask: "Wait for the others: no one holds a matador. Then play your other one (Enter).",
                right: |_, a| a.tile().is_some_and(|t| t.is_matador()),
                yes: "Two sides are filled. The third matador, [4-3], is among the last two of the boneyard.",
                no: "Your other matador was the tile to play.",
            },
            Task {
                when: after_play,
                ask: "Nothing anyone holds or can draw fits now. Close: press c.",
                right: |_, a| a == Action::Close,
                yes: "Each seat with tiles pays you 20 and the hand ends. The last two of the boneyard \
                      never count.",
                no: "Nothing could be played: a close would have earned 20 from each seat.",
            },
        ],
        after: "The hand is over once the close is judged.",
    },
    Lesson {
        id: "choose",
        title: "Choosing the game (with the advisor)",
        record: include_str!("deals/choose.json"),
        intro: "You have set [5-5]; you hold [5-2] [5-4] [5-0]. The game you name decides how your tiles \
                go. Press a: the advisor ranks every game by the chips it wins on average.",
        tasks: &[Task {
            when: any,
            ask: "Announce a game among the advisor's first three (Esc closes its box).",
            right: |_, a| match a {
                // The advisor's first three: 8, 7, and 11 "first here, then there", then matador.
                Action::Announce(g) => {
                    matches!(g.number(), 7 | 8)
                        || matches!(g, Game::Conditions { cond: Condition::Here(_), change: true, .. })
                }
                _ => false,
            },
            yes: "An ordinary cross takes only 5s in its four slots. You hold three, the others few: \
                  they draw while you play. Then matador.",
            no: "The advisor ranks 8 and 7 first: an ordinary cross whose slots take only 5s, and you hold three.",
        }],
        after: "Play the hand out. That is all of Nos: `nos new` starts a game, `nos practice` trains choosing.",
    },
];
