extension UIBarButtonItem {
  /// The bar buttons the system draws, each with its standard title or icon.
  public enum SystemItem: Int, Sendable {
    /// Done.
    case done
    /// Cancel.
    case cancel
    /// Edit.
    case edit
    /// Save.
    case save
    /// A plus sign.
    case add
    /// Flexible space between buttons.
    case flexibleSpace
    /// Fixed space between buttons.
    case fixedSpace
    /// A pen on paper.
    case compose
    /// A curved arrow back.
    case reply
    /// A box with an arrow out: share.
    case action
    /// A folder.
    case organize
    /// An open book.
    case bookmarks
    /// A magnifying glass.
    case search
    /// A circular arrow.
    case refresh
    /// A cross.
    case stop
    /// A camera.
    case camera
    /// A bin.
    case trash
    /// A play triangle.
    case play
    /// Two pause bars.
    case pause
    /// Two triangles back.
    case rewind
    /// Two triangles forward.
    case fastForward
    /// Undo.
    case undo
    /// Redo.
    case redo
    /// A page turning up, an older icon.
    case pageCurl
    /// A cross in a circle.
    case close
  }
}
