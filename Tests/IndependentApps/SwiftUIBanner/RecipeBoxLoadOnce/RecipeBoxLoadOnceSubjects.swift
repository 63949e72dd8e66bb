import AdContracts
import FakeSwiftUI

/// The recipe box whose banner representable loads once and never again, so a rotation
/// keeps the portrait ad.
public let swiftUIRecipeBoxLoadOnce = Subject.googleBannerView(
  "SwiftUIRecipeBoxLoadOnce",
  activitiesRunning: { SwiftUIUser.stateObject(RecipeBoxSlideshow.self, of: $0)?.isPlaying ?? false }
) { _ in RecipeBoxLoadOnceView() }
