import Foundation

extension UITableViewCell {
  /// A list configuration with the cell's style, for the app to fill and give back:
  /// `var content = cell.defaultContentConfiguration(); content.text = title`.
  public func defaultContentConfiguration() -> UIListContentConfiguration {
    switch cellStyle {
    case .default: .cell()
    case .subtitle: .subtitleCell()
    case .value1, .value2: .valueCell()
    }
  }

  /// What the cell shows, described by a configuration: setting one puts its content view
  /// in the cell's content view, filling it as the cell is sized; setting nil takes it out.
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { configuredContentView?.configuration }
    set {
      guard let newValue else {
        configuredContentView?.removeFromSuperview()
        configuredContentView = nil
        return
      }
      if let shown = configuredContentView, shown.supports(newValue) {
        shown.configuration = newValue
        return
      }
      configuredContentView?.removeFromSuperview()
      let view = newValue.makeContentView()
      view.frame = contentView.bounds
      contentView.addSubview(view)
      configuredContentView = view
    }
  }
}
