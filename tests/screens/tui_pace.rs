//! The pace of computer seats: a pause before each action worth following, none for a
//! question a seat has no choice in.

use crate::tui_common;
use nos::core::Level;
use nos::games::nos::Action;
use nos::record::played::Game;
use nos::tui::app::Screen;
use nos::tui::table::seat::Kind;
use std::time::{Duration, Instant};
use tui_common::*;

#[test]
fn a_computer_seat_with_nothing_to_decide_answers_at_once() {
    let mut kinds = vec![Kind::Computer(Level::Easy); 4];
    kinds[2] = Kind::Human;
    let mut a = still(Screen::Offer);
    a.delay = Duration::from_secs(60);
    a.start(Game::new(names(4), kinds, 5));
    let (mut quick, mut paused) = (0, 0);
    for _ in 0..500 {
        let g = a.nos().game();
        let Some(seat) = g.hand().to_act() else { break };
        if g.kind(seat) == Kind::Human {
            let Some(k) = robot(&a) else { break };
            a.update(k);
            continue;
        }
        let due = a.nos().due().expect("a computer seat is due to act");
        if g.hand().legal().as_slice() == [Action::Decline] {
            assert!(due <= Instant::now(), "no pause for a seat with nothing to decide");
            quick += 1;
        } else {
            assert!(due > Instant::now() + Duration::from_secs(50), "a pause before an action worth following");
            paused += 1;
        }
        a.tick(Instant::now() + Duration::from_secs(61));
    }
    assert!(quick >= 3 && paused >= 3, "{quick} at once, {paused} after a pause");
}
