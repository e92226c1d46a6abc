import type { DeliveryAddress } from '@/types/api';

export function formatAddress(address: DeliveryAddress & { address2?: string }): string {
  const street = [address.address, address.address2].filter(Boolean).join(', ');
  return `${street}, ${address.city}, ${address.state} ${address.zip}`.trim();
}

/** A saved address that can be checked: street, city, state and zip all present. */
export function hasCompleteAddress(address: Partial<DeliveryAddress>): address is DeliveryAddress {
  return Boolean(address.address && address.city && address.state && address.zip);
}
