/// Views made from each element of a collection, each known by the element's identifier:
/// a row keeps its state as rows are added or removed around it.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  let data: Data
  let id: KeyPath<Data.Element, ID>
  let content: (Data.Element) -> Content

  /// A view for each element, known by the identifier at the key path.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.id = id
    self.content = content
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// A view for each element, known by its `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// A view for each number of the range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

extension ForEach: BuiltInView {
  func expand(into children: inout ViewChildren) {
    for element in data {
      children.append(content(element), id: AnyHashable(element[keyPath: id]))
    }
  }
}

/// Rows one under the other, with no spacing between them.
public struct List<SelectionValue: Hashable, Content: View>: View {
  let content: Content
}

extension List where SelectionValue == Never {
  /// A list of the rows the closure builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A list with a row for each element, known by its `id`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
  }

  /// A list with a row for each element, known by the identifier at the key path.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
  }
}

extension List: BuiltInView {
  func expand(into children: inout ViewChildren) { children.append(content) }
  var layout: ViewLayout { .stack(axis: .vertical, spacing: 0) }
}

/// Content that scrolls: laid out from the top, as tall as it likes.
public struct ScrollView<Content: View>: View {
  let content: Content

  /// Scrolls the content along the axes.
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension ScrollView: BuiltInView {
  func expand(into children: inout ViewChildren) { children.append(content) }
  var layout: ViewLayout { .scroll }
}

extension Axis {
  /// A set of axes.
  public struct Set: OptionSet, Sendable, Hashable {
    /// The axes, one bit each.
    public let rawValue: Int8
    /// Creates a set from its bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// Left to right.
    public static let horizontal = Set(rawValue: 1)
    /// Top to bottom.
    public static let vertical = Set(rawValue: 2)
  }
}
