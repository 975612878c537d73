//! Text fitted to the columns it has: widths as the terminal counts them, a cut marked
//! with an ellipsis, and names shortened so that the seats stay told apart.

use ratatui::text::Span;

/// The columns a text takes on screen.
pub fn width(s: &str) -> usize {
    Span::raw(s).width()
}

/// The longest start of `s` that takes at most `w` columns.
fn head(s: &str, w: usize) -> &str {
    let mut used = 0;
    for (i, c) in s.char_indices() {
        used += width(c.encode_utf8(&mut [0; 4]));
        if used > w {
            return &s[..i];
        }
    }
    s
}

/// The longest end of `s` that takes at most `w` columns.
fn tail(s: &str, w: usize) -> &str {
    let mut used = 0;
    for (i, c) in s.char_indices().rev() {
        used += width(c.encode_utf8(&mut [0; 4]));
        if used > w {
            return &s[i + c.len_utf8()..];
        }
    }
    s
}

/// At most `w` columns of `s`, an ellipsis marking a cut.
pub fn cut(s: &str, w: usize) -> String {
    if width(s) <= w {
        return s.to_string();
    }
    if w == 0 {
        return String::new();
    }
    format!("{}…", head(s, w - 1).trim_end())
}

/// `s` padded with spaces to `w` columns (cut first if it is wider).
pub fn pad(s: &str, w: usize) -> String {
    let s = cut(s, w);
    let n = w.saturating_sub(width(&s));
    format!("{s}{}", " ".repeat(n))
}

/// The names, each in at most `w` columns, still telling the seats apart: a name that
/// does not fit keeps its start ("Annemarie…"); names that would then look alike keep
/// their start and their end ("Jan…Berg", "Jan…Dijk").
pub fn names(all: &[String], w: usize) -> Vec<String> {
    let mut out: Vec<String> = all.iter().map(|n| cut(n, w)).collect();
    if w < 3 {
        return out;
    }
    let both = |n: &str, keep: usize| format!("{}…{}", head(n, keep).trim_end(), tail(n, w - 1 - keep).trim_start());
    // Cut between words where it can: "Cornelia…der Wal" rather than "Corneli…der Wal".
    let whole = |n: &str, keep: usize| {
        let (h, t) = (head(n, keep), tail(n, w - 1 - keep));
        let at_end = n[h.len()..].starts_with(' ') || h.ends_with(' ');
        let at_start = n[..n.len() - t.len()].ends_with(' ') || t.starts_with(' ');
        at_end as usize + at_start as usize
    };
    for i in 0..all.len() {
        let group: Vec<usize> = (0..all.len()).filter(|&j| out[j] == out[i] && out[j] != all[j]).collect();
        if group.len() < 2 {
            continue;
        }
        // The splits to try: between words first, then the most even (the end of a
        // name often tells it apart), then the longer start.
        let words = |k: usize| group.iter().map(|&j| whole(&all[j], k)).sum::<usize>();
        let mut keeps: Vec<usize> = (1..w - 1).collect();
        keeps.sort_by_key(|&k| (usize::MAX - words(k), k.abs_diff((w - 1) / 2), usize::MAX - k));
        for &keep in &keeps {
            let tried: Vec<String> = group.iter().map(|&j| both(&all[j], keep)).collect();
            let apart = tried.iter().enumerate().all(|(a, s)| tried.iter().skip(a + 1).all(|t| t != s));
            let clear = tried.iter().all(|s| out.iter().enumerate().all(|(j, o)| group.contains(&j) || o != s));
            if apart && clear {
                for (&j, s) in group.iter().zip(tried) {
                    out[j] = s;
                }
                break;
            }
        }
    }
    out
}

/// The widest of the texts, in columns.
pub fn widest<S: AsRef<str>>(all: &[S]) -> usize {
    all.iter().map(|s| width(s.as_ref())).max().unwrap_or(0)
}

