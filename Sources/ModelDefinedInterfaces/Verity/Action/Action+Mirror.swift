// NB: an action's stored properties (its binding and closure) say nothing useful in a dump or a
// test diff, so the actions present themselves as their identity instead. Only debugging
// tools ask for mirrors; invocation never does.

extension Action: CustomReflectable {
    /// Shows the action as its source and method.
    public var customMirror: Mirror {
        identity.customMirror
    }
}

extension ReturningAction: CustomReflectable {
    /// Shows the action as its source and method.
    public var customMirror: Mirror {
        identity.customMirror
    }
}

extension AsyncAction: CustomReflectable {
    /// Shows the action as its source and method.
    public var customMirror: Mirror {
        identity.customMirror
    }
}

extension ActionIdentity {
    var customMirror: Mirror {
        Mirror(self, children: ["source": source, "method": method], displayStyle: .struct)
    }
}
