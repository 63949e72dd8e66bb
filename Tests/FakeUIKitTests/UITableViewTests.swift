import AdSimulation
import FakeUIKit
import Foundation
import Testing

/// A cell that counts its reuses.
final class CountingCell: UITableViewCell {
  var reuses = 0
  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

/// A data source and delegate that logs what the table asks and tells.
@MainActor
final class TableLog: NSObject, UITableViewDataSource, UITableViewDelegate {
  var sections = [100]
  var heights: ((IndexPath) -> CGFloat)?
  var asked: [IndexPath] = []
  var events: [String] = []
  var selected: [IndexPath] = []

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section] }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    asked.append(indexPath)
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
    return cell
  }
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    heights?(indexPath) ?? tableView.rowHeight
  }
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    events.append("will \(indexPath.row)")
  }
  func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    events.append("end \(indexPath.row)")
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

/// A feed screen as apps write it: a view controller owning a table whose every fifth row
/// is an ad.
final class FeedViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  final class PostCell: UITableViewCell {
    let title = UILabel()
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      contentView.addSubview(title)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }
  final class AdCell: UITableViewCell {
    var adIndex = -1
  }

  let tableView = UITableView(frame: .zero, style: .plain)
  var wrongCells = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    tableView.register(PostCell.self, forCellReuseIdentifier: "PostCell")
    tableView.register(AdCell.self, forCellReuseIdentifier: "AdCell")
    tableView.dataSource = self
    tableView.delegate = self
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 80
    view.addSubview(tableView)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if indexPath.row % 5 == 4 {
      let cell = tableView.dequeueReusableCell(withIdentifier: "AdCell", for: indexPath) as! AdCell
      cell.adIndex = indexPath.row / 5
      return cell
    }
    guard let cell = tableView.dequeueReusableCell(withIdentifier: "PostCell", for: indexPath) as? PostCell else {
      wrongCells += 1
      return UITableViewCell()
    }
    cell.title.text = "Post \(indexPath.row)"
    return cell
  }
}

/// A table view shows only the rows in its bounds, and reuses the cells of rows that leave.
@Suite("UITableView")
@MainActor
struct UITableViewTests {
  /// A 320×480 table in a key window, with the log as data source and delegate.
  static func stage(_ log: TableLog) -> (UIWindow, UITableView) {
    let window = UIWindow(frame: .zero)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    table.register(CountingCell.self, forCellReuseIdentifier: "row")
    table.dataSource = log
    table.delegate = log
    window.addSubview(table)
    window.makeKeyAndVisible()
    return (window, table)
  }

  static func rows(_ range: Range<Int>, section: Int = 0) -> [IndexPath] {
    range.map { IndexPath(row: $0, section: section) }
  }

  @Test("Only the rows in view are asked for and shown")
  func visibleRowsOnly() async {
    await Simulation.run(Script()) { _ in
      let log = TableLog()
      let (_, table) = Self.stage(log)
      // 480 / 44 = 10.9: rows 0 to 10.
      #expect(log.asked == Self.rows(0..<11))
      #expect(table.indexPathsForVisibleRows == Self.rows(0..<11))
      #expect(table.visibleCells.count == 11)
      #expect(table.numberOfSections == 1)
      #expect(table.numberOfRows(inSection: 0) == 100)
      #expect(table.contentSize == CGSize(width: 320, height: 4400))
      let cell = table.cellForRow(at: IndexPath(row: 3, section: 0))
      #expect(cell?.frame == CGRect(x: 0, y: 132, width: 320, height: 44))
      #expect(cell?.superview === table)
      #expect(cell?.isOnScreen == true)
      #expect(cell?.textLabel?.text == "0.3")
      #expect(table.cellForRow(at: IndexPath(row: 20, section: 0)) == nil)
      #expect(log.events == (0..<11).map { "will \($0)" })
    }
  }

