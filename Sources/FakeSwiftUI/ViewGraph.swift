import AdSimulation
import Dispatch
import FakeUIKit

/// The views a hosting view shows, kept between evaluations: SwiftUI's view graph, run on
/// the simulation's main queue.
///
/// An update evaluates the bodies of the views whose state changed, matches the views they
/// give with the nodes already there by structural identity (a view of the same type at
/// the same place keeps its node and its state; another gets a new node), lays the tree
/// out, and then tells the views that came and went (`onAppear`, `onDisappear`), in the
/// order they stand. A change of state schedules an update on the main queue, as SwiftUI
/// updates at the end of the current turn of the run loop.
@MainActor
final class ViewGraph {
  /// The line the graph ends as it goes; its nodes hold it through the line.
  let lifeline = Lifeline()
  /// The view representables' views go into.
  unowned(unsafe) let host: UIView
  /// The root view, as last given.
  @exclusivity(unchecked) var rootView: any View
  /// The environment the root view reads.
  @exclusivity(unchecked) var environment: EnvironmentValues
  @exclusivity(unchecked) private(set) var root: ViewNode?
  /// The controller that presents what the views present (alerts, sheets).
  weak var presentingController: UIViewController?
  /// What runs once the update is over: presentations the views asked for.
  @exclusivity(unchecked) private var afterUpdates: [() -> Void] = []
  /// The geometry readers shown, whose content depends on the layout.
  @exclusivity(unchecked) private var geometryReaders: [ViewNode] = []
  @exclusivity(unchecked) private var invalidated: [ViewNode] = []
  /// What a touch would find, as last found: probes ask for the buttons and texts at
  /// every event, and they change only when the views are updated, laid out or covered.
  @exclusivity(unchecked) private var seen = Seen()
  @exclusivity(unchecked) private var cachedStateObjects: [AnyObject]?
  @exclusivity(unchecked) private var isUpdateScheduled = false
  @exclusivity(unchecked) private var appeared: [ViewNode] = []
  @exclusivity(unchecked) private var disappeared: [ViewNode] = []
  /// What the last layout read and gave, while no view's layout, place in the tree, cover
  /// or opacity has changed since: a layout then would place every view where it stands.
  @exclusivity(unchecked) private var lastLayout: LaidOut?

  deinit {
    lifeline.end()
  }

  init(host: UIView, rootView: any View, environment: EnvironmentValues) {
    self.host = host
    self.rootView = rootView
    self.environment = environment
  }

  /// Evaluates the whole tree from the root view, lays it out in the host's bounds, and
  /// tells the views that came and went.
  func update() {
    isUpdateScheduled = false
    invalidated.removeAll()
    let value = Self.value(of: rootView)
    if let root {
      root.environment = environment
      update(root, with: value)
    } else {
      let node = ViewNode(
        key: .init(place: .position(0), type: value.type, branch: 0), graph: self, parent: nil, value: value,
        environment: environment)
      root = node
      mount(node, with: value)
    }
    finishUpdate()
  }

  /// Schedules the node's view to be evaluated again.
  func invalidate(_ node: ViewNode) {
    guard node.isMounted else { return }
    if !invalidated.contains(where: { $0 === node }) { invalidated.append(node) }
    guard !isUpdateScheduled else { return }
    isUpdateScheduled = true
    DispatchQueue.main.async { [held = lifeline.hold(self)] in
      MainActor.assumeIsolated {
        guard let self = held.value, self.isUpdateScheduled else { return }
        Simulation.runningAsCurrent { self.updateInvalidated() }
      }
    }
  }

  /// Gives every view the scene's new phase, and shows again the views that read it: as
  /// in SwiftUI, a view that does not read the phase (one that reads only `dismiss`, say)
  /// is not evaluated again for it.
  func changeScenePhase(to phase: ScenePhase) {
    environment.scenePhase = phase
    guard let root else { return }
    for node in root.subtree {
      node.environment.scenePhase = phase
      if node.readsScenePhase { node.invalidate() }
    }
  }

  /// Runs the scheduled update now, before something the device delivers in a turn of
  /// its own (the scene's next phase).
  func updateIfScheduled() {
    if isUpdateScheduled { updateInvalidated() }
  }

  /// Evaluates the views whose state changed, outermost first, and what they contain.
  func updateInvalidated() {
    isUpdateScheduled = false
    let nodes = invalidated
    invalidated.removeAll()
    for node in nodes where node.isMounted && !nodes.contains(where: { $0 !== node && isAncestor($0, of: node) }) {
      update(node, with: node.value)
    }
    finishUpdate()
  }

  private func isAncestor(_ ancestor: ViewNode, of node: ViewNode) -> Bool {
    var current = node.parent
    while let candidate = current {
      if candidate === ancestor { return true }
      current = candidate.parent
    }
    return false
  }

