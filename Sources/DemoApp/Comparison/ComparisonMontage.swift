import PopoverKit
import PopoverRender

/// A reference picture beside ours at its scale, with the measured features beneath.
enum ComparisonMontage {
    static let gap = 12
    static let background = Color(hex: 0x808080)

    /// Our frame cut to the reference's size, moved so that the two arrow tips (or, when either
    /// has none, the two centers) fall on the same pixel; the background shows where ours ends.
    static func aligned(_ ours: PixelBuffer, to reference: PixelBuffer, oursTip: (x: Double, y: Double)?,
                        referenceTip: (x: Double, y: Double)?) -> PixelBuffer {
        var dx = (ours.width - reference.width) / 2, dy = (ours.height - reference.height) / 2
        if let oursTip, let referenceTip {
            dx = Int((oursTip.x - referenceTip.x).rounded())
            dy = Int((oursTip.y - referenceTip.y).rounded())
        }
        var cut = PixelBuffer(width: reference.width, height: reference.height, color: background)
        for y in 0..<cut.height {
            let sy = y + dy
            guard sy >= 0, sy < ours.height else { continue }
            for x in 0..<cut.width {
                let sx = x + dx
                if sx >= 0, sx < ours.width { cut[x, y] = ours[sx, sy] }
            }
        }
        return cut
    }

    /// `left` and `right` side by side over `caption`, on the montage's gray.
    static func compose(left: PixelBuffer, right: PixelBuffer, caption: PixelBuffer) -> PixelBuffer {
        let width = max(left.width + gap + right.width, caption.width) + 2 * gap
        let height = gap + max(left.height, right.height) + gap + caption.height + gap
        var montage = PixelBuffer(width: width, height: height, color: background)
        blit(left, into: &montage, x: gap, y: gap)
        blit(right, into: &montage, x: gap + left.width + gap, y: gap)
        blit(caption, into: &montage, x: gap, y: gap + max(left.height, right.height) + gap)
        return montage
    }

    static func blit(_ source: PixelBuffer, into target: inout PixelBuffer, x: Int, y: Int) {
        for sy in 0..<source.height where y + sy < target.height {
            for sx in 0..<source.width where x + sx < target.width {
                target[x + sx, y + sy] = source[sx, sy]
            }
        }
    }

    /// Said of a picture that shows an older example text than the demo's.
    static let olderTextNote = "ours rendered with the text this picture shows"

    /// The caption's lines: what each side is, then every feature.
    static func captionLines(_ picture: ReferencePicture, rows: [FeatureComparison]) -> [String] {
        var lines = [
            "left: the original (\(picture.file)\(picture.crop == nil ? "" : ", cropped"))",
            "right: ours, \(picture.scene) · \(picture.idiom.rawValue) at \(FeatureComparison.format(picture.scale * 100))% (\(picture.scaleSource))",
        ]
        if picture.usesOlderText { lines.append(olderTextNote) }
        lines += [
            "",
            pad("feature (pt)", 24) + pad("original", 10) + pad("ours", 10) + "difference",
        ]
        for row in rows {
            lines.append(pad(row.feature, 24) + pad(FeatureComparison.format(row.reference), 10)
                         + pad(FeatureComparison.format(row.ours), 10) + FeatureComparison.format(row.difference, signed: true))
        }
        return lines
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
