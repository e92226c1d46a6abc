import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface SignedUpUser {
  id: number;
  email: string;
  password: string;
  accessToken: string;
}

/** Signs a new user up through the API; each call gets a fresh e-mail and phone number. */
export async function signUpUser(
  app: FastifyInstance,
  fields: Partial<
    Record<'email' | 'password' | 'firstName' | 'lastName' | 'phoneNumber' | 'reference', string>
  > = {},
): Promise<SignedUpUser> {
  const email = fields.email ?? `diner-${randomBytes(4).toString('hex')}@example.com`;
  const password = fields.password ?? 'correct horse battery';
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/signup',
    payload: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: '(312) 555-0142',
      email,
      password,
      ...fields,
    },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-up failed: ${response.body}`);
  }
  const { user } = response.json<{ user: { id: number; accessToken: string } }>();
  return { id: user.id, email: email.toLowerCase(), password, accessToken: user.accessToken };
}

export const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});
