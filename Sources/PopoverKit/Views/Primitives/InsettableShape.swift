/// A shape that can be drawn inside its frame by some amount, as SwiftUI's: the outline of
/// `inset(by: amount)` runs `amount` points inside this one's (outside for a negative amount).
/// `strokeBorder` strokes such shapes inside their frame, and their strokes have exact corners.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape

    func inset(by amount: Double) -> InsetShape
}

extension Rect {
    /// The rectangle shrunk by `amount` on every side (grown for a negative amount), never
    /// below zero size.
    func insetBy(_ amount: Double) -> Rect {
        guard amount != 0 else { return self }
        let width = max(0, self.width - 2 * amount), height = max(0, self.height - 2 * amount)
        return Rect(x: midX - width / 2, y: midY - height / 2, width: width, height: height)
    }
}
