import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Foundation
import Testing

@testable import AdContracts

/// A screen that counts the launches of its process in a static, as singletons do, and
/// asks for a production ad unit from the second on: in one process its second run
/// differs from its first; in fresh launches every run is a first.
final class LaunchCountingScreen: UIViewController {
  static var launches = 0
  var ad: GADInterstitialAd?

  override func viewDidLoad() {
    super.viewDidLoad()
    Self.launches += 1
    let unit = Self.launches == 1 ? GoogleTestAdUnits.interstitial : "ca-app-pub-1234567890123456/1111111111"
    GADInterstitialAd.load(withAdUnitID: unit, request: GADRequest()) { [weak self] ad, _ in self?.ad = ad }
  }

  func endLevel() {
    if let ad { ad.present(fromRootViewController: self) }
  }
}

/// A screen whose process exits as it loads, as an app that calls `exit` does.
final class ExitingScreen: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    exit(3)
  }
}

let launchCounting = Subject.googleInterstitialScreen("LaunchCountingScreen", naturalBreak: { $0.endLevel() }) { _ in
  LaunchCountingScreen()
}

/// A screen that counts its launches in `UserDefaults`, as apps that rate or onboard do,
/// saving the count at once, and asks for a production ad unit from the second launch on.
final class DefaultsCountingScreen: UIViewController {
  nonisolated static let key = "DefaultsCountingScreen.launches"

  override func viewDidLoad() {
    super.viewDidLoad()
    let launches = UserDefaults.standard.integer(forKey: Self.key) + 1
    UserDefaults.standard.set(launches, forKey: Self.key)
    UserDefaults.standard.synchronize()
    let unit = launches == 1 ? GoogleTestAdUnits.interstitial : "ca-app-pub-1234567890123456/1111111111"
    GADInterstitialAd.load(withAdUnitID: unit, request: GADRequest()) { _, _ in }
  }
}

let defaultsCounting = Subject.googleInterstitialScreen("DefaultsCountingScreen", naturalBreak: { _ in }) { _ in
  DefaultsCountingScreen()
}

enum FreshLaunchSubjects: SubjectList {
  static let subjects = [
    launchCounting, defaultsCounting,
    Subject.googleInterstitialScreen("ExitingScreen", naturalBreak: { _ in }) { _ in ExitingScreen() },
  ]
}

@Suite("Fresh launches: every run of a listed subject is a new process")
struct FreshLaunchTests {
  let rule = GoogleInterstitialRules.all.first { $0.id == "gma.interstitial.test-ids-under-test" }!

  @Test func aListedSubjectStartsFreshInEveryRunAndAnUnlistedOneKeepsState() async throws {
    try #require(FreshLaunch.isAvailable && FreshLaunch.hasEntry)
    let subject = FreshLaunchSubjects.launching(launchCounting)
    #expect(subject.launch != nil)
    for _ in 0..<3 {
      let report = await rule.run(against: subject)
      #expect(report.status == .pass, "\(report.message)")
    }
    #expect(await MainActor.run { LaunchCountingScreen.launches } == 0)

    // Made outside a list, the same subject's runs share this process: its static counts
    // on, and the harness's two warm-ups see the second run go differently.
    let report = await rule.run(against: launchCounting)
    #expect(report.status == .unverified)
    #expect(report.message.contains("keeps state"), "\(report.message)")
  }

  @Test func everyLaunchStartsFromAFreshInstallsDefaults() async throws {
    try #require(FreshLaunch.isAvailable && FreshLaunch.hasEntry)
    let subject = FreshLaunchSubjects.launching(defaultsCounting)
    // What this program stored on disk, as an earlier launch would have, is not a fresh
    // install's: each launch starts without it.
    UserDefaults.standard.set(7, forKey: DefaultsCountingScreen.key)
    UserDefaults.standard.synchronize()
    defer {
      // The launches saved their own counts: a change here makes the save write over them.
      UserDefaults.standard.set(0, forKey: DefaultsCountingScreen.key)
      UserDefaults.standard.removeObject(forKey: DefaultsCountingScreen.key)
      UserDefaults.standard.synchronize()
    }
    for _ in 0..<3 {
      let report = await rule.run(against: subject)
      #expect(report.status == .pass, "\(report.message)")
    }
    // With nothing saved before, the first launch saves its count, and the next ones
    // start without it all the same.
    UserDefaults.standard.removeObject(forKey: DefaultsCountingScreen.key)
    UserDefaults.standard.synchronize()
    for _ in 0..<3 {
      let report = await rule.run(against: subject)
      #expect(report.status == .pass, "\(report.message)")
    }
  }

  @Test func aConfigurationFolderMayHoldSavedDefaultsOnlyWithAPropertyList() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("app-defaults-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(AppDefaultsFolder.mayHoldSavedDefaults(in: folder.path) == false, "a missing folder")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("x".utf8).write(to: folder.appendingPathComponent("notes.txt"))
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("pip"), withIntermediateDirectories: true)
    #expect(AppDefaultsFolder.mayHoldSavedDefaults(in: folder.path) == false, "a folder with no property list")
    try Data("x".utf8).write(to: folder.appendingPathComponent("adconform.plist"))
    #expect(AppDefaultsFolder.mayHoldSavedDefaults(in: folder.path), "a folder with a property list")
    #expect(AppDefaultsFolder.mayHoldSavedDefaults(in: nil), "no home to look in")
    #expect(AppDefaultsFolder.mayHoldSavedDefaults(in: folder.appendingPathComponent("notes.txt").path) == false)
  }

  @Test func aScriptSaysWhatThePreviousLaunchLeftInUserDefaults() async throws {
    var script = Script(steps: [.advance(.seconds(1))])
    script.appDefaults = ["DefaultsCountingScreen.previous": .integer(4), "onboarded": .flag(true)]
    let decoded = try Script.decode(script.jsonText())
    #expect(decoded.appDefaults == script.appDefaults)
    let (count, line) = await Simulation.run(script) { simulation in
      (
        UserDefaults.standard.integer(forKey: "DefaultsCountingScreen.previous"),
        simulation.trace.events(named: .previousLaunchDefaults).first?.detail
      )
    }
    UserDefaults.standard.removeObject(forKey: "DefaultsCountingScreen.previous")
    UserDefaults.standard.removeObject(forKey: "onboarded")
    #expect(count == 4)
    #expect(line == "DefaultsCountingScreen.previous = 4, onboarded = true")
  }

  @Test func aLaunchThatExitsIsUnverifiedAndSaysHow() async throws {
    try #require(FreshLaunch.isAvailable && FreshLaunch.hasEntry)
    let report = await rule.run(against: FreshLaunchSubjects.subject(named: "ExitingScreen"))
    #expect(report.status == .unverified)
    #expect(report.message.contains("exited with status 3"), "\(report.message)")
  }

  @Test func aNameTheListLacksIsFoundByKindAndName() {
    let subject = FreshLaunchSubjects.subject(named: "LaunchCountingScreen", kind: .googleInterstitial)
    #expect(subject.name == "LaunchCountingScreen")
    #expect(subject.launch.map { "\($0)" }?.contains("FreshLaunchSubjects") == true)
  }
}
