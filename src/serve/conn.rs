//! One SSH connection: who signs in (the user name is the player's name), the
//! terminal he asks for, and his bytes passed to the hall; the hall's bytes written
//! back by a task of his own, so that a slow client waits alone.

use super::hall::Event;
use super::screen::{Held, Out, Painter, LEAVE};
use super::{log, Access};
use russh::server::{Auth, Handle, Msg, Session};
use russh::{Channel, ChannelId, MethodKind, MethodSet};
use std::sync::mpsc::Sender;
use std::sync::Arc;

/// Makes a handler for each connection.
pub struct Server {
    pub tx: Sender<Event>,
    pub access: Arc<Access>,
    pub next: u64,
}

impl russh::server::Server for Server {
    type Handler = Handler;

    fn new_client(&mut self, peer: Option<std::net::SocketAddr>) -> Handler {
        self.next += 1;
        let id = self.next;
        log(&format!("connection {id} from {}", peer.map_or_else(|| "?".into(), |p| p.to_string())));
        Handler {
            id,
            tx: self.tx.clone(),
            access: self.access.clone(),
            name: None,
            key: None,
            size: None,
            opened: false,
        }
    }
}

/// What is known of one connection.
pub struct Handler {
    id: u64,
    tx: Sender<Event>,
    access: Arc<Access>,
    name: Option<String>,
    /// The fingerprint of the key he signed in with.
    key: Option<String>,
    /// His terminal's size, once he asked for one.
    size: Option<(u32, u32)>,
    /// Whether the hall knows him.
    opened: bool,
}

fn methods(m: &[MethodKind]) -> Auth {
    Auth::Reject { proceed_with_methods: Some(MethodSet::from(m)), partial_success: false }
}

/// Two strings compared in a time that does not tell where they differ.
pub(super) fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let mut diff = a.len() ^ b.len();
    for i in 0..a.len().max(b.len()) {
        diff |= usize::from(a.get(i).copied().unwrap_or(0) ^ b.get(i).copied().unwrap_or(0));
    }
    diff == 0
}

impl Handler {
    fn fingerprint(k: &russh::keys::PublicKey) -> String {
        k.fingerprint(russh::keys::HashAlg::Sha256).to_string()
    }

    fn let_in(&self, k: &russh::keys::PublicKey) -> bool {
        match &*self.access {
            Access::Open => true,
            Access::Password(_) => false,
            Access::Keys(list) => list.iter().any(|l| l.key_data() == k.key_data()),
        }
    }
}

impl russh::server::Handler for Handler {
    type Error = russh::Error;

    async fn auth_none(&mut self, user: &str) -> Result<Auth, Self::Error> {
        self.name = Some(user.to_string());
        Ok(match &*self.access {
            // A key if he has one (his seat is then bound to it), else nothing asked.
            Access::Open => methods(&[MethodKind::PublicKey, MethodKind::KeyboardInteractive]),
            Access::Password(_) => methods(&[MethodKind::Password]),
            Access::Keys(_) => methods(&[MethodKind::PublicKey]),
        })
    }

    async fn auth_password(&mut self, user: &str, password: &str) -> Result<Auth, Self::Error> {
        self.name = Some(user.to_string());
        match &*self.access {
            Access::Password(p) if same(p, password) => Ok(Auth::Accept),
            _ => {
                log(&format!("connection {}: a wrong password", self.id));
                Ok(Auth::reject())
            }
        }
    }

    async fn auth_publickey_offered(
        &mut self,
        _user: &str,
        offer: russh::server::PublicKeyOffer<'_>,
    ) -> Result<Auth, Self::Error> {
        Ok(if self.let_in(offer.public_key) { Auth::Accept } else { Auth::reject() })
    }

    async fn auth_publickey(
        &mut self,
        user: &str,
        key: russh::server::VerifiedPublicKey<'_>,
    ) -> Result<Auth, Self::Error> {
        if !self.let_in(key.public_key) {
            return Ok(Auth::reject());
        }
        self.name = Some(user.to_string());
        self.key = Some(Handler::fingerprint(key.public_key));
        Ok(Auth::Accept)
    }

