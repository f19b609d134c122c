import VerityRunOptions

extension RunConfiguration {
    /// How a message names `option`: by the flag when `verity run` was given it (`--tags`), by
    /// the variable otherwise (`VERITY_TAGS`), as the user set it.
    func name(of option: RunOptionDescription) -> String {
        givenAsFlags.contains(option.variable) ? option.flag : option.variable
    }

    /// How advice spells setting the flag-like `option`: `--allow-empty` under `verity run`,
    /// `VERITY_ALLOW_EMPTY=1` under `swift test`.
    func advice(_ option: RunOptionDescription) -> String {
        startedByVerityRun ? option.flag : "\(option.variable)=\(option.flagText ?? "1")"
    }
}
