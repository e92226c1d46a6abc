export type PasswordMatch = 'empty' | 'match' | 'differ';

/** Green once the confirmation equals a typed password, red while it differs, neutral before. */
export function getPasswordMatch(password: string, confirmPassword: string): PasswordMatch {
  if (confirmPassword === '') {
    return 'empty';
  }
  return password === confirmPassword ? 'match' : 'differ';
}
