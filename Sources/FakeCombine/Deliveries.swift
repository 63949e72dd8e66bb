/// The deliveries attached to a publisher, in the order they attached.
package final class Deliveries<Output, Failure: Error> {
  private var attached: [(id: Int, delivery: Delivery<Output, Failure>)] = []
  private var nextID = 0

  /// No delivery attached yet.
  package init() {}
  package private(set) var completion: Subscribers.Completion<Failure>?

  /// Attaches a delivery; the handle detaches it.
  package func add(_ delivery: Delivery<Output, Failure>) -> AnyCancellable {
    if let completion {
      delivery.receive(completion: completion)
      return AnyCancellable {}
    }
    let id = nextID
    nextID += 1
    attached.append((id, delivery))
    return AnyCancellable { [weak self] in self?.attached.removeAll { $0.id == id } }
  }

  /// Delivers a value to every delivery attached when the value came.
  package func send(_ value: Output) {
    guard completion == nil else { return }
    for entry in attached { entry.delivery.receive(value) }
  }

  /// Ends the stream for every delivery; later values and completions are dropped.
  package func finish(_ completion: Subscribers.Completion<Failure>) {
    guard self.completion == nil else { return }
    self.completion = completion
    let ended = attached
    attached = []
    for entry in ended { entry.delivery.receive(completion: completion) }
  }
}
