import AdSimulation

/// The "did you mean" of the command's error messages: the known name closest to a
/// mistyped one, by the same measure the script and baseline reader uses (`Spelling`).
enum Suggestion {
  /// The candidate nearest to `text` by edit distance, when it is near enough to be a
  /// likely typo (at most a third of its length away, at least 2 and never more than 8 edits).
  static func closest(to text: String, among candidates: [String]) -> String? {
    Spelling.nearest(to: text, among: candidates)
  }

  /// The number of single-character insertions, deletions and substitutions that turn
  /// `a` into `b` (Levenshtein distance).
  static func editDistance(_ a: String, _ b: String) -> Int {
    Spelling.editDistance(a, b)
  }
}
