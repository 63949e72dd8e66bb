import FakeUIKit
import Testing

/// The text metric counts characters, found from the bytes where every byte is one.
@Suite("The text metric's character count")
struct LayoutCharacterCountTests {
  @Test("ASCII text counts a character a byte", arguments: ["", "Ad", "Sponsored: 20% off today"])
  func ascii(_ text: String) {
    #expect(text.layoutCharacterCount == text.count)
    #expect(text.layoutCharacterCount == text.utf8.count)
  }

  @Test(
    "A carriage return and line feed count as one character", arguments: ["\r\n", "Ad\r\nSponsored", "a\r\r\nb\n\r"])
  func lineBreaks(_ text: String) {
    #expect(text.layoutCharacterCount == text.count)
    #expect(text.layoutCharacterCount < text.utf8.count)
  }

  @Test(
    "Other text counts characters, not bytes",
    arguments: ["Café", "Cafe\u{301}", "Реклама", "広告", "Ad 👍🏽"])
  func characters(_ text: String) {
    #expect(text.layoutCharacterCount == text.count)
    #expect(text.layoutCharacterCount < text.utf8.count)
  }
}
