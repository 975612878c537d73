//! The table holds still: over many seeded hands of every layout of every game, played
//! at random through the games' own engines and drawn frame by frame by the screens'
//! own table boxes, every laid tile keeps its cell and its orientation for the rest of
//! the hand. At 100x30 and larger nothing ever moves; at 80x24 the layout may be made
//! anew when an arm has no room left, at most twice a hand.

use nos::core::chance;
use nos::core::play::play_random;
use nos::games::parlour::preset::During;
use nos::games::parlour::{preset, Match, Rules, PRESETS};
use nos::tui::line::table as line_table;
use nos::tui::nos::table_box::table_box;
use nos::tui::table::placed::Placed;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::collections::HashMap;

/// A tile on the screen: its top-left cell and how it lies.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Lies {
    Flat(u16, u16),
    Standing(u16, u16),
    Tall(u16, u16),
}

/// Every tile drawn in `buf`, by its two numbers (low first), read back from the text:
/// `[a|b]` flat, `┌a┐` over `└b┘` standing, `┌a┐` over `├─┤` over `└b┘` standing at length.
fn tiles(buf: &Buffer) -> HashMap<(u8, u8), Lies> {
    let area = buf.area;
    let at = |x: u16, y: u16| -> char {
        if x < area.right() && y < area.bottom() {
            buf[(x, y)].symbol().chars().next().unwrap_or(' ')
        } else {
            ' '
        }
    };
    let digit = |c: char| c.to_digit(10).map(|d| d as u8);
    let mut out = HashMap::new();
    let mut put = |a: u8, b: u8, lies: Lies| {
        let key = (a.min(b), a.max(b));
        assert!(out.insert(key, lies).is_none(), "{key:?} drawn twice");
    };
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            if at(x, y) == '[' && at(x + 2, y) == '|' && at(x + 4, y) == ']' {
                if let (Some(a), Some(b)) = (digit(at(x + 1, y)), digit(at(x + 3, y))) {
                    put(a, b, Lies::Flat(x, y));
                }
            }
            if at(x, y) == '┌' && at(x + 2, y) == '┐' {
                let Some(a) = digit(at(x + 1, y)) else { continue };
                if at(x, y + 1) == '└' {
                    if let Some(b) = digit(at(x + 1, y + 1)) {
                        put(a, b, Lies::Standing(x, y));
                    }
                } else if at(x, y + 1) == '├' && at(x, y + 2) == '└' {
                    if let Some(b) = digit(at(x + 1, y + 2)) {
                        put(a, b, Lies::Tall(x, y));
                    }
                }
            }
        }
    }
    out
}

/// Counts the frames of one hand: how many moved a tile seen before (each such frame is
/// a re-fit), checking that the tile played last is always in view.
#[derive(Default)]
struct Watch {
    seen: HashMap<(u8, u8), Lies>,
    refits: usize,
    frames: usize,
    /// The window's width, and the frame before, to show beside a frame that moved a
    /// tile when `SHOW` names that width.
    width: u16,
    before: String,
    /// The cells of joints in the frame before, how many tiles were laid past one, the
    /// cells of the joints they came with, and the longest of those joints.
    joints: usize,
    joined: usize,
    dashes: usize,
    longest: usize,
}

impl Watch {
    fn frame(&mut self, buf: &Buffer, last: Option<(u8, u8)>, what: &str) {
        self.frames += 1;
        let now = tiles(buf);
        if let Some(t) = last {
            assert!(now.contains_key(&t), "{what}: the last tile {t:?} is not in view\n{}", picture(buf));
        }
        let moved: Vec<_> = now.iter().filter(|(t, l)| self.seen.get(*t).is_some_and(|was| was != *l)).collect();
        if !moved.is_empty() {
            self.refits += 1;
            if std::env::var("SHOW").is_ok_and(|s| s == self.width.to_string()) {
                eprintln!("{what}: moved {moved:?}\n{}", beside(&self.before, &picture(buf)));
            }
        }
        // A tile laid past a joint, where its open end had no room: counted, and shown
        // beside the frame before with `JOINTS=<width>`.
        let dashes = joints(buf);
        if dashes > self.joints {
            self.joined += 1;
            self.dashes += dashes - self.joints;
            self.longest = self.longest.max(dashes - self.joints);
            if std::env::var("JOINTS").is_ok_and(|s| s == self.width.to_string()) {
                eprintln!("{what}: a joint\n{}", beside(&self.before, &picture(buf)));
            }
        }
        self.joints = dashes;
        if std::env::var("SHOW").is_ok() || std::env::var("JOINTS").is_ok() {
            self.before = picture(buf);
        }
        self.seen.extend(now);
    }
}

