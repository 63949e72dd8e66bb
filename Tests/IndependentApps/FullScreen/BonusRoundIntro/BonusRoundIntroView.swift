import FakeUIKit

/// The card a game puts over the board before a rewarded interstitial: what the video
/// pays, how many seconds until it starts, and a button to say no.
final class BonusRoundIntroView: UIView {
  /// The offer and the countdown.
  let messageLabel = UILabel()
  /// Declines the video; the game sets its action.
  let noThanksButton = UIButton(type: .system)

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(white: 0, alpha: 0.8)
    messageLabel.numberOfLines = 0
    messageLabel.textAlignment = .center
    messageLabel.textColor = .white
    noThanksButton.setTitle("No thanks", for: .normal)
    for subview in [messageLabel, noThanksButton] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      addSubview(subview)
    }
    NSLayoutConstraint.activate([
      messageLabel.centerYAnchor.constraint(equalTo: centerYAnchor, constant: -24),
      messageLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 24),
      messageLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -24),
      noThanksButton.topAnchor.constraint(equalTo: messageLabel.bottomAnchor, constant: 16),
      noThanksButton.centerXAnchor.constraint(equalTo: centerXAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("BonusRoundIntroView is built in code")
  }

  /// Shows the offer with the seconds left before the video starts.
  func show(coins: Int, secondsLeft: Int) {
    messageLabel.text = "Watch a short video for \(coins) bonus coins. It starts in \(secondsLeft) s."
  }
}
