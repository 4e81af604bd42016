// Like the real framework, the stand-in module brings Foundation with it: AppKit's types are
// declared over Foundation's (https://developer.apple.com/documentation/appkit).
@_exported import Foundation
