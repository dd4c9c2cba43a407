import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Field, HStack, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { gatewayCodeOf, serverMessageOr } from '../../../shared/api/graphql-failure';
import { useFormMutation } from '../../../shared/forms/useFormMutation';
import { CancelDataAuthorisationMutation, DataAuthorisationQuery } from '../authorisation-operations';
import { REASON_MAX, REVOCATION_TEXTS, reasonRule, revocationRefusal } from '../revocation-rules';
import { RevokeConfirmDialog } from './RevokeConfirmDialog';

/**
 * The revocation (spec §1, §7 v1/auth/cancel): a reason, a confirmation dialog, then the call. A refusal is shown
 * beside the form in words the user can act on (-5005: certify first; -1404: nothing in force any more), and the
 * page's state is read again so it shows what is true now.
 */
export function RevocationForm({ onRefused }: { onRefused: () => void }) {
  const client = useApolloClient();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; certify: boolean } | null>(null);
  const [confirming, setConfirming] = useState<((confirmed: boolean) => void) | null>(null);
  const { busy, submit } = useFormMutation(CancelDataAuthorisationMutation, {
    successText: REVOCATION_TEXTS.revoked,
    failureText: REVOCATION_TEXTS.failed,
    onCompleted: (data) => {
      client.writeQuery({
        query: DataAuthorisationQuery,
        data: { dataAuthorisation: data.cancelDataAuthorisation.state },
      });
    },
    onFailure: (error) => {
      setRefusal(revocationRefusal(gatewayCodeOf(error), serverMessageOr(error, '')));
      onRefused();
    },
  });

  const confirm = () => new Promise<boolean>((resolve) => setConfirming(() => resolve));

  async function revoke(event: FormEvent) {
    event.preventDefault();
    const problem = reasonRule(reason);
    setFieldError(problem);
    if (problem || busy) return;
    setRefusal(null);
    await submit(async () => ((await confirm()) ? { reason: reason.trim() } : null));
  }

  return (
    <Stack as="form" gap="4" onSubmit={revoke} aria-label="撤销数据授权">
      <Field.Root invalid={fieldError !== null} required>
        <Field.Label>撤销原因</Field.Label>
        <Textarea
          value={reason}
          maxLength={REASON_MAX + 20}
          rows={4}
          placeholder="请填写撤销原因（2-200个字）"
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setFieldError(reason ? reasonRule(reason) : null)}
        />
        <Field.ErrorText minH="1.25rem">{fieldError}</Field.ErrorText>
      </Field.Root>
      {refusal && (
        <Alert.Root status="error" borderRadius="md" data-testid="revocation-refused">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{refusal.message}</Alert.Title>
          </Alert.Content>
          {refusal.certify && (
            <Button asChild size="sm" colorPalette="brand" variant="outline">
              <RouterLink to="/verified">前往实名认证</RouterLink>
            </Button>
          )}
        </Alert.Root>
      )}
      <HStack>
        <Button type="submit" colorPalette="red" loading={busy}>
          撤销数据授权
        </Button>
      </HStack>
      {confirming && (
        <RevokeConfirmDialog
          onAnswer={(confirmed) => {
            confirming(confirmed);
            setConfirming(null);
          }}
        />
      )}
    </Stack>
  );
}
