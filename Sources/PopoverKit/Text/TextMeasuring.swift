/// Measures text for layout. The SDL backend implements it with SDL_ttf; tests use a fake.
public protocol TextMeasuring: Sendable {
    /// The advance width of a single line of `text`, in points.
    func width(of text: String, font: Font) -> Double
    /// The distance between baselines of successive lines, in points.
    func lineHeight(for font: Font) -> Double
    /// The distance from a line's top to its baseline, in points.
    func ascent(for font: Font) -> Double
    /// Where layout engines remember the texts laid out with this measurer across passes, or
    /// nil (the default) to lay every text out anew in each pass. Offer one only when the
    /// measurer answers the same for the same question for as long as it lives.
    var textLayoutCache: TextLayoutCache? { get }
    /// Pixels per point where this measurer's text is drawn (SwiftUI's `displayScale`): the
    /// measurer is made for one scale, since text is measured at the scale it is drawn at, so
    /// hairlines (`Divider`) learn the pixel size from it too. 1 by default.
    var displayScale: Double { get }
}

extension TextMeasuring {
    public var textLayoutCache: TextLayoutCache? { nil }
    public var displayScale: Double { 1 }
}

/// A deterministic measurer for tests: every character is `advance` × size wide. Its answers
/// never change, so it remembers text layouts across passes as the SDL measurer does (copies
/// share the cache).
public struct FixedAdvanceTextMeasurer: TextMeasuring {
    public let advance: Double
    public let displayScale: Double
    public let textLayoutCache: TextLayoutCache?

    public init(advance: Double = 0.6, displayScale: Double = 1) {
        self.advance = advance
        self.displayScale = displayScale
        textLayoutCache = TextLayoutCache()
    }

    public func width(of text: String, font: Font) -> Double {
        Double(text.count) * advance * font.size
    }

    public func lineHeight(for font: Font) -> Double { (font.size * 1.2).rounded() }
    public func ascent(for font: Font) -> Double { (font.size * 0.95).rounded() }
}
