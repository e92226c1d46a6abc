import { randomBytes } from 'node:crypto';
import { callApi, runPool } from './api-client.js';

export interface Diner {
  userId: number;
  token: string;
  email: string;
}

/** Signs up `count` diners through the API (each with the first-order promo ahead of them). */
export async function signUpDiners(baseUrl: string, count: number, concurrency = 8): Promise<Diner[]> {
  const run = randomBytes(3).toString('hex');
  return runPool(
    Array.from({ length: count }, (_, index) => index),
    concurrency,
    async (index) => {
      const email = `load-${run}-${index}@orderlane.test`;
      const answer = await callApi<{ user?: { id: number; accessToken: string } }>(baseUrl, '/user/signup', {
        form: {
          email,
          firstName: 'Load',
          lastName: `Diner ${index}`,
          password: 'load-test-password',
          phoneNumber: `312555${String(1000 + (index % 9000)).padStart(4, '0')}`,
        },
      });
      if (answer.status !== 200 || !answer.body.user) {
        throw new Error(`Signing up diner ${index} failed: ${answer.status} ${answer.text.slice(0, 200)}`);
      }
      return { userId: answer.body.user.id, token: answer.body.user.accessToken, email };
    },
  );
}
