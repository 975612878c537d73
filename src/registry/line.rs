//! The parlour's line games' entries (one a preset).

use super::*;
use crate::games::parlour::{Action, Hand, Match};

/// A line game of the parlour: a preset on the line engine.
pub struct Line(pub &'static Preset);

impl Line {
    fn rules(&self, players: u8) -> Result<Rules, String> {
        Rules::of(self.0, players as usize).map_err(|e| e.to_string())
    }
}

impl Game for Line {
    fn id(&self) -> &'static str {
        self.0.id
    }
    fn name(&self) -> &'static str {
        self.0.name
    }
    fn about(&self) -> &'static str {
        self.0.about
    }
    fn players(&self) -> Vec<u8> {
        self.0.player_counts(false).collect()
    }
    fn default_players(&self) -> u8 {
        self.0.player_counts(false).next().unwrap_or(2)
    }
    fn partnerships(&self) -> bool {
        self.0.sides
    }
    fn target(&self) -> String {
        let p = self.0;
        let mut ts: Vec<u16> = p.player_counts(false).map(|n| p.target[n as usize]).collect();
        ts.dedup();
        match ts.as_slice() {
            [0] => "none: a pool of chips each hand".into(),
            [t] => format!("{t} points"),
            _ => {
                // Player counts with the same target, grouped: "200 with 2, 100 with 3-4".
                let mut groups: Vec<(u16, u8, u8)> = Vec::new();
                for n in p.player_counts(false) {
                    let t = p.target[n as usize];
                    match groups.last_mut() {
                        Some((gt, _, hi)) if *gt == t => *hi = n,
                        _ => groups.push((t, n, n)),
                    }
                }
                let by: Vec<String> = groups
                    .iter()
                    .map(|&(t, lo, hi)| if lo == hi { format!("{t} with {lo}") } else { format!("{t} with {lo}-{hi}") })
                    .collect();
                format!("{} points", by.join(", "))
            }
        }
    }
    fn bench(&self, players: u8, time: Duration) -> Result<Bench, String> {
        Ok(run::bench(&line_sim::Sim(self.rules(players)?), time))
    }
    fn simulate(&self, r: &Run<'_>) -> Result<String, String> {
        let rules = Rules::new(self.0, r.players as usize, r.options).map_err(|e| e.to_string())?;
        let names = out::simulated(r.players);
        let mut keep = |i: u64, _: &Match, m: &Match, _: &[(Seat, Action)]| {
            if let Some(dir) = r.records {
                if let Some(text) = out::line_match(&names, m, r.options) {
                    dir.write(i, &text);
                }
            }
        };
        let keep = r.records.is_some().then_some(&mut keep as &mut run::Keep<'_, Match>);
        Ok(run::simulate(&line_sim::Sim(rules), r.hands, r.seed, keep).to_string())
    }
    fn tournament_with(
        &self,
        seats: &[Level],
        hands: u64,
        seed: u64,
        options: &Options,
        records: Option<&Out>,
    ) -> Result<String, String> {
        use crate::games::parlour::ai::tournament as t;
        let n = u8::try_from(seats.len()).unwrap_or(u8::MAX);
        let rules = Rules::new(self.0, n as usize, options).map_err(|e| e.to_string())?;
        let seatings = t::seatings(&rules);
        let keep = |i: u64, _: &Match, m: &Match, _: &[(Seat, Action)]| {
            if let Some(dir) = records {
                if let Some(text) = out::line_match(&out::entrants(seats, (i - 1) % seatings), m, options) {
                    dir.write(i, &text);
                }
            }
        };
        let keep = records.is_some().then_some(&keep as &t::Keep<'_>);
        Ok(t::run_kept(rules, seats, hands, seed, keep)?.to_string())
    }
    fn options(&self) -> Vec<Opt> {
        self.0.options.iter().map(|&o| o.into()).collect()
    }
    fn option_value(&self, players: u8, opt: Opt, options: &Options) -> Option<OptValue> {
        let n = players as usize;
        let own = *self.0.options.iter().find(|o| o.name() == opt.name())?;
        let rules = Rules::new(self.0, n, options).or_else(|_| Rules::of(self.0, n)).ok()?;
        Some(rules.option_value(own, options))
    }
    fn check_options(&self, players: u8, options: &Options) -> Result<(), String> {
        Rules::new(self.0, players as usize, options).map(|_| ()).map_err(|e| e.to_string())
    }
    fn table(&self) -> Table {
        Table::Line(self.0)
    }
    fn bot(&self) -> Option<&'static dyn crate::record::bot::Family> {
        Some(&crate::record::bot::line::Line)
    }
    fn form(&self) -> Option<Form> {
        Some(Form::of(self.0))
    }
    fn decisions(&self, bytes: &[u8]) -> Option<Result<Decisions, String>> {
        let judged = || {
            let rec = parse_parlour(bytes)?;
            let unit = if rec.form.pool { "chips" } else { "points" };
            let mut d = Decisions::of::<Hand>(rec.game, unit, rec.players.clone());
            crate::record::parlour::replay::replay_watched(&rec, &mut |m, hand, action, seat, a| {
                d.push((hand, action), m.hand(), seat, &a);
            })
            .map_err(|(_, f)| f.to_string())?;
            Ok(d)
        };
        Some(judged())
    }
}
