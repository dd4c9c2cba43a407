import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Field, Stack, Textarea } from '@chakra-ui/react';
import { alertSlotRecipe, fieldSlotRecipe } from '@chakra-ui/react/theme';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { gatewayCodeOf, serverMessageOr } from '#shared/api/graphql-failure.ts';
import { FieldMessage } from '#shared/forms/FieldMessage.tsx';
import { useFormMutation } from '#shared/forms/useFormMutation.ts';
import { UploadPictureCards } from '#shared/upload/UploadPictureCards.tsx';
import { useUploadField } from '#shared/upload/useUploadField.ts';
import { CancelDataAuthorisationMutation, DataAuthorisationQuery } from '../authorisation-operations';
import {
  DOCUMENT_MAX,
  documentRule,
  REASON_MAX,
  REVOCATION_TEXTS,
  reasonRule,
  revocationRefusal,
} from '../revocation-rules';
import { RevokeConfirmDialog } from './RevokeConfirmDialog';

export interface Refusal {
  message: string;
  /** Offer /verified (the legal-representative rule was not met). */
  certify: boolean;
}

/**
 * The revocation (spec §1, §7 v1/auth/cancel): a reason, the sealed termination document (images or PDF, 1-5), a
 * confirmation dialog, then the call. Files uploaded here and not sent are deleted when the page is left. A refusal is
 * shown beside the button, where the user is looking (the button sits far down the page), and goes to the page
 * (`onRefused`), which reads its state again.
 */
export function RevocationForm({
  onRefused,
  onRevoked,
}: {
  onRefused: (refusal: Refusal) => void;
  onRevoked: () => void;
}) {
  const client = useApolloClient();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [documentError, setDocumentError] = useState<string | null>(null);
  const documents = useUploadField({ kinds: 'images-and-pdf', max: DOCUMENT_MAX });
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalBox = useRef<HTMLDivElement>(null);
  // The refusal is shown beside the button, and brought wholly into view if it runs past the window's edge.
  useEffect(() => {
    if (refusal) refusalBox.current?.scrollIntoView({ block: 'nearest' });
  }, [refusal]);
  const { busy, submit } = useFormMutation(CancelDataAuthorisationMutation, {
    successText: REVOCATION_TEXTS.revoked,
    failureText: REVOCATION_TEXTS.failed,
    onCompleted: (data) => {
      documents.keep();
      client.writeQuery({
        query: DataAuthorisationQuery,
        data: { dataAuthorisation: data.cancelDataAuthorisation.state },
      });
      onRevoked();
    },
    onFailure: (error) => {
      const refused = revocationRefusal(gatewayCodeOf(error), serverMessageOr(error, ''));
      setRefusal(refused.message);
      onRefused(refused);
    },
  });

  /** The form asks first; only 确定撤销 in the dialog sends. */
  function askToConfirm(event: FormEvent) {
    event.preventDefault();
    const problem = reasonRule(reason);
    const documentProblem = documentRule(documents.paths, documents.uploading);
    setFieldError(problem);
    setDocumentError(documentProblem);
    if (!problem && !documentProblem && !busy) setConfirming(true);
  }

  function answer(confirmed: boolean) {
    setConfirming(false);
    if (!confirmed) return;
    setRefusal(null);
    void submit({ reason: reason.trim(), documentPaths: documents.paths });
  }

  return (
    <Stack as="form" gap="4" onSubmit={askToConfirm} aria-label="撤销数据授权">
      <Field.Root recipe={fieldSlotRecipe} invalid={fieldError !== null}>
        <Field.Label>撤销原因</Field.Label>
        <Textarea
          value={reason}
          maxLength={REASON_MAX + 20}
          rows={4}
          placeholder="请填写撤销原因（2-200个字）"
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setFieldError(reason ? reasonRule(reason) : null)}
        />
        <FieldMessage message={fieldError} />
      </Field.Root>
      <Field.Root recipe={fieldSlotRecipe} invalid={documentError !== null}>
        <Field.Label>加盖公章的终止授权书</Field.Label>
        <Field.HelperText mb="2">
          请上传加盖企业公章的终止授权书扫描件或照片（图片或PDF，最多{DOCUMENT_MAX}个）
        </Field.HelperText>
        <UploadPictureCards field={documents} label="上传终止授权书" />
        <FieldMessage message={documentError} testId="document-error" />
      </Field.Root>
      <Stack direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'center' }} gap="3">
        <Button type="submit" colorPalette="red" loading={busy} alignSelf="flex-start" flexShrink={0}>
          撤销数据授权
        </Button>
        {refusal && (
          <Alert.Root
            recipe={alertSlotRecipe}
            status="error"
            borderRadius="md"
            py="2"
            role="alert"
            ref={refusalBox}
            data-testid="revocation-refused-inline"
          >
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">{refusal}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
      {confirming && <RevokeConfirmDialog onAnswer={answer} />}
    </Stack>
  );
}
