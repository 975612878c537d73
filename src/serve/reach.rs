//! What the server tells players to type to join it. A server listening on every
//! address (`--listen 0.0.0.0` or `::`) is reached by none of them as written: it
//! names the machine (its host name) and its own addresses instead.

use std::net::IpAddr;

/// The line of the log that tells players how to join a server listening on
/// `listen` at `port`; `host` is the machine's name, `addrs` its addresses.
pub fn join_line(listen: IpAddr, port: u16, host: Option<&str>, addrs: &[IpAddr]) -> String {
    let ssh = |at: &str| format!("ssh -p {port} NAME@{at}");
    if !listen.is_unspecified() {
        return format!("players join with: {}", ssh(&listen.to_string()));
    }
    // Listening on IPv4's "any" takes IPv4 only; IPv6's takes both, on most systems.
    let shown: Vec<String> = addrs
        .iter()
        .filter(|a| !a.is_loopback() && !a.is_unspecified() && (listen.is_ipv6() || a.is_ipv4()))
        .map(ToString::to_string)
        .collect();
    match (host.map(crate::text::safe).filter(|h| !h.is_empty()), shown.is_empty()) {
        (Some(h), true) => format!("players join with: {}", ssh(&h)),
        (Some(h), false) => {
            format!("players join with: {} (or at this machine's address: {})", ssh(&h), shown.join(", "))
        }
        (None, false) => {
            format!("players join with: {} (this machine's addresses: {})", ssh(&shown[0]), shown.join(", "))
        }
        (None, true) => format!("players join with: {} (the address by which they reach this machine)", ssh("HOST")),
    }
}

/// The machine's host name, if it has one.
pub fn host_name() -> Option<String> {
    #[cfg(unix)]
    {
        let mut buf = [0u8; 256];
        // SAFETY: the buffer is as long as said; gethostname ends the name with a NUL
        // when it fits, and the last byte is left 0 in any case.
        let r = unsafe { libc::gethostname(buf.as_mut_ptr().cast(), buf.len() - 1) };
        if r != 0 {
            return None;
        }
        let end = buf.iter().position(|b| *b == 0).unwrap_or(buf.len());
        let name = String::from_utf8_lossy(&buf[..end]).trim().to_string();
        (!name.is_empty() && name != "localhost").then_some(name)
    }
    #[cfg(not(unix))]
    {
        std::env::var("COMPUTERNAME").ok().filter(|n| !n.is_empty())
    }
}

/// The machine's own addresses (of its interfaces that are up).
pub fn addresses() -> Vec<IpAddr> {
    let Ok(ifs) = if_addrs::get_if_addrs() else { return Vec::new() };
    let mut out: Vec<IpAddr> = ifs.iter().filter(|i| !i.is_loopback()).map(if_addrs::Interface::ip).collect();
    out.dedup();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_server_on_every_address_names_the_machine_and_its_addresses_never_the_any_address() {
        let any: IpAddr = "0.0.0.0".parse().unwrap();
        let lan: IpAddr = "192.168.1.5".parse().unwrap();
        let v6: IpAddr = "2001:db8::5".parse().unwrap();
        let lo: IpAddr = "127.0.0.1".parse().unwrap();
        let l = join_line(any, 2222, Some("club"), &[lo, lan, v6]);
        assert_eq!(l, "players join with: ssh -p 2222 NAME@club (or at this machine's address: 192.168.1.5)");
        let l = join_line("::".parse().unwrap(), 22, None, &[lan, v6]);
        assert_eq!(
            l,
            "players join with: ssh -p 22 NAME@192.168.1.5 (this machine's addresses: 192.168.1.5, 2001:db8::5)"
        );
        let l = join_line(any, 2222, None, &[lo]);
        assert!(l.contains("NAME@HOST") && !l.contains("0.0.0.0"), "{l}");
        assert_eq!(join_line(lo, 2222, Some("club"), &[lan]), "players join with: ssh -p 2222 NAME@127.0.0.1");
        assert_eq!(join_line(lan, 2222, Some("club"), &[]), "players join with: ssh -p 2222 NAME@192.168.1.5");
    }
}
