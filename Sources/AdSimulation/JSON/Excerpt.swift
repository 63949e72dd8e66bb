/// Text as an error message quotes it: short, and with nothing invisible left unseen.
///
/// A message quotes what it found, and what it found may be a megabyte long or hold a
/// zero-width space. An excerpt keeps the first 40 Unicode scalars and ends with "…" when
/// there were more; control characters, format characters (such as U+200B, the
/// zero-width space), separators other than the plain space, private-use and unassigned
/// code points are written as Swift escapes (`\n`, `\t`, `\u{200B}`, `\u{7F}`).
package enum Excerpt {
  /// The most Unicode scalars an excerpt keeps.
  package static let limit = 40

  /// The text with invisible characters escaped, cut to `limit` scalars with "…".
  ///
  /// - Parameter quote: A character to escape with a backslash, such as `"`, when the
  ///   excerpt goes between those quotes.
  package static func escaped(_ text: some StringProtocol, limit: Int = limit, quote: Unicode.Scalar? = nil) -> String {
    var result = ""
    var count = 0
    for scalar in text.unicodeScalars {
      if count == limit {
        result += "…"
        return result
      }
      count += 1
      if let quote, scalar == quote || scalar == "\\" {
        result.unicodeScalars.append("\\")
        result.unicodeScalars.append(scalar)
      } else {
        result += escaped(scalar)
      }
    }
    return result
  }

  /// The text between double quotes, escaped and cut as ``escaped(_:limit:quote:)`` does.
  package static func quoted(_ text: some StringProtocol, limit: Int = limit) -> String {
    "\"" + escaped(text, limit: limit, quote: "\"") + "\""
  }

  /// One scalar as an excerpt shows it: itself, or an escape when it cannot be seen.
  package static func escaped(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    case " ": return " "
    default: break
    }
    switch scalar.properties.generalCategory {
    case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .privateUse,
      .surrogate, .unassigned:
      return "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    default:
      return String(scalar)
    }
  }
}
