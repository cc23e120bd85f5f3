/// A height a sheet stands at, as SwiftUI's `PresentationDetent`: `.large` (the page sheet's
/// full height), `.medium` (half the window), a fraction of the window or a height in points.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case fraction(Double)
        case height(Double)
    }

    let kind: Kind

    public static let large = PresentationDetent(kind: .fraction(1))
    public static let medium = PresentationDetent(kind: .fraction(0.5))

    public static func fraction(_ fraction: Double) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }

    public static func height(_ height: Double) -> PresentationDetent { PresentationDetent(kind: .height(height)) }

    /// The card's height in a window `windowHeight` tall, at most the page sheet's.
    func height(inWindow windowHeight: Double) -> Double {
        let full = max(0, windowHeight - SheetCard.topGap)
        return switch kind {
        case .fraction(let fraction): fraction >= 1 ? full : min(full, max(0, windowHeight * fraction))
        case .height(let height): min(full, max(0, height))
        }
    }
}

/// The detents a sheet's content asks for, passed up as a preference; the last one set wins.
public enum PresentationDetentsKey: PreferenceKey {
    public static var defaultValue: Set<PresentationDetent> { [] }

    public static func reduce(value: inout Set<PresentationDetent>, nextValue: () -> Set<PresentationDetent>) {
        value = nextValue()
    }
}

extension View {
    /// Used inside a sheet's content: the heights the sheet may stand at. The sheet stands at
    /// the lowest (there is no dragging between them here).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> ViewNode {
        preference(key: PresentationDetentsKey.self, value: detents)
    }
}

extension PresentationDetent {
    /// The lowest of the detents `node` declares with `presentationDetents(_:)` in a window
    /// `windowHeight` tall, read from the content before layout (as `CompactAdaptation`'s is);
    /// nil when it declares none.
    static func lowestHeight(declaredIn node: ViewNode, windowHeight: Double) -> Double? {
        var found: Set<PresentationDetent>?
        let key = ObjectIdentifier(PresentationDetentsKey.self)
        func visit(_ node: ViewNode) {
            if node.traits.contains(.modifier), let writer = node.kind(as: PreferenceWriter.self), writer.key == key {
                found = writer.value(.zero, nil) as? Set<PresentationDetent>
            }
            node.forEachChild(visit)
        }
        visit(node)
        return found?.map { $0.height(inWindow: windowHeight) }.min()
    }
}
