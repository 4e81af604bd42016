// Like the real framework, the stand-in module brings Foundation with it: UIKit's types are
// declared over Foundation's (https://developer.apple.com/documentation/uikit).
@_exported import Foundation
