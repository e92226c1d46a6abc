import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeBankAccounts, stores } from '@/db/schema/index.js';
import { buildTestApp } from '@/testing/build-test-app.js';
import { outboxMailsTo } from '@/testing/outbox-mails.js';
import { giveStoreRole, signUpOwner, type SignedUpOwner } from '@/modules/owners/owners-fixtures.js';
import { CURRENT_PASSWORD_NEEDED_MESSAGE, PAYOUT_HOLD_DAYS } from './bank-account-service.js';
import { createStoreFor, goodBankAccount } from './onboarding-fixtures.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const NEW_ACCOUNT = { accountNumber: '000987654321', confirmAccountNumber: '000987654321' };

describe('bank details: the current password, every owner told, payouts held for 7 days', async () => {
  const app = await buildTestApp();
  const owner = await signUpOwner(app);
  const partner = await signUpOwner(app, { preferredLanguage: 'CN', password: 'partner-owns-half' });
  const staff = await signUpOwner(app);
  const storeId = await createStoreFor(app, owner);
  await giveStoreRole(app, { storeId, ownerId: partner.id, role: 'OWNER' });
  await giveStoreRole(app, { storeId, ownerId: staff.id, role: 'STAFF' });

  const save = (who: SignedUpOwner, store: number, fields: Record<string, unknown> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/onboarding/bankAccount',
      headers: who.headers,
      payload: goodBankAccount(store, fields),
    });
  const storedAccount = async (store: number) => {
    const [row] = await app.db.select().from(storeBankAccounts).where(eq(storeBankAccounts.storeId, store));
    return row
      ? { number: app.secretBox.open(row.accountNumberCipher), holdUntil: row.payoutHoldUntil }
      : null;
  };
  const changeMails = async (who: SignedUpOwner) =>
    (await outboxMailsTo(app, who.email)).filter(
      (mail) => /bank account/i.test(mail.subject) || /银行账户/.test(mail.subject),
    );

  it('takes the first bank details of a store being set up without a password, holding nothing', async () => {
    const first = await save(owner, storeId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.bankAccount).toMatchObject({ accountNumber: '••••6789', payoutHoldUntil: null });
    expect(await changeMails(owner)).toEqual([]);
  });

  it('refuses a change without the current password, or with a wrong one (403), and changes nothing', async () => {
    const missing = await save(owner, storeId, NEW_ACCOUNT);
    expect(missing.statusCode).toBe(403);
    expect(missing.json().message).toBe(CURRENT_PASSWORD_NEEDED_MESSAGE);
    const wrong = await save(owner, storeId, { ...NEW_ACCOUNT, currentPassword: 'not-my-password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('The current password is not correct.');
    // Another owner's password is not this owner's.
    const othersPassword = await save(owner, storeId, { ...NEW_ACCOUNT, currentPassword: partner.password });
    expect(othersPassword.statusCode).toBe(403);
    const asStaff = await save(staff, storeId, { ...NEW_ACCOUNT, currentPassword: staff.password });
    expect(asStaff.statusCode).toBe(403);
    expect(await storedAccount(storeId)).toEqual({ number: '000123456789', holdUntil: null });
    expect(await changeMails(partner)).toEqual([]);
  });

  it('with the password: changes the account, holds payouts 7 days, and mails every owner the last 4 only', async () => {
    const before = Date.now();
    const changed = await save(owner, storeId, { ...NEW_ACCOUNT, currentPassword: owner.password });
    expect(changed.statusCode, changed.body).toBe(200);
    const stored = await storedAccount(storeId);
    expect(stored?.number).toBe('000987654321');
    const holdMs = stored!.holdUntil!.getTime();
    expect(holdMs).toBeGreaterThanOrEqual(before + PAYOUT_HOLD_DAYS * DAY_MS);
    expect(holdMs).toBeLessThanOrEqual(Date.now() + PAYOUT_HOLD_DAYS * DAY_MS);
    expect(changed.json().data.bankAccount.payoutHoldUntil).toBe(stored!.holdUntil!.toISOString());

    const [toOwner] = await changeMails(owner);
    const [toPartner] = await changeMails(partner);
    expect(toOwner?.subject).toBe('The payout bank account of Lucky Noodle House was changed');
    expect(toOwner?.body).toContain('the account ending in 4321');
    expect(toPartner?.subject).toBe('Lucky Noodle House 的收款银行账户已更改');
    for (const mail of [toOwner!, toPartner!]) {
      expect(mail.body).not.toMatch(/000987654321|98765|000123456789/);
    }
    expect(await changeMails(staff)).toEqual([]);
  });

  it('shows the hold and its end date on the payout statement', async () => {
    const statement = await app.inject({
      method: 'GET',
      url: `/api/portal/stores/${storeId}/payouts?weeks=3`,
      headers: owner.headers,
    });
    expect(statement.statusCode, statement.body).toBe(200);
    const { payoutHold, weeks, timeZone } = statement.json().data;
    const holdUntil = (await storedAccount(storeId))!.holdUntil!;
    const untilDate = holdUntil.toLocaleDateString('en-CA', { timeZone });
    expect(payoutHold).toEqual({ reason: 'BANK_ACCOUNT_CHANGED', until: holdUntil.toISOString(), untilDate });
    // This week is paid on the coming Wednesday, within the 7 days: held until the hold's end. Weeks paid
    // before the change keep their status.
    expect(weeks[0]).toMatchObject({ status: 'HELD', heldUntil: untilDate });
    const today = new Date().toLocaleDateString('en-CA', { timeZone });
    for (const week of weeks as { payoutDate: string; status: string; heldUntil: string | null }[]) {
      const held = week.payoutDate >= today && week.payoutDate <= untilDate;
      expect(week.status === 'HELD', week.payoutDate).toBe(held);
      expect(week.heldUntil).toBe(held ? untilDate : null);
    }
  });

  it('sends the same numbers again without a new hold or mail; still asks for the password', async () => {
    const holdBefore = (await storedAccount(storeId))!.holdUntil;
    const mailsBefore = (await changeMails(partner)).length;
    expect((await save(owner, storeId, NEW_ACCOUNT)).statusCode).toBe(403);
    const again = await save(owner, storeId, {
      ...NEW_ACCOUNT,
      currentPassword: owner.password,
      textConsent: true,
    });
    expect(again.statusCode).toBe(200);
    expect((await storedAccount(storeId))!.holdUntil).toEqual(holdBefore);
    expect(await changeMails(partner)).toHaveLength(mailsBefore);
  });

  it('counts wrong passwords with the password change: 10 in 15 minutes, then 429 even for the right one', async () => {
    const guesser = await signUpOwner(app);
    const store = await createStoreFor(app, guesser);
    expect((await save(guesser, store)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 9; attempt += 1) {
      expect(
        (await save(guesser, store, { ...NEW_ACCOUNT, currentPassword: `guess-${attempt}` })).statusCode,
      ).toBe(403);
    }
    const viaPasswordChange = await app.inject({
      method: 'POST',
      url: '/api/owner/changePassword',
      headers: guesser.headers,
      payload: { oldPassword: 'guess-9', newPassword: 'a-brand-new-password' },
    });
    expect(viaPasswordChange.statusCode).toBe(400);
    const locked = await save(guesser, store, { ...NEW_ACCOUNT, currentPassword: guesser.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Please try again in \d+ minutes?\./);
    expect((await storedAccount(store))!.number).toBe('000123456789');
  });

  it('asks for the password for the first bank details of a store that is already live', async () => {
    const store = await createStoreFor(app, owner);
    await app.db.update(stores).set({ active: true }).where(eq(stores.id, store));
    expect((await save(owner, store)).statusCode).toBe(403);
    const withPassword = await save(owner, store, { currentPassword: owner.password });
    expect(withPassword.statusCode).toBe(200);
    expect((await storedAccount(store))!.holdUntil).not.toBeNull();
  });
});