    async fn auth_keyboard_interactive<'a>(
        &'a mut self,
        user: &str,
        _submethods: &str,
        _response: Option<russh::server::Response<'a>>,
    ) -> Result<Auth, Self::Error> {
        self.name = Some(user.to_string());
        Ok(if matches!(*self.access, Access::Open) { Auth::Accept } else { Auth::reject() })
    }

    async fn channel_open_session(
        &mut self,
        _channel: Channel<Msg>,
        reply: russh::server::ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        // One terminal a connection.
        if self.opened {
            reply.reject(russh::ChannelOpenFailure::AdministrativelyProhibited).await;
        } else {
            reply.accept().await;
        }
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    async fn pty_request(
        &mut self,
        channel: ChannelId,
        _term: &str,
        w: u32,
        h: u32,
        _pw: u32,
        _ph: u32,
        _modes: &[(russh::Pty, u32)],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.size = Some((w, h));
        session.channel_success(channel)?;
        Ok(())
    }

    async fn shell_request(&mut self, channel: ChannelId, session: &mut Session) -> Result<(), Self::Error> {
        session.channel_success(channel)?;
        let (out_tx, out_rx) = super::screen::outbox(self.id);
        tokio::spawn(write(session.handle(), channel, out_rx, out_tx.held.clone()));
        let Some(size) = self.size else {
            let _ = out_tx.send(Out::Close(
                "nos serve draws the table in a terminal: connect with ssh -t (and no command)\r\n".into(),
            ));
            return Ok(());
        };
        let name = self.name.clone().unwrap_or_default();
        self.opened = true;
        let _ = self.tx.send(Event::Open { id: self.id, name, key: self.key.clone(), size, out: out_tx });
        Ok(())
    }

    async fn exec_request(
        &mut self,
        channel: ChannelId,
        _data: &[u8],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_success(channel)?;
        let (out_tx, out_rx) = super::screen::outbox(self.id);
        tokio::spawn(write(session.handle(), channel, out_rx, out_tx.held.clone()));
        let _ = out_tx.send(Out::Close("nos serve runs no commands: connect with ssh -t and no command\r\n".into()));
        Ok(())
    }

    async fn data(&mut self, _channel: ChannelId, data: &[u8], _session: &mut Session) -> Result<(), Self::Error> {
        if self.opened {
            let _ = self.tx.send(Event::Data { id: self.id, bytes: data.to_vec() });
        }
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    async fn window_change_request(
        &mut self,
        _channel: ChannelId,
        w: u32,
        h: u32,
        _pw: u32,
        _ph: u32,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.size = Some((w, h));
        if self.opened {
            let _ = self.tx.send(Event::Size { id: self.id, w, h });
        }
        Ok(())
    }

    async fn channel_close(&mut self, _channel: ChannelId, _session: &mut Session) -> Result<(), Self::Error> {
        self.closed();
        Ok(())
    }

    async fn channel_eof(&mut self, _channel: ChannelId, _session: &mut Session) -> Result<(), Self::Error> {
        self.closed();
        Ok(())
    }
}

impl Handler {
    fn closed(&mut self) {
        if std::mem::take(&mut self.opened) {
            let _ = self.tx.send(Event::Close { id: self.id });
        }
    }
}

impl Drop for Handler {
    fn drop(&mut self) {
        self.closed();
    }
}

/// Writes the hall's bytes and frames to the channel, each frame as the cells that
/// changed since the last one sent ([`Painter`]: made here, beside the games'
/// thread); on the last words, closes it. SSH takes a frame once the client has room
/// for it: a client that does not read holds this task alone, and the frames drawn
/// for it meanwhile are passed over for the newest ([`Held::take`]).
async fn write(handle: Handle, channel: ChannelId, mut rx: tokio::sync::mpsc::UnboundedReceiver<Out>, held: Arc<Held>) {
    let mut painter = Painter::default();
    while let Some(out) = rx.recv().await {
        match out {
            Out::Data(bytes) => {
                if handle.data(channel, bytes).await.is_err() {
                    return;
                }
            }
            Out::Frame => {
                let (frame, skipped) = held.take();
                if let Some(n) = skipped {
                    log(&format!(
                        "connection {} reads again after {n} frames passed over: it is sent what changed since its last",
                        held.id
                    ));
                }
                let bytes = frame.map(|f| painter.paint(f)).unwrap_or_default();
                if let Some(b) = painter.spent() {
                    held.reuse(b);
                }
                if !bytes.is_empty() && handle.data(channel, bytes).await.is_err() {
                    return;
                }
            }
            Out::Close(words) => {
                let bytes = last_words(&words);
                let _ = handle.data(channel, bytes).await;
                let _ = handle.exit_status_request(channel, 0).await;
                let _ = handle.eof(channel).await;
                let _ = handle.close(channel).await;
                return;
            }
        }
    }
}

/// The terminal put back as it was, then `words` on lines of their own: held to the
/// rule for text, each line ended as a terminal in raw mode needs (CR LF).
fn last_words(words: &str) -> Vec<u8> {
    let mut bytes = LEAVE.to_vec();
    // The line ends are ours to write: a CR of the words' own would be escaped.
    let text = crate::text::safe_lines(&words.replace('\r', ""));
    bytes.extend_from_slice(text.replace('\n', "\r\n").as_bytes());
    bytes
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_last_words_end_their_lines_with_cr_lf_and_escape_no_line_end() {
        let b = super::last_words("nos: the server is stopping\r\nbye\n\x1b[2J");
        let text = String::from_utf8(b[super::LEAVE.len()..].to_vec()).unwrap();
        assert!(text.starts_with("nos: the server is stopping\r\nbye\r\n"), "{text:?}");
        assert!(!text.contains("u{d}") && !text.contains('\x1b'), "{text:?}");
    }
}
