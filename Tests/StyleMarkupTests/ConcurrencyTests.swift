import Foundation
import MarkupcTestSupport
import XCTest
import StyleMarkup

/// The library from many threads at once: public values are `Sendable` (checked by the
/// compiler here), and compiling, emitting and loading style books concurrently give
/// exactly the results of doing it one at a time. `scripts/test` also runs these tests under
/// ThreadSanitizer.
final class ConcurrencyTests: XCTestCase {
    private func requireSendable<T: Sendable>(_: T.Type) {}

    func testPublicValuesAreSendable() {
        // A compile-time check: this test fails to build if one of them stops being Sendable.
        requireSendable(StyleBook.self); requireSendable(StyleAttributes.self); requireSendable(StyleBookError.self)
        requireSendable(StyleBookLimits.self); requireSendable(LinkPolicy.self); requireSendable(Color.self)
        requireSendable(MarkupLimits.self); requireSendable(TagToken.self); requireSendable(TagAttribute.self)
        requireSendable(MarkupError.self); requireSendable(Tag.self); requireSendable(SourceLocation.self)
        requireSendable(MarkupCompiler.self); requireSendable(CompiledText.self); requireSendable(RunList.self)
        requireSendable(Run.self); requireSendable(CompileError.self); requireSendable(CompileWarning.self)
        requireSendable(JSONEmitter.self); requireSendable(HTMLEmitter.self); requireSendable(RTFEmitter.self)
        requireSendable(ANSIEmitter.self); requireSendable(TextEmitter.self); requireSendable((any Emitter).self)
        requireSendable(TemplateArgument.self); requireSendable(TemplateError.self); requireSendable(PrintfPlaceholder.self)
        requireSendable(OutputFormat.self); requireSendable(ColorChoice.self); requireSendable(TerminalStyling.self)
        requireSendable(FileReadError.self)
    }

    /// Varied inputs: nesting, links, actions, entities, images, and some with errors.
    private static let inputs: [String] = (0..<48).map { k in
        switch k % 6 {
        case 0: return "Tap <help>here</help> or <settings>there</settings> #\(k)"
        case 1: return "<b>bold <i>both \(k)</i></b> &amp; <u>under</u> &#x1F600; <a href=\"https://x.test/\(k)\">link</a>"
        case 2: return String(repeating: "<b>x<i>y</i></b> ", count: k) + "end"
        case 3: return "unclosed <b>tag \(k)"
        case 4: return "<link>\(k)</link>\n<s>gone</s> <thumb/> ok"
        default: return "crossed <b><i>\(k)</b></i>"
        }
    }

    private static let bookJSON = """
    {"body": {"font": {"family": "Helvetica", "size": 14}}, "link": {"color": "orange"},
     "help": {"action": "help"}, "settings": ["help", {"action": "settings"}],
     "thumb": {"image": {"name": "t", "alt": "👍"}}, "b": {"font": {"weight": 700}}}
    """

    /// Everything one input gives: each emitter's bytes, or the error.
    private static func results(_ input: String, _ compiler: MarkupCompiler, _ book: StyleBook) -> [[UInt8]] {
        do {
            let compiled = try compiler.compile(input)
            let emitters: [any Emitter] = [JSONEmitter(), JSONEmitter(offsets: .scalars), RTFEmitter(), TextEmitter(),
                                           ANSIEmitter(styled: true, width: 20), HTMLEmitter(styleBook: book, options: .init(styles: .classes))]
            return emitters.map { $0.emit(compiled) }
        } catch {
            return [Array("\(error)".utf8)]
        }
    }

    func testCompilingAndEmittingFromManyThreadsMatchesOneAtATime() throws {
        let book = try StyleBook(json: Self.bookJSON)
        let compiler = MarkupCompiler(styleBook: book)
        let serial = Self.inputs.map { Self.results($0, compiler, book) }
        let rounds = 4
        let slots = ThreadSlots<[[UInt8]]>(Self.inputs.count * rounds)
        DispatchQueue.concurrentPerform(iterations: Self.inputs.count * rounds) { index in
            slots[index] = Self.results(Self.inputs[index % Self.inputs.count], compiler, book)
        }
        for (index, result) in slots.all.enumerated() {
            XCTAssertEqual(result, serial[index % Self.inputs.count], "input \(index % Self.inputs.count)")
        }
    }

    func testTaskGroupCompilesLikeOneAtATime() async throws {
        let book = try StyleBook(json: Self.bookJSON)
        let compiler = MarkupCompiler(styleBook: book, strict: true)
        let serial = Self.inputs.map { Self.results($0, compiler, book) }
        let concurrent = await withTaskGroup(of: (Int, [[UInt8]]).self) { group in
            for (index, input) in Self.inputs.enumerated() {
                group.addTask { (index, Self.results(input, compiler, book)) }
            }
            var collected = [[[UInt8]]](repeating: [], count: Self.inputs.count)
            for await (index, result) in group { collected[index] = result }
            return collected
        }
        XCTAssertEqual(concurrent, serial)
    }

    func testLoadingStyleBooksFromManyThreads() throws {
        let sources = [Self.bookJSON, #"{"a": "b", "b": "c", "c": {"kern": 1}}"#, #"{"x": {"colour": "red"}}"#, #"{"a": "b", "b": "a"}"#]
        @Sendable func load(_ json: String) -> String {
            do { return "\(try StyleBook(json: json).styles.sorted { $0.key < $1.key })" } catch { return error.description }
        }
        let serial = sources.map(load)
        let slots = ThreadSlots<String>(sources.count * 16)
        DispatchQueue.concurrentPerform(iterations: sources.count * 16) { index in
            // The built-in book is created lazily: many threads may ask for it first at once.
            _ = StyleBook.default.styles.count
            slots[index] = load(sources[index % sources.count])
        }
        for (index, result) in slots.all.enumerated() {
            XCTAssertEqual(result, serial[index % sources.count])
        }
    }
}
