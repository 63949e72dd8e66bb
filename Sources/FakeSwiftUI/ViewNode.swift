import AdSimulation
import Dispatch
import FakeCombine
import FakeUIKit
import Foundation

/// One view as the graph keeps it between evaluations: its identity, its state, its
/// children and, for a representable, its UIKit view.
///
/// A node lives as long as a view of its type stands at its place; SwiftUI's structural
/// identity. The state a view declares (`@State`, `@StateObject`) is kept here, so a new
/// value of the view from its parent's body finds the state of the old one.
@MainActor
final class ViewNode {
  /// What tells a node from its siblings: its place (or its `ForEach` identifier), the
  /// type of its view, and the branch of a conditional it stands in.
  struct Key: Hashable {
    /// Where the view stands among its siblings.
    enum Place: Hashable {
      /// At a position.
      case position(Int)
      /// Under an identifier of its own.
      case identifier(AnyHashable)
    }

    var place: Place
    var type: ObjectIdentifier
    var branch: Int

    /// Whether two keys are the same: the type and branch first, and a position without
    /// opening an identifier, as every update compares the keys of every node's children.
    static func == (lhs: Key, rhs: Key) -> Bool {
      guard lhs.type == rhs.type, lhs.branch == rhs.branch else { return false }
      switch (lhs.place, rhs.place) {
      case (.position(let left), .position(let right)): return left == right
      case (.identifier(let left), .identifier(let right)): return left == right
      default: return false
      }
    }

    /// Feeds the key's parts to the hasher, as equal keys share them.
    func hash(into hasher: inout Hasher) {
      hasher.combine(place)
      hasher.combine(type)
      hasher.combine(branch)
    }
  }

  let key: Key
  /// The graph the node belongs to; a closure the app kept may outlive it.
  var graph: ViewGraph? { heldGraph.value }
  private let heldGraph: Lifeline.Held<ViewGraph>
  /// The node that contains this one.
  var parent: ViewNode? { heldParent?.value }
  private let heldParent: Lifeline.Held<ViewNode>?
  /// The line the node ends as it goes, made when first asked for: the graph's closures
  /// and state hold nodes through it, as weak references would cost each node a side table.
  @exclusivity(unchecked) nonisolated(unsafe) private var lazyLifeline = Lifeline.Lazy()
  /// A reference to the node that lapses when it goes, for closures and state locations.
  var held: Lifeline.Held<ViewNode> { lazyLifeline.line().hold(self) }
  /// The view as last shown, of its own type; every update that gives a new one keeps
  /// its layout too (see ``keepLayout(_:)``).
  @exclusivity(unchecked) var value: any ViewValue
  /// The view as last shown.
  var view: any View { value.erased }
  /// The view's layout, once asked for: layout passes ask it of every node many times.
  @exclusivity(unchecked) private var cachedLayout: ViewLayout?
  /// The nodes of the views this one contains, in order.
  @exclusivity(unchecked) var children: [ViewNode] = []
  /// The number of the layout pass whose sizes ``measured`` holds.
  @exclusivity(unchecked) var measuredPass = 0
  /// The sizes the node took in that pass, by proposal: a pass asks a few at most.
  @exclusivity(unchecked) var measured: [(proposal: CGSize, size: CGSize)] = []
  /// The number of the layout pass whose layout items ``contents`` holds.
  @exclusivity(unchecked) var contentsPass = 0
  /// The layout items of the node's children in that pass.
  @exclusivity(unchecked) var contents: [ViewNode] = []
  /// The state the view's properties keep, by the property's position in the view.
  @exclusivity(unchecked) var slots: [Int: AnyObject] = [:]
  /// The observed objects whose changes show the view again, by property position.
  @exclusivity(unchecked) var observations: [Int: (object: ObjectIdentifier, subscription: AnyCancellable)] = [:]
  /// The environment the view reads.
  @exclusivity(unchecked) var environment: EnvironmentValues
  /// Where the view stands, in the hosting view's coordinates.
  @exclusivity(unchecked) var frame: CGRect = .zero
  /// How much of the views below shows through this one's view, as its last update found.
  @exclusivity(unchecked) var opacityFactor: Double = 1
  /// Whether the node's view draws its second child behind its first (`background`).
  @exclusivity(unchecked) var drawsDecorationBehind = false
  /// Whether the node's view keeps the user from acting on the views it contains.
  @exclusivity(unchecked) var disablesContent = false
  /// Whether the node's view draws something of its own a touch can land on (a colour
  /// not clear, text, an image), as its last update found.
  @exclusivity(unchecked) var drawsContent = false
  /// The maker of the node's view type once its first update has found it: `.some(nil)`
  /// for a view with a body.
  @exclusivity(unchecked) var maker: (any BuiltIn.Maker)??
  /// A representable's UIKit view.
  @exclusivity(unchecked) var platformView: UIView?
  /// A representable's coordinator.
  @exclusivity(unchecked) var coordinator: Any?
  /// What the node does when it goes: a representable's dismantling, a task's cancel.
  @exclusivity(unchecked) var teardown: [() -> Void] = []
  /// Whether the node is shown (between its appearance and its removal).
  @exclusivity(unchecked) var isMounted = false
  /// Whether a screen pushed over it covers the node.
  @exclusivity(unchecked) var isCovered = false
  /// Whether the view reads the scene's phase through an `@Environment` property, so that
  /// a change of the phase shows it again.
  @exclusivity(unchecked) var readsScenePhase = false

