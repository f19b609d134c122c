extension Meta: DirectJSONWritable {
    static let directJSONKeys = ["protocolVersion", "implementation", "runtime", "os", "cpu", "ci"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("protocolVersion", protocolVersion)
        out.member("implementation", implementation)
        out.member("runtime", runtime)
        out.member("os", os)
        out.member("cpu", cpu)
        out.member("ci", ci)
        out.endObject()
    }
}

extension Product: DirectJSONWritable {
    static let directJSONKeys = ["name", "version"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("name", name)
        out.member("version", version)
        out.endObject()
    }
}

extension Ci: DirectJSONWritable {
    static let directJSONKeys = ["name", "url", "buildNumber", "git"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("name", name)
        out.member("url", url)
        out.member("buildNumber", buildNumber)
        out.member("git", git)
        out.endObject()
    }
}

extension Git: DirectJSONWritable {
    static let directJSONKeys = ["remote", "revision", "branch", "tag"]

    func writeJSON(to out: inout JSONOutput) {
        out.beginObject()
        out.member("remote", remote)
        out.member("revision", revision)
        out.member("branch", branch)
        out.member("tag", tag)
        out.endObject()
    }
}
