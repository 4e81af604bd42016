import Foundation
import MarkupcCLI

exit(MarkupcCommandLine.run(arguments: Array(CommandLine.arguments.dropFirst())))
