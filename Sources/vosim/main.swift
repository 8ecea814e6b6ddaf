import Foundation

exit(Vosim.main(Array(CommandLine.arguments.dropFirst())))
