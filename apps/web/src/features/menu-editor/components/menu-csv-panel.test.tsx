import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '@/testing/test-utils';
import { MenuCsvPanel } from './menu-csv-panel';
import { addMenuEditorStringsForTests, sentForm } from './menu-editor-test-data';

beforeAll(addMenuEditorStringsForTests);
afterEach(() => vi.unstubAllGlobals());

const csvFile = (text: string) => new File([text], 'menu.csv', { type: 'text/csv' });

describe('MenuCsvPanel', () => {
  it('sends the chosen file and says how many categories and items came in', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi([
      {
        match: (url) => url.pathname.endsWith('/menu-import'),
        respond: () => ({ data: { categories: 2, items: 3 } }),
      },
    ]);
    renderWithProviders(<MenuCsvPanel storeId={7} />);
    await user.upload(screen.getByLabelText('Import CSV'), csvFile('category,name,price\nMains,Burger,10\n'));
    expect(await screen.findByText('Imported 2 categories and 3 items.')).toBeInTheDocument();
    expect(sentForm(fetchMock).get('csv')).toBe('category,name,price\nMains,Burger,10\n');
  });

  it("lists the server's row errors one a line", async () => {
    const user = userEvent.setup();
    stubApi([
      {
        match: (url) => url.pathname.endsWith('/menu-import'),
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
