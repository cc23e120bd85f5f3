import Testing
@testable import PopoverKit

private struct AccentKey: EnvironmentKey {
    static var defaultValue: String { "plain" }
}

extension EnvironmentValues {
    /// A custom member over an explicit key, as written before `@Entry`.
    fileprivate var accentName: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }

    /// The same with `@Entry`: an optional without a default, and a value with one.
    @Entry fileprivate var badge: Int?
    @Entry fileprivate var greeting: String = "hello"
}

/// Reads custom members and a library one.
private struct Reader: View {
    @Environment(\.accentName) private var accent
    @Environment(\.badge) private var badge
    @Environment(\.greeting) private var greeting
    @Environment(\.lineLimit) private var lineLimit

    var body: some View {
        Text("\(accent) \(badge.map(String.init) ?? "none") \(greeting) \(lineLimit.map(String.init) ?? "-")")
    }
}

/// A modifier reading the environment where it is applied.
private struct ReadsAccent: ViewModifier {
    @Environment(\.accentName) private var accent

    func body(content: Self.Content) -> some View {
        HStack {
            content
            Text("[\(accent)]")
        }
    }
}

@MainActor
@Suite struct EnvironmentPropertyTests {
    let size = Size(width: 400, height: 200)

    func texts(_ view: some View) -> [String] {
        let runtime = ViewRuntime(root: view, size: size, measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        return drawnTexts(runtime)
    }

    @Test func customMembersReadTheirDefaultsWhereNothingSetThem() {
        #expect(texts(Reader()) == ["plain none hello -"])
    }

    @Test func environmentWithAKeyPathSetsThemForTheViewsBeneath() {
        let view = VStack {
            Reader()
                .environment(\.accentName, "bold")
                .environment(\.badge, 3)
                .environment(\.greeting, "hi")
                .environment(\.lineLimit, 2)
            Reader()
        }
        #expect(texts(view) == ["bold 3 hi 2", "plain none hello -"])
    }

    @Test func theKeyTypeFormSetsTheSameValue() {
        #expect(texts(Reader().environment(AccentKey.self, "keyed")) == ["keyed none hello -"])
    }

    @Test func aModifierReadsTheEnvironmentWhereItIsApplied() {
        let view = Text("x").modifier(ReadsAccent()).environment(\.accentName, "outer")
        #expect(texts(view) == ["x", "[outer]"])
    }

    @Test func aGroupsEnvironmentReachesTheStatefulViewsInIt() {
        let view = VStack {
            Group {
                Reader()
                Reader()
            }
            .environment(\.badge, 7)
        }
        #expect(texts(view) == ["plain 7 hello -", "plain 7 hello -"])
    }

    @Test func readOutsideLayoutItIsTheDefault() {
        @Environment(\.greeting) var greeting
        #expect(greeting == "hello")
    }
}
