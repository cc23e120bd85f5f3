/// Exact-area scanline accumulation of line segments (the signed-area scheme of font-rs and
/// stb_truetype v2).
///
/// Each segment deposits, per pixel it crosses, the signed height it spans there split in two: the part
/// of that pixel lying right of the segment goes into the pixel itself, the rest into its right
/// neighbour. A running sum along each row then yields, for every pixel, the signed area covered by the
/// closed outline (the winding number integrated over the pixel).
struct CoverageAccumulator {
    let width: Int
    let height: Int
    private var cells: [Float]

    /// - Parameter storage: an array whose memory is reused when it is large enough (a fresh buffer
    ///   costs page faults on every call, which dominate the rasterizing time of large masks).
    init(width: Int, height: Int, reusing storage: consuming [Float] = []) {
        self.width = width
        self.height = height
        let count = width * height
        cells = storage
        if cells.count == count {
            cells.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        } else {
            cells.removeAll(keepingCapacity: true)
            cells.append(contentsOf: repeatElement(0, count: count))
        }
    }

    /// Adds one directed edge in mask-local pixel coordinates (finite values). Edges running down add
    /// positive winding, edges running up negative.
    mutating func addLine(x0: Double, y0: Double, x1: Double, y1: Double) {
        guard y0 != y1, width > 0, height > 0 else { return }
        let direction: Double = y1 > y0 ? 1 : -1
        let (topX, topY, bottomX, bottomY) = y0 < y1 ? (x0, y0, x1, y1) : (x1, y1, x0, y0)
        let rows = Double(height)
        guard bottomY > 0, topY < rows else { return }
        let dxdy = (bottomX - topX) / (bottomY - topY)
        let firstRow = Int(max(topY, 0).rounded(.down))
        let lastRow = Int(min(bottomY, rows).rounded(.up)) - 1
        guard firstRow <= lastRow else { return }
        let columns = width
        cells.withUnsafeMutableBufferPointer { cells in
            // Raw pointers: buffer-pointer subscripts keep a bounds check even in optimized builds.
            let cells = cells.baseAddress!
            for row in firstRow...lastRow {
                let rowTop = max(topY, Double(row))
                let rowBottom = min(bottomY, Double(row + 1))
                guard rowBottom > rowTop else { continue }
                let xTop = topX + (rowTop - topY) * dxdy
                let xBottom = topX + (rowBottom - topY) * dxdy
                Self.depositInRow(cells, rowStart: row * columns, columns: columns,
                                  xa: xTop, xb: xBottom, dy: (rowBottom - rowTop) * direction)
            }
        }
    }

    /// Deposits a piece of edge that stays within one pixel row, spanning `xa...xb` and signed height `dy`.
    private static func depositInRow(_ cells: UnsafeMutablePointer<Float>, rowStart: Int, columns: Int,
                                     xa: Double, xb: Double, dy: Double) {
        let left = min(xa, xb), right = max(xa, xb)
        let rowWidth = Double(columns)
        // Left of the mask the edge covers the whole row to its right; right of it, nothing in the mask.
        if right <= 0 {
            cells[rowStart] += Float(dy)
            return
        }
        if left >= rowWidth { return }
        let span = right - left
        if span < 1e-12 {
            let column = Int(left)
            deposit(cells, rowStart: rowStart, columns: columns, column: column,
                    dy: dy, midX: left - Double(column))
            return
        }
        let dyPerX = dy / span
        var x = left
        if left < 0 {
            cells[rowStart] += Float(-left * dyPerX)
            x = 0
        }
        let end = min(right, rowWidth)
        var column = Int(x)
        while x < end {
            let next = min(Double(column + 1), end)
            deposit(cells, rowStart: rowStart, columns: columns, column: column,
                    dy: (next - x) * dyPerX, midX: (x + next) / 2 - Double(column))
            x = next
            column += 1
        }
    }

    /// A piece inside one pixel with signed height `dy` and mean x `midX` (0...1 within the pixel)
    /// covers `dy * (1 - midX)` of that pixel; the pixels further right get the full `dy`.
    private static func deposit(_ cells: UnsafeMutablePointer<Float>, rowStart: Int, columns: Int,
                                column: Int, dy: Double, midX: Double) {
        let inside = dy * (1 - midX)
        cells[rowStart + column] += Float(inside)
        if column + 1 < columns {
            cells[rowStart + column + 1] += Float(dy - inside)
        }
    }

    /// The coverage of every pixel: the running sum along each row, as non-zero winding clamped to 0...1.
    consuming func coverage() -> [Float] {
        let columns = width
        cells.withUnsafeMutableBufferPointer { cells in
            guard let cells = cells.baseAddress else { return }
            // Four rows at a time: their running sums are independent, so the additions overlap
            // instead of waiting on one another.
            var row = 0
            while row + 4 <= height {
                let r0 = row * columns, r1 = r0 + columns, r2 = r1 + columns, r3 = r2 + columns
                var w0: Float = 0, w1: Float = 0, w2: Float = 0, w3: Float = 0
                for column in 0..<columns {
                    w0 += cells[r0 + column]; cells[r0 + column] = min(1, abs(w0))
                    w1 += cells[r1 + column]; cells[r1 + column] = min(1, abs(w1))
                    w2 += cells[r2 + column]; cells[r2 + column] = min(1, abs(w2))
                    w3 += cells[r3 + column]; cells[r3 + column] = min(1, abs(w3))
                }
                row += 4
            }
            while row < height {
                let start = row * columns
                var winding: Float = 0
                for index in start..<(start + columns) {
                    winding += cells[index]
                    cells[index] = min(1, abs(winding))
                }
                row += 1
            }
        }
        return cells
    }
}
