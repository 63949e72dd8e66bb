import FakeSwiftUI

/// One level of the game: the player finishes it, which is the game's natural break.
struct LevelPlayView: View {
  let level: Int
  /// What finishing the level does, before the level's screen goes.
  let onFinish: @MainActor () -> Void
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      Text("Level \(level)")
      Button("Finish level") {
        onFinish()
        dismiss()
      }
    }
    .navigationTitle("Level \(level)")
  }
}
