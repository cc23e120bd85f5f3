// swift-tools-version:6.2
import PackageDescription

// A package that uses the popover library the way any other would: by path here (inside the
// library's own repository), by URL elsewhere.
let package = Package(
    name: "HelloPopover",
    dependencies: [
        .package(path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "HelloPopover",
            // By product name, so this does not depend on the folder the library was cloned into.
            dependencies: ["PopoverKit", "PopoverSDL"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
