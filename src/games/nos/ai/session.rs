//! A whole session played by computer seats, kept with every action: records to
//! measure and test the tools that read them (`nos analyse` among them).

use super::{decide, Level};
use crate::core::{chance, Seat};
use crate::games::nos::deal;
use crate::games::nos::{Options, Session};

/// A session of `hands` hands at a table of `players`, every seat at `level`, dealt
/// from `seed`, the next loser's ties drawn from it too.
pub fn play(players: u8, hands: usize, level: Level, seed: u64) -> Session {
    let n = players as usize;
    let mut dice = chance::dice(seed);
    let mut s = loop {
        // A first deal without a double is dealt again.
        if let Ok(s) = Session::new(deal::first_deal(&mut dice, n), vec![500; n], Options::default()) {
            break s;
        }
    };
    for h in 0..hands {
        while let Some(seat) = s.hand().to_act() {
            let history: Vec<(Seat, crate::games::nos::Action)> =
                s.logs().last().map(|l| l.actions.clone()).unwrap_or_default();
            let view = s.hand().view(seat);
            let a = decide(&view, &history, level, &mut dice).expect("the seat to act has an action");
            s.apply(seat, a).expect("a computer player's action is legal");
        }
        if h + 1 < hands {
            let tied = s.losers().expect("the hand is over");
            let draws = if tied.len() > 1 { chance::tiebreak(&mut dice, tied) } else { Vec::new() };
            s.next_hand(deal::deal(&mut dice, n), draws).expect("a fresh deal");
        }
    }
    s
}
