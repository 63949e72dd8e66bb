extension Publisher {
  /// Calls the handlers with each value and with the end.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    attach(Delivery(value: receiveValue, completion: receiveCompletion))
  }

  /// The values, transformed.
  public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
    AnyPublisher { delivery in
      attach(Delivery(value: { delivery.receive(transform($0)) }, completion: delivery.receive(completion:)))
    }
  }

  /// Only the values the predicate keeps.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
    AnyPublisher { delivery in
      attach(Delivery(value: { if isIncluded($0) { delivery.receive($0) } }, completion: delivery.receive(completion:)))
    }
  }

  /// Only the values that are not nil.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> {
    AnyPublisher { delivery in
      attach(
        Delivery(
          value: { if let value = transform($0) { delivery.receive(value) } }, completion: delivery.receive(completion:)
        ))
    }
  }

  /// Skips the first values.
  public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> {
    AnyPublisher { delivery in
      var skipped = 0
      return attach(
        Delivery(
          value: { value in
            if skipped < count { skipped += 1 } else { delivery.receive(value) }
          }, completion: delivery.receive(completion:)))
    }
  }

  /// Delivers each value and the end through the scheduler, later.
  public func receive<S: Scheduler>(on scheduler: S) -> AnyPublisher<Output, Failure> {
    AnyPublisher { delivery in
      attach(
        Delivery(
          value: { value in scheduler.schedule { delivery.receive(value) } },
          completion: { completion in scheduler.schedule { delivery.receive(completion: completion) } }))
    }
  }

  /// The publisher with its type erased.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Publisher where Output: Equatable {
  /// Drops each value equal to the one before it.
  public func removeDuplicates() -> AnyPublisher<Output, Failure> {
    AnyPublisher { delivery in
      var last: Output?
      return attach(
        Delivery(
          value: { value in
            guard value != last else { return }
            last = value
            delivery.receive(value)
          }, completion: delivery.receive(completion:)))
    }
  }
}

extension Publisher where Failure == Never {
  /// Calls the handler with each value.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    attach(Delivery(value: receiveValue))
  }

  /// Sets the object's property to each value; the handle keeps the object alive, as in
  /// Combine.
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
    attach(Delivery(value: { object[keyPath: keyPath] = $0 }))
  }
}
