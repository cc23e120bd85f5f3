import Foundation
import PopoverKit
import PopoverSDL

// WorldPopovers              open a window (or, with no display, write the two pictures)
// WorldPopovers --png DIR    write world-light.png and world-dark.png into DIR, no window

let size = Size(width: 390, height: 480)

@MainActor
func writePNGs(into folder: String) throws {
    for scheme in [ColorScheme.light, .dark] {
        let renderer = try HeadlessRenderer(size: size, scale: 2, colorScheme: scheme)
        let path = (folder as NSString).appendingPathComponent("world-\(scheme == .light ? "light" : "dark").png")
        try renderer.writePNG(ContentView(), to: path)
        print("wrote \(path)")
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    if let flag = arguments.firstIndex(of: "--png") {
        guard arguments.indices.contains(flag + 1) else {
            FileHandle.standardError.write(Data("usage: WorldPopovers [--png DIR]\n".utf8))
            exit(2)
        }
        try writePNGs(into: arguments[flag + 1])
    } else if PopoverWindow.isDisplayAvailable {
        try PopoverWindow(title: "World Popovers", size: size).run { ContentView() }
    } else {
        print("no display: rendering headlessly instead")
        try writePNGs(into: ".")
    }
} catch {
    FileHandle.standardError.write(Data("WorldPopovers: \(error)\n".utf8))
    exit(1)
}
