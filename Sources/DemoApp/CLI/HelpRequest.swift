/// `--help` on a subcommand: its usage goes to standard output and the exit status is 0.
public struct HelpRequest: Error {
    public var usage: String
}
