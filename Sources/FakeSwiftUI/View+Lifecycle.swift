extension View {
  /// Runs the action when the view comes on screen: once each time it is shown, after
  /// the update that showed it.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    LifecycleView(content: self, appear: action)
  }

  /// Runs the action when the view leaves the screen.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    LifecycleView(content: self, disappear: action)
  }

  /// Starts the task when the view comes on screen and cancels it when the view leaves.
  public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> some View {
    LifecycleView(content: self, task: (priority, action))
  }
}

/// A view that acts when it comes and goes: `onAppear`, `onDisappear`, `task`.
@MainActor
protocol LifecycleModifier {
  /// The view came on screen.
  func appeared(_ node: ViewNode)
  /// The view left the screen.
  func disappeared(_ node: ViewNode)
}

/// The view `onAppear`, `onDisappear` and `task` make.
struct LifecycleView<Content: View>: View, BuiltInView, LifecycleModifier {
  typealias Body = Never
  let content: Content
  var appear: (() -> Void)?
  var disappear: (() -> Void)?
  var task: (priority: TaskPriority, action: @isolated(any) @Sendable () async -> Void)?

  func expand(into children: inout ViewChildren) {
    children.append(content)
  }

  func appeared(_ node: ViewNode) {
    appear?()
    if let task {
      let running = Task(priority: task.priority, operation: task.action)
      node.slots[Self.taskSlot] = TaskHandle { running.cancel() }
    }
  }

  func disappeared(_ node: ViewNode) {
    disappear?()
    // SwiftUI cancels a view's task as the view leaves the screen.
    (node.slots.removeValue(forKey: Self.taskSlot) as? TaskHandle)?.cancel()
  }

  /// Where the running task is kept in the node: not a property's position.
  static var taskSlot: Int { -1 }
}

/// A running task, to cancel as its view leaves.
final class TaskHandle {
  let cancel: () -> Void

  init(cancel: @escaping () -> Void) {
    self.cancel = cancel
  }
}
