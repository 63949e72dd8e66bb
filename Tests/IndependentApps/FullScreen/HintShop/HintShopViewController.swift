import FakeUIKit
import FakeCombine

/// The hint shop: shows the player's hints, lets them use one, and offers a rewarded
/// video that grants more.
final class HintShopViewController: UIViewController {
    let wallet: HintWallet
    let hintsLabel = UILabel()
    let watchButton = UIButton(type: .system)
    let useHintButton = UIButton(type: .system)

    private var cancellables = Set<AnyCancellable>()

    init(wallet: HintWallet = HintWallet()) {
        self.wallet = wallet
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Hint Shop"
        view.backgroundColor = .systemBackground

        hintsLabel.font = .preferredFont(forTextStyle: .title1)
        hintsLabel.textAlignment = .center
        hintsLabel.text = "Hints: \(wallet.hints)"

        watchButton.setTitle("Watch a video for 2 hints", for: .normal)
        watchButton.isEnabled = false
        watchButton.addAction(UIAction { [weak self] _ in
            self?.watchTapped()
        }, for: .touchUpInside)

        useHintButton.setTitle("Use a hint", for: .normal)
        useHintButton.addAction(UIAction { [weak self] _ in
            self?.useHintTapped()
        }, for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [hintsLabel, watchButton, useHintButton])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
            stack.leadingAnchor.constraint(greaterThanOrEqualTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),
        ])

        RewardedAdService.shared.$state
            .receive(on: DispatchQueue.main)
            .sink { [weak self] state in
                self?.watchButton.isEnabled = (state == .ready)
            }
            .store(in: &cancellables)

        wallet.$hints
            .sink { [weak self] hints in
                self?.hintsLabel.text = "Hints: \(hints)"
                self?.useHintButton.isEnabled = hints > 0
            }
            .store(in: &cancellables)

        AdsStartup.startOnce()
        RewardedAdService.shared.preload()
    }

    /// Presents the rewarded video; hints are added only when the user earns the reward.
    func watchTapped() {
        RewardedAdService.shared.show(from: self) { [weak self] amount in
            self?.wallet.add(amount)
        }
    }

    private func useHintTapped() {
        _ = wallet.spend()
    }
}
