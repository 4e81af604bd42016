// The root package's StyleMarkupUI product as an iOS app gets it: the UIKit and SwiftUI adapters
// in one module (here the two stand-in-compiled modules, re-exported).
@_exported import StyleMarkupSwiftUI
@_exported import StyleMarkupUIKit
