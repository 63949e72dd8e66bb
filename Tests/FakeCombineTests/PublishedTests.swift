import FakeCombine
import Testing

/// An ad manager kept as a view model, as modern Google samples keep theirs.
private final class AdManager: ObservableObject {
  @Published var isAdReady = false
  @Published var coins = 0
  var untracked = 0
}

/// A manager that inherits its published state.
private final class RewardedAdManager: ObservableObjectBase {
  @Published var rewardEarned = false
}

/// The superclass of ``RewardedAdManager``.
private class ObservableObjectBase: ObservableObject {
  @Published var isLoading = false
}

/// An observable object with nothing published.
private final class Plain: ObservableObject {}

@Suite("@Published and ObservableObject")
struct PublishedTests {
  @Test("A change fires objectWillChange, then $property's subscribers, and is stored last")
  func order() {
    let manager = AdManager()
    var log: [String] = []
    var handles = Set<AnyCancellable>()
    manager.objectWillChange.sink { log.append("will change, ready \(manager.isAdReady)") }.store(in: &handles)
    manager.$isAdReady.sink { log.append("$isAdReady \($0), stored \(manager.isAdReady)") }.store(in: &handles)
    manager.isAdReady = true
    manager.untracked = 5
    #expect(
      log == [
        "$isAdReady false, stored false",
        "will change, ready false",
        "$isAdReady true, stored false",
      ])
    #expect(manager.isAdReady)
  }

  @Test("Every published property of the object, its superclass's too, fires the one objectWillChange")
  func sharedPublisher() {
    let manager = RewardedAdManager()
    #expect(manager.objectWillChange === manager.objectWillChange)
    var fired = 0
    let handle = manager.objectWillChange.sink { fired += 1 }
    manager.isLoading = true
    manager.rewardEarned = true
    #expect(fired == 2)
    handle.cancel()
    manager.isLoading = false
    #expect(fired == 2)
  }

  @Test("An object with nothing published gets a publisher that never fires on its own")
  func nothingPublished() {
    let plain = Plain()
    var fired = 0
    let handle = plain.objectWillChange.sink { fired += 1 }
    #expect(fired == 0)
    #expect(plain.objectWillChange !== plain.objectWillChange)
    _ = handle
  }

  @Test("Releasing the handle stops the delivery, as cancelling does")
  func release() {
    let manager = AdManager()
    var seen: [Int] = []
    var handle: AnyCancellable? = manager.$coins.sink { seen.append($0) }
    manager.coins = 1
    handle = nil
    manager.coins = 2
    #expect(seen == [0, 1])
    #expect(handle == nil)
  }

  @Test("assign(to:on:) and assign(to: &$property) keep a property in step with a publisher")
  func assign() {
    let source = AdManager()
    let mirror = AdManager()
    let handle = source.$coins.map { $0 * 2 }.assign(to: \.coins, on: mirror)
    source.coins = 4
    #expect(mirror.coins == 8)
    handle.cancel()
    source.coins = 5
    #expect(mirror.coins == 8)

    let ready = AdManager()
    source.$coins.map { $0 > 10 }.assign(to: &ready.$isAdReady)
    #expect(!ready.isAdReady)
    source.coins = 11
    #expect(ready.isAdReady)
  }
}
