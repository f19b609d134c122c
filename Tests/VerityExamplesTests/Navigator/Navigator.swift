/// Kuniwak's Navigator (*TestableDesignExample*, E2), without UIKit: screens navigate through
/// a `NavigatorProtocol` handed to them when they are built, never through segues, so what
/// every navigation shares (here, an analytics log) is written once, in `Navigator`, and a
/// screen's collaborators are all passed in its initializer.
///
/// `Screen` stands in for `UIViewController` and `NavigationStack` for
/// `UINavigationController`, which Linux lacks.
protocol NavigatorProtocol {
    func navigate(to screen: Screen, animated: Bool)
}

/// A screen the app can show.
protocol Screen: AnyObject {
    var title: String { get }
}

/// The pushed screens, as `UINavigationController.viewControllers`.
final class NavigationStack {
    private(set) var screens: [Screen] = []
    func push(_ screen: Screen, animated: Bool) { screens.append(screen) }
}

/// The one navigator: pushes onto its stack and logs each navigation, the behaviour every
/// screen shares.
final class Navigator: NavigatorProtocol {
    private let stack: NavigationStack
    private let log: (String) -> Void

    init(for stack: NavigationStack, log: @escaping (String) -> Void) {
        self.stack = stack
        self.log = log
    }

    func navigate(to screen: Screen, animated: Bool) {
        log("navigate to \(screen.title)")
        stack.push(screen, animated: animated)
    }
}

/// The model both screens share.
final class FooBarModel {
    var count = 0
}

/// The first screen: a tap on its button builds the next screen with the shared model and
/// navigates to it.
final class FooBarViewController: Screen {
    let title = "FooBar"
    private let model: FooBarModel
    private let navigator: NavigatorProtocol

    init(representing model: FooBarModel, navigatingBy navigator: NavigatorProtocol) {
        self.model = model
        self.navigator = navigator
    }

    func didTapButton() {
        navigator.navigate(to: BarViewController(representing: model), animated: true)
    }
}

/// The second screen, built with everything it needs.
final class BarViewController: Screen {
    let title = "Bar"
    let model: FooBarModel

    init(representing model: FooBarModel) {
        self.model = model
    }
}
