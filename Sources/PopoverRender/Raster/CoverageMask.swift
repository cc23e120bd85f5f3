/// A single-channel anti-aliasing mask placed on the pixel grid: how much of each pixel a shape covers.
///
/// The mask covers the pixels `originX ..< originX + width` × `originY ..< originY + height` of the
/// output; `coverage` holds one value in 0...1 per pixel, row by row.
public struct CoverageMask: Sendable, Equatable {
    /// Pixel column of the mask's first column in the output.
    public var originX: Int
    /// Pixel row of the mask's first row in the output.
    public var originY: Int
    public var width: Int
    public var height: Int
    /// Row-major coverage values in 0...1, `width * height` of them.
    public var coverage: [Float]

    public init(originX: Int, originY: Int, width: Int, height: Int, coverage: [Float]) {
        precondition(width >= 0 && height >= 0 && coverage.count == width * height,
                     "CoverageMask: coverage holds \(coverage.count) values for \(width)x\(height) pixels")
        self.originX = originX
        self.originY = originY
        self.width = width
        self.height = height
        self.coverage = coverage
    }

    /// A mask of the given size with nothing covered.
    public init(originX: Int, originY: Int, width: Int, height: Int) {
        self.init(originX: originX, originY: originY, width: width, height: height,
                  coverage: [Float](repeating: 0, count: max(0, width) * max(0, height)))
    }

    /// A mask without pixels.
    public static let empty = CoverageMask(originX: 0, originY: 0, width: 0, height: 0)

    public var isEmpty: Bool { width == 0 || height == 0 }

    /// Coverage of a pixel in mask-local coordinates; 0 outside the mask.
    public subscript(x: Int, y: Int) -> Float {
        guard x >= 0, x < width, y >= 0, y < height else { return 0 }
        return coverage[y * width + x]
    }

    /// Sum of all coverage values: the covered area in square pixels.
    public var totalCoverage: Double {
        coverage.reduce(0) { $0 + Double($1) }
    }

    /// Coverage as 8-bit alpha (0...255, rounded), row-major, for uploading as a texture.
    public func alpha8() -> [UInt8] {
        coverage.map { UInt8((min(max($0, 0), 1) * 255).rounded()) }
    }
}
