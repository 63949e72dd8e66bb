import AdContracts
import FakeSwiftUI
import Foundation

/// The notes app that loads at every activation, as the harness launches it.
public let swiftUINotesAppOpenEager = Subject.googleAppOpen(
  "SwiftUINotesAppOpenEager", app: EagerNotesApp.self, readsTimeFromContext: true,
  isLoadingScreenUp: { (_: EagerNotesAppDelegate) in false },
  returningUser: { _ in UserDefaults.standard.set(10, forKey: EagerAppOpenAdManager.opensKey) }
) { (context: Subject.Context) -> EagerNotesAppDelegate in
  let delegate = EagerNotesAppDelegate()
  delegate.now = context.now
  return delegate
}
