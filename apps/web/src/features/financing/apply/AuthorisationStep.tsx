import { Box, Checkbox, Input, Link, List, Stack, Text } from '@chakra-ui/react';
import { checkboxSlotRecipe, listSlotRecipe } from '@chakra-ui/react/theme';
import type { KeyboardEvent } from 'react';
import { FormRow } from './FormRow';

/** Spec §1 enterprise data authorisation, in short; the full texts are the agreement pages (protocols 3 and 4). */
const CLAUSES = [
  '企业授权平台运营方及合作金融机构查询、采集本企业的工商、税务、司法、社保公积金等信用信息。',
  '查询用途包括融资资格审查、贷后监测、公共信用评价及金融产品开发。',
  '信息仅在授权期限内、为上述用途使用，平台与金融机构依法承担保密义务。',
  '金融机构每次查询本企业数据均留有记录，企业可在个人中心“数据授权记录”中查看。',
  '企业的贷款状态及违约信息将回传至政府信用信息平台。',
  '企业可以撤销授权：由法定代表人在线办理，并上传加盖企业公章的终止授权文件。',
  '企业与金融机构仍有未结束的业务往来时，不能撤销授权。',
  '授权自企业勾选同意并提交申请时生效，至所选截止日期终止。',
];

/** Keys that still work in the not-typeable date input: moving focus and opening the calendar. */
const NAVIGATION_KEYS = new Set(['Tab', 'Enter', ' ', 'Escape']);

function preventTyping(event: KeyboardEvent<HTMLInputElement>) {
  if (!NAVIGATION_KEYS.has(event.key)) event.preventDefault();
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    event.currentTarget.showPicker?.();
  }
}

/**
 * The authorisation step of the first application (spec §1, §5): the clauses in a scroll box with the full texts one
 * click away, the consent checkbox and the end-date picker. The date is chosen on the calendar only: typing and
 * pasting are refused, a click opens the calendar (docs/decisions/0026-financing-in-the-portal-feature-boundary-submission.md).
 */
export function AuthorisationStep({
  agreed,
  onAgreed,
  agreedError,
  endDay,
  onEndDay,
  bounds,
}: {
  agreed: boolean;
  onAgreed: (agreed: boolean) => void;
  agreedError: string | null | undefined;
  endDay: string;
  onEndDay: (day: string) => void;
  bounds: { min: string; max: string };
}) {
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4" bg="gray.50" data-testid="authorisation-step">
      <Text fontWeight="semibold">企业数据授权书</Text>
      <Box maxH="160px" overflowY="auto" bg="white" borderWidth="1px" borderRadius="md" p="3" tabIndex={0}>
        <List.Root recipe={listSlotRecipe} as="ol" ps="5" gap="1" fontSize="sm" color="gray.700" lineHeight="tall">
          {CLAUSES.map((clause) => (
            <List.Item key={clause}>{clause}</List.Item>
          ))}
        </List.Root>
      </Box>
      <Text fontSize="sm">
        <Link href="#/agreement/3" target="_blank" rel="noopener" color="brand.600">
          《信息采集及查询授权书》
        </Link>
        <Link href="#/agreement/4" target="_blank" rel="noopener" color="brand.600">
          《信用承诺书》
        </Link>
      </Text>
      <FormRow label="授权截止日期" helper="默认5年，最早为1年后；请在日历中选择">
        <Input
          type="date"
          bg="white"
          maxW="240px"
          aria-label="授权截止日期"
          value={endDay}
          min={bounds.min}
          max={bounds.max}
          required
          onKeyDown={preventTyping}
          onPaste={(event) => event.preventDefault()}
          onClick={(event) => event.currentTarget.showPicker?.()}
          onChange={(event) => {
            const day = event.target.value;
            if (day >= bounds.min && day <= bounds.max) onEndDay(day);
          }}
        />
      </FormRow>
      <Box>
        <Checkbox.Root
          recipe={checkboxSlotRecipe}
          colorPalette="brand"
          checked={agreed}
          onCheckedChange={(details) => onAgreed(details.checked === true)}
        >
          <Checkbox.HiddenInput aria-label="我已阅读并同意企业数据授权书" />
          <Checkbox.Control />
          <Checkbox.Label fontWeight="normal">我已阅读并同意《企业数据授权书》</Checkbox.Label>
        </Checkbox.Root>
        <Box minH="18px">
          {agreedError && (
            <Text fontSize="sm" color="red.500" mt="1">
              {agreedError}
            </Text>
          )}
        </Box>
      </Box>
    </Stack>
  );
}
