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
    /// The left mouse button pressed at a cell.
    Click {
        x: u16,
        y: u16,
    },
    /// The mouse moved to a cell with the left button held: a drag.
    Drag {
        x: u16,
        y: u16,
    },
    /// The mouse wheel turned up (away from the player) or down.
    WheelUp,
    WheelDown,
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
        Event::Mouse(m) => match m.kind {
            MouseEventKind::Down(MouseButton::Left) => Some(Msg::Click { x: m.column, y: m.row }),
            MouseEventKind::Drag(MouseButton::Left) => Some(Msg::Drag { x: m.column, y: m.row }),
            MouseEventKind::ScrollUp => Some(Msg::WheelUp),
            MouseEventKind::ScrollDown => Some(Msg::WheelDown),
            _ => None,
        },
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
    use crossterm::event::{KeyEvent, MouseEvent};

    #[test]
    fn vi_keys_are_arrows_and_ctrl_c_interrupts() {
        let k = |c| Event::Key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
        assert_eq!(msg(&k('h')).map(nav), Some(Msg::Left));
        assert_eq!(msg(&k('q')), Some(Msg::Char('q')));
        let ctrl = Event::Key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL));
        assert_eq!(msg(&ctrl), Some(Msg::Interrupt));
    }

    #[test]
    fn the_left_button_clicks_and_the_wheel_scrolls() {
        let mouse = |kind| Event::Mouse(MouseEvent { kind, column: 12, row: 3, modifiers: KeyModifiers::NONE });
        assert_eq!(msg(&mouse(MouseEventKind::Down(MouseButton::Left))), Some(Msg::Click { x: 12, y: 3 }));
        assert_eq!(msg(&mouse(MouseEventKind::ScrollUp)), Some(Msg::WheelUp));
        assert_eq!(msg(&mouse(MouseEventKind::ScrollDown)), Some(Msg::WheelDown));
        assert_eq!(msg(&mouse(MouseEventKind::Drag(MouseButton::Left))), Some(Msg::Drag { x: 12, y: 3 }));
        // Only a press clicks and only the left button drags: the release, a move and
        // the other buttons do nothing.
        for kind in [
            MouseEventKind::Up(MouseButton::Left),
            MouseEventKind::Drag(MouseButton::Right),
            MouseEventKind::Moved,
            MouseEventKind::Down(MouseButton::Right),
            MouseEventKind::Down(MouseButton::Middle),
        ] {
            assert_eq!(msg(&mouse(kind)), None, "{kind:?}");
        }
    }
}
