/// Sizes and colors of the built-in controls' looks (iOS-like).
enum ControlMetrics {
    static let labelIconSpacing = 8.0
    /// A pressed button's label is drawn at this opacity.
    static let pressedOpacity = 0.25
    /// A hovered button gets a rounded highlight of its label color at this opacity.
    static let hoverHighlightOpacity = 0.12
    static let hoverCornerRadius = 6.0
    /// The focus ring: a band from 1 to 4 pt outside the control, in the tint at 60%.
    static let focusRingGap = 1.0
    static let focusRingWidth = 3.0
    static let focusRingOpacity = 0.6
    /// A disabled control's content is drawn at this opacity.
    static let disabledOpacity = 0.4

    /// Bordered buttons: the label inset in its capsule, the bordered fill's opacity of the
    /// tint, and the contrast white labels keep on a prominent fill (WCAG AA for body text).
    static let borderedButtonInsets = EdgeInsets(top: 7, leading: 14, bottom: 7, trailing: 14)
    static let borderedFillOpacity = 0.15
    static let minimumLabelContrast = 4.5

    static let switchSize = Size(width: 51, height: 31)
    static let switchKnobDiameter = 27.0
    static let switchKnobInset = 2.0
    static let switchOnColor = Color.systemGreen
    /// The off track: UIKit's switch track in light; in dark a white veil, UIKit's #39393D over
    /// black, that stays lighter than any dark or glass background beneath.
    static let switchOffColor = Color(light: Color(hex: 0xE5E5EA), dark: Color.white.opacity(0.2))
}
