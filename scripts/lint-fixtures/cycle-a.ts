// Planted for scripts/lint-rules.test.ts: cycle-a and cycle-b import each other.
import { bName } from './cycle-b';

export const aName = 'a';
export const both = () => `${aName}${bName}`;
