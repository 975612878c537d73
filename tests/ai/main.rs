//! The ai tests, one binary: each module was a test file of its own; one binary
//! builds and links once, and runs its slow tests beside the others.

mod ai_advisor;
mod ai_clues;
mod ai_infer;
mod ai_normal;
mod ai_players;
mod ai_view;
mod bot_games;
mod bot_nos;
mod bot_protocol;
mod bot_trains;
mod bot_views;
mod dominox_ai;
mod parlour_ai;
