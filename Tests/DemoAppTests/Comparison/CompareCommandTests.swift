import Foundation
import PopoverSDL
import Testing
import TestSupport
@testable import DemoApp

/// `popover-demo compare` writes a montage and a measured section per reference picture: the
/// three windows cropped from all-platforms.png among them, with the tv bubble's share of the
/// screen; pictures taken before the latest example text are compared with ours showing theirs.
@MainActor
@Suite(.serialized) struct CompareCommandTests {
    static func figures() throws -> (folder: String, text: String) {
        let folder = try ScratchFolder.make("compare")
        #expect(try CompareCommand.run(["--out-dir", folder]) == 0)
        return (folder, try String(contentsOfFile: folder + "/FIGURES.md", encoding: .utf8))
    }

    /// The section of FIGURES.md about `name`.
    static func section(_ name: String, in text: String) -> String {
        let parts = text.components(separatedBy: "\n## ")
        return parts.first { $0.hasPrefix(name + "\n") } ?? ""
    }

    /// A figure row's original and ours, nil where either is "–".
    static func row(_ feature: String, in section: String) -> (Double, Double)? {
        guard let line = section.split(separator: "\n").first(where: { $0.hasPrefix("| \(feature) |") }) else { return nil }
        let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        guard cells.count >= 3, let original = Double(cells[1]), let ours = Double(cells[2]) else { return nil }
        return (original, ours)
    }

    @Test func everyPictureHasAMontageAndMeasuredFigures() throws {
        let (folder, text) = try Self.figures()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for picture in ReferencePicture.all {
            let montage = try PNGReader.read(folder + "/" + picture.name + ".png")
            #expect(montage.width > 2 * (picture.crop?.width ?? 0), "\(picture.name)")
            let section = Self.section(picture.name, in: text)
            // The close-up cuts the bubble's sides: its width and corners are not shown.
            let shown = picture.menuSeed != nil ? ["menu width", "menu height", "corner radius", "row 1 width (icon, title)",
                                                   "row pitch", "fill level (0-255)", "rim over fill (levels)"]
                : picture.name == "bubble-closeup" ? ["bubble height", "arrow height", "arrow width at 0.5 pt", "text line 1 width"]
                : ["bubble width", "bubble height", "corner radius", "arrow height", "arrow width at 0.5 pt", "text line 1 width"]
            for feature in shown {
                #expect(Self.row(feature, in: section) != nil, "\(picture.name): \(feature)")
            }
            #expect(section.contains(ComparisonMontage.olderTextNote.dropFirst()) == picture.usesOlderText, "\(picture.name)")
        }
        for name in ["all-platforms-tv", "all-platforms-vision", "all-platforms-mac"] {
            #expect(ReferencePicture.all.contains { $0.name == name }, "\(name)")
        }
        // The tv bubble: about a sixth of the screen in both.
        let share = try #require(Self.row("bubble share of screen width (%)", in: Self.section("all-platforms-tv", in: text)))
        #expect(abs(share.0 - share.1) < 3, "\(share)")
        // The watch's glass menu: its fill as dark as the original's on the watch's black (a veil
        // of 8.5%, not 15%), with an edge, and its rows as far apart (4 pt between them, not 8).
        let menu = Self.section("watch-toolbar-menu", in: text)
        let fill = try #require(Self.row("fill level (0-255)", in: menu))
        #expect(abs(fill.0 - fill.1) <= 4, "fill \(fill)")
        let rim = try #require(Self.row("rim over fill (levels)", in: menu))
        #expect(rim.1 >= 3 && rim.1 <= rim.0 + 6, "rim \(rim)")
        let pitch = try #require(Self.row("row pitch", in: menu))
        #expect(abs(pitch.0 - pitch.1) <= 2, "row pitch \(pitch)")
        let rows = try #require(Self.row("rows", in: menu))
        #expect(rows.0 == 2 && rows.1 == 2, "\(rows)")
        // Ours shows the older two-line text where the picture does, so both have a second line.
        for name in ["example-centered", "all-platforms-vision", "all-platforms-mac"] {
            #expect(Self.row("text line 2 width", in: Self.section(name, in: text)) != nil, "\(name)")
        }
    }
}
