/// A layout axis.
public enum Axis: Hashable, Sendable {
    case horizontal, vertical
}