  @Test("Scrolling ends the rows that leave, pools their cells and reuses them")
  func scrollingReuses() async {
    await Simulation.run(Script()) { _ in
      let log = TableLog()
      let (_, table) = Self.stage(log)
      let first = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CountingCell
      log.events = []
      log.asked = []
      table.contentOffset = CGPoint(x: 0, y: 44)
      #expect(log.events == ["end 0", "will 11"])
      #expect(log.asked == [IndexPath(row: 11, section: 0)])
      let reused = table.cellForRow(at: IndexPath(row: 11, section: 0))
      #expect(reused === first)
      #expect(first?.reuses == 1)
      #expect(reused?.frame.minY == 484)
      #expect(reused?.textLabel?.text == "0.11")
      table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .bottom, animated: true)
      #expect(table.contentOffset == CGPoint(x: 0, y: 3920))
      #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 99, section: 0))
      #expect(table.visibleCells.count <= 12)
      table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
      #expect(table.contentOffset.y == 2200)
      #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 50, section: 0))
    }
  }

  @Test("reloadData pools every shown cell and asks again")
  func reloadData() async {
    await Simulation.run(Script()) { _ in
      let log = TableLog()
      let (_, table) = Self.stage(log)
      let before = Set(table.visibleCells.map(ObjectIdentifier.init))
      log.asked = []
      log.events = []
      log.sections = [3]
      table.reloadData()
      #expect(log.asked == Self.rows(0..<3))
      #expect(log.events.filter { $0.hasPrefix("end") }.count == 11)
      #expect(Set(table.visibleCells.map(ObjectIdentifier.init)).isSubset(of: before))
      #expect(table.subviews.filter { $0 is UITableViewCell }.count == 3)
    }
  }

  @Test("Sections follow one another, with heights from the delegate")
  func sectionsAndHeights() async {
    await Simulation.run(Script()) { _ in
      let log = TableLog()
      log.sections = [2, 3]
      log.heights = { $0.section == 0 ? 100 : 50 }
      let (_, table) = Self.stage(log)
      #expect(table.numberOfSections == 2)
      #expect(table.numberOfRows(inSection: 1) == 3)
      #expect(table.contentSize.height == 350)
      #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.frame.minY == 200)
      #expect(table.rectForRow(at: IndexPath(row: 2, section: 1)) == CGRect(x: 0, y: 300, width: 320, height: 50))
      #expect(table.indexPathsForVisibleRows == Self.rows(0..<2) + Self.rows(0..<3, section: 1))
    }
  }

  @Test("Dequeueing without an index path gives nil when nothing is pooled or registered")
  func dequeueWithoutIndexPath() async {
    await Simulation.run(Script()) { _ in
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      #expect(table.dequeueReusableCell(withIdentifier: "none") == nil)
      table.register(CountingCell.self, forCellReuseIdentifier: "made")
      let made = table.dequeueReusableCell(withIdentifier: "made")
      #expect(made is CountingCell)
      #expect(made?.reuseIdentifier == "made")
      #expect(UITableView(frame: .zero).style == .plain)
      #expect(UITableView(frame: .zero, style: .insetGrouped).style == .insetGrouped)
    }
  }

  @Test("Inserting and deleting rows moves the shown cells, and a mismatch is misuse")
  func insertAndDelete() async {
    await Simulation.run(Script()) { sim in
      let log = TableLog()
      let (_, table) = Self.stage(log)
      let second = table.cellForRow(at: IndexPath(row: 1, section: 0))
      log.sections = [99]
      table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === second)
      #expect(table.visibleCells.count == 11)
      log.sections = [100]
      table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
      #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === second)
      log.sections = [50]
      table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
      #expect(sim.trace.events.contains { $0.name == .tableViewMisuse })
      #expect(table.numberOfRows(inSection: 0) == 50)
    }
  }

  @Test("A feed never gets an ad cell back for a content row, nor a content cell for an ad")
  func feedWithAds() async {
    await Simulation.run(Script()) { _ in
      let feed = FeedViewController()
      let window = UIWindow(frame: .zero)
      window.rootViewController = feed
      window.makeKeyAndVisible()
      let table = feed.tableView
      #expect(!table.visibleCells.isEmpty)
      for step in 1...40 {
        table.contentOffset = CGPoint(x: 0, y: CGFloat(step * 150))
        for path in table.indexPathsForVisibleRows ?? [] {
          let cell = table.cellForRow(at: path)
          if path.row % 5 == 4 {
            #expect((cell as? FeedViewController.AdCell)?.adIndex == path.row / 5)
          } else {
            #expect((cell as? FeedViewController.PostCell)?.title.text == "Post \(path.row)")
          }
        }
      }
      #expect(feed.wrongCells == 0)
      table.tapRow(at: table.indexPathsForVisibleRows![0])
    }
  }

  @Test("A tap on a row in view tells the delegate")
  func tapSelects() async {
    await Simulation.run(Script()) { _ in
      let log = TableLog()
      let (_, table) = Self.stage(log)
      table.tapRow(at: IndexPath(row: 2, section: 0))
      table.tapRow(at: IndexPath(row: 50, section: 0))
      #expect(log.selected == [IndexPath(row: 2, section: 0)])
    }
  }
}
