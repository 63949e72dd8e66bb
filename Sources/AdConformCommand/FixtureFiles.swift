import Foundation

/// Where the bundled example clients' source files are, so `explain` can point a learner
/// at the code of the examples it names.
///
/// Each example client is one type in a file of its name under `Fixtures/`; the folder is
/// found beside these sources. A client whose file is not there (a team's own subject, a
/// command run away from its sources) has no path.
enum FixtureFiles {
  /// The package's folder, found from this file's place in `Sources/AdConformCommand`.
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Every Swift file under `Fixtures/`, by its name without the extension, as paths from
  /// the package's folder.
  private static let files: [String: String] = {
    let fixtures = root.appendingPathComponent("Fixtures")
    guard let walker = FileManager.default.enumerator(atPath: fixtures.path) else { return [:] }
    var found: [String: String] = [:]
    while let relative = walker.nextObject() as? String {
      guard relative.hasSuffix(".swift"), !relative.contains(".build/") else { continue }
      let name = String((relative as NSString).lastPathComponent.dropLast(6))
      if found[name] == nil { found[name] = "Fixtures/" + relative }
    }
    return found
  }()

  /// The path of the client's file from the package's folder, or `nil` when it is not
  /// one of the bundled examples. A subject named for a variant (`Name.consent`) is found
  /// by its type's name.
  static func path(ofClient name: String) -> String? {
    let typeName = name.split(separator: ".").first.map(String.init) ?? name
    return files[typeName]
  }
}
