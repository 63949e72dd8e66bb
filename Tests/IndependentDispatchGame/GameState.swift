import Foundation

/// Plain model for one run of the game. No UIKit in here so it stays easy to unit test.
struct GameState {
    static let ticksPerSecond = 30
    static let levelDurationSeconds = 30
    static let ticksPerLevel = ticksPerSecond * levelDurationSeconds
    static let startingLives = 3

    var level = 1
    var score = 0
    var lives = GameState.startingLives
    var tick = 0

    var isLevelComplete: Bool { tick >= GameState.ticksPerLevel }
    var isGameOver: Bool { lives <= 0 }

    var secondsRemaining: Int {
        max(0, GameState.ticksPerLevel - tick) / GameState.ticksPerSecond
    }

    /// One tick of game time. Callers check `isLevelComplete` / `isGameOver` afterwards.
    mutating func advance() {
        guard !isLevelComplete, !isGameOver else { return }
        tick += 1
        score += level
        // Hazards get more frequent on later levels (roughly 2 hits per level at the start).
        let odds = max(90, 400 - level * 40)
        if Int.random(in: 0..<odds) == 0 {
            lives -= 1
        }
    }

    mutating func startNextLevel() {
        level += 1
        tick = 0
    }

    /// Only ever called from the rewarded ad's reward callback.
    mutating func grantExtraLife() {
        lives += 1
    }
}
