import AdSimulation

/// UMP 3's names for the consent SDK's types, which the reports of a run speak once the app
/// has reached the SDK by one of them (`ConsentInformation.shared`).
enum UMPSpelling {
  /// The UMP 3 renames.
  static let ump3 = Simulation.Spelling(
    framework: "UserMessagingPlatform",
    renames: [
      ("UMPConsentInformation", "ConsentInformation"), ("UMPConsentForm", "ConsentForm"),
      ("UMPRequestParameters", "RequestParameters"), ("UMPDebugSettings", "DebugSettings"),
      ("UMPConsentStatus", "ConsentStatus"), ("UMPFormStatus", "FormStatus"),
      ("UMPPrivacyOptionsRequirementStatus", "PrivacyOptionsRequirementStatus"),
    ])

  /// Notes that the app used a UMP 3 name, in the running simulation.
  nonisolated static func noteUMP3() {
    Simulation.mainActor { Simulation.current?.speaks(ump3) }
  }
}
