import AdSimulation
import FakeUIKit
import Testing

/// An article in a scroll view, its content view pinned to the scroll view's edges and as
/// wide as it, with a title, a card sized by its own labels, and a button closing the
/// content at the bottom: the shape of a screen written with Auto Layout alone.
private final class ArticleScreen: UIViewController {
  let scrollView = UIScrollView()
  let contentView = UIView()
  let titleLabel = UILabel()
  let card = UIView()
  let cardHeadline = UILabel()
  let cardBody = UILabel()
  let more = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    titleLabel.text = "Harbour"
    cardHeadline.text = "Ferry times change"
    cardBody.numberOfLines = 0
    cardBody.text = String(repeating: "word ", count: 40)
    more.setTitle("More", for: .normal)
    view.addSubview(scrollView)
    scrollView.addSubview(contentView)
    for subview in [titleLabel, card, more] as [UIView] { contentView.addSubview(subview) }
    card.addSubview(cardHeadline)
    card.addSubview(cardBody)
    for subview in [scrollView, contentView, titleLabel, card, more, cardHeadline, cardBody] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
    }
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      contentView.topAnchor.constraint(equalTo: scrollView.topAnchor),
      contentView.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
      contentView.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
      contentView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
      contentView.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
      titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 16),
      titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      card.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 500),
      card.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      card.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      cardHeadline.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
      cardHeadline.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
      cardBody.topAnchor.constraint(equalTo: cardHeadline.bottomAnchor, constant: 4),
      cardBody.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
      cardBody.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
      cardBody.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
      more.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 24),
      more.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
      more.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -24),
    ])
  }
}

@Suite("Auto Layout sizes views by their content")
@MainActor
struct ContentSizingTests {
  @Test("Content hugging and compression resistance are kept as set, 250 and 750 unless set")
  func contentPriorities() async {
    await Simulation.run(Script()) { _ in
      let label = UILabel()
      #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
      #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
      label.setContentHuggingPriority(.defaultHigh + 1, for: .horizontal)
      label.setContentCompressionResistancePriority(.required, for: .vertical)
      #expect(label.contentHuggingPriority(for: .horizontal) == UILayoutPriority(751))
      #expect(label.contentHuggingPriority(for: .vertical) == .defaultLow)
      #expect(label.contentCompressionResistancePriority(for: .vertical) == .required)
      #expect(label.contentCompressionResistancePriority(for: .horizontal) == UILayoutPriority(749) + 1)
    }
  }

  @Test("A label is as large as its text, on one line or wrapped at its width within its lines")
  func labelSizes() async {
    await Simulation.run(Script()) { _ in
      let label = UILabel()
      #expect(label.intrinsicContentSize == .zero)
      label.text = "Ad"
      // 17-point text: 8.5 points a character, lines of 21 points.
      #expect(label.intrinsicContentSize == CGSize(width: 17, height: 21))
      label.text = String(repeating: "x", count: 40)
      label.numberOfLines = 2
      label.preferredMaxLayoutWidth = 100
      #expect(label.intrinsicContentSize == CGSize(width: 100, height: 42))
      label.numberOfLines = 0
      #expect(label.intrinsicContentSize == CGSize(width: 100, height: 84))
      let button = UIButton(type: .system)
      #expect(button.intrinsicContentSize == CGSize(width: 30, height: 34))
      button.setTitle("Install now", for: .normal)
      #expect(button.intrinsicContentSize.height == 34)
      #expect(button.intrinsicContentSize.width > 30)
    }
  }

  @Test("A card takes the height its labels need; the scroll view's content ends at the button")
  func contentSizes() async {
    await Simulation.run(Script()) { _ in
      let screen = ArticleScreen()
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = screen
      window.makeKeyAndVisible()
      // The body wraps at the card's width less its margins: 200 characters of 8.5
      // points in 272 points is 7 lines of 21.
      #expect(screen.card.frame.width == 288)
      #expect(screen.cardBody.frame.width == 272)
      #expect(screen.cardBody.frame.height == 147)
      // Margins of 8, the headline's line, a gap of 4, the body.
      #expect(screen.card.frame.height == 188)
      let contentHeight = screen.more.frame.maxY + 24
      #expect(screen.contentView.frame.height == contentHeight)
      #expect(screen.scrollView.contentSize == CGSize(width: 320, height: contentHeight))
      // A longer body grows the card, moves the button down and lengthens the content:
      // 400 characters are 13 lines.
      let before = screen.more.frame.minY
      screen.cardBody.text = String(repeating: "word ", count: 80)
      #expect(screen.cardBody.frame.height == 273)
      #expect(screen.more.frame.minY == before + 126)
      #expect(screen.scrollView.contentSize.height == contentHeight + 126)
      withExtendedLifetime(window) {}
    }
  }
}
