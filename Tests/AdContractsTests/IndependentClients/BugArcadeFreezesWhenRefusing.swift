import FakeUIKit
import FakeiAd
import Foundation

/// DELIBERATE BUG (banner): during a boss fight the arcade game refuses ad actions, but
/// first freezes its clock "while it decides", and nothing ever releases that hold.
///
/// Breaks `iad.banner.no-pause-when-refused`: after a refusal during the busy moment the game
/// stays frozen (even once the player closes the pause menu). Everything else is the
/// conforming arcade game, including its pause menu after a return from the background,
/// which is what leaves the clock already stopped when the refusal comes.
final class BugArcadeFreezesWhenRefusing: ArcadeViewController {
  override func bannerViewActionShouldBegin(
    _ banner: ADBannerView, willLeaveApplication willLeave: Bool
  ) -> Bool {
    if isBossFightActive {
      clock.hold(.adPrompt)  // the bug: never released, and no callback follows a refusal
      return false
    }
    return super.bannerViewActionShouldBegin(banner, willLeaveApplication: willLeave)
  }
}
