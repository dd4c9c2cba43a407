import { Box, Stack } from '@chakra-ui/react';
import { CompanyProfilePanel } from './CompanyProfilePanel';
import { GovDataPanel } from './GovDataPanel';

/** The decision desk's company blocks on the application detail: the profile and the government data pack. */
export function DeskProfile({ applicationId }: { applicationId: string }) {
  return (
    <Stack gap="4">
      <Box bg="white" borderRadius="lg" p="6" boxShadow="sm">
        <CompanyProfilePanel applicationId={applicationId} />
      </Box>
      <Box bg="white" borderRadius="lg" p="6" boxShadow="sm">
        <GovDataPanel applicationId={applicationId} />
      </Box>
    </Stack>
  );
}