/// Two pictures side by side: the frame before and the frame that moved a tile.
fn beside(before: &str, after: &str) -> String {
    let width = before.lines().map(|l| l.chars().count()).max().unwrap_or(0);
    let mut b = before.lines();
    after.lines().map(|a| format!("{:width$}   {a}\n", b.next().unwrap_or(""))).collect()
}

/// How many cells of `buf` draw a joint.
fn joints(buf: &Buffer) -> usize {
    buf.content().iter().filter(|c| c.symbol().chars().next().is_some_and(|c| "╌╎╭╮╰╯".contains(c))).count()
}

fn picture(buf: &Buffer) -> String {
    let a = buf.area;
    (a.top()..a.bottom())
        .map(|y| (a.left()..a.right()).map(|x| buf[(x, y)].symbol().to_string()).collect::<String>() + "\n")
        .collect()
}

/// Figures for one game at one size: hands, frames, re-fits in all, most re-fits in a
/// hand, tiles laid past a joint in all, the cells of those joints in all, and the
/// longest joint.
#[derive(Default, Debug)]
struct Figures {
    hands: usize,
    frames: usize,
    refits: usize,
    most: usize,
    joints: usize,
    dashes: usize,
    longest: usize,
}

impl Figures {
    fn add(&mut self, w: &Watch) {
        self.hands += 1;
        self.frames += w.frames;
        self.refits += w.refits;
        self.most = self.most.max(w.refits);
        self.joints += w.joined;
        self.dashes += w.dashes;
        self.longest = self.longest.max(w.longest);
    }

    /// What is wrong with these figures, if anything: at 100x30 and larger no tile
    /// moves; at 80x24 the layout is made anew at most twice a hand.
    fn check(&self, what: &str, (w, h): (u16, u16)) -> Option<String> {
        eprintln!("{what} at {w}x{h}: {self:?}");
        let most = if w >= 100 && h >= 30 { 0 } else { 2 };
        (self.most > most)
            .then(|| format!("{what} at {w}x{h}: {} re-fits in one hand, at most {most} allowed", self.most))
    }
}

/// How many seeded hands to play: `n`, or more where `HANDS` asks for more.
fn hands(n: u64) -> u64 {
    std::env::var("HANDS").ok().and_then(|h| h.parse().ok()).map_or(n, |h: u64| h.max(n))
}

/// Hands played by default: `HANDS=500` plays more.
const NOS_HANDS: u64 = 250;
/// 40 hands of each parlour game at each size, each drawn after every action: at 100,
/// over all the presets, this was the slowest test of the screens (9 s of a core), more
/// than CI needs at every commit. `HANDS=100` or more plays a longer search by hand.
const PARLOUR_HANDS: u64 = 40;

const SIZES: [(u16, u16); 3] = [(80, 24), (100, 30), (120, 40)];

