import FakeUIKit

/// Rounds of five questions, ten seconds each. Between rounds the player gets a
/// preloaded interstitial, if one is ready, and the next round starts.
@MainActor
public final class QuizViewController: UIViewController {
  static let questionsPerRound = 5
  static let secondsPerQuestion = 10

  /// Rounds finished so far.
  public private(set) var roundsPlayed = 0
  /// The privacy settings button; shown only where the consent SDK requires it.
  public private(set) lazy var privacyItem = UIBarButtonItem(
    title: "Privacy", primaryAction: UIAction { [weak self] _ in self?.privacySettingsTapped() })

  private let consent: ConsentGate
  private let interstitials: InterstitialPresenter
  private var bank = QuestionBank()
  private var roundScore = 0
  private var gameTask: Task<Void, Never>?
  private var countdownTask: Task<Void, Never>?
  private var pendingAnswer: CheckedContinuation<Int?, Never>?

  private let statusLabel = UILabel()
  private let questionLabel = UILabel()
  private let countdownLabel = UILabel()
  private var answerButtons: [UIButton] = []

  public init(consent: ConsentGate, now: @escaping () -> Date = Date.init) {
    self.consent = consent
    self.interstitials = InterstitialPresenter(consent: consent, now: now)
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "QuizNight"
    view.backgroundColor = .systemBackground
    privacyItem.isHidden = true
    navigationItem.rightBarButtonItem = privacyItem
    buildLayout()

    gameTask = Task {
      await consent.gatherConsent(from: self)
      privacyItem.isHidden = !consent.isPrivacyOptionsRequired
      interstitials.preload()
      await playGame()
    }
  }

  public override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if isMovingFromParent {
      gameTask?.cancel()
      resolveQuestion(with: nil)
    }
  }

  // MARK: Game loop

  private func playGame() async {
    while !Task.isCancelled {
      await playRound()
      roundsPlayed += 1
      statusLabel.text = "Round \(roundsPlayed): \(roundScore)/\(Self.questionsPerRound)"
      // Natural break between rounds.
      await interstitials.presentIfReady(from: self)
    }
  }

  private func playRound() async {
    roundScore = 0
    for question in bank.nextRound(count: Self.questionsPerRound) {
      guard !Task.isCancelled else { return }
      let choice = await ask(question)
      if choice == question.correctIndex {
        roundScore += 1
      }
    }
  }

  /// Shows the question and waits for an answer, or nil when time runs out.
  private func ask(_ question: Question) async -> Int? {
    questionLabel.text = question.text
    for (button, choice) in zip(answerButtons, question.choices) {
      button.setTitle(choice, for: .normal)
      button.isEnabled = true
    }
    return await withCheckedContinuation { continuation in
      pendingAnswer = continuation
      countdownTask = Task {
        for await remaining in Countdown.ticks(from: Self.secondsPerQuestion) {
          countdownLabel.text = "\(remaining)"
        }
        guard !Task.isCancelled else { return }
        resolveQuestion(with: nil)
      }
    }
  }

  private func resolveQuestion(with choice: Int?) {
    countdownTask?.cancel()
    countdownTask = nil
    answerButtons.forEach { $0.isEnabled = false }
    pendingAnswer?.resume(returning: choice)
    pendingAnswer = nil
  }

  // MARK: Privacy

  public func privacySettingsTapped() {
    Task {
      do {
        try await consent.presentPrivacyOptions(from: self)
      } catch {
        print("[Consent] privacy options failed: \(error.localizedDescription)")
      }
      privacyItem.isHidden = !consent.isPrivacyOptionsRequired
    }
  }

  // MARK: Layout

  private func buildLayout() {
    statusLabel.font = .preferredFont(forTextStyle: .subheadline)
    questionLabel.font = .preferredFont(forTextStyle: .title2)
    questionLabel.numberOfLines = 0
    countdownLabel.font = .monospacedDigitSystemFont(ofSize: 32, weight: .bold)
    countdownLabel.textAlignment = .center

    answerButtons = (0..<4).map { index in
      let button = UIButton(
        configuration: .tinted(),
        primaryAction: UIAction { [weak self] _ in self?.resolveQuestion(with: index) })
      button.isEnabled = false
      return button
    }

    let stack = UIStackView(arrangedSubviews: [statusLabel, questionLabel, countdownLabel] + answerButtons)
    stack.axis = .vertical
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }
}
