// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "PopoverDemo",
    products: [
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
                // Xlib's error handler, to notice a window destroyed from outside.
                .linkedLibrary("X11"),
            ]
        ),
        // Linux system calls Glibc's overlay lacks (vmsplice, gettid) and one posix_spawn with
        // clean signals, for the recorder (and its ffmpeg) and the tests' Xvfb.
        .target(name: "CLinux"),
        // Pure Swift: geometry, placement, presentation, animation, input, views.
        .target(name: "PopoverKit"),
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
        .testTarget(name: "PopoverKitTests", dependencies: ["PopoverKit", "CAllocationCounter"]),
        .testTarget(name: "PopoverRenderTests", dependencies: ["PopoverRender", "PopoverKit"]),
        .testTarget(name: "PopoverSDLTests", dependencies: ["PopoverSDL", "PopoverRender", "CSDL2", "PopoverKit", "TestSupport", "CSDLEventPush"]),
        .testTarget(name: "DemoAppTests", dependencies: ["DemoApp", "PopoverKit", "PopoverRender", "PopoverSDL", "CSDL2", "CLinux", "TestSupport", "CSDLEventPush"]),
    ],
    swiftLanguageModes: [.v6]
)
