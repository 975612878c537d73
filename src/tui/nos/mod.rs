//! Nos at the table: the game behind the seam ([`open::Opening`]), its table drawn in its
//! box, the game in words, and Nos's own part of the table screen ([`part::NosPart`]:
//! announcing, the club's desk, advice, practice, lessons, a seat leaving, the count
//! and the settlement).

pub mod advice;
pub mod announce;
pub mod bottom;
pub mod brief;
pub mod club;
pub mod coach;
pub mod coach_review;
pub mod flow;
pub mod help;
pub mod kept;
pub mod keys;
pub mod leave;
pub mod lesson;
pub mod open;
pub mod part;
pub mod play;
pub mod popup;
pub mod ranking;
pub mod sit;
pub mod table;
pub mod table_box;
