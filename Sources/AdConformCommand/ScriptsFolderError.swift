/// Why `--scripts` refused a folder or could not write a script into it; the message
/// quotes the path, says what is there and how to go on.
public enum ScriptsFolderError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The path names something that is not a folder: `kind` says what, such as "a file".
  case notAFolder(String, kind: String)
  /// The folder was missing and could not be made; `reason` says why.
  case cannotMake(String, reason: String)
  /// A script, or any script in the folder, could not be written at the path; `reason`
  /// says why.
  case cannotWrite(String, reason: String)

  /// The exit status the error ends the command with: 2 for a refused path (a usage
  /// error), 1 for a folder or file that could not be written.
  public var exitCode: ExitCode {
    if case .notAFolder = self { return .usage }
    return .violations
  }

  /// The message, without the `adconform: error:` prefix.
  public var description: String {
    switch self {
    case .notAFolder(let path, let kind):
      "expected --scripts to name a folder, but '\(path)' is \(kind); "
        + "name a folder (a missing one is made), such as '\(OutputFile.join(OutputFile.folder(of: path), "adconform-scripts"))'."
    case .cannotMake(let path, let reason):
      "expected to make the folder '\(path)' for --scripts, but \(reason); nothing was written. "
        + "Check that its parent folder exists and is writable."
    case .cannotWrite(let path, let reason):
      "expected to write scripts to '\(path)', but \(reason). "
        + "Check that the folder is writable and that the disk has room."
    }
  }
}
