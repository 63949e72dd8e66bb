import AdSimulation
import FakeUserMessagingPlatform
import Foundation
import Testing

/// The two spellings of the consent SDK's Swift API: the UMP-prefixed names of UMP 1.x
/// and 2.x, and the unprefixed UMP 3 names.
///
/// Every behaviour is tested through both, so a client written against either sees the same fake.
enum NameSet: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case ump
  case v3

  var testDescription: String { self == .ump ? "UMP names" : "UMP 3 names" }
}

@MainActor
extension NameSet {
  /// The shared consent information, reached through this name set.
  var information: UMPConsentInformation {
    switch self {
    case .ump: UMPConsentInformation.sharedInstance
    case .v3: ConsentInformation.shared
    }
  }

  /// Request parameters for a test device in the EEA, spelled this name set's way.
  func parameters(underAge: Bool = false) -> UMPRequestParameters {
    switch self {
    case .ump:
      let debug = UMPDebugSettings()
      debug.geography = UMPDebugGeography.EEA
      debug.testDeviceIdentifiers = ["TEST-DEVICE"]
      let parameters = UMPRequestParameters()
      parameters.tagForUnderAgeOfConsent = underAge
      parameters.debugSettings = debug
      return parameters
    case .v3:
      let debug = DebugSettings()
      debug.geography = DebugGeography.EEA
      debug.testDeviceIdentifiers = ["TEST-DEVICE"]
      let parameters = RequestParameters()
      parameters.isTaggedForUnderAgeOfConsent = underAge
      parameters.debugSettings = debug
      return parameters
    }
  }

  /// Starts a consent information update through the completion-handler form.
  func update(into result: Completion) {
    switch self {
    case .ump:
      UMPConsentInformation.sharedInstance.requestConsentInfoUpdate(with: parameters()) { result.record($0) }
    case .v3:
      ConsentInformation.shared.requestConsentInfoUpdate(with: parameters()) { result.record($0) }
    }
  }

  /// Loads and presents the consent form if required, through the completion-handler form.
  func loadAndPresent(from controller: UIViewController?, into result: Completion) {
    switch self {
    case .ump: UMPConsentForm.loadAndPresentIfRequired(from: controller) { result.record($0) }
    case .v3: ConsentForm.loadAndPresentIfRequired(from: controller) { result.record($0) }
    }
  }

  /// Presents the privacy options form through the completion-handler form.
  func presentPrivacyOptions(from controller: UIViewController?, into result: Completion) {
    switch self {
    case .ump: UMPConsentForm.presentPrivacyOptionsForm(from: controller) { result.record($0) }
    case .v3: ConsentForm.presentPrivacyOptionsForm(from: controller) { result.record($0) }
    }
  }

  /// Loads a form the older way: `load { }` under the UMP names, `load(with:)` under UMP 3.
  func loadForm(into result: FormLoadResult) {
    switch self {
    case .ump: UMPConsentForm.load { form, error in result.record(form, error) }
    case .v3: ConsentForm.load(with: { form, error in result.record(form, error) })
    }
  }

  /// The form error code for an already used form (6), spelled this name set's way.
  var alreadyUsed: Int {
    switch self {
    case .ump: UMPFormErrorCode.alreadyUsed.rawValue
    case .v3: FormErrorCode.alreadyUsed.rawValue
    }
  }

  /// The form error code for an unavailable form (7), spelled this name set's way.
  var unavailable: Int {
    switch self {
    case .ump: UMPFormErrorCode.unavailable.rawValue
    case .v3: FormErrorCode.unavailable.rawValue
    }
  }

  /// The request error code for a network failure (3), spelled this name set's way.
  var network: Int {
    switch self {
    case .ump: UMPRequestErrorCode.network.rawValue
    case .v3: RequestErrorCode.network.rawValue
    }
  }
}

/// What one completion handler was called with, and how often.
@MainActor
final class Completion {
  private(set) var calls = 0
  private(set) var error: NSError?

  /// Whether the handler has run.
  var isDone: Bool { calls > 0 }

  func record(_ error: (any Error)?) {
    calls += 1
    self.error = error.map { $0 as NSError }
  }
}

/// What the completion handler of one form load was called with.
@MainActor
final class FormLoadResult {
  private(set) var calls = 0
  private(set) var form: UMPConsentForm?
  private(set) var error: NSError?

  func record(_ form: UMPConsentForm?, _ error: (any Error)?) {
    calls += 1
    self.form = form
    self.error = error.map { $0 as NSError }
  }
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

/// The name of the controller class a consent form is shown in.
let formControllerName = "UMPConsentFormViewController"

extension UIViewController {
  /// The class name of the controller this one presents, or `nil`.
  @MainActor var presentedName: String? {
    presentedViewController.map { String(describing: type(of: $0)) }
  }
}

extension Trace {
  /// The times of the events with the name, as the timeline prints them.
  func times(of name: Trace.Event.Name) -> [String] {
    events(named: name).map(\.time.description)
  }

  /// The last event with the name, if any.
  func last(_ name: Trace.Event.Name) -> Trace.Event? {
    events(named: name).last
  }
}
