import FakeSwiftUI
import FakeGoogleMobileAds
import FakeUserMessagingPlatform
import Foundation

/// One recipe of the recipe box: what the list shows in a row.
struct RecipeBoxItem: Identifiable, Hashable {
  /// The recipe's stable identifier.
  let id: Int
  /// The dish's name.
  let name: String
  /// How long the dish takes, in minutes.
  let minutes: Int

  /// The recipes the box ships with.
  static let all: [RecipeBoxItem] = [
    RecipeBoxItem(id: 1, name: "Lemon risotto", minutes: 35),
    RecipeBoxItem(id: 2, name: "Shakshuka", minutes: 25),
    RecipeBoxItem(id: 3, name: "Miso salmon", minutes: 20),
    RecipeBoxItem(id: 4, name: "Chickpea curry", minutes: 40),
    RecipeBoxItem(id: 5, name: "Banana bread", minutes: 70),
    RecipeBoxItem(id: 6, name: "Tomato galette", minutes: 55),
  ]
}
