import FakeSwiftUI
import FakeGoogleMobileAds
import FakeUserMessagingPlatform
import Foundation

/// The notes app (`@main` on a device): each time the scene turns active it counts an
/// open, keeps an app open ad on its way and shows one to a returning user.
struct EagerNotesApp: App {
  @UIApplicationDelegateAdaptor(EagerNotesAppDelegate.self) private var appDelegate
  @Environment(\.scenePhase) private var scenePhase

  var body: some Scene {
    WindowGroup {
      NotesHomeView()
    }
    .onChange(of: scenePhase) { _, newPhase in
      let ads = EagerAppOpenAdManager.shared
      switch newPhase {
      case .active:
        ads.noteOpen()
        ads.loadAd()
        ads.showAdIfAvailable()
      case .background:
        ads.noteBackground()
      default:
        break
      }
    }
  }
}
