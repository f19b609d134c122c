extension SourceCore {
    /// An action table for the model about to be built, from what `Ledger.takeSpareTable`
    /// took: `spare` if nothing references it any more (no action of its model is left), or
    /// else a new one.
    /// NB: reusing it spares allocating a table and its lists at every set.
    @inlinable
    func makeActionTable(spare: consuming ActionTable?, names: [String]?) -> ActionTable {
        if isKnownUniquelyReferenced(&spare), let reusable = spare.take() {
            reusable.reuse(expecting: names)
            return reusable
        }
        if let names { return ActionTable(owner: self, expecting: names) }
        return ActionTable(owner: self, expecting: spare?.expected ?? [])
    }
}
