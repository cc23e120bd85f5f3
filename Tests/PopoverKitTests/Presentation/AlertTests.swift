import Testing
@testable import PopoverKit

/// An alert as the survey's S06 writes it, with a counter to see which action ran.
private struct DeleteView: View {
    @State private var showAlert = false
    @State private var deletions = 0
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 20) {
            Text("Deleted \(deletions)")
            Button("Delete account", role: .destructive) {
                showAlert = true
            }
            Button("Tapped \(taps)") { taps += 1 }
        }
        .alert("Delete account?", isPresented: $showAlert) {
            Button("Delete", role: .destructive) { deletions += 1 }
            Button("Cancel", role: .cancel) { }
        } message: {
            Text("This cannot be undone.")
        }
    }
}

@MainActor
@Suite struct AlertTests {
    private let size = Size(width: 390, height: 844)

    private func runtime(_ view: some View) -> ViewRuntime {
        let runtime = ViewRuntime(root: view, size: size, measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        return runtime
    }

    private func shownAlert() throws -> ViewRuntime {
        let runtime = runtime(DeleteView())
        try tapText("Delete account", in: runtime, at: 1)
        runtime.layout(at: 2)
        return runtime
    }

    @Test func deleteRunsItsActionAndClosesTheAlert() throws {
        let runtime = try shownAlert()
        #expect(!textNodes("Delete account?", in: runtime).isEmpty)
        #expect(!textNodes("This cannot be undone.", in: runtime).isEmpty)
        try tapText("Delete", in: runtime, at: 3)
        runtime.layout(at: 4)
        #expect(drawnTexts(runtime).contains("Deleted 1"))
        #expect(textNodes("Delete account?", in: runtime).isEmpty)
        #expect(runtime.lastLayout?.node(withID: PopoverDimmingID()) == nil)
    }

    @Test func cancelClosesWithoutTheOtherAction() throws {
        let runtime = try shownAlert()
        try tapText("Cancel", in: runtime, at: 3)
        runtime.layout(at: 4)
        #expect(drawnTexts(runtime).contains("Deleted 0"))
        #expect(textNodes("Cancel", in: runtime).isEmpty)
    }

    @Test func theCardIsCenteredWithCancelOnTheLeftInSemiboldAndDeleteInRed() throws {
        let runtime = try shownAlert()
        let card = try #require(frame(ofIDPrefixed: "modal:", in: runtime))
        #expect(card.width == AlertCard.width)
        #expect(abs(card.midX - 195) < 0.01 && abs(card.midY - 422) < 0.01)
        let cancel = try #require(textNodes("Cancel", in: runtime).first?.frame)
        let delete = try #require(textNodes("Delete", in: runtime).first?.frame)
        #expect(cancel.midX < card.midX && delete.midX > card.midX)
        #expect(abs(cancel.midY - delete.midY) < 0.01)
        #expect(abs(card.maxY - cancel.midY - AlertCard.rowHeight / 2) < 0.01)

        let title = try #require(textRun("Delete account?", in: runtime))
        #expect(title.font.size == 17 && title.font.weight == .semibold)
        #expect(textRun("This cannot be undone.", in: runtime)?.font.size == 13)
        let cancelRun = try #require(textRun("Cancel", in: runtime))
        #expect(cancelRun.font.weight == .semibold)
        #expect(cancelRun.color == Color.systemBlue.resolved(in: .light))
        let deleteRun = try #require(textRun("Delete", in: runtime))
        #expect(deleteRun.font.weight == .regular)
        #expect(deleteRun.color == Color.systemRed.resolved(in: .light))
    }

    @Test func theDimmingTakesPressesButDoesNotCloseTheAlert() throws {
        let runtime = try shownAlert()
        let underneath = try #require(textNodes("Tapped 0", in: runtime).first?.frame)
        tap(underneath.center, in: runtime, at: 3)
        tap(Point(x: 20, y: 20), in: runtime, at: 4)
        runtime.layout(at: 5)
        #expect(!textNodes("Delete account?", in: runtime).isEmpty)
        #expect(drawnTexts(runtime).contains("Tapped 0"))
    }

    @Test func moreThanTwoButtonsStackWithCancelLastAndNoneGivesOK() throws {
        let threeShown = Box(true), plainShown = Box(true)
        let runtime = ViewRuntime(size: size, measurer: FixedAdvanceTextMeasurer()) { _ in
            VStack {
                Text("Base")
                    .alert("Save changes?", isPresented: threeShown.binding) {
                        Button("Cancel", role: .cancel) {}
                        Button("Save") {}
                        Button("Discard", role: .destructive) {}
                    }
                Text("Other")
                    .alert("Saved", isPresented: plainShown.binding) {}
            }.makeNode()
        }
        runtime.layout(at: 0)
        runtime.layout(at: 1)
        let rows = ["Save", "Discard", "Cancel"].compactMap { textNodes($0, in: runtime).first?.frame }
        #expect(rows.count == 3)
        #expect(rows.map { $0.midX }.allSatisfy { abs($0 - 195) < 0.01 })
        #expect(zip(rows, rows.dropFirst()).allSatisfy { abs($1.midY - $0.midY - AlertCard.rowHeight - 0.5) < 0.01 })

        try tapText("OK", in: runtime, at: 2)
        #expect(!plainShown.value)
        #expect(threeShown.value)
    }

    @Test func aDestructiveButtonOutsideAnAlertDrawsInRed() throws {
        let runtime = runtime(DeleteView())
        #expect(textRun("Delete account", in: runtime)?.color == Color.systemRed.resolved(in: .light))
        #expect(textRun("Tapped 0", in: runtime)?.color == Color.systemBlue.resolved(in: .light))
    }
}
