/// Why a JSON script could not be loaded, with the file and the place in it.
extension Script {
  /// An error loading a JSON script; its message names the file, the place and what was expected.
  public enum LoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be read at all.
    case unreadable(file: String, reason: String)
    /// The text is not valid JSON at the line and column.
    case syntax(file: String, line: Int, column: Int, expected: String, found: String)
    /// The JSON is well formed, but a value at the path is not what a script allows.
    case invalid(
      file: String, line: Int, column: Int, path: String, expected: String, found: String)

    /// The message, in the form `file:line:column: path: expected …, but found ….`
    public var description: String {
      switch self {
      case .unreadable(let file, let reason):
        "\(file): cannot read the script: \(reason)."
      case .syntax(let file, let line, let column, let expected, let found):
        "\(file):\(line):\(column): not valid JSON: expected \(expected), but found \(found)."
      case .invalid(let file, let line, let column, let path, let expected, let found):
        "\(file):\(line):\(column): \(path): expected \(expected), but found \(found)."
      }
    }
  }
}
