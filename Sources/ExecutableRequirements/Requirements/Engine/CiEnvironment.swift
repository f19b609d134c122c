import CucumberMessages

/// Which continuous-integration service runs this process, with its build and the commit it
/// builds, for the `meta` message (and so for the reports and living documentation that show
/// where a run came from).
///
/// Each service is recognised by a variable of its own and read from the variables it
/// documents; a remote URL loses any credentials in it before it is recorded.
enum CiEnvironment {
    /// The service `variables` describe, or `nil` outside CI (or on one not listed here).
    static func detect(_ variables: [String: String]) -> Ci? {
        for service in services {
            if let ci = service(Variables(values: variables)) { return ci }
        }
        return nil
    }

    /// Environment variables, with empty values counted as missing.
    struct Variables {
        let values: [String: String]

        subscript(_ name: String) -> String? {
            guard let value = values[name], !value.isEmpty else { return nil }
            return value
        }

        /// A `Git` when both the remote and the revision are known.
        func git(remote: String?, revision: String?, branch: String?, tag: String? = nil) -> Git? {
            guard let remote, let revision else { return nil }
            return Git(remote: CiEnvironment.withoutCredentials(remote), revision: revision, branch: branch, tag: tag)
        }
    }

    private static let services: [@Sendable (Variables) -> Ci?] = [
        { env in
            guard env["GITHUB_ACTIONS"] == "true" else { return nil }
            let server = env["GITHUB_SERVER_URL"] ?? "https://github.com"
            let repository = env["GITHUB_REPOSITORY"] ?? ""
            let runId = env["GITHUB_RUN_ID"] ?? ""
            // NB: in a pull request GITHUB_REF_NAME is the merge ref; the branch is the head.
            let isTag = env["GITHUB_REF_TYPE"] == "tag"
            return Ci(
                name: "GitHub Actions", url: "\(server)/\(repository)/actions/runs/\(runId)", buildNumber: runId,
                git: env.git(
                    remote: "\(server)/\(repository).git", revision: env["GITHUB_SHA"],
                    branch: isTag ? nil : env["GITHUB_HEAD_REF"] ?? env["GITHUB_REF_NAME"],
                    tag: isTag ? env["GITHUB_REF_NAME"] : nil))
        },
        { env in
            guard env["GITLAB_CI"] == "true" else { return nil }
            // NB: CI_REPOSITORY_URL carries a job token; the project URL does not.
            return Ci(
                name: "GitLab", url: env["CI_PIPELINE_URL"],
                buildNumber: env["CI_PIPELINE_IID"] ?? env["CI_PIPELINE_ID"],
                git: env.git(
                    remote: env["CI_PROJECT_URL"].map { $0 + ".git" }, revision: env["CI_COMMIT_SHA"],
                    branch: env["CI_COMMIT_BRANCH"] ?? env["CI_MERGE_REQUEST_SOURCE_BRANCH_NAME"],
                    tag: env["CI_COMMIT_TAG"]))
        },
        { env in
            guard env["CIRCLECI"] == "true" else { return nil }
            return Ci(
                name: "CircleCI", url: env["CIRCLE_BUILD_URL"], buildNumber: env["CIRCLE_BUILD_NUM"],
                git: env.git(
                    remote: env["CIRCLE_REPOSITORY_URL"], revision: env["CIRCLE_SHA1"], branch: env["CIRCLE_BRANCH"],
                    tag: env["CIRCLE_TAG"]))
        },
        { env in
            guard env["BUILDKITE"] == "true" else { return nil }
            return Ci(
                name: "Buildkite", url: env["BUILDKITE_BUILD_URL"], buildNumber: env["BUILDKITE_BUILD_NUMBER"],
                git: env.git(
                    remote: env["BUILDKITE_REPO"], revision: env["BUILDKITE_COMMIT"], branch: env["BUILDKITE_BRANCH"],
                    tag: env["BUILDKITE_TAG"]))
        },
        { env in
            guard env["BITRISE_IO"] == "true" else { return nil }
            return Ci(
                name: "Bitrise", url: env["BITRISE_BUILD_URL"], buildNumber: env["BITRISE_BUILD_NUMBER"],
                git: env.git(
                    remote: env["GIT_REPOSITORY_URL"], revision: env["GIT_CLONE_COMMIT_HASH"],
                    branch: env["BITRISE_GIT_BRANCH"], tag: env["BITRISE_GIT_TAG"]))
        },
        { env in
            guard env["TF_BUILD"]?.lowercased() == "true" else { return nil }
            var url: String?
            if let collection = env["SYSTEM_TEAMFOUNDATIONCOLLECTIONURI"], let project = env["SYSTEM_TEAMPROJECT"],
                let buildId = env["BUILD_BUILDID"]
            {
                url = "\(collection)\(project)/_build/results?buildId=\(buildId)"
            }
            let reference = env["BUILD_SOURCEBRANCH"]
            return Ci(
                name: "Azure Pipelines", url: url, buildNumber: env["BUILD_BUILDNUMBER"],
                git: env.git(
                    remote: env["BUILD_REPOSITORY_URI"], revision: env["BUILD_SOURCEVERSION"],
                    branch: reference.flatMap { stripping("refs/heads/", from: $0) },
                    tag: reference.flatMap { stripping("refs/tags/", from: $0) }))
        },
        { env in
            guard let build = env["BITBUCKET_BUILD_NUMBER"] else { return nil }
            let origin = env["BITBUCKET_GIT_HTTP_ORIGIN"]
            return Ci(
                name: "Bitbucket Pipelines", url: origin.map { "\($0)/addon/pipelines/home#!/results/\(build)" },
                buildNumber: build,
                git: env.git(
                    remote: origin.map { $0 + ".git" }, revision: env["BITBUCKET_COMMIT"],
                    branch: env["BITBUCKET_BRANCH"],
                    tag: env["BITBUCKET_TAG"]))
        },
        { env in
            guard env["TRAVIS"] == "true" else { return nil }
            return Ci(
                name: "Travis CI", url: env["TRAVIS_BUILD_WEB_URL"], buildNumber: env["TRAVIS_BUILD_NUMBER"],
                git: env.git(
                    remote: env["TRAVIS_REPO_SLUG"].map { "https://github.com/\($0).git" },
                    revision: env["TRAVIS_COMMIT"],
                    branch: env["TRAVIS_BRANCH"], tag: env["TRAVIS_TAG"]))
        },
        { env in
            guard env["JENKINS_URL"] != nil, let url = env["BUILD_URL"] else { return nil }
            // NB: the Git plugin's variables; without it the build is known but not the commit.
            return Ci(
                name: "Jenkins", url: url, buildNumber: env["BUILD_NUMBER"],
                git: env.git(remote: env["GIT_URL"], revision: env["GIT_COMMIT"], branch: env["GIT_BRANCH"]))
        },
    ]

    private static func stripping(_ prefix: String, from text: String) -> String? {
        text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : nil
    }

    /// `https://user:token@host/repo.git` → `https://host/repo.git`; other forms as they are.
    static func withoutCredentials(_ remote: String) -> String {
        guard let scheme = remote.range(of: "://") else { return remote }
        let rest = remote[scheme.upperBound...]
        let hostEnd = rest.firstIndex(of: "/") ?? rest.endIndex
        guard let at = rest[..<hostEnd].lastIndex(of: "@") else { return remote }
        return String(remote[..<scheme.upperBound]) + String(rest[rest.index(after: at)...])
    }
}
