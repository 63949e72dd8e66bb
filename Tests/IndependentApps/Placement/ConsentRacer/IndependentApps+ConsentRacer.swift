import AdContracts

extension IndependentApps {
  /// The game's launch screen that requests an ad before the consent update completes.
  public static let placementConsentRacer = Subject.googleConsentScreen(
    "PlacementConsentRacer",
    privacyOptionsOffered: { $0.privacyButton.isEnabled },
    openPrivacyOptions: { $0.privacyButton.tap() }
  ) { _ in ConsentRacer.LaunchViewController() }
}
