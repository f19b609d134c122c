import CucumberMessages

/// A step's doc string, split at the placeholders of an examples header.
///
/// NB: a doc string without placeholders is the same for every row; it is made once and
/// shared by the rows' pickle steps.
struct PickleDocStringTemplate {
    private let index: Int?
    private let content: PlaceholderTemplate
    private let mediaType: PlaceholderTemplate?
    /// The pickle doc string, when no row changes it.
    private let constant: PickleDocString?

    /// Prepares `docString`; `index` is its argument index (when the step also has a table).
    init(_ docString: DocString, index: Int?, _ interpolation: Interpolation) {
        self.index = index
        content = PlaceholderTemplate(docString.content, interpolation)
        mediaType = docString.mediaType.map { PlaceholderTemplate($0, interpolation) }
        constant = content.isVerbatim && mediaType?.isVerbatim ?? true
            ? Self.pickleDocString(docString, index: index)
            : nil
    }

    /// `docString` as a pickle doc string, unchanged.
    static func pickleDocString(_ docString: DocString, index: Int?) -> PickleDocString {
        PickleDocString(argumentIndex: index, mediaType: docString.mediaType, content: docString.content)
    }

    /// The pickle doc string for a row with `values`.
    func render(_ values: [TableCell], onePass: Bool, _ interpolation: Interpolation) -> PickleDocString {
        if let constant { return constant }
        return PickleDocString(
            argumentIndex: index,
            mediaType: mediaType?.render(values, onePass: onePass, interpolation),
            content: content.render(values, onePass: onePass, interpolation))
    }
}
