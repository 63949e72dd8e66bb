import Foundation
import Testing

/// Keeps the README's plug-in section a complete package that CI builds as written.
///
/// `.ci/run` writes the three files the README marks into a fresh folder, next to a clone
/// whose folder is not named AdConformance (written into `package:`, as the README asks),
/// and runs their tests; these checks keep the marked blocks in the shape that step reads.
@Suite("The README's plug-in section")
struct ReadmePlugInTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The marked files of the plug-in section: path and contents.
  static func plugInFiles() throws -> [(path: String, contents: String)] {
    let lines = try text("README.md").split(separator: "\n", omittingEmptySubsequences: false)
    var files: [(String, String)] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      if line.hasPrefix("<!-- plug-in file: "), line.hasSuffix(" -->") {
        let path = line.dropFirst("<!-- plug-in file: ".count).dropLast(" -->".count)
        #expect(lines[index + 1] == "```swift", "the block after \(path) is Swift")
        var end = index + 2
        while end < lines.count, lines[end] != "```" { end += 1 }
        files.append((String(path), lines[(index + 2)..<end].joined(separator: "\n")))
        index = end
      }
      index += 1
    }
    return files
  }

  @Test("The section marks a manifest, the ad code and its test")
  func threeFiles() throws {
    let paths = try Self.plugInFiles().map(\.path)
    #expect(
      paths == [
        "Package.swift", "Sources/ShopBanner/CheckoutViewController.swift",
        "Tests/ShopBannerTests/CheckoutBannerTests.swift",
      ])
  }

  @Test("The manifest takes the fakes under the real frameworks' names, from products that exist")
  func manifest() throws {
    let manifest = try #require(try Self.plugInFiles().first { $0.path == "Package.swift" }).contents
    #expect(manifest.contains(#".package(path: "../AdConformance")"#))
    let ours = try Self.text("Package.swift")
    let named = manifest.matches(of: #/\.product\(name: "([A-Za-z]+)", package: "AdConformance"/#).map { String($0.1) }
    #expect(Set(named) == ["DeviceFrameworks", "AdContractsTesting"])
    let libraries = Set(ours.matches(of: #/\.library\(\s*name: "([A-Za-z]+)"/#).map { String($0.1) })
    for product in named {
      #expect(libraries.contains(product), "\(product) is a product of the package")
    }
    #expect(manifest.contains(#"moduleAliases: deviceNames"#))
    for (fake, real) in [("FakeUIKit", "UIKit"), ("FakeGoogleMobileAds", "GoogleMobileAds")] {
      #expect(manifest.contains(#""\#(fake)": "\#(real)""#), "the manifest aliases \(fake) as \(real)")
    }
  }

  @Test("CI builds the section's package beside a clone named otherwise and runs its tests")
  func ciFollowsTheSection() throws {
    let ci = try Self.text(".ci/run")
    #expect(ci.contains(#"bash .ci/plug-in-from-readme "$plugin/ShopApp" "../ads-clone""#))
    #expect(ci.contains(#"(cd "$plugin/ShopApp" && swift test)"#))
    // The ad code opens with the device's imports, unchanged.
    let code = try #require(try Self.plugInFiles().first { $0.path.hasSuffix("CheckoutViewController.swift") }).contents
    #expect(code.hasPrefix("import GoogleMobileAds\nimport UIKit\n\n"))
    #expect(!code.contains("Fake"))
    // The import block stays in the documentation as the way without aliases.
    let docs = try ReadmeExampleTests.documentation()
    #expect(
      docs.contains(
        "```swift\n#if canImport(iAd)\nimport UIKit\nimport iAd\n#else\nimport FakeiAd\nimport FakeUIKit\n#endif\n```"))
  }
}
