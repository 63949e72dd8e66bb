import FakeSwiftUI
import FakeGoogleMobileAds
import FakeUserMessagingPlatform

// On a device this file also has `import Foundation`; beside the fakes, Foundation's own
// `Timer` makes `private var ticker: Timer?` fail with "'Timer' is ambiguous for type
// lookup in this context", so the file takes Foundation from FakeSwiftUI (through
// FakeUIKit's FakeFoundation), as the documentation (The fakes and what they stand for) says.

/// The "dish of the moment" strip at the top of the recipe box: it turns to the next
/// recipe every few seconds while it plays.
@MainActor
final class RecipeBoxSlideshow: ObservableObject {
  /// The recipe shown now.
  @Published private(set) var featured: RecipeBoxItem = RecipeBoxItem.all[0]
  /// Whether the strip is turning.
  @Published private(set) var isPlaying = false

  private var ticker: Timer?
  private var index = 0

  /// Starts turning, unless it already turns.
  func play() {
    guard ticker == nil else { return }
    isPlaying = true
    ticker = Timer.scheduledTimer(withTimeInterval: 4, repeats: true) { [weak self] _ in
      MainActor.assumeIsolated { self?.advance() }
    }
  }

  /// Stops turning, keeping the recipe shown.
  func pause() {
    ticker?.invalidate()
    ticker = nil
    isPlaying = false
  }

  private func advance() {
    index = (index + 1) % RecipeBoxItem.all.count
    featured = RecipeBoxItem.all[index]
  }
}
