import { useQuery } from '@apollo/client/react';
import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import { type FormEvent, useState } from 'react';
import { NO_LOADING } from '#shared/api/request-context.ts';
import { FieldMessage } from '#shared/forms/FieldMessage.tsx';
import { useFormMutation } from '#shared/forms/useFormMutation.ts';
import { sessionStore } from '#shared/session/current-user.ts';
import { notifyFailure } from '#shared/ui/toaster.tsx';
import { AddCompanyMutation, HotlineQuery } from '../company-operations';
import { COMPANY_TEXTS, formIsValid } from '../search/company-search-rules';
import { type RegistryCompany, useCompanySearch } from '../search/useCompanySearch';
import { CompanySearchResults } from './CompanySearchResults';

interface AddCompanyFormProps {
  /** 取消. */
  onCancel: () => void;
  /** After 添加成功 (the form has reset itself and `me` was fetched again). */
  onAdded: () => void;
}

/** The hotline until the site settings arrive (the footer shows the same setting). */
const DEFAULT_HOTLINE = '400-800-1234';

/**
 * Spec §2 add-company form, in the dialog and on /addVerifiedPC: a company-name search whose chosen result fills the
 * credit code and the legal person (read-only), a tip, 取消 and 确定 (disabled until a code is filled).
 */
export function AddCompanyForm({ onCancel, onAdded }: AddCompanyFormProps) {
  const search = useCompanySearch();
  const hotline = useQuery(HotlineQuery, { context: NO_LOADING }).data?.siteConfig.hotline ?? DEFAULT_HOTLINE;
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<RegistryCompany | null>(null);
  const [focused, setFocused] = useState(false);
  const [touched, setTouched] = useState(false);
  const [nameHint, setNameHint] = useState<string | null>(null);
  const { busy: adding, submit: addCompany } = useFormMutation(AddCompanyMutation, {
    successText: COMPANY_TEXTS.added,
    failureText: COMPANY_TEXTS.failed,
    onCompleted: async () => {
      // Spec §8: 添加成功, then the dialog closes, the form resets and the user info reloads.
      await sessionStore.refresh();
      reset();
      onAdded();
    },
  });

  // Spec §5: 请输入企业名称 when the field is empty and not focused.
  const nameError = !focused && touched && !name.trim() ? COMPANY_TEXTS.nameRequired : nameHint;

  function changeName(text: string): void {
    setName(text);
    setChosen(null);
    setNameHint(null);
    search.typed(text);
  }

  function choose(company: RegistryCompany): void {
    search.clear();
    setName(company.companyName);
    setChosen(company);
    setNameHint(null);
  }

  function reset(): void {
    search.clear();
    setName('');
    setChosen(null);
    setTouched(false);
    setNameHint(null);
  }

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (!chosen || !formIsValid({ companyName: name, uniformCode: chosen.uniformCode })) {
      notifyFailure(COMPANY_TEXTS.invalidForm);
      return;
    }
    await addCompany({
      input: { companyName: chosen.companyName, uniformCode: chosen.uniformCode, legalPerson: chosen.legalPerson },
    });
  }

  return (
    <Stack asChild gap="1">
      <form aria-label="添加企业" noValidate onSubmit={(event) => void submit(event)}>
        <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(nameError)}>
          <Field.Label fontSize="sm" color="gray.700">
            企业名称
          </Field.Label>
          <HStack w="full" gap="2">
            <Input
              value={name}
              placeholder="请输入企业名称查询"
              autoComplete="off"
              maxLength={100}
              onChange={(event) => changeName(event.target.value)}
              onFocus={() => setFocused(true)}
              onBlur={() => {
                setFocused(false);
                setTouched(true);
              }}
            />
            <Button
              variant="outline"
              colorPalette="brand"
              flexShrink={0}
              loading={search.busy}
              onClick={() => {
                setChosen(null);
                if (!name.trim()) setTouched(true);
                else if (!search.searchNow(name)) setNameHint(COMPANY_TEXTS.tooShort);
              }}
            >
              查询
            </Button>
          </HStack>
          <FieldMessage message={nameError} />
        </Field.Root>
        {search.result && !chosen && (
          <Box mb="3">
            <CompanySearchResults
              result={search.result}
              busy={search.busy}
              hotline={hotline}
              onChoose={choose}
              onPrevious={() => void search.previous()}
              onNext={() => void search.next()}
            />
          </Box>
        )}
        <ReadOnlyField label="统一社会信用代码" value={chosen?.uniformCode ?? ''} />
        <ReadOnlyField label="法定代表人" value={chosen?.legalPerson ?? ''} />
        <Text fontSize="sm" color="gray.500" pb="4">
          {COMPANY_TEXTS.tip}
        </Text>
        <HStack justify="flex-end" gap="3">
          <Button variant="outline" onClick={onCancel}>
            取消
          </Button>
          <Button type="submit" colorPalette="brand" disabled={!chosen?.uniformCode} loading={adding}>
            确定
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}

function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <Field.Root recipe={fieldSlotRecipe} readOnly pb="3">
      <Field.Label fontSize="sm" color="gray.700">
        {label}
      </Field.Label>
      <Input value={value} readOnly bg="gray.50" placeholder="选择查询结果后自动填写" />
    </Field.Root>
  );
}
