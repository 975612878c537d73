//! The rulings that are settled by each preset's data: deals, stocks, leads, targets,
//! sides and settlements (parlour rulings section 2), and what the program leaves out
//! on purpose (G.5).

use crate::parlour_common;
use nos::core::matching::Rule;
use nos::core::{chance, Play};
use nos::games::parlour::arms::Shape;
use nos::games::parlour::preset::{Award, During, FirstLead, LaterLead, Stocking};
use nos::games::parlour::{preset, Action, Match, PRESETS};
use parlour_common::*;

#[test]
fn g_5_no_take_back_no_resignation_only_leads_plays_draws_passes_and_second_plays() {
    for p in PRESETS {
        let n = p.player_counts(false).next().unwrap();
        let r = rules(p.id, n as usize);
        let mut dice = chance::dice(1);
        let (mut m, _) = Match::random(r, &mut dice);
        nos::core::play::play_random(&mut m, &mut dice, |m, _, _, _| {
            for a in m.legal() {
                assert!(matches!(
                    a,
                    Action::Lead { .. } | Action::Play { .. } | Action::Draw | Action::Pass | Action::EndTurn
                ));
            }
        });
    }
}

#[test]
fn partnership_7_the_66_is_always_dealt_and_leads_the_first_hand() {
    let p = preset("partnership-block").unwrap();
    assert_eq!(rules(p.id, 4).stock_size(), 0);
    assert_eq!(p.first_lead, FirstLead::Holds(t("6-6")));
    assert!(p.sides && p.margins);
    assert_eq!(rules(p.id, 4).target, Some(200));
}

#[test]
fn block_7_the_block_games_rank_by_score_without_a_settlement() {
    for id in ["block-scarne", "block-hoyle", "sebastopol", "draw-hoyle", "bergen", "matador", "sniff"] {
        assert!(!preset(id).unwrap().margins, "{id}");
    }
    for id in ["partnership-block", "draw-2", "draw-3", "block-nine"] {
        assert!(preset(id).unwrap().margins, "{id}");
    }
}

#[test]
fn block_nine_3_4_an_ordinary_block_target_100_ties_score_nothing() {
    let p = preset("block-nine").unwrap();
    assert_eq!((p.stock, rules(p.id, 3).stock_size()), (Stocking::Sleep, 0));
    assert_eq!(rules(p.id, 3).target, Some(100));
    assert_eq!(p.later_lead, LaterLead::Rotate);
}

#[test]
fn draw_6_7_8_targets_are_100_and_any_positive_target_may_be_agreed() {
    for id in ["draw-2", "draw-3", "draw-hoyle"] {
        let p = preset(id).unwrap();
        let n = p.player_counts(false).next().unwrap() as usize;
        assert_eq!(rules(id, n).target, Some(100));
        assert_eq!(rules_with(id, n, &[("target", int(150))]).target, Some(150));
        assert_eq!((p.award, p.round_to), (Award::Pips, 1));
        assert!(!rules(id, n).subtract_own);
    }
}

#[test]
fn tiddly_wink_4_10_11_highest_double_every_hand_and_no_target() {
    let p = preset("tiddly-wink").unwrap();
    assert_eq!((p.first_lead, p.later_lead), (FirstLead::HighestDouble, LaterLead::Same));
    assert!(!p.has_target());
    assert_eq!((p.shape, p.start, p.ante), (Shape::Single, 500, 1));
}

#[test]
fn sebastopol_1_3_5_6_four_players_each_for_himself_all_dealt_target_100() {
    let p = preset("sebastopol").unwrap();
    assert_eq!(p.player_counts(true).collect::<Vec<_>>(), vec![4]);
    assert!(!p.sides);
    assert_eq!(rules(p.id, 4).stock_size(), 0);
    assert_eq!(rules(p.id, 4).target, Some(100));
    // The foundation always fills: every random hand gets past it.
    let mut dice = chance::dice(2);
    for _ in 0..200 {
        let (mut m, _) = Match::random(rules(p.id, 4), &mut dice);
        nos::core::play::play_random(&mut m, &mut dice, |_, _, _, _| {});
        assert!(!m.hand().arms().in_foundation());
    }
}

#[test]
fn bergen_1_5_9_10_11_seven_or_five_a_line_the_highest_double_no_voluntary_draw() {
    let p = preset("bergen").unwrap();
    assert_eq!((2..=4).map(|n| rules(p.id, n).tiles_each).collect::<Vec<_>>(), vec![7, 5, 5]);
    assert_eq!((p.shape, p.first_lead, p.during), (Shape::Line, FirstLead::HighestDouble, During::Headers));
    assert!(!rules(p.id, 2).voluntary_draw && !p.sides);
    assert_eq!(rules(p.id, 2).reserve, 0);
}

#[test]
fn matador_5_7_8_10_deal_no_reserve_full_pips_individual() {
    let p = preset("matador").unwrap();
    assert_eq!((2..=4).map(|n| rules(p.id, n).tiles_each).collect::<Vec<_>>(), vec![7, 5, 5]);
    assert_eq!((rules(p.id, 3).reserve, rules(p.id, 3).target), (0, Some(100)));
    assert_eq!((p.rule, p.award, p.sides), (Rule::Matador, Award::Pips, false));
}

#[test]
fn sniff_15_each_for_himself() {
    let p = preset("sniff").unwrap();
    assert!(!p.sides);
    assert_eq!((p.shape, p.during, p.round_to), (Shape::Spinner, During::Muggins, 5));
    assert!(rules(p.id, 2).voluntary_draw);
}
