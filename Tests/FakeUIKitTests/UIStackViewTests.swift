import AdSimulation
import FakeUIKit
import Testing

/// A view with a fixed intrinsic size, as a label or an image view has on a device.
private final class SizedView: UIView {
  var size: CGSize
  init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  override var intrinsicContentSize: CGSize { size }
}

/// A stack view lines its arranged subviews up along its axis and places them across it.
@Suite("UIStackView")
@MainActor
struct UIStackViewTests {
  private func box(_ width: CGFloat, _ height: CGFloat) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  }

  @Test("A vertical stack puts its views one below another, spacing apart, stretched across")
  func verticalFill() async {
    await Simulation.run(Script()) { _ in
      let first = box(100, 40)
      let second = box(50, 30)
      let stack = UIStackView(arrangedSubviews: [first, second])
      stack.axis = .vertical
      stack.spacing = 10
      stack.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
      #expect(stack.arrangedSubviews == [first, second])
      #expect(stack.subviews == [first, second])
      #expect(first.frame == CGRect(x: 0, y: 0, width: 200, height: 40))
      #expect(second.frame == CGRect(x: 0, y: 50, width: 200, height: 30))
      #expect(stack.intrinsicContentSize == CGSize(width: 100, height: 80))
      #expect(!first.translatesAutoresizingMaskIntoConstraints)
    }
  }

  @Test("A horizontal stack takes sizes from constraints, then intrinsic sizes, then frames")
  func horizontalSizes() async {
    await Simulation.run(Script()) { _ in
      let constrained = box(10, 10)
      let intrinsic = SizedView(60, 20)
      let framed = box(30, 25)
      let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
      stack.alignment = .top
      stack.spacing = 4
      stack.addArrangedSubview(constrained)
      stack.addArrangedSubview(framed)
      stack.insertArrangedSubview(intrinsic, at: 1)
      NSLayoutConstraint.activate([
        constrained.widthAnchor.constraint(equalToConstant: 44),
        constrained.heightAnchor.constraint(equalTo: constrained.widthAnchor),
      ])
      #expect(stack.arrangedSubviews == [constrained, intrinsic, framed])
      #expect(constrained.frame == CGRect(x: 0, y: 0, width: 44, height: 44))
      #expect(intrinsic.frame == CGRect(x: 48, y: 0, width: 60, height: 20))
      #expect(framed.frame == CGRect(x: 112, y: 0, width: 30, height: 25))
    }
  }

  @Test("A hidden arranged view takes no space, and showing it again makes room")
  func hiddenViews() async {
    await Simulation.run(Script()) { _ in
      let views = [box(50, 20), box(50, 20), box(50, 20)]
      let stack = UIStackView(arrangedSubviews: views)
      stack.axis = .vertical
      stack.spacing = 5
      stack.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
      views[1].isHidden = true
      #expect(views[2].frame.minY == 25)
      #expect(stack.intrinsicContentSize.height == 45)
      views[1].isHidden = false
      #expect(views[2].frame.minY == 50)
      views[0].removeFromSuperview()
      #expect(stack.arrangedSubviews == [views[1], views[2]])
      #expect(views[1].frame.minY == 0)
      stack.removeArrangedSubview(views[1])
      #expect(views[1].superview === stack)
      #expect(views[2].frame.minY == 0)
    }
  }

  @Test("fillEqually shares the length; custom spacing replaces the spacing after one view")
  func fillEquallyAndCustomSpacing() async {
    await Simulation.run(Script()) { _ in
      let views = [box(10, 10), box(90, 10), box(20, 10)]
      let stack = UIStackView(arrangedSubviews: views)
      stack.distribution = .fillEqually
      stack.spacing = 10
      stack.frame = CGRect(x: 0, y: 0, width: 320, height: 50)
      #expect(views.map(\.frame.width) == [100, 100, 100])
      #expect(views.map(\.frame.minX) == [0, 110, 220])
      #expect(views.map(\.frame.height) == [50, 50, 50])
      stack.setCustomSpacing(40, after: views[0])
      #expect(stack.customSpacing(after: views[0]) == 40)
      #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
      #expect(views.map(\.frame.width) == [90, 90, 90])
      #expect(views.map(\.frame.minX) == [0, 130, 230])
    }
  }

  @Test("Alignments across the axis keep each view's size and place it")
  func alignments() async {
    await Simulation.run(Script()) { _ in
      let view = box(40, 20)
      let stack = UIStackView(arrangedSubviews: [view])
      stack.axis = .vertical
      stack.alignment = .center
      stack.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
      #expect(view.frame == CGRect(x: 30, y: 0, width: 40, height: 20))
      stack.alignment = .trailing
      #expect(view.frame == CGRect(x: 60, y: 0, width: 40, height: 20))
      stack.alignment = .leading
      #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
      stack.isLayoutMarginsRelativeArrangement = true
      stack.layoutMargins = UIEdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
      #expect(view.frame == CGRect(x: 6, y: 4, width: 40, height: 20))
      stack.axis = .horizontal
      stack.alignment = .bottom
      #expect(view.frame == CGRect(x: 6, y: 76, width: 40, height: 20))
    }
  }

  @Test("equalSpacing spreads the gaps; fillProportionally shares the length by size")
  func spreadingDistributions() async {
    await Simulation.run(Script()) { _ in
      let views = [box(20, 10), box(60, 10)]
      let stack = UIStackView(arrangedSubviews: views)
      stack.frame = CGRect(x: 0, y: 0, width: 160, height: 10)
      stack.distribution = .equalSpacing
      #expect(views.map(\.frame.minX) == [0, 100])
      stack.distribution = .fillProportionally
      #expect(views.map(\.frame.width) == [40, 120])
    }
  }

  @Test("A stack pinned by constraints in a window puts its views on screen where a device would")
  func pinnedInWindow() async {
    await Simulation.run(Script()) { _ in
      let window = UIWindow(frame: UIScreen.main.bounds)
      let root = UIViewController()
      window.rootViewController = root
      window.makeKeyAndVisible()
      let top = box(0, 0)
      let bottom = box(0, 0)
      let stack = UIStackView(arrangedSubviews: [top, bottom])
      stack.axis = .vertical
      stack.spacing = 8
      stack.translatesAutoresizingMaskIntoConstraints = false
      root.view.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 16),
        stack.trailingAnchor.constraint(equalTo: root.view.trailingAnchor, constant: -16),
        stack.bottomAnchor.constraint(equalTo: root.view.bottomAnchor, constant: -20),
        top.heightAnchor.constraint(equalToConstant: 50),
        bottom.heightAnchor.constraint(equalToConstant: 30),
      ])
      let screen = UIScreen.main.bounds
      #expect(stack.frame == CGRect(x: 16, y: screen.height - 108, width: screen.width - 32, height: 88))
      #expect(top.frameInWindow == CGRect(x: 16, y: screen.height - 108, width: screen.width - 32, height: 50))
      #expect(bottom.frameInWindow == CGRect(x: 16, y: screen.height - 50, width: screen.width - 32, height: 30))
      #expect(top.isOnScreen && bottom.isOnScreen)
      top.isHidden = true
      #expect(stack.frame.height == 30)
      #expect(bottom.frameInWindow.minY == screen.height - 50)
      root.view.layoutIfNeeded()
      #expect(bottom.frameInWindow == CGRect(x: 16, y: screen.height - 50, width: screen.width - 32, height: 30))
    }
  }

  @Test("A native ad laid out in nested stacks has every asset on screen")
  func nativeAdLayout() async {
    await Simulation.run(Script()) { _ in
      let window = UIWindow(frame: UIScreen.main.bounds)
      let root = UIViewController()
      window.rootViewController = root
      window.makeKeyAndVisible()
      let adView = UIView()
      adView.translatesAutoresizingMaskIntoConstraints = false
      root.view.addSubview(adView)
      let icon = UIImageView()
      let headline = UILabel()
      headline.text = "Headline"
      let body = UILabel()
      body.numberOfLines = 0
      let button = UIButton(type: .system)
      button.setTitle("Install", for: .normal)
      let header = UIStackView(arrangedSubviews: [icon, headline])
      header.spacing = 8
      header.alignment = .center
      let column = UIStackView(arrangedSubviews: [header, body, button])
      column.axis = .vertical
      column.spacing = 12
      column.isLayoutMarginsRelativeArrangement = true
      column.layoutMargins = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
      column.translatesAutoresizingMaskIntoConstraints = false
      adView.addSubview(column)
      NSLayoutConstraint.activate([
        adView.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
        adView.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
        adView.topAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.topAnchor),
        adView.heightAnchor.constraint(equalToConstant: 250),
        column.topAnchor.constraint(equalTo: adView.topAnchor),
        column.leadingAnchor.constraint(equalTo: adView.leadingAnchor),
        column.trailingAnchor.constraint(equalTo: adView.trailingAnchor),
        icon.widthAnchor.constraint(equalToConstant: 40),
        icon.heightAnchor.constraint(equalToConstant: 40),
        headline.heightAnchor.constraint(equalToConstant: 20),
        headline.widthAnchor.constraint(equalToConstant: 200),
        body.heightAnchor.constraint(equalToConstant: 60),
        button.heightAnchor.constraint(equalToConstant: 44),
      ])
      let width = UIScreen.main.bounds.width
      let adTop = adView.frameInWindow.minY
      #expect(column.frame == CGRect(x: 0, y: 0, width: width, height: 12 + 40 + 12 + 60 + 12 + 44 + 12))
      #expect(header.frame == CGRect(x: 12, y: 12, width: width - 24, height: 40))
      #expect(icon.frameInWindow == CGRect(x: 12, y: adTop + 12, width: 40, height: 40))
      #expect(headline.frameInWindow == CGRect(x: 60, y: adTop + 22, width: 200, height: 20))
      #expect(body.frameInWindow == CGRect(x: 12, y: adTop + 64, width: width - 24, height: 60))
      #expect(button.frameInWindow == CGRect(x: 12, y: adTop + 136, width: width - 24, height: 44))
      for view in [adView, column, header, icon, headline, body, button] { #expect(view.isOnScreen) }
    }
  }
}
