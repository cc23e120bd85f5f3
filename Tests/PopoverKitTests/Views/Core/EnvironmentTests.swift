import Testing
@testable import PopoverKit

/// An action that content can call to close what presents it.
struct DismissKey: EnvironmentKey {
    static var defaultValue: () -> Void { {} }
}

@Suite struct EnvironmentTests {
    let bounds = Rect(x: 0, y: 0, width: 100, height: 100)

    @Test func contentDeepInsideReadsACustomValueSetAbove() {
        let dismissals = Counter()
        let tree = VStack {
            HStack {
                EnvironmentReader { values in
                    Button("Close") { values[DismissKey.self]() }
                }
            }
        }
        .environment(DismissKey.self) { dismissals.value += 1 }
        testEngine.layout(tree, in: bounds).focusableTargets.first?.activate()
        #expect(dismissals.value == 1)
    }

    @Test func readerSeesBuiltInValuesAndLaysOutWhatItBuilds() {
        let tree = EnvironmentReader { values in
            box(values.font.size, values.isEnabled ? 1 : 2).id("box")
        }
        .font(Font(size: 30))
        .disabled(true)
        #expect(testEngine.layout(tree, in: bounds).frame(of: "box") == Rect(x: 35, y: 49, width: 30, height: 2))
    }

    @Test func defaultsApplyWhereNothingWasSet() {
        var read: Font?
        _ = testEngine.layout(EnvironmentReader { values in
            read = values.resolvedFont
            return []
        }, in: bounds)
        #expect(read == .body)
    }

    @Test func colorBackgroundAndViewSizeThatFits() {
        let view = box(10, 10, .white).padding(2).background(.black)
        #expect(view.sizeThatFits(proposal: .unspecified, measurer: FixedAdvanceTextMeasurer()) == Size(width: 14, height: 14))
        let items = testEngine.layout(view, in: Rect(x: 0, y: 0, width: 14, height: 14)).displayList().items
        #expect(items == [
            .fill(.rect(Rect(x: 0, y: 0, width: 14, height: 14)), .black),
            .fill(.rect(Rect(x: 2, y: 2, width: 10, height: 10)), .white),
        ])
    }

    @Test func overlayBuildersSeeTheEnvironment() {
        var size: Double?
        _ = testEngine.layout(Color.white.overlayPreferenceValue(NamesKey.self) { _, context in
            size = context.environment.font.size
            return []
        }.font(Font(size: 21)), in: bounds)
        #expect(size == 21)
    }
}
