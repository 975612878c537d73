//! A seat belongs to a person, not to a name: it is bound to the public key he took
//! it with, or, for a player without one (a password, or nothing asked on the
//! loopback), to a short seat code the server shows him when he sits down and asks
//! for when he comes back. The code is never written to the log.

use super::table::Holder;

/// The characters of a seat code: letters and digits not mistaken for each other.
const ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
/// The length of a seat code.
pub const LEN: usize = 5;
/// Wrong codes a connection may give before it is closed.
pub const TRIES: u32 = 5;

/// A new seat code, from the system's randomness.
pub fn new_code() -> String {
    let mut bytes = [0u8; LEN];
    if super::hostkey::random(&mut bytes).is_err() {
        // No randomness: the clock's nanoseconds, better than a fixed code.
        let t = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
        bytes = (t.as_nanos() as u64).to_le_bytes()[..LEN].try_into().unwrap_or_default();
    }
    bytes.iter().map(|b| ALPHABET[usize::from(*b) % ALPHABET.len()] as char).collect()
}

/// The holder of a seat taken now by `name` at connection `at`: bound to his key if he
/// signed in with one, else to a new seat code.
pub fn person(name: &str, key: Option<&String>, at: u64) -> Holder {
    let code = key.is_none().then(new_code);
    Holder::Person { name: name.to_string(), key: key.cloned(), code, at: Some(at) }
}

/// Whether a player may come back to the seat he holds.
#[derive(Debug, PartialEq, Eq)]
pub enum Back {
    Yes,
    /// The seat code is asked for.
    Code,
    /// Not with this key, or not with this code: why.
    No(String),
}

/// Whether the player signed in with `key` (if any), having typed `typed` (if asked),
/// may come back to the seat `h`.
pub fn come_back(h: &Holder, key: Option<&String>, typed: Option<&str>) -> Back {
    let Holder::Person { key: bound, code, .. } = h else { return Back::No("that seat is not yours".into()) };
    if let Some(k) = bound {
        return if Some(k) == key {
            Back::Yes
        } else {
            Back::No("That seat was taken with another key: connect with it".into())
        };
    }
    match (code, typed) {
        (None, _) => Back::Yes,
        (Some(_), None) => Back::Code,
        (Some(c), Some(t)) if super::conn::same(c, t.trim()) => Back::Yes,
        (Some(_), Some(_)) => {
            Back::No("That is not the code of your seat: the seat stays yours; type its code again".into())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_is_bound_to_its_key_or_else_to_its_code() {
        let k = "SHA256:abc".to_string();
        let with_key = person("Ann", Some(&k), 1);
        assert_eq!(come_back(&with_key, Some(&k), None), Back::Yes);
        assert!(matches!(come_back(&with_key, None, None), Back::No(_)));
        assert!(matches!(come_back(&with_key, Some(&"SHA256:x".into()), Some("x")), Back::No(_)));
        let without = person("Bas", None, 2);
        let Holder::Person { code: Some(code), .. } = &without else { panic!("a code") };
        assert_eq!(code.len(), LEN);
        assert!(code.bytes().all(|b| ALPHABET.contains(&b)));
        assert_eq!(come_back(&without, None, None), Back::Code);
        assert_eq!(come_back(&without, Some(&k), None), Back::Code);
        assert_eq!(come_back(&without, None, Some(code)), Back::Yes);
        let wrong = if code == "aaaaa" { "bbbbb" } else { "aaaaa" };
        assert!(matches!(come_back(&without, None, Some(wrong)), Back::No(w) if w.contains("stays yours")));
        // Two codes are not the same code (the randomness is the system's).
        assert_ne!(new_code(), new_code());
    }
}
