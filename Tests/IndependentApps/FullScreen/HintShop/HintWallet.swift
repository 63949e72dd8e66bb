import FakeCombine

/// The player's stock of puzzle hints.
final class HintWallet: ObservableObject {
    @Published private(set) var hints: Int

    init(hints: Int = 3) {
        self.hints = max(0, hints)
    }

    /// Adds `n` hints; non-positive amounts are ignored.
    func add(_ n: Int) {
        guard n > 0 else { return }
        hints += n
    }

    /// Uses one hint. Returns `false` when there is none left.
    func spend() -> Bool {
        guard hints > 0 else { return false }
        hints -= 1
        return true
    }
}
