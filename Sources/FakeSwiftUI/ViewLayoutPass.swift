import FakeUIKit

/// One layout of a view tree: sizes asked bottom up, places given top down (see
/// ``ViewLayout`` for the rules).
@MainActor
struct ViewLayoutPass {
  /// The pass's number: the sizes and contents a node keeps are this pass's when they
  /// carry it. A stack asks each item's size, then places it, which asks again, at every
  /// level of the tree.
  private let number: Int

  /// The number the next pass takes.
  private static var nextNumber = 1

  /// A pass with a number of its own.
  init() {
    number = Self.nextNumber
    Self.nextNumber &+= 1
  }

  /// Lays out the views that take the root's place in the area, one above the other,
  /// centred in it.
  func placeRoot(_ root: ViewNode, in area: CGRect) {
    placeStackCentred(items(of: root), in: area)
  }

  /// Lays the views out one above the other, at the size they take, centred in the area.
  private func placeStackCentred(_ items: [ViewNode], in area: CGRect) {
    let size = stackSize(items, axis: .vertical, spacing: 8, proposal: area.size)
    placeStack(
      items, axis: .vertical, spacing: 8,
      in: CGRect(x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width, height: size.height))
  }

  /// The size the node takes when offered the proposal.
  func size(of node: ViewNode, proposal: CGSize) -> CGSize {
    if node.measuredPass == number {
      for entry in node.measured where entry.proposal == proposal { return entry.size }
    } else {
      node.measuredPass = number
      node.measured.removeAll(keepingCapacity: true)
    }
    let size = measure(node, proposal: proposal)
    node.measured.append((proposal, size))
    return size
  }

  private func measure(_ node: ViewNode, proposal: CGSize) -> CGSize {
    switch node.layout {
    case .transparent:
      return stackSize(contents(of: node), axis: .vertical, spacing: 8, proposal: proposal)
    case .empty:
      return .zero
    case .stack(let axis, let spacing):
      return stackSize(contents(of: node), axis: axis, spacing: spacing, proposal: proposal)
    case .overlay:
      return contents(of: node).reduce(CGSize.zero) { size, item in
        let child = self.size(of: item, proposal: proposal)
        return CGSize(width: max(size.width, child.width), height: max(size.height, child.height))
      }
    case .spacer(let minLength):
      return CGSize(width: minLength, height: minLength)
    case .text(let characters):
      return Self.textSize(characters: characters, width: proposal.width)
    case .fill, .geometry, .navigation, .scroll, .tabs:
      return proposal
    case .decorated:
      guard let content = node.children.first else { return .zero }
      return stackSize(items(of: content), axis: .vertical, spacing: 8, proposal: proposal)
    case .frame(let width, let height):
      let inner = CGSize(width: width ?? proposal.width, height: height ?? proposal.height)
      let content = contentSize(of: node, proposal: inner)
      return CGSize(width: width ?? content.width, height: height ?? content.height)
    case .padding(let insets):
      let inner = CGSize(
        width: max(0, proposal.width - insets.left - insets.right),
        height: max(0, proposal.height - insets.top - insets.bottom))
      let content = contentSize(of: node, proposal: inner)
      return CGSize(
        width: content.width + insets.left + insets.right, height: content.height + insets.top + insets.bottom)
    case .platformView:
      let intrinsic = node.platformView?.intrinsicContentSize ?? CGSize(width: -1, height: -1)
      return CGSize(
        width: intrinsic.width >= 0 ? intrinsic.width : proposal.width,
        height: intrinsic.height >= 0 ? intrinsic.height : proposal.height)
    }
  }

