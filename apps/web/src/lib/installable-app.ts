/** Chrome's and Edge's install offer (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  /** The browser's install offer, kept for the install button on /download_app. */
  offer: InstallPromptEvent | null;
  /** Installed during this visit (the `appinstalled` event). */
  installed: boolean;
}

let state: InstallState = { offer: null, installed: false };
const listeners = new Set<() => void>();
const set = (next: InstallState) => {
  state = next;
  listeners.forEach((listener) => listener());
};

export const installState = {
  get: (): InstallState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Shows the browser's install dialog; answers whether the diner installed. */
  async install(): Promise<boolean> {
    const { offer } = state;
    if (!offer) {
      return false;
    }
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    // The offer can be used once.
    set({ offer: null, installed: outcome === 'accepted' });
    return outcome === 'accepted';
  },
};

/**
 * Listens for the install offer from the start: the browser makes it once, often before /download_app's code has
 * loaded. Its mini-bar is held back; the download page's button shows the dialog.
 */
export function listenForInstallOffer(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    set({ ...state, offer: event as InstallPromptEvent });
  });
  target.addEventListener('appinstalled', () => set({ offer: null, installed: true }));
}

/** Registers the storefront's service worker (dist/sw.js, written by the build) once the page has loaded. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) {
    return;
  }
  const register = () => {
    // updateViaCache 'none': the browser asks the server for a new worker at every check, past its HTTP cache.
    void navigator.serviceWorker
      .register('/sw.js', { scope: '/', updateViaCache: 'none' })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') {
    register();
  } else {
    window.addEventListener('load', register, { once: true });
  }
}
