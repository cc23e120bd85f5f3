import Synchronization

/// Runs `body`, whose state changes then show with `animation`, as SwiftUI's `withAnimation`:
/// in the next frame, wherever they show, changed offsets, opacities and scales, the frames of
/// views that move or resize, and the insertions and removals of views with a `.transition(_:)`
/// animate with it (a changed `.animation(_:value:)` inside gives its own animation instead).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    let result = try body()
    if let animation { AnimationTransactions.shared.add(.init(animation: animation, completion: nil)) }
    return result
}

/// `withAnimation`, then `completion` once the animation is logically complete: the frame at
/// which it has come within 1% of its end (at once when there is no animation).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result,
                                  completion: @escaping () -> Void) rethrows -> Result {
    let result = try body()
    AnimationTransactions.shared.add(.init(animation: animation, completion: completion))
    return result
}

/// The `withAnimation` calls made since the last layout, which the next frame takes
/// (`ViewRuntime`). Actions run on the thread that lays out (input handlers, `onChange`), so
/// in practice one at a time; the lock keeps several runtimes on several threads safe.
final class AnimationTransactions: Sendable {
    struct Entry: @unchecked Sendable {
        let animation: Animation?
        /// Called once the animation is logically complete. Only called on the runtime's thread.
        let completion: (() -> Void)?
    }

    static let shared = AnimationTransactions()

    private let entries = Mutex<[Entry]>([])

    func add(_ entry: Entry) {
        entries.withLock { $0.append(entry) }
    }

    /// The calls made since the last `take()`.
    func take() -> [Entry] {
        entries.withLock { entries in
            defer { entries = [] }
            return entries
        }
    }
}

extension Animation {
    /// Seconds from start until the animation is logically complete: within 1% of its end, and
    /// (a spring) moving slower than 1% of the distance a second; its delay included.
    var logicalDuration: Double {
        switch curve {
        case .timing(_, let duration):
            return delay + duration
        case .spring:
            var value = AnimatedValue(0, settleThreshold: 0.01)
            value.animate(to: 1, with: undelayed)
            var elapsed = 0.0
            let step = 1.0 / 240
            while !value.isSettled && elapsed < 10 {
                value.advance(by: step)
                elapsed += step
            }
            return delay + elapsed
        }
    }
}
