import PopoverKit
import Testing
@testable import PopoverRender

/// Sliding the anchor by 1/8 px moves the arrow's edge pixels a little at a time, never back.
@MainActor
@Suite struct ArrowMotionPixelTests {
    @Test func eighthPixelStepsChangeArrowEdgesMonotonically() {
        let container = Rect(x: 0, y: 0, width: 400, height: 300)
        var frameList: [PixelBuffer] = []
        var tips: [Point] = []
        for step in 0...16 {
            // 1/8 px at 2× is 1/16 pt.
            let anchor = Rect(x: 185 + Double(step) / 16, y: 200, width: 30, height: 24)
            let (shape, tip) = CompositorFrames.placedBubble(anchor: anchor, container: container)
            tips.append(tip)
            frameList.append(CompositorFrames.render(DisplayList(background: .black, items: [.fill(shape.path, .white)]),
                                           size: container.size))
        }
        #expect(abs(tips[16].x - tips[0].x - 1) < 1e-9)
        // Arrow rows (below the body) and the columns either side of the tip's starting column.
        let tipY = Int(tips[0].y * 2)
        let rows = (tipY - 16)..<(tipY + 1)
        let center = Int(tips[0].x * 2)
        let leftColumns = (center - 30)..<(center - 2), rightColumns = (center + 3)..<(center + 32)
        var previousLeft = Double.infinity, previousRight = -Double.infinity
        for (index, frame) in frameList.enumerated() {
            var left = 0.0, right = 0.0
            for y in rows {
                for x in leftColumns { left += frame.redLevel(x, y) }
                for x in rightColumns { right += frame.redLevel(x, y) }
            }
            // The whole outline moves right: the leading side's pixels lose coverage, the trailing side's gain.
            #expect(left < previousLeft, "step \(index)")
            #expect(right > previousRight, "step \(index)")
            previousLeft = left
            previousRight = right
            guard index > 0 else { continue }
            let before = frameList[index - 1]
            for y in rows {
                for x in leftColumns { #expect(frame.redLevel(x, y) <= before.redLevel(x, y), "(\(x), \(y)) step \(index)") }
                for x in rightColumns { #expect(frame.redLevel(x, y) >= before.redLevel(x, y), "(\(x), \(y)) step \(index)") }
            }
        }
    }
}
