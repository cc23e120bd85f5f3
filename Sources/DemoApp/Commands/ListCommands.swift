import PopoverKit

/// `popover-demo scenes` and `popover-demo scenarios`: what can be named on the command line.
enum ListCommands {
    static func scenes() -> Int32 {
        for type in SceneCatalog.all { Console.out("\(type.name)\t\(type.title)") }
        return ExitStatus.success
    }

    static func scenarios() throws -> Int32 {
        for entry in try ScenarioRunner.library().entries() {
            Console.out("\(entry.name)\t\(entry.description)")
        }
        return ExitStatus.success
    }
}
