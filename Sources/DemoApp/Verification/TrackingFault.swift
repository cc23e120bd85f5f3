import PopoverKit

/// A deliberate drawing fault, for tests proving that `verify` fails on a broken arrow.
///
/// The verifier hands it to whoever builds the frame's display list, which passes every bubble
/// it draws through `apply(to:)`. The fault moves only the drawn arrow, never the layout values,
/// so the analytic measurement still passes and only the pixel measurement can catch it. In
/// normal runs it is `.none`, which leaves shapes untouched.
nonisolated struct TrackingFault: Hashable, Sendable {
    /// Added to the drawn arrow's tip, in points (multiply pixels by 1/scale).
    var tipOffset: Point

    init(tipOffset: Point) {
        self.tipOffset = tipOffset
    }

    /// No fault.
    static let none = TrackingFault(tipOffset: .zero)

    var isNone: Bool { tipOffset == .zero }

    /// The bubble as the faulty renderer would draw it.
    func apply(to shape: BubbleShape) -> BubbleShape {
        guard !isNone, var arrow = shape.arrow else { return shape }
        arrow.tip = arrow.tip + tipOffset
        var faulty = shape
        faulty.arrow = arrow
        return faulty
    }
}
