import FakeiAd
import Foundation
import Testing

@Suite("ADError")
struct ADErrorTests {
  static let names: [Int: String] = [
    0: "unknown", 1: "serverFailure", 2: "loadingThrottled", 3: "inventoryUnavailable",
    4: "configurationError", 5: "bannerVisibleWithoutContent", 6: "applicationInactive",
    7: "adUnloaded", 8: "assetLoadFailure", 9: "adResponseValidateFailure", 10: "adAssetLoadPending",
  ]

  @Test("Each code bridges to NSError in ADErrorDomain with the real header's number", arguments: 0...10)
  func bridges(_ raw: Int) throws {
    let code = try #require(ADError.Code(rawValue: raw))
    let error: any Error = ADError(code)
    let bridged = error as NSError
    #expect(bridged.domain == "ADErrorDomain")
    #expect(bridged.domain == ADErrorDomain)
    #expect(bridged.code == raw)
    #expect(code.name == Self.names[raw])
    #expect((error as? ADError)?.code == code)
    #expect(ADError(code).description == "ADError.\(Self.names[raw]!) (\(raw))")
    #expect(bridged.userInfo[NSLocalizedFailureReasonErrorKey] is String)
  }

  @Test("There are exactly eleven codes, 0 to 10, and nothing beyond")
  func codeRange() {
    #expect(ADError.Code.allCases.map(\.rawValue) == Array(0...10))
    #expect(ADError.Code(rawValue: 11) == nil)
    #expect(ADError.errorDomain == "ADErrorDomain")
  }

  @Test("The failure reasons read as the framework's did")
  func reasons() {
    let reason = { (code: ADError.Code) in
      (ADError(code) as NSError).userInfo[NSLocalizedFailureReasonErrorKey] as? String
    }
    #expect(reason(.inventoryUnavailable) == "Ad inventory unavailable")
    #expect(reason(.bannerVisibleWithoutContent) == "Banner view is visible but does not have content")
    #expect(reason(.adUnloaded) == "Ad was unloaded from this banner")
    #expect(reason(.unknown) == "Ad request failed")
  }
}
