// swift-tools-version:6.2
import CompilerPluginSupport
import Foundation
import PackageDescription

/// The toolchain's host libraries: its own build of swift-syntax, which the compiler uses to run
/// macros. `@Entry` is a macro, and building one normally means downloading swift-syntax; built
/// against these instead, the package downloads nothing. They sit in `<toolchain>/usr/lib/swift/host`,
/// found from the toolchain's Foundation this manifest runs with (`.../lib/swift/linux/`, in
/// `/proc/self/maps`), else from `swiftc` on the PATH; nil if neither has them, and PopoverKit
/// is then built without its macros.
let toolchainHost: String? = {
    func host(_ swiftLib: Substring) -> String? {
        let host = swiftLib + "/host"
        return FileManager.default.fileExists(atPath: host + "/SwiftSyntaxMacros.swiftmodule") ? String(host) : nil
    }
    let maps = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
    for line in maps.split(separator: "\n") {
        guard let start = line.firstIndex(of: "/"), let platform = line.range(of: "/lib/swift/linux/") else { continue }
        if let found = host(line[start..<platform.lowerBound] + "/lib/swift") { return found }
    }
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let swiftc = URL(fileURLWithPath: String(directory) + "/swiftc").resolvingSymlinksInPath()
        guard FileManager.default.fileExists(atPath: swiftc.path) else { continue }
        let usr = swiftc.deletingLastPathComponent().deletingLastPathComponent().path
        if let found = host(Substring(usr + "/lib/swift")) { return found }
    }
    return nil
}()

/// PopoverKit's macros (`@Entry`), a compiler plugin linked to the toolchain's swift-syntax.
let macroTargets: [Target] = toolchainHost.map { host in
    [.macro(
        name: "PopoverKitMacros",
        swiftSettings: [.unsafeFlags(["-I", host])],
        linkerSettings: [.unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host] + [
            "SwiftSyntax", "SwiftSyntaxMacros", "SwiftSyntaxBuilder", "SwiftCompilerPluginMessageHandling",
            "SwiftDiagnostics", "SwiftParser", "SwiftOperators", "SwiftSyntaxMacroExpansion", "SwiftBasicFormat",
        ].map { "-l" + $0 })]
    )]
} ?? []

let package = Package(
    name: "PopoverDemo",
    products: [
        .library(name: "PopoverPlacement", targets: ["PopoverPlacement"]),
        .library(name: "PopoverKit", targets: ["PopoverKit"]),
        .library(name: "PopoverRender", targets: ["PopoverRender"]),
        .library(name: "PopoverSDL", targets: ["PopoverSDL"]),
        .executable(name: "popover-demo", targets: ["popover-demo"]),
    ],
    targets: [
        // The only code that includes SDL headers. A plain C target with linkedLibrary
        // (not a pkg-config system library) avoids SwiftPM's "-D_REENTRANT" warning.
        .target(
            name: "CSDL2",
            linkerSettings: [
                .linkedLibrary("SDL2"),
                .linkedLibrary("SDL2_ttf"),
                .linkedLibrary("SDL2_image"),
                // Font fallback (the desktop's fonts for characters the bundled ones lack) and
                // the Unicode bidirectional algorithm, for text in every script.
                .linkedLibrary("fontconfig"),
                .linkedLibrary("fribidi"),
                // Xlib's error handler, to notice a window destroyed from outside.
                .linkedLibrary("X11"),
            ]
        ),
        // Linux system calls Glibc's overlay lacks (vmsplice, gettid) and one posix_spawn with
        // clean signals, for the recorder (and its ffmpeg) and the tests' Xvfb.
        .target(name: "CLinux"),
        // The engine, on the standard library and Foundation alone: geometry, the bubble and
        // arrow outline, and placement as a list of steps.
        .target(name: "PopoverPlacement"),
        // Pure Swift: presentation, animation, input, views, on the engine, which it re-exports.
        // (And its macros, when the toolchain has swift-syntax: see `toolchainHost`.)
        .target(
            name: "PopoverKit",
            dependencies: ["PopoverPlacement"] + macroTargets.map { .target(name: $0.name) },
            swiftSettings: macroTargets.isEmpty ? [] : [.define("POPOVERKIT_MACROS")]
        ),
        // Pure Swift: rasterizer, blur, compositor, damage tracking. Pixels from display lists.
        .target(name: "PopoverRender", dependencies: ["PopoverKit"]),
        // SDL: the window, its events as InputEvent, SDL_ttf text, PNG files, and the entry
        // points (PopoverWindow, HeadlessRenderer). The fonts ship inside it as resources, so a
        // package that depends on it passes no font path.
        .target(
            name: "PopoverSDL",
            dependencies: ["CSDL2", "PopoverKit", "PopoverRender"],
            resources: [.copy("Resources/Fonts")]
        ),
        // Scenes, command line, recorder and verifier, as a library so tests can drive them.
        .target(
            name: "DemoApp",
            dependencies: ["PopoverKit", "PopoverRender", "PopoverSDL", "CLinux"],
            swiftSettings: [.defaultIsolation(MainActor.self)]
        ),
        .executableTarget(name: "popover-demo", dependencies: ["DemoApp"]),
        // Test support: a counting malloc for the placement allocation test; in no product.
        .target(name: "CAllocationCounter", path: "Tests/Support/CAllocationCounter"),
        // Test support: synthetic SDL input for tests that read SDL's queue; in no product.
        .target(name: "CSDLEventPush", path: "Tests/Support/CSDLEventPush", linkerSettings: [.linkedLibrary("SDL2")]),
        // Test support shared by the test targets: SDL started once per run, an Xvfb of a test's own.
        .target(name: "TestSupport", dependencies: ["PopoverSDL", "CLinux"], path: "Tests/Support/TestSupport"),
        .testTarget(name: "PopoverPlacementTests", dependencies: ["PopoverPlacement", "CAllocationCounter"]),
        .testTarget(name: "PopoverKitTests", dependencies: ["PopoverKit"]),
        .testTarget(name: "PopoverRenderTests", dependencies: ["PopoverRender", "PopoverKit"]),
        .testTarget(name: "PopoverSDLTests", dependencies: ["PopoverSDL", "PopoverRender", "CSDL2", "PopoverKit", "TestSupport", "CSDLEventPush"]),
        .testTarget(name: "DemoAppTests", dependencies: ["DemoApp", "PopoverKit", "PopoverRender", "PopoverSDL", "CSDL2", "CLinux", "TestSupport", "CSDLEventPush"]),
    ] + macroTargets,
    swiftLanguageModes: [.v6]
)
