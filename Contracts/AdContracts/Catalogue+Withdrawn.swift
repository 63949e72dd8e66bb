extension Catalogue {
  /// Rules the catalogue once held and no longer does, each with why it went.
  ///
  /// A withdrawn id is never reused. `explain` says why the rule went, and a baseline entry
  /// that names one is set aside with a note rather than refused, so a team's gate keeps
  /// working until the entry is removed.
  public static let withdrawnRules: [String: String] = [
    "gma.banner.hidden-until-loaded":
      "Google's banner guide and the banner view's header only suggest adding the banner once it has an ad (the app "
      + "\"may want to\"), and Google's own banner samples put it on screen before; that makes it neither a MUST nor a "
      + "SHOULD. An empty banner that covers content is still caught by gma.banner.not-covering-content.",
    "gma.banner.root-view-controller-set":
      "The banner view's current reference says a banner with no root view controller presents a click's screen over "
      + "the view controller that contains it, and Google's own SwiftUI demo leaves it unset: the \"Required\" of the "
      + "older header no longer holds. The SDK loads such a banner, and so does the fake.",
  ]
}
