/** A short two-note chime made with WebAudio: nothing to download, and loud enough over a kitchen. */

type AudioContextConstructor = typeof AudioContext;

let context: AudioContext | null = null;
const listeners = new Set<() => void>();

function audioContextClass(): AudioContextConstructor | null {
  const scope = window as unknown as {
    AudioContext?: AudioContextConstructor;
    webkitAudioContext?: AudioContextConstructor;
  };
  return scope.AudioContext ?? scope.webkitAudioContext ?? null;
}

/** The page's one audio context, created on first use (browsers start it suspended until a gesture). */
export function getToneContext(): AudioContext | null {
  const Context = audioContextClass();
  if (!context && Context) {
    context = new Context();
    context.addEventListener('statechange', () => listeners.forEach((listener) => listener()));
  }
  return context;
}

export type ToneState = 'ready' | 'blocked' | 'unsupported';

export function getToneState(): ToneState {
  const audio = getToneContext();
  if (!audio) {
    return 'unsupported';
  }
  return audio.state === 'running' ? 'ready' : 'blocked';
}

/** For useSyncExternalStore: told when the browser lets sound play or stops it. */
export function subscribeToneState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called from a click: browsers allow audio once the person has interacted with the page. */
export async function unlockTone(): Promise<ToneState> {
  const audio = getToneContext();
  if (audio && audio.state !== 'running') {
    await audio.resume().catch(() => undefined);
  }
  return getToneState();
}

function note(audio: AudioContext, frequency: number, startAt: number, seconds: number): void {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.0001, startAt);
  gain.gain.exponentialRampToValueAtTime(0.5, startAt + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, startAt + seconds);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(startAt);
  oscillator.stop(startAt + seconds + 0.05);
}

/** Plays the new-order chime; false when the browser still blocks sound. */
export function playOrderTone(): boolean {
  const audio = getToneContext();
  if (!audio || audio.state !== 'running') {
    return false;
  }
  const start = audio.currentTime + 0.01;
  note(audio, 880, start, 0.18);
  note(audio, 1320, start + 0.2, 0.28);
  return true;
}
