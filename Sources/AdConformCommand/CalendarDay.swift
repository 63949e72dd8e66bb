import Foundation

/// A day of the Gregorian calendar, written `YYYY-MM-DD`, as baseline expiry dates and
/// `--today` are.
struct CalendarDay: Comparable, CustomStringConvertible {
  var year: Int
  var month: Int
  var day: Int

  /// The day `text` names, or `nil` when it is not a real `YYYY-MM-DD` day
  /// (`2027-02-30` and `2027-13-01` are not).
  init?(_ text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
      (1...12).contains(month), (1...Self.days(inMonth: month, of: year)).contains(day)
    else { return nil }
    (self.year, self.month, self.day) = (year, month, day)
  }

  /// Today in UTC.
  static func today() -> CalendarDay {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withFullDate]
    // The formatter writes a valid `YYYY-MM-DD` for every date.
    return CalendarDay(formatter.string(from: Date()))!
  }

  static func days(inMonth month: Int, of year: Int) -> Int {
    switch month {
    case 2: year.isMultiple(of: 4) && (!year.isMultiple(of: 100) || year.isMultiple(of: 400)) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  var description: String {
    func padded(_ value: Int, _ width: Int) -> String {
      String(repeating: "0", count: max(0, width - String(value).count)) + String(value)
    }
    return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
  }
}
