import { useLogoutMutation } from '@invest/api';
import { toast } from '@invest/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { loadAccountStorageCleaner } from './clear-account-storage.js';

export const SIGNED_OUT_TOAST = { title: 'Signed out', description: 'You have been signed out on this device.' } as const;
export const SIGN_OUT_FAILED_TOAST = { title: 'Sign out failed', description: 'Please check your connection and try again.' } as const;

/**
 * "Sign out": POST /api/session/logout (which signs every reader of the session out), then forget the local flags
 * and the selected product, say so, and go home. A failed call changes nothing and says that too.
 */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const [logout, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();
  const signOut = useCallback(async () => {
    let clearAccountStorage: () => void;
    try {
      // Loaded before the call: a page that cannot load it changes nothing, and says so.
      clearAccountStorage = await loadAccountStorageCleaner();
      await logout().unwrap();
    } catch {
      toast({ ...SIGN_OUT_FAILED_TOAST, variant: 'destructive' });
      return;
    }
    clearAccountStorage();
    toast(SIGNED_OUT_TOAST);
    await navigate('/');
  }, [logout, navigate]);
  return { signOut, signingOut: isLoading };
}
