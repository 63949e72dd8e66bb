import AdContracts
import FakeSwiftUI

/// The quiz screen as the harness drives it: the user finishes a quiz and taps
/// "Next quiz", the break where the screen shows its interstitial.
public let swiftUIQuizInterstitial = Subject.googleInterstitialView(
  "SwiftUIQuizInterstitial", readsTimeFromContext: true,
  naturalBreak: { $0.tapButton(titled: "Next quiz") },
  contentProgress: { QuizProbe.quizNumber(shownBy: $0) },
  userCarriesOn: { $0.tapButton(titled: "Finish quiz") },
  breakOffered: { $0.buttonTitles.contains("Next quiz") }
) { context in QuizView(now: context.now) }

/// Reads what the quiz screen shows.
@MainActor
enum QuizProbe {
  /// The number of the quiz on screen, from its "Quiz N" heading.
  static func quizNumber(shownBy controller: UIViewController) -> Int {
    SwiftUIUser.texts(shownBy: controller).lazy.compactMap { text -> Int? in
      guard text.hasPrefix("Quiz ") else { return nil }
      return Int(text.dropFirst("Quiz ".count))
    }.first ?? 0
  }
}