/// Breaks a text into lines of at most `w` columns, at spaces where it can and inside
/// a word longer than a line. The text's leading spaces stay on its first line.
pub fn wrap(text: &str, w: usize) -> Vec<String> {
    let w = w.max(1);
    let body = text.trim_start_matches(' ');
    let mut out = Vec::new();
    let mut cur = text[..text.len() - body.len()].to_string();
    let mut fresh = true;
    for word in body.split(' ') {
        let mut word = word;
        if !fresh {
            if width(&cur) + 1 + width(word) > w {
                out.push(std::mem::take(&mut cur));
            } else {
                cur.push(' ');
            }
        }
        fresh = false;
        while width(&cur) + width(word) > w && width(word) > 0 {
            let mut h = head(word, w.saturating_sub(width(&cur)));
            if h.is_empty() && !cur.is_empty() {
                out.push(std::mem::take(&mut cur));
                continue;
            }
            if h.is_empty() {
                // A character wider than the whole line: it goes alone.
                h = &word[..word.chars().next().map_or(0, char::len_utf8)];
            }
            cur.push_str(h);
            out.push(std::mem::take(&mut cur));
            word = &word[h.len()..];
        }
        cur.push_str(word);
    }
    if !cur.is_empty() || out.is_empty() {
        out.push(cur);
    }
    out
}

/// A text broken into lines of `w` columns, the lines after the first indented by
/// `indent` spaces.
pub fn hang(text: &str, w: usize, indent: usize) -> Vec<String> {
    let mut lines = wrap(text, w).into_iter();
    let first = lines.next().unwrap_or_default();
    let rest: Vec<String> = lines.collect();
    let mut out = vec![first];
    if !rest.is_empty() {
        let pad = " ".repeat(indent);
        out.extend(wrap(&rest.join(" "), w.saturating_sub(indent).max(8)).into_iter().map(|l| format!("{pad}{l}")));
    }
    out
}

/// Stands for a space inside a name while a text is broken into lines.
const KEEP: char = '\u{E000}';

/// As `hang`, never breaking inside one of `names` that fits on a line.
pub fn hang_names(text: &str, w: usize, indent: usize, names: &[String]) -> Vec<String> {
    let mut t = text.to_string();
    for n in names.iter().filter(|n| n.contains(' ') && width(n) <= w.saturating_sub(indent)) {
        t = t.replace(n.as_str(), &n.replace(' ', &KEEP.to_string()));
    }
    hang(&t, w, indent).into_iter().map(|l| l.replace(KEEP, " ")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(s: &[&str]) -> Vec<String> {
        s.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn a_name_that_fits_is_left_whole() {
        assert_eq!(names(&v(&["Ann", "Bas"]), 8), v(&["Ann", "Bas"]));
        assert_eq!(cut("Ann", 3), "Ann");
        assert_eq!(pad("Ann", 5), "Ann  ");
    }

    #[test]
    fn a_long_name_keeps_its_start() {
        assert_eq!(names(&v(&["Annemarie Vandenberg", "Bas"]), 11), v(&["Annemarie…", "Bas"]));
    }

    #[test]
    fn names_cut_alike_keep_their_ends_too() {
        let all = v(&["Jan van den Berg", "Jan van den Dijk", "Jan"]);
        let short = names(&all, 10);
        assert!(short.iter().all(|s| width(s) <= 10), "{short:?}");
        assert_ne!(short[0], short[1], "{short:?}");
        assert_eq!(short[..2], v(&["Jan…Berg", "Jan…Dijk"]));
        let all = v(&["Cornelia van der Wal", "Cornelia van der Ven"]);
        assert_eq!(names(&all, 16), v(&["Cornelia…der Wal", "Cornelia…der Ven"]));
        assert_eq!(short[2], "Jan");
    }

    #[test]
    fn wide_characters_count_twice() {
        assert_eq!(width("名前"), 4);
        assert_eq!(cut("名前です", 5), "名前…");
        assert_eq!(pad("名", 3), "名 ");
    }

    #[test]
    fn wrapping_breaks_at_spaces_and_inside_long_words() {
        assert_eq!(wrap("the session is kept", 11), v(&["the session", "is kept"]));
        assert_eq!(wrap("/a/very/long/path x", 8), v(&["/a/very/", "long/pat", "h x"]));
        assert_eq!(wrap("  Ann  count  22", 40), v(&["  Ann  count  22"]));
        assert_eq!(wrap("  Ann receives", 8), v(&["  Ann", "receives"]));
        assert_eq!(wrap("名前", 1), v(&["名", "前"]));
        assert_eq!(hang("Ann receives 6 each from Bas", 12, 2), v(&["Ann receives", "  6 each", "  from Bas"]));
        let names = v(&["Cornelia van der Wal"]);
        assert_eq!(
            hang_names("Ann receives 6 from Cornelia van der Wal: nos", 30, 2, &names),
            v(&["Ann receives 6 from", "  Cornelia van der Wal: nos"])
        );
    }
}
