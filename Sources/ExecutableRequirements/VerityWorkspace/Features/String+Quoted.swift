/// `text` between double quotes, as messages show step texts and patterns: `"I have 3 cukes"`.
///
/// NB: not `debugDescription`, which doubles every backslash of a regular expression.
package func quoted(_ text: String) -> String {
    "\"" + text + "\""
}
