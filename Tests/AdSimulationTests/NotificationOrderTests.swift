import AdSimulation
import Foundation
import Synchronization
import Testing

/// The blocks a post ran, in the order they ran.
private final class Calls: Sendable {
  private let names = Mutex<[String]>([])
  var all: [String] { names.withLock { $0 } }
  func add(_ name: String) { names.withLock { $0.append(name) } }
}

@Suite("Simulation.NotificationCenter")
struct NotificationOrderTests {
  private static let shown = Notification.Name("Shown")
  private static let hidden = Notification.Name("Hidden")

  @Test("The observers of a notification run in the order they were added, named or not")
  func registrationOrder() {
    let center = Simulation.NotificationCenter()
    let calls = Calls()
    // Foundation on Linux orders these by a hash seeded anew in each process; six of them
    // fall in the order they were added by chance once in 720 processes.
    let tokens = [
      center.addObserver(forName: Self.shown, object: nil, queue: nil) { _ in calls.add("a") },
      center.addObserver(forName: nil, object: nil, queue: nil) { note in calls.add("b \(note.name.rawValue)") },
      center.addObserver(forName: Self.shown, object: nil, queue: .main) { _ in calls.add("c") },
      center.addObserver(forName: Self.hidden, object: nil, queue: nil) { _ in calls.add("d") },
      center.addObserver(forName: nil, object: nil, queue: nil) { note in calls.add("e \(note.name.rawValue)") },
      center.addObserver(forName: Self.shown, object: nil, queue: nil) { _ in calls.add("f") },
    ]
    center.post(name: Self.shown, object: nil)
    center.post(name: Self.hidden, object: nil)
    #expect(calls.all == ["a", "b Shown", "c", "e Shown", "f", "b Hidden", "d", "e Hidden"])
    for token in tokens { center.removeObserver(token) }
  }

  @Test("A removed observer hears nothing, and one for an object hears only that object's posts")
  func removalAndObject() {
    let center = Simulation.NotificationCenter()
    let calls = Calls()
    let sender = NSObject()
    let other = NSObject()
    let removed = center.addObserver(forName: Self.shown, object: nil, queue: nil) { _ in calls.add("removed") }
    let senderID = ObjectIdentifier(sender)
    let token = center.addObserver(forName: Self.shown, object: sender, queue: nil) { note in
      calls.add((note.object as AnyObject?).map(ObjectIdentifier.init) == senderID ? "from sender" : "from another")
    }
    center.removeObserver(removed)
    center.post(name: Self.shown, object: other)
    center.post(name: Self.shown, object: sender, userInfo: ["key": 1])
    #expect(calls.all == ["from sender"])
    center.removeObserver(token)
  }

  @Test("An observer added through Foundation's own method hears a post before the ordered observers")
  func foundationObserverFirst() {
    let center = Simulation.NotificationCenter()
    let calls = Calls()
    let ordered = center.addObserver(forName: Self.shown, object: nil, queue: nil) { _ in calls.add("ordered") }
    let foundation = (center as Foundation.NotificationCenter).addObserver(
      forName: Self.shown, object: nil, queue: nil
    ) { _ in calls.add("foundation") }
    center.post(name: Self.shown, object: nil)
    #expect(calls.all == ["foundation", "ordered"])
    center.removeObserver(ordered)
    center.removeObserver(foundation)
  }

  @Test("A block that posts runs that post's observers before the first post's next observer")
  func nestedPost() {
    let center = Simulation.NotificationCenter()
    let calls = Calls()
    let tokens = [
      center.addObserver(forName: Self.shown, object: nil, queue: nil) { _ in
        calls.add("shown 1")
        center.post(name: Self.hidden, object: nil)
      },
      center.addObserver(forName: Self.shown, object: nil, queue: nil) { _ in calls.add("shown 2") },
      center.addObserver(forName: Self.hidden, object: nil, queue: nil) { _ in calls.add("hidden") },
    ]
    center.post(name: Self.shown, object: nil)
    #expect(calls.all == ["shown 1", "hidden", "shown 2"])
    for token in tokens { center.removeObserver(token) }
  }
}
