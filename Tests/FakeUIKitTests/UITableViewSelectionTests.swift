import AdSimulation
import FakeUIKit
import Foundation
import Testing

/// A tap selects its row before the delegate hears it, and the row stays selected until
/// the app deselects it or reloads the table; list content configurations show their texts.
@Suite("UITableView selection and cell content")
@MainActor
struct UITableViewSelectionTests {
  @Test("A tapped row is selected until the app deselects it, and reloadData clears it")
  func selection() async {
    await Simulation.run(Script()) { _ in
      let log = TableLog()
      let (_, table) = UITableViewTests.stage(log)
      let row = IndexPath(row: 2, section: 0)
      #expect(table.indexPathForSelectedRow == nil)
      table.tapRow(at: row)
      #expect(log.selected == [row])
      #expect(table.indexPathForSelectedRow == row)
      #expect(table.cellForRow(at: row)?.isSelected == true)
      table.deselectRow(at: row, animated: true)
      #expect(table.indexPathForSelectedRow == nil)
      #expect(table.cellForRow(at: row)?.isSelected == false)
      table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
      #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
      #expect(log.selected == [row], "Expected selectRow not to tell the delegate, as on a device")
      table.reloadData()
      #expect(table.indexPathForSelectedRow == nil)
    }
  }

  @Test("A list content configuration shows its texts in the cell, filling the content view")
  func listContentConfiguration() async {
    await Simulation.run(Script()) { _ in
      let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "story")
      cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
      var content = cell.defaultContentConfiguration()
      content.text = "Harbour reopens"
      content.secondaryText = "Local news"
      content.textProperties.numberOfLines = 2
      cell.contentConfiguration = content
      cell.accessoryType = .disclosureIndicator
      let labels = cell.contentView.subviews.flatMap(\.subviews).compactMap { $0 as? UILabel }
      #expect(labels.map(\.text) == ["Harbour reopens", "Local news"])
      #expect(labels.first?.numberOfLines == 2)
      #expect(cell.contentView.subviews.first?.frame == cell.contentView.bounds)
      #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Harbour reopens")
      // A new list configuration is shown by the same view; nil takes it out.
      let shown = cell.contentView.subviews.first
      content.text = "Harbour closes"
      cell.contentConfiguration = content
      #expect(cell.contentView.subviews.first === shown)
      #expect(labels.first?.text == "Harbour closes")
      cell.frame = CGRect(x: 0, y: 0, width: 375, height: 60)
      #expect(shown?.frame.width == 375)
      cell.contentConfiguration = nil
      #expect(cell.contentView.subviews.isEmpty)
    }
  }
}
