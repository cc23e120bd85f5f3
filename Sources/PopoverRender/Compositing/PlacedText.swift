import PopoverKit

/// A text run's rendered image and the pixel where its top-left corner goes.
@MainActor
struct PlacedText {
    let image: TextImage
    let left: Int
    let top: Int

    init(_ run: TextRun, transform: Transform, scale: Double, renderer: any TextRasterizing) {
        var font = run.font
        font.size *= transform.scale
        image = renderer.image(for: run.text, font: font)
        let origin = transform.apply(run.origin)
        left = Int((origin.x * scale).rounded())
        top = Int((origin.y * scale).rounded())
    }

    var bounds: PixelRect { PixelRect(minX: left, minY: top, maxX: left + image.width, maxY: top + image.height) }
}
