import Foundation
import PopoverRender

/// A message bubble measured on a picture from its fill color alone, so a screenshot of the
/// original and a frame of ours are measured by the same rule: the largest connected region of
/// fill pixels is the bubble; its widest run of rows is the body, and the narrower rows beyond
/// it on the top or bottom are the arrow; the holes in the body (text and emoji) are its lines
/// of text. All figures are in pixels of the picture.
struct BubbleMeasurement: Equatable {
    /// The body's bounding box (the arrow excluded), max exclusive.
    var body: PixelRect
    /// True where the bubble runs off the picture: its width (and a line that reaches that side)
    /// cannot be known.
    var isCutLeft: Bool
    var isCutRight: Bool
    /// The corner radius, from the area each rounded corner takes off the bounding box (a
    /// quarter circle of radius r leaves (1 − π/4)·r² uncovered); the mean of the corners on
    /// sides that are not cut.
    var cornerRadius: Double?
    /// True when the arrow is below the body (the bubble sits above its anchor).
    var arrowIsBelow: Bool
    /// The arrow's width in each pixel row, from the body outward.
    var arrowWidths: [Int]
    /// The arrow tip: the middle of its outermost row, at that row's outer side.
    var tip: (x: Double, y: Double)?
    /// The lines of text inside the body, top to bottom.
    var textLines: [TextLine]

    struct TextLine: Equatable {
        var minX: Int
        var maxX: Int
        var minY: Int
        var maxY: Int
        /// True when the line reaches a side where the bubble is cut.
        var isCut: Bool
        var width: Int { maxX - minX + 1 }
    }

    static func == (a: Self, b: Self) -> Bool {
        a.body == b.body && a.isCutLeft == b.isCutLeft && a.isCutRight == b.isCutRight && a.cornerRadius == b.cornerRadius
            && a.arrowIsBelow == b.arrowIsBelow && a.arrowWidths == b.arrowWidths && a.textLines == b.textLines
            && a.tip?.x == b.tip?.x && a.tip?.y == b.tip?.y
    }

    /// The colors of a blue message bubble: the system blue in either scheme, the reference
    /// pictures' blues, and their anti-aliased edges down to about half coverage over white or
    /// black; never white, black, gray, the emoji's yellow or a shadow.
    nonisolated static func isBubbleBlue(red: Int, green: Int, blue: Int) -> Bool {
        blue >= 150 && blue - red >= 100 && blue - green >= 40
    }

    /// A row of the body is text when at least this share of its width (and 2 pixels) are
    /// holes; fewer are a descender or an edge's anti-aliasing.
    static let minimumTextRowFraction = 0.03
    /// Text keeps the bubble's side padding (16 pt) from its edge, so a line within that of a
    /// side where the picture cuts the bubble may go on beyond it.
    static let sidePadding = 16.0
    /// Shorter runs of text rows than this (in points) are marks, not lines; they join the line
    /// beneath them when it starts within `markGap` points.
    static let minimumLineHeight = 4.0
    static let markGap = 2.5

