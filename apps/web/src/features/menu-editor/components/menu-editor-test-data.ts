import i18n from 'i18next';
import { menuEditorEn } from '@/i18n/locales/menu-editor-en';
import type { EditorCategory, EditorItem } from '../api/menu-editor-api';

export function addMenuEditorStringsForTests(): void {
  i18n.addResourceBundle('en', 'translation', menuEditorEn, true, true);
}

export const makeItem = (overrides: Partial<EditorItem> = {}): EditorItem => ({
  id: 11,
  code: null,
  name: 'Burger',
  cnName: null,
  description: 'Beef, cheddar',
  price: 10,
  mPrice: null,
  spicy: false,
  raw: false,
  active: true,
  soldOut: false,
  printerName: 'Kitchen',
  optionGroups: [],
  ...overrides,
});

export const makeMenu = (): EditorCategory[] => [
  {
    id: 1,
    name: 'Mains',
    cnName: '主菜',
    description: null,
    active: true,
    items: [makeItem(), makeItem({ id: 12, name: 'Fries', price: 3.5, description: null })],
  },
  { id: 2, name: 'Drinks', cnName: null, description: null, active: true, items: [] },
];

/** The form fields of the n-th POST the fetch mock received. */
export const sentForm = (fetchMock: { mock: { calls: unknown[][] } }, index = 0) =>
  new URLSearchParams(String((fetchMock.mock.calls[index]![1] as RequestInit | undefined)?.body));

/** The calls that change something (every method but GET), in the order the fetch mock received them. */
export const changeCalls = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.filter((call) => (call[1] as RequestInit | undefined)?.method !== 'GET');
