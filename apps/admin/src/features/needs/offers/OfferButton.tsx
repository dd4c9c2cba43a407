import { useMutation } from '@apollo/client/react';
import { Button, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { DialogFrame } from '@sme/ui/dialog';
import { useState } from 'react';
import { QUIET_ERRORS } from '#shared/api/apollo-client.ts';
import { FormField } from '#shared/forms/FormField.tsx';
import { notifyOutcome } from '#shared/ui/notify-outcome.ts';
import { OFFER_FIELDS, type OfferFormValues, offerFormFor, offerInput } from './offer-form';
import { SendNeedOfferMutation } from './offer-operations';

/** 报价 on an open need (issue 22, slice offers): the institution's one indicative offer, sent or replaced. */
export function OfferButton({
  need,
}: {
  need: { id: string; entName: string | null; applyAmount: number; loanPeriod: number };
}) {
  const [values, setValues] = useState<OfferFormValues | null>(null);
  const [send, { loading }] = useMutation(SendNeedOfferMutation, {
    context: QUIET_ERRORS,
    refetchQueries: ['OrgNeedOffers'],
  });
  const submit = async () => {
    if (!values) return;
    const sent = await notifyOutcome(
      () => send({ variables: { input: offerInput(need.id, values) } }),
      '意向报价已发送，企业采纳后需求由贵机构认领',
    );
    if (sent) setValues(null);
  };
  const set = (key: keyof OfferFormValues) => (event: { target: { value: string } }) =>
    setValues((current) => (current ? { ...current, [key]: event.target.value } : current));
  return (
    <>
      <Button size="xs" ms="2" variant="outline" colorPalette="brand" onClick={() => setValues(offerFormFor(need))}>
        报价
      </Button>
      {values && (
        <DialogFrame
          title={`意向报价：${need.entName ?? '企业需求'}`}
          width="560px"
          testId="offer-dialog"
          closeButton
          onClose={() => setValues(null)}
          footer={
            <>
              <Button size="sm" variant="outline" onClick={() => setValues(null)}>
                取消
              </Button>
              <Button size="sm" colorPalette="brand" loading={loading} onClick={() => void submit()}>
                发送报价
              </Button>
            </>
          }
        >
          <Stack gap="3">
            <SimpleGrid columns={2} gap="3">
              {OFFER_FIELDS.map((field) => (
                <FormField key={field.key} label={field.label}>
                  <Input
                    size="sm"
                    name={field.key}
                    inputMode={field.inputMode}
                    value={values[field.key]}
                    onChange={set(field.key)}
                  />
                </FormField>
              ))}
            </SimpleGrid>
            <FormField label="报价条件（选填，最多500字）">
              <Textarea
                size="sm"
                name="conditions"
                maxLength={500}
                value={values.conditions}
                onChange={set('conditions')}
              />
            </FormField>
          </Stack>
        </DialogFrame>
      )}
    </>
  );
}
