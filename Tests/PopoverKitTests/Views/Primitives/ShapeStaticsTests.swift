import Testing
@testable import PopoverKit

@Suite struct ShapeStaticsTests {
    let frame = Rect(x: 0, y: 0, width: 80, height: 40)

    func firstItem(_ view: some View) -> DisplayItem? {
        testEngine.layout(view.frame(width: 80, height: 40), in: frame).displayList().items.first
    }

    @Test func shorthandsAreTheShapes() {
        #expect(firstItem(Color.red.clipShape(.rect(cornerRadius: 16))) == .pushClipPath(.roundedRect(frame, cornerRadius: 16)))
        #expect(firstItem(Color.red.clipShape(.capsule)) == .pushClipPath(.roundedRect(frame, cornerRadius: 20)))
        #expect(firstItem(Color.red.clipShape(.circle)) == .pushClipPath(Circle().path(in: frame)))
        #expect(firstItem(Color.red.clipShape(.ellipse)) == .pushClipPath(.ellipse(in: frame)))
        #expect(firstItem(Color.red.clipShape(.rect)) == .pushClip(frame))
    }

    @Test func stylesFillShapesAndBackgrounds() {
        let red = Color.systemRed.resolved(in: .light)
        #expect(firstItem(Spacer().frame(width: 80, height: 40).background(.red, in: .capsule)) == .fill(.roundedRect(frame, cornerRadius: 20), red))
        #expect(firstItem(Capsule().fill(.red)) == .fill(.roundedRect(frame, cornerRadius: 20), red))
        guard case .backdropBlur(let path, _, let tint)? = firstItem(Spacer().frame(width: 80, height: 40).background(.ultraThinMaterial)) else {
            Issue.record("expected a material")
            return
        }
        #expect(path == .rect(frame))
        #expect(tint == Material.ultraThin.tint.resolved(in: .light))
        guard case .backdropBlur(_, _, let thick)? = firstItem(Circle().fill(.ultraThickMaterial)) else {
            Issue.record("expected a material")
            return
        }
        #expect(thick.alpha > Material.thick.tint.alpha)
    }
}
