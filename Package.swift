// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "PopoverDemo",
    products: [
        .library(name: "PopoverKit", targets: ["PopoverKit"]),
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
        // Pure Swift: geometry, placement, presentation, animation, input, views.
        .target(name: "PopoverKit"),
        // SDL backend: window, event source, renderer, headless capture.
        .target(name: "PopoverSDL", dependencies: ["CSDL2", "PopoverKit"]),
        // Scenes, command line, recorder and verifier, as a library so tests can drive them.
        .target(
            name: "DemoApp",
            dependencies: ["PopoverKit", "PopoverSDL"],
            exclude: ["Scenarios/FORMAT.md"],
            swiftSettings: [.defaultIsolation(MainActor.self)]
        ),
        .executableTarget(name: "popover-demo", dependencies: ["DemoApp"]),
        .testTarget(name: "PopoverKitTests", dependencies: ["PopoverKit"]),
        .testTarget(name: "PopoverSDLTests", dependencies: ["PopoverSDL", "CSDL2", "PopoverKit"]),
        .testTarget(name: "DemoAppTests", dependencies: ["DemoApp", "PopoverKit", "PopoverSDL", "CSDL2"]),
    ],
    swiftLanguageModes: [.v6]
)
