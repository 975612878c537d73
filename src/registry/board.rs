//! Dominox's entry.

use super::*;
use crate::games::dominox::{sim, Action, Dominox};

/// Dominox, the board game for two: its own engine, records and computer players.
pub struct Board;

impl Game for Board {
    fn id(&self) -> &'static str {
        crate::record::parlour::DOMINOX.id
    }
    fn name(&self) -> &'static str {
        "Dominox"
    }
    fn about(&self) -> &'static str {
        "8x8 board: equal numbers touch; empty areas score by colour"
    }
    fn players(&self) -> Vec<u8> {
        vec![2]
    }
    fn default_players(&self) -> u8 {
        2
    }
    fn partnerships(&self) -> bool {
        false
    }
    fn target(&self) -> String {
        "none: one game, the most area points".into()
    }
    fn bench(&self, players: u8, time: Duration) -> Result<Bench, String> {
        self.check_players(players)?;
        Ok(run::bench(&sim::Sim, time))
    }
    fn simulate(&self, r: &Run<'_>) -> Result<String, String> {
        self.check_players(r.players)?;
        self.check_options(r.players, r.options)?;
        let names = out::simulated(2);
        let mut keep = |i: u64, start: &Dominox, _: &Dominox, actions: &[(Seat, Action)]| {
            if let Some(dir) = r.records {
                dir.write(i, &out::board_game(&names, start, actions));
            }
        };
        let keep = r.records.is_some().then_some(&mut keep as &mut run::Keep<'_, Dominox>);
        Ok(run::simulate(&sim::Sim, r.hands, r.seed, keep).to_string())
    }
    /// Two levels; every deal is played twice, the colours swapped, so `hands` games
    /// are `hands / 2` deals.
    fn tournament_with(
        &self,
        seats: &[Level],
        hands: u64,
        seed: u64,
        options: &Options,
        records: Option<&Out>,
    ) -> Result<String, String> {
        self.check_players(u8::try_from(seats.len()).unwrap_or(u8::MAX))?;
        self.check_options(2, options)?;
        let deals = hands.div_ceil(2);
        let keep = |i: u64, start: &Dominox, _: &Dominox, actions: &[(Seat, Action)]| {
            if let Some(dir) = records {
                dir.write(i, &out::board_game(&out::entrants(seats, (i - 1) % 2), start, actions));
            }
        };
        let keep = records.is_some().then_some(&keep as &crate::games::dominox::ai::tournament::Keep<'_>);
        let r = crate::games::dominox::ai::tournament::run_kept(seats[0], seats[1], deals, seed, keep);
        let verdict = if r.first_better() {
            format!("{} beats {} outside the interval", r.first.name(), r.second.name())
        } else if r.margin.mean() + r.margin.ci() < 0.0 {
            format!("{} beats {} outside the interval", r.second.name(), r.first.name())
        } else {
            "neither level is ahead outside the interval".to_string()
        };
        Ok(format!(
            "Dominox, {deals} deals each played twice with the colours swapped, seed {seed}\n\
             margin: the first level's area points minus the second's, per game, with its 95% interval\n\
             {r}\n{verdict}\n"
        ))
    }
    fn table(&self) -> Table {
        Table::Board
    }
    fn bot(&self) -> Option<&'static dyn crate::record::bot::Family> {
        Some(&crate::record::bot::board::Board)
    }
    fn form(&self) -> Option<Form> {
        Some(crate::record::parlour::DOMINOX)
    }
    fn decisions(&self, bytes: &[u8]) -> Option<Result<Decisions, String>> {
        let judged = || {
            let rec = parse_parlour(bytes)?;
            let (_, kept) = crate::record::parlour::dominox::replay(&rec).map_err(|(_, f)| f.to_string())?;
            let mut d = Decisions::of::<Dominox>(self.name(), "points", rec.players.clone());
            let mut g = kept.start().clone();
            for (i, &(seat, a)) in kept.actions().iter().enumerate() {
                d.push((0, i), &g, seat, &a);
                crate::core::Play::apply(&mut g, seat, a).map_err(|e| format!("action {i}: {e}"))?;
            }
            Ok(d)
        };
        Some(judged())
    }
}
