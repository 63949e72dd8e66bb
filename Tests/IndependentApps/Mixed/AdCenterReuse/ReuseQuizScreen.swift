import FakeUIKit
import FakeGoogleMobileAds
import Foundation

/// A trivia screen that plays one quiz after another and shows an interstitial between two
/// quizzes, before the next one starts.
final class ReuseQuizScreen: UIViewController {
  private let ads: ReusingAdCenter
  private let questionLabel = UILabel()
  private let scoreLabel = UILabel()

  /// How many quizzes have been started, the first included.
  private(set) var quizNumber = 0
  /// Whether the screen is waiting for an ad to close before the next quiz.
  private(set) var isWaitingForAd = false

  /// Creates the screen on the app's ad center, or on the one given.
  init(ads: ReusingAdCenter? = nil) {
    self.ads = ads ?? .shared
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    self.ads = .shared
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Quiz"
    view.backgroundColor = .systemBackground
    questionLabel.numberOfLines = 0
    questionLabel.frame = CGRect(x: 20, y: 120, width: view.bounds.width - 40, height: 120)
    scoreLabel.frame = CGRect(x: 20, y: 260, width: view.bounds.width - 40, height: 30)
    view.addSubview(questionLabel)
    view.addSubview(scoreLabel)
    ads.prepareInterstitials()
    startNextQuiz()
  }

  /// The player answered the last question of the quiz: a natural break. The ad, if one is
  /// loaded, comes now, and the next quiz once it closes.
  func quizFinished() {
    guard !isWaitingForAd else { return }
    scoreLabel.text = "Quiz \(quizNumber) done"
    isWaitingForAd = true
    ads.showInterstitial(from: self) { [weak self] in
      guard let self else { return }
      self.isWaitingForAd = false
      self.startNextQuiz()
    }
  }

  private func startNextQuiz() {
    quizNumber += 1
    questionLabel.text = "Quiz \(quizNumber): question 1 of 10"
  }
}
