import Foundation

/// SwiftUI's interpolations of a string key, taken by any string, so that every view with a
/// title (`Text`, `Button`, `Toggle`, `Stepper`...) formats as SwiftUI's: `"\(x, specifier: "%.1f")"`,
/// `"\(price, format: .currency(code: "USD"))"`, `"\(date, style: .time)"`.
extension DefaultStringInterpolation {
    /// `value` formatted by a printf specifier, as `String(format:)`.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
        appendLiteral(String(format: specifier, value))
    }

    /// `value` formatted by a format style (`.number`, `.percent`, `.currency(code:)`, a date's).
    public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
    where F.FormatOutput == String {
        appendLiteral(format.format(value))
    }

    /// `date` as `Text(_:style:)` shows it.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        appendLiteral(style.string(for: date))
    }
}

extension Text {
    /// Any string, a `Substring` say, shown as `Text(_:)` shows a `String`.
    public init<S: StringProtocol>(_ content: S) {
        self.init(String(content))
    }

    /// `input` formatted by a format style: `Text(count, format: .number)`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// A date or time, as `Text(_:style:)`. The text is made when the view is built: a clock
    /// redraws it by changing state, as it would with `.relative` or `.timer` in SwiftUI.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: style.string(for: date))
    }

    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case date, time }
        let kind: Kind

        /// The date alone, long month ("June 3, 2026" in English).
        public static let date = DateStyle(kind: .date)
        /// The time alone, hours and minutes ("9:41 AM").
        public static let time = DateStyle(kind: .time)

        func string(for date: Date) -> String {
            switch kind {
            case .date: date.formatted(date: .long, time: .omitted)
            case .time: date.formatted(date: .omitted, time: .shortened)
            }
        }
    }
}
