//! Who plays each seat at the table: a person at the keyboard or the computer at a
//! level, named in words and in the codes of the command line and the records.

use crate::core::Level;

/// Who plays a seat.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    Human,
    Computer(Level),
}

impl Kind {
    pub fn name(self) -> String {
        match self {
            Kind::Human => "human".into(),
            Kind::Computer(l) => format!("computer ({})", l.name()),
        }
    }
    pub fn parse(s: &str) -> Option<Kind> {
        match s {
            "human" => Some(Kind::Human),
            _ => Level::parse(s.strip_prefix("computer-").unwrap_or(s)).map(Kind::Computer),
        }
    }
    pub fn code(self) -> String {
        match self {
            Kind::Human => "human".into(),
            Kind::Computer(l) => format!("computer-{}", l.name()),
        }
    }
}
