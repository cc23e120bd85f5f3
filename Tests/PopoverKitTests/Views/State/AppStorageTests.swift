import Foundation
import Testing
@testable import PopoverKit

private enum Sort: String { case newest, oldest }

private struct StoredCounter: View {
    @AppStorage("count", store: AppStorageTests.store) var count = 0
    @AppStorage("sort", store: AppStorageTests.store) var sort: Sort = .newest

    var body: some View {
        VStack {
            Button("Add") { count += 1 }
            Text("count \(count) \(sort.rawValue)")
        }
    }
}

/// `@AppStorage` reads and writes `UserDefaults`, so its value outlives the view.
@MainActor
@Suite struct AppStorageTests {
    nonisolated(unsafe) static let store = UserDefaults(suiteName: "AppStorageTests-\(getpid())")!

    @Test func aChangeIsStoredAndSeenByANewView() throws {
        Self.store.removeObject(forKey: "count")
        Self.store.set("oldest", forKey: "sort")
        let runtime = ViewRuntime(root: StoredCounter(), size: Size(width: 300, height: 300), measurer: FixedAdvanceTextMeasurer())
        runtime.layout(at: 0)
        #expect(drawnTexts(runtime).contains("count 0 oldest"))
        try tapText("Add", in: runtime, at: 1)
        try tapText("Add", in: runtime, at: 2)
        #expect(drawnTexts(runtime).contains("count 2 oldest"))
        #expect(Self.store.integer(forKey: "count") == 2)
        let again = ViewRuntime(root: StoredCounter(), size: Size(width: 300, height: 300), measurer: FixedAdvanceTextMeasurer())
        again.layout(at: 0)
        #expect(drawnTexts(again).contains("count 2 oldest"))
    }
}
