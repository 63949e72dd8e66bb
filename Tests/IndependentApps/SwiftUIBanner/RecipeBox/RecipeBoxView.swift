import FakeSwiftUI
import FakeGoogleMobileAds
import FakeUserMessagingPlatform
import Foundation

/// The recipe box's home screen: the dish of the moment, the recipes, and an anchored
/// adaptive banner under the list that takes room only once an ad arrived.
struct RecipeBoxView: View {
  @StateObject private var slideshow = RecipeBoxSlideshow()
  @State private var bannerHeight: CGFloat = 0

  var body: some View {
    GeometryReader { proxy in
      VStack(spacing: 0) {
        Text("Dish of the moment: \(slideshow.featured.name)")
          .font(.headline)
          .padding()
        List(RecipeBoxItem.all) { recipe in
          HStack {
            Text(recipe.name)
            Spacer()
            Text("\(recipe.minutes) min").foregroundColor(.gray)
          }
        }
        RecipeBoxBanner(
          width: proxy.size.width, height: $bannerHeight,
          onScreenOpened: { slideshow.pause() }, onScreenClosed: { slideshow.play() }
        )
        .frame(width: proxy.size.width, height: bannerHeight)
      }
    }
    .navigationTitle("Recipes")
    .onAppear {
      MobileAds.shared.start(completionHandler: nil)
      slideshow.play()
    }
    .onDisappear { slideshow.pause() }
  }
}
