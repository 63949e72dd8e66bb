/// An image; in the simulated layout it takes 24 points square, or the frame it is given.
public struct Image: View, Hashable {
  let name: String

  /// The image of the name in the app's assets.
  public init(_ name: String) {
    self.name = name
  }

  /// One of the system's symbol images.
  public init(systemName: String) {
    self.name = systemName
  }

  /// The same image, resizable to its frame.
  public func resizable() -> Image { self }
}

extension Image: BuiltInView {
  func expand(into children: inout ViewChildren) {}
  var layout: ViewLayout { .frame(width: 24, height: 24) }
}

/// A spinner, or a bar of progress; 20 points tall in the simulated layout.
public struct ProgressView: View {
  /// A spinner.
  public init() {}

  /// A bar at the fraction.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {}

  /// A spinner with a title.
  public init<S: StringProtocol>(_ title: S) {}
}

extension ProgressView: BuiltInView {
  func expand(into children: inout ViewChildren) {}
  var layout: ViewLayout { .frame(width: nil, height: 20) }
}
