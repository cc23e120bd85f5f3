import PopoverKit
import Testing

/// `import PopoverKit` alone brings Foundation, as `import SwiftUI` does: this file imports
/// nothing else, so it stops compiling if the re-export goes.
@Suite struct FoundationExportTests {
    struct Item: Identifiable {
        let id = UUID()
        var created = Date(timeIntervalSince1970: 0)
        var link = URL(string: "https://example.com/a")
    }

    @Test func foundationTypesAreNameable() {
        let item = Item()
        #expect(item.id != Item().id)
        #expect(item.created.timeIntervalSince1970 == 0)
        #expect(item.link?.lastPathComponent == "a")
        #expect(CGSize(width: 2, height: 3).width == 2)
    }
}
