/// A step that a list written as data can name, as the `layout` command's `"steps"` does: its
/// name, its options with their kinds and defaults, and how it is made from option values. Every
/// message about a named step (an unknown name, an unknown option, a value of the wrong kind) is
/// made from these descriptions, so a new step brings its own.
public protocol NamedPlacementStep: PlacementStep {
    static var stepName: String { get }
    static var options: [PlacementStepOption] { get }
    /// The step with `values`, which hold only this step's options, each of its declared kind;
    /// missing ones take their defaults.
    init(_ values: PlacementStepOptionValues)
}

/// One option of a named step.
public struct PlacementStepOption: Sendable {
    public enum Kind: String, Sendable {
        case number, bool, sides
    }

    public var name: String
    public var kind: Kind
    /// The default, as a reader would write it.
    public var defaultValue: String

    public init(_ name: String, _ kind: Kind, default defaultValue: String) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
    }

    /// "padding (number, default 0)".
    public var description: String { "\(name) (\(kind.rawValue), default \(defaultValue))" }
}

/// An option's value.
public enum PlacementStepOptionValue: Hashable, Sendable {
    case number(Double)
    case bool(Bool)
    case sides(PermittedSides)
}

/// The values given for one step's options, by option name.
public struct PlacementStepOptionValues: Sendable {
    public var values: [String: PlacementStepOptionValue]

    public init(_ values: [String: PlacementStepOptionValue] = [:]) {
        self.values = values
    }

    public func number(_ name: String, default value: Double) -> Double {
        if case .number(let number) = values[name] { return number }
        return value
    }

    public func bool(_ name: String, default value: Bool) -> Bool {
        if case .bool(let flag) = values[name] { return flag }
        return value
    }

    public func sides(_ name: String, default value: PermittedSides) -> PermittedSides {
        if case .sides(let sides) = values[name] { return sides }
        return value
    }
}

/// The steps a list written as data can name: the library's, in the order the policies use them.
public enum NamedPlacementSteps {
    public static let all: [any NamedPlacementStep.Type] = [
        OriginalSide.self, RoomiestSide.self, PermittedOrder.self, Flip.self, Constrain.self, Shift.self,
        HideWhenCovering.self, OriginalArrow.self, FloatingArrow.self, Centered.self,
    ]

    /// The step of this name, or nil.
    public static func step(named name: String) -> (any NamedPlacementStep.Type)? {
        all.first { $0.stepName == name }
    }

    /// "original-side, roomiest-side, …": for a message about an unknown name.
    public static var names: String { all.map { $0.stepName }.joined(separator: ", ") }
}

// The library's steps, named. A step without options is made the same whatever it is given.

extension OriginalSide: NamedPlacementStep {
    public static let stepName = "original-side"
    public static let options: [PlacementStepOption] = []
    public init(_ values: PlacementStepOptionValues) { self.init() }
}

extension RoomiestSide: NamedPlacementStep {
    public static let stepName = "roomiest-side"
    public static let options: [PlacementStepOption] = []
    public init(_ values: PlacementStepOptionValues) { self.init() }
}

extension PermittedOrder: NamedPlacementStep {
    public static let stepName = "permitted-order"
    public static let options = [
        PlacementStepOption("sides", .sides, default: "[top, bottom, leading, trailing]"),
        PlacementStepOption("flip", .bool, default: "true"),
        PlacementStepOption("shift", .bool, default: "true"),
        PlacementStepOption("shiftPadding", .number, default: "0"),
    ]

    public init(_ values: PlacementStepOptionValues) {
        self.init(values.sides("sides", default: .all), flip: values.bool("flip", default: true),
                  fitsAfter: values.bool("shift", default: true) ? Shift(padding: values.number("shiftPadding", default: 0)) : nil)
    }
}

extension Flip: NamedPlacementStep {
    public static let stepName = "flip"
    public static let options: [PlacementStepOption] = []
    public init(_ values: PlacementStepOptionValues) { self.init() }
}

extension Constrain: NamedPlacementStep {
    public static let stepName = "constrain"
    public static let options: [PlacementStepOption] = []
    public init(_ values: PlacementStepOptionValues) { self.init() }
}

extension Shift: NamedPlacementStep {
    public static let stepName = "shift"
    public static let options = [PlacementStepOption("padding", .number, default: "0")]
    public init(_ values: PlacementStepOptionValues) { self.init(padding: values.number("padding", default: 0)) }
}

extension HideWhenCovering: NamedPlacementStep {
    public static let stepName = "hide-when-covering"
    public static let options = [PlacementStepOption("tolerance", .number, default: "1")]
    public init(_ values: PlacementStepOptionValues) {
        self.init(tolerance: values.number("tolerance", default: HideWhenCovering.originalTolerance))
    }
}

extension OriginalArrow: NamedPlacementStep {
    public static let stepName = "original-arrow"
    public static let options: [PlacementStepOption] = []
    public init(_ values: PlacementStepOptionValues) { self.init() }
}

extension FloatingArrow: NamedPlacementStep {
    public static let stepName = "floating-arrow"
    public static let options = [
        PlacementStepOption("shift", .bool, default: "true"),
        PlacementStepOption("shiftPadding", .number, default: "0"),
    ]

    public init(_ values: PlacementStepOptionValues) {
        self.init(shift: values.bool("shift", default: true) ? Shift(padding: values.number("shiftPadding", default: 0)) : nil)
    }
}

extension Centered: NamedPlacementStep {
    public static let stepName = "centered"
    public static let options: [PlacementStepOption] = []
    public init(_ values: PlacementStepOptionValues) { self.init() }
}
