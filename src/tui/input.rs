//! Keys and the mouse to messages: a pure mapping, nothing changes here.

use crossterm::event::{Event, KeyCode, KeyEventKind, KeyModifiers, MouseButton, MouseEventKind};

/// What the player asked for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Msg {
    Up,
    Down,
    Left,
    Right,
    Enter,
    Back,
    Tab,
    Backspace,
    Home,
    End,
    PageUp,
    PageDown,
    /// A printable key; letters keep their case.
    Char(char),
    /// Ctrl-C: leave at once (the game is saved after every action anyway).
    Interrupt,
    Click {
        x: u16,
        y: u16,
    },
    Resize,
}

/// The message of a terminal event, if it means anything.
pub fn msg(ev: &Event) -> Option<Msg> {
    match ev {
        Event::Key(k) if k.kind != KeyEventKind::Release => {
            if k.modifiers.contains(KeyModifiers::CONTROL) && k.code == KeyCode::Char('c') {
                return Some(Msg::Interrupt);
            }
            Some(match k.code {
                KeyCode::Up => Msg::Up,
                KeyCode::Down => Msg::Down,
                KeyCode::Left => Msg::Left,
                KeyCode::Right => Msg::Right,
                KeyCode::Enter => Msg::Enter,
                KeyCode::Esc => Msg::Back,
                KeyCode::Tab => Msg::Tab,
                KeyCode::BackTab => Msg::Up,
                KeyCode::Backspace => Msg::Backspace,
                KeyCode::Home => Msg::Home,
                KeyCode::End => Msg::End,
                KeyCode::PageUp => Msg::PageUp,
                KeyCode::PageDown => Msg::PageDown,
                KeyCode::Char(c) => Msg::Char(c),
                _ => return None,
            })
        }
        Event::Mouse(m) if m.kind == MouseEventKind::Down(MouseButton::Left) => {
            Some(Msg::Click { x: m.column, y: m.row })
        }
        Event::Resize(..) => Some(Msg::Resize),
        _ => None,
    }
}

/// The vi keys as arrows (`hjkl`), and space as Enter, where no text is typed.
pub fn nav(m: Msg) -> Msg {
    match m {
        Msg::Char('h') => Msg::Left,
        Msg::Char('j') => Msg::Down,
        Msg::Char('k') => Msg::Up,
        Msg::Char('l') => Msg::Right,
        Msg::Char(' ') => Msg::Enter,
        Msg::Tab => Msg::Down,
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crossterm::event::KeyEvent;

    #[test]
    fn vi_keys_are_arrows_and_ctrl_c_interrupts() {
        let k = |c| Event::Key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
        assert_eq!(msg(&k('h')).map(nav), Some(Msg::Left));
        assert_eq!(msg(&k('q')), Some(Msg::Char('q')));
        let ctrl = Event::Key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL));
        assert_eq!(msg(&ctrl), Some(Msg::Interrupt));
    }
}
