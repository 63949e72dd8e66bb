// Google's SwiftUI demo, the menu, in its published shape (its items reduced as in
// MenuItem.swift). Edits for this package: the import block.
import FakeSwiftUI

struct MenuView: View {
  private let items: [MenuItem] = [
    .banner,
    .interstitial,
    .rewarded,
    .rewardedInterstitial,
  ]
  @State private var isMenuItemDisabled = true
  @State private var isPrivacyOptionsButtonDisabled = true
  @State private var showPrivacyOptionsAlert = false
  @State private var formErrorDescription: String?

  var body: some View {
    NavigationView {
      List(items) { item in
        NavigationLink(destination: item.contentView) {
          Text(item.rawValue)
        }
        .disabled(isMenuItemDisabled)
      }
      .navigationTitle("Menu")
      .toolbar {
        Button("Privacy Settings") {
          Task {
            do {
              try await GoogleMobileAdsConsentManager.shared.presentPrivacyOptionsForm()
            } catch {
              formErrorDescription = error.localizedDescription
              showPrivacyOptionsAlert = true
            }
          }
        }
        .disabled(isPrivacyOptionsButtonDisabled)
      }
      .alert(isPresented: $showPrivacyOptionsAlert) {
        Alert(
          title: Text(formErrorDescription ?? "Error"),
          message: Text("Please try again later."))
      }
    }
    .onAppear {
      GoogleMobileAdsConsentManager.shared.gatherConsent { consentError in
        if let consentError {
          print("Error: \(consentError.localizedDescription)")
        }
        GoogleMobileAdsConsentManager.shared.startGoogleMobileAdsSDK()
        isMenuItemDisabled = !GoogleMobileAdsConsentManager.shared.canRequestAds
        isPrivacyOptionsButtonDisabled = !GoogleMobileAdsConsentManager.shared.isPrivacyOptionsRequired
      }
      // Ads may be requested with the consent given in an earlier session.
      GoogleMobileAdsConsentManager.shared.startGoogleMobileAdsSDK()
    }
  }
}
