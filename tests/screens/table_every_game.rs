//! Issue 15, item 5: the registry is the one game table. Every game it lists reaches
//! the terminal table through the opener of its entry's table kind (never its id or
//! place), and a game started there makes a record that resumes, replays frame by
//! frame in the one viewer, and checks.

use nos::record::check::{check_bytes, Verdict};
use nos::registry::GAMES;
use nos::tui::openers::{self, opener_of};
use nos::tui::table::seat::Kind;

#[test]
fn every_registered_game_opens_at_the_table_replays_and_checks() {
    for g in GAMES {
        let opener = opener_of(g.table()).unwrap_or_else(|| panic!("{} has no opener at the table", g.id()));
        let n = g.default_players() as usize;
        let names: Vec<String> = (1..=n).map(|i| format!("P{i}")).collect();
        let mut sit = opener
            .start(g.id(), names, vec![Kind::Human; n], 11, &Default::default())
            .unwrap_or_else(|e| panic!("{}: {e}", g.id()));
        assert_eq!(sit.game(), g.id());
        // The opener of an id, asked by id, is found through the registry too.
        assert!(openers::opener(g.id()).is_some(), "{}", g.id());
        let mut moves = 0;
        while sit.to_act().is_some() && moves < 30 {
            // The last choice rather than the first: a draw or a pass comes late.
            let last = sit.choices().pop().expect("a choice").act;
            sit.apply(&last).unwrap_or_else(|e| panic!("{}: {e}", g.id()));
            moves += 1;
        }
        assert!(moves > 0, "{}: nobody acted", g.id());
        let text = sit.record();
        let back = openers::open(text.as_bytes()).unwrap_or_else(|e| panic!("{}: {e}", g.id()));
        assert_eq!(back.game(), g.id());
        assert_eq!(back.to_act(), sit.to_act(), "{}: resumed where it stopped", g.id());
        assert_eq!(back.log().len(), sit.log().len(), "{}: the log told again", g.id());
        let frames = openers::frames(text.as_bytes()).unwrap_or_else(|e| panic!("{}: {e}", g.id()));
        assert!(frames.len() > moves, "{}: a frame for the deal and every step", g.id());
        assert_eq!(frames.last().map(|f| f.to_act()), Some(sit.to_act()), "{}", g.id());
        let (lines, verdict) = check_bytes(g.id(), text.as_bytes());
        assert_eq!(verdict, Verdict::Valid, "{}: {lines:?}", g.id());
    }
}

/// Nos at the shared table: a person and three computer seats play whole hands on the
/// `Sitting` screen every other game uses (what a screen showing one seat's view is
/// built on), announcing from its list of games, answering each question by its key.
#[test]
fn nos_plays_whole_hands_at_the_shared_table() {
    use nos::core::Level;
    use nos::record::played::Game;
    use nos::tui::kit::input::Msg;
    use nos::tui::nos::sit::NosSitting;
    use nos::tui::table::screen::{SitScreen, Stage};
    use std::time::{Duration, Instant};
    let (mut announced, mut asked, mut hinted) = (0, 0, 0);
    for seed in 0..6u64 {
        let names: Vec<String> = ["Ann", "Bas", "Cor", "Dirk"].iter().map(|s| s.to_string()).collect();
        let mut kinds = vec![Kind::Computer(Level::Normal); 4];
        kinds[0] = Kind::Human;
        let mut t = SitScreen::new(Box::new(NosSitting::new(Game::new(names, kinds, seed))));
        t.after();
        let mut keys = 0;
        while t.stage == Stage::Play || matches!(t.stage, Stage::HandOver(_)) {
            keys += 1;
            assert!(keys < 3000, "seed {seed}: the hand does not end");
            if t.due.is_some() {
                t.tick(Instant::now() + Duration::from_secs(60));
                continue;
            }
            if !t.choosing() {
                t.key(Msg::Enter);
                continue;
            }
            let choices = t.sit.choices();
            if t.place.is_some() {
                announced += usize::from(choices.iter().any(|c| c.label.starts_with("game ")));
                t.key(Msg::Enter);
                continue;
            }
            if choices.len() > 1 && choices.iter().any(|c| c.tile.is_some()) {
                // Beside the question, what it means; and a hint, from this seat's view.
                asked += usize::from(t.sit.asked().is_some_and(|w| w.contains("close")));
                if hinted == 0 {
                    hinted = t.sit.hint().map_or(0, |h| h.0.len());
                }
            }
            let tiles = t.hand_tiles();
            if let Some(i) = tiles.iter().position(|&x| choices.iter().any(|c| c.tile == Some(x))) {
                t.cursor = i;
                t.key(Msg::Enter);
            } else if let Some(k) = ['n', 'w', 'd', 'p'].into_iter().find(|k| choices.iter().any(|c| c.key == Some(*k)))
            {
                t.key(Msg::Char(k));
            } else {
                t.key(Msg::Enter);
            }
        }
        assert_eq!(t.stage, Stage::Summary, "seed {seed}");
        assert!(t.sit.hand_over(), "seed {seed}");
    }
    assert!(announced > 0, "the person never announced from the list");
    assert!(asked > 0, "no line said what closing means");
    assert!(hinted > 1, "no hint at a choice of tiles");
}

/// With two people at a Nos table, a question with one possible answer (declare? a
/// double at once?) is made for the seat, never a key of its own: at one keyboard once
/// the seat has taken the keyboard, as every seat takes it whatever it holds (the
/// screen's hand-over: `tui_one_answer`), at a network table in its turn. It says what
/// it is, for the others' screens ("Ann: too few doubles to declare").
#[test]
fn nos_makes_a_lone_no_for_the_seat_when_two_people_play() {
    use nos::record::played::Game;
    use nos::tui::nos::sit::NosSitting;
    use nos::tui::table::sitting::Sitting;
    let mut asked = 0;
    for seed in 0..30u64 {
        let names: Vec<String> = ["Ann", "Bas", "Cor"].iter().map(|s| s.to_string()).collect();
        let mut kinds = vec![Kind::Human; 3];
        kinds[2] = Kind::Computer(nos::core::Level::Easy);
        let mut two = NosSitting::new(Game::new(names, kinds, seed));
        for _ in 0..12 {
            let Some(seat) = two.to_act() else { break };
            let c = two.choices();
            if c.len() == 1 && c[0].key == Some('n') && c[0].tile.is_none() && two.prompt(true).is_some() {
                let p = two.prompt(true).unwrap_or_default().text();
                if p.contains("nothing to answer") {
                    assert!(c[0].forced, "seed {seed}: {seat:?}'s one answer is asked of it");
                    assert!(c[0].label.contains("double"), "seed {seed}: {}", c[0].label);
                    asked += 1;
                }
            }
            two.apply(&c[c.len() - 1].act).unwrap();
        }
    }
    assert!(asked > 0, "no question with one answer was met");
}
