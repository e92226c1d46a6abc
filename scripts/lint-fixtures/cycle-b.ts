// Planted for scripts/lint-rules.test.ts: cycle-a and cycle-b import each other.
import { both } from './cycle-a';

export const bName = 'b';
export const twice = () => `${both()}${both()}`;
