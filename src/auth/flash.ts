/**
 * A one-shot message handed from a public page to the react-admin app across the lazy boundary: the
 * login page stores 'Login is successful' here, the layout shows it once on mount (FlashNotifier).
 */
const FLASH_KEY = 'busads.flash';

export type FlashType = 'success' | 'info' | 'warning' | 'error';
export interface Flash {
  message: string;
  type: FlashType;
}

export function setFlash(flash: Flash): void {
  sessionStorage.setItem(FLASH_KEY, JSON.stringify(flash));
}

/** Returns the pending flash, if any, and forgets it. */
export function takeFlash(): Flash | null {
  const raw = sessionStorage.getItem(FLASH_KEY);
  if (raw === null) return null;
  sessionStorage.removeItem(FLASH_KEY);
  try {
    const value = JSON.parse(raw) as Partial<Flash>;
    return typeof value.message === 'string' ? { message: value.message, type: value.type ?? 'info' } : null;
  } catch {
    return null;
  }
}
