extension Transform {
    /// A rectangle scaled and moved (the scale is positive, so corners stay corners).
    func mapRect(_ rect: Rect) -> Rect {
        let origin = apply(rect.origin)
        return Rect(origin: origin, size: Size(width: rect.width * scale, height: rect.height * scale))
    }
}
