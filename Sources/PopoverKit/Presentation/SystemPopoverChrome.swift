/// The bubble the system draws around `.popover` content (seeds 001 and 004): a panel in the system background
/// with a soft shadow and an arrow, or a bottom sheet with a grabber in a compact idiom.
struct SystemPopoverChrome: View {
    let content: ViewNode
    let isSheet: Bool
    var showsArrow = true

    /// The panel's and the sheet's corner radius; the system and UIKit styles place with it.
    static let cornerRadius = 12.0

    /// UIKit's popover and sheet background: the system background, elevated (#1C1C1E) in dark.
    static let panelFill = Color(light: .white, dark: Color(hex: 0x1C1C1E))

    func makeNode() -> ViewNode {
        if isSheet {
            return VStack(spacing: 8) {
                Capsule().fill(Color.systemGray3).frame(width: 36, height: 5).padding(.top, 6)
                content
                Spacer(minLength: 24)
            }
            .frame(maxWidth: .infinity)
            .background(RoundedRectangle(cornerRadius: Self.cornerRadius).fill(Self.panelFill))
            .shadow(color: Color.black.opacity(0.25), radius: 16, x: 0, y: 0)
        }
        return EnvironmentReader { environment in
            let outline = BubbleOutline(arrow: showsArrow ? environment[PopoverArrowKey.self] : nil, cornerRadius: Self.cornerRadius)
            let body = content.atLeast(environment[PopoverMinimumBodyKey.self])
            if let tint = environment[SystemPopoverMaterialKey.self] {
                body
                    .background(outline.backdropBlur(radius: Self.materialBlurRadius, tint: tint)
                        .shadow(color: Color.black.opacity(0.35), radius: 16, x: 0, y: 4))
            } else {
                body
                    .background(outline.fill(Self.panelFill))
                    .shadow(color: Color.black.opacity(0.22), radius: 12, x: 0, y: 2)
            }
        }.makeNode()
    }

    /// The blur of a material panel's backdrop, in points.
    static let materialBlurRadius = 20.0
}

/// A popover panel of material instead of the opaque system background: the veil laid over
/// its blurred backdrop, whose rim gives the panel its edge (tvOS draws popovers this way,
/// lighter than the screen beneath). Nil, the default, is the opaque panel of iOS and macOS.
public enum SystemPopoverMaterialKey: EnvironmentKey {
    public static var defaultValue: Color? { nil }
}
