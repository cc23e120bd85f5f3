import PopoverKit
import PopoverRender
import Testing
@testable import PopoverSDL

/// A view with a sheet and an alert, each behind a button.
private struct SheetAndAlert: View {
    @State private var showSheet = false
    @State private var showAlert = false

    var body: some View {
        HStack(spacing: 20) {
            Button("Sheet") { showSheet = true }
            Button("Alert") { showAlert = true }
        }
        .sheet(isPresented: $showSheet) { Text("Sheet") }
        .alert("Remove?", isPresented: $showAlert) {
            Button("Remove", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        }
    }
}

/// The sheet and the alert as pixels, in small windows (pixels cost time in debug builds).
@MainActor
@Suite struct SheetAlertPixelTests {
    /// Taps the text `text` at `time` and lays out frames for a second after.
    private func press(_ runtime: ViewRuntime, _ text: String, at time: Double) throws {
        let run = try #require(runtime.lastLayout?.displayList().items.lazy.compactMap { item -> TextRun? in
            if case .text(let run) = item, run.text == text { run } else { nil }
        }.first)
        let point = Point(x: run.origin.x + 4, y: run.origin.y + 4)
        runtime.handle(.pointerDown(point, .primary), at: time)
        runtime.handle(.pointerUp(point, .primary), at: time)
        for step in 1...10 { runtime.layout(at: time + Double(step) * 0.1) }
    }

    @Test func theSheetIsAWhiteCardWithRoundedTopCornersUnderADimmedStrip() throws {
        let renderer = try HeadlessRenderer(size: Size(width: 160, height: 120), scale: 1)
        let runtime = renderer.makeRuntime(for: SheetAndAlert())
        runtime.layout(at: 0)
        try press(runtime, "Sheet", at: 1)
        let frame = renderer.render(runtime, at: 2)
        // 20% black over white above the card; the card white from 10 pt down, its corners cut.
        #expect(frame.rgb(x: 80, y: 4) == (204, 204, 204))
        #expect(frame.rgb(x: 80, y: 14) == (255, 255, 255))
        #expect(frame.rgb(x: 1, y: 11) == (204, 204, 204))
        #expect(frame.rgb(x: 158, y: 11) == (204, 204, 204))
        #expect(frame.rgb(x: 1, y: 119) == (255, 255, 255))
    }

    @Test func theAlertIsALightCardWithItsDestructiveButtonInRed() throws {
        let renderer = try HeadlessRenderer(size: Size(width: 280, height: 140), scale: 1)
        let runtime = renderer.makeRuntime(for: SheetAndAlert())
        runtime.layout(at: 0)
        try press(runtime, "Alert", at: 1)
        let frame = renderer.render(runtime, at: 2)
        #expect(frame.rgb(x: 2, y: 2) == (204, 204, 204))
        // The card is lighter than the dimming around it; the right-hand button's title is red.
        let (r, g, b) = frame.rgb(x: 15, y: 30)
        #expect(r > 225 && g > 225 && b > 225)
        var reds = 0
        for y in 70..<140 { for x in 140..<275 {
            let (r, g, b) = frame.rgb(x: x, y: y)
            if r > 200 && g < 120 && b < 120 { reds += 1 }
        } }
        #expect(reds > 20)
    }
}
