import Foundation

extension Source {
    /// A source of fetched JSON decoded as `Decoded`. Data that does not decode becomes a
    /// `.failure` carrying the `DecodingError`, whose `retry` fetches the data again. Like
    /// `map(named:_:)`, it emits once for every model of this source, in order.
    ///
    /// ```swift
    /// let forecast = Source(fetching: { try await download(forecastURL) })
    ///     .decoded(as: Forecast.self)
    /// ```
    public func decoded<Decoded: Decodable & Sendable>(
        as type: Decoded.Type,
        using decoder: @escaping @Sendable () -> JSONDecoder = { JSONDecoder() }
    ) -> Source<Fetchable<Decoded>> where Model == Fetchable<Data> {
        map { model in
            switch model {
            case .fetching:
                return .fetching
            case .failure(let failure):
                return .failure(.init(error: failure.error, attempts: failure.attempts, retry: failure.retry))
            case .fetched(let fetched):
                do {
                    let value = try decoder().decode(Decoded.self, from: fetched.value)
                    return .fetched(.init(value: value, refresh: fetched.refresh))
                } catch {
                    return .failure(.init(error: error, attempts: 1, retry: fetched.refresh))
                }
            }
        }
    }
}
