import { createContext, type ReactNode } from 'react';

export interface ItemImageSlotProps {
  storeId: number;
  itemId: number;
  imageUrl: string | null;
}

/**
 * What the item form shows for a saved item's picture. The page composes it in (features do not import each
 * other); without a provider the form shows no picture controls.
 */
export const ItemImageSlot = createContext<((props: ItemImageSlotProps) => ReactNode) | null>(null);
