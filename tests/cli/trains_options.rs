//! The train games' options (rulings-trains.md section 4) as `nos new`, `nos simulate`
//! and `nos tournament` take them (`--option NAME=VALUE`, through the registry): each
//! option's effect on the game, each refused value refused with the option named, the
//! values the new-game form shows, and records that carry the options given.

use nos::core::option::{Options, Value};
use nos::core::tile::Tiles;
use nos::core::{chance, Level, Play, Seat, Tile};
use nos::games::trains::{Choices, Game, Kind, Layout, Rules};
use nos::record::check::{check_bytes, Verdict};
use nos::registry::{find, options_of, Run};

fn given(game: &str, written: &[&str]) -> Result<Options, String> {
    let g = find(game).unwrap();
    let w: Vec<String> = written.iter().map(|s| s.to_string()).collect();
    let o = options_of(g, &w)?;
    g.check_options(4, &o).map(|()| o)
}

fn rules(kind: Kind, players: usize, written: &[&str]) -> Rules {
    let o = given(kind.id(), written).unwrap();
    Rules::new(kind, players, &Choices::of(kind, &o).unwrap()).unwrap()
}

#[test]
fn each_game_names_its_own_options() {
    let names = |id: &str| find(id).unwrap().options().iter().map(|o| o.name()).collect::<Vec<_>>();
    assert_eq!(names("mexican-train"), ["set", "rounds", "hand", "blank_double"]);
    assert_eq!(names("chicken-foot"), ["set", "rounds", "hand", "blank_double", "centre"]);
    // The parlour's games keep theirs.
    assert!(names("all-fives").contains(&"target"));
}

#[test]
fn each_refused_value_names_its_option() {
    let cases = [
        ("mexican-train", "set=7", "option set: 6, 9 or 12, not 7"),
        ("mexican-train", "set=13", "set 13: at most 12"),
        ("mexican-train", "rounds=0", "rounds 0: at least 1"),
        ("mexican-train", "rounds=14", "rounds 14: at most 13"),
        ("chicken-foot", "rounds=11", "option rounds: 1 to 10 with the double-nine set, not 11"),
        ("mexican-train", "hand=31", "hand 31: at most 30"),
        ("chicken-foot", "hand=14", "option hand: 4 hands of 14 are more than the 54 tiles"),
        ("mexican-train", "blank_double=10", "option blank_double: 0, 25 or 50, not 10"),
        ("chicken-foot", "centre=5", "option centre: 4 or 6, not 5"),
        ("mexican-train", "centre=6", "mexican-train takes no option \"centre\""),
        ("mexican-train", "set=twelve", "set is an integer from 6 to 12"),
        ("mexican-train", "engine=12", "mexican-train takes no option \"engine\""),
    ];
    for (game, written, want) in cases {
        let e = given(game, &[written]).unwrap_err();
        assert!(e.contains(want), "{written}: {e}");
    }
    // A set whose table has no hand for this many players asks for one.
    let g = find("mexican-train").unwrap();
    let o = options_of(g, &["set=6".to_string()]).unwrap();
    let e = g.check_options(6, &o).unwrap_err();
    assert!(e.contains("option hand") && e.contains("give one"), "{e}");
    assert!(given("mexican-train", &["set=6", "hand=4"]).is_ok());
}

