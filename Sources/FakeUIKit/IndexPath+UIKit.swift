import Foundation

// UIKit adds rows, items and sections to Foundation's index paths; Linux Foundation has none.
extension IndexPath {
  /// Creates the index path of a row in a section of a table view.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// Creates the index path of an item in a section of a collection view.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The section: the first index.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The row within the section: the second index.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The item within the section: the second index.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
