//! One line beside each question the Nos table asks, saying what the answer means,
//! so that a newcomer need not open rules.md to know what "I close" or "I wait" is.
//! Each line is checked against rules.md (the section in the comment beside it).

use super::{Action, Hand, Phase, Rule};
use crate::core::Seat;

/// What the question `seat` is asked now means, in one line; `None` when it needs
/// no word (the announcement list explains the game under its cursor itself).
pub fn explain(h: &Hand, seat: Seat, placing: bool) -> Option<String> {
    let legal = h.legal();
    if placing {
        return Some(placing_line(h).into());
    }
    let line = match h.phase() {
        // 3.3: the set tile and its payment, which a drawn tile changes.
        Phase::Set { drawn: Some(t) } if t.is_double() => {
            "A drawn double: each other seat pays you twice its number (0-0: 14)."
        }
        Phase::Set { drawn: Some(_) } => "A drawn tile that is no double: you pay each other seat its pips.",
        Phase::Set { .. } if legal.contains(&Action::Draw) => {
            "Draw and set it: a double pays you twice; any other, you pay each its pips."
        }
        Phase::Set { .. } => "The set starts the hand: each other seat pays you its number (0-0: 7).",
        Phase::Announce => return None,
        // 7.1: declaring is optional and shows every double, which stay in hand.
        Phase::Declare { .. } => {
            let (_, pay) = h.declare_amount(seat);
            if pay == 0 {
                if h.seats() == 3 {
                    "Declaring pays with 4 doubles or more at a table of three."
                } else {
                    "Declaring pays with 3 doubles or more."
                }
            } else {
                "Declaring shows all your doubles face up; they stay yours, played later."
            }
        }
        // 7.2, 7.3: an immediate double is paid by the seat on set, and owes a wait.
        Phase::Immediate { .. } if legal.len() > 1 => {
            "At once: the seat on set pays you its number (0-0: 7); you then wait a turn."
        }
        Phase::Immediate { .. } => return None,
        // 10.3: a close is judged at once against every active hand, the closer's own
        // included (a newcomer takes "nobody" for the others), and the drawable boneyard.
        Phase::AfterPlay { .. } => "I close: no one, me too, can play; right, each pays 20; wrong, I pay 40 each.",
        // 7.3: the wait owed for an immediate double.
        Phase::Turn { .. } if legal.contains(&Action::Wait) => {
            "I wait: your double went on the set tile at once; this turn you only say so."
        }
        Phase::Turn { .. } => {
            let plays = legal.iter().any(|a| matches!(a, Action::Play { .. }));
            if plays {
                "c: play and close, \"no one, me too, can play\": right +20 each, wrong -40 each."
            } else if legal.contains(&Action::Draw) {
                // 8: draw until a tile fits; the last two are never drawn.
                "Draw one by one until a tile fits; the boneyard's last two are never drawn."
            } else if legal.contains(&Action::Pass) {
                "Pass: nothing fits, and the boneyard's last two are never drawn."
            } else {
                return None;
            }
        }
        Phase::Over { .. } => return None,
    };
    Some(line.to_string())
}

/// Where a tile goes, by the rules its game's ends go by: 5.1, the number left open is
/// what the next tile there must match; 5.2, under matador the next tile must make
/// seven with it, or be a matador.
fn placing_line(h: &Hand) -> &'static str {
    let rules: Vec<Rule> = match h.layout() {
        Some(l) => {
            let p = l.plan();
            l.positions().iter().flat_map(|q| [p.found[q.index()], p.ext[q.index()]]).collect()
        }
        None => Vec::new(),
    };
    let matador = rules.contains(&Rule::Matador);
    if matador && !rules.contains(&Rule::Ordinary) {
        "Where it goes: the next tile makes 7 with the open number, or is a matador."
    } else if matador {
        "Where it goes: next tiles match the open number, or make 7 on a matador arm."
    } else {
        "Where it goes: the number left open is what the next tile there must match."
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn a_seat_with_too_few_doubles_reads_the_count_its_own_table_needs() {
        for n in 3..=5u8 {
            let mut seen = false;
            for seed in 0..40 {
                let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
                let mut h = crate::games::nos::sim::random_hand(&mut rng, n);
                while let Some(seat) = h.to_act() {
                    if matches!(h.phase(), Phase::Declare { .. }) && h.declare_amount(seat).1 == 0 {
                        let said = explain(&h, seat, false).unwrap();
                        let want = if n == 3 {
                            "with 4 doubles or more at a table of three"
                        } else {
                            "with 3 doubles or more."
                        };
                        assert!(said.contains(want), "{n} seats: {said}");
                        seen = true;
                        break;
                    }
                    let a = h.legal()[0];
                    h.apply(seat, a).unwrap();
                }
            }
            assert!(seen, "no seat of {n} held too few doubles");
        }
    }

    #[test]
    fn where_a_tile_goes_under_matador_the_next_tile_makes_seven_with_the_number_left_open() {
        // The place question of a game whose ends all go by matador says seven, not
        // match; one of ordinary ends says match; a game of both says both.
        use crate::games::nos::{deal, Game, Options};
        let said = |number: u8| {
            for seed in 0..200u64 {
                let d = deal::deal(&mut crate::core::chance::dice(seed), 4);
                let mut h = Hand::new(&d, Seat(0), false, &[500; 4], Options::default()).unwrap();
                let Some(set) = d.hands[0].iter().find(|t| t.is_double()) else { continue };
                let Some(g) = Game::all_for(set).into_iter().find(|g| g.number() == number) else { continue };
                h.apply(Seat(0), Action::Set { first: set.low(), second: set.low() }).unwrap();
                if h.apply(Seat(0), Action::Announce(g)).is_ok() {
                    return explain(&h, Seat(1), true).unwrap();
                }
            }
            panic!("no hand of game {number}")
        };
        assert_eq!(said(1), "Where it goes: the number left open is what the next tile there must match.");
        let matador = said(4);
        assert!(matador.contains("makes 7 with the open number, or is a matador"), "{matador}");
        let both = said(7);
        assert!(both.contains("match the open number, or make 7 on a matador arm"), "{both}");
        // Each is whole on the row under the question at 80 columns (78 inside the box).
        for line in [said(1), matador, both] {
            assert!(line.chars().count() <= 78, "cut at 80 columns: {line}");
        }
    }
}
