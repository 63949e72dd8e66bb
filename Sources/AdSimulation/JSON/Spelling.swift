/// The "did you mean" of an error message: the known name nearest to a mistyped one.
package enum Spelling {
  /// The candidate nearest to `text` by edit distance, when it is near enough to be a
  /// likely typo: at most a third of its length away, at least 2 and never more than 8 edits.
  package static func nearest(to text: String, among candidates: some Sequence<String>) -> String? {
    let length = text.unicodeScalars.count
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let limit = allowance(for: candidate)
      // The distance is at least the difference in length, so a far longer text (a
      // megabyte-long name) is ruled out without comparing it.
      guard abs(candidate.unicodeScalars.count - length) <= limit else { continue }
      let distance = editDistance(candidate, text)
      if distance <= limit, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// How many edits still count as a typo of `candidate`.
  static func allowance(for candidate: String) -> Int {
    min(8, max(2, candidate.unicodeScalars.count / 3))
  }

  /// The number of single-scalar insertions, deletions and substitutions that turn `a`
  /// into `b` (Levenshtein distance).
  package static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    guard !a.isEmpty else { return b.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
