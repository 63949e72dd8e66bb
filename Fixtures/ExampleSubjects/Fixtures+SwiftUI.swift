import AdContracts
import ExampleClients
import FakeSwiftUI
import Foundation
import SwiftUIExampleClients

extension Fixtures {
  /// The teaching examples written in SwiftUI, each plugged in as its view.
  static let swiftUIConforming: [Fixture] = [
    newsFeed(
      NewsFeedView.self, activitiesRunning: { SwiftUIUser.stateObject(HeadlineTicker.self, of: $0)?.isRunning ?? false }
    ) { NewsFeedView() },
    levelMap(LevelMapView.self) { LevelMapView(now: $0) },
    coinStore(CoinStoreView.self) { CoinStoreView(now: $0) },
    Fixture(NativeShowcaseView.self, subject: .googleNativeView("NativeShowcaseView") { _ in NativeShowcaseView() }),
  ]

  /// The faulty SwiftUI twins, each breaking one rule through SwiftUI itself.
  static let swiftUIFaulty: [Fixture] = [
    newsFeed(NewsFeedLosesBannerDelegate.self) { NewsFeedLosesBannerDelegate() },
    levelMap(LevelMapShowsAdOnArrival.self) { LevelMapShowsAdOnArrival(now: $0) },
    coinStore(CoinStoreReloadsOnAppear.self) { CoinStoreReloadsOnAppear(now: $0) },
    coinStore(CoinStoreRemakesAds.self) { CoinStoreRemakesAds(now: $0) },
    Fixture(
      NativeShowcaseSetsAdFirst.self,
      subject: .googleNativeView("NativeShowcaseSetsAdFirst") { _ in NativeShowcaseSetsAdFirst() }),
  ]

  /// A news feed whose banner sits under its stories.
  ///
  /// - Parameter activitiesRunning: A probe of the feed's timed activities, if it runs any.
  static func newsFeed<Feed: View & ExampleClient>(
    _ type: Feed.Type, activitiesRunning: (@MainActor @Sendable (UIHostingController<Feed>) -> Bool)? = nil,
    make: @escaping @MainActor @Sendable () -> Feed
  ) -> Fixture {
    Fixture(
      type,
      subject: .googleBannerView(_typeName(type, qualified: false), activitiesRunning: activitiesRunning) { _ in make()
      })
  }

  /// A level game: the player plays a level from the map (carrying on) and finishes it
  /// (the natural break, offered while a level is on screen).
  static func levelMap<Game: View & ExampleClient>(
    _ type: Game.Type, make: @escaping @MainActor @Sendable (@escaping @MainActor @Sendable () -> Date) -> Game
  ) -> Fixture {
    Fixture(
      type,
      subject: .googleInterstitialView(
        _typeName(type, qualified: false), readsTimeFromContext: true,
        naturalBreak: { $0.tapButton(titled: "Finish level") },
        contentProgress: { LevelMapView.levelsCleared(SwiftUIUser.texts(shownBy: $0)) },
        userCarriesOn: { screen in
          if let play = screen.buttonTitles.first(where: { $0.hasPrefix("Play level") }) {
            screen.tapButton(titled: play)
          }
        },
        breakOffered: { $0.buttonTitles.contains("Finish level") }
      ) { context in make(context.now) })
  }

  /// A coin store: the player asks for the rewarded ad with its Watch button, and goes on
  /// by playing a round, which brings them back to the store.
  static func coinStore<Store: View & ExampleClient>(
    _ type: Store.Type, make: @escaping @MainActor @Sendable (@escaping @MainActor @Sendable () -> Date) -> Store
  ) -> Fixture {
    Fixture(
      type,
      subject: .googleRewardedView(
        _typeName(type, qualified: false), readsTimeFromContext: true,
        userAsksToWatch: { $0.tapButton(titled: "Watch ad for 10 coins") },
        rewardsGranted: { SwiftUIUser.stateObject(CoinWallet.self, of: $0)?.rewarded ?? 0 },
        userCarriesOn: { $0.tapButton(titled: "Play a round") },
        askOffered: { $0.buttonTitles.contains("Watch ad for 10 coins") }
      ) { context in make(context.now) })
  }
}
