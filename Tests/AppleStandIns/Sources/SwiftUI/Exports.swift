// Like the real framework, the stand-in module brings Foundation with it: SwiftUI's types are
// declared over Foundation's (https://developer.apple.com/documentation/swiftui).
@_exported import Foundation
