//! Nos's entry in the table of games.

use super::*;

/// Nos, the game the program was built for.
pub struct Nos;

impl Game for Nos {
    fn id(&self) -> &'static str {
        "nos"
    }
    fn bot(&self) -> Option<&'static dyn crate::bot::Family> {
        Some(&crate::bot::nos::Nos)
    }
    fn club_rules(&self) -> bool {
        true
    }
    fn table(&self) -> Table {
        Table::Nos
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
    fn simulate(&self, players: u8, hands: u64, seed: u64) -> Result<String, String> {
        self.check_players(players)?;
        Ok(crate::sim::simulate(players, hands, seed).to_string())
    }
    fn bench(&self, players: u8, time: Duration) -> Result<Bench, String> {
        self.check_players(players)?;
        Ok(crate::sim::bench(players, time))
    }
    fn simulate_with(&self, run: &Run<'_>) -> Result<String, String> {
        self.check_players(run.players)?;
        self.check_options(run.players, run.options)?;
        let names = out::simulated(run.players);
        let mut keep = |i: u64, log: &crate::games::nos::HandLog| {
            if let Some(dir) = run.records {
                dir.write(i, &out::nos_hand(&names, log));
            }
        };
        let keep = run.records.is_some().then_some(&mut keep as &mut crate::sim::Keep<'_>);
        Ok(crate::sim::simulate_kept(run.players, run.hands, run.seed, keep).to_string())
    }
    fn tournament(&self, seats: &[Level], hands: u64, seed: u64, options: &Options) -> Result<String, String> {
        self.tournament_with(seats, hands, seed, options, None)
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
        let keep = |i: u64, log: &crate::games::nos::HandLog| {
            if let Some(dir) = records {
                dir.write(i, &out::nos_hand(&out::entrants(seats, (i - 1) % seats.len() as u64), log));
            }
        };
        let keep = records.is_some().then_some(&keep as &crate::games::nos::ai::tournament::Keep<'_>);
        Ok(crate::games::nos::ai::tournament::run_kept(seats, hands, seed, keep).to_string())
    }
    fn analyse(&self, bytes: &[u8], s: &Settings, tick: &Tick<'_>) -> Option<Result<Analysis, String>> {
        Some(
            crate::record::Record::parse(bytes)
                .map_err(|e| e.to_string())
                .and_then(|rec| crate::analyse::nos::analyse(&rec, s, tick)),
        )
    }
}
