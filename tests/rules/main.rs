//! The rules tests, one binary: each module was a test file of its own; one binary
//! builds and links once, and runs its slow tests beside the others.

#[path = "../common/mod.rs"]
mod common;
#[path = "../dominox_common/mod.rs"]
mod dominox_common;
#[path = "../parlour_common/mod.rs"]
mod parlour_common;
#[path = "../trains_common/mod.rs"]
mod trains_common;

mod action_text;
mod dominox_properties;
mod dominox_rules;
mod parlour_history;
mod parlour_properties;
mod properties;
mod random_step;
mod rules_alike;
mod rules_immediate;
mod rules_layouts;
mod rules_matching;
mod rules_parlour_block;
mod rules_parlour_common;
mod rules_parlour_draw;
mod rules_parlour_fives;
mod rules_parlour_presets;
mod rules_parlour_sniff;
mod rules_session;
mod rules_set;
mod rules_strict;
mod rules_turns;
mod tiles_of_a_set;
mod trains_properties;
mod trains_rules;
