/// How the lines of a multi-line text align to each other.
public enum TextAlignment: Hashable, Sendable {
    case leading, center, trailing
}