  deinit {
    lazyLifeline.end()
  }

  init(key: Key, graph: ViewGraph, parent: ViewNode?, value: any ViewValue, environment: EnvironmentValues) {
    self.key = key
    heldGraph = graph.lifeline.hold(graph)
    heldParent = parent?.held
    self.value = value
    self.environment = environment
  }

  /// Keeps the layout of the view just given, found by the update that gave it.
  ///
  /// - Returns: Whether it differs from the layout the node had: a layout of the tree
  ///   would then place views elsewhere.
  func keepLayout(_ layout: ViewLayout) -> Bool {
    defer { cachedLayout = layout }
    return cachedLayout != layout
  }

  /// The view's layout, or transparent for a view with a body.
  var layout: ViewLayout {
    if let cachedLayout { return cachedLayout }
    let layout = BuiltIn.of(view)?.layout ?? .transparent
    cachedLayout = layout
    return layout
  }

  /// Appends the node's layout items, without an array for each level of the tree.
  func appendLayoutItems(to items: inout [ViewNode]) {
    switch layout {
    case .empty: return
    case .transparent: for child in children { child.appendLayoutItems(to: &items) }
    default: items.append(self)
    }
  }

  /// The node's view as the type, where it is one. An optional view is none of the
  /// built-in roles: a cast would look inside it, and act for the view it holds, which
  /// has a node of its own.
  func role<Role>(_ type: Role.Type) -> Role? {
    let role = ObjectIdentifier(type)
    // A node's view type never changes (it is part of the node's key), so what the node
    // plays is asked of its type once, then found in the type's short list.
    if typeRoles == nil { typeRoles = TypeRoles.of(key.type) }
    if let plays = typeRoles!.plays(role) { return plays ? value.cast(to: Role.self) : nil }
    let cast = value.isOptional ? nil : value.cast(to: Role.self)
    typeRoles!.note(role, plays: cast != nil)
    return cast
  }

  /// The roles of the node's view type, once a role is asked of the node.
  @exclusivity(unchecked) private var typeRoles: TypeRoles?

  /// The roles the views of one type play, as they are asked: most views play none, and a
  /// cast that fails looks through the type's conformances.
  private final class TypeRoles {
    @exclusivity(unchecked) private var known: [(role: ObjectIdentifier, plays: Bool)] = []

    /// Whether the type plays the role, or `nil` when it has not been asked.
    func plays(_ role: ObjectIdentifier) -> Bool? {
      for entry in known where entry.role == role { return entry.plays }
      return nil
    }

    func note(_ role: ObjectIdentifier, plays: Bool) {
      known.append((role, plays))
    }

    /// The roles of the view type, shared by every node of the type.
    @MainActor
    static func of(_ type: ObjectIdentifier) -> TypeRoles {
      if let roles = byType[type] { return roles }
      let roles = TypeRoles()
      byType[type] = roles
      return roles
    }

    @MainActor private static var byType: [ObjectIdentifier: TypeRoles] = [:]
  }

  /// Whether the user can act on the view: no view above it is disabled.
  var isEnabled: Bool {
    var current: ViewNode? = self
    while let node = current {
      if node.isCovered || node.disablesContent { return false }
      current = node.parent
    }
    return true
  }

  /// The nodes below this one, itself first, depth first.
  var subtree: [ViewNode] {
    var nodes: [ViewNode] = []
    appendSubtree(to: &nodes)
    return nodes
  }

  private func appendSubtree(to nodes: inout [ViewNode]) {
    nodes.append(self)
    for child in children { child.appendSubtree(to: &nodes) }
  }

  /// Shows the view again at the next update.
  func invalidate() {
    graph?.invalidate(self)
  }

  /// Shows the node's view again at the next update, from whatever thread changed its
  /// state: SwiftUI expects changes on the main thread, and the simulation runs the app's
  /// work on the main queue; a change from elsewhere is passed to the main queue.
  nonisolated static func invalidate(_ node: Lifeline.Held<ViewNode>) {
    if Simulation.isOnMainQueue {
      MainActor.assumeIsolated { node.value?.invalidate() }
    } else {
      DispatchQueue.main.async { MainActor.assumeIsolated { node.value?.invalidate() } }
    }
  }
}
