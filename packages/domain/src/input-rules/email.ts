/** The simple pattern of the sign-up forms: name, '@', domain, '.', more characters. */
export function isEmailValid(email: string): boolean {
  return email.length <= 254 && /^[\w.+-]+@[A-Za-z\d-]+(\.[A-Za-z\d-]+)*\.[A-Za-z\d]{2,}$/.test(email.trim());
}
