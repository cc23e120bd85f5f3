/// iOS's slider: a 4 pt capsule track filled in the tint up to the value, the rest in the fill
/// gray, and a white round thumb with a soft shadow, 28 pt tall and as wide as offered. A press
/// on the track moves the thumb there, and dragging moves it along, snapping to `step`. The
/// label is not drawn (iOS keeps it for accessibility); minimum and maximum value labels sit
/// at the ends.
public struct Slider: View {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let minimumValueLabel: [ViewNode]
    let maximumValueLabel: [ViewNode]
    let onEditingChanged: (Bool) -> Void

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, min: [], max: [])
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged, min: [], max: [])
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        @ViewBuilder label: () -> [ViewNode])
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, min: [], max: [])
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        @ViewBuilder label: () -> [ViewNode])
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged, min: [], max: [])
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>,
                                        @ViewBuilder label: () -> [ViewNode],
                                        @ViewBuilder minimumValueLabel: () -> [ViewNode],
                                        @ViewBuilder maximumValueLabel: () -> [ViewNode],
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged,
                  min: minimumValueLabel(), max: maximumValueLabel())
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
                                        @ViewBuilder label: () -> [ViewNode],
                                        @ViewBuilder minimumValueLabel: () -> [ViewNode],
                                        @ViewBuilder maximumValueLabel: () -> [ViewNode],
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged,
                  min: minimumValueLabel(), max: maximumValueLabel())
    }

    private init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: Double?,
                                         onEditingChanged: @escaping (Bool) -> Void, min: [ViewNode], max: [ViewNode]) {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.flatMap { $0 > 0 ? $0 : nil }
        self.onEditingChanged = onEditingChanged
        minimumValueLabel = min
        maximumValueLabel = max
    }

    public func makeNode() -> ViewNode {
        let track = ViewNode(modifier: SliderTrackModifier(value: value, bounds: bounds, step: step,
                                                           onEditingChanged: onEditingChanged),
                             content: Color.clear)
        if minimumValueLabel.isEmpty && maximumValueLabel.isEmpty { return track }
        return HStack(spacing: SliderMetrics.labelSpacing) {
            minimumValueLabel
            track
            maximumValueLabel
        }.makeNode()
    }
}

/// UISlider's measures.
enum SliderMetrics {
    static let height = 28.0
    static let trackHeight = 4.0
    static let thumbDiameter = 27.0
    static let labelSpacing = 8.0
    /// The width a slider takes when offered none.
    static let idealWidth = 160.0
}

/// The slider's track and thumb, drawn over its frame, and the drag that sets the value.
struct SliderTrackModifier: ModifierKind {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let onEditingChanged: (Bool) -> Void

    func size(_ sizer: NodeSizer) -> Size {
        Size(width: max(sizer.proposal.width ?? SliderMetrics.idealWidth, SliderMetrics.thumbDiameter),
             height: SliderMetrics.height)
    }

    /// The fraction of the range `value` is at, in 0...1.
    func fraction(of value: Double) -> Double {
        let span = bounds.upperBound - bounds.lowerBound
        guard span > 0, value.isFinite else { return 0 }
        return min(max((value - bounds.lowerBound) / span, 0), 1)
    }

    /// The value for a pointer at `x` over a track in `frame`: the thumb's center follows the
    /// pointer between its two end positions.
    func value(atX x: Double, in frame: Rect) -> Double {
        let radius = SliderMetrics.thumbDiameter / 2
        let usable = frame.width - 2 * radius
        let fraction = usable > 0 ? min(max((x - frame.minX - radius) / usable, 0), 1) : 0
        var result = bounds.lowerBound + fraction * (bounds.upperBound - bounds.lowerBound)
        if let step {
            result = bounds.lowerBound + ((result - bounds.lowerBound) / step).rounded() * step
            result = min(max(result, bounds.lowerBound), bounds.upperBound)
        }
        return result
    }

    func place(_ placer: NodePlacer) -> LaidOutNode {
        let frame = placer.frame, env = placer.env
        let drawing = SliderDrawing(frame: frame, fraction: fraction(of: value.wrappedValue),
                                    fill: env.resolve(env.tint), track: env.resolve(.systemFill),
                                    thumb: .white, isEnabled: env.isEnabled)
        let binding = value, onEditingChanged = onEditingChanged
        let kind: HitTarget.Kind = .drag(minimumDistance: 0) { event in
            switch event.phase {
            case .began:
                onEditingChanged(true)
                binding.wrappedValue = self.value(atX: event.location.x, in: frame)
            case .changed:
                binding.wrappedValue = self.value(atX: event.location.x, in: frame)
            case .ended:
                binding.wrappedValue = self.value(atX: event.location.x, in: frame)
                onEditingChanged(false)
            case .cancelled:
                onEditingChanged(false)
            }
        }
        return placer.wrapper(placer.contentInPlace(), drawing: drawing, interaction: kind)
    }
}

/// The track, its filled part and the thumb.
struct SliderDrawing: NodeDrawing {
    let frame: Rect
    let fraction: Double
    let fill: Color
    let track: Color
    let thumb: Color
    let isEnabled: Bool

    var thumbCenter: Point {
        let radius = SliderMetrics.thumbDiameter / 2
        return Point(x: frame.minX + radius + (frame.width - 2 * radius) * fraction, y: frame.midY)
    }

    func draw(_ node: LaidOutNode, into list: inout DisplayListBuilder) {
        let radius = SliderMetrics.thumbDiameter / 2, center = thumbCenter
        let trackRect = Rect(x: frame.minX + 2, y: frame.midY - SliderMetrics.trackHeight / 2,
                             width: max(0, frame.width - 4), height: SliderMetrics.trackHeight)
        let done = Rect(x: trackRect.minX, y: trackRect.minY, width: max(0, center.x - trackRect.minX),
                        height: trackRect.height)
        if !isEnabled { list.append(.pushOpacity(ControlMetrics.disabledOpacity)) }
        list.append(.fill(Capsule().path(in: trackRect), track))
        list.append(.fill(Capsule().path(in: done), fill))
        let thumbRect = Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        // UISlider's thumb: a hairline edge and a soft drop shadow under the white disc.
        list.append(.fill(Circle().path(in: thumbRect.offsetBy(dx: 0, dy: 2).insetBy(dx: -1, dy: -1)), .black.opacity(0.08)))
        list.append(.fill(Circle().path(in: thumbRect.insetBy(dx: -0.5, dy: -0.5)), .black.opacity(0.1)))
        list.append(.fill(Circle().path(in: thumbRect), thumb))
        if !isEnabled { list.append(.popOpacity) }
        list.drawChildren(of: node)
    }

    var label: String { "slider \(fraction)" }
}
