import PopoverKit
import Testing
@testable import DemoApp

/// The example's bubble says the latest example's text (ContentView.swift:29 at 9a126e0) on every
/// platform: a monospaced code span, then " ! 🙂"; 14 pt on watch only.
@MainActor
@Suite struct ExampleBubbleTextTests {
    @Test func everyIdiomShowsTheLatestText() throws {
        for idiom in Idiom.allCases {
            let (app, _) = try IdiomLookTests.render("example", idiom)
            let runs = app.lastLayout.map { $0.displayList().items.compactMap { item -> TextRun? in
                if case .text(let run) = item { return run } else { return nil }
            } } ?? []
            let code = try #require(runs.first { $0.text.contains("Image(systemName:") }, "\(idiom): \(runs.map(\.text))")
            #expect(code.font.design == .monospaced, "\(idiom)")
            // Lines may wrap at a space (the watch's do), so spaces are not compared.
            let joined = runs.map(\.text).joined().filter { !$0.isWhitespace }
            #expect(joined.contains("Image(systemName:\"globe\")!🙂"), "\(idiom): \(runs.map(\.text))")
            #expect(!joined.contains("SFSymbol"), "\(idiom): the older text")
            #expect(code.font.size == (idiom == .watch ? 14 : Font.bubble.size), "\(idiom): \(code.font.size)")
        }
    }
}
