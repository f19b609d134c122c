import BankCore

extension BankStore {
    /// The services a `Banking` session needs, backed by this store.
    ///
    /// The services cannot throw, so a failure of the database itself is reported the safe
    /// way: a charge is `.notDecided` (nothing was recorded; never a decline, which would say
    /// the customer cannot afford it), a sync fails as `.bankUnreachable` (nothing was lost),
    /// a sign-in fails as `.wrongCredentials`.
    ///
    /// A charge that finds the database busy past the busy timeout is tried again a few times,
    /// a little later each time, before it is reported `.notDecided(.busy)`.
    public func services() -> BankServices {
        BankServices(
            authenticate: { [self] credentials in await authenticate(credentials) },
            accounts: { [self] customer in liveAccounts(of: customer) },
            charge: { [self] customer, request in
                await chargeRetryingWhileBusy(request, for: customer)
            },
            sync: { [self] customer in
                do throws(SyncError) {
                    return .success(try await sync(customer))
                } catch {
                    return .failure(error)
                }
            },
            pendingCharges: { [self] customer, request in
                do throws(PendingPageError) {
                    return .success(try pendingPage(request, for: customer))
                } catch {
                    return .failure(error)
                }
            }
        )
    }

    /// How often a busy charge is tried in all, and the first pause between tries (doubled each time).
    static let busyAttempts = 3
    static let firstBusyPause: Duration = .milliseconds(50)

    func chargeRetryingWhileBusy(_ request: ChargeRequest, for customer: CustomerID) async -> ChargeOutcome {
        var pause = Self.firstBusyPause
        for attempt in 1...Self.busyAttempts {
            do {
                return try await charge(request, for: customer)
            } catch .busy where attempt < Self.busyAttempts {
                try? await Task.sleep(for: pause)
                pause *= 2
            } catch .busy {
                return .notDecided(.busy)
            } catch {
                return .notDecided(.failed(error.description))
            }
        }
        return .notDecided(.busy)
    }
}
