import Foundation

/// A screen whose root view is a table view, with the screen as the table's data source
/// and delegate.
///
/// As in UIKit, a subclass overrides the data source's and delegate's methods (with
/// `override`), and the table is made on first use of ``tableView`` or ``UIViewController/view``.
/// Before the screen comes on screen, the row the user selected is deselected, unless
/// ``clearsSelectionOnViewWillAppear`` is false.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let tableStyle: UITableView.Style

  /// Whether the selected row is deselected each time the screen is about to come on
  /// screen; true unless set.
  @exclusivity(unchecked) open var clearsSelectionOnViewWillAppear = true

  /// The table, which is the screen's root view.
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// Creates a screen whose table has the style.
  public init(style: UITableView.Style) {
    tableStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a screen with a plain table; the simulation has no nib files, so the name and
  /// bundle are only kept.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tableStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a screen with a plain table from an archive; the simulation has none to read.
  public required init?(coder: NSCoder) {
    tableStyle = .plain
    super.init(coder: coder)
  }

  /// Makes the table the size of the screen, with this screen as its data source and
  /// delegate.
  open override func loadView() {
    let table = UITableView(frame: UIScreen.main.bounds, style: tableStyle)
    view = table
    table.dataSource = self
    table.delegate = self
  }

  /// Deselects the selected row when ``clearsSelectionOnViewWillAppear`` is true.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let table = tableView, let selected = table.indexPathForSelectedRow else {
      return
    }
    table.deselectRow(at: selected, animated: animated)
  }

  // MARK: Data source

  /// One section.
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }

  /// No rows: a subclass gives its own count.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// A plain cell: a subclass gives its own cells.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  // MARK: Delegate

  /// The table view's ``UITableView/rowHeight``.
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }

  /// Does nothing.
  open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
