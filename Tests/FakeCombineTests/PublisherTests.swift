import AdSimulation
import FakeCombine
import FakeUIKit
import Testing

/// An error a load publisher fails with.
private struct LoadFailed: Error, Equatable {}

@Suite("Publishers, subjects and operators")
struct PublisherTests {
  @Test("A passthrough subject hands values to those attached, then its end, and nothing after")
  func passthrough() {
    let subject = PassthroughSubject<String, LoadFailed>()
    var log: [String] = []
    subject.send("before anyone")
    let handle = subject.sink(
      receiveCompletion: { completion in
        switch completion {
        case .finished: log.append("finished")
        case .failure(let error): log.append("failed \(error == LoadFailed())")
        }
      },
      receiveValue: { log.append($0) })
    subject.send("loaded")
    subject.send(completion: .failure(LoadFailed()))
    subject.send("after the end")
    subject.send(completion: .finished)
    #expect(log == ["loaded", "failed true"])
    _ = handle
  }

  @Test("A current-value subject gives newcomers its value first and keeps the latest")
  func currentValue() {
    let subject = CurrentValueSubject<Int, Never>(1)
    var seen: [Int] = []
    let handle = subject.sink { seen.append($0) }
    subject.send(2)
    subject.value = 3
    #expect(seen == [1, 2, 3])
    #expect(subject.value == 3)
    _ = handle
  }

  @Test("map, filter, compactMap, removeDuplicates and dropFirst shape the values; Just publishes one")
  func operators() {
    let subject = PassthroughSubject<Int, Never>()
    var seen: [String] = []
    let handle =
      subject
      .filter { $0 >= 0 }
      .removeDuplicates()
      .dropFirst()
      .compactMap { $0 == 7 ? nil : $0 }
      .map { "\($0)" }
      .eraseToAnyPublisher()
      .sink { seen.append($0) }
    for value in [1, 1, -3, 2, 2, 7, 3] { subject.send(value) }
    #expect(seen == ["2", "3"])
    var just: [String] = []
    _ = Just("one").sink(receiveCompletion: { _ in just.append("end") }, receiveValue: { just.append($0) })
    #expect(just == ["one", "end"])
    _ = handle
  }

  @Test("A void subject sends with send()")
  func voidSend() {
    let subject = PassthroughSubject<Void, Never>()
    var count = 0
    let handle = subject.sink { count += 1 }
    subject.send()
    subject.send()
    #expect(count == 2)
    _ = handle
  }

  @Test("receive(on:) the main queue or the main run loop delivers later, in order, within the run")
  @MainActor
  func receiveOnMain() async {
    await Simulation.run(Script()) { sim in
      let subject = PassthroughSubject<Int, Never>()
      var seen: [String] = []
      var handles = Set<AnyCancellable>()
      subject.receive(on: DispatchQueue.main).sink { seen.append("queue \($0)") }.store(in: &handles)
      subject.receive(on: RunLoop.main).sink { seen.append("run loop \($0)") }.store(in: &handles)
      subject.receive(on: ImmediateScheduler.shared).sink { seen.append("now \($0)") }.store(in: &handles)
      subject.send(1)
      subject.send(2)
      #expect(seen == ["now 1", "now 2"])
      await sim.settle()
      #expect(seen == ["now 1", "now 2", "queue 1", "run loop 1", "queue 2", "run loop 2"])
    }
  }
}
