//! Nos's entry in the table of games.

use super::*;
use crate::games::nos::{sim, Action, Hand, HandLog};

/// A hand's log for its record: as dealt, and every action.
fn log_of(start: &Hand, actions: &[(Seat, Action)]) -> HandLog {
    HandLog {
        on_set: start.on_set(),
        deal: sim::deal_of(start),
        actions: actions.to_vec(),
        tiebreak: Vec::new(),
        penalties: Vec::new(),
    }
}

/// Nos, the game the program was built for.
pub struct Nos;

impl Game for Nos {
    fn id(&self) -> &'static str {
        "nos"
    }
    fn club_rules(&self) -> bool {
        true
    }
    fn table(&self) -> Table {
        Table::Nos
    }
    fn bot(&self) -> Option<&'static dyn crate::record::bot::Family> {
        Some(&crate::record::bot::nos::Nos)
    }
    fn decisions(&self, bytes: &[u8]) -> Option<Result<Decisions, String>> {
        Some(super::nos_decisions::of(bytes))
    }
    fn name(&self) -> &'static str {
        "Nos"
    }
    fn about(&self) -> &'static str {
        "the Dutch game of 17 announced games, doubles paid in chips"
    }
    fn players(&self) -> Vec<u8> {
        vec![3, 4, 5]
    }
    fn default_players(&self) -> u8 {
        4
    }
    fn partnerships(&self) -> bool {
        false
    }
    fn target(&self) -> String {
        "none: a session of chips".into()
    }
    fn bench(&self, players: u8, time: Duration) -> Result<Bench, String> {
        self.check_players(players)?;
        Ok(run::bench(&sim::Sim(players), time))
    }
    fn simulate(&self, r: &Run<'_>) -> Result<String, String> {
        self.check_players(r.players)?;
        self.check_options(r.players, r.options)?;
        let names = out::simulated(r.players);
        let mut keep = |i: u64, start: &Hand, _: &Hand, actions: &[(Seat, Action)]| {
            if let Some(dir) = r.records {
                dir.write(i, &out::nos_hand(&names, &log_of(start, actions)));
            }
        };
        let keep = r.records.is_some().then_some(&mut keep as &mut run::Keep<'_, Hand>);
        Ok(run::simulate(&sim::Sim(r.players), r.hands, r.seed, keep).to_string())
    }
    fn tournament_with(
        &self,
        seats: &[Level],
        hands: u64,
        seed: u64,
        options: &Options,
        records: Option<&Out>,
    ) -> Result<String, String> {
        self.check_players(u8::try_from(seats.len()).unwrap_or(u8::MAX))?;
        self.check_options(seats.len() as u8, options)?;
        let keep = |i: u64, start: &Hand, _: &Hand, actions: &[(Seat, Action)]| {
            if let Some(dir) = records {
                let log = log_of(start, actions);
                dir.write(i, &out::nos_hand(&out::entrants(seats, (i - 1) % seats.len() as u64), &log));
            }
        };
        let keep = records.is_some().then_some(&keep as &crate::games::nos::ai::tournament::Keep<'_>);
        Ok(crate::games::nos::ai::tournament::run_kept(seats, hands, seed, keep).to_string())
    }
}
