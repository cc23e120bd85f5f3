/// A display's pixels per window unit, read from a window's size in pixels (SDL's drawable
/// size) against its size: 2 on a high-DPI display that SDL scales, 1 elsewhere (X11).
public struct DisplayDensity: Equatable, Sendable {
    public var pixelsPerUnit: Double

    public init(windowWidth: Int, pixelWidth: Int) {
        pixelsPerUnit = windowWidth > 0 && pixelWidth > 0 ? Double(pixelWidth) / Double(windowWidth) : 1
    }

    /// Window units per point: `zoom`, unless a pixel scale is asked for, which then sets the
    /// window's size so that frames have exactly that many pixels per point.
    public func windowUnitsPerPoint(zoom: Double, pixelScale: Double?) -> Double {
        pixelScale.map { $0 / pixelsPerUnit } ?? zoom
    }

    /// Pixels per point of the frames for a window of `unitsPerPoint` window units per point.
    public func pixelScale(windowUnitsPerPoint unitsPerPoint: Double) -> Double {
        unitsPerPoint * pixelsPerUnit
    }
}
