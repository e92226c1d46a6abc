import { create } from 'zustand';

export type ToastTone = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

interface ToastState {
  toasts: Toast[];
  dismiss: (id: number) => void;
}

const TOAST_LIFETIME_MS = 3500;
let nextId = 1;

export const useToastStore = create<ToastState>((set) => ({
  toasts: [],
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

/** Shows a short message, announced by the live region in <Toaster>. */
export function showToast({ message, tone = 'info' }: { message: string; tone?: ToastTone }): void {
  const id = nextId++;
  useToastStore.setState((state) => ({ toasts: [...state.toasts.slice(-2), { id, message, tone }] }));
  window.setTimeout(() => useToastStore.getState().dismiss(id), TOAST_LIFETIME_MS);
}
