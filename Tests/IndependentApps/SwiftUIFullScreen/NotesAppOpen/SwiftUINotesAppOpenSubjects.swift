import AdContracts
import FakeSwiftUI
import Foundation

/// The notes app as the harness launches it; the app has no loading screen.
public let swiftUINotesAppOpen = Subject.googleAppOpen(
  "SwiftUINotesAppOpen", app: NotesApp.self, readsTimeFromContext: true,
  isLoadingScreenUp: { (_: NotesAppDelegate) in false },
  returningUser: { _ in UserDefaults.standard.set(10, forKey: AppOpenAdManager.opensKey) }
) { (context: Subject.Context) -> NotesAppDelegate in
  let delegate = NotesAppDelegate()
  delegate.now = context.now
  return delegate
}
