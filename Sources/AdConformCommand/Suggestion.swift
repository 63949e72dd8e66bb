/// The "did you mean" of an error message: the known name closest to a mistyped one.
enum Suggestion {
  /// The candidate nearest to `text` by edit distance, when it is near enough to be a
  /// likely typo (at most a third of its length away, and never more than 8 edits).
  static func closest(to text: String, among candidates: [String]) -> String? {
    let scored = candidates.map { (candidate: $0, distance: editDistance($0, text)) }
    guard let best = scored.min(by: { $0.distance < $1.distance }) else { return nil }
    let limit = min(8, max(2, best.candidate.count / 3))
    return best.distance <= limit ? best.candidate : nil
  }

  /// The number of single-character insertions, deletions and substitutions that turn
  /// `a` into `b` (Levenshtein distance).
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    guard !a.isEmpty else { return b.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in stride(from: 1, through: b.count, by: 1) {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
