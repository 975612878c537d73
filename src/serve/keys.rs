//! The bytes a player's terminal sends, as the keys and clicks the table takes: the
//! same [`Msg`] the local loop gets from crossterm. Anything else is dropped, never
//! passed on: the parser holds at most a few bytes of an unfinished sequence.

use crate::tui::kit::input::Msg;

/// The longest escape sequence kept while its end has not come yet.
const HELD: usize = 32;

/// The parser of one connection: bytes in, messages out.
#[derive(Debug, Default)]
pub struct Keys {
    /// An unfinished escape sequence or character from the last packet.
    held: Vec<u8>,
    /// The last byte was a carriage return: a line feed after it is the same Enter.
    cr: bool,
}

impl Keys {
    pub fn new() -> Keys {
        Keys::default()
    }

    /// The messages in `bytes`, with what was held from before.
    pub fn feed(&mut self, bytes: &[u8]) -> Vec<Msg> {
        let mut data = std::mem::take(&mut self.held);
        data.extend_from_slice(bytes);
        let mut out = Vec::new();
        let mut i = 0;
        while i < data.len() {
            let b = data[i];
            let cr = std::mem::replace(&mut self.cr, b == b'\r');
            match b {
                0x1b => match escape(&data[i..]) {
                    Seq::Done(n, m) => {
                        out.extend(m);
                        i += n;
                        continue;
                    }
                    Seq::More if data.len() - i <= HELD => {
                        self.held = data[i..].to_vec();
                        break;
                    }
                    // Too long to be a key: the escape is dropped, the rest read on.
                    Seq::More => {}
                },
                b'\r' => out.push(Msg::Enter),
                b'\n' if !cr => out.push(Msg::Enter),
                b'\n' => {}
                0x7f | 0x08 => out.push(Msg::Backspace),
                b'\t' => out.push(Msg::Tab),
                0x03 => out.push(Msg::Interrupt),
                0x00..=0x1f => {}
                _ => {
                    let n = utf8_len(b);
                    if i + n > data.len() {
                        if n > 1 {
                            self.held = data[i..].to_vec();
                        }
                        break;
                    }
                    if let Some(c) = std::str::from_utf8(&data[i..i + n]).ok().and_then(|s| s.chars().next()) {
                        if !c.is_control() {
                            out.push(Msg::Char(c));
                        }
                    }
                    i += n.max(1);
                    continue;
                }
            }
            i += 1;
        }
        out
    }
}

/// The length of the UTF-8 character a byte starts (1 for a stray byte).
fn utf8_len(b: u8) -> usize {
    match b {
        0xc0..=0xdf => 2,
        0xe0..=0xef => 3,
        0xf0..=0xf7 => 4,
        _ => 1,
    }
}

enum Seq {
    /// The sequence took this many bytes and meant this (or nothing).
    Done(usize, Option<Msg>),
    /// It has not ended yet.
    More,
}

/// The escape sequence at the start of `d` (which starts with ESC).
fn escape(d: &[u8]) -> Seq {
    match d.get(1) {
        // A lone Esc: the packet ended with it, as a key press does.
        None => Seq::Done(1, Some(Msg::Back)),
        Some(b'[') => csi(d),
        Some(b'O') => match d.get(2) {
            None => Seq::More,
            Some(&c) => Seq::Done(3, arrow(c)),
        },
        // Esc then another key (or Alt with it): the Esc alone.
        Some(_) => Seq::Done(1, Some(Msg::Back)),
    }
}

fn arrow(c: u8) -> Option<Msg> {
    Some(match c {
        b'A' => Msg::Up,
        b'B' => Msg::Down,
        b'C' => Msg::Right,
        b'D' => Msg::Left,
        b'H' => Msg::Home,
        b'F' => Msg::End,
        b'Z' => Msg::Up,
        _ => return None,
    })
}

/// `ESC [ params final`: arrows, Home/End/Page keys, and SGR mouse reports.
fn csi(d: &[u8]) -> Seq {
    let Some(end) = d.iter().skip(2).position(|b| (0x40..=0x7e).contains(b)).map(|p| p + 2) else {
        return Seq::More;
    };
    let params = &d[2..end];
    let fin = d[end];
    let n = end + 1;
    if let Some(rest) = params.strip_prefix(b"<") {
        return Seq::Done(n, mouse(rest, fin));
    }
    let m = match fin {
        b'~' => match params {
            b"1" | b"7" => Some(Msg::Home),
            b"4" | b"8" => Some(Msg::End),
            b"5" => Some(Msg::PageUp),
            b"6" => Some(Msg::PageDown),
            _ => None,
        },
        c => arrow(c),
    };
    Seq::Done(n, m)
}

