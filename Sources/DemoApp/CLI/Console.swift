import Foundation

/// Writes to standard output and standard error.
public enum Console {
    public static func out(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    public static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    public static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }
}
