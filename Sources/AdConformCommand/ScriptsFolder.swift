import AdContracts
import Foundation

/// The folder `--scripts` names: each finding's shrunk script is written there as
/// `SUBJECT.RULE.json`, a file `adconform play` reads and a team can keep as a regression.
///
/// A missing folder is made (with its parents) before the exploration runs, so a bad path
/// fails at once. Each script replaces any file of the same name, in one step.
struct ScriptsFolder {
  /// The path as given on the command line.
  var path: String

  /// Makes the folder when it is missing; refuses a path that is not a folder.
  func prepare() throws(ScriptsFolderError) {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
      guard isFolder.boolValue else { throw .notAFolder(path, kind: "a file") }
      guard FileManager.default.isWritableFile(atPath: path) else {
        throw .cannotWrite(path, reason: "the folder is not writable")
      }
      return
    }
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw .cannotMake(path, reason: "making it failed (\(error.localizedDescription))")
    }
  }

  /// The file a finding's script is written to.
  func file(for subject: String, rule: String) -> String {
    OutputFile.join(path, Self.fileName(subject: subject, rule: rule))
  }

  /// `SUBJECT.RULE.json`, with any character but letters, digits, `.`, `_` and `-` as `-`.
  static func fileName(subject: String, rule: String) -> String {
    let allowed = { (scalar: Unicode.Scalar) in
      scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar))
    }
    let safe = "\(subject).\(rule)".unicodeScalars.map { allowed($0) ? Character($0) : "-" }
    return String(safe) + ".json"
  }

  /// Writes each finding's script and returns the files, by rule.
  func write(_ findings: [Exploration.Finding], subject: String) throws(ScriptsFolderError) -> [String: String] {
    var files: [String: String] = [:]
    for finding in findings {
      let file = file(for: subject, rule: finding.rule)
      do {
        try Data(finding.script.jsonText().utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
      } catch {
        throw .cannotWrite(file, reason: "writing failed (\(error.localizedDescription))")
      }
      files[finding.rule] = file
    }
    return files
  }
}
