import FakeUIKit
import FakeGoogleMobileAds
import FakeCombine
import Foundation

/// The UIKit screen that hosts the coin shop's view model, where a SwiftUI view stood.
final class CoinShopOnDismissHostViewController: UIViewController {
  /// The shop's state and ad.
  let viewModel: CoinShopOnDismissViewModel

  private let coinsLabel = UILabel()
  private let noticeLabel = UILabel()
  private var subscriptions: Set<AnyCancellable> = []
  private(set) lazy var watchButton = UIButton(
    type: .system,
    primaryAction: UIAction(title: "Watch for \(CoinShopOnDismissViewModel.coinsPerVideo) coins") { [weak self] _ in
      guard let self else { return }
      self.viewModel.watchVideo(from: self)
    })

  /// Makes the screen around its view model.
  init(viewModel: CoinShopOnDismissViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("CoinShopOnDismissHostViewController is built in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    noticeLabel.numberOfLines = 0
    for subview in [coinsLabel, noticeLabel, watchButton] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      coinsLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
      coinsLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      watchButton.topAnchor.constraint(equalTo: coinsLabel.bottomAnchor, constant: 24),
      watchButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      noticeLabel.topAnchor.constraint(equalTo: watchButton.bottomAnchor, constant: 12),
      noticeLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      noticeLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
    ])
    viewModel.$coins
      .sink { [weak self] coins in self?.coinsLabel.text = "\(coins) coins" }
      .store(in: &subscriptions)
    viewModel.$isVideoReady
      .sink { [weak self] ready in self?.watchButton.alpha = ready ? 1 : 0.5 }
      .store(in: &subscriptions)
    viewModel.$notice
      .sink { [weak self] notice in self?.noticeLabel.text = notice }
      .store(in: &subscriptions)
    viewModel.start()
  }
}