#[test]
fn each_option_changes_the_game() {
    // set: the engine of round 1 is the set's top double, and a game has a round more.
    let r = rules(Kind::Mexican, 4, &["set=9"]);
    assert_eq!((r.engine(1), r.rounds, r.hand), (Tile::double(9), 10, 7));
    // rounds: the game ends after the first three.
    let mut g = Game::seeded(rules(Kind::Mexican, 4, &["rounds=3"]), 1);
    g.playout(&mut chance::dice(1));
    assert!(g.finished());
    assert_eq!(g.round().round(), 3);
    // hand: tiles dealt to each seat.
    let g = Game::seeded(rules(Kind::Mexican, 4, &["hand=5"]), 1);
    assert_eq!(g.round().hand(Seat(2)).len(), 5);
    // blank_double: what 0-0 counts.
    assert_eq!(rules(Kind::Mexican, 4, &["blank_double=50"]).count(Tile::double(0)), 50);
    assert_eq!(rules(Kind::Chicken, 4, &["blank_double=0"]).count(Tile::double(0)), 0);
    // centre: six sides to fill before play goes elsewhere.
    for (written, sides) in [(&[][..], 4), (&["centre=6"][..], 6)] {
        let g = Game::seeded(rules(Kind::Chicken, 4, written), 1);
        let Layout::Foot(f) = g.round().layout() else { panic!() };
        let mut f = f.clone();
        let c = f.centre();
        let fit: Vec<Tile> = g.rules().set.tiles().filter(|t| t.has(c.low()) && *t != c).collect();
        let at = nos::games::trains::Place::At(c);
        for (k, &t) in fit.iter().enumerate().take(sides) {
            assert!(f.check(t, c.low(), at).is_ok(), "side {k}");
            f.lay(t, c.low(), c);
        }
        assert!(f.check(fit[sides], c.low(), at).is_err(), "{written:?}");
        assert_eq!(f.open_ends().count(), sides, "{written:?}");
    }
}

#[test]
fn the_form_shows_each_option_at_its_tables_value() {
    let g = find("chicken-foot").unwrap();
    let value = |written: &[&str], name: &str| {
        let o = options_of(g, &written.iter().map(|s| s.to_string()).collect::<Vec<_>>()).unwrap();
        let opt = *g.options().iter().find(|o| o.name() == name).unwrap();
        g.option_value(4, opt, &o)
    };
    assert_eq!(value(&[], "set"), Some(Value::Int(9)));
    assert_eq!(value(&[], "rounds"), Some(Value::Int(10)));
    assert_eq!(value(&[], "hand"), Some(Value::Int(7)));
    assert_eq!(value(&[], "blank_double"), Some(Value::Int(50)));
    assert_eq!(value(&[], "centre"), Some(Value::Int(4)));
    // Another set brings its own rounds and hand.
    assert_eq!(value(&["set=12"], "rounds"), Some(Value::Int(13)));
    assert_eq!(value(&["set=12"], "hand"), Some(Value::Int(15)));
}

#[test]
fn simulate_and_tournament_take_the_options_and_records_carry_them() {
    let g = find("mexican-train").unwrap();
    let o = given("mexican-train", &["set=6", "rounds=2", "hand=4", "blank_double=25"]).unwrap();
    let run = Run { players: 4, hands: 2, seed: 3, options: &o, records: None };
    let text = g.simulate(&run).unwrap();
    assert!(text.contains("double-six set, 2 rounds a game"), "{text}");
    let text = g.tournament(&[Level::Strong, Level::Normal, Level::Normal, Level::Easy], 2, 1, &o).unwrap();
    assert!(text.contains("of 2 rounds"), "{text}");
    let bad = given("mexican-train", &["set=7"]).err().unwrap();
    assert!(bad.contains("option set"), "{bad}");

    let dir = tempfile::tempdir().unwrap();
    let out = nos::record::out::Out::open(dir.path(), "simulate").unwrap();
    g.simulate(&Run { records: Some(&out), ..run }).unwrap();
    let mut n = 0;
    for e in std::fs::read_dir(dir.path()).unwrap() {
        let p = e.unwrap().path();
        let bytes = std::fs::read(&p).unwrap();
        let v: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
        assert_eq!(
            v["options"],
            serde_json::json!({"set": 6, "rounds": 2, "hand": 4, "blank_double": 25}),
            "{}",
            p.display()
        );
        assert_eq!(check_bytes(&p.display().to_string(), &bytes).1, Verdict::Valid);
        n += 1;
    }
    assert_eq!(n, 1);
}
