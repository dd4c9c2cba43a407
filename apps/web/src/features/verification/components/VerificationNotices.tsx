import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** Without a company there is nothing to certify: point to adding one (/addVerifiedPC). */
export function NoCompany() {
  return (
    <Stack gap="4" align="start" data-testid="verified-no-company">
      <Text color="gray.600">您的账号尚未添加企业，请先添加企业，再进行企业实名认证。</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/addVerifiedPC">添加企业</RouterLink>
      </Button>
    </Stack>
  );
}

/** /verified?add=true on a company whose check has passed already. */
export function AlreadyCertified() {
  return (
    <Stack gap="4" align="start" data-testid="verified-already">
      <Text color="gray.600">该企业已完成实名认证。如需认证其他企业，请先添加或切换企业。</Text>
      <HStack>
        <Button asChild colorPalette="brand">
          <RouterLink to="/addVerifiedPC">添加企业</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/changeCompany">切换企业</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
