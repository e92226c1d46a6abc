import { create } from 'zustand';

/** The phone order a staff member is taking in this tab: which store, on which line the call came in. */
export interface PhoneOrderDraft {
  storeId: number;
  storeName: string;
  storePhone: string;
  /** Set once placed: the checkout then shows the confirmation until the next call or the board. */
  placed?: { orderId: number; total: number };
}

const KEY = 'orderlane.phoneOrder';

function read(): PhoneOrderDraft | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<PhoneOrderDraft> | null;
    return typeof value?.storeId === 'number' && typeof value.storePhone === 'string'
      ? {
          storeId: value.storeId,
          storeName: value.storeName ?? '',
          storePhone: value.storePhone,
          ...(value.placed ? { placed: value.placed } : {}),
        }
      : null;
  } catch {
    return null;
  }
}

interface PhoneOrderDraftStore {
  draft: PhoneOrderDraft | null;
  start: (draft: PhoneOrderDraft) => void;
  markPlaced: (placed: { orderId: number; total: number }) => void;
  finish: () => void;
}

// Kept per tab (sessionStorage): a call taken in one tab never turns another tab's checkout into a phone order.
export const usePhoneOrderDraftStore = create<PhoneOrderDraftStore>((set, get) => ({
  draft: read(),
  start: (draft) => {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
    set({ draft });
  },
  markPlaced: (placed) => {
    const { draft } = get();
    if (draft) {
      get().start({ ...draft, placed });
    }
  },
  finish: () => {
    sessionStorage.removeItem(KEY);
    set({ draft: null });
  },
}));

export const usePhoneOrderDraft = () => usePhoneOrderDraftStore((state) => state.draft);