/// An SGR mouse report `b;x;y` pressed (`M`) or released (`m`), from 1: a press of
/// the left button is a click, a motion with it held (32 added, as button-event
/// tracking reports it) a drag, and the wheel's notches are its own.
fn mouse(params: &[u8], fin: u8) -> Option<Msg> {
    let text = std::str::from_utf8(params).ok()?;
    let mut it = text.split(';').map(|p| p.parse::<u16>().ok());
    let (b, x, y) = (it.next()??, it.next()??, it.next()??);
    if fin != b'M' {
        return None;
    }
    let (x, y) = (x.saturating_sub(1), y.saturating_sub(1));
    match b {
        0 => Some(Msg::Click { x, y }),
        32 => Some(Msg::Drag { x, y }),
        64 => Some(Msg::WheelUp),
        65 => Some(Msg::WheelDown),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(bytes: &[u8]) -> Vec<Msg> {
        Keys::new().feed(bytes)
    }

    #[test]
    fn letters_enter_and_arrows_become_messages() {
        assert_eq!(all(b"ab\r"), vec![Msg::Char('a'), Msg::Char('b'), Msg::Enter]);
        assert_eq!(all(b"\x1b[A\x1b[B\x1b[C\x1b[D"), vec![Msg::Up, Msg::Down, Msg::Right, Msg::Left]);
        assert_eq!(all(b"\x1bOA"), vec![Msg::Up]);
        assert_eq!(all(b"\x1b[5~\x1b[6~\x1b[H\x1b[4~"), vec![Msg::PageUp, Msg::PageDown, Msg::Home, Msg::End]);
        assert_eq!(all(b"\t\x7f\x03"), vec![Msg::Tab, Msg::Backspace, Msg::Interrupt]);
        assert_eq!(all("é".as_bytes()), vec![Msg::Char('é')]);
    }

    #[test]
    fn a_lone_escape_is_esc_and_cr_lf_is_one_enter() {
        assert_eq!(all(b"\x1b"), vec![Msg::Back]);
        assert_eq!(all(b"\r\n"), vec![Msg::Enter]);
        assert_eq!(all(b"\n"), vec![Msg::Enter]);
    }

    #[test]
    fn a_sequence_split_between_packets_is_read_whole() {
        let mut k = Keys::new();
        assert!(k.feed(b"\x1b[").is_empty());
        assert_eq!(k.feed(b"A"), vec![Msg::Up]);
        let e = "é".as_bytes();
        assert!(k.feed(&e[..1]).is_empty());
        assert_eq!(k.feed(&e[1..]), vec![Msg::Char('é')]);
    }

    #[test]
    fn mouse_presses_are_clicks_from_zero() {
        assert_eq!(all(b"\x1b[<0;10;5M"), vec![Msg::Click { x: 9, y: 4 }]);
        assert_eq!(all(b"\x1b[<0;10;5m"), vec![]);
        assert_eq!(all(b"\x1b[<64;1;1M\x1b[<65;1;1M"), vec![Msg::WheelUp, Msg::WheelDown]);
    }

    #[test]
    fn a_motion_with_the_left_button_held_is_a_drag_and_other_buttons_nothing() {
        let press_drag_release = b"\x1b[<0;10;5M\x1b[<32;12;6M\x1b[<32;15;6M\x1b[<0;15;6m";
        assert_eq!(
            all(press_drag_release),
            vec![Msg::Click { x: 9, y: 4 }, Msg::Drag { x: 11, y: 5 }, Msg::Drag { x: 14, y: 5 }]
        );
        // The right or middle button, held or pressed, and a motion with none held.
        assert_eq!(all(b"\x1b[<2;3;3M\x1b[<34;4;4M\x1b[<1;3;3M\x1b[<35;4;4M"), vec![]);
    }

    #[test]
    fn garbage_is_dropped_and_holds_nothing_long() {
        let mut k = Keys::new();
        let junk: Vec<u8> = (0..=255u8).cycle().take(4096).collect();
        let _ = k.feed(&junk);
        assert!(k.held.len() <= HELD);
        let mut long = b"\x1b[".to_vec();
        long.extend(std::iter::repeat_n(b'1', 100));
        let out = k.feed(&long);
        assert!(out.iter().all(|m| matches!(m, Msg::Char(_))), "{out:?}");
        assert!(k.held.len() <= HELD);
        assert_eq!(k.feed(b"x"), vec![Msg::Char('x')]);
    }
}
