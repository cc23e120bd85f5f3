import CSDL2

/// A failure reported by SDL, SDL_ttf or SDL_image, with SDL's own message.
public struct SDLError: Error, CustomStringConvertible {
    public var operation: String
    public var message: String

    public init(_ operation: String, message: String? = nil) {
        self.operation = operation
        self.message = message ?? String(cString: SDL_GetError())
    }

    public var description: String { "\(operation) failed: \(message)" }
}
