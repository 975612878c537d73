//! The train games' entries (Mexican Train, Chicken Foot).

use super::*;
use crate::games::trains::{sim, Action, Game as TrainGame};

/// A train game (Mexican Train, Chicken Foot): its own engine and records.
pub struct Trains(pub crate::games::trains::Kind);

impl Trains {
    fn rules(&self, players: u8) -> Result<crate::games::trains::Rules, String> {
        self.rules_with(players, &Options::new())
    }
    /// The rules of a table of `players` with these options, checked.
    fn rules_with(&self, players: u8, options: &Options) -> Result<crate::games::trains::Rules, String> {
        use crate::games::trains::{Choices, Rules};
        let c = Choices::of(self.0, options).map_err(|e| e.to_string())?;
        Rules::new(self.0, players as usize, &c).map_err(|e| e.to_string())
    }
}

impl Game for Trains {
    fn id(&self) -> &'static str {
        self.0.id()
    }
    fn name(&self) -> &'static str {
        self.0.name()
    }
    fn about(&self) -> &'static str {
        match self.0 {
            crate::games::trains::Kind::Mexican => {
                "double-twelve: a train each and the Mexican train; cover every double"
            }
            crate::games::trains::Kind::Chicken => {
                "double-nine: the centre opens four ways, every double a foot of three toes"
            }
        }
    }
    fn players(&self) -> Vec<u8> {
        (2..=8).collect()
    }
    fn default_players(&self) -> u8 {
        4
    }
    fn partnerships(&self) -> bool {
        false
    }
    fn target(&self) -> String {
        let top = self.0.set().top();
        format!("none: {} rounds, the lowest total wins", top + 1)
    }
    fn bench(&self, players: u8, time: Duration) -> Result<Bench, String> {
        Ok(run::bench(&sim::Sim(self.rules(players)?), time))
    }
    fn simulate(&self, r: &Run<'_>) -> Result<String, String> {
        let rules = self.rules_with(r.players, r.options)?;
        let names = out::simulated(r.players);
        let mut keep = |i: u64, start: &TrainGame, _: &TrainGame, actions: &[(Seat, Action)]| {
            if let Some(dir) = r.records {
                dir.write(
                    i,
                    &crate::record::trains::write::of_game(start, &names, r.seed.wrapping_add(i - 1), actions),
                );
            }
        };
        let keep = r.records.is_some().then_some(&mut keep as &mut run::Keep<'_, TrainGame>);
        Ok(run::simulate(&sim::Sim(rules), r.hands, r.seed, keep).to_string())
    }
    fn tournament_with(
        &self,
        seats: &[Level],
        hands: u64,
        seed: u64,
        options: &Options,
        records: Option<&Out>,
    ) -> Result<String, String> {
        let n = u8::try_from(seats.len()).unwrap_or(u8::MAX);
        let rules = self.rules_with(n, options)?;
        let games = hands.div_ceil(u64::from(rules.rounds)).max(1);
        let keep = |i: u64, start: &TrainGame, _: &TrainGame, actions: &[(Seat, Action)]| {
            if let Some(dir) = records {
                let names = out::entrants(seats, i - 1);
                let s = crate::core::stat::stream(seed, i - 1);
                dir.write(i, &crate::record::trains::write::of_game(start, &names, s, actions));
            }
        };
        let keep = records.is_some().then_some(&keep as &crate::games::trains::ai::tournament::Keep<'_>);
        Ok(crate::games::trains::ai::tournament::run_kept(rules, seats, games, seed, keep)?.to_string())
    }
    fn table(&self) -> Table {
        Table::Trains
    }
    fn bot(&self) -> Option<&'static dyn crate::record::bot::Family> {
        Some(&crate::record::trains::bot::TrainGames)
    }
    fn decisions(&self, bytes: &[u8]) -> Option<Result<Decisions, String>> {
        let judged = || {
            let rec = crate::record::trains::parse(bytes).map_err(|e| e.to_string())?;
            let mut d = Decisions::of::<TrainGame>(self.name(), "points", rec.players.clone());
            d.deal = "round";
            // A decision's hand is its round's number less one, as the table counts them.
            crate::record::trains::replay::replay_watched(&rec, &mut |g, _, step, seat, a| {
                d.push((usize::from(g.round().round()).saturating_sub(1), step), g, seat, &a);
            })
            .map_err(|(_, f)| f.to_string())?;
            Ok(d)
        };
        Some(judged())
    }
    fn options(&self) -> Vec<Opt> {
        self.0.options().to_vec()
    }
    fn option_value(&self, players: u8, opt: Opt, options: &Options) -> Option<OptValue> {
        if !self.0.options().contains(&opt) {
            return None;
        }
        // As given; else as the table's rules have it (the defaults where the options
        // given do not make a table).
        let rules = self.rules_with(players, options).or_else(|_| self.rules(players)).ok();
        let v = rules.and_then(|r| r.value_of(opt.name())).map(|v| OptValue::Int(i64::from(v)));
        options.given_value(opt).cloned().or(v)
    }
    fn check_options(&self, players: u8, options: &Options) -> Result<(), String> {
        self.rules_with(players, options).map(|_| ())
    }
}
