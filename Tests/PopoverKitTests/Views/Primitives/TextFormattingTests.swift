import Foundation
import Testing
@testable import PopoverKit

/// SwiftUI's string key interpolations and formatted text.
@Suite struct TextFormattingTests {
    func drawn(_ view: some View) -> String {
        testEngine.layout(view, in: Rect(x: 0, y: 0, width: 400, height: 100)).displayList().items
            .compactMap { if case .text(let run) = $0 { run.text } else { nil } }.joined()
    }

    @Test func aSpecifierFormatsAsPrintfDoes() {
        let volume = 0.456, count = 7
        #expect(drawn(Text("Volume: \(volume, specifier: "%.1f")")) == "Volume: 0.5")
        #expect(drawn(Text("\(count, specifier: "%03d") left")) == "007 left")
        #expect(drawn(Button("\(volume * 100, specifier: "%.0f")%") {}) == "46%")
    }

    @Test func aFormatStyleFormatsTheValue() {
        #expect(drawn(Text(1234, format: .number)) == 1234.formatted(.number))
        #expect(drawn(Text(0.25, format: .percent)) == "25%")
        #expect(drawn(Text("Total \(3.5, format: .number.precision(.fractionLength(2)))")) == "Total 3.50")
    }

    @Test func aDateStyleShowsTheDateOrTheTime() {
        let date = Date(timeIntervalSince1970: 86400 * 365)
        #expect(drawn(Text(date, style: .date)) == date.formatted(date: .long, time: .omitted))
        #expect(drawn(Text(date, style: .time)) == date.formatted(date: .omitted, time: .shortened))
        #expect(drawn(Text("At \(date, style: .time)")) == "At " + date.formatted(date: .omitted, time: .shortened))
    }

    @Test func aSubstringIsShownAsAString() {
        let name = "Ada Lovelace"
        #expect(drawn(Text(name.split(separator: " ")[0])) == "Ada")
    }
}
