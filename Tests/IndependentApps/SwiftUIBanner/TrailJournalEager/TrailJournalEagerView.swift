import FakeSwiftUI
import FakeGoogleMobileAds
import FakeUserMessagingPlatform
import Foundation

/// The trail journal's root view whose banner loads before consent: the hikes logged, a
/// privacy settings button when needed, and a banner made (and loading) at the first render.
struct TrailJournalEagerView: View {
  @StateObject private var consent = ConsentGate()
  @State private var adsStarted = false
  @State private var bannerHeight: CGFloat = 0

  var body: some View {
    GeometryReader { proxy in
      VStack(spacing: 0) {
        List(TrailJournalEntry.logged) { entry in
          HStack {
            Text(entry.trail)
            Spacer()
            // On a device: Text("\(entry.kilometres, specifier: "%.1f") km"). FakeSwiftUI's Text
            // has no LocalizedStringKey, so that interpolation fails with "incorrect argument
            // label in call (have '_:specifier:', expected '_:default:')"; this is the nearest.
            Text(String(format: "%.1f km", entry.kilometres))
          }
        }
        TrailJournalEagerBanner(
          width: proxy.size.width, adsAllowed: adsStarted && consent.canRequestAds, height: $bannerHeight)
          .frame(width: proxy.size.width, height: bannerHeight)
      }
    }
    .navigationTitle("Trail journal")
    .toolbar {
      if consent.privacyOptionsRequired {
        Button("Privacy settings") { consent.presentPrivacyOptions() }
      }
    }
    .task { consent.gatherConsent() }
    .onChange(of: consent.canRequestAds, initial: true) { startAdsIfAllowed() }
  }

  /// Starts the Mobile Ads SDK the first time consent allows ads, which lets the banner load.
  private func startAdsIfAllowed() {
    guard consent.canRequestAds, !adsStarted else { return }
    MobileAds.shared.start(completionHandler: nil)
    adsStarted = true
  }
}
