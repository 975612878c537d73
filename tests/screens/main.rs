//! The screens tests, one binary: each module was a test file of its own; one binary
//! builds and links once, and runs its slow tests beside the others.

#[path = "../common/mod.rs"]
mod common;
#[path = "../dominox_common/mod.rs"]
mod dominox_common;
#[path = "../pty/mod.rs"]
mod pty;
#[path = "../tui_common/mod.rs"]
mod tui_common;

mod desk_limit;
mod eight_seats;
mod help_screens;
mod table_every_game;
mod tui_close;
mod tui_club;
mod tui_cursor;
mod tui_dominox;
mod tui_dominox_table;
mod tui_ended;
mod tui_fives;
mod tui_hand_over;
mod tui_help;
mod tui_hint;
mod tui_hint_parlour;
mod tui_hint_trains;
mod tui_learn;
mod tui_learn_table;
mod tui_mouse;
mod tui_names;
mod tui_narrow;
mod tui_newcomer;
mod tui_nos_newcomer;
mod tui_nos_words;
mod tui_offer;
mod tui_one_answer;
mod tui_pace;
mod tui_parlour;
mod tui_practice;
mod tui_privacy;
mod tui_refusals;
mod tui_review;
mod tui_setup_form;
mod tui_snapshots;
mod tui_still;
mod tui_trains;
mod tui_unsaved;
mod tui_wording;
