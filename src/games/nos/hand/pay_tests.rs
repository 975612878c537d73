//! A payment is never made without its event (issue 9: `pay` dropped the event when
//! the buffer was full while the chips still moved).

use super::*;
use crate::games::nos::action::{Event, Events, Reason};
use crate::games::nos::deal::Deal;

#[test]
fn pay_with_a_full_events_buffer_keeps_chips_and_events_in_agreement() {
    let mut order = Tile::ALL;
    order.reverse(); // seat 0 holds 6-6, the highest double
    let deal = Deal::from_order(&order, 4).expect("a deal");
    let mut h = Hand::new(&deal, Seat(0), true, &[500; 4], Options::default()).expect("a hand");
    let mut ev = Events::new();
    while !ev.is_full() {
        ev.push(Event::Waited { seat: Seat(1) });
    }
    h.pay(Seat(1), Seat(2), 5, Reason::Nos, &mut ev);
    let told: i32 = ev.iter().filter_map(|e| if let Event::Paid(p) = e { Some(p.amount as i32) } else { None }).sum();
    assert_eq!(h.chips()[2] - 500, told, "the chips moved {} but the events tell {told}", h.chips()[2] - 500);
}
