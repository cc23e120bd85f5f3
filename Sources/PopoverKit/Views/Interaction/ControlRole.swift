/// What a focusable control does when pressed: run an action or flip a flag.
enum ControlRole {
    case button(() -> Void)
    case toggle(Binding<Bool>)
}
