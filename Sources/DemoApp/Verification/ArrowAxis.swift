import PopoverKit
import PopoverRender
import PopoverSDL

/// A pixel rectangle read in an arrow's own frame: rows run across the arrow (perpendicular to its
/// axis) and are numbered from the body outward; each row's pixels are numbered along the edge.
///
/// The axial coordinate grows in the direction the arrow points, in pixels (it is the frame's y for
/// a bottom arrow, −y for a top one, x for trailing, −x for leading), so one fit serves all edges.
nonisolated struct ArrowAxis {
    let edge: Edge
    let rect: PixelRect

    /// Rows across the arrow.
    var rowCount: Int { edge.isVertical ? rect.height : rect.width }
    /// Pixels per row.
    var rowLength: Int { edge.isVertical ? rect.width : rect.height }

    /// The frame pixel at position `index` of row `row`.
    func pixel(row: Int, index: Int) -> (x: Int, y: Int) {
        switch edge {
        case .bottom: (rect.minX + index, rect.minY + row)
        case .top: (rect.minX + index, rect.maxY - 1 - row)
        case .trailing: (rect.minX + row, rect.minY + index)
        case .leading: (rect.maxX - 1 - row, rect.minY + index)
        }
    }

    /// The signed axial coordinate (pixels) of the middle of `row`.
    func axialCenter(ofRow row: Int) -> Double {
        switch edge {
        case .bottom: Double(rect.minY + row) + 0.5
        case .top: -(Double(rect.maxY - row) - 0.5)
        case .trailing: Double(rect.minX + row) + 0.5
        case .leading: -(Double(rect.maxX - row) - 0.5)
        }
    }

    /// The lateral coordinate (pixels) of the middle of position `index` in a row.
    func lateralCenter(ofIndex index: Int) -> Double {
        Double((edge.isVertical ? rect.minX : rect.minY) + index) + 0.5
    }

    /// Converts an (axial, lateral) pixel position back to points in the frame.
    func point(axial: Double, lateral: Double, scale: Double) -> Point {
        switch edge {
        case .bottom: Point(x: lateral / scale, y: axial / scale)
        case .top: Point(x: lateral / scale, y: -axial / scale)
        case .trailing: Point(x: axial / scale, y: lateral / scale)
        case .leading: Point(x: -axial / scale, y: lateral / scale)
        }
    }
}
