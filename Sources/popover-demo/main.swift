import DemoApp
import Foundation

exit(DemoMain.run(arguments: Array(CommandLine.arguments.dropFirst())))
