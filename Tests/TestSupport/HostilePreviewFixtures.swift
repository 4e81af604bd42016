/// Hostile strings, keys, language folders and style books for the preview page: the unit
/// tests check that nothing from them becomes markup, script, style or a live link, and the
/// integration tests that the page runs only its own script in headless Chromium.
public enum HostilePreviewFixtures {
    /// A script that marks the page as taken over.
    public static let pwned = "document.title='pwned'"

    /// A folder name (no `/`) that is markup.
    public static let language = "x\"><img src=x onerror=\"\(pwned)\">"

    /// A style book whose names, fonts, actions, images and links carry markup and script.
    public static let book = """
    {"$linkSchemes": ["https"],
     "body": {"font": {"family": "</style><script>\(pwned)</script>"}, "color": "red"},
     "x</style><script>\(pwned)</script>": {"color": "green"},
     "act": {"action": "x\\" autofocus onfocus=\\"\(pwned)"},
     "alt": {"image": {"alt": "\\"><script>\(pwned)</script>", "width": 10, "height": 10}},
     "remote": {"image": {"src": "https://example.com/tracker.png", "alt": "tracker"}},
     "terms": {"link": "https://example.com/x\\"><script>\(pwned)</script>"}}
    """

    /// A `.strings` file whose keys and values carry markup, script and style.
    public static let strings = #"""
    "entity" = "&lt;script&gt;document.title='pwned'&lt;/script&gt; &quot;&gt;&lt;img src=x onerror=&quot;document.title='pwned'&quot;&gt;";
    "scheme" = "<terms href=\"javascript:document.title='pwned'\">x</terms>";
    "attributes" = "<act onclick=\"document.title='pwned'\" style=\"background:url(https://example.com/x)\">tap</act>";
    "href" = "<q href=\"https://example.com/&quot;&gt;&lt;script&gt;document.title='pwned'&lt;/script&gt;\">escaped href</q>";
    "<script>document.title='pwned'</script>" = "a hostile key";
    "images" = "<alt/> <remote/> <terms>terms</terms>";
    "style" = "</div></style><style>body{display:none}</style><plaintext>";
    "sample" = "%@ and %1$@";
    """#
}
