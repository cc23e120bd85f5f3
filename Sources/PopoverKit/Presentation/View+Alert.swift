extension View {
    /// Presents an alert while `isPresented` is true, as SwiftUI's
    /// `.alert(_:isPresented:actions:message:)` on iOS: a card centered over the dimmed window
    /// with `title`, `message` and the `actions` buttons (`Button(_:role:action:)`) as rows below
    /// it. Any button closes the alert after running its action; with no buttons there is an OK.
    public func alert(_ title: String, isPresented: Binding<Bool>,
                      fileID: String = #fileID, line: Int = #line, column: Int = #column,
                      @ViewBuilder actions: @escaping () -> [ViewNode],
                      @ViewBuilder message: @escaping () -> [ViewNode]) -> ViewNode {
        alert(Text(title), isPresented: isPresented, fileID: fileID, line: line, column: column,
              actions: actions, message: message)
    }

    /// An alert with a title and buttons only.
    public func alert(_ title: String, isPresented: Binding<Bool>,
                      fileID: String = #fileID, line: Int = #line, column: Int = #column,
                      @ViewBuilder actions: @escaping () -> [ViewNode]) -> ViewNode {
        alert(Text(title), isPresented: isPresented, fileID: fileID, line: line, column: column,
              actions: actions, message: { [] })
    }

    /// An alert whose title is a `Text`.
    public func alert(_ title: Text, isPresented: Binding<Bool>,
                      fileID: String = #fileID, line: Int = #line, column: Int = #column,
                      @ViewBuilder actions: @escaping () -> [ViewNode],
                      @ViewBuilder message: @escaping () -> [ViewNode] = { [] }) -> ViewNode {
        let site = PopoverIdentity.make(id: nil, fileID: fileID, line: line, column: column)
        return attachingModal(site: site, style: .alert, isPresented: isPresented) {
            AlertCard(title: title.makeNode(), message: message(), actions: actions(), isPresented: isPresented).makeNode()
        }
    }
}
