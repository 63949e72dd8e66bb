import Foundation

/// One row of a table view: a content view holding the app's subviews, and optional text
/// and detail labels.
///
/// The table view sizes the cell to its row, and hands it back to the app through
/// ``UITableView/dequeueReusableCell(withIdentifier:for:)`` once its row leaves the
/// visible area, after calling ``prepareForReuse()``.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  /// The identifier the table view pools the cell under for reuse.
  public let reuseIdentifier: String?
  /// Which labels the cell shows.
  let cellStyle: CellStyle
  /// The view the app adds the cell's content to; it fills the cell.
  public let contentView: UIView
  @exclusivity(unchecked) private var madeTextLabel: UILabel?
  @exclusivity(unchecked) private var madeDetailTextLabel: UILabel?
  /// How the cell looks when selected; kept, not drawn.
  @exclusivity(unchecked) open var selectionStyle = SelectionStyle.default
  /// Whether the cell is selected.
  @exclusivity(unchecked) open var isSelected = false
  /// Whether the cell is highlighted.
  @exclusivity(unchecked) open var isHighlighted = false
  /// The standard mark at the cell's trailing edge; kept, not drawn, and the content view
  /// keeps the cell's width.
  @exclusivity(unchecked) open var accessoryType = AccessoryType.none
  /// The view that shows the content configuration, while the cell has one.
  @exclusivity(unchecked) var configuredContentView: (UIView & UIContentView)?

  /// Creates a cell with the labels of the style, pooled under the identifier.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    cellStyle = style
    contentView = UIView(frame: .zero)
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    contentView.frame = bounds
    addSubview(contentView)
  }

  /// Creates a cell from an archive; the simulation has none to read, so the cell is a
  /// default one without an identifier.
  public required init?(coder: NSCoder) {
    reuseIdentifier = nil
    cellStyle = .default
    contentView = UIView(frame: .zero)
    super.init(coder: coder)
    frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    contentView.frame = bounds
    addSubview(contentView)
  }

  /// Creates a default cell without an identifier, with the frame.
  public convenience override init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// Creates a default cell pooled under the identifier: what the table view calls to make
  /// a cell of a registered class, which UIKit does through the Objective-C runtime; not
  /// part of UIKit.
  public required convenience init(registeredReuseIdentifier reuseIdentifier: String) {
    self.init(style: .default, reuseIdentifier: reuseIdentifier)
  }

  /// The cell's rectangle; its content view follows its size.
  open override var frame: CGRect {
    get { super.frame }
    set {
      super.frame = newValue
      contentView.frame = bounds
      configuredContentView?.frame = contentView.bounds
    }
  }

  /// The label of the cell's main text, made on first use.
  open var textLabel: UILabel? {
    if let madeTextLabel { return madeTextLabel }
    let label = UILabel(frame: contentView.bounds)
    contentView.addSubview(label)
    madeTextLabel = label
    return label
  }

  /// The label of the cell's secondary text, made on first use; nil for the default style,
  /// which has none.
  open var detailTextLabel: UILabel? {
    guard cellStyle != .default else { return nil }
    if let madeDetailTextLabel { return madeDetailTextLabel }
    let label = UILabel(frame: contentView.bounds)
    contentView.addSubview(label)
    madeDetailTextLabel = label
    return label
  }

  /// Called by the table view just before it hands the cell back for another row; an
  /// override calls `super`.
  open func prepareForReuse() {
    isSelected = false
    isHighlighted = false
  }

  /// Sets whether the cell is selected; the fake does not animate.
  open func setSelected(_ selected: Bool, animated: Bool) {
    isSelected = selected
  }
}
