import PopoverRender

/// A glass menu bubble measured on a picture: the region of its fill grown from a pixel inside
/// it, measured as a bubble (`BubbleMeasurement`: body, corners, arrow, and its rows of icon and
/// title as lines of text), and the levels around it: its fill, its rim, the background beside
/// it and the shadow it casts there. A screenshot of the original and a frame of ours are
/// measured by the same rule. Levels are luma (Rec. 601) in 0...255, distances in pixels.
struct MenuMeasurement {
    var bubble: BubbleMeasurement
    /// The fill's median level.
    var fill: Double
    /// Along the body's sides, the lightest of the pixels within a point and a half of where the
    /// fill's region starts, averaged: the rim where there is one (thinner than a pixel at a small
    /// scale, blended with the background), else the background itself.
    var rim: Double
    /// The median level well beside the body (12 to 18 pt left of its fill), away from its shadow.
    var background: Double
    /// The mean level just beside the body (4 to 8 pt left of its fill, beyond its rim), where
    /// a shadow would show.
    var nearBackground: Double

    /// The growth's rule: a neighbour joins the fill when its level is within `step` of the
    /// pixel it is reached from (a gradient of blurred backdrop, or a GIF's dithering, but not
    /// an edge, a rim or a glyph) and within `spread` of the seed's.
    static let step = 5.0
    static let spread = 48.0

    static func luma(_ picture: PixelBuffer, _ x: Int, _ y: Int) -> Double {
        let (r, g, b) = picture.rgb(x: x, y: y)
        return 0.299 * Double(r) + 0.587 * Double(g) + 0.114 * Double(b)
    }

    /// Measures the menu whose fill contains the pixel `seed` of `picture` (at `scale` pixels
    /// per point); nil when the seed lies off the picture.
    static func measure(_ picture: PixelBuffer, scale: Double, seed: (x: Int, y: Int)) -> MenuMeasurement? {
        let width = picture.width, height = picture.height
        guard seed.x >= 0, seed.x < width, seed.y >= 0, seed.y < height else { return nil }
        var levels = [Double](repeating: 0, count: width * height)
        for y in 0..<height { for x in 0..<width { levels[y * width + x] = luma(picture, x, y) } }
        let seedLevel = levels[seed.y * width + seed.x]
        var inside = [Bool](repeating: false, count: width * height)
        let region = BubbleMeasurement.grow(from: seed.y * width + seed.x, width: width, height: height, seen: &inside) { cell, next in
            abs(levels[next] - levels[cell]) <= step && abs(levels[next] - seedLevel) <= spread
        }
        guard let bubble = BubbleMeasurement.measure(region: region, fill: inside, width: width, height: height, scale: scale) else {
            return nil
        }
        let fill = median(region.map { levels[$0] })
        // Along the body's sides (its middle half of rows), the pixels just outside the region.
        let body = bubble.body, point = max(1, Int(scale.rounded()))
        var rimLevels: [Double] = [], far: [Double] = [], near: [Double] = []
        let rows = (body.minY + body.height / 4)..<(body.maxY - body.height / 4)
        for y in rows {
            var left = body.minX, right = body.maxX - 1
            while left < right, !inside[y * width + left] { left += 1 }
            while right > left, !inside[y * width + right] { right -= 1 }
            let reach = max(point, Int((1.5 * scale).rounded(.up)))
            // Either side of where the region starts: the growth may take in a rim's soft inner side.
            let leftRim = (-reach...reach).filter { left - $0 >= 0 }.map { levels[y * width + left - $0] }.max()
            let rightRim = (-reach...reach).filter { right + $0 < width }.map { levels[y * width + right + $0] }.max()
            rimLevels += [leftRim, rightRim].compactMap { $0 }
            func band(_ from: Double, _ to: Double) -> [Double] {
                let first = Int((from * scale).rounded()), last = max(first, Int((to * scale).rounded()))
                return (first...last).filter { left - $0 >= 0 }.map { levels[y * width + left - $0] }
            }
            near += band(4, 8)
            far += band(12, 18)
        }
        return MenuMeasurement(bubble: bubble, fill: fill, rim: mean(rimLevels), background: median(far),
                               nearBackground: mean(near))
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    static func mean(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }
}
