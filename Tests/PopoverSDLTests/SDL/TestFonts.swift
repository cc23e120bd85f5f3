import Foundation

/// The bundled fonts folder of this source tree.
enum TestFonts {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // SDL
        .deletingLastPathComponent() // PopoverSDLTests
        .deletingLastPathComponent() // Tests
        .deletingLastPathComponent() // package root
        .appendingPathComponent("Assets/Fonts").path
}
