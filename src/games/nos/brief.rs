//! Nos in brief, in words: the rules on a page, the words of the 17 games' pages, and
//! the rules in briefest for a help box; each line checked against rules.md (the
//! section in the comment beside it).

/// Page 1: the game from the deal to the settlement.
pub const RULES: &[&str] = &[
    // 1, 2: the set, the deal, the last two.
    "3 to 5 players, 500 chips each, dealt 5, 4 or 3; the boneyard's last 2 stay.",
    // 3: the set.
    "SET: the loser of the last hand (hand 1: the highest double) sets a double;",
    "without one he draws a tile and sets it. Each pays him the double's number",
    "(0-0: 7; twice that if drawn); a drawn tile that is no double, he pays.",
    // 4: the announcement.
    "ANNOUNCE: he names one of the 17 games (r): a layout, and ordinary matching",
    "(equal numbers touch) or matador (ends make 7; 0-0 6-1 5-2 4-3 go anywhere).",
    // 7.1, 7.2, 7.3: declaring, immediate doubles, waiting.
    "DECLARE: 3 doubles or more (4 with three players) may be shown: all pay.",
    "A double may go on the set tile at once, out of turn (the seat on set pays);",
    "its player then says \"I wait\" at one later turn instead of playing.",
    // 8, and rulings 34 and 35: drawing by choice.
    "TURN: play a tile that fits, or draw: by choice while 3 or more are left,",
    "till one fits if none does; pass only at the last two. A double on the tile",
    "the seat before just played: he pays for it.",
    // 10: nos and closing.
    "NOS: the first seat out gets 5 from each. I CLOSE: right after my play I say",
    "no one, me included, can play on; if so each active seat pays me 20 and the",
    "next draws the boneyard; if anyone can, I pay 40 to each.",
    // 11: the end, the count.
    "END: one seat left with tiles, a correct close, or nobody can play. Each",
    "counts his pips (0-0: 14); every pair settles the difference; the highest",
    "count sets next. SETTLE (at q): each total is rounded down to 20 (573 chips",
    "count as 560: +60), the rest goes to a side pot one seat wins by lot.",
];

/// The 17 games' pages open by saying what the words mean (rules.md 4.2).
pub const GAMES_HEAD: &[&str] = &[
    "ORD: equal numbers touch. MAT: touching ends make 7, matadors anywhere.",
    "Cross: a set double opens 4 arms; all 4 take a tile before any grows.",
    "Double cross: then each arm's next tile is compulsory (a double; under",
    "matador, or a matador).",
];

/// The games on the first of the two pages; the rest on the second.
pub const FIRST_PAGE: u8 = 8;

/// The second page of games ends with the choices of game 11 and the set tiles.
pub const GAMES_FOOT: &[&str] = &[
    // 6: the line conditions and the change of rule.
    "11: first here, then there (a tile on the named side, then the other), or",
    "first N on a side (the other waits); with change, ORD and MAT then swap.",
    "Any tile may be set for 1, 4, 11 and the volapük line; a double for the",
    "crosses; 5, 6, 9, 10 not on 0-0; 13 to 16 only on 0-0.",
];

/// The rules in briefest, for the help of the shared table (a network seat's), where
/// they follow the keys in the same box and must fit in it at 80x24: ten lines of at most
/// 74 columns.
pub const SHORT: &[&str] = &[
    // 1, 2: the set, the deal, the last two.
    "3 to 5 players, 500 chips each; the boneyard's last two are never drawn.",
    // 3, 4: the set, the announcement.
    "SET: the loser of the last hand (hand 1: the highest double) sets a double",
    "(else draws a tile and sets it); each pays him its number. He then names",
    "one of the 17 games: the layout, and ordinary or matador matching.",
    // 7.1, 7.2, 7.3: declaring, immediate doubles, waiting.
    "DECLARE: 3 doubles or more (4 with 3 players): all pay. A double may go",
    "on the set tile at once, out of turn; its player later says \"I wait\" once.",
    // 8, rulings 34 and 35: turns, drawing by choice.
    "TURN: play or draw (by choice while 3 are left); pass only at the last 2.",
    // 10, 11: nos, closing, the count, the settlement.
    "NOS: the first out gets 5 from each. I CLOSE: nobody can play on; right,",
    "each pays me 20; wrong, I pay 40 to each. END: pairs settle pip counts. At",
    "q totals round down to 20, the rest to a side pot. All: nos help rules nos",
];
