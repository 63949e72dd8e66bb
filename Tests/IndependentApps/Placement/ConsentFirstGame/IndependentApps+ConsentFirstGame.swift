import AdContracts

extension IndependentApps {
  /// The game's launch screen, gathering consent before any ad.
  public static let placementConsentFirstGame = Subject.googleConsentScreen(
    "PlacementConsentFirstGame",
    privacyOptionsOffered: { $0.privacyButton.isEnabled },
    openPrivacyOptions: { $0.privacyButton.tap() }
  ) { _ in ConsentFirstGame.LaunchViewController() }
}
