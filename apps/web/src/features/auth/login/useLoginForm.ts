import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { QUIET_ERRORS } from '#shared/api/request-context.ts';
import { createFormFeedback } from '#shared/forms/form-feedback.ts';
import { type FormMessages, runFormSubmission } from '#shared/forms/form-submission.ts';
import { toastNotifier } from '#shared/ui/toaster.tsx';
import { prompts } from '../prompts/prompt-store';
import type { ProtocolEntry } from '../protocols/protocol-versions';
import type { PendingCompany } from '../storage/pending-login';
import { alertLoginFailure } from './company-login';
import { loginBusy } from './login-machine';
import { LOGIN_TEXTS } from './login-texts';
import { type PanelMode, useLogin } from './useLogin';

/** The first login step of a form: its mutation, and the companies its answer lists. */
export interface FirstLoginStep<TData, TVariables> {
  mutation: TypedDocumentNode<TData, TVariables>;
  companiesOf: (data: TData) => readonly PendingCompany[];
  /** Password logins open the add-company prompt when the company has no name (spec §4). */
  viaPassword?: boolean;
  /** The form's messages (useFieldErrors): cleared when the first step succeeds. */
  form?: FormMessages;
}

export interface LoginSubmit<TVariables> {
  /** The first step's variables; `captchaToken` is the slider's token when `check` asked for it. */
  variables: (captchaToken: string) => TVariables;
  /** The slider picture check comes first (password login). */
  check?: boolean;
  /** After the first step answered, before the companies (e.g. remember the mobile). */
  onSignedIn?: () => void;
}

/**
 * A login form's submit (spec §4): the slider when asked, the protocols and 温馨提示, the first step, then the
 * companies — each a step of the login machine (useLogin). A failure shows the 提示 alert; `busy` is the machine's.
 */
export function useLoginForm<TData, TVariables extends OperationVariables>(
  mode: PanelMode,
  first: FirstLoginStep<TData, TVariables>,
) {
  const login = useLogin(mode);
  const [mutate] = useMutation(first.mutation, { context: QUIET_ERRORS });
  // useMutation's conditional option types cannot be narrowed for a generic TVariables: this is its call shape.
  const execute = mutate as unknown as (options: { variables: TVariables }) => Promise<{ data?: TData | null }>;
  const [ownFeedback] = useState(() => createFormFeedback(toastNotifier));

  async function submit({ variables, check = false, onSignedIn }: LoginSubmit<TVariables>): Promise<void> {
    if (!login.start(check)) return;
    let agreed: ProtocolEntry[] = [];
    await runFormSubmission<TData, TVariables>({
      failureText: LOGIN_TEXTS.failed,
      onFailure: alertLoginFailure,
      form: first.form ?? { feedback: ownFeedback, reset: () => ownFeedback.clear() },
      input: async () => {
        let captchaToken = '';
        if (check) {
          const token = await prompts.captcha();
          if (!token) return null;
          captchaToken = token;
          login.send({ type: 'checked' });
        }
        const consent = await login.agreeToProtocols();
        if (!consent) return null;
        agreed = consent;
        login.send({ type: 'consented', agreed });
        return variables(captchaToken);
      },
      mutate: async (input) => (await execute({ variables: input })).data,
      onCompleted: async (data) => {
        onSignedIn?.();
        await login.continueWithCompanies(first.companiesOf(data), agreed, first.viaPassword === true);
      },
    });
    // However it ended (finished, handed over, stopped or failed), the form can be submitted again.
    login.send({ type: 'stopped' });
  }

  return { busy: loginBusy(login.state), submit };
}
