use super::*;
use proptest::prelude::*;

fn t(s: &str) -> Tile {
    s.parse().unwrap()
}

#[test]
fn double_six_keeps_its_order_low_end_first() {
    let mut want = Vec::new();
    for a in 0..=6 {
        for b in a..=6 {
            want.push(format!("{a}-{b}"));
        }
    }
    let got: Vec<String> = Set::DoubleSix.tiles().map(|t| t.to_string()).collect();
    assert_eq!(got, want);
    assert_eq!(Tile::ALL.map(|t| t.to_string()).to_vec(), want);
    assert_eq!(TileSet::FULL.iter().map(|t| t.to_string()).collect::<Vec<_>>(), want);
}

#[test]
fn each_larger_number_brings_its_tiles_after_the_smaller_sets() {
    let names: Vec<String> = Set::DoubleTwelve.tiles().skip(28).take(10).map(|t| t.to_string()).collect();
    assert_eq!(names, ["0-7", "1-7", "2-7", "3-7", "4-7", "5-7", "6-7", "7-7", "0-8", "1-8"]);
    assert_eq!(Set::DoubleTwelve.tiles().last(), Some(Tile::double(12)));
    assert_eq!(Tile::double(9).index(), 54);
    assert_eq!(t("12-10").index(), 88);
}

#[test]
fn every_set_numbers_its_tiles_once_as_a_prefix() {
    for set in Set::ALL {
        let n = set.top();
        assert_eq!(set.size(), (n as usize + 1) * (n as usize + 2) / 2);
        assert_eq!(Set::of_top(n), Some(set));
        let mut seen = vec![false; set.size()];
        for a in 0..=n {
            for b in a..=n {
                let tile = set.tile(a, b).unwrap();
                assert_eq!(set.tile(b, a), Some(tile));
                assert_eq!(Tile::new(a, b), Some(tile));
                assert_eq!((tile.low(), tile.high(), tile.pips()), (a, b, a + b));
                assert!(tile.index() < set.size() && !seen[tile.index()], "{tile} in {set}");
                seen[tile.index()] = true;
                assert_eq!(Tile::from_index(tile.index()), Some(tile));
                assert!(set.has(tile));
                assert_eq!(tile.is_double(), a == b);
                assert_eq!(tile.other(a), Some(b));
            }
            assert_eq!(set.tile(a, n + 1), None);
        }
        assert!(seen.iter().all(|&s| s));
        assert_eq!(set.tiles().len(), set.size());
        assert_eq!(set.tiles().map(Tile::index).collect::<Vec<_>>(), (0..set.size()).collect::<Vec<_>>());
    }
    assert_eq!([28, 55, 91], Set::ALL.map(Set::size));
    assert_eq!(Tile::from_index(MAX_TILES), None);
    assert_eq!(Tile::new(13, 0), None);
    assert!(!Set::DoubleSix.has(t("0-7")) && Set::DoubleNine.has(t("0-7")) && !Set::DoubleNine.has(t("10-0")));
}

#[test]
fn sets_of_91_tiles_in_every_width_that_holds_them() {
    let full: TileSet<u128> = Set::DoubleTwelve.full();
    assert_eq!(full.len(), 91);
    assert_eq!(full.iter().count(), 91);
    assert_eq!(full.iter().collect::<Vec<_>>(), Set::DoubleTwelve.tiles().collect::<Vec<_>>());
    // Every number shows 14 times in double-twelve: 12 times on one end, twice on its double.
    assert_eq!(full.pips(), 12 * 13 * 14 / 2);
    assert_eq!(full.count_value(), full.pips() + 14);
    let mut s = TileSet::<u128>::EMPTY;
    for tile in [t("12-12"), t("0-0"), t("6-6"), t("7-0"), t("12-10")] {
        s.insert(tile);
        assert!(s.contains(tile));
    }
    assert_eq!(s.iter().map(|t| t.to_string()).collect::<Vec<_>>(), ["0-0", "6-6", "0-7", "10-12", "12-12"]);
    assert_eq!((s.len(), s.nth(4), s.nth(5)), (5, Some(t("12-12")), None));
    s.remove(t("12-12"));
    assert!(!s.contains(t("12-12")) && s.len() == 4);
    let twelves = Set::DoubleTwelve.with::<u128>(12);
    assert_eq!(twelves.len(), 13);
    assert_eq!(s.inter(twelves).iter().collect::<Vec<_>>(), [t("10-12")]);
    assert_eq!(s.minus(twelves).len(), 3);
    assert_eq!(s.union(twelves).len(), 16);
    assert_eq!(full.minus(s.union(twelves)).len(), 91 - 16);
    assert_eq!(TileSet::<u128>::from_bits(u128::MAX), full);
    // Double-nine fits a u64; a narrower width refuses a set it cannot hold.
    let nine: TileSet<u64> = Set::DoubleNine.full();
    assert_eq!((nine.len(), nine.widen::<u128>().cast::<u64>()), (55, Some(nine)));
    assert_eq!(full.cast::<u64>(), None);
    assert!(Set::DoubleNine.fits::<u64>() && !Set::DoubleTwelve.fits::<u64>() && !Set::DoubleNine.fits::<u32>());
    assert!(std::panic::catch_unwind(|| Set::DoubleTwelve.full::<u32>()).is_err());
}

