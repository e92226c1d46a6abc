import { describe, expect, it } from 'vitest';
import { localizedName } from './display-name.js';

describe('localizedName', () => {
  it.each([
    ['en', { name: 'Beef noodles', cnName: '牛肉面' }, 'Beef noodles'],
    ['zh-CN', { name: 'Beef noodles', cnName: '牛肉面' }, '牛肉面'],
    ['zh-CN with no Chinese name', { name: 'Napkins', cnName: null }, 'Napkins'],
    ['zh-CN with an empty Chinese name', { name: 'Spoon', cnName: '' }, 'Spoon'],
    ['zh-CN with the field left out', { name: 'Egg' }, 'Egg'],
  ] as const)('%s', (label, entity, expected) => {
    const locale = label.startsWith('zh-CN') ? 'zh-CN' : 'en';
    expect(localizedName(entity, locale)).toBe(expected);
  });
});
