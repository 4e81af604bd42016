/// The built-in style book, the same text as `StyleBooks/default.json` (a test checks they match).
enum DefaultStyleBook {
    static let json = #"""
{
  "$schema": "./stylebook.schema.json",
  "$version": 1,
  "body": {},
  "link": {"color": "#0a66c2", "underline": "single"},
  "b": {"font": {"weight": "bold"}},
  "strong": "b",
  "i": {"font": {"italic": true}},
  "em": "i",
  "u": {"underline": "single"},
  "s": {"strikethrough": "single"},
  "code": {"font": {"monospace": true}},
  "a": {},
  "black": {"color": "black"},
  "red": {"color": "red"},
  "green": {"color": "green"},
  "yellow": {"color": "yellow"},
  "blue": {"color": "blue"},
  "magenta": {"color": "magenta"},
  "cyan": {"color": "cyan"},
  "white": {"color": "white"},
  "gray": {"color": "gray"},
  "orange": {"color": "orange"},
  "purple": {"color": "purple"}
}
"""#
}
