import { useMutation } from '@apollo/client/react';
import { Alert, Box, Button, Field, Input, Stack } from '@chakra-ui/react';
import { alertSlotRecipe, fieldSlotRecipe } from '@chakra-ui/react/theme';
import { type FormEvent, useState } from 'react';
import { endedSession, serverMessageOr } from '#shared/api/graphql-failure.ts';
import { QUIET_ERRORS } from '#shared/api/request-context.ts';
import { ConfirmLegalPersonMutation, StartFaceCheckMutation } from '../verification-operations';
import { FaceConsentDialog } from './FaceConsentDialog';
import { checkLegalPerson, type LegalPersonErrors } from './legal-person-rules';

const GENERIC_FAILURE = '请求失败，请稍后再试';

function LabelledInput(props: {
  label: string;
  value: string;
  error: string | undefined;
  placeholder: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(props.error)}>
      <Field.Label fontSize="sm" color="gray.700">
        {props.label}
      </Field.Label>
      <Input
        value={props.value}
        placeholder={props.placeholder}
        maxLength={60}
        autoComplete="off"
        onChange={(event) => props.onChange(event.target.value)}
      />
      <Box minH="20px" w="full">
        <Field.ErrorText mt="1" data-testid="field-error">
          {props.error}
        </Field.ErrorText>
      </Box>
    </Field.Root>
  );
}

/**
 * The legal representative's name and ID number, then the separate face consent, then the face check: confirm, start,
 * and go to the provider's page. `returnPath` is where the provider brings the browser back to (via the face key).
 */
export function LegalPersonForm({ returnPath, disabled }: { returnPath: string; disabled: boolean }) {
  const [confirmLegalPerson] = useMutation(ConfirmLegalPersonMutation, { context: QUIET_ERRORS });
  const [startFaceCheckAt] = useMutation(StartFaceCheckMutation, { context: QUIET_ERRORS });
  const [name, setName] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const [errors, setErrors] = useState<LegalPersonErrors>({});
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkLegalPerson(name, idNumber);
    setErrors(found);
    setFailure(null);
    if (!found.name && !found.idNumber) setAsking(true);
  }

  async function startFaceCheck() {
    setBusy(true);
    try {
      const confirmed = await confirmLegalPerson({
        variables: { input: { name: name.trim(), idNumber, faceConsent: true } },
      });
      const userCode = confirmed.data?.confirmLegalPerson.userCode ?? '';
      const started = await startFaceCheckAt({ variables: { userCode, returnPath } });
      const url = started.data?.startFaceCheck.url ?? '';
      if (!/^https?:\/\//i.test(url)) throw new Error('the face check page is not a web address');
      window.location.assign(url);
    } catch (error) {
      if (!endedSession(error)) setFailure(serverMessageOr(error, GENERIC_FAILURE));
      setBusy(false);
    }
  }

  return (
    <>
      <Stack asChild gap="1">
        <form noValidate aria-label="法定代表人信息" onSubmit={submit}>
          <LabelledInput
            label="法定代表人姓名"
            value={name}
            error={errors.name}
            placeholder="请输入法定代表人姓名"
            onChange={setName}
          />
          <LabelledInput
            label="身份证号"
            value={idNumber}
            error={errors.idNumber}
            placeholder="请输入法定代表人身份证号"
            onChange={(value) => setIdNumber(value.replace(/\s/g, ''))}
          />
          {failure && (
            <Alert.Root recipe={alertSlotRecipe} status="error" borderRadius="md" mb="3" data-testid="verify-error">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          )}
          <Button type="submit" colorPalette="brand" loading={busy} disabled={disabled} alignSelf="start">
            下一步：人脸识别
          </Button>
        </form>
      </Stack>
      {asking && (
        <FaceConsentDialog
          onAnswer={(agreed) => {
            setAsking(false);
            if (agreed) void startFaceCheck();
          }}
        />
      )}
    </>
  );
}
