import FakeSwiftUI
import FakeUserMessagingPlatform

public struct TapRushGameView: View {
  @StateObject private var model = TapRushGameViewModel()

  public init() {}

  public var body: some View {
    VStack(spacing: 16) {
      Text("Level \(model.level)")
        .font(.largeTitle)
      Text("Time left: \(model.secondsLeft)")
      Text("Taps: \(model.taps)")
      Text("Bonus coins: \(model.bonusCoins)")

      if model.isPlaying {
        Button("Tap!") { model.tap() }
      } else if model.isLevelComplete {
        Button("Next level") { model.nextLevel() }
      }

      Spacer()

      if ConsentInformation.shared.privacyOptionsRequirementStatus == .required {
        Button("Privacy settings") { presentPrivacyOptions() }
      }
    }
    .padding()
    .onAppear {
      model.startLevel()
    }
    .alert("Watch an ad for a bonus?", isPresented: $model.isShowingAdOffer) {
      Button("No thanks", role: .cancel) { model.skipAd() }
    } message: {
      Text("Watch an ad for \(TapRushGameViewModel.rewardCoins) bonus coins in \(model.offerSecondsLeft)…")
    }
  }

  private func presentPrivacyOptions() {
    ConsentForm.presentPrivacyOptionsForm(from: nil) { formError in
      if let formError {
        print("Privacy options form failed: \(formError.localizedDescription)")
      }
    }
  }
}
