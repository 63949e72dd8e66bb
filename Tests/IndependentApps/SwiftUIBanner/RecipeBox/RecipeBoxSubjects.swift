import AdContracts
import FakeSwiftUI

/// The recipe box: a recipe list over an anchored adaptive banner sized by a geometry
/// reader, shown once its ad arrived.
public let swiftUIRecipeBox = Subject.googleBannerView(
  "SwiftUIRecipeBox",
  activitiesRunning: { SwiftUIUser.stateObject(RecipeBoxSlideshow.self, of: $0)?.isPlaying ?? false }
) { _ in RecipeBoxView() }
