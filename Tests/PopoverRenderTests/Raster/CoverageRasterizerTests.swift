import Foundation
import Testing
import PopoverKit
@testable import PopoverRender

@Suite struct CoverageRasterizerTests {
    /// Largest difference between the mask and a reference area over every pixel of the mask.
    private func maxError(_ mask: CoverageMask, reference: (_ column: Int, _ row: Int) -> Double) -> Double {
        var worst = 0.0
        for row in 0..<mask.height {
            for column in 0..<mask.width {
                let expected = reference(mask.originX + column, mask.originY + row)
                worst = max(worst, abs(Double(mask[column, row]) - expected))
            }
        }
        return worst
    }

    private func square(x: Double, y: Double, size: Double, clockwise: Bool = true) -> [Point] {
        let corners = [Point(x: x, y: y), Point(x: x + size, y: y),
                       Point(x: x + size, y: y + size), Point(x: x, y: y + size)]
        return clockwise ? corners : corners.reversed()
    }

    @Test func axisAlignedRectanglesAtRandomOffsetsAreExact() {
        var random = SplitMix64(seed: 0x5EED_0001)
        for _ in 0..<40 {
            let x = Double.random(in: -3...3, using: &random), y = Double.random(in: -3...3, using: &random)
            let w = Double.random(in: 0.1...9, using: &random), h = Double.random(in: 0.1...9, using: &random)
            let mask = CoverageRasterizer.rasterize(
                [[Point(x: x, y: y), Point(x: x + w, y: y), Point(x: x + w, y: y + h), Point(x: x, y: y + h)]], scale: 1)
            #expect(mask.originX == Int(x.rounded(.down)) && mask.originY == Int(y.rounded(.down)))
            #expect(mask.width == Int((x + w).rounded(.up)) - mask.originX)
            let error = maxError(mask) { column, row in
                let overlapX = max(0, min(x + w, Double(column + 1)) - max(x, Double(column)))
                let overlapY = max(0, min(y + h, Double(row + 1)) - max(y, Double(row)))
                return overlapX * overlapY
            }
            #expect(error < 1e-5, "rect \(x),\(y) \(w)x\(h): error \(error)")
        }
    }

    @Test func trianglesMatchClippedPolygonAreas() {
        var random = SplitMix64(seed: 0x5EED_0002)
        for _ in 0..<40 {
            let triangle = (0..<3).map { _ in
                Point(x: Double.random(in: -2...14, using: &random), y: Double.random(in: -2...14, using: &random))
            }
            let mask = CoverageRasterizer.rasterize([triangle], scale: 1)
            let error = maxError(mask) { ReferenceAreas.polygonAreaInPixel(triangle, column: $0, row: $1) }
            #expect(error < 1e-4, "triangle \(triangle): error \(error)")
        }
    }

    @Test func scaleMultipliesPointsIntoPixels() {
        let triangle = [Point(x: 0.3, y: 0.1), Point(x: 6.2, y: 2.9), Point(x: 1.7, y: 5.4)]
        let mask = CoverageRasterizer.rasterize([triangle], scale: 2)
        let inPixels = triangle.map { Point(x: $0.x * 2, y: $0.y * 2) }
        #expect(mask.originX == 0 && mask.originY == 0 && mask.width == 13 && mask.height == 11)
        let error = maxError(mask) { ReferenceAreas.polygonAreaInPixel(inPixels, column: $0, row: $1) }
        #expect(error < 1e-4)
    }

    @Test func circlesMatchAnalyticAreasWithinOneSixtyFourth() {
        var random = SplitMix64(seed: 0x5EED_0003)
        for _ in 0..<6 {
            let center = Point(x: Double.random(in: 10...11, using: &random), y: Double.random(in: 10...11, using: &random))
            let radius = Double.random(in: 2...9, using: &random)
            let sides = 2048
            let circle = (0..<sides).map { i in
                let angle = Double(i) / Double(sides) * 2 * .pi
                return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            }
            // An inscribed polygon strays radius * (1 - cos(π / sides)) inside the circle.
            let flatteningError = radius * (1 - cos(.pi / Double(sides)))
            let mask = CoverageRasterizer.rasterize([circle], scale: 1)
            let error = maxError(mask) {
                ReferenceAreas.diskAreaInPixel(center: center, radius: radius, column: $0, row: $1)
            }
            #expect(error <= 1.0 / 64 + flatteningError, "circle r=\(radius): error \(error)")
            // The method itself is exact; only flattening and integration error remain.
            #expect(error < 1e-3)
        }
    }

