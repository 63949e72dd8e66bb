import AdSimulation
import FakeUIKit
import Foundation
import Testing

/// A list screen as apps write it: a table view controller subclass that overrides the
/// data source's and delegate's methods, with a banner-sized footer.
final class ArticleListController: UITableViewController {
  let titles = (1...30).map { "Article \($0)" }
  var opened: [Int] = []
  var displayed: [Int] = []

  init() {
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "article")
    tableView.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "article", for: indexPath)
    cell.textLabel?.text = titles[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    displayed.append(indexPath.row)
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    opened.append(indexPath.row)
  }
}

@Suite("UITableViewController")
@MainActor
struct UITableViewControllerTests {
  @Test("Its table is its root view, with the screen as data source and delegate")
  func tableIsTheRootView() async {
    await Simulation.run(Script()) { _ in
      let list = ArticleListController()
      let window = UIWindow(frame: .zero)
      window.rootViewController = list
      window.makeKeyAndVisible()
      let table = list.tableView!
      #expect(list.view === table)
      #expect(table.dataSource === list)
      #expect(table.delegate === list)
      #expect(table.style == .plain)
      // A full screen of 44-point rows is asked for and shown, not all thirty.
      #expect(list.displayed.first == 0)
      #expect(list.displayed.count < list.titles.count)
      #expect(table.visibleCells.first?.textLabel?.text == "Article 1")
    }
  }

  @Test(
    "A tap on a row reaches the subclass's override; the selection clears on coming back unless the screen keeps it",
    arguments: [true, false])
  func selectionOnReturn(clears: Bool) async {
    await Simulation.run(Script()) { _ in
      let list = ArticleListController()
      list.clearsSelectionOnViewWillAppear = clears
      let navigation = UINavigationController(rootViewController: list)
      let window = UIWindow(frame: .zero)
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      let row = IndexPath(row: 2, section: 0)
      list.tableView.tapRow(at: row)
      #expect(list.opened == [2])
      #expect(list.tableView.indexPathForSelectedRow == row)
      navigation.pushViewController(UIViewController(), animated: false)
      navigation.popViewController(animated: false)
      #expect(list.tableView.indexPathForSelectedRow == (clears ? nil : row))
    }
  }

  @Test("A grouped table and the plain defaults")
  func styleAndDefaults() async {
    await Simulation.run(Script()) { _ in
      let grouped = UITableViewController(style: .grouped)
      #expect(grouped.tableView.style == .grouped)
      #expect(grouped.tableView.numberOfSections == 1)
      #expect(grouped.tableView(grouped.tableView, numberOfRowsInSection: 0) == 0)
      let plain = UITableViewController(nibName: nil, bundle: nil)
      #expect(plain.tableView.style == .plain)
      #expect(plain.clearsSelectionOnViewWillAppear)
    }
  }
}
