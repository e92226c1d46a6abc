export type DomainErrorType =
  'invalid_data' | 'not_found' | 'forbidden' | 'conflict' | 'payment_declined' | 'rate_limited';

/** A refusal a person can read; the server maps `type` to an HTTP status. */
export class DomainError extends Error {
  readonly type: DomainErrorType;

  constructor(type: DomainErrorType, message: string) {
    super(message);
    this.name = 'DomainError';
    this.type = type;
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;
