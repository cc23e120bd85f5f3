/// Light or dark appearance: which value a semantic color takes. The environment carries it
/// (`.colorScheme(_:)`); colors are resolved against it when a frame is laid out.
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
    case light, dark
}
