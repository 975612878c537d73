use super::*;

fn t(s: &str) -> Tile {
    s.parse().unwrap()
}

#[test]
fn ordinary_touches_with_the_open_number() {
    let r = Rule::Ordinary;
    assert_eq!(r.ways(t("4-0"), 4).as_slice(), &[(4, 0)]);
    assert_eq!(r.ways(t("4-4"), 4).as_slice(), &[(4, 4)]);
    assert!(r.ways(t("3-0"), 4).is_empty());
    assert!(r.admits(4, 4, 0) && !r.admits(4, 0, 4));
}

#[test]
fn matador_blank_takes_only_matadors_and_matadors_go_both_ways() {
    let r = Rule::Matador;
    assert_eq!(r.accepts(0), TileSet::MATADORS);
    assert_eq!(r.ways(t("6-1"), 0).as_slice(), &[(1, 6), (6, 1)]);
    assert_eq!(r.ways(t("0-0"), 3).as_slice(), &[(0, 0)]);
    // Doubles endwise: 1-1 goes on a 6, not on a 5 (Matador #3).
    assert_eq!(r.ways(t("1-1"), 6).as_slice(), &[(1, 1)]);
    assert!(r.ways(t("1-1"), 5).is_empty());
    // A non-matador never touches with a blank.
    assert!(!r.admits(6, 0, 1) && r.admits(6, 1, 0));
    assert_eq!(r.twice().len(), 3);
}

#[test]
fn ordinary_matching_in_every_set() {
    for set in Set::ALL {
        for v in 0..=set.top() {
            let takes: TileSet<u128> = Rule::Ordinary.accepts_in(set, v);
            assert_eq!(takes, set.with(v));
            for tile in set.tiles() {
                let ways = Rule::Ordinary.ways_in(set, tile, v);
                if tile.has(v) {
                    assert_eq!(ways.as_slice(), &[(v, tile.other(v).unwrap())], "{tile} on {v} in {set}");
                    assert!(Rule::Ordinary.admits_in(set, v, v, tile.other(v).unwrap()));
                } else {
                    assert!(ways.is_empty());
                }
            }
        }
        assert!(Rule::Ordinary.accepts_in::<u128>(set, set.top() + 1).is_empty());
        assert!(Rule::Ordinary.twice_in::<u128>(set).is_empty());
    }
    let r = Rule::Ordinary;
    let d12 = Set::DoubleTwelve;
    assert_eq!(r.ways_in(d12, t("12-10"), 10).as_slice(), &[(10, 12)]);
    assert_eq!(r.ways_in(d12, t("12-10"), 12).as_slice(), &[(12, 10)]);
    assert!(r.admits_in(d12, 10, 10, 12) && !r.admits_in(d12, 10, 12, 10));
    // A number above a set's top is no tile of it.
    assert!(!r.admits_in(Set::DoubleSix, 7, 7, 1) && r.admits_in(Set::DoubleNine, 7, 7, 1));
    assert!(r.ways_in(Set::DoubleNine, t("12-10"), 10).is_empty());
}

#[test]
fn matador_matching_adds_up_to_one_more_than_the_top() {
    let (r, d9) = (Rule::Matador, Set::DoubleNine);
    let m: TileSet<u64> = d9.matadors();
    assert_eq!(m.iter().map(|t| t.to_string()).collect::<Vec<_>>(), ["0-0", "4-6", "5-5", "3-7", "2-8", "1-9"]);
    assert_eq!(r.accepts_in(d9, 0), m);
    assert_eq!(r.accepts_in::<u64>(d9, 3), d9.with::<u64>(7).union(m));
    assert_eq!(r.ways_in(d9, t("2-7"), 3).as_slice(), &[(7, 2)]);
    assert_eq!(r.ways_in(d9, t("3-7"), 5).as_slice(), &[(3, 7), (7, 3)]);
    assert_eq!(r.twice_in::<u64>(d9).len(), 4);
    assert!(r.meets(d9, 7, 3) && !r.meets(Set::DoubleSix, 7, 3) && r.meets(Set::DoubleSix, 4, 3));
}

/// The double-six shortcuts the double-six games use in their hot loops are the rule
/// in the double-six set.
#[test]
fn the_double_six_shortcuts_are_the_rule_in_double_six() {
    let six = Set::DoubleSix;
    for r in [Rule::Ordinary, Rule::Matador] {
        assert_eq!(r.twice(), r.twice_in(six));
        for v in 0..=7 {
            assert_eq!(r.accepts(v), r.accepts_in(six, v));
            for tile in six.tiles() {
                assert_eq!(r.ways(tile, v), r.ways_in(six, tile, v), "{tile} on {v}");
                if r.accepts(v).contains(tile) {
                    assert_eq!(r.turns(tile, v), r.ways(tile, v));
                    for &(touch, open) in r.ways(tile, v).iter() {
                        assert!(r.touches(tile, v, touch) && r.admits(v, touch, open));
                    }
                }
            }
            for (touch, open) in (0..=13).flat_map(|a| (0..=13).map(move |b| (a, b))) {
                assert_eq!(r.admits(v, touch, open), r.admits_in(six, v, touch, open));
            }
        }
    }
}

/// Under ordinary matching a double-six tile touches an end the same way in every set.
#[test]
fn a_double_six_tile_matches_alike_in_every_set() {
    for set in Set::ALL {
        for v in 0..=6 {
            let takes: TileSet<u128> = Rule::Ordinary.accepts_in(set, v);
            assert_eq!(takes.inter(Set::DoubleSix.full()), Rule::Ordinary.accepts(v).widen());
            for tile in Set::DoubleSix.tiles() {
                assert_eq!(Rule::Ordinary.ways_in(set, tile, v), Rule::Ordinary.ways(tile, v));
            }
        }
    }
}
