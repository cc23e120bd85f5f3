import PopoverKit

/// An opaque frame: XRGB8888 pixels (0x00RRGGBB), row-major with no padding.
///
/// All drawing blends straight-alpha sources over it in sRGB, as SDL's blend mode does, so
/// frames drawn here are identical on a window and headless.
public struct PixelBuffer: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt32]

    public init(width: Int, height: Int, color: Color = .white) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = Array(repeating: Self.pack(color), count: self.width * self.height)
    }

    public var bounds: PixelRect { PixelRect(minX: 0, minY: 0, maxX: width, maxY: height) }

    public subscript(x: Int, y: Int) -> UInt32 {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// The red, green and blue components of the pixel at (x, y).
    public func rgb(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        let p = self[x, y]
        return (UInt8(truncatingIfNeeded: p >> 16), UInt8(truncatingIfNeeded: p >> 8), UInt8(truncatingIfNeeded: p))
    }

    public mutating func clear(to color: Color) {
        let value = Self.pack(color)
        pixels.withUnsafeMutableBufferPointer { $0.update(repeating: value) }
    }

    /// Sets the pixels of `rect` (within the buffer) to `color`.
    public mutating func clear(_ rect: PixelRect, to color: Color) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        if area == bounds { return clear(to: color) }
        let value = Self.pack(color), width = width
        pixels.withUnsafeMutableBufferPointer { pixels in
            for y in area.minY..<area.maxY {
                (pixels.baseAddress! + y * width + area.minX).update(repeating: value, count: area.width)
            }
        }
    }

    /// Blends `color` over the pixels of `rect`, each weighted by `coverage(x, y)` in 0...255.
    mutating func blend(color: Color, in rect: PixelRect, coverage: (Int, Int) -> UInt32) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let (r, g, b) = Self.components(color)
        let alpha = UInt32(max(0, min(1, color.alpha)) * 255 + 0.5)
        guard alpha > 0 else { return }
        pixels.withUnsafeMutableBufferPointer { buffer in
            for y in area.minY..<area.maxY {
                let row = y * width
                for x in area.minX..<area.maxX {
                    let a = (coverage(x, y) * alpha + 127) / 255
                    if a == 0 { continue }
                    buffer[row + x] = Self.mix(buffer[row + x], r, g, b, a)
                }
            }
        }
    }

    /// Blends `color` over the pixels of `rect` weighted by 8-bit coverage laid out row by row from
    /// (`originX`, `originY`) with `coverageWidth` values a row (a text image's glyphs).
    mutating func blend(color: Color, in rect: PixelRect, coverage: UnsafeBufferPointer<UInt8>,
                        originX: Int, originY: Int, coverageWidth: Int) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty, let coverage = coverage.baseAddress else { return }
        let (r, g, b) = Self.components(color)
        let alpha = UInt32(max(0, min(1, color.alpha)) * 255 + 0.5)
        guard alpha > 0 else { return }
        let redBlue = r << 16 | b, green = g << 8, stride = width
        pixels.withUnsafeMutableBufferPointer { output in
            let outputBase = output.baseAddress!
            for y in area.minY..<area.maxY {
                let source = coverage + (y - originY) * coverageWidth - originX
                let target = outputBase + y * stride
                var x = area.minX
                while x < area.maxX {
                    // Most of a line's image is empty: step over eight empty pixels at once.
                    if x + 8 <= area.maxX, UnsafeRawPointer(source + x).loadUnaligned(as: UInt64.self) == 0 {
                        x += 8
                        continue
                    }
                    let c = UInt32(source[x])
                    if c != 0 {
                        target[x] = Self.mix(target[x], redBlue: redBlue, green: green, (c * alpha + 127) / 255)
                    }
                    x += 1
                }
            }
        }
    }

    /// Blends one straight-alpha ARGB pixel over (x, y), its alpha scaled by `opacity` (0...255).
    mutating func blend(argb: UInt32, x: Int, y: Int, opacity: UInt32) {
        let a = ((argb >> 24) * opacity + 127) / 255
        guard a > 0 else { return }
        let index = y * width + x
        pixels[index] = Self.mix(pixels[index], (argb >> 16) & 0xFF, (argb >> 8) & 0xFF, argb & 0xFF, a)
    }

    /// dst = src·a + dst·(1 − a), per channel, with a in 0...255, rounded to nearest.
    static func mix(_ dst: UInt32, _ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) -> UInt32 {
        mix(dst, redBlue: r << 16 | b, green: g << 8, a)
    }

    /// `mix` with the source's red and blue packed as 0x00RR00BB and green as 0x0000GG00: red and
    /// blue are blended in one multiply. Each 16-bit lane holds at most 255·255 + 128, so lanes never
    /// carry into each other, and (x + (x >> 8)) >> 8 after adding 128 is x / 255 rounded, exactly.
    static func mix(_ dst: UInt32, redBlue: UInt32, green: UInt32, _ a: UInt32) -> UInt32 {
        let inv = 255 - a
        var rb = (dst & 0xFF00FF) &* inv &+ redBlue &* a &+ 0x80_0080
        rb = ((rb &+ ((rb >> 8) & 0xFF00FF)) >> 8) & 0xFF00FF
        var g = (dst & 0xFF00) &* inv &+ green &* a &+ 0x8000
        g = ((g &+ ((g >> 8) & 0xFF00)) >> 8) & 0xFF00
        return rb | g
    }

    static func components(_ color: Color) -> (UInt32, UInt32, UInt32) {
        func channel(_ v: Double) -> UInt32 { UInt32(max(0, min(1, v)) * 255 + 0.5) }
        return (channel(color.red), channel(color.green), channel(color.blue))
    }

    static func pack(_ color: Color) -> UInt32 {
        let (r, g, b) = components(color)
        return r << 16 | g << 8 | b
    }
}
