import { afterEach, describe, expect, it } from 'vitest';
import { storeListQueryOptions, type ListedStore } from '@/features/store-list/api/locate-restaurants';
import { createQueryClient } from '@/lib/query-client';
import { seedStoreListData } from './store-list-page-data';

const listed: ListedStore[] = [
  {
    id: 5,
    name: 'Sunrise Griddle',
    bannerUrl: '/media/stores/sunrise-griddle-banner.svg',
    distance: null,
    keyword: 'Breakfast',
    orderlane: true,
    orderlaneDrive: true,
    ownDriver: true,
    tdrive: false,
    city: 'Chicago',
  },
];
const noneKey = storeListQueryOptions({ kind: 'none' }).queryKey;

/** What the server writes into the store list's first HTML. */
function writeFirstHtmlData(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'store-list-data';
  script.textContent = text;
  document.head.append(script);
}

describe('seedStoreListData', () => {
  afterEach(() => document.getElementById('store-list-data')?.remove());

  it("puts the default area's stores into the query cache as the list's request without a position, and reads them once", () => {
    const queryClient = createQueryClient();
    writeFirstHtmlData(JSON.stringify(listed));
    seedStoreListData(queryClient);
    expect(queryClient.getQueryData(noneKey)).toEqual(listed);
    expect(document.getElementById('store-list-data')).toBeNull();

    // A later visit asks the API: nothing is read again.
    const later = createQueryClient();
    seedStoreListData(later);
    expect(later.getQueryData(noneKey)).toBeUndefined();
  });

  it('leaves the cache alone when the data is unreadable or not a list', () => {
    for (const text of ['{"id":5}', 'not json', 'null']) {
      const queryClient = createQueryClient();
      writeFirstHtmlData(text);
      seedStoreListData(queryClient);
      expect(queryClient.getQueryData(noneKey)).toBeUndefined();
      expect(document.getElementById('store-list-data')).toBeNull();
    }
  });
});
