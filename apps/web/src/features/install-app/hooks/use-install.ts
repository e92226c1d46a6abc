import { useMemo, useState, useSyncExternalStore } from 'react';
import { installState } from '@/lib/installable-app';
import { installPlatform, isRunningInstalled, type InstallPlatform } from '../utils/platform';

export interface Install {
  platform: InstallPlatform;
  /** Running as the installed app, or installed during this visit. */
  installed: boolean;
  /** The browser offers its own install dialog. */
  canPrompt: boolean;
  isPrompting: boolean;
  prompt: () => Promise<void>;
}

/** /download_app's state: the browser's install offer, and whether the app is already installed. */
export function useInstall(): Install {
  const state = useSyncExternalStore(installState.subscribe, installState.get, installState.get);
  const [isPrompting, setPrompting] = useState(false);
  const platform = useMemo(() => installPlatform(navigator.userAgent, navigator.maxTouchPoints ?? 0), []);
  const runningInstalled = useMemo(() => isRunningInstalled(window), []);
  return {
    platform,
    installed: runningInstalled || state.installed,
    canPrompt: state.offer !== null,
    isPrompting,
    prompt: async () => {
      setPrompting(true);
      try {
        await installState.install();
      } finally {
        setPrompting(false);
      }
    },
  };
}
