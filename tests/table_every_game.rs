//! Issue 15, item 5: the registry is the one game table. Every game it lists reaches
//! the terminal table through the opener of its entry's table kind (never its id or
//! place), and a game started there makes a record that resumes, replays frame by
//! frame in the one viewer, and checks.

use nos::record::check::{check_bytes, Verdict};
use nos::registry::GAMES;
use nos::tui::game::Kind;
use nos::tui::sitting::{self, opener_of};

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
        assert!(sitting::opener(g.id()).is_some(), "{}", g.id());
        let mut moves = 0;
        while sit.to_act().is_some() && moves < 30 {
            // The last choice rather than the first: a draw or a pass comes late.
            let k = sit.choices().len();
            sit.apply(k - 1).unwrap_or_else(|e| panic!("{}: {e}", g.id()));
            moves += 1;
        }
        assert!(moves > 0, "{}: nobody acted", g.id());
        let text = sit.record();
        let back = sitting::open(text.as_bytes()).unwrap_or_else(|e| panic!("{}: {e}", g.id()));
        assert_eq!(back.game(), g.id());
        assert_eq!(back.to_act(), sit.to_act(), "{}: resumed where it stopped", g.id());
        assert_eq!(back.log().len(), sit.log().len(), "{}: the log told again", g.id());
        let frames = sitting::frames(text.as_bytes()).unwrap_or_else(|e| panic!("{}: {e}", g.id()));
        assert!(frames.len() > moves, "{}: a frame for the deal and every step", g.id());
        assert_eq!(frames.last().map(|f| f.to_act()), Some(sit.to_act()), "{}", g.id());
        let (lines, verdict) = check_bytes(g.id(), text.as_bytes());
        assert_eq!(verdict, Verdict::Valid, "{}: {lines:?}", g.id());
    }
}
