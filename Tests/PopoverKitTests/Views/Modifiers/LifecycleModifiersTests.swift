import Testing
@testable import PopoverKit

/// Logs what `onAppear` and `onChange` report, and shows a count its `onChange` keeps.
private final class Log {
    var lines: [String] = []
}

private struct Watched: View {
    let log: Log
    @State private var value = 0
    @State private var shows = true
    @State private var doubled = 0

    var body: some View {
        VStack {
            Button("bump") { value += 1 }
            Button("toggle") { shows.toggle() }
            if shows {
                Text("child").onAppear { log.lines.append("appear") }
            }
            Text("doubled \(doubled)")
                .onChange(of: value) { old, new in
                    log.lines.append("\(old)->\(new)")
                    doubled = new * 2
                }
                .onChange(of: value) { log.lines.append("changed") }
                .onChange(of: value, initial: true) { _, new in log.lines.append("initial \(new)") }
        }
    }
}

@MainActor
@Suite struct LifecycleModifiersTests {
    @Test func onAppearRunsWhenTheViewComesAndAgainWhenItComesBack() throws {
        let log = Log()
        let runtime = ViewRuntime(root: Watched(log: log), size: Size(width: 200, height: 200),
                                  measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        runtime.layout(at: 0.1)
        #expect(log.lines.filter { $0 == "appear" }.count == 1)
        try tapText("toggle", in: runtime, at: 1)
        try tapText("toggle", in: runtime, at: 2)
        #expect(log.lines.filter { $0 == "appear" }.count == 2)
    }

    @Test func onChangeReportsOldAndNewAndItsChangeShowsInTheSameFrame() throws {
        let log = Log()
        let runtime = ViewRuntime(root: Watched(log: log), size: Size(width: 200, height: 200),
                                  measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        #expect(log.lines == ["appear", "initial 0"])
        log.lines = []
        runtime.layout(at: 0.5)
        #expect(log.lines.isEmpty)
        try tapText("bump", in: runtime, at: 1)
        // The outermost modifier's action first, as layout reaches them.
        #expect(log.lines == ["initial 1", "changed", "0->1"])
        // The state the action set is drawn in the frame that ran it.
        #expect(drawnTexts(runtime).contains("doubled 2"))
        try tapText("bump", in: runtime, at: 2)
        #expect(log.lines.suffix(3) == ["initial 2", "changed", "1->2"])
        #expect(drawnTexts(runtime).contains("doubled 4"))
    }
}

/// A child that logs when it leaves, and a button that removes it.
private struct Leaving: View {
    let log: Log
    @State private var shows = true

    var body: some View {
        VStack {
            Button("toggle") { shows.toggle() }
            if shows {
                Text("child").onDisappear { log.lines.append("disappear") }
            }
        }
    }
}

@MainActor
@Suite struct OnDisappearTests {
    @Test func onDisappearRunsOnceWhenTheViewLeavesTheTree() throws {
        let log = Log()
        let runtime = ViewRuntime(root: Leaving(log: log), size: Size(width: 200, height: 200),
                                  measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        runtime.layout(at: 0.1)
        #expect(log.lines.isEmpty)
        try tapText("toggle", in: runtime, at: 1)
        #expect(log.lines == ["disappear"])
        runtime.layout(at: 1.5)
        try tapText("toggle", in: runtime, at: 2)
        #expect(log.lines == ["disappear"])
        try tapText("toggle", in: runtime, at: 3)
        #expect(log.lines == ["disappear", "disappear"])
    }
}
