/// Bad input on the command line: printed with the usage hint, exit status 2.
public struct UsageError: Error, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// `--help` on a subcommand: its usage goes to standard output and the exit status is 0.
public struct HelpRequest: Error {
    public var usage: String
}