/// Nos: every game of the announcement list comes up among random hands.
#[test]
fn nos_tiles_hold_still() {
    let mut wrong = Vec::new();
    for size in SIZES {
        let mut fig = Figures::default();
        for seed in 0..hands(NOS_HANDS) {
            let mut rng = chance::dice(seed);
            let n = 3 + (seed % 3) as u8;
            let mut hand = nos::games::nos::sim::random_hand(&mut rng, n);
            let table = nos_areas(Rect::new(0, 0, size.0, size.1), n as usize).table;
            let placed = Placed::default();
            let mut watch = Watch { width: size.0, ..Watch::default() };
            let draw = |h: &nos::games::nos::Hand, watch: &mut Watch| {
                let mut buf = Buffer::empty(table);
                table_box(h, false, &placed, table, &mut buf);
                let last = h.layout().and_then(|l| l.placed().last()).map(|p| (p.tile.low(), p.tile.high()));
                watch.frame(&buf, last, &format!("Nos seed {seed}"));
            };
            // The set is laid before the game is chosen, and the game decides whether a
            // set double lies crosswise: the hand is watched from the announcement on.
            play_random(&mut hand, &mut rng, |h, _, _, _| {
                if h.layout().is_some() {
                    draw(h, &mut watch)
                }
            });
            fig.add(&watch);
        }
        wrong.extend(fig.check("Nos", size));
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

/// Every parlour line game: the line, Tiddly-Wink's arm, Sebastopol, Sniff, the spinner
/// (`GAME=<id>` plays one alone).
#[test]
fn parlour_tiles_hold_still() {
    let mut wrong = Vec::new();
    for p in PRESETS {
        if std::env::var("GAME").is_ok_and(|g| g != p.id) {
            continue;
        }
        for size in SIZES {
            let mut fig = Figures::default();
            for seed in 0..hands(PARLOUR_HANDS) {
                let mut rng = chance::dice(seed);
                // Two to four seats, as many as the game allows.
                let Some((n, rules)) = (0..5)
                    .map(|k| 2 + (seed as usize + k) % 5)
                    .find_map(|n| Some((n, Rules::of(preset(p.id)?, n).ok()?)))
                else {
                    continue;
                };
                let counts = matches!(rules.during, During::Muggins | During::Threes).then_some(&rules);
                let (mut m, _) = Match::random(rules, &mut rng);
                let table = nos_areas(Rect::new(0, 0, size.0, size.1), n).table;
                let placed = Placed::default();
                let mut watch = Watch { width: size.0, ..Watch::default() };
                let draw = |m: &Match, watch: &mut Watch| {
                    let mut buf = Buffer::empty(table);
                    let arms = m.hand().arms();
                    line_table::table_box(arms, counts, false, &placed, table, &mut buf);
                    let last = arms.placed().last().map(|p| (p.touch.min(p.open), p.touch.max(p.open)));
                    watch.frame(&buf, last, &format!("{} seed {seed}", p.id));
                };
                draw(&m, &mut watch);
                play_random(&mut m, &mut rng, |m, _, _, _| draw(m, &mut watch));
                fig.add(&watch);
            }
            wrong.extend(fig.check(p.id, size));
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

/// A table box as text, every cell.
fn text(buf: &Buffer) -> String {
    picture(buf).lines().map(|l| l.trim_end().to_string() + "\n").collect()
}

/// A Nos line grown over a whole hand, drawn frame by frame: the set where it was put,
/// W turning up and E turning down at the table's edge.
#[test]
fn a_grown_nos_line() {
    for size in [(80, 24), (100, 30)] {
        let seed = (0..500u64)
            .find(|&seed| {
                let mut rng = chance::dice(seed);
                let mut hand = nos::games::nos::sim::random_hand(&mut rng, 4);
                play_random(&mut hand, &mut rng, |_, _, _, _| {});
                hand.layout().is_some_and(|l| l.positions().len() == 2 && l.placed().len() >= 16)
            })
            .expect("a long line among 500 hands");
        let mut rng = chance::dice(seed);
        let mut hand = nos::games::nos::sim::random_hand(&mut rng, 4);
        let table = nos_areas(Rect::new(0, 0, size.0, size.1), 4).table;
        let placed = Placed::default();
        let mut buf = Buffer::empty(table);
        play_random(&mut hand, &mut rng, |h, _, _, _| {
            buf = Buffer::empty(table);
            table_box(h, false, &placed, table, &mut buf);
        });
        insta::assert_snapshot!(format!("nos_line_{}x{}", size.0, size.1), text(&buf));
    }
}

/// A parlour line (Draw, Hoyle's rules) grown over a whole hand, drawn frame by frame.
#[test]
fn a_grown_parlour_line() {
    for size in [(80, 24), (100, 30)] {
        let rules = Rules::of(preset("draw-hoyle").unwrap(), 2).unwrap();
        let seed = (0..500u64)
            .find(|&seed| {
                let mut rng = chance::dice(seed);
                let (mut m, _) = Match::random(rules, &mut rng);
                play_random(&mut m, &mut rng, |_, _, _, _| {});
                m.hand().arms().placed().len() >= 16
            })
            .expect("a long line among 500 hands");
        let mut rng = chance::dice(seed);
        let (mut m, _) = Match::random(rules, &mut rng);
        let table = nos_areas(Rect::new(0, 0, size.0, size.1), 2).table;
        let placed = Placed::default();
        let mut buf = Buffer::empty(table);
        play_random(&mut m, &mut rng, |m, _, _, _| {
            buf = Buffer::empty(table);
            line_table::table_box(m.hand().arms(), None, false, &placed, table, &mut buf);
        });
        insta::assert_snapshot!(format!("draw_hoyle_line_{}x{}", size.0, size.1), text(&buf));
    }
}

/// Where each part of Nos's table screen lies, for `n` seats.
fn nos_areas(area: Rect, n: usize) -> nos::tui::table::part::Areas {
    nos::tui::table::part::Areas::of(area, n as u16 + 4, 4)
}

/// Every train tile drawn in `buf`: `[a|b]` or `[aa|bb]` with numbers of one or two
/// cells (a two-cell number right-aligned), by its two numbers, low first.
fn train_tiles(buf: &Buffer) -> HashMap<(u8, u8), (u16, u16)> {
    let area = buf.area;
    let row = |y: u16| -> Vec<char> {
        (area.left()..area.right()).map(|x| buf[(x, y)].symbol().chars().next().unwrap_or(' ')).collect()
    };
    let mut out = HashMap::new();
    for y in area.top()..area.bottom() {
        let cells = row(y);
        let text: String = cells.iter().collect();
        for (i, _) in text.char_indices().filter(|(_, c)| *c == '[') {
            let x = text[..i].chars().count();
            let rest: String = cells[x + 1..].iter().take(8).collect();
            let Some((a, tail)) = rest.split_once('|') else { continue };
            let Some((b, _)) = tail.split_once(']') else { continue };
            if let (Ok(a), Ok(b)) = (a.trim().parse::<u8>(), b.trim().parse::<u8>()) {
                let key = (a.min(b), a.max(b));
                assert!(out.insert(key, (area.left() + x as u16, y)).is_none(), "{key:?} drawn twice");
            }
        }
    }
    out
}

/// The lines of a train table box `area` drawn in `buf` with nothing on them: the
/// rows' lines between the middle tile's line and the last (what must be done first).
fn free_lines(buf: &Buffer, area: Rect) -> usize {
    (area.top() + 2..area.bottom().saturating_sub(2))
        .filter(|&y| (area.left() + 1..area.right() - 1).all(|x| buf[(x, y)].symbol() == " "))
        .count()
}

/// The train games: over seeded random rounds of Mexican Train and Chicken Foot at 2,
/// 4 and 8 seats, drawn frame by frame by the table of the train games: the tile laid
/// last is always in view, and a laid tile keeps its cell for the rest of the round.
/// At 100x30 nothing ever moves. In a smaller window a round can lay more tiles than
/// the box holds (8 seats at 80x24: 12 lines of 5 tiles for up to 80 tiles): there a
/// tile may move only once the box has no free line left, when a row that outgrows
/// its lines turns its page.
#[test]
fn train_tiles_hold_still() {
    use nos::core::Play;
    use nos::games::trains::Kind;
    use nos::tui::table::seat::Kind as Who;
    use nos::tui::table::sitting::Sitting;
    use nos::tui::trains::sit::TrainSitting;
    let mut wrong = Vec::new();
    for family in [Kind::Mexican, Kind::Chicken] {
        for size in [(80, 24), (100, 30)] {
            for n in [2usize, 4, 8] {
                let (mut moves, mut most, mut rounds) = (0, 0, 0);
                for seed in 0..hands(6) {
                    let names: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
                    let mut sit = TrainSitting::new(
                        family,
                        names,
                        vec![Who::Computer(nos::core::Level::Easy); n],
                        seed,
                        &Default::default(),
                    )
                    .unwrap();
                    let table = nos_areas(Rect::new(0, 0, size.0, size.1), n).table;
                    let mut seen: HashMap<(u8, u8), (u16, u16)> = HashMap::new();
                    let mut rng = chance::dice(seed);
                    let mut here = 0;
                    let mut free = free_lines(&Buffer::empty(table), table);
                    rounds += 1;
                    while !sit.hand_over() {
                        let v = sit.game().view(sit.to_act().unwrap());
                        let a = nos::games::trains::ai::random(&v, &mut rng).unwrap();
                        let last = match a {
                            nos::games::trains::Action::Play { tile, .. } => Some((tile.low(), tile.high())),
                            _ => None,
                        };
                        let c = sit.choices().into_iter().find(|c| c.act.get() == Some(a)).unwrap();
                        sit.apply(&c.act).unwrap();
                        let mut buf = Buffer::empty(table);
                        sit.draw_table(None, false, table, &mut buf);
                        let now = train_tiles(&buf);
                        let what = format!("{} {n} seats seed {seed} at {}x{}", family.name(), size.0, size.1);
                        if let Some(t) = last {
                            assert!(
                                now.contains_key(&t),
                                "{what}: the last tile {t:?} is not in view\n{}",
                                picture(&buf)
                            );
                        }
                        let moved: Vec<_> =
                            now.iter().filter(|(t, at)| seen.get(*t).is_some_and(|was| was != *at)).collect();
                        if !moved.is_empty() {
                            here += 1;
                            if free > 0 || size.1 >= 30 {
                                wrong.push(format!(
                                    "{what}: tiles moved {moved:?} with {free} free lines before\n{}",
                                    picture(&buf)
                                ));
                            }
                            if std::env::var("SHOW").is_ok() {
                                eprintln!("{what}: moved {moved:?}\n{}", picture(&buf));
                            }
                        }
                        free = free_lines(&buf, table);
                        seen.extend(now);
                    }
                    moves += here;
                    most = most.max(here);
                }
                eprintln!(
                    "{} {n} seats at {}x{}: {moves} frames moved a tile in {rounds} rounds, at most {most} in one",
                    family.name(),
                    size.0,
                    size.1
                );
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
