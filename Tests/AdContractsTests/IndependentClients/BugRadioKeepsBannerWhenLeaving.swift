import FakeUIKit
import FakeiAd
import Foundation

/// DELIBERATE DEVIATION from a best practice (banner): the radio screen keeps its banner,
/// in its view and with its delegate, when the user opens the settings screen (which has
/// no ads) and stays there, as most Swift 3-era screens did.
///
/// Breaks `iad.banner.detached-when-unused`, a conditional bullet of "Banner View Best
/// Practices" (when the user will stay a long while on a screen without ads, take the
/// banner out, clear its delegate and let it go; do not keep invisible banners around),
/// which the design brief grades SHOULD: the expected verdict is a warning. Everything else
/// is the conforming radio screen.
final class BugRadioKeepsBannerWhenLeaving: RadioStationViewController {
  override func viewWillDisappear(_ animated: Bool) {
    // The deviation: the banner stays put while the screen is away.
  }
}
