import { useState } from 'react';
import { endedSession, serverMessageOr } from '../../../../shared/api/graphql-failure';
import { notifyFailure, notifySuccess } from '../../../../shared/ui/toaster';
import { ACCOUNT_TEXTS } from '../account-sections';

/**
 * Runs one account change at a time: busy while it runs, the success text after it, the server's message (or
 * the generic failure text) when refused. An ended session is left to the forced logout.
 */
export function useAccountAction() {
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<void>, successText: string): Promise<void> {
    if (busy) return;
    setBusy(true);
    try {
      await action();
      notifySuccess(successText);
    } catch (error) {
      if (!endedSession(error)) notifyFailure(serverMessageOr(error, ACCOUNT_TEXTS.failed));
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
