import FakeGoogleMobileAds
import FakeSwiftUI

// On a device this is the app's entry point; Linux has no @main for a SwiftUI App here,
// the harness makes the app (README: drop @main).
// @main
public struct TapRushApp: App {
  @UIApplicationDelegateAdaptor(TapRushAppDelegate.self) var appDelegate
  @Environment(\.scenePhase) private var scenePhase

  public init() {}

  public var body: some Scene {
    WindowGroup {
      TapRushContentView()
    }
    .onChange(of: scenePhase) { _, newPhase in
      if newPhase == .active {
        TapRushAppOpenAdManager.shared.showAdIfAvailable()
      }
    }
  }
}

public struct TapRushContentView: View {
  public init() {}

  public var body: some View {
    NavigationStack {
      TapRushGameView()
        .navigationTitle("Tap Rush")
    }
  }
}
