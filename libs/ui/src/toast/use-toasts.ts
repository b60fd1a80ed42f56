import { useSyncExternalStore } from 'react';
import { getToasts, subscribeToasts, type ToastItem } from './toast-store.js';

/** The toasts currently kept by the store (at most one). */
export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribeToasts, getToasts, getToasts);
}
