/// The `--help` and `--version` texts.
enum Help {
    static let version = "markupc 0.1.0"

    static let usage = """
    markupc — compile tagged strings with a style book

    USAGE:
      markupc [compile] INPUT... [--stylebook FILE] [--format ansi|html|json|rtf|text]
              [-o FILE | --output-dir DIR] [--offsets utf8|utf16|scalars] [--strict]
              [--color auto|always|never] [--color-depth truecolor|256|16] [--width N]
              [--max-input-bytes N] [--max-depth N] [--max-tags N]
              [--max-attribute-bytes N] [--max-reference-digits N] [--max-reference-depth N]
      markupc lint PATH... [--stylebook FILE] [--reporter xcode|github|json] [--strict]
      markupc check-stylebook FILE...
      markupc --help | --version
      markupc --generate-completion-script bash|zsh|fish

    INPUT is a UTF-8 file with tags (<b>…</b>), or - for standard input.

    OPTIONS:
      --stylebook FILE   Style book (JSON, or XML/binary property list). Default: the
                         built-in book (b, i, u, s, em, strong, code, a, basic colors).
      --format FORMAT    ansi (default; plain text when colour is off), html, json,
                         rtf, text.
      -o, --output FILE  Write the output to FILE (whole or not at all).
      --output-dir DIR   Write one file per input into DIR (name.json, name.txt, name.ans).
      --offsets UNIT     Offsets in JSON: utf16 (default, as NSRange), utf8, scalars.
      --strict           A tag the style book does not name is an error.
      --color WHEN       auto (default), always or never. auto honours NO_COLOR and
                         FORCE_COLOR, else colours only a terminal whose TERM is not dumb.
      --color-depth N    truecolor, 256 or 16 (default: from COLORTERM and TERM).
      --html-document    HTML: a whole page instead of a fragment.
      --html-styles S    HTML: inline (default) style attributes, or classes named
                         after the styles (stylesheet embedded in a page).
      --css FILE         HTML: use classes and write the stylesheet to FILE.
      --lang LANG        HTML: the lang attribute.
      --width N          Word-wrap ANSI output to N columns (default: the terminal's
                         width when writing to one; 0 turns wrapping off).
      --max-input-bytes N    Limit: the largest input (default 1073741824, 1 GiB).
      --max-depth N          Limit: the deepest tag nesting (default 1000).
      --max-tags N           Limit: tags in one input (default 50000000).
      --max-attribute-bytes N
                             Limit: the longest attribute value (default 1048576).
      --max-reference-digits N
                             Limit: digits in a numeric character reference such as
                             &#x1F600; (default 32).
      --max-reference-depth N
                             Limit: styles one chain of style book references may
                             pass through (default 100).
      -h, --help         Show this help.
      --version          Show the version.
      --generate-completion-script SHELL
                         Print a completion script for bash, zsh or fish.

    EXIT STATUS:
      0  success
      1  an input has errors (reported as path:line:column: error: message [rule])
      2  usage error, unreadable input, unwritable output, or invalid style book
    """
}
