import AdSimulation
import FakeUIKit
import Testing

/// Gives a table a number of 44-point rows.
@MainActor
private final class RowSource: NSObject, UITableViewDataSource {
  let rows: Int
  init(rows: Int) { self.rows = rows }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: "row")
  }
}

/// A table's header sits above the first row and its footer after the last.
@Suite("UITableView header and footer")
@MainActor
struct UITableViewHeaderFooterTests {
  @Test("The header pushes the rows down, the footer follows them, and both count in the content size")
  func headerAndFooter() async {
    await Simulation.run(Script()) { _ in
      let window = UIWindow(frame: UIScreen.main.bounds)
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      window.addSubview(table)
      window.makeKeyAndVisible()
      let source = RowSource(rows: 3)
      table.dataSource = source
      let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
      let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 50))
      table.tableHeaderView = header
      table.tableFooterView = footer
      #expect(header.superview === table && footer.superview === table)
      #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
      #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 100)
      #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY == 188)
      #expect(footer.frame == CGRect(x: 0, y: 232, width: 320, height: 50))
      #expect(table.contentSize.height == 282)
      #expect(header.isOnScreen && footer.isOnScreen)
      header.frame.size.height = 40
      table.tableHeaderView = header
      #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 40)
      #expect(footer.frame.minY == 172)
      table.tableHeaderView = nil
      #expect(header.superview == nil)
      #expect(table.contentSize.height == 182)
    }
  }
}