  /// Notes a geometry reader, to make its content again when a layout resizes it.
  func noteGeometryReader(_ node: ViewNode) {
    if !geometryReaders.contains(where: { $0 === node }) { geometryReaders.append(node) }
  }

  /// Lays the tree out, and makes the content of each geometry reader that is new or that
  /// the layout gave another size, until none changes (a few rounds at most).
  private func layOutSettlingGeometry() {
    layOut()
    for _ in 0..<4 {
      geometryReaders.removeAll { !$0.isMounted }
      let resized = geometryReaders.filter { node in
        (node.slots[GeometrySlot.position] as? SeenSize)?.size != node.frame.size
      }
      guard !resized.isEmpty else { return }
      for node in resized where node.isMounted { update(node, with: node.value) }
      layOut()
    }
  }

  private func finishUpdate() {
    // An update that changed no view's layout, nor the tree, leaves every view where the
    // last layout put it, as long as the host and its UIKit views stand as they did.
    if !(lastLayout?.stands(in: host) ?? false) { layOutSettlingGeometry() }
    let gone = disappeared
    let came = appeared
    disappeared.removeAll()
    appeared.removeAll()
    for node in gone { node.role((any LifecycleModifier).self)?.disappeared(node) }
    for node in came where node.isMounted { node.role((any LifecycleModifier).self)?.appeared(node) }
    runAfterUpdates()
  }

  private func runAfterUpdates() {
    let actions = afterUpdates
    afterUpdates.removeAll()
    for action in actions { action() }
  }

  /// Runs the action once the update is over, as SwiftUI presents what a view asks for
  /// after it has shown the view.
  func afterUpdate(_ action: @escaping () -> Void) {
    afterUpdates.append(action)
  }

  /// Lays the tree out again, as after a change of the host's size, unless the layout
  /// would place every view where it stands.
  func layOutAgain() {
    guard root != nil else { return }
    if !(lastLayout?.stands(in: host) ?? false) { layOutSettlingGeometry() }
    runAfterUpdates()
  }

  /// Tells every shown view it left the screen, keeping its state.
  func disappear() {
    guard let root else { return }
    for node in root.subtree.reversed() { node.role((any LifecycleModifier).self)?.disappeared(node) }
  }

  /// Tells every shown view it came on screen again.
  func reappear() {
    guard let root else { return }
    layOut()
    for node in root.subtree { node.role((any LifecycleModifier).self)?.appeared(node) }
  }

  /// Takes the top screen off the innermost navigation stack the user sees, as the back
  /// button does.
  ///
  /// - Returns: Whether a screen was taken off.
  func navigateBack() -> Bool {
    guard let root else { return false }
    let stacks = root.subtree.filter { node in
      node.role((any NavigationContainer).self) != nil && node.isEnabled
        && !((node.slots[NavigationSlot.position] as? PushedScreens)?.destinations.isEmpty ?? true)
    }
    guard let innermost = stacks.last else { return false }
    innermost.navigationPath.destinations.removeLast()
    update(innermost, with: innermost.value)
    finishUpdate()
    return true
  }

  /// The objects the views keep as `@StateObject`s, in the order the views stand.
  ///
  /// Probes read them after every event; they change only as a view makes its object or
  /// goes, so the list is kept until then.
  func stateObjects() -> [AnyObject] {
    if let cachedStateObjects { return cachedStateObjects }
    guard let root else { return [] }
    let objects = root.subtree.flatMap { node in
      // Property slots hold `@State` locations and `@StateObject` objects; the rest are the
      // graph's own (negative positions).
      node.slots.filter { $0.key >= 0 && !($0.value is any StateLocationSlot) }.sorted { $0.key < $1.key }.map(\.value)
    }
    cachedStateObjects = objects
    return objects
  }

  /// Forgets the list of state objects, as a view makes its object or goes.
  func forgetStateObjects() {
    cachedStateObjects = nil
  }

  /// The texts the views draw, in the order they stand.
  func drawnTexts() -> [String] {
    if let texts = seen.texts { return texts }
    let texts = surfaces().compactMap { $0.role(Text.self)?.content }
    seen.texts = texts
    return texts
  }

  /// The views that draw, back to front.
  private func surfaces() -> [ViewNode] {
    if let surfaces = seen.surfaces { return surfaces }
    let surfaces = root.map(HitTesting.surfaces(from:)) ?? []
    seen.surfaces = surfaces
    return surfaces
  }

  /// What the probes last found the views show; forgotten as the views change.
  private struct Seen {
    var buttons: [ShownButton]?
    var texts: [String]?
    var surfaces: [ViewNode]?
  }

