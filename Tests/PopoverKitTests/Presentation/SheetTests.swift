import Testing
@testable import PopoverKit

// The survey's S06 snippet, as an iOS developer writes it (only the import changed, and
// `.font(.title)` left out: the library has no `.title` font yet).

private struct AccountView: View {
    @State private var showSettings = false
    @State private var showDeleteAlert = false
    @State private var deleted = false

    var body: some View {
        VStack(spacing: 20) {
            Text(deleted ? "Account deleted" : "Signed in")
            Button("Settings") {
                showSettings = true
            }
            Button("Delete account", role: .destructive) {
                showDeleteAlert = true
            }
        }
        .sheet(isPresented: $showSettings) {
            SettingsSheet()
        }
        .alert("Delete account?", isPresented: $showDeleteAlert) {
            Button("Delete", role: .destructive) { deleted = true }
            Button("Cancel", role: .cancel) { }
        } message: {
            Text("This cannot be undone.")
        }
    }
}

private struct SettingsSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Preferences")
            Button("Done") { dismiss() }
        }
    }
}

private struct Note: Identifiable {
    let id: Int
    var title: String
}

private final class Theme: ObservableObject {
    @Published var accent = "orange"
}

private struct ThemeLabel: View {
    @EnvironmentObject var theme: Theme

    var body: some View {
        Text("Accent \(theme.accent)")
    }
}

@MainActor
@Suite struct SheetTests {
    private let size = Size(width: 390, height: 844)

    private func runtime(_ view: some View) -> ViewRuntime {
        let runtime = ViewRuntime(root: view, size: size, measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        return runtime
    }

    @Test func theSnippetsButtonRaisesTheSheetAndItsDismissClosesIt() throws {
        let runtime = runtime(AccountView())
        #expect(textNodes("Done", in: runtime).isEmpty)
        try tapText("Settings", in: runtime, at: 1)
        // On its way up from below the window (it starts there in the frame after the tap).
        runtime.layout(at: 1.2)
        let rising = try #require(frame(ofIDPrefixed: "modal:", in: runtime))
        #expect(rising.minY > SheetCard.topGap + 100)
        runtime.layout(at: 2)
        let card = try #require(frame(ofIDPrefixed: "modal:", in: runtime))
        #expect(card == Rect(x: 0, y: 10, width: 390, height: 834))
        // The content is laid out in the card, centered in it.
        let done = try #require(textNodes("Done", in: runtime).first)
        #expect(abs(done.frame.midY - card.midY) < 30)
        // The window is dimmed at 20% black over its whole frame.
        let dimming = try #require(runtime.lastLayout?.node(withID: PopoverDimmingID()))
        #expect(dimming.frame == Rect(x: 0, y: 0, width: 390, height: 844))

        try tapText("Done", in: runtime, at: 3)
        runtime.layout(at: 4)
        #expect(textNodes("Done", in: runtime).isEmpty)
        #expect(runtime.lastLayout?.node(withID: PopoverDimmingID()) == nil)
        #expect(runtime.nextFrameTime == nil)
    }

    @Test func aTapOnTheDimmingClosesTheSheetAndPressesOnTheCardStayOnIt() throws {
        let runtime = runtime(AccountView())
        try tapText("Settings", in: runtime, at: 1)
        runtime.layout(at: 2)
        // The card's empty part: nothing happens, the content beneath gets nothing.
        tap(Point(x: 195, y: 200), in: runtime, at: 3)
        runtime.layout(at: 4)
        #expect(!textNodes("Done", in: runtime).isEmpty)
        // The dimmed strip above the card.
        tap(Point(x: 195, y: 5), in: runtime, at: 5)
        runtime.layout(at: 6)
        #expect(textNodes("Done", in: runtime).isEmpty)
    }

    @Test func escapeClosesTheSheet() throws {
        let runtime = runtime(AccountView())
        try tapText("Settings", in: runtime, at: 1)
        runtime.layout(at: 2)
        runtime.handle(.key(KeyEvent(.down, .escape)), at: 3)
        // The frame after the change starts the slide out; it has ended by the next second.
        runtime.layout(at: 3.1)
        runtime.layout(at: 4)
        #expect(textNodes("Done", in: runtime).isEmpty)
    }

    @Test func onDismissRunsWhenTheSheetCloses() throws {
        let isPresented = Box(true), dismissals = Box(0)
        let runtime = ViewRuntime(size: size, measurer: FixedAdvanceTextMeasurer()) { _ in
            Text("Base")
                .sheet(isPresented: isPresented.binding, onDismiss: { dismissals.value += 1 }) {
                    SettingsSheet()
                }
        }
        runtime.layout(at: 0)
        runtime.layout(at: 1)
        #expect(dismissals.value == 0)
        try tapText("Done", in: runtime, at: 2)
        #expect(!isPresented.value)
        #expect(dismissals.value == 1)
        runtime.layout(at: 3)
        #expect(dismissals.value == 1)
    }

    @Test func anItemSheetShowsTheItemAndDismissingClearsIt() throws {
        let selected = Box<Note?>(nil)
        let runtime = ViewRuntime(size: size, measurer: FixedAdvanceTextMeasurer()) { _ in
            Button("Open") { selected.value = Note(id: 1, title: "Groceries") }
                .sheet(item: selected.binding) { note in
                    VStack {
                        Text(note.title)
                        SettingsSheet()
                    }
                }
        }
        runtime.layout(at: 0)
        try tapText("Open", in: runtime, at: 1)
        runtime.layout(at: 2)
        #expect(!textNodes("Groceries", in: runtime).isEmpty)
        try tapText("Done", in: runtime, at: 3)
        #expect(selected.value == nil)
        // Still drawn while it slides out, with the last item.
        #expect(!textNodes("Groceries", in: runtime).isEmpty)
        runtime.layout(at: 4)
        #expect(textNodes("Groceries", in: runtime).isEmpty)
    }

    @Test func theSheetsContentInheritsTheEnvironmentWhereItIsAttached() throws {
        let theme = Theme()
        let runtime = ViewRuntime(size: size, measurer: FixedAdvanceTextMeasurer()) { _ in
            Text("Base")
                .sheet(isPresented: .constant(true)) { ThemeLabel() }
                .environmentObject(theme)
        }
        runtime.layout(at: 0)
        runtime.layout(at: 1)
        #expect(!textNodes("Accent orange", in: runtime).isEmpty)
    }
}
