import AdContracts
import FakeGoogleMobileAds
import FakeUIKit
import FakeUserMessagingPlatform

/// What a consent-gathering screen does in answer to an event, with the window the
/// consent rules give it.
enum ConsentReaction: String, LateReaction {
  /// Asking for the latest consent information after the screen comes up.
  case update
  /// Enabling the privacy options entry point after the user's answer.
  case offerPrivacy
  /// Requesting the first ad after the user consents.
  case load

  var window: Rule.Window {
    switch self {
    case .update, .load: .request
    case .offerPrivacy: .screen
    }
  }
}

/// A screen that keeps every consent rule but does what it does in answer to an event
/// late, by a factor of the window the rule grants.
final class LateConsentGame: UIViewController {
  /// How late each reaction comes.
  let lateness: Lateness<ConsentReaction>
  /// The clock the screen waits on.
  let clock: any Clock<Duration>
  /// Whether the privacy settings control is enabled.
  private(set) var privacyOffered = false
  private var started = false

  init(lateness: Lateness<ConsentReaction>, clock: any Clock<Duration>) {
    self.lateness = lateness
    self.clock = clock
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  required init?(coder: NSCoder) { nil }

  /// The subject for the harness.
  nonisolated static func subject(_ lateness: Lateness<ConsentReaction>) -> Subject {
    .googleConsentScreen(
      "LateConsentGame[\(lateness)]", privacyOptionsOffered: { $0.privacyOffered },
      openPrivacyOptions: { screen in
        UMPConsentForm.presentPrivacyOptionsForm(from: screen) { _ in }
      },
      makeScreen: { context in LateConsentGame(lateness: lateness, clock: context.clock) })
  }

  private func later(_ reaction: ConsentReaction, _ body: @escaping @MainActor @Sendable () -> Void) {
    lateness.act(reaction, on: clock, body)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    later(.update) { [weak self] in self?.gather() }
    if UMPConsentInformation.sharedInstance.canRequestAds { start() }
  }

  private func gather() {
    UMPConsentInformation.sharedInstance.requestConsentInfoUpdate(with: UMPRequestParameters()) { [weak self] error in
      guard let self, error == nil else { return }
      UMPConsentForm.loadAndPresentIfRequired(from: self) { [weak self] _ in
        guard let self else { return }
        let required = UMPConsentInformation.sharedInstance.privacyOptionsRequirementStatus == .required
        later(.offerPrivacy) { [weak self] in self?.privacyOffered = required }
        if UMPConsentInformation.sharedInstance.canRequestAds {
          later(.load) { [weak self] in self?.start() }
        }
      }
    }
  }

  private func start() {
    guard !started, UMPConsentInformation.sharedInstance.canRequestAds else { return }
    started = true
    MobileAds.shared.start()
    InterstitialAd.load(with: GoogleTestAdUnits.interstitial, request: Request()) { _, _ in }
  }
}
