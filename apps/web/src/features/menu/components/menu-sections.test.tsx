import type { MenuCategory } from '@orderlane/domain';
import { screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeItem } from '@/testing/menu-data';
import { renderWithProviders } from '@/testing/test-utils';
import type { MenuSectionsProps } from './menu-sections';

const categories: MenuCategory[] = [1, 2, 3].map((categoryId) => ({
  id: categoryId,
  displayOrder: categoryId,
  name: `Category ${categoryId}`,
  cnName: null,
  description: null,
  active: true,
  available: true,
  items: Array.from({ length: 7 }, (_, index) =>
    makeItem({ id: categoryId * 100 + index, categoryId, code: '', name: `Dish ${categoryId}-${index}` }),
  ),
}));

const props: Omit<MenuSectionsProps, 'categories'> = {
  unavailableItemIds: new Set(),
  priceContext: { locale: 'en', mRate: 0 },
  onOpenItem: () => undefined,
};

/** A fresh copy of the module: "the document's first menu" is module state. */
async function loadMenuSections(navigationType: string) {
  vi.resetModules();
  // The fresh copy of react-i18next is handed the tests' i18next instance, as setup-tests does for the first.
  (await import('react-i18next')).initReactI18next.init(i18n);
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { type: navigationType } as PerformanceNavigationTiming,
  ]);
  return (await import('./menu-sections')).MenuSections;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('MenuSections', () => {
  it("draws the first screen first on the document's first load, every section heading at once", async () => {
    const MenuSections = await loadMenuSections('navigate');
    renderWithProviders(<MenuSections categories={categories} {...props} />);

    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.getAllByRole('button').length).toBeLessThan(21);
    expect(screen.getByRole('button', { name: /Dish 1-0/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('button')).toHaveLength(21));
    expect(screen.getByRole('button', { name: /Dish 3-6/ })).toBeInTheDocument();
  });

  it('draws the whole menu at once after a reload, which may restore a scroll position deep in it', async () => {
    const MenuSections = await loadMenuSections('reload');
    renderWithProviders(<MenuSections categories={categories} {...props} />);

    expect(screen.getAllByRole('button')).toHaveLength(21);
  });

  it('draws the whole menu at once on a later visit in the same document', async () => {
    const MenuSections = await loadMenuSections('navigate');
    const first = renderWithProviders(<MenuSections categories={categories} {...props} />);
    first.unmount();
    renderWithProviders(<MenuSections categories={categories} {...props} />);

    expect(screen.getAllByRole('button')).toHaveLength(21);
  });
});
