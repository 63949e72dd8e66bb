import FakeUIKit

/// Table cell that displays a single story headline.
final class StoryCell: UITableViewCell {
    static let reuseIdentifier = "StoryCell"

    func configure(title: String) {
        var content = defaultContentConfiguration()
        content.text = title
        content.textProperties.numberOfLines = 2
        contentConfiguration = content
        accessoryType = .disclosureIndicator
    }
}
