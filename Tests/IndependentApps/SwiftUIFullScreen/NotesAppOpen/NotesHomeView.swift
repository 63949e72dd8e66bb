import FakeSwiftUI
import FakeGoogleMobileAds
import FakeUserMessagingPlatform
import Foundation

/// The notes list, the app's only screen.
struct NotesHomeView: View {
  @State private var notes = ["Buy milk", "Call the plumber"]

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        ForEach(notes, id: \.self) { note in
          Text(note)
        }
        Button("New note") { notes.append("Note \(notes.count + 1)") }
        Spacer()
      }
      .padding()
      .navigationTitle("Notes")
    }
  }
}