    @Test func totalCoverageEqualsPolygonArea() {
        var random = SplitMix64(seed: 0x5EED_0004)
        for _ in 0..<10 {
            // A star-shaped (hence simple) polygon around a random center.
            let center = Point(x: Double.random(in: 20...30, using: &random), y: Double.random(in: 20...30, using: &random))
            let polygon = (0..<12).map { i in
                let angle = Double(i) / 12 * 2 * .pi
                let radius = Double.random(in: 4...15, using: &random)
                return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            }
            let area = ReferenceAreas.polygonArea(polygon)
            let mask = CoverageRasterizer.rasterize([polygon], scale: 1)
            #expect(abs(mask.totalCoverage - area) / area < 1e-5)
        }
    }

    @Test func shiftingByAnEighthPixelGrowsTheLeadingEdgePixelInEighths() {
        // The square's right edge starts at x = 10 and moves right through pixel column 10.
        var previous: Float = -1
        for step in 0...8 {
            let shift = Double(step) / 8
            let mask = CoverageRasterizer.rasterize([square(x: 2 + shift, y: 2, size: 8)], scale: 1, clip: (20, 20))
            let leading = mask[10 - mask.originX, 5 - mask.originY]
            #expect(abs(leading - Float(shift)) < 1e-5)
            #expect(leading > previous)
            previous = leading
        }
    }

    @Test func shiftingASlantedEdgeChangesEdgePixelsMonotonically() {
        let triangle = [Point(x: 4, y: 2), Point(x: 14.3, y: 9.1), Point(x: 3, y: 15)]
        var previous = CoverageRasterizer.rasterize([triangle], scale: 1, clip: (24, 24))
        for step in 1...8 {
            let shift = Double(step) / 8
            let moved = triangle.map { $0.offsetBy(dx: shift, dy: 0) }
            let mask = CoverageRasterizer.rasterize([moved], scale: 1, clip: (24, 24))
            // Pixels right of the slanted leading edge only gain coverage as the shape moves right.
            for row in 3..<14 {
                for column in 9..<16 {
                    let before = previous[column - previous.originX, row - previous.originY]
                    let after = mask[column - mask.originX, row - mask.originY]
                    #expect(after >= before - 1e-6)
                }
            }
            #expect(abs(mask.totalCoverage - previous.totalCoverage) < 1e-3)
            previous = mask
        }
    }

    @Test func overlappingSameDirectionSquaresCoverOnce() {
        let mask = CoverageRasterizer.rasterize([square(x: 0, y: 0, size: 6), square(x: 3, y: 3, size: 6)], scale: 1)
        #expect(mask[4, 4] == 1)
        #expect(mask[1, 1] == 1 && mask[7, 7] == 1)
        #expect(mask[7, 1] == 0 && mask[1, 7] == 0)
        #expect(abs(mask.totalCoverage - (36 + 36 - 9)) < 1e-4)
    }

    @Test func selfIntersectingStarFillsItsCentreByNonZeroWinding() {
        // A pentagram winds twice around its centre: even-odd would leave it empty, non-zero fills it.
        let star = (0..<5).map { i in
            let angle = -Double.pi / 2 + Double(i) * 4 * .pi / 5
            return Point(x: 20 + 15 * cos(angle), y: 20 + 15 * sin(angle))
        }
        let mask = CoverageRasterizer.rasterize([star], scale: 1)
        #expect(mask[20 - mask.originX, 20 - mask.originY] == 1)
        #expect(mask[19 - mask.originX, 21 - mask.originY] == 1)
    }

