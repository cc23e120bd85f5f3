// swift-tools-version:6.2
import PackageDescription

// Popovers in several scripts and directions, as a package using the library would show them
// (see HelloPopover for how the dependency is named).
let package = Package(
    name: "WorldPopovers",
    dependencies: [
        .package(name: "PopoverDemo", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "WorldPopovers",
            dependencies: [
                .product(name: "PopoverKit", package: "PopoverDemo"),
                .product(name: "PopoverSDL", package: "PopoverDemo"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
