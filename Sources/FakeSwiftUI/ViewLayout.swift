import FakeUIKit

/// How a built-in view takes its space in the simple layout the view graph does.
///
/// The layout is SwiftUI's in outline, enough to tell where a banner stands: a parent
/// offers its children a size, each answers with the size it takes, and the parent
/// places them. Stacks give their fixed children what they ask and share what is left
/// among their spacers; text asks for what a label in the 17-point body font takes, 8.5
/// points a character (wrapping at the width offered) and 21 a line; a representable's view asks for its
/// `sizeThatFits(_:)`-free size: its intrinsic content size where it has one, else all
/// it is offered.
enum ViewLayout: Equatable {
  /// Its children are laid out by its parent, as if they stood in its place.
  case transparent
  /// Takes no space.
  case empty
  /// Children one after another along the axis, with the spacing between them.
  case stack(axis: Axis, spacing: CGFloat)
  /// Children on top of each other, centred.
  case overlay
  /// Stretches along its parent stack's axis, at least the length.
  case spacer(minLength: CGFloat)
  /// Text of so many characters, counted once as the view is shown, since a layout
  /// measures each text at every pass.
  case text(characters: Int)
  /// Takes all it is offered.
  case fill
  /// Its content in a frame of fixed width or height, or both.
  case frame(width: CGFloat?, height: CGFloat?)
  /// Its content inset by the amounts.
  case padding(UIEdgeInsets)
  /// A UIKit view, at its intrinsic size where it has one.
  case platformView
  /// Offers its content all it is offered, and takes it.
  case geometry
  /// Its top screen below a navigation bar of 44 points, the others not shown.
  case navigation
  /// Its content from the top, as tall as it likes.
  case scroll
  /// Its first child, with the others at the first's size behind or in front of it.
  case decorated
  /// Its selected tab above a tab bar of 49 points, the others not shown.
  case tabs
}

/// A direction of layout.
public enum Axis: Sendable, Hashable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical
}
