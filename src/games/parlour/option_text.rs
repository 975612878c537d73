//! The value each parlour option has at a table, for the new-game screen (options are
//! written `NAME=VALUE` by `core::option`).

use super::preset::{FirstLead, LaterLead, Opt};
use super::rules::{OptValue, Options, Rules};
use crate::games::parlour::arms::Shape;

impl Rules {
    /// The value option `opt` has at this table: as given, else the rules' default.
    pub fn option_value(&self, opt: Opt, given: &Options) -> OptValue {
        if let Some(v) = given.given_value(opt) {
            return v.clone();
        }
        match opt {
            Opt::Target => OptValue::Int(self.target.unwrap_or(0) as i64),
            Opt::SubtractOwn => OptValue::Bool(self.subtract_own),
            Opt::PlayDrawnTile => OptValue::Bool(self.play_drawn_tile),
            Opt::VoluntaryDraw => OptValue::Bool(self.voluntary_draw),
            Opt::Reserve => OptValue::Int(self.reserve as i64),
            Opt::ThreeHandEarlyEnd => OptValue::Bool(self.early_end),
            Opt::FirstLead => OptValue::Word(
                match self.first_lead {
                    FirstLead::Draw => "draw",
                    FirstLead::HighestDouble => "highest_double",
                    FirstLead::Holds(_) => "hold66",
                }
                .into(),
            ),
            Opt::LaterLead => {
                OptValue::Word(if self.later_lead == LaterLead::Rotate { "rotate" } else { "winner" }.into())
            }
            Opt::RoundEachHand => OptValue::Bool(self.round_each),
            Opt::Ante => OptValue::Int(self.ante as i64),
            Opt::FivePlayers => OptValue::Bool(self.n == 5),
            Opt::PerFive => OptValue::Bool(self.per_five),
            Opt::Deal => OptValue::Word("7-5-5".into()),
            Opt::SidesFirst => OptValue::Bool(!matches!(self.shape, Shape::Across { sides_first: false })),
            Opt::Partners => OptValue::Bool(self.sides),
            Opt::ExactFinish => OptValue::Bool(self.exact),
            Opt::ChipPoint => OptValue::Int(self.chip_point as i64),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::parlour::presets::{ALL_FIVES, FIVES_AND_THREES};

    #[test]
    fn names_values_and_ranges_are_refused_with_what_is_allowed() {
        let mut o = Options::new();
        let takes: Vec<crate::core::option::Opt> = ALL_FIVES.options.iter().map(|&o| o.into()).collect();
        let takes = &takes[..];
        assert!(o.set_text("partners", takes, "all-fives").unwrap_err().contains("NAME=VALUE"));
        assert!(o.set_text("colour=red", takes, "all-fives").unwrap_err().contains("takes target"));
        assert!(o.set_text("ante=3", takes, "all-fives").unwrap_err().contains("takes no option \"ante\""));
        assert!(o.set_text("partners=maybe", takes, "all-fives").unwrap_err().contains("true or false"));
        assert!(o.set_text("target=0", takes, "all-fives").unwrap_err().contains("at least 1"));
        assert!(o.set_text("target=x", takes, "all-fives").unwrap_err().contains("integer"));
        assert!(o.set_text("deal=8", takes, "all-fives").unwrap_err().contains("9-7-5"));
        o.set_text("deal=9-7-5", takes, "all-fives").unwrap();
        o.set_text(" partners = true ", takes, "all-fives").unwrap();
        assert_eq!(o.given().len(), 2);
        o.unset(Opt::Deal);
        assert_eq!(o.given().len(), 1);
    }

    #[test]
    fn every_option_shows_its_value_at_the_table() {
        let r = Rules::of(&FIVES_AND_THREES, 4).unwrap();
        let o = Options::new();
        assert_eq!(r.option_value(Opt::Partners, &o), OptValue::Bool(true));
        assert_eq!(r.option_value(Opt::Target, &o), OptValue::Int(61));
        assert_eq!(r.option_value(Opt::ChipPoint, &o), OptValue::Int(1));
        assert_eq!(r.option_value(Opt::ExactFinish, &o), OptValue::Bool(true));
    }
}