#[test]
fn per_number_tables_are_sized_by_the_set() {
    for set in Set::ALL {
        let n = set.top();
        assert_eq!(set.numbers(), n as usize + 1);
        for v in 0..=n {
            let with = set.with::<u128>(v);
            assert_eq!(with.len(), n as u32 + 1, "{v} in {set}");
            assert!(with.iter().all(|t| t.has(v) && set.has(t)));
        }
        assert!(set.with::<u128>(n + 1).is_empty());
        let doubles = set.doubles::<u128>();
        assert_eq!(doubles.len(), n as u32 + 1);
        assert!(doubles.iter().all(Tile::is_double));
        let matadors = set.matadors::<u128>();
        assert!(matadors.iter().all(|t| t == Tile::DOUBLE_BLANK || t.pips() == n + 1));
        assert_eq!(set.complement(0), None);
        assert_eq!(set.complement(1), Some(n));
        assert_eq!(set.complement(n + 1), None);
    }
    assert_eq!(Set::DoubleSix.matadors(), TileSet::MATADORS);
    assert_eq!(Set::DoubleSix.doubles(), TileSet::DOUBLES);
    assert_eq!(Set::DoubleSix.full(), TileSet::FULL);
    for v in 0..=7 {
        assert_eq!(Set::DoubleSix.with(v), TileSet::with(v));
    }
}

#[test]
fn nth_tile_counts_in_index_order() {
    let s: TileSet = ["0-3", "2-5", "6-6"].iter().map(|t| t.parse::<Tile>().unwrap()).collect();
    let all: Vec<Tile> = s.iter().collect();
    for k in 0..3 {
        assert_eq!(s.nth(k), Some(all[k as usize]));
    }
    assert_eq!(s.nth(3), None);
    assert_eq!(TileSet::EMPTY.nth(0), None);
    assert_eq!(TileSet::FULL.nth(27), Some(Tile::double(6)));
}

#[test]
fn notation_round_trips_with_two_digit_numbers() {
    for tile in Set::DoubleTwelve.tiles() {
        let text = tile.to_string();
        assert_eq!(text.parse::<Tile>(), Ok(tile));
        for set in Set::ALL {
            assert_eq!(set.parse(&text).ok(), set.has(tile).then_some(tile), "{text} in {set}");
        }
    }
    assert_eq!(parse_ends("12-10"), Ok((12, 10)));
    assert_eq!(Set::DoubleNine.ends("9-0"), Ok((9, 0)));
    assert_eq!(t("12-10").to_string(), "10-12");
    assert_eq!(format!("{:?}", TileSet::<u128>::from_iter([t("3-11")])), "{\"3-11\"}");
}

#[test]
fn bad_notation_is_refused_with_the_sets_top() {
    for s in ["7-1", "11", "1-", "a-b", "1-2-3", "", "-1", "+1-2", "07-1", "1-00", "100-1", "1 -2"] {
        assert!(Set::DoubleSix.parse(s).is_err(), "{s}");
    }
    for s in ["13-1", "1-20", "12-", "012-1"] {
        assert!(s.parse::<Tile>().is_err(), "{s}");
    }
    assert!(Set::DoubleNine.parse("10-1").is_err() && Set::DoubleNine.parse("9-1").is_ok());
    let e = Set::DoubleSix.parse("7-1").unwrap_err();
    assert_eq!(e.to_string(), "bad tile \"7-1\": write a tile as \"a-b\" with a and b from 0 to 6");
    let e = Set::DoubleTwelve.parse("13-1").unwrap_err();
    assert_eq!(e.to_string(), "bad tile \"13-1\": write a tile as \"a-b\" with a and b from 0 to 12");
}

#[test]
fn matadors_are_the_sevens_and_the_double_blank() {
    let m: Vec<String> = TileSet::MATADORS.iter().map(|t| t.to_string()).collect();
    assert_eq!(m, ["0-0", "1-6", "2-5", "3-4"]);
    assert_eq!(TileSet::DOUBLES.len(), 7);
}

#[test]
fn values_double_blank_is_seven_when_paid_and_fourteen_when_counted() {
    let z = Tile::DOUBLE_BLANK;
    assert_eq!((z.double_value(), z.count_value(), z.pips()), (7, 14, 0));
    let t: Tile = "5-4".parse().unwrap();
    assert_eq!((t.pips(), t.count_value()), (9, 9));
}

proptest! {
    /// A double-six tile is the same tile in every set: the same number, the same
    /// bit in every width, the same text, and in the same place among a hand's tiles.
    #[test]
    fn a_double_six_tile_is_the_same_tile_in_every_set(bits in 0u32..(1 << 28), a in 0u8..=6, b in 0u8..=6) {
        let tile = Set::DoubleSix.tile(a, b).unwrap();
        for set in Set::ALL {
            let same = set.tile(a, b).unwrap();
            prop_assert_eq!(same, tile);
            prop_assert_eq!(same.index(), tile.index());
            prop_assert_eq!(set.parse(&tile.to_string()), Ok(tile));
            prop_assert!(set.with::<u128>(a).contains(tile));
            prop_assert_eq!(set.with::<u128>(a).inter(Set::DoubleSix.full()), Set::DoubleSix.with(a));
        }
        let six = TileSet::from_bits(bits);
        let (nine, twelve): (TileSet<u64>, TileSet<u128>) = (six.widen(), six.widen());
        prop_assert_eq!(nine.bits(), six.bits() as u64);
        prop_assert_eq!(twelve.bits(), six.bits() as u128);
        prop_assert_eq!(twelve.iter().collect::<Vec<_>>(), six.iter().collect::<Vec<_>>());
        prop_assert_eq!(nine.iter().collect::<Vec<_>>(), six.iter().collect::<Vec<_>>());
        prop_assert_eq!((twelve.pips(), twelve.len()), (six.pips(), six.len()));
        prop_assert_eq!(twelve.contains(tile), six.contains(tile));
        prop_assert_eq!(twelve.cast::<u32>(), Some(six));
    }
}
