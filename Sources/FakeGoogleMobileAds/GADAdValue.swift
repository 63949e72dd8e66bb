import Foundation

/// How exact an ``GADAdValue`` is.
public enum GADAdValuePrecision: Int, Sendable {
  /// The precision is not known.
  case unknown = 0
  /// An estimate from aggregated data.
  case estimated = 1
  /// A value the publisher entered, such as a line item's price.
  case publisherProvided = 2
  /// The exact value paid for this impression.
  case precise = 3
}

/// What an impression earned: an amount in a currency, with how exact it is.
///
/// Apps cannot make one; the SDK hands it to an ad's `paidEventHandler`. The simulation pays
/// ``simulated`` for each impression.
public final class GADAdValue: NSObject, Sendable {
  /// How exact ``value`` is.
  public let precision: GADAdValuePrecision
  /// The amount earned, in ``currencyCode``.
  public let value: NSDecimalNumber
  /// The ISO 4217 code of the currency, such as `USD`.
  public let currencyCode: String

  init(precision: GADAdValuePrecision, value: NSDecimalNumber, currencyCode: String) {
    self.precision = precision
    self.value = value
    self.currencyCode = currencyCode
    super.init()
  }

  /// The value every simulated impression earns: an estimated 0.0001 USD.
  public static let simulated = GADAdValue(
    precision: .estimated, value: NSDecimalNumber(string: "0.0001"), currencyCode: "USD")
}

/// The block an ad calls with what each of its impressions earned.
public typealias GADPaidEventHandler = (GADAdValue) -> Void

/// The v12 name of ``GADAdValue``.
public typealias AdValue = GADAdValue
/// The v12 name of ``GADAdValuePrecision``.
public typealias AdValuePrecision = GADAdValuePrecision
/// The v12 name of ``GADPaidEventHandler``.
public typealias PaidEventHandler = GADPaidEventHandler
