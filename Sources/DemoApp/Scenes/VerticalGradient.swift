import PopoverKit

/// A vertical gradient drawn as thin horizontal bands (the display list fills solid colors):
/// `bands` rows, each the color interpolated at its middle between the stops.
struct VerticalGradient: View {
    let colors: [Color]
    var bands = 64

    func makeNode() -> ViewNode {
        let colors = self.colors
        let bands = self.bands
        return VStack(spacing: 0) {
            ForEach(0..<bands, id: \.self) { band in
                // Each band reaches 1 pt into the next, which paints over it: no seams where
                // fractional band edges are anti-aliased.
                Color.clear
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Self.color(at: (Double(band) + 0.5) / Double(bands), in: colors)
                        .padding(.bottom, band == bands - 1 ? 0 : -1))
            }
        }.makeNode()
    }

    /// The color at `t` (0 top … 1 bottom), linear between evenly spaced stops.
    static func color(at t: Double, in colors: [Color]) -> Color {
        guard colors.count > 1 else { return colors.first ?? .clear }
        let position = min(max(t, 0), 1) * Double(colors.count - 1)
        let index = min(Int(position), colors.count - 2)
        let f = position - Double(index)
        let a = colors[index], b = colors[index + 1]
        return Color(red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
                     blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
    }
}
