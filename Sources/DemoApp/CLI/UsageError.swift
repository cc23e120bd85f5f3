/// Bad input on the command line: printed with the usage hint, exit status 2.
public struct UsageError: Error, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
