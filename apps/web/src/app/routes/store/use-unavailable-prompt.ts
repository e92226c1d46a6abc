import type { CartState } from '@orderlane/domain';
import { useEffect, useRef } from 'react';
import type { Store } from '@/types/api';
import type { StoreDialog } from './store-dialogs';

/** An active store that cannot take an ASAP order now offers a pre-order, once per visit. */
export function useUnavailablePrompt(
  store: Store,
  cart: Pick<CartState, 'scheduleTime'>,
  isAsapAvailable: boolean,
  dialog: StoreDialog,
  setDialog: (update: (current: StoreDialog) => StoreDialog) => void,
): void {
  const hasPrompted = useRef(false);
  useEffect(() => {
    if (
      hasPrompted.current ||
      !store.active ||
      isAsapAvailable ||
      cart.scheduleTime !== null ||
      dialog !== null
    ) {
      return;
    }
    // Another dialog opened in the same render (the address dialog) goes first; this one waits for it.
    setDialog((current) => {
      if (current !== null) {
        return current;
      }
      hasPrompted.current = true;
      return 'unavailable';
    });
  }, [store.active, isAsapAvailable, cart.scheduleTime, dialog, setDialog]);
}
