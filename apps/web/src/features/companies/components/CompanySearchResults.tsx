import { Alert, Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { individualBusinessAlert, showNextButton, showPreviousButton } from '../search/company-search-rules';
import type { RegistryCompany, SearchResult } from '../search/useCompanySearch';

interface CompanySearchResultsProps {
  result: SearchResult;
  busy: boolean;
  hotline: string;
  onChoose: (company: RegistryCompany) => void;
  onPrevious: () => void;
  onNext: () => void;
}

/**
 * The suggestion list under the company-name field (spec §2): the companies of one page, 上一页 / 下一页 (下一页 only
 * for a full page of 10), and for an empty answer the individual-business alert with the hotline.
 */
export function CompanySearchResults({
  result,
  busy,
  hotline,
  onChoose,
  onPrevious,
  onNext,
}: CompanySearchResultsProps) {
  const { page } = result;
  if (page.items.length === 0) {
    return (
      <Alert.Root recipe={alertSlotRecipe} status="warning" borderRadius="md" data-testid="individual-business-alert">
        <Alert.Indicator />
        <Alert.Title fontWeight="normal" lineHeight="tall">
          {individualBusinessAlert(hotline)}
        </Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Box borderWidth="1px" borderColor="gray.200" borderRadius="md" bg="white" data-testid="company-search-results">
      <Stack as="ul" aria-label="企业查询结果" gap="0" maxH="260px" overflowY="auto">
        {page.items.map((company) => (
          <Box as="li" key={company.uniformCode} listStyleType="none" borderBottomWidth="1px" borderColor="gray.100">
            <Button
              variant="ghost"
              w="full"
              h="auto"
              py="2"
              px="3"
              justifyContent="flex-start"
              textAlign="left"
              fontWeight="normal"
              whiteSpace="normal"
              onClick={() => onChoose(company)}
            >
              {company.companyName}
            </Button>
          </Box>
        ))}
      </Stack>
      <HStack justify="space-between" px="3" py="2" data-testid="company-search-pager">
        <Text fontSize="xs" color="gray.500">
          第 {page.pageNum} 页
        </Text>
        <HStack gap="2">
          {busy && <Spinner size="xs" color="brand.500" aria-label="查询中" />}
          {showPreviousButton(page) && (
            <Button size="xs" variant="outline" disabled={busy} onClick={onPrevious}>
              上一页
            </Button>
          )}
          {showNextButton(page) && (
            <Button size="xs" variant="outline" disabled={busy} onClick={onNext}>
              下一页
            </Button>
          )}
        </HStack>
      </HStack>
    </Box>
  );
}
