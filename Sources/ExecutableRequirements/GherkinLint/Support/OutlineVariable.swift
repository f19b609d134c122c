/// A `<name>` in the text of an outline's step or name, which Cucumber replaces by the value of
/// the examples column `name`.
///
/// ```swift
/// OutlineVariable.all(in: "I pay <amount> in <currency>").map(\.name)  // ["amount", "currency"]
/// ```
package struct OutlineVariable: Hashable, Sendable {
    /// What stands between the angle brackets.
    package let name: String
    /// How many characters (Unicode scalars, as Gherkin counts columns) precede the `<`.
    package let offset: Int

    /// Every `<name>` of `text`, in order; `<>` is not one.
    package static func all(in text: String) -> [OutlineVariable] {
        var variables: [OutlineVariable] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "<", let close = scalars[(index + 1)...].firstIndex(of: ">") else {
                index += 1
                continue
            }
            if close > index + 1 {
                var name = String.UnicodeScalarView()
                name.append(contentsOf: scalars[(index + 1)..<close])
                variables.append(OutlineVariable(name: String(name), offset: index))
                index = close + 1
            } else {
                index += 1
            }
        }
        return variables
    }
}
