//! Names that look alike. A player's name at the server is his SSH user name, and
//! another player's could be made to look the same (a Cyrillic `а` for a Latin `a`,
//! a no-break space after it) to pass for him in the lobby and in the chat. A name is
//! refused when its confusable skeleton (Unicode's, UTS #39) is that of a name
//! connected or seated, unless it is that very name (its holder coming back).

use unicode_security::skeleton;

/// What a name is compared by: its skeleton, with the spaces and the invisible
/// characters taken out (a space more or less does not tell two names apart on a
/// screen).
fn bones(name: &str) -> String {
    skeleton(name).filter(|c| !c.is_whitespace() && !ignorable(*c)).collect()
}

/// Unicode's default-ignorable code points: drawn as nothing.
fn ignorable(c: char) -> bool {
    matches!(c,
        '\u{ad}' | '\u{34f}' | '\u{61c}' | '\u{115f}' | '\u{1160}' | '\u{17b4}' | '\u{17b5}'
        | '\u{180b}'..='\u{180f}' | '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}'
        | '\u{2060}'..='\u{206f}' | '\u{3164}' | '\u{fe00}'..='\u{fe0f}' | '\u{feff}' | '\u{ffa0}'
        | '\u{1bca0}'..='\u{1bca3}' | '\u{1d173}'..='\u{1d17a}' | '\u{e0000}'..='\u{e0fff}')
}

/// Whether `a` and `b` look alike: the same skeleton as written, or once both are
/// in lower case (so that `ANN` and `аnn` clash, as `Ian` and `lan` do).
pub fn alike(a: &str, b: &str) -> bool {
    bones(a) == bones(b) || bones(&a.to_lowercase()) == bones(&b.to_lowercase())
}

/// Why the name `name` is refused beside the names `taken` (connected or seated),
/// if it is: it looks like one of them without being it (ignoring case, as a seat
/// is found by its name).
pub fn clash<'a>(name: &str, taken: impl IntoIterator<Item = &'a str>) -> Option<String> {
    if name.trim() != name {
        return Some("your user name begins or ends with a space".into());
    }
    let other = taken.into_iter().find(|t| !t.eq_ignore_ascii_case(name) && alike(name, t))?;
    Some(format!(
        "your user name {} looks like {}'s, who plays here: choose a name that looks like nobody else's",
        crate::text::safe(name),
        crate::text::safe(other)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_that_look_alike_are_refused_and_the_same_name_is_not() {
        let here = ["ann", "Bas"];
        // A Cyrillic а (U+0430) for the Latin a.
        assert!(clash("\u{430}nn", here).is_some_and(|w| w.contains("looks like ann's")));
        // A no-break space after the name, or inside it.
        assert!(clash("ann\u{a0}", here).is_some());
        assert!(clash("an\u{a0}n", here).is_some());
        // Soft hyphens and the like are drawn as nothing.
        assert!(clash("a\u{ad}nn", here).is_some());
        // Case, and letters told apart only by case: ANN with a Cyrillic А.
        assert!(clash("\u{410}NN", here).is_some());
        assert!(clash("8as", here).is_none());
        assert!(clash("Ba5", here).is_none());
        assert!(clash("rn", ["m"]).is_some());
        assert!(clash("Ian", ["lan"]).is_some());
        // The very name (ignoring case) is its holder's, coming back.
        assert!(clash("ann", here).is_none());
        assert!(clash("ANN", here).is_none());
        assert!(clash("Cor", here).is_none());
        assert!(clash(" ann", here).is_some_and(|w| w.contains("space")));
    }
}
