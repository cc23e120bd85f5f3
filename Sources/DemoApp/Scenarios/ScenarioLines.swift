/// The lines of a scenario script. A line ends only at LF, or CRLF (the CR is part of the line
/// end), so line numbers agree with editors and grep; FF, VT, a lone CR, NEL, U+2028 and U+2029
/// are characters within a line (`ScenarioToken.split` refuses them outside a comment).
nonisolated enum ScenarioLines {
    static func split(_ text: String) -> [Substring] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { scalars in
            var line = Substring(scalars)
            if line.unicodeScalars.last == "\r" { line.unicodeScalars.removeLast() }
            return line
        }
    }
}
