import FakeUIKit
import Testing

/// The text metric counts characters, taking the byte count only when that is the same.
@Suite("The text metric's character count")
struct LayoutCharacterCountTests {
  @Test("ASCII text counts a character a byte", arguments: ["", "Ad", "Sponsored: 20% off today"])
  func ascii(_ text: String) {
    #expect(text.layoutCharacterCount == text.count)
    #expect(text.layoutCharacterCount == text.utf8.count)
  }

  @Test(
    "Other text counts characters, not bytes",
    arguments: ["Café", "Cafe\u{301}", "Реклама", "広告", "Ad 👍🏽"])
  func characters(_ text: String) {
    #expect(text.layoutCharacterCount == text.count)
    #expect(text.layoutCharacterCount < text.utf8.count)
  }
}
