import { isCardEntryValid, type CardEntry } from '@orderlane/domain';
import { useState } from 'react';
import { usePaymentProfiles, type PaymentProfile } from '../api/get-user-payment-profiles';
import type { PaymentSource } from '../api/send-order';
import { EMPTY_CARD } from '../components/card-form';
import type { PaymentChoice } from '../components/payment-methods-dialog';

export interface PaymentState {
  profiles: PaymentProfile[];
  isLoadingProfiles: boolean;
  choice: PaymentChoice;
  choose: (choice: PaymentChoice) => void;
  card: CardEntry;
  setCard: (card: CardEntry) => void;
  saveCard: boolean;
  setSaveCard: (saveCard: boolean) => void;
  /** What sendOrderV2 will charge; null while the card is incomplete or nothing is chosen. */
  source: PaymentSource | null;
}

/**
 * The saved cards and the diner's choice: the default saved card first, else a new card. The saved cards are
 * asked for once `loadProfiles` is true.
 */
export function usePaymentState(userId: number, now: Date, loadProfiles = true): PaymentState {
  const profilesQuery = usePaymentProfiles(userId, loadProfiles);
  const profiles = profilesQuery.data ?? [];
  // null until the diner picks: then the default saved card, else a new card.
  const [picked, setPicked] = useState<PaymentChoice | null>(null);
  const [card, setCard] = useState<CardEntry>(EMPTY_CARD);
  const [saveCard, setSaveCard] = useState(false);

  const isSaved = (id: number) => profiles.some((profile) => profile.userPaymentProfileId === id);
  const defaultChoice: PaymentChoice = profiles[0]
    ? { kind: 'saved', userPaymentProfileId: profiles[0].userPaymentProfileId }
    : { kind: 'new-card' };
  const choice: PaymentChoice =
    picked === null
      ? defaultChoice
      : picked.kind === 'saved' && !isSaved(picked.userPaymentProfileId)
        ? { kind: 'new-card' } // the chosen card was deleted
        : picked;

  const choose = (next: PaymentChoice) => {
    if (next.kind === 'new-card') {
      // Choosing 'Credit/Debit Card' opens the form with its validity reset.
      setCard(EMPTY_CARD);
    }
    setPicked(next);
  };

  const source: PaymentSource | null =
    choice.kind === 'saved'
      ? { userPaymentProfileId: choice.userPaymentProfileId }
      : isCardEntryValid(card, now)
        ? { card, saveCard }
        : null;

  return {
    profiles,
    isLoadingProfiles: profilesQuery.isPending,
    choice,
    choose,
    card,
    setCard,
    saveCard,
    setSaveCard,
    source,
  };
}
