import AdContracts
import FakeUIKit

extension IndependentApps {
  /// The casual game whose ad cache, filled at launch, hands a native ad to the level
  /// summary presented at each level's end.
  ///
  /// The app starts ads at launch (`GameAds.start()`, which preloads the cache) and shows
  /// its game screen; each natural break either presents the level summary, which takes an
  /// ad from the cache, or, when the summary is up, leaves it as its Next level button does.
  public static let nativeAdCache = Subject.googleNativeScreen(
    "NativeAdCache.LevelComplete",
    naturalBreak: { game in
      if game.presentedViewController is LevelCompleteViewController {
        game.dismiss(animated: true)
      } else {
        let summary = LevelCompleteViewController()
        summary.score = 1200
        game.present(summary, animated: true)
      }
    }
  ) { _ in
    GameAds.start()
    return UIViewController()
  }
}
