import AdSimulation

extension Subject {
  /// The devices and orientations an app supports; rules stay inside them.
  ///
  /// A portrait-only phone app is never rotated, so the rotation rules do not apply to
  /// it; an iPad-only app is never run on a phone.
  ///
  /// ```swift
  /// let subject = Subject.iAdBannerScreen(
  ///   "Reader", devices: .init(idioms: [.phone], orientations: [.portrait])
  /// ) { _ in ReaderViewController() }
  /// ```
  public struct Devices: Sendable, Hashable {
    /// The idioms the app runs on.
    public var idioms: Set<Device.Idiom>
    /// The interface orientations the app supports.
    public var orientations: Set<Device.Orientation>
    /// The major iOS version the app targets, or `nil` for the first one Swift code runs
    /// on, iOS 7, where a banner sizes itself and phones show full-screen ads. `5` holds
    /// the app to the iAd guides' time, where content size identifiers size a banner and
    /// only an iPad shows full-screen ads. Rules whose ground changed with iOS follow it.
    public var iOS: Int?

    /// Creates a description of the devices an app supports.
    ///
    /// - Parameters:
    ///   - idioms: The idioms the app runs on; at least one.
    ///   - orientations: The orientations it supports; at least one.
    ///   - iOS: The major iOS version the app targets, from 4; `nil` for iOS 7, the first
    ///     Swift code runs on (`5` for the iAd guides' time).
    public init(
      idioms: Set<Device.Idiom> = Set(Device.Idiom.allCases),
      orientations: Set<Device.Orientation> = Set(Device.Orientation.allCases),
      iOS: Int? = nil
    ) {
      precondition(!idioms.isEmpty, "Subject.Devices needs at least one idiom, but got none.")
      precondition(!orientations.isEmpty, "Subject.Devices needs at least one orientation, but got none.")
      precondition(
        iOS.map { $0 >= 4 } ?? true,
        "Subject.Devices needs an iOS version of 4 or later (iAd's first), but got \(iOS ?? 0).")
      self.idioms = idioms
      self.orientations = orientations
      self.iOS = iOS
    }

    /// Phones and iPads, in portrait and landscape.
    public static let any = Devices()

    /// Whether the app supports landscape as well as portrait, so rotation rules apply.
    public var rotates: Bool { orientations.count > 1 }

    /// The supported orientations, portrait first.
    var orderedOrientations: [Device.Orientation] {
      Device.Orientation.allCases.filter(orientations.contains)
    }

    /// The idioms in words, for example `iPad`.
    var idiomsText: String {
      Device.Idiom.allCases.filter(idioms.contains).map(\.deviceName).joined(separator: " and ")
    }

    /// The orientations in words, for example `portrait`.
    var orientationsText: String {
      orderedOrientations.map(\.rawValue).joined(separator: " and ")
    }
  }

  /// The iOS version the subject's runs play on: the one it targets, or iOS 7, the first
  /// a Swift app runs on.
  var systemVersion: Int {
    devices.iOS ?? Device.swiftSystemVersion
  }

  /// The idiom the kind's rules run on, unless a rule says otherwise: the iPad for
  /// full-screen iAd ads, else the phone, or the one idiom the app supports.
  var defaultIdiom: Device.Idiom {
    setup.defaultIdiom(among: devices.idioms)
  }
}

extension Device.Idiom {
  /// The device's name, for example `iPhone`.
  var deviceName: String {
    switch self {
    case .phone: "iPhone"
    case .pad: "iPad"
    }
  }
}
