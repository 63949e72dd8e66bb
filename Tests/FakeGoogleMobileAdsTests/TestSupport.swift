import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Foundation
import Testing

/// The two spellings of the SDK's Swift API: the GAD names up to v11, the unprefixed v12 names.
///
/// Every behaviour is tested through both, so a client written against either sees the same fake.
enum NameSet: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case gad
  case v12

  var testDescription: String { self == .gad ? "GAD names" : "v12 names" }
}

@MainActor
extension NameSet {
  /// Loads through the completion-handler form of this name set.
  func load(_ unit: String, into result: LoadResult) {
    switch self {
    case .gad:
      GADAppOpenAd.load(withAdUnitID: unit, request: GADRequest()) { ad, error in result.record(ad, error) }
    case .v12:
      AppOpenAd.load(with: unit, request: Request()) { ad, error in result.record(ad, error) }
    }
  }

  /// Loads through the `async throws` form of this name set.
  func load(_ unit: String) async throws -> GADAppOpenAd {
    switch self {
    case .gad:
      return try await GADAppOpenAd.load(withAdUnitID: unit, request: GADRequest())
    case .v12:
      let ad: AppOpenAd = try await AppOpenAd.load(with: unit, request: Request())
      return ad
    }
  }

  /// Starts an `async` load in a client task that writes its outcome into the result.
  func startAsyncLoad(_ unit: String, into result: LoadResult) {
    Task {
      do {
        result.record(try await load(unit), nil)
      } catch {
        result.record(nil, error)
      }
    }
  }

  func present(_ ad: GADAppOpenAd, from controller: UIViewController?) {
    switch self {
    case .gad: ad.present(fromRootViewController: controller)
    case .v12: ad.present(from: controller)
    }
  }

  func canPresent(_ ad: GADAppOpenAd, from controller: UIViewController?) throws {
    switch self {
    case .gad: try ad.canPresent(fromRootViewController: controller)
    case .v12: try ad.canPresent(from: controller)
    }
  }

  /// A delegate written against this name set's protocol, writing into the log.
  func makeDelegate(_ log: ContentLog) -> any NSObjectProtocol {
    switch self {
    case .gad: GADContentRecorder(log: log)
    case .v12: V12ContentRecorder(log: log)
    }
  }

  /// The presentation error code "already used" (18), spelled the name set's way.
  var adAlreadyUsed: Int {
    switch self {
    case .gad: GADPresentationErrorCode.codeAdAlreadyUsed.rawValue
    case .v12: PresentationError.Code.codeAdAlreadyUsed.rawValue
    }
  }

  /// The presentation error code "internal" (17), spelled the name set's way.
  var presentationInternal: Int {
    switch self {
    case .gad: GADPresentationErrorCode.codeInternal.rawValue
    case .v12: PresentationError.Code.codeInternal.rawValue
    }
  }
}

/// What the completion handler of one load was called with, and how often.
@MainActor
final class LoadResult {
  private(set) var calls = 0
  private(set) var ad: GADAppOpenAd?
  private(set) var error: NSError?

  func record(_ ad: GADAppOpenAd?, _ error: (any Error)?) {
    calls += 1
    self.ad = ad
    self.error = error.map { $0 as NSError }
  }
}

/// What a full-screen content delegate heard, in order, with the ad's trace name.
@MainActor
final class ContentLog {
  private(set) var entries: [String] = []
  private(set) var errors: [NSError] = []

  func add(_ what: String, _ ad: any GADFullScreenPresentingAd) {
    entries.append("\(what) \((ad as? GADAppOpenAd)?.traceName ?? "?")")
  }

  func addFailure(_ error: any Error, _ ad: any GADFullScreenPresentingAd) {
    let error = error as NSError
    errors.append(error)
    add("didFail \(error.code)", ad)
  }
}

/// A delegate spelled with the GAD names, as a v8–v11 client writes it.
@MainActor
final class GADContentRecorder: NSObject, @preconcurrency GADFullScreenContentDelegate {
  let log: ContentLog
  init(log: ContentLog) { self.log = log }

  func adDidRecordImpression(_ ad: any GADFullScreenPresentingAd) { log.add("impression", ad) }
  func adDidRecordClick(_ ad: any GADFullScreenPresentingAd) { log.add("click", ad) }
  func ad(
    _ ad: any GADFullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error
  ) { log.addFailure(error, ad) }
  func adWillPresentFullScreenContent(_ ad: any GADFullScreenPresentingAd) { log.add("willPresent", ad) }
  func adWillDismissFullScreenContent(_ ad: any GADFullScreenPresentingAd) { log.add("willDismiss", ad) }
  func adDidDismissFullScreenContent(_ ad: any GADFullScreenPresentingAd) { log.add("didDismiss", ad) }
}

/// A delegate spelled with the v12 names, as a v12 client writes it.
@MainActor
final class V12ContentRecorder: NSObject, FullScreenContentDelegate {
  let log: ContentLog
  init(log: ContentLog) { self.log = log }

  func adDidRecordImpression(_ ad: any FullScreenPresentingAd) { log.add("impression", ad) }
  func adDidRecordClick(_ ad: any FullScreenPresentingAd) { log.add("click", ad) }
  func ad(_ ad: any FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: any Error) {
    log.addFailure(error, ad)
  }
  func adWillPresentFullScreenContent(_ ad: any FullScreenPresentingAd) { log.add("willPresent", ad) }
  func adWillDismissFullScreenContent(_ ad: any FullScreenPresentingAd) { log.add("willDismiss", ad) }
  func adDidDismissFullScreenContent(_ ad: any FullScreenPresentingAd) { log.add("didDismiss", ad) }
}

/// A live (non-demo) ad unit id; loading it under test is what a rule flags.
let liveUnit = "ca-app-pub-1234567890123456/1111111111"
/// A second live unit, for per-unit matching.
let otherLiveUnit = "ca-app-pub-1234567890123456/2222222222"

/// Loads an ad for the unit through the name set and lets it fill now.
@MainActor
func loadedAd(
  _ sim: Simulation, _ names: NameSet, unit: String = GoogleTestAdUnits.appOpen
) async throws -> GADAppOpenAd {
  let result = LoadResult()
  names.load(unit, into: result)
  await sim.perform(.respond(.fill(adUnit: unit)))
  await sim.perform(.advance(.zero))
  return try #require(result.ad)
}

/// A window, key and visible, whose root is a plain controller.
@MainActor
func showRootScreen() -> (UIWindow, UIViewController) {
  let window = UIWindow(frame: .zero)
  let root = UIViewController()
  window.rootViewController = root
  window.makeKeyAndVisible()
  return (window, root)
}

let didFailToPresent: Trace.Event.Name = "ad(_:didFailToPresentFullScreenContentWithError:)"
let presentCall: Trace.Event.Name = "present(fromRootViewController:)"
let canPresentCall: Trace.Event.Name = "canPresent(fromRootViewController:)"
let loadCall: Trace.Event.Name = "load(withAdUnitID:request:)"

/// The names of the SDK's callbacks, in order.
let presentationCallbacks = ["adWillPresentFullScreenContent", "adDidRecordImpression"]
let dismissalCallbacks = ["adWillDismissFullScreenContent", "adDidDismissFullScreenContent"]

extension Trace {
  /// The times of the events with the name, as the timeline prints them.
  func times(of name: Trace.Event.Name) -> [String] {
    events(named: name).map(\.time.description)
  }

  /// The names of the SDK's callbacks, in order.
  var callbackNames: [String] {
    events(.callback).map(\.name.rawValue)
  }
}
