import { useCallback, useEffect, useRef, useState } from 'react';
import { suggestAddresses } from '@/lib/api/suggest-addresses';
import { toDescription } from '../utils/describe-suggestion';
import { MIN_MESSAGE_LENGTH, messageText, postToApp } from '../utils/native-bridge';

export interface AddressAnswer {
  text: string;
  descriptions: string[] | null;
  hasFailed: boolean;
}

/**
 * Answers every text message of 4 characters or more (window `postMessage`, or `document` messages from
 * older React Native web views) with address descriptions; the newest message wins.
 */
export function useAddressMessages() {
  const [answer, setAnswer] = useState<AddressAnswer | null>(null);
  const pending = useRef<AbortController | null>(null);

  const ask = useCallback(async (text: string) => {
    if (text.trim().length < MIN_MESSAGE_LENGTH) {
      return;
    }
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    try {
      const descriptions = (await suggestAddresses(text.trim(), controller.signal)).map(toDescription);
      postToApp(descriptions);
      setAnswer({ text, descriptions, hasFailed: false });
    } catch {
      if (!controller.signal.aborted) {
        setAnswer({ text, descriptions: null, hasFailed: true });
      }
    }
  }, []);

  useEffect(() => {
    const onMessage = (event: Event) => {
      const text = messageText((event as MessageEvent).data);
      if (text !== null) {
        void ask(text);
      }
    };
    window.addEventListener('message', onMessage);
    document.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      document.removeEventListener('message', onMessage);
      pending.current?.abort();
    };
  }, [ask]);

  return { answer, ask };
}
