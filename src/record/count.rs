//! Whether a saved Nos game stands at the count of its last hand, read cheaply enough
//! for the list of games to resume, which asks it of every saved game.

use super::{replay, Record};
use crate::games::nos::Phase;
use serde_json::value::RawValue;

/// Whether a Nos record stands at the count of its last hand: that hand is over, and
/// the next is written only once the table deals it. A record that does not read, or
/// whose last hand does not replay, is not at a count.
///
/// Only the last hand is read and replayed. Whether a hand is over follows from its
/// own deal, seat on set, actions and desk, the record's options and whether it
/// starts the session; the hands before it pass on only the chips, which end nothing
/// short of the chips' limit (a million, out of reach of one hand's payments). So the
/// answer is the whole replay's for every record that replays, and a saved game of
/// twenty hands is answered about as fast as one of one.
pub fn at_count(bytes: &[u8]) -> bool {
    let Some(rec) = last_hand(bytes) else { return false };
    over(&rec)
}

/// The record cut to its last hand, read strictly: the text of the hands before it
/// is passed over unread, and the last is dealt as a later hand of the session, from
/// no chips at all (the chips' limit then as far as it can be).
fn last_hand(bytes: &[u8]) -> Option<Record> {
    #[derive(serde::Deserialize)]
    struct Hands<'a> {
        #[serde(borrow)]
        hands: &'a RawValue,
    }
    let all: &RawValue = serde_json::from_slice::<Hands>(bytes).ok()?.hands;
    let hands: Vec<&RawValue> = serde_json::from_str(all.get()).ok()?;
    if hands.len() < 2 || bytes.len() > super::MAX_BYTES {
        return Record::parse(bytes).ok();
    }
    // Where the hands stand in the text: the raw values borrow from it.
    let at =
        |s: &str| (s.as_ptr() as usize).checked_sub(bytes.as_ptr() as usize).filter(|&i| i + s.len() <= bytes.len());
    let (start, last) = (at(all.get())?, hands.last()?.get());
    let mut cut = Vec::with_capacity(bytes.len() - all.get().len() + last.len() + 2);
    cut.extend_from_slice(&bytes[..start]);
    cut.push(b'[');
    cut.extend_from_slice(last.as_bytes());
    cut.push(b']');
    cut.extend_from_slice(&bytes[start + all.get().len()..]);
    let mut rec = Record::parse(&cut).ok()?;
    rec.starts_session = false;
    rec.chips = vec![0; rec.chips.len()];
    Some(rec)
}

/// Whether a record replays to a hand that is over.
fn over(rec: &Record) -> bool {
    replay(rec).is_ok_and(|r| matches!(r.session.hand().phase(), Phase::Over { .. }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Level;
    use crate::record::played::Game;
    use crate::record::Kind;

    /// The answer of the whole replay, as the list gave it before.
    fn replayed(bytes: &[u8]) -> bool {
        Record::parse(bytes).is_ok_and(|r| over(&r))
    }

    #[test]
    fn the_last_hand_alone_says_what_the_whole_replay_says_of_every_record() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records");
        let (mut at, mut not) = (0, 0);
        for e in std::fs::read_dir(dir).unwrap().flatten() {
            let bytes = std::fs::read(e.path()).unwrap_or_default();
            if Record::parse(&bytes).is_err() {
                continue;
            }
            let want = replayed(&bytes);
            assert_eq!(at_count(&bytes), want, "{}", e.path().display());
            *if want { &mut at } else { &mut not } += 1;
        }
        assert!(at > 10 && not > 20, "{at} records at a count, {not} not");
    }

    #[test]
    fn a_saved_game_is_at_a_count_after_each_hand_and_in_play_between() {
        for (players, seed) in [(3, 7), (4, 11), (5, 3)] {
            let names = ["Ann", "Bas", "Cor", "Dirk", "Eva"][..players].iter().map(|s| s.to_string()).collect();
            let mut g = Game::new(names, vec![Kind::Computer(Level::Easy); players], seed);
            let text = |g: &Game| serde_json::to_vec(&g.record().to_json()).unwrap();
            let (mut counts, mut plays) = (0, 0);
            for hand in 0..3 {
                if hand > 0 {
                    g.next_hand();
                }
                while let Some(act) = g.computer_action() {
                    let bytes = text(&g);
                    assert!(!at_count(&bytes) && !replayed(&bytes), "seed {seed}, hand {hand}: in play");
                    plays += 1;
                    g.apply(act).unwrap();
                }
                let bytes = text(&g);
                assert!(at_count(&bytes) && replayed(&bytes), "seed {seed}, hand {hand}: at the count");
                counts += 1;
            }
            assert!(counts == 3 && plays > 30, "{counts} counts, {plays} actions");
        }
    }
}
