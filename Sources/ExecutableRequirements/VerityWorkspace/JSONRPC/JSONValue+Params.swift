import CucumberMessages
import VerityJSON

extension JSONValue {
    /// The value at a dotted path of members, e.g. `textDocument.uri`.
    ///
    /// ```swift
    /// let uri = try params.required("textDocument.uri").stringValue
    /// ```
    /// - Throws: ``ResponseError`` (invalid params, -32602) naming the path, when a member is missing.
    package func required(_ path: String) throws(ResponseError) -> JSONValue {
        var value = self
        for key in path.split(separator: ".") {
            guard let member = value[String(key)], !member.isNull else {
                throw .invalidParams("The params lack \(path)")
            }
            value = member
        }
        return value
    }

    /// The string at a dotted path.
    ///
    /// - Throws: ``ResponseError`` (invalid params) when it is missing or not a string.
    package func requiredString(_ path: String) throws(ResponseError) -> String {
        guard let string = try required(path).stringValue else { throw .invalidParams("\(path) must be a string") }
        return string
    }

    /// The whole number at a dotted path.
    ///
    /// - Throws: ``ResponseError`` (invalid params) when it is missing or not a whole number.
    package func requiredInteger(_ path: String) throws(ResponseError) -> Int {
        guard let number = try required(path).integerValue else {
            throw .invalidParams("\(path) must be a whole number")
        }
        return number
    }

    /// The value at a dotted path, or `nil` when any member on the way is missing.
    package func optional(_ path: String) -> JSONValue? {
        var value: JSONValue? = self
        for key in path.split(separator: ".") { value = value?[String(key)] }
        return value.flatMap { $0.isNull ? nil : $0 }
    }
}
