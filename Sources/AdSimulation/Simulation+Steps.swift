extension Simulation {
  /// Plays every step of the script, in order.
  ///
  /// Called by the app's own code while a step runs (from a delegate callback or a task
  /// the app started), it is refused and recorded as misuse: only the script moves the run.
  public func play() async {
    guard admitsDriving("play()") else { return }
    drivingDepth += 1
    defer { drivingDepth -= 1 }
    for step in script.steps {
      await performStep(step)
    }
  }

  /// Performs one step, records it, then settles.
  ///
  /// Steps the simulation does not drive itself go to the driver a fake registered for
  /// their kind; a step no driver takes is recorded with a note and changes nothing.
  /// Called by the app's own code while a step runs, it is refused and recorded as misuse.
  public func perform(_ step: Script.Step) async {
    guard admitsDriving("perform(\(step))") else { return }
    drivingDepth += 1
    defer { drivingDepth -= 1 }
    await performStep(step)
  }

  /// The name of the misuse recorded when the app gives a view a frame that is not finite.
  public nonisolated static let nonFiniteGeometry = Trace.Event.Name.nonFiniteGeometry

  /// The name of the misuse recorded when the app's own code tries to drive the run.
  public nonisolated static let drivenByApp = Trace.Event.Name.drivenByApp

  /// Whether a call that moves the run may go ahead: not while a step, a timer or a
  /// settle is running, which is when the app's code runs.
  func admitsDriving(_ call: @autoclosure () -> String) -> Bool {
    guard drivingDepth > 0 else { return true }
    record(
      .misuse, actor: .app, name: Self.drivenByApp,
      detail: "\(call()) called while the run was in a step; refused: only the script moves the run")
    return false
  }

  func performStep(_ step: Script.Step) async {
    drives &+= 1
    turnDecidedAt = nil
    lastStepKind = step.kind
    switch step {
    case .respond(let response):
      record(.driven, actor: .sdk, name: .respond, detail: response.description)
      supply(response)
    case .advance(let duration):
      record(.driven, actor: .clock, name: .advance, detail: duration.secondsText + " s")
      await moveClock(by: duration, until: nil)
      return
    default:
      let (actor, name) = Self.describe(step)
      record(.driven, actor: actor, name: name)
      var handled = false
      for driver in drivers[step.kind.position].reversed() {
        if await driver(step) {
          handled = true
          break
        }
      }
      if !handled {
        record(.driven, actor: actor, name: .ignored, detail: "nothing handles \(name) here")
      }
    }
    noticeChanges()
    await settle()
  }

  static func describe(_ step: Script.Step) -> (Trace.Event.Actor, Trace.Event.Name) {
    switch step {
    case .tap, .closeAd, .navigateAway, .navigateBack, .navigateToNextAdScreen:
      (.user, step.eventName)
    case .rotate, .memoryWarning:
      (.device, step.eventName)
    case .cancelAction, .urgentEvent, .transition, .busyMoment:
      (.app, step.eventName)
    case .launch, .askToWatch, .scroll:
      (.user, step.eventName)
    case .expire:
      (.sdk, step.eventName)
    default:
      (.system, step.eventName)
    }
  }

  /// Adds a handler for a kind of step; each fake and the harness add their own.
  ///
  /// A step goes to the handlers newest first until one applies it, so two fakes in one
  /// simulation (iAd and Google Mobile Ads) can both answer a tap.
  ///
  /// - Parameters:
  ///   - kind: The kind of step the handler performs.
  ///   - handler: Performs the step and returns whether it applied. It may wait, for a
  ///     step that lets virtual time pass (``advanceWithinStep(by:)``).
  public func addDriver(
    for kind: Script.Step.Kind, _ handler: @escaping @MainActor (Script.Step) async -> Bool
  ) {
    drivers[kind.position].append(handler)
  }

  /// Queues an answer for the next ad request, or hands it to a request already waiting.
  public func supply(_ response: Script.Response) {
    if let index = responseWaiters.firstIndex(where: { response.answers($0.adUnit) }) {
      responseWaiters.remove(at: index).handler(response)
    } else {
      responses.append(response)
    }
  }

  /// Puts back an answer whose request was abandoned (its ad object was released before
  /// the answer arrived), so the next request gets it rather than the one after.
  public func resupply(_ response: Script.Response) {
    if let index = responseWaiters.firstIndex(where: { response.answers($0.adUnit) }) {
      responseWaiters.remove(at: index).handler(response)
    } else {
      responses.insert(response, at: 0)
    }
  }

  /// Asks for the answer to an ad request.
  ///
  /// The handler gets the first queued response for the ad unit (or for any unit) at once,
  /// or later when the script supplies one; it then schedules the answer after the
  /// response's latency.
  ///
  /// - Parameters:
  ///   - adUnit: The ad unit asked for; `nil` for SDKs without ad units.
  ///   - handler: Gets the response, at once or when the script supplies one.
  public func requestResponse(
    adUnit: String? = nil, _ handler: @escaping @MainActor (Script.Response) -> Void
  ) {
    if let index = responses.firstIndex(where: { $0.answers(adUnit) }) {
      handler(responses.remove(at: index))
    } else {
      responseWaiters.append((adUnit, handler))
    }
  }

  /// How many ad requests wait for the script to answer them.
  public var waitingRequestCount: Int { responseWaiters.count }

  /// How many answers the script has queued that no request has taken yet.
  public var queuedResponseCount: Int { responses.count }

  /// Calls the body after every timer, step and settle, so the fakes can see what changed.
  ///
  /// - Returns: A token for ``removeObserver(_:)``.
  @discardableResult
  public func addObserver(_ body: @escaping @MainActor () -> Void) -> Int {
    nextObserverID += 1
    observers.append((nextObserverID, body))
    // A new observer has seen nothing yet.
    noticed = nil
    return nextObserverID
  }

  /// Calls the body for every event as it is recorded.
  ///
  /// - Returns: A token for ``removeObserver(_:)``.
  @discardableResult
  public func addEventListener(_ body: @escaping @MainActor (Trace.Event) -> Void) -> Int {
    nextObserverID += 1
    eventListeners.append((nextObserverID, body))
    return nextObserverID
  }

  /// Removes an observer or event listener.
  public func removeObserver(_ token: Int) {
    observers.removeAll { $0.id == token }
    eventListeners.removeAll { $0.id == token }
  }

  /// Tells every observer that something may have changed, and records released objects.
  ///
  /// The observers (the fakes' and the harness's eyes on the screen) watch the SDK's
  /// objects and the views. Every change to those is an event in the trace, a change of
  /// layout, a step, a timer or a sleeper waking, or the time moving on, so when none of
  /// these has happened since the observers last looked, they are not asked again.
  public func noticeChanges() {
    guard !isObserving else { return }
    isObserving = true
    defer { isObserving = false }
    noticeReleases()
    let now = Look(
      events: trace.events.count, tracked: tracked.count, layout: Self.layoutGeneration, time: now,
      drives: drives)
    guard now != noticed else { return }
    // What the observers change is looked at again next time.
    noticed = now
    for observer in observers { observer.body() }
  }

  /// What the observers saw when they last looked: what moves whenever anything they
  /// watch may have changed.
  struct Look: Equatable {
    var events: Int
    var tracked: Int
    var layout: UInt64
    var time: VirtualClock.Instant
    var drives: Int
  }
}
