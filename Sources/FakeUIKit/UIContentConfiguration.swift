/// A description of what a cell shows, from which the cell makes its content view.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
  /// Makes a view that shows this configuration.
  func makeContentView() -> any UIView & UIContentView
  /// The configuration as it should look in the state (selected, highlighted).
  func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
  /// The configuration shown; setting it shows the new one.
  var configuration: any UIContentConfiguration { get set }
  /// Whether the view can show the configuration by having it set, rather than be replaced.
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
  /// Whether the view can show the configuration: by default, any.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// The state a configuration is updated for.
@preconcurrency @MainActor
public protocol UIConfigurationState {}

/// A cell's state, as configurations read it.
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell is highlighted.
  public var isHighlighted = false
  /// Whether the cell is disabled.
  public var isDisabled = false

  /// A state neither selected, highlighted nor disabled.
  public init() {}
}
