import Foundation

extension Script {
  /// The iAd error names a script may use in place of a number, with their codes.
  public static let errorNames: [(name: String, code: Int)] = [
    ("unknown", 0), ("serverFailure", 1), ("loadingThrottled", 2), ("inventoryUnavailable", 3),
    ("configurationError", 4), ("bannerVisibleWithoutContent", 5), ("applicationInactive", 6),
    ("adUnloaded", 7), ("assetLoadFailure", 8), ("adResponseValidateFailure", 9),
    ("adAssetLoadPending", 10),
  ]

  /// The Google Mobile Ads error names a script may use for an ad unit's failure, with codes.
  public static let googleErrorNames: [(name: String, code: Int)] = [
    ("invalidRequest", 0), ("noFill", 1), ("networkError", 2), ("serverError", 3),
    ("osVersionTooLow", 4), ("timeout", 5), ("mediationDataError", 7),
    ("mediationAdapterError", 8), ("mediationInvalidAdSize", 10), ("internalError", 11),
    ("invalidArgument", 12), ("adAlreadyUsed", 19), ("applicationIdentifierMissing", 20),
  ]

  /// Loads a script from a JSON file.
  ///
  /// - Throws: ``LoadError``, naming the file, the line and column, the member, what was
  ///   expected and what was found; for a file that cannot be read, the reason in plain
  ///   words.
  public static func load(contentsOf url: URL) throws(LoadError) -> Script {
    guard url.isFileURL else {
      throw .unreadable(file: url.absoluteString, reason: "only a file on this computer can be read")
    }
    let bytes: [UInt8]
    do {
      bytes = try SourceFile.read(atPath: url.path)
    } catch {
      throw .unreadable(file: url.path, reason: error.description)
    }
    return try decode(bytes: bytes, file: url.path)
  }

  /// Decodes a script from JSON text.
  ///
  /// - Parameters:
  ///   - text: The JSON, in the format the Scripts article shows.
  ///   - file: The name errors give for the text's origin.
  /// - Throws: ``LoadError``.
  public static func decode(_ text: String, file: String = "<script>") throws(LoadError) -> Script {
    try decode(bytes: Array(text.utf8), file: file)
  }

  /// Decodes a script from JSON bytes, which must be UTF-8.
  ///
  /// - Parameters:
  ///   - data: The JSON, as read from a file or a resource.
  ///   - file: The name errors give for the data's origin.
  /// - Throws: ``LoadError``; bytes that are not UTF-8 are an error at their line and column.
  public static func decode(_ data: Data, file: String = "<script>") throws(LoadError) -> Script {
    try decode(bytes: [UInt8](data), file: file)
  }

  /// Decodes a script from JSON bytes, the way every other entry point ends up doing.
  package static func decode(bytes: [UInt8], file: String) throws(LoadError) -> Script {
    let document: JSONDocument
    do {
      document = try JSONReader.parse(bytes)
    } catch {
      throw LoadError(error, file: file)
    }
    return try JSONDecoding(file: file, document: document).script()
  }
}
