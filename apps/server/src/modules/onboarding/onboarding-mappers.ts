import { maskSecret, type SecretBox } from '@/plugins/secrets.js';
import type { BankAccountRow, ProgressRow, StoreRow, UploadRow } from './onboarding-repository.js';

/** The spec's restaurant info as saved (the Lite flow keeps it as "the new restaurant"). */
export function toStoreWire(store: StoreRow) {
  return {
    id: store.id,
    ownerId: store.ownerId,
    name: store.name,
    active: store.active,
    orderlane: store.orderlane,
    orderlaneDrive: store.orderlaneDrive,
    ownDriver: store.ownDriver,
    receiveByFax: store.receiveByFax,
    receiveTip: store.receiveTip,
    phoneNumber: store.phoneNumber ?? '',
    address: store.address,
    city: store.city,
    state: store.state,
    zip: store.zip,
    taxRate: store.taxRate,
    timeZone: store.timeZone,
    latitude: store.latitude,
    longitude: store.longitude,
  };
}

/** A stored file as listed to its store's owner and staff; `url` needs the owner token. */
export function toUploadWire(upload: UploadRow) {
  return {
    id: upload.id,
    storeId: upload.storeId,
    name: upload.originalName,
    contentType: upload.contentType,
    sizeBytes: upload.sizeBytes,
    url: `/api/uploads/${upload.id}`,
    createdAt: upload.createdAt.toISOString(),
  };
}

/** Bank details as any answer shows them: names in full, every number masked to its last four. */
export function toBankAccountWire(account: BankAccountRow, box: SecretBox) {
  return {
    legalBusinessName: account.legalBusinessName,
    ownerLegalName: account.ownerLegalName,
    taxId: maskSecret(box.open(account.taxIdCipher)),
    routingNumber: maskSecret(box.open(account.routingNumberCipher)),
    accountNumber: maskSecret(box.open(account.accountNumberCipher)),
    textConsent: account.textConsent,
    updatedAt: account.updatedAt.toISOString(),
    payoutHoldUntil: account.payoutHoldUntil?.toISOString() ?? null,
  };
}

export function toProgressWire(
  storeId: number,
  progress: ProgressRow | null,
  extra: {
    bankAccount: ReturnType<typeof toBankAccountWire> | null;
    uploads: ReturnType<typeof toUploadWire>[];
  },
) {
  return {
    storeId,
    step: progress?.step ?? 'add-menu',
    menuInfo: progress?.menuInfo ?? null,
    orderProtocol: progress?.orderProtocol ?? null,
    bankAccount: extra.bankAccount,
    uploads: extra.uploads,
    completedAt: progress?.completedAt?.toISOString() ?? null,
  };
}
