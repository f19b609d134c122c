import Testing

@Suite("Example: registration tokens make a missing registration a compile error")
struct RegistrationTests {
    @Test func anAppBuiltFromTokensHandlesEveryRegisteredFeaturesLinks() {
        let registry = DeepLinkRegistry()
        let app = App(
            registry: registry,
            articles: registry.register(ArticlesFeature()),
            settings: registry.register(SettingsFeature())
        )
        #expect(app.handle("articles/42") == "Article 42")
        #expect(app.handle("settings") == "Settings")
        #expect(app.handle("unknown/1") == "Not found")
    }

    @Test func aTokenIsOnlyHandedOutByRegisteringAndRegisteringIsWhatRoutesLinks() {
        let registry = DeepLinkRegistry()
        #expect(registry.open("articles/1") == nil)
        let token: Registered<ArticlesFeature> = registry.register(ArticlesFeature())
        _ = token
        #expect(registry.open("articles/1") == "Article 1")
    }
}
