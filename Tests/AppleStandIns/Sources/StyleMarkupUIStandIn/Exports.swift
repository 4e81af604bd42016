// The root package's StyleMarkupUI product as an iOS app gets it: the UIKit and SwiftUI adapters
// in one module (here the two stand-in-compiled modules, re-exported). It declares no Apple API;
// the declarations it reaches are cited in the UIKit and SwiftUI stand-ins
// (https://developer.apple.com/documentation/uikit, https://developer.apple.com/documentation/swiftui).
@_exported import StyleMarkupSwiftUI
@_exported import StyleMarkupUIKit
