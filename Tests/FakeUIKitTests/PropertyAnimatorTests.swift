import AdSimulation
import FakeUIKit
import Testing

@Suite("UIViewPropertyAnimator on the virtual clock")
@MainActor
struct PropertyAnimatorTests {
  @Test("A started animator applies its end values at once and completes at the end after delay plus duration")
  func startsAndCompletes() async {
    await Simulation.run(Script()) { sim in
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      var ended: [(UIViewAnimatingPosition, VirtualClock.Instant)] = []
      let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut) { view.alpha = 0 }
      animator.addCompletion { ended.append(($0, sim.clock.now)) }
      #expect(animator.state == .inactive && !animator.isRunning)
      #expect(view.alpha == 1)
      animator.startAnimation(afterDelay: 0.1)
      #expect(view.alpha == 0)
      #expect(animator.state == .active && animator.isRunning)
      animator.addAnimations { view.frame.origin.x = 50 }
      #expect(view.frame.origin.x == 50)
      await sim.perform(.advance(.milliseconds(300)))
      #expect(ended.isEmpty)
      #expect(animator.fractionComplete == 0.5)
      await sim.perform(.advance(.seconds(1)))
      #expect(ended.map(\.0) == [.end])
      #expect(ended.first?.1 == VirtualClock.Instant(offset: .milliseconds(500)))
      #expect(animator.state == .inactive && !animator.isRunning)
    }
  }

  @Test("A paused animator keeps its place; resumed, it runs only the time left")
  func pauseAndResume() async {
    await Simulation.run(Script()) { sim in
      var endedAt: VirtualClock.Instant?
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
      animator.addCompletion { _ in endedAt = sim.clock.now }
      animator.startAnimation()
      await sim.perform(.advance(.milliseconds(400)))
      animator.pauseAnimation()
      #expect(animator.state == .active && !animator.isRunning)
      #expect(animator.fractionComplete == 0.4)
      await sim.perform(.advance(.seconds(5)))
      #expect(endedAt == nil)
      animator.startAnimation()
      await sim.perform(.advance(.seconds(1)))
      #expect(endedAt == VirtualClock.Instant(offset: .milliseconds(6000)))
    }
  }

  @Test("Stopping without finishing calls no completion; stopping then finishing calls it with the position given")
  func stopAndFinish() async {
    await Simulation.run(Script()) { sim in
      var positions: [UIViewAnimatingPosition] = []
      let abandoned = UIViewPropertyAnimator(duration: 1, curve: .easeInOut)
      abandoned.addCompletion { positions.append($0) }
      abandoned.startAnimation()
      abandoned.stopAnimation(true)
      #expect(abandoned.state == .inactive)
      let stopped = UIViewPropertyAnimator(duration: 1, curve: .easeInOut)
      stopped.addCompletion { positions.append($0) }
      stopped.startAnimation()
      stopped.stopAnimation(false)
      #expect(stopped.state == .stopped && !stopped.isRunning)
      await sim.perform(.advance(.seconds(2)))
      #expect(positions.isEmpty)
      stopped.finishAnimation(at: .current)
      #expect(positions == [.current])
      #expect(stopped.state == .inactive)
      #expect(sim.trace.events(.misuse).isEmpty)
    }
  }

  @Test("Finishing an animator that is not stopped, or starting a stopped one, is misuse and changes nothing")
  func misuse() async {
    await Simulation.run(Script()) { sim in
      var positions: [UIViewAnimatingPosition] = []
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
      animator.addCompletion { positions.append($0) }
      animator.startAnimation()
      animator.finishAnimation(at: .end)
      #expect(positions.isEmpty && animator.state == .active)
      animator.stopAnimation(false)
      animator.startAnimation()
      #expect(animator.state == .stopped)
      let misuses = sim.trace.events(.misuse)
      #expect(misuses.map(\.name) == [.animatorMisuse, .animatorMisuse])
      #expect(misuses.first?.detail.contains("finishAnimation(at: .end)") == true)
    }
  }

  @Test("runningPropertyAnimator starts at once and calls its completion with .end on the virtual clock")
  func runningPropertyAnimator() async {
    await Simulation.run(Script()) { sim in
      let label = UILabel(frame: .zero)
      var endedAt: VirtualClock.Instant?
      var position: UIViewAnimatingPosition?
      let animator = UIViewPropertyAnimator.runningPropertyAnimator(
        withDuration: 0.25, delay: 0.5, options: [.curveLinear],
        animations: { label.alpha = 0.5 },
        completion: {
          position = $0
          endedAt = sim.clock.now
        })
      #expect(label.alpha == 0.5)
      #expect(animator.isRunning && animator.curve == .linear && animator.delay == 0.5)
      await sim.perform(.advance(.seconds(1)))
      #expect(position == .end)
      #expect(endedAt == VirtualClock.Instant(offset: .milliseconds(750)))
    }
  }
}
