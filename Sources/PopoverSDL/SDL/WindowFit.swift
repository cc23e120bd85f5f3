import PopoverKit
import PopoverRender

/// Where a window showing `pointSize` points goes on a display: its size in window units,
/// shrunk by a common factor when it would not fit the display's usable area (so the content
/// scales down rather than running off screen), and its position moved just enough that the
/// whole window, borders included, lies within that area.
public struct WindowFit: Equatable, Sendable {
    /// Window units per point after shrinking: at most the requested one.
    public var unitsPerPoint: Double
    /// The client area's top-left corner and size, in window units.
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    /// The window's decorations, in window units.
    public struct Borders: Equatable, Sendable {
        public var top = 0, left = 0, bottom = 0, right = 0
        public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }
    }

    /// - Parameters:
    ///   - origin: where the client area's top-left corner is now; kept when the window fits there.
    ///   - usable: the display's usable bounds (without panels and docks).
    public init(pointSize: Size, unitsPerPoint requested: Double, origin: (x: Int, y: Int), usable: PixelRect,
                borders: Borders = Borders()) {
        let availableWidth = Double(usable.width - borders.left - borders.right)
        let availableHeight = Double(usable.height - borders.top - borders.bottom)
        var units = requested
        if pointSize.width > 0, pointSize.height > 0, availableWidth > 0, availableHeight > 0 {
            units = min(requested, availableWidth / pointSize.width, availableHeight / pointSize.height)
        }
        unitsPerPoint = units
        width = max(1, Int((pointSize.width * units).rounded()))
        height = max(1, Int((pointSize.height * units).rounded()))
        func clamp(_ value: Int, _ low: Int, _ high: Int) -> Int { max(low, min(value, high)) }
        x = clamp(origin.x, usable.minX + borders.left, usable.maxX - borders.right - width)
        y = clamp(origin.y, usable.minY + borders.top, usable.maxY - borders.bottom - height)
    }
}
