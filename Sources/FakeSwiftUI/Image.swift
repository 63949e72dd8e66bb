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
  var drawsContent: Bool { true }
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

/// A title with an icon, as tab items and buttons show them: `Label("Games", systemImage:
/// "gamecontroller")`.
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  /// A label of the views the closures build.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label of the title and one of the system's symbol images.
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// A label of the title and an image from the app's assets.
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
}

extension Label: BuiltInView {
  func expand(into children: inout ViewChildren) {
    children.append(icon)
    children.append(title)
  }

  var layout: ViewLayout { .stack(axis: .horizontal, spacing: 8) }
}
