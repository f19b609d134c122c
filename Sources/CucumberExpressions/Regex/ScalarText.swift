/// A text decoded once into Unicode scalar values, so that many patterns can match it without
/// decoding it again; offsets into it are Unicode-scalar offsets.
struct ScalarText: Sendable {
    let string: String
    let scalars: [UInt32]

    init(_ string: String) {
        self.string = string
        var scalars: [UInt32] = []
        scalars.reserveCapacity(string.utf8.count)
        for scalar in string.unicodeScalars {
            scalars.append(scalar.value)
        }
        self.scalars = scalars
    }

    /// The text between two scalar offsets.
    func substring(from start: Int, to end: Int) -> String {
        var view = String.UnicodeScalarView()
        for value in scalars[start..<end] {
            if let scalar = Unicode.Scalar(value) {
                view.append(scalar)
            }
        }
        return String(view)
    }
}
