//! Rule options: the alternatives the rulings allow, each off by default.

/// The rule options of a session. The defaults follow the binding rulings.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Hash)]
pub struct Options {
    /// The seat on set counts for a declaration only the doubles it holds after the
    /// set, not its dealt hand.
    pub declare_after_set: bool,
    /// A close made with one's last tile when one other seat is left is judged like
    /// any other close instead of being always correct.
    pub check_two_left_close: bool,
    /// An "I wait" turn does not break the chain for the payment for a double on the
    /// predecessor's tile.
    pub wait_keeps_chain: bool,
    /// Strict club mode: the offences the program sees are committed and charged
    /// instead of refused (rulings §4's strict column, #43, #44).
    pub strict: bool,
}

impl Options {
    /// The option names, as written in records.
    pub const NAMES: [&'static str; 4] = ["declare_after_set", "check_two_left_close", "wait_keeps_chain", "strict"];

    /// Sets the option of this name.
    ///
    /// # Errors
    /// The name is not an option.
    pub fn set(&mut self, name: &str, on: bool) -> Result<(), String> {
        match name {
            "declare_after_set" => self.declare_after_set = on,
            "check_two_left_close" => self.check_two_left_close = on,
            "wait_keeps_chain" => self.wait_keeps_chain = on,
            "strict" => self.strict = on,
            _ => return Err(format!("unknown option {name:?}: the options are {}", Self::NAMES.join(", "))),
        }
        Ok(())
    }

    /// The options that are on, by name.
    pub fn on(&self) -> Vec<&'static str> {
        let flags = [self.declare_after_set, self.check_two_left_close, self.wait_keeps_chain, self.strict];
        Self::NAMES.iter().zip(flags).filter(|(_, f)| *f).map(|(n, _)| *n).collect()
    }
}
