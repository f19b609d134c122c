import Foundation
import Requirements

/// The step definitions of every compatibility-kit sample, by sample folder name; each takes
/// the sample's folder (for attachment assets) and defines what the reference implementation
/// defines, in the same order (the kit compares the order of definition messages).
enum CCKSamples {
    static let definitions: [String: @Sendable (URL) -> Steps<CCKWorld>] = [
        "all-statuses": allStatuses,
        "ambiguous": ambiguous,
        "attachments": attachments,
        "backgrounds": backgrounds,
        "data-tables": dataTables,
        "doc-strings": docStrings,
        "empty": empty,
        "examples-tables": examplesTables,
        "examples-tables-undefined": examplesTablesUndefined,
        "examples-tables-undefined-multiple": examplesTablesUndefinedMultiple,
        "failedish-combinations": failedishCombinations,
        "global-hooks": globalHooks,
        "global-hooks-attachments": globalHooksAttachments,
        "global-hooks-beforeall-error": globalHooksBeforeallError,
        "hooks": hooks,
        "hooks-attachment": hooksAttachment,
        "hooks-named": hooksNamed,
        "hooks-skipped": hooksSkipped,
        "hooks-undefined": hooksUndefined,
        "markdown": markdown,
        "multiple-features": multipleFeatures,
        "multiple-features-reversed": multipleFeaturesReversed,
        "parameter-types": parameterTypes,
        "pending": pending,
        "regular-expression": regularExpression,
        "retry": retry,
        "retry-ambiguous": retryAmbiguous,
        "retry-pending": retryPending,
        "rules": rules,
        "rules-backgrounds": rulesBackgrounds,
        "skipped": skipped,
        "skipped-exception": skippedException,
        "stack-traces": stackTraces,
        "test-run-exception": testRunException,
        "undefined": undefined,
        "undefined-multiple": undefinedMultiple,
        "unused-steps": unusedSteps,
    ]
}
