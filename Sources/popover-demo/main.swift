import DemoApp
import Foundation

exit(DemoMain.main(arguments: Array(CommandLine.arguments.dropFirst())))
