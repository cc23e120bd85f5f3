import Testing
@testable import PopoverKit

// A sign-in form as SwiftUI code writes it; only the import differs.
private struct SignInForm: View {
    @State private var username = ""
    @State private var password = ""
    @State private var signedIn = ""

    var body: some View {
        VStack(spacing: 12) {
            TextField("Username", text: $username)
                .textFieldStyle(.roundedBorder)
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
            Text(signedIn.isEmpty ? "Not signed in" : "Hello, \(signedIn)")
        }
        .padding()
        .onSubmit { signedIn = username }
    }
}

@MainActor
@Suite struct TextFieldTests {
    let size = Size(width: 320, height: 240)

    func runtime() -> ViewRuntime {
        let runtime = ViewRuntime(root: SignInForm(), size: size, measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        return runtime
    }

    /// The text fields' nodes, top to bottom.
    func fields(_ runtime: ViewRuntime) -> [LaidOutNode] {
        runtime.lastLayout!.root.allNodes.filter { $0.drawing is TextFieldDrawing }
    }

    func isEditing(_ field: LaidOutNode) -> Bool { (field.drawing as? TextFieldDrawing)?.caret != nil }

    func tap(_ node: LaidOutNode, in runtime: ViewRuntime, at time: Double) {
        let point = node.frame.center
        runtime.handle(.pointerDown(point, .primary), at: time)
        runtime.handle(.pointerUp(point, .primary), at: time + 0.05)
        runtime.layout(at: time + 0.1)
    }

    func key(_ key: Key, in runtime: ViewRuntime, at time: Double) -> KeyEvent? {
        let down = runtime.route(.key(KeyEvent(.down, key)), at: time)
        _ = runtime.route(.key(KeyEvent(.up, key)), at: time)
        runtime.layout(at: time + 0.01)
        return down
    }

    @Test func emptyFieldsShowTheirTitlesAsGrayPlaceholdersAcrossTheWidth() throws {
        let runtime = runtime()
        #expect(drawnTexts(runtime) == ["Username", "Password", "Not signed in"])
        let placeholder = try #require(runtime.lastLayout!.root.allNodes.compactMap { ($0.drawing as? TextDrawing)?.runs.first }
            .first { $0.text == "Username" })
        #expect(placeholder.color == Color.tertiaryLabel.resolved(in: .light))
        for field in fields(runtime) {
            #expect(field.frame.width == size.width - 32, "a text field takes the width offered")
            #expect(!isEditing(field))
        }
    }

    @Test func aTappedFieldEditsTypedTextAndBackspace() throws {
        let runtime = runtime()
        tap(fields(runtime)[0], in: runtime, at: 1)
        #expect(isEditing(fields(runtime)[0]) && !isEditing(fields(runtime)[1]))
        runtime.handle(.text("anm"), at: 1.2)
        #expect(key(.backspace, in: runtime, at: 1.3) == nil)
        runtime.handle(.text("n"), at: 1.4)
        // A letter key while editing types (its text comes as .text) instead of reaching the app.
        #expect(key(.letter("a"), in: runtime, at: 1.5) == nil)
        runtime.handle(.text("a"), at: 1.5)
        runtime.layout(at: 1.6)
        #expect(drawnTexts(runtime).first == "anna")
        // The caret stands after the text.
        let text = try #require(runtime.lastLayout!.root.allNodes.first { ($0.drawing as? TextDrawing)?.runs.first?.text == "anna" })
        let caret = try #require((fields(runtime)[0].drawing as? TextFieldDrawing)?.caret)
        #expect(abs(caret.minX - text.frame.maxX) < 0.5)
    }

    @Test func aSecureFieldShowsBulletsAndReturnSubmitsAndEndsEditing() throws {
        let runtime = runtime()
        tap(fields(runtime)[0], in: runtime, at: 1)
        runtime.handle(.text("ann"), at: 1.2)
        tap(fields(runtime)[1], in: runtime, at: 2)
        runtime.handle(.text("pw!"), at: 2.2)
        runtime.layout(at: 2.3)
        #expect(drawnTexts(runtime).prefix(2) == ["ann", "•••"])
        #expect(key(.return, in: runtime, at: 3) == nil)
        #expect(drawnTexts(runtime).last == "Hello, ann")
        #expect(!fields(runtime).contains(where: isEditing))
        // With no field editing, typing changes nothing and letter keys reach the app.
        runtime.handle(.text("x"), at: 3.1)
        #expect(key(.letter("h"), in: runtime, at: 3.2) != nil)
        #expect(drawnTexts(runtime).prefix(2) == ["ann", "•••"])
    }

    @Test func escapeEndsEditingAndTabFocusesTheNextField() throws {
        let runtime = runtime()
        tap(fields(runtime)[0], in: runtime, at: 1)
        _ = key(.escape, in: runtime, at: 1.2)
        #expect(!fields(runtime).contains(where: isEditing))
        _ = key(.tab, in: runtime, at: 1.3)
        _ = key(.tab, in: runtime, at: 1.4)
        #expect(isEditing(fields(runtime)[1]))
    }
}
