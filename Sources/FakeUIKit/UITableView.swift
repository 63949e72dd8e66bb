import AdSimulation
import Foundation

/// A scroll view that shows rows in sections, asking its data source for the cells of the
/// rows in view and reusing the cells of rows that scroll away.
///
/// Rows are stacked by height from the top, sections one after another, with no section
/// headers or footers; a ``tableHeaderView`` sits above the first row and pushes the rows
/// down, and a ``tableFooterView`` below the last. The table lays out only the rows that meet its bounds at its
/// ``contentOffset``: when it is in a window and its frame or offset changes, on
/// ``reloadData()``, and on ``layoutIfNeeded()``. A row that leaves the visible area is
/// removed, the delegate hears
/// ``UITableViewDelegate/tableView(_:didEndDisplaying:forRowAt:)``, and its cell goes to a
/// pool for its reuse identifier.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// The value of ``rowHeight`` or ``estimatedRowHeight`` that asks for the system's size.
  public static let automaticDimension: CGFloat = -1

  private let storedStyle: Style
  /// The cells shown, by index path.
  @exclusivity(unchecked) private var shown: [IndexPath: UITableViewCell] = [:]
  /// The cells waiting for reuse, by identifier, oldest first.
  @exclusivity(unchecked) private var pool: [String: [UITableViewCell]] = [:]
  /// The cell classes registered, by identifier.
  @exclusivity(unchecked) private var registered: [String: UITableViewCell.Type] = [:]
  /// The top of each row, by section, and each row's height; empty until first asked.
  @exclusivity(unchecked) private var rowTops: [[CGFloat]] = []
  @exclusivity(unchecked) private var rowHeights: [[CGFloat]] = []
  /// Whether the counts and heights must be asked again.
  @exclusivity(unchecked) private var modelIsStale = true
  @exclusivity(unchecked) private var isPlacingRows = false
  @exclusivity(unchecked) private var needsAnotherPass = false
  @exclusivity(unchecked) private var batchDepth = 0
  /// The row the user selected last and the app has not deselected.
  @exclusivity(unchecked) var selectedPath: IndexPath?
  /// How many times the rows may have been renumbered: by ``reloadData()`` or by rows
  /// inserted or deleted. A row's index path names the same item between two changes.
  @exclusivity(unchecked) package private(set) var rowsRenumbered = 0

  /// How the table groups its sections; kept, not drawn.
  open var style: Style { storedStyle }
  /// The object that gives the table its rows and cells.
  @exclusivity(unchecked) open weak var dataSource: (any UITableViewDataSource)? {
    didSet { reloadData() }
  }
  /// The object told about the rows, and asked their heights.
  open weak var delegate: (any UITableViewDelegate)? {
    get { scrollDelegate as? any UITableViewDelegate }
    set {
      scrollDelegate = newValue
      modelIsStale = true
      placeRowsIfInWindow()
    }
  }
  /// The height of a row whose delegate does not give one; 44 unless set.
  @exclusivity(unchecked) open var rowHeight: CGFloat = 44
  /// The height the table may assume for a row before asking; kept, as rows are measured
  /// at once.
  @exclusivity(unchecked) open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
  /// The lines between rows; kept, not drawn.
  @exclusivity(unchecked) open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
  /// Whether a tap selects a row.
  @exclusivity(unchecked) open var allowsSelection = true
  /// The view above the first row, as wide as the table and as tall as its own frame; the
  /// rows start below it and it counts in ``contentSize``. Set it again after changing its
  /// height, as in UIKit.
  @exclusivity(unchecked) open var tableHeaderView: UIView? {
    didSet { replaceAccessory(oldValue, with: tableHeaderView) }
  }
  /// The view below the last row, as wide as the table and as tall as its own frame; it
  /// counts in ``contentSize``.
  @exclusivity(unchecked) open var tableFooterView: UIView? {
    didSet { replaceAccessory(oldValue, with: tableFooterView) }
  }

  /// Creates a table view of the style with the frame.
  public init(frame: CGRect, style: Style) {
    storedStyle = style
    super.init(frame: frame)
  }

  /// Creates a plain table view with the frame.
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Creates a table view from an archive; the simulation has none to read, so the table
  /// is a plain one with an empty frame.
  public required init?(coder: NSCoder) {
    storedStyle = .plain
    super.init(coder: coder)
  }

  // MARK: Cells

  /// Registers the class that ``dequeueReusableCell(withIdentifier:for:)`` makes cells of
  /// for the identifier; nil, or a class that is not a cell's, removes the registration.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    registered[identifier] = cellClass as? UITableViewCell.Type
  }

  /// A pooled cell of the identifier, after its ``UITableViewCell/prepareForReuse()``, else
  /// a new one of the registered class, else nil.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if var cells = pool[identifier], !cells.isEmpty {
      let cell = cells.removeFirst()
      pool[identifier] = cells
      cell.prepareForReuse()
      return cell
    }
    return registered[identifier]?.init(registeredReuseIdentifier: identifier)
  }

  /// A pooled cell of the identifier, after its ``UITableViewCell/prepareForReuse()``, else
  /// a new one of the registered class.
  ///
  /// With no class registered a device raises an exception; here it is recorded as misuse
  /// and a default cell comes back.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    misuse("no class registered for the reuse identifier \"\(identifier)\"")
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// The cell shown for the row, or nil when the row is not in view.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    shown[indexPath]
  }

  /// The index path of a cell shown, or nil.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    shown.first { $0.value === cell }?.key
  }

  /// The index paths of the rows in view, in order; nil when none is.
  open var indexPathsForVisibleRows: [IndexPath]? {
    shown.isEmpty ? nil : shown.keys.sorted()
  }

  /// The cells of the rows in view, in row order.
  open var visibleCells: [UITableViewCell] {
    shown.keys.sorted().compactMap { shown[$0] }
  }

  // MARK: Counts and geometry

  /// The number of sections, as the data source last gave it.
  open var numberOfSections: Int {
    loadModelIfNeeded()
    return rowHeights.count
  }

  /// The number of rows in the section, as the data source last gave it; 0 for a section
  /// that does not exist.
  open func numberOfRows(inSection section: Int) -> Int {
    loadModelIfNeeded()
    return rowHeights.indices.contains(section) ? rowHeights[section].count : 0
  }

  /// The rectangle of the row in the table's content; `.null` for a row that does not exist.
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    loadModelIfNeeded()
    guard exists(indexPath) else { return .null }
    return CGRect(
      x: 0, y: rowTops[indexPath.section][indexPath.row], width: bounds.width,
      height: rowHeights[indexPath.section][indexPath.row])
  }

  // MARK: Reloading and updates

  /// Asks the data source for the counts and heights again: every shown cell goes to the
  /// pool, and the table lays out its rows again when in a window.
  open func reloadData() {
    rowsRenumbered &+= 1
    selectedPath = nil
    for path in shown.keys.sorted() { recycle(at: path) }
    modelIsStale = true
    placeRowsIfInWindow()
  }

  /// Inserts rows the data source now has; the rows after them move down.
  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    update(deleting: [], inserting: indexPaths, reloading: [])
  }

  /// Deletes rows the data source no longer has: their cells go to the pool, and the rows
  /// after them move up.
  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    update(deleting: indexPaths, inserting: [], reloading: [])
  }

  /// Asks the data source for the cells of the rows again; their old cells go to the pool.
  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    update(deleting: [], inserting: [], reloading: indexPaths)
  }

  /// Runs the updates as one, then calls the completion with true; rows shown then are
  /// asked for again, as after ``reloadData()``.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    beginUpdates()
    updates?()
    endUpdates()
    completion?(true)
  }

  /// Starts a group of row updates, applied together at ``endUpdates()``.
  open func beginUpdates() {
    batchDepth += 1
  }

  /// Ends a group of row updates: rows shown are asked for again, as after ``reloadData()``.
  open func endUpdates() {
    guard batchDepth > 0 else { return }
    batchDepth -= 1
    if batchDepth == 0 { reloadData() }
  }

  // MARK: Scrolling

  /// Scrolls so the row is at the position, within the content's scrollable range.
  ///
  /// A row that does not exist raises an exception on a device; here it is recorded as
  /// misuse and nothing moves.
  open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    let rect = rectForRow(at: indexPath)
    guard !rect.isNull else {
      return misuse("scroll to row \(indexPath.row) in section \(indexPath.section), which does not exist")
    }
    let height = bounds.height
    let target: CGFloat
    switch scrollPosition {
    case .none: return scrollRectToVisible(rect, animated: animated)
    case .top: target = rect.minY
    case .middle: target = rect.midY - height / 2
    case .bottom: target = rect.maxY - height
    }
    let lowest = -contentInset.top
    let highest = max(lowest, contentSize.height + contentInset.bottom - height)
    setContentOffset(CGPoint(x: contentOffset.x, y: min(max(target, lowest), highest)), animated: animated)
  }

  /// The user taps the row, as on a device: when the table allows selection and the row is
  /// in view, the row is selected (see ``indexPathForSelectedRow``), then the delegate hears
  /// ``UITableViewDelegate/tableView(_:didSelectRowAt:)``.
  public func tapRow(at indexPath: IndexPath) {
    guard allowsSelection, let cell = shown[indexPath] else { return }
    select(indexPath, cell: cell)
    delegate?.tableView(self, didSelectRowAt: indexPath)
  }

  // MARK: Layout triggers

  /// The content offset; a change lays the rows out again when the table is in a window.
  open override var contentOffset: CGPoint {
    get { super.contentOffset }
    set {
      let old = super.contentOffset
      super.contentOffset = newValue
      if super.contentOffset != old { placeRowsIfInWindow() }
    }
  }

  /// The table's rectangle; a change lays the rows out again when the table is in a window.
  open override var frame: CGRect {
    get { super.frame }
    set {
      let old = super.frame
      super.frame = newValue
      guard super.frame != old else { return }
      if super.frame.width != old.width { modelIsStale = true }
      placeRowsIfInWindow()
    }
  }

  /// Lays the rows out on entering a window.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    placeRowsIfInWindow()
  }

  /// Lays out the subviews, and the rows in view.
  open override func layoutSubviews() {
    super.layoutSubviews()
    placeRows()
  }

  // MARK: Private

  /// Takes a replaced header or footer off the table, adds the new one, and lays the rows
  /// out again; the rows move when the table next lays them out, at once in a window.
  private func replaceAccessory(_ old: UIView?, with new: UIView?) {
    if old !== new, let old, old.superview === self { old.removeFromSuperview() }
    if let new, new.superview !== self { addSubview(new) }
    modelIsStale = true
    placeAccessories()
    placeRowsIfInWindow()
  }

  /// Places the header at the top of the content and the footer after the last row, each
  /// as wide as the table.
  private func placeAccessories() {
    if let header = tableHeaderView {
      let frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
      if header.frame != frame { header.frame = frame }
    }
    if let footer = tableFooterView {
      let frame = CGRect(x: 0, y: rowsBottom, width: bounds.width, height: footer.frame.height)
      if footer.frame != frame { footer.frame = frame }
    }
  }

  /// The height of the header, where the rows start.
  private var rowsTop: CGFloat {
    tableHeaderView.map { max(0, $0.frame.height) } ?? 0
  }

  /// Where the rows end: the bottom of the last row, else below the header.
  @exclusivity(unchecked) private var rowsBottom: CGFloat = 0

  private func placeRowsIfInWindow() {
    guard window != nil else { return }
    placeRows()
  }

  /// Shows the rows that meet the bounds and only those; a change made while the rows are
  /// being placed (a delegate scrolling) places them once more afterwards.
  private func placeRows() {
    guard !isPlacingRows else {
      needsAnotherPass = true
      return
    }
    isPlacingRows = true
    defer { isPlacingRows = false }
    var passes = 0
    repeat {
      needsAnotherPass = false
      passes += 1
      loadModelIfNeeded()
      placeAccessories()
      let wanted = pathsMeeting(bounds)
      let wantedSet = Set(wanted)
      for path in shown.keys.sorted() where !wantedSet.contains(path) { recycle(at: path) }
      for path in wanted {
        let rect = rectForRow(at: path)
        if let cell = shown[path] {
          cell.frame = rect
          continue
        }
        guard let dataSource else { break }
        let cell = dataSource.tableView(self, cellForRowAt: path)
        cell.frame = rect
        shown[path] = cell
        addSubview(cell)
        delegate?.tableView(self, willDisplay: cell, forRowAt: path)
      }
    } while needsAnotherPass && passes < 8
  }

  /// The rows whose rectangles meet the rectangle of the content, in order.
  private func pathsMeeting(_ visible: CGRect) -> [IndexPath] {
    guard visible.height > 0, visible.width > 0 else { return [] }
    var paths: [IndexPath] = []
    for section in rowTops.indices {
      let tops = rowTops[section]
      let heights = rowHeights[section]
      // The first row whose bottom lies below the visible top.
      var low = 0
      var high = tops.count
      while low < high {
        let middle = (low + high) / 2
        if tops[middle] + heights[middle] <= visible.minY { low = middle + 1 } else { high = middle }
      }
      var row = low
      while row < tops.count, tops[row] < visible.maxY {
        if tops[row] + heights[row] > visible.minY { paths.append(IndexPath(row: row, section: section)) }
        row += 1
      }
    }
    return paths
  }

  /// Asks the data source for the counts and the delegate for the heights, if stale.
  private func loadModelIfNeeded() {
    guard modelIsStale else { return }
    modelIsStale = false
    rowTops = []
    rowHeights = []
    let sections = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 1
    var top = rowsTop
    for section in 0..<sections {
      let rows = dataSource.map { max(0, $0.tableView(self, numberOfRowsInSection: section)) } ?? 0
      var tops: [CGFloat] = []
      var heights: [CGFloat] = []
      tops.reserveCapacity(rows)
      heights.reserveCapacity(rows)
      for row in 0..<rows {
        let path = IndexPath(row: row, section: section)
        let height = resolved(delegate?.tableView(self, heightForRowAt: path) ?? rowHeight)
        tops.append(top)
        heights.append(height)
        top += height
      }
      rowTops.append(tops)
      rowHeights.append(heights)
    }
    rowsBottom = top
    let footerHeight = tableFooterView.map { max(0, $0.frame.height) } ?? 0
    contentSize = CGSize(width: bounds.width, height: top + footerHeight)
    placeAccessories()
  }

  /// A row height, with the automatic dimension (which the fake cannot measure) taken as
  /// the estimated height, else 44, and a negative or non-finite one as 0.
  private func resolved(_ height: CGFloat) -> CGFloat {
    if height == UITableView.automaticDimension {
      return estimatedRowHeight > 0 && estimatedRowHeight.isFinite ? estimatedRowHeight : 44
    }
    return height.isFinite && height > 0 ? height : 0
  }

  private func exists(_ path: IndexPath) -> Bool {
    path.count == 2 && rowHeights.indices.contains(path.section)
      && rowHeights[path.section].indices.contains(path.row)
  }

  /// Takes the cell of the row off the table, tells the delegate, and pools it.
  private func recycle(at path: IndexPath) {
    guard let cell = shown.removeValue(forKey: path) else { return }
    cell.removeFromSuperview()
    delegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
    if let identifier = cell.reuseIdentifier { pool[identifier, default: []].append(cell) }
  }

  /// Applies row updates: the cells of deleted and reloaded rows go to the pool, the others
  /// move to their rows' new index paths, and the rows are placed again.
  ///
  /// Counts that do not match the data source's raise an exception on a device; here the
  /// misuse is recorded and the table reloads.
  private func update(deleting: [IndexPath], inserting: [IndexPath], reloading: [IndexPath]) {
    if batchDepth > 0 { return }
    if !deleting.isEmpty || !inserting.isEmpty { rowsRenumbered &+= 1 }
    loadModelIfNeeded()
    let oldCounts = rowHeights.map(\.count)
    for path in Set(deleting + reloading).sorted() { recycle(at: path) }
    modelIsStale = true
    loadModelIfNeeded()
    let newCounts = rowHeights.map(\.count)
    var expected = oldCounts
    for path in deleting where expected.indices.contains(path.section) { expected[path.section] -= 1 }
    for path in inserting where expected.indices.contains(path.section) { expected[path.section] += 1 }
    guard expected == newCounts else {
      misuse("rows updated to \(expected) but the data source has \(newCounts)")
      return reloadData()
    }
    var moved: [IndexPath: UITableViewCell] = [:]
    for (path, cell) in shown {
      let removedBefore = deleting.filter { $0.section == path.section && $0.row < path.row }.count
      var row = path.row - removedBefore
      for inserted in inserting.filter({ $0.section == path.section }).map(\.row).sorted() where inserted <= row {
        row += 1
      }
      moved[IndexPath(row: row, section: path.section)] = cell
    }
    shown = moved
    placeRowsIfInWindow()
  }

  private func misuse(_ detail: String) {
    Simulation.current?.record(
      .misuse, actor: .app, object: Trace.typeName(of: self), name: .tableViewMisuse,
      detail: detail + "; a device raises an exception")
  }
}
