import FakeUIKit

/// One story of the magazine, pushed over the story list while the reader reads it.
final class StoryPageController: UIViewController {
  /// The story's number in the issue.
  let storyNumber: Int
  private let bodyLabel = UILabel()

  /// Creates the page for the story.
  init(storyNumber: Int) {
    self.storyNumber = storyNumber
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    storyNumber = 0
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Story \(storyNumber)"
    view.backgroundColor = .systemBackground
    bodyLabel.numberOfLines = 0
    bodyLabel.text = "The text of story \(storyNumber)."
    bodyLabel.frame = CGRect(x: 16, y: 80, width: view.bounds.width - 32, height: 400)
    view.addSubview(bodyLabel)
  }
}
