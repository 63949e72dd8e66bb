import FakeSwiftUI

/// A three-second round of the game, which pays a coin and goes back to the store.
struct RoundView: View {
  let wallet: CoinWallet
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Text("Tap the stars!")
      .task {
        try? await Task.sleep(for: .seconds(3))
        wallet.payRound(1)
        dismiss()
      }
  }
}
