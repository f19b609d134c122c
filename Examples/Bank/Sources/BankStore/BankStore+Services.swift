import BankCore

extension BankStore {
    /// The services a `Banking` session needs, backed by this store.
    ///
    /// The services cannot throw, so a failure of the database itself is reported the safe
    /// way: a charge is declined (nothing was recorded), a sync fails as `.bankUnreachable`
    /// (nothing was lost), a sign-in fails as `.wrongCredentials`.
    public func services() -> BankServices {
        BankServices(
            authenticate: { [self] credentials in await authenticate(credentials) },
            accounts: { [self] customer in liveAccounts(of: customer) },
            charge: { [self] customer, request in
                do {
                    return try await charge(request, for: customer)
                } catch {
                    return .declined(amount: request.amount, spendable: .zero)
                }
            },
            sync: { [self] customer in
                do throws(SyncError) {
                    return .success(try await sync(customer))
                } catch {
                    return .failure(error)
                }
            }
        )
    }
}
