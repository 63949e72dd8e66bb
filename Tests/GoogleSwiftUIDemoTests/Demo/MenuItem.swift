// Google's SwiftUI demo, the menu's items, in its published shape, reduced to the screens
// written here (the native one is not). Edits for this package: the import block.
import FakeFoundation
import FakeSwiftUI

enum MenuItem: String, Identifiable {
  var id: Self { self }

  case banner = "Banner"
  case interstitial = "Interstitial"
  case rewarded = "Rewarded"
  case rewardedInterstitial = "Rewarded Interstitial"

  var contentView: some View {
    viewForType()
  }
}

extension MenuItem {
  @ViewBuilder
  private func viewForType() -> some View {
    switch self {
    case .banner:
      BannerContentView(navigationTitle: self.rawValue)
    case .interstitial:
      InterstitialContentView(navigationTitle: self.rawValue)
    case .rewarded:
      RewardedContentView(navigationTitle: self.rawValue)
    case .rewardedInterstitial:
      RewardedInterstitialContentView(navigationTitle: self.rawValue)
    }
  }
}
