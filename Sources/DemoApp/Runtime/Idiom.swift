import PopoverKit
import PopoverSDL

/// The platforms the original example branches on, mirrored: window size, text and bubble
/// metrics, whether content drags, how the dimming dismisses, and the menu's fill.
enum Idiom: String, CaseIterable {
    case mac, phone, pad, watch, tv, vision

    /// The window size, in points.
    var windowSize: Size {
        switch self {
        case .mac: Size(width: 800, height: 600)
        case .phone: Size(width: 390, height: 844)
        case .pad: Size(width: 820, height: 1180)
        case .watch: Size(width: 198, height: 242)
        // tvOS lays out on a 1920 × 1080 pt screen, with the bubble's fixed 16 pt text
        // (PopoverMessageBubble.swift:51 in the original): the bubble is a sixth of its width.
        case .tv: Size(width: 1920, height: 1080)
        case .vision: Size(width: 1280, height: 720)
        }
    }

    /// The pixel scale screenshots and clips use unless told otherwise.
    var defaultScale: Double { self == .watch ? 2 : 1 }

    var bubblePadding: EdgeInsets { self == .watch ? PopoverConstants.watchPadding : PopoverConstants.defaultPadding }
    var cornerRadius: Double { self == .watch ? PopoverConstants.watchCornerRadius : PopoverConstants.cornerRadius }
    /// The example pads its scope by 4 pt, except on watch.
    var scopePadding: Double { self == .watch ? 0 : 4 }
    /// TV has no content drag, and a tap (not a press) dismisses.
    var dragsContent: Bool { self != .tv }
    var tapToDismiss: Bool { self == .tv }
    /// Apple's `.popover` becomes a sheet on a phone.
    var isCompact: Bool { self == .phone || self == .watch }

    /// The toolbar menu's fill over its glass: white on the Mac, clear elsewhere. On visionOS the
    /// window's glass is already light enough that a white wash would drop its white text under 4.5:1.
    var menuFill: Color {
        switch self {
        case .mac: .white
        default: .clear
        }
    }

    /// Mac, phone and pad are light; watch and TV apps are dark, and visionOS windows are
    /// glass darkened for white text, as in the original's screenshots.
    var colorScheme: ColorScheme {
        switch self {
        case .mac, .phone, .pad: .light
        case .watch, .tv, .vision: .dark
        }
    }

    /// The window's background in its color scheme; where the window is a gradient, its top
    /// color; on visionOS, the glass where the room behind it is lightest.
    var background: Color {
        if self == .vision { return VisionRoom.glassTint.resolved(in: .dark).composited(over: VisionRoom.wall) }
        return windowGradient?.first ?? Color.systemBackground.resolved(in: colorScheme)
    }

    /// The window's gradient, top to bottom, where it is plain color but not one: tvOS's dark
    /// gray that lightens toward the top of the original's screenshot, picked by eye from it.
    var windowGradient: [Color]? {
        self == .tv ? [Color(hex: 0x2C2C2E), Color(hex: 0x1C1C1E), Color(hex: 0x121212)] : nil
    }

    /// What the window shows behind its scene: visionOS's glass over a room, a gradient, or a color.
    var windowBackground: ViewNode {
        if self == .vision { return VisionRoom.window }
        return windowGradient.map { LinearGradient(colors: $0, startPoint: .top, endPoint: .bottom).makeNode() }
            ?? background.makeNode()
    }

    /// Behind a bar at the window's top: the window's own background, except on visionOS, whose
    /// glass runs under its toolbar.
    var barBackground: Color { self == .vision ? .clear : background }

    /// Secondary text (captions, labels of controls): the increased-contrast gray, and on
    /// visionOS's glass white, as its vibrant secondary text reads (a gray would not keep 4.5:1).
    var secondaryLabel: Color { self == .vision ? Self.visionSecondaryLabel : .highContrastSystemGray }
    static let visionSecondaryLabel = Color.white

    /// The example's `Color.blue` bubble: the system blue, lighter over visionOS's glass (as the
    /// reference picture shows), still giving its white text 3:1.
    var bubbleBlue: Color { self == .vision ? Color(hex: 0x2E90FF) : .blue }

    /// The example's `.foregroundStyle(.tint)` globe: the app's tint, which on watchOS (with no
    /// accent color in the original's asset catalog) is the system gray of the reference picture.
    var exampleGlobeColor: Color { self == .watch ? Color(hex: 0xA2A2A7) : .systemBlue }

    /// The material `.popover` panels take: tvOS's lighter blur with an edge; nil elsewhere,
    /// the opaque system background.
    var systemPopoverMaterial: Color? { self == .tv ? Color.white.opacity(0.2) : nil }

    /// Button labels: white on visionOS's glass; elsewhere the system blue's high-contrast value,
    /// since the standard one reads at 4.0:1 on white.
    var tint: Color { self == .vision ? .white : .highContrastSystemBlue }

    var next: Idiom {
        let all = Idiom.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    static func named(_ name: String) throws -> Idiom {
        guard let idiom = Idiom(rawValue: name) else {
            throw UsageError("unknown idiom \"\(TerminalText.escaped(name))\"; valid idioms: \(Idiom.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return idiom
    }
}

extension Color {
    /// This color, with its alpha, over an opaque `background`.
    func composited(over background: Color) -> Color {
        func mix(_ a: Double, _ b: Double) -> Double { a * alpha + b * (1 - alpha) }
        return Color(red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue))
    }
}
