import { Stack, Text } from '@chakra-ui/react';
import { authDialog } from '#shared/session/auth-dialog-store.ts';
import { COMPANY_TEXTS } from '../search/company-search-rules';
import { AddCompanyForm } from './AddCompanyForm';

/**
 * The addCompany panel of the account dialog (spec §2, §4: after a password login without a company): the prompt
 * and the add-company form; 添加成功 closes the dialog.
 */
export function AddCompanyDialogPanel() {
  return (
    <Stack gap="4" data-testid="add-company-prompt">
      <Text color="gray.700" lineHeight="tall">
        {COMPANY_TEXTS.prompt}
      </Text>
      <AddCompanyForm onCancel={() => authDialog.close()} onAdded={() => authDialog.close()} />
    </Stack>
  );
}