    /// Measures the largest region of `isFill` pixels in `picture`, at `scale` pixels per
    /// point; nil when there is none. Rows of text closer than a point join one line.
    static func measure(_ picture: PixelBuffer, scale: Double = 1,
                        isFill: (Int, Int, Int) -> Bool = isBubbleBlue) -> BubbleMeasurement? {
        let width = picture.width, height = picture.height
        guard width > 0, height > 0 else { return nil }
        var fill = [Bool](repeating: false, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = picture.rgb(x: x, y: y)
                fill[y * width + x] = isFill(Int(r), Int(g), Int(b))
            }
        }
        guard let region = largestRegion(fill, width: width, height: height) else { return nil }
        return measure(region: region, fill: fill, width: width, height: height, scale: scale)
    }

    /// Measures `region` (pixel indices, row by row in a picture `width` wide) as a bubble, where
    /// `fill` tells which pixels are its fill (the rest inside it are text); nil when it is empty.
    static func measure(region: [Int], fill: [Bool], width: Int, height: Int, scale: Double) -> BubbleMeasurement? {
        let lineGap = max(1, Int(scale)), cutMargin = Int((sidePadding * scale).rounded())
        guard !region.isEmpty else { return nil }

        // Each row's extent within the region.
        var rows: [Int: (minX: Int, maxX: Int)] = [:]
        for index in region {
            let x = index % width, y = index / width
            if let row = rows[y] { rows[y] = (min(row.minX, x), max(row.maxX, x)) } else { rows[y] = (x, x) }
        }
        func rowWidth(_ y: Int) -> Int { rows[y].map { $0.maxX - $0.minX + 1 } ?? 0 }
        let ys = rows.keys.sorted()
        guard let widest = ys.max(by: { rowWidth($0) < rowWidth($1) }) else { return nil }
        let widestWidth = rowWidth(widest)
        // Rounded corners narrow the body a few pixels a row; the arrow's base is a sudden drop.
        let drop = max(3, Int(0.15 * Double(widestWidth)))
        var top = widest, bottom = widest
        while rows[top - 1] != nil, rowWidth(top) - rowWidth(top - 1) <= drop { top -= 1 }
        while rows[bottom + 1] != nil, rowWidth(bottom) - rowWidth(bottom + 1) <= drop { bottom += 1 }
        let bodyRows = top...bottom
        let minX = bodyRows.compactMap { rows[$0]?.minX }.min()!, maxX = bodyRows.compactMap { rows[$0]?.maxX }.max()!
        let body = PixelRect(minX: minX, minY: top, maxX: maxX + 1, maxY: bottom + 1)
        let isCutLeft = minX == 0, isCutRight = maxX == width - 1

        let below = ys.filter { $0 > bottom }, above = ys.filter { $0 < top }.reversed()
        let arrowIsBelow = below.count >= above.count
        let arrowRows = Array(arrowIsBelow ? below : Array(above))
        let arrowWidths = arrowRows.map(rowWidth)
        let tip = arrowRows.last.flatMap { y in
            rows[y].map { (x: Double($0.minX + $0.maxX + 1) / 2, y: Double(arrowIsBelow ? y + 1 : y)) }
        }

        // Corners: in the half of the body toward each corner, what the rows leave of the box.
        let half = (bottom - top + 1) / 2
        let topRows = top..<(top + half), bottomRows = (bottom - half + 1)...bottom
        func deficit(_ rowsRange: [Int], left: Bool) -> Double {
            Double(rowsRange.reduce(0) { sum, y in
                guard let row = rows[y] else { return sum }
                return sum + (left ? row.minX - minX : maxX - row.maxX)
            })
        }
        var radii: [Double] = []
        for rowsRange in [Array(topRows), Array(bottomRows)] {
            if !isCutLeft { radii.append((deficit(rowsRange, left: true) / (1 - Double.pi / 4)).squareRoot()) }
            if !isCutRight { radii.append((deficit(rowsRange, left: false) / (1 - Double.pi / 4)).squareRoot()) }
        }
        let cornerRadius = radii.isEmpty ? nil : radii.reduce(0, +) / Double(radii.count)

        // Text: rows of the body (two in from its outline) with enough holes, grouped into lines.
        var textRows: [(y: Int, minX: Int, maxX: Int)] = []
        if bottom - top >= 4 {
            for y in (top + 2)...(bottom - 2) {
                guard let row = rows[y], row.maxX - row.minX > 4 else { continue }
                var holes = 0, first = Int.max, last = Int.min
                for x in (row.minX + 2)...(row.maxX - 2) where !fill[y * width + x] {
                    holes += 1
                    first = min(first, x)
                    last = max(last, x)
                }
                if holes >= max(2, Int(minimumTextRowFraction * Double(row.maxX - row.minX + 1))) {
                    textRows.append((y, first, last))
                }
            }
        }
        var lines: [TextLine] = []
        for row in textRows {
            if var line = lines.last, row.y - line.maxY - 1 <= lineGap {
                line.maxY = row.y
                line.minX = min(line.minX, row.minX)
                line.maxX = max(line.maxX, row.maxX)
                lines[lines.count - 1] = line
            } else {
                lines.append(TextLine(minX: row.minX, maxX: row.maxX, minY: row.y, maxY: row.y, isCut: false))
            }
        }
        // A line of marks alone (quotes above a code line's letters) joins the line beneath it.
        var index = 0
        while index + 1 < lines.count {
            let line = lines[index], next = lines[index + 1]
            if Double(line.maxY - line.minY + 1) < Self.minimumLineHeight * scale,
               Double(next.minY - line.maxY - 1) <= Self.markGap * scale {
                lines[index + 1] = TextLine(minX: min(line.minX, next.minX), maxX: max(line.maxX, next.maxX),
                                            minY: line.minY, maxY: next.maxY, isCut: false)
                lines.remove(at: index)
            } else {
                index += 1
            }
        }
        for index in lines.indices {
            lines[index].isCut = (isCutLeft && lines[index].minX <= minX + cutMargin) || (isCutRight && lines[index].maxX >= maxX - cutMargin)
        }
        return BubbleMeasurement(body: body, isCutLeft: isCutLeft, isCutRight: isCutRight, cornerRadius: cornerRadius,
                                 arrowIsBelow: arrowIsBelow, arrowWidths: arrowWidths, tip: tip, textLines: lines)
    }

    /// The indices of the largest 4-connected region of true cells.
    static func largestRegion(_ cells: [Bool], width: Int, height: Int) -> [Int]? {
        var seen = [Bool](repeating: false, count: cells.count)
        var best: [Int] = []
        for start in cells.indices where cells[start] && !seen[start] {
            let region = grow(from: start, width: width, height: height, seen: &seen) { _, next in cells[next] }
            if region.count > best.count { best = region }
        }
        return best.isEmpty ? nil : best
    }

    /// The 4-connected region grown from the cell `start` of a `width` x `height` grid: a
    /// neighbour joins when `joins(cell, neighbour)` accepts it. Each cell reached is marked in
    /// `seen`, which also keeps out cells marked before.
    static func grow(from start: Int, width: Int, height: Int, seen: inout [Bool],
                     joins: (_ cell: Int, _ neighbour: Int) -> Bool) -> [Int] {
        var region: [Int] = []
        var stack = [start]
        seen[start] = true
        while let index = stack.popLast() {
            region.append(index)
            let x = index % width, y = index / width
            for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
            where nx >= 0 && nx < width && ny >= 0 && ny < height {
                let next = ny * width + nx
                if !seen[next] && joins(index, next) {
                    seen[next] = true
                    stack.append(next)
                }
            }
        }
        return region
    }
}
