import PopoverRender

/// A window frame of another size than its take's clip, fitted into the clip: a clip keeps the
/// size it opened at, while the window changes size (key I, its corner dragged). The frame is
/// scaled by one factor so that the whole of it shows, centred, black around it; each clip pixel
/// is the average of the window pixels it covers, or the nearest one when it covers less than one.
nonisolated enum FrameFit {
    static func fit(_ frame: PixelBuffer, width: Int, height: Int) -> PixelBuffer {
        var fitted = PixelBuffer(width: width, height: height, color: .black)
        guard frame.width > 0, frame.height > 0 else { return fitted }
        let factor = min(Double(width) / Double(frame.width), Double(height) / Double(frame.height))
        let innerWidth = max(1, min(width, Int((Double(frame.width) * factor).rounded())))
        let innerHeight = max(1, min(height, Int((Double(frame.height) * factor).rounded())))
        let left = (width - innerWidth) / 2, top = (height - innerHeight) / 2
        // The window columns (rows) clip column (row) `index` of `count` covers, of `source`.
        func span(_ index: Int, _ count: Int, _ source: Int) -> Range<Int> {
            let start = index * source / count
            return start..<max(start + 1, (index + 1) * source / count)
        }
        let columns = (0..<innerWidth).map { span($0, innerWidth, frame.width) }
        for y in 0..<innerHeight {
            let rows = span(y, innerHeight, frame.height)
            for (x, columnSpan) in columns.enumerated() {
                var red = 0, green = 0, blue = 0
                for row in rows {
                    for column in columnSpan {
                        let pixel = Int(frame.pixels[row * frame.width + column])
                        red += pixel >> 16 & 0xFF
                        green += pixel >> 8 & 0xFF
                        blue += pixel & 0xFF
                    }
                }
                let count = rows.count * columnSpan.count
                let average = (red / count) << 16 | (green / count) << 8 | blue / count
                fitted.pixels[(top + y) * width + left + x] = UInt32(average)
            }
        }
        return fitted
    }
}
