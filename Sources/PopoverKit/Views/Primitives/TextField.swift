/// A one-line editable text bound to a string, as SwiftUI's `TextField`: it takes the width
/// offered, shows its title as a gray placeholder while the text is empty, and edits the text
/// once tapped (or focused with Tab): typed text is appended, Backspace deletes the last
/// character, Return runs the `.onSubmit` action and ends editing, Escape ends editing. While
/// it edits, a caret in the tint stands after the text.
public struct TextField: View {
    let title: String
    let text: Binding<String>
    /// Characters shown instead of the text's (SecureField's bullets), if any.
    let mask: Character?

    public init(_ title: String, text: Binding<String>) {
        self.init(title: title, text: text, mask: nil)
    }

    /// The prompt, when given, is the placeholder (as on iOS); the title names the field.
    public init(_ title: String, text: Binding<String>, prompt: Text?) {
        self.init(title: prompt?.string ?? title, text: text, mask: nil)
    }

    init(title: String, text: Binding<String>, mask: Character?) {
        self.title = title
        self.text = text
        self.mask = mask
    }

    public func makeNode() -> ViewNode {
        let title = title, text = text, mask = mask
        return EnvironmentReader { env in
            let value = text.wrappedValue
            let shown = mask.map { String(repeating: $0, count: value.count) } ?? value
            let style = env.textFieldStyle
            let line = HStack(spacing: 0) {
                if shown.isEmpty {
                    Text(title).foregroundColor(TextFieldMetrics.placeholderColor)
                } else {
                    Text(shown)
                }
                Spacer(minLength: 0)
            }
            .lineLimit(1)
            let field = style == .roundedBorder
                ? line.padding(.horizontal, TextFieldMetrics.borderedInset.width)
                    .padding(.vertical, TextFieldMetrics.borderedInset.height)
                    .background(TextFieldMetrics.roundedBorder)
                : line
            ViewNode(modifier: TextFieldEditingKind(text: text, shown: shown, onSubmit: env.submitAction,
                                                    inset: style == .roundedBorder ? TextFieldMetrics.borderedInset : .zero),
                     content: field)
        }.makeNode()
    }
}

/// A text field that shows a bullet for each character, as SwiftUI's `SecureField`.
public struct SecureField: View {
    let field: TextField

    public init(_ title: String, text: Binding<String>) {
        field = TextField(title: title, text: text, mask: "•")
    }

    public func makeNode() -> ViewNode { field.makeNode() }
}

/// How text fields beneath look (`.textFieldStyle(_:)`): as SwiftUI's text field styles.
public protocol TextFieldStyle: Sendable {
    var look: TextFieldLook { get }
}

/// The looks a text field has.
public enum TextFieldLook: Sendable {
    /// The text alone (iOS's default, as in a form).
    case plain
    /// The text in a white rounded rectangle with a thin gray border.
    case roundedBorder
}

public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public var look: TextFieldLook { .plain }
}

public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public var look: TextFieldLook { .plain }
}

public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var look: TextFieldLook { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private struct TextFieldStyleKey: EnvironmentKey {
    static var defaultValue: TextFieldLook { .plain }
}

private struct SubmitActionKey: EnvironmentKey {
    static var defaultValue: (() -> Void)? { nil }
}

extension EnvironmentValues {
    /// The look of the text fields beneath.
    var textFieldStyle: TextFieldLook {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }

    /// What Return in a text field beneath runs (`.onSubmit`).
    var submitAction: (() -> Void)? {
        get { self[SubmitActionKey.self] }
        set { self[SubmitActionKey.self] = newValue }
    }
}

extension View {
    /// The look of the text fields in this view.
    public func textFieldStyle(_ style: some TextFieldStyle) -> ViewNode {
        environment(TextFieldStyleKey.self, style.look)
    }

    /// Runs `action` when Return is pressed in a text field in this view, as SwiftUI's
    /// `.onSubmit(_:)`; an inner one runs before an outer one.
    public func onSubmit(_ action: @escaping () -> Void) -> ViewNode {
        EnvironmentReader { env in
            let outer = env.submitAction
            self.environment(SubmitActionKey.self, { action(); outer?() })
        }.makeNode()
    }
}

/// iOS's text field metrics.
enum TextFieldMetrics {
    /// The placeholder's gray (iOS's `placeholderText`).
    static let placeholderColor = Color.tertiaryLabel
    /// A rounded-border field's text inset from its border.
    static let borderedInset = Size(width: 7, height: 6)
    static let borderCornerRadius = 5.0
    static let borderWidth = 0.5
    static let borderColor = Color.systemGray3
    static let caretWidth = 2.0

    /// The rounded border style's background: a thin gray line round a white field.
    static var roundedBorder: ViewNode {
        RoundedRectangle(cornerRadius: borderCornerRadius).fill(borderColor)
            .overlay(RoundedRectangle(cornerRadius: borderCornerRadius - borderWidth).fill(Color.systemBackground)
                .padding(borderWidth))
    }
}

/// A text field's editing: its hit target, and while it edits, the caret after its text.
struct TextFieldEditingKind: ModifierKind {
    let text: Binding<String>
    /// The characters drawn (bullets for a secure field).
    let shown: String
    let onSubmit: (() -> Void)?
    /// Where the text starts inside the field.
    let inset: Size

    func place(_ placer: NodePlacer) -> LaidOutNode {
        let env = placer.env, frame = placer.frame
        let isEditing = placer.pass.interaction.focused.map(placer.path.matches) ?? false
        let font = env.resolvedFont
        var caret: Rect?
        if isEditing {
            let height = placer.pass.measurer.lineHeight(for: font)
            let x = frame.minX + inset.width + placer.pass.measurer.width(of: shown, font: font)
            caret = Rect(x: min(x, frame.maxX - inset.width - TextFieldMetrics.caretWidth), y: frame.midY - height / 2,
                         width: TextFieldMetrics.caretWidth, height: height)
        }
        let drawing = TextFieldDrawing(caret: caret, caretColor: env.resolve(env.tint))
        return placer.wrapper(placer.contentInPlace(), drawing: drawing,
                              interaction: .textField(text: text, onSubmit: onSubmit ?? {}))
    }
}

/// A text field's caret, over its content while it edits.
struct TextFieldDrawing: NodeDrawing {
    let caret: Rect?
    let caretColor: Color

    func draw(_ node: LaidOutNode, into list: inout DisplayListBuilder) {
        list.drawChildren(of: node)
        if let caret { list.append(.fill(.rect(caret), caretColor)) }
    }

    var label: String { "text field" + (caret != nil ? " editing" : "") }
}
