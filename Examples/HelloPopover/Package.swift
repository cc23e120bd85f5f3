// swift-tools-version:6.2
import PackageDescription

// A package that uses the popover library the way any other would: by path here (inside the
// library's own repository), by URL elsewhere. The path dependency is named so that the
// products below can name their package whatever the folder the library was cloned into.
let package = Package(
    name: "HelloPopover",
    dependencies: [
        .package(name: "PopoverDemo", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "HelloPopover",
            dependencies: [
                .product(name: "PopoverKit", package: "PopoverDemo"),
                .product(name: "PopoverSDL", package: "PopoverDemo"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
