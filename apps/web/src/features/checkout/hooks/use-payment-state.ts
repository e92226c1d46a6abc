import { isCardEntryValid, type CardEntry } from '@orderlane/domain';
import { useEffect, useRef, useState } from 'react';
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

/** The saved cards and the diner's choice: the default saved card first, else a new card. */
export function usePaymentState(userId: number, now: Date): PaymentState {
  const profilesQuery = usePaymentProfiles(userId);
  const profiles = profilesQuery.data ?? [];
  const [choice, setChoice] = useState<PaymentChoice>({ kind: 'new-card' });
  const [card, setCard] = useState<CardEntry>(EMPTY_CARD);
  const [saveCard, setSaveCard] = useState(false);
  const hasChosen = useRef(false);

  const savedIds = profiles.map((profile) => profile.userPaymentProfileId).join(',');
  useEffect(() => {
    const list = profilesQuery.data ?? [];
    if (
      choice.kind === 'saved' &&
      !list.some((p) => p.userPaymentProfileId === choice.userPaymentProfileId)
    ) {
      setChoice({ kind: 'new-card' }); // the chosen card was deleted
    } else if (!hasChosen.current && choice.kind === 'new-card' && list[0]) {
      setChoice({ kind: 'saved', userPaymentProfileId: list[0].userPaymentProfileId });
    }
    // Re-decided when the list of saved cards changes.
  }, [savedIds]);

  const choose = (next: PaymentChoice) => {
    hasChosen.current = true;
    if (next.kind === 'new-card') {
      // 000 §4: choosing 'Credit/Debit Card' opens the form with its validity reset.
      setCard(EMPTY_CARD);
    }
    setChoice(next);
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