  /// Gives the node its frame, and its content theirs within it.
  func place(_ node: ViewNode, in rect: CGRect) {
    node.frame = rect
    switch node.layout {
    case .transparent:
      placeStack(contents(of: node), axis: .vertical, spacing: 8, in: rect)
    case .empty, .spacer, .text, .fill:
      break
    case .stack(let axis, let spacing):
      placeStack(contents(of: node), axis: axis, spacing: spacing, in: rect)
    case .overlay, .frame:
      for item in contents(of: node) { placeCentred(item, in: rect) }
    case .geometry:
      for item in contents(of: node) {
        place(item, in: CGRect(origin: rect.origin, size: size(of: item, proposal: rect.size)))
      }
    case .padding(let insets):
      let inner = CGRect(
        x: rect.minX + insets.left, y: rect.minY + insets.top,
        width: max(0, rect.width - insets.left - insets.right), height: max(0, rect.height - insets.top - insets.bottom)
      )
      for item in contents(of: node) { placeCentred(item, in: inner) }
    case .platformView:
      node.platformView?.frame = rect
    case .navigation:
      // The top screen, below a navigation bar of 44 points.
      guard let top = node.children.last else { return }
      placeStackCentred(
        items(of: top),
        in: CGRect(x: rect.minX, y: rect.minY + 44, width: rect.width, height: max(0, rect.height - 44)))
    case .tabs:
      // The selected tab, above a tab bar of 49 points.
      guard let selected = node.children.first(where: { !$0.isCovered }) else { return }
      placeStackCentred(
        items(of: selected),
        in: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: max(0, rect.height - 49)))
    case .decorated:
      guard let content = node.children.first else { return }
      placeStack(items(of: content), axis: .vertical, spacing: 8, in: rect)
      for decoration in node.children.dropFirst() { placeStackCentred(items(of: decoration), in: rect) }
    case .scroll:
      let items = contents(of: node)
      let size = stackSize(items, axis: .vertical, spacing: 8, proposal: CGSize(width: rect.width, height: 0))
      placeStack(
        items, axis: .vertical, spacing: 8,
        in: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: size.height))
    }
  }

  /// The views a node lays out: its children's layout items, found once a pass in a
  /// list the node keeps from pass to pass.
  private func contents(of node: ViewNode) -> [ViewNode] {
    if node.contentsPass == number { return node.contents }
    node.contents.removeAll(keepingCapacity: true)
    for child in node.children { child.appendLayoutItems(to: &node.contents) }
    node.contentsPass = number
    return node.contents
  }

  /// The views that take the node's place in its parent's layout: none for an empty
  /// view, its contents for a node with no layout of its own, or the node itself.
  private func items(of node: ViewNode) -> [ViewNode] {
    switch node.layout {
    case .empty: return []
    case .transparent: return contents(of: node)
    default: return [node]
    }
  }

  private func contentSize(of node: ViewNode, proposal: CGSize) -> CGSize {
    contents(of: node).reduce(CGSize.zero) { size, item in
      let child = self.size(of: item, proposal: proposal)
      return CGSize(width: max(size.width, child.width), height: max(size.height, child.height))
    }
  }

  private func placeCentred(_ item: ViewNode, in rect: CGRect) {
    let size = size(of: item, proposal: rect.size)
    place(
      item,
      in: CGRect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height))
  }

  private func isSpacer(_ item: ViewNode) -> Bool {
    if case .spacer = item.layout { return true }
    return false
  }

  /// The lengths the stack's items take along its axis, and the stack's breadth across it.
  private func stackLengths(
    _ items: [ViewNode], axis: Axis, spacing: CGFloat, proposal: CGSize
  ) -> (lengths: [CGFloat], breadth: CGFloat) {
    let along: (CGSize) -> CGFloat = { axis == .vertical ? $0.height : $0.width }
    let across: (CGSize) -> CGFloat = { axis == .vertical ? $0.width : $0.height }
    let gaps = spacing * CGFloat(max(0, items.count - 1))
    var lengths = [CGFloat](repeating: 0, count: items.count)
    var breadth: CGFloat = 0
    var used = gaps
    var spacers = 0
    for (index, item) in items.enumerated() {
      guard !isSpacer(item) else {
        spacers += 1
        continue
      }
      let size = size(of: item, proposal: proposal)
      lengths[index] = along(size)
      breadth = max(breadth, across(size))
      used += along(size)
    }
    if spacers > 0 {
      let share = max(0, along(proposal) - used) / CGFloat(spacers)
      for (index, item) in items.enumerated() {
        guard case .spacer(let minLength) = item.layout else { continue }
        lengths[index] = max(minLength, share)
      }
    }
    return (lengths, breadth)
  }

  /// The stack's size: the lengths ``stackLengths(_:axis:spacing:proposal:)`` gives, summed
  /// with the gaps, without keeping each (layout measures stacks far more often than it
  /// places them).
  private func stackSize(_ items: [ViewNode], axis: Axis, spacing: CGFloat, proposal: CGSize) -> CGSize {
    let gaps = spacing * CGFloat(max(0, items.count - 1))
    var breadth: CGFloat = 0
    var used = gaps
    var spacers = 0
    for item in items {
      if isSpacer(item) {
        spacers += 1
        continue
      }
      let size = size(of: item, proposal: proposal)
      used += axis == .vertical ? size.height : size.width
      breadth = max(breadth, axis == .vertical ? size.width : size.height)
    }
    var length = used
    if spacers > 0 {
      let share = max(0, (axis == .vertical ? proposal.height : proposal.width) - used) / CGFloat(spacers)
      for item in items {
        guard isSpacer(item), case .spacer(let minLength) = item.layout else { continue }
        length += max(minLength, share)
      }
    }
    return axis == .vertical ? CGSize(width: breadth, height: length) : CGSize(width: length, height: breadth)
  }

  private func placeStack(_ items: [ViewNode], axis: Axis, spacing: CGFloat, in rect: CGRect) {
    let (lengths, _) = stackLengths(items, axis: axis, spacing: spacing, proposal: rect.size)
    var offset: CGFloat = 0
    for (index, item) in items.enumerated() {
      let length = lengths[index]
      let slot =
        axis == .vertical
        ? CGRect(x: rect.minX, y: rect.minY + offset, width: rect.width, height: length)
        : CGRect(x: rect.minX + offset, y: rect.minY, width: length, height: rect.height)
      if isSpacer(item) {
        item.frame = slot
      } else {
        placeCentred(item, in: slot)
      }
      offset += length + spacing
    }
  }

  /// Text's size in the body font (17 points), measured as FakeUIKit measures a label in
  /// that font: 8.5 points a character (half the size), wrapped at the width, 21 points a
  /// line (1.2 times the size, rounded up).
  static func textSize(characters: Int, width: CGFloat) -> CGSize {
    let natural = CGFloat(characters) * characterWidth
    guard natural > width, width > 0 else { return CGSize(width: natural, height: characters == 0 ? 0 : lineHeight) }
    let lines = (natural / width).rounded(.up)
    return CGSize(width: width, height: lines * lineHeight)
  }

  /// The body font's size, which every text takes (``Font`` does not change the layout).
  static let bodySize: CGFloat = 17
  /// A character's width: half the font's size, as a label's.
  static let characterWidth = bodySize / 2
  /// A line's height: 1.2 times the font's size, rounded up, as a label's.
  static let lineHeight = (bodySize * 1.2).rounded(.up)
}
