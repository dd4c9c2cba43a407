import { lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from 'react';
import { ApolloBoundary } from '#shared/api/ApolloBoundary.tsx';
import { authDialog } from '#shared/session/auth-dialog-store.ts';

const AuthDialogHost = lazy(() => import('./AuthDialogHost').then((module) => ({ default: module.AuthDialogHost })));

/**
 * Mounts the account dialog once it is first asked for, so the dialog machinery loads then and not with the first
 * screen (issue 10); from then on the host stays mounted and opens and closes as before.
 */
export function DeferredAuthDialogHost({ addCompanyPanel }: { addCompanyPanel: ReactNode }) {
  const state = useSyncExternalStore(authDialog.subscribe, authDialog.snapshot);
  const [wanted, setWanted] = useState(false);
  if (state !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ApolloBoundary>
        <AuthDialogHost addCompanyPanel={addCompanyPanel} />
      </ApolloBoundary>
    </Suspense>
  );
}
