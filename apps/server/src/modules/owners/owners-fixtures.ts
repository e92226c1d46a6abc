import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { storeMembers } from '@/db/schema/index.js';

export interface SignedUpOwner {
  id: number;
  email: string;
  password: string;
  accessToken: string;
  /** `{authorization: 'Bearer <token>'}` for app.inject. */
  headers: { authorization: string };
}

/** Creates a restaurant account through POST /api/signupOwner; each call gets a fresh e-mail. */
export async function signUpOwner(
  app: FastifyInstance,
  fields: Partial<Record<'name' | 'email' | 'password' | 'phoneNumber' | 'preferredLanguage', string>> = {},
): Promise<SignedUpOwner> {
  const email = fields.email ?? `owner-${randomBytes(4).toString('hex')}@example.com`;
  const password = fields.password ?? 'kitchen-open-late';
  const response = await app.inject({
    method: 'POST',
    url: '/api/signupOwner',
    payload: {
      name: 'Rosa Diaz',
      phoneNumber: '(312) 555-0101',
      email,
      username: email,
      password,
      ...fields,
    },
  });
  if (response.statusCode !== 200) {
    throw new Error(`owner sign-up failed: ${response.body}`);
  }
  const { data } = response.json<{ data: { id: number; accessToken: string } }>();
  return {
    id: data.id,
    email: email.toLowerCase(),
    password,
    accessToken: data.accessToken,
    headers: { authorization: `Bearer ${data.accessToken}` },
  };
}

/** Gives an account a role at a store directly in the database (tests of portal calls). */
export async function giveStoreRole(
  app: FastifyInstance,
  member: { storeId: number; ownerId: number; role: 'OWNER' | 'STAFF' },
) {
  await app.db
    .insert(storeMembers)
    .values(member)
    .onConflictDoUpdate({
      target: [storeMembers.storeId, storeMembers.ownerId],
      set: { role: member.role },
    });
}
