//! Nos at the table: the game behind the seam ([`sit::Opening`]), its table drawn in its
//! box, the game in words, and the screens only Nos has (announcing, the club's
//! desk, advice, hints, practice, lessons, take-back, a seat leaving).

pub mod advice;
pub mod announce;
pub mod asked;
pub mod bottom;
pub mod brief;
pub mod club;
pub mod coach;
pub mod coach_review;
pub mod desk;
pub mod draw;
pub mod explain;
pub mod flow;
pub mod game;
pub mod help;
pub mod hint;
pub mod job;
pub mod kept;
pub mod keys;
pub mod leave;
pub mod lesson;
pub mod mouse;
pub mod out_of_turn;
pub mod own;
pub mod play;
pub mod popup;
pub mod ranking;
pub mod seats;
pub mod sit;
pub mod summary;
pub mod table;
pub mod table_box;
pub mod take_back;
pub mod turn;
pub mod words;
