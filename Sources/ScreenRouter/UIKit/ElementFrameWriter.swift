#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Writes the element frames of a UIKit or SwiftUI app's routed screen to standard output, as a command-line host
/// does: the line `ScreenRouter.elements <JSON>` for each route, before its routed line, and again each time the
/// screen changes after it (a screen that loads and then shows its data).
///
/// The frame is built from the accessibility hierarchy of the routed screen (``AccessibilityNode``). A change is
/// noticed where UIKit finishes its work: at the end of each turn of the main run loop, when it is about to wait
/// (after Core Animation has committed the turn's layout pass). The check is debounced: the hierarchy is read at
/// most once every ``quietPeriod``, once more after a burst, and a frame is written only when its elements differ
/// from the last one written. An idle app's run loop sleeps, and nothing is read.
@MainActor
final class ElementFrameWriter {
    /// The least time between two readings of the hierarchy after a route.
    static let quietPeriod: TimeInterval = 0.1

    /// Where the routed screen is: the root view controller's first child.
    private unowned let root: UIViewController

    /// The last frame written: its route and screen name the frames of the screen's changes.
    private var last: ElementSnapshot?

    /// When to read the hierarchy again after a turn.
    private var schedule = ElementFrameSchedule(quietPeriod: UInt64(ElementFrameWriter.quietPeriod * 1_000_000_000))

    /// The run-loop observer, made with the first frame.
    private var observer: CFRunLoopObserver?

    init(root: UIViewController) {
        self.root = root
    }

    /// Writes the frame of a route, after laying out the screen, and watches the screen for changes from now on.
    ///
    /// - Parameters:
    ///   - route: The route's number, 0 for the launch's screen.
    ///   - screen: The identifier of the screen shown, `ScreenRouter.error` for the error screen.
    func write(route: Int, screen: String) {
        root.view.layoutIfNeeded()
        let frame = snapshot(route: route, screen: screen)
        emit(frame)
        watch()
    }

    /// The frame of what the routed screen shows now.
    private func snapshot(route: Int, screen: String) -> ElementSnapshot {
        let elements = root.children.first.map { AccessibilityNode(reading: $0.view).elements } ?? []
        return ElementSnapshot(route: route, screen: screen, elements: elements)
    }

    /// Writes a frame on its own line, after what the app printed through the C library's buffers.
    private func emit(_ frame: ElementSnapshot) {
        last = frame
        fflush(nil)
        FileHandle.standardOutput.write(Data((frame.line + "\n").utf8))
    }

    /// Observes the main run loop's turns, the first time.
    private func watch() {
        guard observer == nil else { return }
        // Core Animation commits at order 2000000 of the same activity; this one reads after it.
        let observer = CFRunLoopObserverCreateWithHandler(
            nil,
            CFRunLoopActivity.beforeWaiting.rawValue,
            true,
            2_000_001
        ) { [weak self] _, _ in
            // The main run loop's observer runs on the main thread; the block keeps this method's isolation.
            self?.turnEnded()
        }
        CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
        self.observer = observer
    }

    /// A turn of the main run loop ended: reads the screen unless it was read less than the quiet period ago, in
    /// which case one more turn is made to come when the period ends (``ElementFrameSchedule``).
    private func turnEnded() {
        guard let last else { return }
        switch schedule.turnEnded(at: DispatchTime.now().uptimeNanoseconds) {
        case .read:
            let frame = snapshot(route: last.route, screen: last.screen)
            if frame != last { emit(frame) }
        case .wake(let nanoseconds):
            // An empty block: running it is a turn of the run loop, whose end reads the screen.
            DispatchQueue.main.asyncAfter(deadline: .now() + Double(nanoseconds) / 1_000_000_000) {}
        case .wait:
            break
        }
    }
}
#endif
