import FakeGoogleMobileAds
import FakeUIKit
import FakeUserMessagingPlatform

/// A level game that trusts what an earlier session's consent allowed for the whole
/// launch, even after the user declines this launch's form.
///
/// It starts ads at once when the earlier session's answer allows them, as it should,
/// and notes that it did; from then on, the consent completion and every load take that
/// note for consent, so a user who declines now still gets an ad request when the first
/// load failed and the completion loads again. Every rule's scenario where the user
/// declines is a first launch, with nothing stored, so every check passes it; exploration
/// finds it breaking `gma.consent.no-ads-when-denied` when an earlier session allowed ads
/// (consent given, or none needed) and the user declines now, from the launch's load
/// failing before the user answers.
open class ConsentTrustsEarlierConsent: ConsentLevelGameViewController {
  /// The rules its scenarios see it break: none.
  nonisolated override open class var violates: [String] { [] }
  /// The rule exploration finds it breaking.
  nonisolated override open class var explorationFinds: [String] { ["gma.consent.no-ads-when-denied"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A level game that keeps loading on an earlier session's consent after the user declines this launch."
  }

  /// Whether the earlier session's consent allowed ads when the launch asked.
  public private(set) var allowedAtLaunch = false

  /// Whether the game takes ads to be allowed: by the earlier consent, or now.
  public var adsAllowed: Bool { allowedAtLaunch || ConsentManager.shared.canRequestAds }

  /// Gathers consent; starts at once on earlier consent, and in the completion when ads
  /// look allowed.
  override open func beginAds() {
    ConsentManager.shared.gatherConsent(from: self) { [weak self] error in
      guard let self else { return }
      isPrivacySettingsEnabled = ConsentManager.shared.isPrivacyOptionsRequired
      if let error {
        print("Consent gathering failed: \(error.localizedDescription)")
        return
      }
      if adsAllowed { startGoogleMobileAdsSDK() }
    }
    if ConsentManager.shared.canRequestAds {
      allowedAtLaunch = true
      startGoogleMobileAdsSDK()
    }
  }

  /// Loads while ads look allowed.
  override open func loadInterstitial() async {
    guard adsAllowed, interstitial == nil, !isLoading else { return }
    isLoading = true
    defer { isLoading = false }
    do {
      keep(try await InterstitialAd.load(with: Self.adUnitID, request: Request()))
    } catch {
      print("Interstitial failed to load: \(error.localizedDescription)")
    }
  }
}
