import FakeGoogleMobileAds
import FakeUIKit
import Foundation

extension FixedBannerNoRoot {
  /// A quiz screen with a countdown per question and a standard 320×50 banner under the
  /// answers, laid out with frames.
  final class QuizViewController: UIViewController, GADBannerViewDelegate {
    let countdown = QuestionCountdown()
    let questionLabel = UILabel()
    let answersView = UIView()
    private var bannerView: GADBannerView!

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Quiz"
      view.backgroundColor = .white
      questionLabel.text = "Which planet has the shortest day?"
      questionLabel.numberOfLines = 0
      view.addSubview(countdown.label)
      view.addSubview(questionLabel)
      view.addSubview(answersView)

      bannerView = GADBannerView(adSize: GADAdSizeBanner)
      bannerView.adUnitID = "ca-app-pub-3940256099942544/2934735716"
      // BUG (planted): rootViewController is never set, which breaks
      // gma.banner.root-view-controller-set: the SDK refuses the load and logs that the
      // root view controller is missing, and a clicked ad would have nothing to present from.
      bannerView.delegate = self
      bannerView.isHidden = true
      view.addSubview(bannerView)

      GADMobileAds.sharedInstance().start(completionHandler: nil)
      bannerView.load(GADRequest())
      countdown.start()
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      layoutQuiz()
    }

    /// The countdown and question at the top, the banner centred at the bottom of the safe
    /// area once it has an ad, the answers filling what is left.
    private func layoutQuiz() {
      let safe = view.bounds.inset(by: view.safeAreaInsets)
      countdown.label.frame = CGRect(x: safe.minX + 16, y: safe.minY + 8, width: 60, height: 30)
      questionLabel.frame = CGRect(x: safe.minX + 16, y: safe.minY + 44, width: safe.width - 32, height: 60)
      var bottom = safe.maxY
      if let bannerView {
        bannerView.frame = CGRect(x: safe.midX - 160, y: safe.maxY - 50, width: 320, height: 50)
        if !bannerView.isHidden { bottom -= 50 }
      }
      answersView.frame = CGRect(x: safe.minX, y: safe.minY + 112, width: safe.width, height: max(0, bottom - safe.minY - 112))
    }

    // MARK: GADBannerViewDelegate

    func bannerViewDidReceiveAd(_ bannerView: GADBannerView) {
      bannerView.isHidden = false
      layoutQuiz()
    }

    func bannerView(_ bannerView: GADBannerView, didFailToReceiveAdWithError error: any Error) {
      print("Quiz banner failed: \(error.localizedDescription)")
    }

    func bannerViewWillPresentScreen(_ bannerView: GADBannerView) {
      countdown.pause()
    }

    func bannerViewDidDismissScreen(_ bannerView: GADBannerView) {
      countdown.start()
    }
  }
}