    @Test func ringWithOppositeInnerOutlineLeavesTheHoleEmpty() {
        let outer = square(x: 0, y: 0, size: 10, clockwise: true)
        let inner = square(x: 3, y: 3, size: 4, clockwise: false)
        let mask = CoverageRasterizer.rasterize([outer, inner], scale: 1)
        for row in 3..<7 {
            for column in 3..<7 { #expect(mask[column, row] == 0) }
        }
        #expect(mask[1, 5] == 1 && mask[8, 5] == 1)
        #expect(abs(mask.totalCoverage - 84) < 1e-4)
    }

    @Test func clipLimitsTheMaskButKeepsCoverageExact() {
        // Extends beyond the clip on every side: left of it the edge still covers the pixels right of it.
        let rect = [Point(x: -5.5, y: -2), Point(x: 3.25, y: -2), Point(x: 3.25, y: 2.5), Point(x: -5.5, y: 2.5)]
        let mask = CoverageRasterizer.rasterize([rect], scale: 1, clip: (width: 3, height: 8))
        #expect(mask.originX == 0 && mask.originY == 0 && mask.width == 3 && mask.height == 3)
        #expect(mask[0, 0] == 1 && mask[2, 1] == 1)
        #expect(abs(mask[1, 2] - 0.5) < 1e-6)
        let wide = [Point(x: 1.5, y: 0), Point(x: 50, y: 0), Point(x: 50, y: 1), Point(x: 1.5, y: 1)]
        let clipped = CoverageRasterizer.rasterize([wide], scale: 1, clip: (width: 4, height: 4))
        #expect(clipped.originX == 1 && clipped.width == 3 && clipped.height == 1)
        #expect(clipped.coverage == [0.5, 1, 1])
    }

    @Test func degenerateInputNeitherCrashesNorDraws() {
        #expect(CoverageRasterizer.rasterize([], scale: 2) == .empty)
        #expect(CoverageRasterizer.rasterize([[]], scale: 2) == .empty)
        #expect(CoverageRasterizer.rasterize([square(x: 0, y: 0, size: 4)], scale: 0) == .empty)
        #expect(CoverageRasterizer.rasterize([square(x: 0, y: 0, size: 4)], scale: .nan) == .empty)
        #expect(CoverageRasterizer.rasterize([[Point(x: .nan, y: 1), Point(x: .infinity, y: 2)]], scale: 1) == .empty)

        let collinear = CoverageRasterizer.rasterize([[Point(x: 0, y: 0), Point(x: 5, y: 5), Point(x: 2, y: 2)]], scale: 1)
        #expect(collinear.width == 5 && collinear.coverage.allSatisfy { $0 < 1e-6 })

        // Non-finite points are skipped; the rest of the outline still fills.
        var withNaN = square(x: 0, y: 0, size: 4)
        withNaN.insert(Point(x: .nan, y: 3), at: 2)
        withNaN.append(Point(x: -.infinity, y: .infinity))
        let skipped = CoverageRasterizer.rasterize([withNaN], scale: 1)
        #expect(skipped == CoverageRasterizer.rasterize([square(x: 0, y: 0, size: 4)], scale: 1))

        // Huge coordinates with a clip fill the clip completely.
        let huge = CoverageRasterizer.rasterize([square(x: -1e300, y: -1e300, size: 3e300)], scale: 1, clip: (4, 3))
        #expect(huge.width == 4 && huge.height == 3 && huge.coverage.allSatisfy { $0 == 1 })
    }

    @Test func pathOverloadFlattensFinelyEnough() {
        let path = Path.ellipse(in: Rect(x: 1, y: 1, width: 8, height: 8))
        let mask = CoverageRasterizer.rasterize(path, scale: 2)
        #expect(mask.originX == 2 && mask.originY == 2 && mask.width == 16 && mask.height == 16)
        let error = maxError(mask) {
            ReferenceAreas.diskAreaInPixel(center: Point(x: 10, y: 10), radius: 8, column: $0, row: $1)
        }
        // The path's cubic circle approximation itself strays 0.027 % of the radius (≈ 0.002 px).
        #expect(error < 1.0 / 64)
    }
}

@Suite struct CoverageRasterizerReuseTests {
    @Test func reusingAMaskGivesTheSameResultAsAFreshOne() {
        let big = [Point(x: 0.5, y: 0.5), Point(x: 30, y: 2), Point(x: 12, y: 25)]
        let small = [Point(x: 3.25, y: 1), Point(x: 7, y: 1), Point(x: 7, y: 4.5)]
        var reused = CoverageMask.empty
        CoverageRasterizer.rasterize([big], scale: 1, into: &reused)
        #expect(reused == CoverageRasterizer.rasterize([big], scale: 1))
        CoverageRasterizer.rasterize([small], scale: 2, into: &reused)
        #expect(reused == CoverageRasterizer.rasterize([small], scale: 2))
        #expect(reused.originX == 6 && reused.width == 8 && reused.height == 7)
        CoverageRasterizer.rasterize([small], scale: 2, into: &reused)
        #expect(reused == CoverageRasterizer.rasterize([small], scale: 2))
        CoverageRasterizer.rasterize([], scale: 2, into: &reused)
        #expect(reused == .empty)
    }
}
