//! Nos's advisor kept for one decision on set: the advice box (`a`) and the hint on
//! set (`b`) share it, so that both name the same choices with the same figures
//! whichever comes first; asked again for the same decision it goes on from where it
//! was stopped.

use super::hint::{nos_ranked, Hint};
use super::job::{Job, Runner};
use crate::core::Seat;
use crate::games::nos::ai::advisor::Advisor;
use crate::games::nos::ai::judged::Seen;
use crate::games::nos::{Action, View};

/// The advisor's job for one decision.
pub struct OnSet {
    /// The decision: the hand, and the actions taken in it.
    pub at: (usize, usize),
    pub job: Job,
}

impl OnSet {
    /// The job for decision `at`: the one in `kept` when it is for the same decision,
    /// resumed (the same figures in the end as a run never stopped), else one started
    /// from the seat's view and seed that `from` gives, and kept there. `None` when
    /// there is nothing to rank.
    pub fn ask(
        kept: &mut Option<OnSet>,
        at: (usize, usize),
        from: impl FnOnce() -> (View, u64),
        runner: Runner,
    ) -> Option<&mut OnSet> {
        if kept.as_ref().is_some_and(|k| k.at == at) {
            let k = kept.as_mut()?;
            k.job.resume();
            return Some(k);
        }
        let (view, seed) = from();
        let adv = Advisor::new(view, seed).ok()?;
        Some(kept.insert(OnSet { at, job: Job::start(adv, runner) }))
    }

    /// The hint once the advisor is done: the best choices, each with its reason, for
    /// the seat's `view` after `history`, the hand's actions.
    pub fn hint(&self, view: View, history: &[(Seat, Action)]) -> Option<Vec<Hint>> {
        self.job.done().then(|| nos_ranked(&Seen::new(view, history), &self.job.rows))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::TileSet;
    use crate::games::nos::ai::advisor::on_set_view;

    fn view() -> View {
        let own: TileSet = ["5-5", "5-4", "4-4", "5-1"].iter().map(|t| t.parse().unwrap()).collect();
        on_set_view(4, own, None).unwrap()
    }

    fn run(j: &mut Job) {
        while j.running() {
            j.poll();
        }
    }

    #[test]
    fn the_same_decision_goes_on_where_it_stopped_and_another_starts_anew() {
        let runner = Runner::Inline { samples: 20, batch: 7 };
        let mut whole = None;
        run(&mut OnSet::ask(&mut whole, (0, 0), || (view(), 9), runner).expect("choices to rank").job);
        let mut kept = None;
        let on = OnSet::ask(&mut kept, (0, 0), || (view(), 9), runner).unwrap();
        on.job.poll();
        on.job.stop();
        assert_eq!(on.job.samples, 7);
        assert!(on.hint(view(), &[]).is_none(), "no hint before it is done");
        // Asked again for the same decision: no view is asked for; the job goes on.
        let on = OnSet::ask(&mut kept, (0, 0), || unreachable!(), runner).unwrap();
        assert!(on.job.running());
        run(&mut on.job);
        let key =
            |o: &Option<OnSet>| o.as_ref().unwrap().job.rows.iter().map(|r| (r.choice, r.stat)).collect::<Vec<_>>();
        assert_eq!(key(&kept), key(&whole));
        let hint = |o: &Option<OnSet>| o.as_ref().unwrap().hint(view(), &[]).expect("done");
        assert_eq!(hint(&kept), hint(&whole));
        // Another decision starts anew.
        let other = OnSet::ask(&mut kept, (1, 0), || (view(), 10), runner).unwrap();
        assert_eq!((other.at, other.job.samples), ((1, 0), 0));
    }
}
