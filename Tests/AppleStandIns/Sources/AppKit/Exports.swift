// Like the real framework, the stand-in module brings Foundation with it.
@_exported import Foundation
