import CucumberMessages
@testable import Requirements
import Testing

/// The `meta` message names the CI service, its build and the commit it builds, so that a report
/// or the living documentation can say where a run came from.
@Suite("CI environment in the meta message")
struct CiEnvironmentTests {
    @Test("Outside CI there is no ci")
    func local() {
        #expect(CiEnvironment.detect(["HOME": "/home/ada", "CI": ""]) == nil)
    }

    @Test("GitHub Actions: the run's URL, and the head branch of a pull request")
    func gitHub() {
        let ci = CiEnvironment.detect([
            "GITHUB_ACTIONS": "true", "GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "shop/cart",
            "GITHUB_RUN_ID": "42", "GITHUB_SHA": "abc123", "GITHUB_REF_NAME": "7/merge", "GITHUB_HEAD_REF": "fix-total",
        ])
        #expect(
            ci
                == Ci(
                    name: "GitHub Actions", url: "https://github.com/shop/cart/actions/runs/42", buildNumber: "42",
                    git: Git(remote: "https://github.com/shop/cart.git", revision: "abc123", branch: "fix-total")))
    }

    @Test("A tag build names the tag, not a branch")
    func gitHubTag() {
        let ci = CiEnvironment.detect([
            "GITHUB_ACTIONS": "true", "GITHUB_REPOSITORY": "shop/cart", "GITHUB_RUN_ID": "7", "GITHUB_SHA": "abc",
            "GITHUB_REF_NAME": "v1.2", "GITHUB_REF_TYPE": "tag",
        ])
        #expect(ci?.git == Git(remote: "https://github.com/shop/cart.git", revision: "abc", branch: nil, tag: "v1.2"))
    }

    @Test("GitLab: the project URL, never the repository URL with its job token")
    func gitLab() {
        let ci = CiEnvironment.detect([
            "GITLAB_CI": "true", "CI_PIPELINE_URL": "https://gitlab.com/shop/cart/-/pipelines/9",
            "CI_PIPELINE_IID": "9",
            "CI_PROJECT_URL": "https://gitlab.com/shop/cart", "CI_COMMIT_SHA": "def456", "CI_COMMIT_BRANCH": "main",
            "CI_REPOSITORY_URL": "https://gitlab-ci-token:secret@gitlab.com/shop/cart.git",
        ])
        #expect(
            ci
                == Ci(
                    name: "GitLab", url: "https://gitlab.com/shop/cart/-/pipelines/9", buildNumber: "9",
                    git: Git(remote: "https://gitlab.com/shop/cart.git", revision: "def456", branch: "main")))
    }

    @Test("Azure Pipelines: the branch or tag from the source reference")
    func azure() {
        let ci = CiEnvironment.detect([
            "TF_BUILD": "True", "SYSTEM_TEAMFOUNDATIONCOLLECTIONURI": "https://dev.azure.com/shop/",
            "SYSTEM_TEAMPROJECT": "cart", "BUILD_BUILDID": "5", "BUILD_BUILDNUMBER": "20261124.1",
            "BUILD_REPOSITORY_URI": "https://dev.azure.com/shop/cart/_git/cart", "BUILD_SOURCEVERSION": "0ff1ce",
            "BUILD_SOURCEBRANCH": "refs/heads/release/2",
        ])
        #expect(
            ci
                == Ci(
                    name: "Azure Pipelines", url: "https://dev.azure.com/shop/cart/_build/results?buildId=5",
                    buildNumber: "20261124.1",
                    git: Git(
                        remote: "https://dev.azure.com/shop/cart/_git/cart", revision: "0ff1ce", branch: "release/2")))
    }

    @Test(
        "Each service is recognised by its own variable",
        arguments: [
            (
                ["CIRCLECI": "true", "CIRCLE_SHA1": "a", "CIRCLE_REPOSITORY_URL": "git@github.com:shop/cart.git"],
                "CircleCI"
            ),
            (
                ["BUILDKITE": "true", "BUILDKITE_COMMIT": "a", "BUILDKITE_REPO": "git@github.com:shop/cart.git"],
                "Buildkite"
            ),
            (
                [
                    "BITRISE_IO": "true", "GIT_CLONE_COMMIT_HASH": "a",
                    "GIT_REPOSITORY_URL": "https://github.com/shop/cart",
                ], "Bitrise"
            ),
            (
                [
                    "BITBUCKET_BUILD_NUMBER": "3", "BITBUCKET_COMMIT": "a",
                    "BITBUCKET_GIT_HTTP_ORIGIN": "https://bitbucket.org/shop/cart",
                ],
                "Bitbucket Pipelines"
            ),
            (["TRAVIS": "true", "TRAVIS_COMMIT": "a", "TRAVIS_REPO_SLUG": "shop/cart"], "Travis CI"),
            (
                [
                    "JENKINS_URL": "https://ci.shop/", "BUILD_URL": "https://ci.shop/job/cart/3/", "GIT_COMMIT": "a",
                    "GIT_URL": "https://ci.shop/cart.git",
                ], "Jenkins"
            ),
        ])
    func services(variables: [String: String], name: String) {
        let ci = CiEnvironment.detect(variables)
        #expect(ci?.name == name)
        #expect(ci?.git?.revision == "a")
    }

    @Test("Credentials in a remote URL are not recorded")
    func credentials() {
        #expect(
            CiEnvironment.withoutCredentials("https://user:token@github.com/shop/cart.git")
                == "https://github.com/shop/cart.git")
        #expect(
            CiEnvironment.withoutCredentials("https://github.com/shop/a@b.git") == "https://github.com/shop/a@b.git")
        #expect(CiEnvironment.withoutCredentials("git@github.com:shop/cart.git") == "git@github.com:shop/cart.git")
    }
}
