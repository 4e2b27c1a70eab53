// Result, as Swift's Result.swift: a value that is either a success or an error, for
// code that passes a throwing computation's outcome along (a completion handler's
// argument, a stored outcome).

/// A success, storing a `Success` value, or a failure, storing a `Failure` error.
public enum Result<Success, Failure: Error> {
  /// A success, storing a `Success` value.
  case success(Success)
  /// A failure, storing a `Failure` value.
  case failure(Failure)

  /// The success value, or the failure thrown as an error.
  public func get() throws -> Success {
    switch self {
    case .success(let success):
      return success
    case .failure(let failure):
      throw failure
    }
  }

  /// A result whose success value is `transform` of this one's; a failure stays.
  public func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> Result<NewSuccess, Failure> {
    switch self {
    case .success(let success):
      return .success(transform(success))
    case .failure(let failure):
      return .failure(failure)
    }
  }

  /// A result whose failure is `transform` of this one's; a success stays.
  public func mapError<NewFailure: Error>(_ transform: (Failure) -> NewFailure) -> Result<Success, NewFailure> {
    switch self {
    case .success(let success):
      return .success(success)
    case .failure(let failure):
      return .failure(transform(failure))
    }
  }

  /// `transform` of the success value, itself a result; a failure stays.
  public func flatMap<NewSuccess>(_ transform: (Success) -> Result<NewSuccess, Failure>) -> Result<NewSuccess, Failure> {
    switch self {
    case .success(let success):
      return transform(success)
    case .failure(let failure):
      return .failure(failure)
    }
  }
}

extension Result where Failure == Error {
  /// The outcome of calling `body`: its value, or the error it threw.
  public init(catching body: () throws -> Success) {
    do {
      self = .success(try body())
    } catch {
      self = .failure(error)
    }
  }
}
