//! The terminal front end (ratatui + crossterm).
