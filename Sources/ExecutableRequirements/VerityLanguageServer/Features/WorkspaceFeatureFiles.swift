import Foundation
import VerityFiles
import VerityWorkspace

/// Every feature file of the workspace, parsed, for the requests that look across all of them
/// (references, rename, workspace symbols): an open file as the editor has it, any other as it
/// is on disk, parsed again only when its modification date or size changes.
///
/// ```swift
/// let files = WorkspaceFeatureFiles()
/// let analyses = files.analyses(under: ["/work/bank"], open: openAnalysesByURI)
/// ```
final class WorkspaceFeatureFiles {
    /// The files read from disk, by URI.
    private var parsed: [String: (stamp: FileStamp, analysis: FeatureAnalysis)] = [:]

    /// The open feature files (`open`, by URI) and the others under `roots`, in URI order.
    func analyses(under roots: [String], open: [String: FeatureAnalysis]) -> [FeatureAnalysis] {
        let found = FolderWalk.files(under: roots, endingIn: FeatureFileFinder.endings)
        var kept: [String: (stamp: FileStamp, analysis: FeatureAnalysis)] = [:]
        var analyses = open
        for file in found {
            let uri = FileURI.uri(ofPath: file.path)
            guard analyses[uri] == nil else { continue }
            if let known = parsed[uri], known.stamp == file.stamp {
                kept[uri] = known
                analyses[uri] = known.analysis
                continue
            }
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            let analysis = FeatureAnalysis(uri: uri, lines: DocumentLines(bytes: [UInt8](data)))
            kept[uri] = (file.stamp, analysis)
            analyses[uri] = analysis
        }
        // NB: only what is still on disk stays, so a deleted file is not kept alive.
        parsed = kept
        return analyses.sorted { $0.key < $1.key }.map(\.value)
    }
}