  /// Selects the tab with the title in the first tab view the user sees that has one.
  ///
  /// - Returns: Whether there was such a tab.
  func selectTab(titled title: String) -> Bool {
    guard let root else { return false }
    for node in root.subtree where node.isEnabled {
      guard let tabView = node.role((any TabContainer).self) else { continue }
      let titles = tabView.tabs.map { ($0 as? any TabItemReading)?.tabTitle }
      guard let position = titles.firstIndex(of: title) else { continue }
      tabView.select(position, in: node)
      return true
    }
    return false
  }

  /// The buttons shown, each with its title, in the order they stand.
  ///
  /// A button counts when the user can reach it: enabled, shown, and not under another
  /// view at its centre (an overlay, a dialog over the screen), as SwiftUI's hit testing
  /// gives a touch to the frontmost view there. A button in a navigation bar or tab bar
  /// (no frame in the content) is always in reach.
  func buttons() -> [ShownButton] {
    if let buttons = seen.buttons { return buttons }
    guard let root else { return [] }
    var candidates: [(node: ViewNode, button: any Tappable)] = []
    Self.appendButtons(in: root, to: &candidates)
    guard !candidates.isEmpty else {
      seen.buttons = []
      return []
    }
    let surfaces = surfaces()
    let buttons = candidates.compactMap { node, button in
      node.isEnabled && HitTesting.reaches(node, surfaces: surfaces)
        ? ShownButton(title: button.title(in: node), node: node, button: button) : nil
    }
    seen.buttons = buttons
    return buttons
  }

  /// Appends the node's button, if it is one, and those of the views it contains.
  private static func appendButtons(in node: ViewNode, to buttons: inout [(node: ViewNode, button: any Tappable)]) {
    if let button = node.role((any Tappable).self) { buttons.append((node, button)) }
    for child in node.children { appendButtons(in: child, to: &buttons) }
  }

  /// A button the user can reach, with the text of its label.
  @MainActor struct ShownButton {
    /// The text of the button's label.
    let title: String
    fileprivate let node: ViewNode
    fileprivate let button: any Tappable

    /// Taps the button, as the user does.
    func tap() {
      button.tap(in: node)
    }
  }

  // MARK: Evaluation

  private func mount(_ node: ViewNode, with value: any ViewValue) {
    node.isMounted = true
    update(node, with: value, attaching: true)
    appeared.append(node)
  }

  private func unmount(_ node: ViewNode) {
    seen = Seen()
    lastLayout = nil
    if !node.slots.isEmpty { cachedStateObjects = nil }
    for child in node.children.reversed() { unmount(child) }
    node.isMounted = false
    for teardown in node.teardown.reversed() { teardown() }
    node.teardown.removeAll()
    node.observations.removeAll()
    disappeared.append(node)
  }

  /// Evaluates the node's view again and reconciles its children.
  ///
  /// - Parameter attaching: Whether the node is new, so that a built-in view attaches
  ///   what it does beyond its children (a modifier's action, a representable's view)
  ///   once its children are there.
  func update(_ node: ViewNode, with value: any ViewValue, attaching: Bool = false) {
    seen = Seen()
    node.value = value
    if node === root { node.environment = environment }
    // A built-in view is shown by its type's maker, as its own type.
    if BuiltIn.show(value, in: node, by: self, attaching: attaching) { return }
    keepLayout(.transparent, of: node)
    var children = ViewChildren()
    value.appendBody(linkingTo: node, into: &children)
    reconcile(node, with: children.entries, environment: node.environment)
  }

  /// Shows a built-in view in its node: how it draws and takes its space, what it
  /// contains, and, for a new node, what it attaches.
  func show<Shown: BuiltInView>(_ builtIn: Shown, in node: ViewNode, attaching: Bool) {
    keepLayout(builtIn.layout, of: node)
    let opacityFactor = builtIn.opacityFactor
    if node.opacityFactor != opacityFactor {
      node.opacityFactor = opacityFactor
      lastLayout = nil
    }
    node.drawsDecorationBehind = builtIn.isBehind
    node.disablesContent = builtIn.isDisabled
    node.drawsContent = builtIn.drawsContent
    builtIn.update(node: node)
    var children = ViewChildren()
    builtIn.expand(into: &children, in: node)
    reconcile(node, with: children.entries, environment: builtIn.environment(from: node.environment))
    builtIn.didReconcile(node)
    if attaching { builtIn.attach(to: node) }
  }

  /// Keeps the node's layout, forgetting the tree's last layout when it changed.
  private func keepLayout(_ layout: ViewLayout, of node: ViewNode) {
    if node.keepLayout(layout) { lastLayout = nil }
  }

