@issue:BANK-7
Feature: Requests the bank refuses
  The bank's pages share the browser with other sites, and its JSON API is open to any
  program. A request another site makes in the customer's name, or text that hides what it
  holds, changes nothing, and the answer says why. Scenarios tagged @api-only are about the
  JSON API's wire format, so they have nothing to show in the browser.

  Background:
    Given a customer "ada" with the password "lovelace"
    And her account "Everyday" has a $50.00 available balance

  Rule: Another site cannot act in the customer's name

    Example: A charge form posted by a page on another site is refused
      Given "ada" is signed in
      When a page on another site posts a $10.00 charge from "Mallory" on "Everyday"
      Then the request is refused with "This request did not come from the bank's own pages, so nothing was changed."
      And the account "Everyday" shows $0.00 pending

    Example: A charge form without the page's form token is refused
      Given "ada" is signed in
      When a $10.00 charge from "Mallory" is posted on "Everyday" without the page's form token
      Then the request is refused with "This request did not come from the bank's own pages, so nothing was changed."
      And the account "Everyday" shows $0.00 pending

    @api-only
    Example: The JSON API does not take the browser's session cookie
      Given "ada" is signed in
      When a program posts a $10.00 charge from "Mallory" on "Everyday" with the browser's session cookie
      Then the program is answered 401 with "Sign in first: this request has no valid session."
      And the account "Everyday" shows $0.00 pending

    @api-only
    Example: The JSON API takes only JSON
      When a program signs in as "ada" with the password "lovelace" sending a form instead of JSON
      Then the program is answered 415 with "Send the request body as JSON, with Content-Type: application/json."

  Rule: Names and passwords cannot hide control characters or direction overrides

    Scenario Outline: A merchant name with <what> is refused
      Given "ada" is signed in
      When a charge of "$1.00" from "<merchant>" is requested on "Everyday"
      Then the charge is refused with "<message>"
      And the account "Everyday" shows $0.00 pending

      Examples:
        | what                 | merchant                   | message                                                                             |
        | a NUL                | NUL<U+0000>after           | The merchant name contains a control character (U+0000), which is not allowed.    |
        | an escape            | Shop<U+001B>[2J            | The merchant name contains a control character (U+001B), which is not allowed.    |
        | a direction override | Corner <U+202E>pohS        | The merchant name contains a direction override (U+202E), which is not allowed.   |
        | a direction isolate  | Corner <U+2066>Shop<U+2069> | The merchant name contains a direction override (U+2066), which is not allowed.  |

    Scenario Outline: Signing in with <what> is refused, naming the field
      When "<username>" signs in with the password "<password>"
      Then nobody is signed in
      And the sign-in error says "<message>"

      Examples:
        | what                             | username       | password              | message                                                                     |
        | a NUL in the password            | ada            | lovelace<U+0000>junk  | The password contains a control character (U+0000), which is not allowed.  |
        | a direction override in the name | ada<U+202E>    | lovelace              | The user name contains a direction override (U+202E), which is not allowed. |

  Rule: An amount is read by one rule, whether a program sends it as a JSON number or as text

    @api-only
    Scenario Outline: The amount <amount> sent as JSON
      Given "ada" is signed in
      When a program charges <amount> from "Corner Shop" on "Everyday"
      Then the program is answered <status> with "<message>"
      And the account "Everyday" shows <pending> pending

      Examples:
        | amount   | status | message                                            | pending |
        | 0.010    | 201    |                                                    | $0.01   |
        | "0.010"  | 201    |                                                    | $0.01   |
        | 12.345   | 400    | Enter an amount in dollars and cents, like 12.50. | $0.00   |
        | "12.345" | 400    | Enter an amount in dollars and cents, like 12.50. | $0.00   |
        | 1e300    | 400    | Enter an amount of at most $1,000,000.00.          | $0.00   |
        | -5       | 400    | Enter an amount greater than zero.                 | $0.00   |

  Rule: Every answer says what it allows

    @api-only
    Example: A known address asked with the wrong method says which methods it answers
      When a program sends DELETE to "/api/accounts"
      Then the program is answered 405 with "This address answers GET only."
      And the answer allows "GET"

    @api-only
    Example: Pages cannot be framed or sniffed, and their address stays in the bank
      When a program loads "/sign-in"
      Then the answer carries the header "X-Content-Type-Options" with "nosniff"
      And the answer carries the header "Referrer-Policy" with "same-origin"
      And the answer's content security policy has "frame-ancestors 'none'"
