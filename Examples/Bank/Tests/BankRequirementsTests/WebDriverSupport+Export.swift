// The WebDriver client (Browser, WebDriverSession, WebElement, Eventually…) lives in the
// WebDriverSupport target, shared with the living-documentation checks; re-exported here so
// the browser requirements use it as if it were their own.
@_exported import WebDriverSupport
