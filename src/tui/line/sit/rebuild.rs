//! A line game rebuilt from its record, step by step, for resuming and the replay.

use super::*;

impl LineSitting {
    /// The game a parlour record holds, step by step: `each` sees the game after every
    /// hand's deal and after every action. The passes a record may show after a block
    /// are told and change nothing; with `to_refusal` (the replay), the action the
    /// record expects to be refused is told with its reason, and ends it.
    pub(in crate::tui::line) fn rebuild(
        rec: &Record,
        names: Vec<String>,
        kinds: Vec<Kind>,
        seed: u64,
        to_refusal: bool,
        mut each: impl FnMut(&LineSitting),
    ) -> Result<LineSitting, Unplayable> {
        let p = rec.form.preset.ok_or(Unplayable::NotOfTable { game: rec.game.into(), kind: "a line game" })?;
        let rules = Rules::new(p, rec.players.len(), &rec.options)
            .map_err(|e| Unplayable::Rules(crate::record::Reason::new(e)))?;
        let start = Start { scores: rec.scores.clone(), pool: rec.pool, starts_match: rec.starts_match };
        let mut s: Option<LineSitting> = None;
        for (hi, h) in rec.hands.iter().enumerate() {
            let draws = h.lead_draw.as_deref();
            let (part, n) = (Part::Hand, hi + 1);
            let dealt = |e| Unplayable::Deal { part, n, why: crate::record::Reason::new(e) };
            let g = match s.as_mut() {
                None => {
                    let (mut m, ev) = Match::new(rules, &start, &h.deal, h.lead, draws).map_err(dealt)?;
                    m.keep_log();
                    let (names, kinds, options) = (names.clone(), kinds.clone(), rec.options.clone());
                    let mut g = LineSitting {
                        names,
                        kinds,
                        seed,
                        m,
                        start: start.clone(),
                        options,
                        log: vec![],
                        running: None,
                        table: Default::default(),
                        done: Vec::new(),
                        drew: None,
                    };
                    g.note_start(&ev);
                    s.insert(g)
                }
                Some(g) => {
                    g.keep_done();
                    let ev = g.m.next_hand(&h.deal, h.lead, draws).map_err(dealt)?;
                    g.note_start(&ev);
                    g
                }
            };
            each(g);
            for (k, step) in h.steps.iter().enumerate() {
                let a = match step.act {
                    Act::Play { ends: (x, y), at: None, sniff } => Action::Lead { first: x, second: y, lay: sniff },
                    Act::Play { ends: (x, y), at: Some(At::End(p)), sniff } => {
                        Action::Play { at: p, touch: x, open: y, lay: sniff }
                    }
                    Act::Play { at: Some(At::Squares(..)), .. } => {
                        return Err(Unplayable::Squares { part, n, action: k })
                    }
                    Act::Draw { .. } => Action::Draw,
                    Act::Pass => Action::Pass,
                    Act::EndTurn => Action::EndTurn,
                };
                match g.act(step.seat, a) {
                    Ok(()) => {}
                    Err(r) if to_refusal && h.expect.error_at == Some(k) => {
                        let who = g.names[step.seat.index()].clone();
                        let line = refused::line(&g.names, k, &who, &refused::act_words(&step.act), &r.to_string());
                        g.log.push((g.hand_no(), line));
                        each(g);
                        break;
                    }
                    Err(_) if step.act == Act::Pass && g.m.hand().is_over() => {
                        let line = refused::shown_pass(&g.names[step.seat.index()]);
                        g.log.push((g.hand_no(), line));
                    }
                    Err(r) => {
                        return Err(Unplayable::Action { part, n, action: k, why: crate::record::Reason::new(r) })
                    }
                }
                each(g);
            }
        }
        s.ok_or(Unplayable::Empty(Part::Hand))
    }
}
