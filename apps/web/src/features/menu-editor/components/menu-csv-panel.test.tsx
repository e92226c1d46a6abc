import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '@/testing/test-utils';
import type { MenuImportSummary } from '../api/menu-editor-api';
import { MenuCsvPanel } from './menu-csv-panel';
import { addMenuEditorStringsForTests, sentForm } from './menu-editor-test-data';

beforeAll(addMenuEditorStringsForTests);
afterEach(() => vi.unstubAllGlobals());

const csvFile = (text: string) => new File([text], 'menu.csv', { type: 'text/csv' });
const FILE = 'category,name,price\nMains,Burger,11\nMains,Fries,3.50\n';

const summary = (
  overrides: Partial<MenuImportSummary & { fingerprint: string }> = {},
): MenuImportSummary & { fingerprint: string } => ({
  categories: 1,
  items: 2,
  added: [{ category: 'Mains', name: 'Fries' }],
  changed: [{ category: 'Mains', name: 'Burger', changes: [{ field: 'price', from: '10.00', to: '11.00' }] }],
  removed: [{ category: 'Mains', name: 'Soup' }],
  categoriesAdded: [],
  categoriesChanged: [],
  categoriesRemoved: ['Drinks'],
  reordered: false,
  unchanged: 4,
  fingerprint: 'menu-v1',
  ...overrides,
});

const isPreview = (url: URL) => url.pathname.endsWith('/menu-import/preview');
const isImport = (url: URL) => url.pathname.endsWith('/menu-import');

describe('MenuCsvPanel', () => {
  it('previews what the file adds, changes and removes, and applies it only on confirm', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi([
      { match: isPreview, respond: () => ({ status: 200, data: summary() }) },
      { match: isImport, respond: () => ({ status: 200, data: summary() }) },
    ]);
    renderWithProviders(<MenuCsvPanel storeId={7} />);
    await user.upload(screen.getByLabelText('Import CSV'), csvFile(FILE));

    const dialog = await screen.findByRole('dialog', { name: 'Check the import' });
    expect(within(dialog).getByText('1 to add, 1 to change, 1 to remove, 4 unchanged.')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Remove (1)' })).toBeInTheDocument();
    expect(within(dialog).getByText('Price: 10.00 → 11.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Remove category: Drinks (with its items)')).toBeInTheDocument();
    // Only the preview was asked for.
    expect(fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').pathname)).toEqual([
      '/api/portal/stores/7/menu-import/preview',
    ]);
    expect(sentForm(fetchMock).get('csv')).toBe(FILE);

    await user.click(within(dialog).getByRole('button', { name: 'Apply changes' }));
    expect(await screen.findByText('Menu updated: 1 added, 1 changed, 1 removed.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const applied = sentForm(fetchMock, 1);
    expect(applied.get('csv')).toBe(FILE);
    expect(applied.get('fingerprint')).toBe('menu-v1');
  });

  it('writes nothing when the owner cancels, and says when a file changes nothing', async () => {
    const user = userEvent.setup();
    const nothing = summary({ added: [], changed: [], removed: [], categoriesRemoved: [], unchanged: 6 });
    const fetchMock = stubApi([{ match: isPreview, respond: () => ({ status: 200, data: nothing }) }]);
    renderWithProviders(<MenuCsvPanel storeId={7} />);
    await user.upload(screen.getByLabelText('Import CSV'), csvFile(FILE));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This file changes nothing on the menu.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Apply changes' })).not.toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the changes again when the menu changed since the preview', async () => {
    const user = userEvent.setup();
    let previews = 0;
    stubApi([
      {
        match: isPreview,
        respond: () => {
          previews += 1;
          return { status: 200, data: summary({ fingerprint: `menu-v${previews}` }) };
        },
      },
      { match: isImport, status: 409, respond: () => ({ status: 409, message: 'The menu changed.' }) },
    ]);
    renderWithProviders(<MenuCsvPanel storeId={7} />);
    await user.upload(screen.getByLabelText('Import CSV'), csvFile(FILE));
    await user.click(await screen.findByRole('button', { name: 'Apply changes' }));
    expect(await screen.findByText(/The menu changed since the file was checked/)).toBeInTheDocument();
    expect(previews).toBe(2);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('refuses a binary file in one sentence without sending it', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi([]);
    renderWithProviders(<MenuCsvPanel storeId={7} />);
    // A workbook saved under a .csv name.
    const workbook = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x14])], 'menu.csv');
    await user.upload(screen.getByLabelText('Import CSV'), workbook);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file was not imported. This file is not a CSV file. Save the menu as CSV (comma-separated, UTF-8) and choose it again.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("lists the server's row errors one a line", async () => {
    const user = userEvent.setup();
    stubApi([
      {
        match: isPreview,
        status: 400,
        respond: () => ({
          status: 400,
          message: 'Nothing was imported. Row 2: price must be dollars. Row 5: name is required.',
        }),
      },
    ]);
    renderWithProviders(<MenuCsvPanel storeId={7} />);
    await user.upload(screen.getByLabelText('Import CSV'), csvFile('category,name,price\n'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file was not imported.');
    expect(screen.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      'Row 2: price must be dollars.',
      'Row 5: name is required.',
    ]);
  });
});