  /// Tells the views of the subtree they left the screen, or came back to it, as a
  /// navigation stack covers or uncovers a screen.
  func setCovered(_ node: ViewNode, _ covered: Bool) {
    seen = Seen()
    guard node.isCovered != covered else { return }
    lastLayout = nil
    node.isCovered = covered
    for item in node.subtree {
      item.platformView?.isHidden = covered
      guard let lifecycle = item.role((any LifecycleModifier).self) else { continue }
      if covered {
        afterUpdate { lifecycle.disappeared(item) }
      } else {
        afterUpdate { lifecycle.appeared(item) }
      }
    }
  }

  /// The view's value, kept in an object of its type.
  private static func value<Shown: View>(of view: Shown) -> any ViewValue {
    TypedViewValue(view)
  }

  private func reconcile(
    _ node: ViewNode, with entries: [(key: ViewNode.Key, value: any ViewValue)], environment: EnvironmentValues
  ) {
    let old = node.children
    // Each new view takes the first old node with its key not yet taken; the children
    // mostly keep their places, so the node at the lowest place not taken is tried first.
    var taken = Taken(count: old.count)
    var lowest = 0
    // Most updates find each old child at its own place; a new list is made only from the
    // first view that is not the old child at its place.
    var next: [ViewNode]?
    for (position, (key, value)) in entries.enumerated() {
      while lowest < old.count, taken[lowest] { lowest += 1 }
      var match: Int?
      for index in lowest..<old.count where !taken[index] && old[index].key == key {
        match = index
        break
      }
      if let index = match {
        taken.insert(index)
        let child = old[index]
        child.environment = environment
        update(child, with: value)
        if next == nil, index != position { next = Self.prefix(of: old, upTo: position, capacity: entries.count) }
        next?.append(child)
      } else {
        let child = ViewNode(key: key, graph: self, parent: node, value: value, environment: environment)
        if next == nil { next = Self.prefix(of: old, upTo: position, capacity: entries.count) }
        next?.append(child)
        mount(child, with: value)
      }
    }
    for (index, child) in old.enumerated() where !taken[index] { unmount(child) }
    if let next {
      node.children = next
      lastLayout = nil
    } else if entries.count < old.count {
      node.children.removeLast(old.count - entries.count)
    }
  }

  /// The first children of a list, in a new list with room for the rest.
  private static func prefix(of children: [ViewNode], upTo end: Int, capacity: Int) -> [ViewNode] {
    var list: [ViewNode] = []
    list.reserveCapacity(capacity)
    list.append(contentsOf: children[..<end])
    return list
  }

  /// The old children a reconciliation has matched, by position: bits for the few
  /// children most views have, an array past them.
  private struct Taken {
    private var bits: UInt64 = 0
    private var overflow: [Bool]

    init(count: Int) {
      overflow = count > 64 ? [Bool](repeating: false, count: count) : []
    }

    subscript(_ index: Int) -> Bool {
      overflow.isEmpty ? bits & (1 << UInt64(index)) != 0 : overflow[index]
    }

    mutating func insert(_ index: Int) {
      if overflow.isEmpty { bits |= 1 << UInt64(index) } else { overflow[index] = true }
    }
  }

  // MARK: Layout

  /// Whether the root view, through the views that hold only one other, ignores the safe
  /// area: such a root is laid out in the whole screen. (A view deeper down that ignores
  /// it stays in the safe area here.)
  private static func ignoresSafeArea(_ root: ViewNode) -> Bool {
    var node = root
    while true {
      if node.role((any IgnoringSafeArea).self) != nil { return true }
      guard node.children.count == 1 else { return false }
      node = node.children[0]
    }
  }

  /// Lays the tree out in the host's bounds, less its safe area unless the root ignores it.
  private func layOut() {
    seen = Seen()
    guard let root else { return }
    let bounds = host.bounds
    let safeArea = host.safeAreaInsets
    let insets = Self.ignoresSafeArea(root) ? UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) : safeArea
    let area = CGRect(
      x: bounds.minX + insets.left, y: bounds.minY + insets.top,
      width: max(0, bounds.width - insets.left - insets.right),
      height: max(0, bounds.height - insets.top - insets.bottom))
    ViewLayoutPass().placeRoot(root, in: area)
    var laidOut = LaidOut(bounds: bounds, insets: safeArea)
    Self.giveOpacity(under: root, inherited: 1, noting: &laidOut)
    lastLayout = laidOut
  }

  /// Gives each representable's UIKit view in the subtree the opacity of the views around
  /// it, and notes it in the layout's record, in one walk of the tree.
  private static func giveOpacity(under node: ViewNode, inherited: Double, noting laidOut: inout LaidOut) {
    let opacity = inherited * node.opacityFactor
    if let view = node.platformView {
      view.alpha = CGFloat(opacity)
      laidOut.note(view)
    }
    for child in node.children { giveOpacity(under: child, inherited: opacity, noting: &laidOut) }
  }
}
