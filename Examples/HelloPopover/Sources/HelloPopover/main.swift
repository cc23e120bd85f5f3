import Foundation
import PopoverKit
import PopoverSDL

// hello-popover            open a window (or, with no display, write hello.png)
// hello-popover --png OUT  render one frame to OUT without a window

let size = Size(width: 390, height: 500)

@MainActor
func writePNG(to path: String) throws {
    let renderer = try HeadlessRenderer(size: size, scale: 2)
    try renderer.writePNG(ContentView(), to: path)
    print("wrote \(path)")
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    if let flag = arguments.firstIndex(of: "--png") {
        guard arguments.indices.contains(flag + 1) else {
            FileHandle.standardError.write(Data("usage: HelloPopover [--png OUT.png]\n".utf8))
            exit(2)
        }
        try writePNG(to: arguments[flag + 1])
    } else if PopoverWindow.isDisplayAvailable {
        // Drag the content: it follows, then springs back. Q or closing the window quits.
        try PopoverWindow(title: "Hello, Popover", size: size).run { ContentView() }
    } else {
        print("no display: rendering headlessly instead")
        try writePNG(to: "hello.png")
    }
} catch {
    FileHandle.standardError.write(Data("HelloPopover: \(error)\n".utf8))
    exit(1)
}
