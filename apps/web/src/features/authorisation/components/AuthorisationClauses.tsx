import { Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { listSlotRecipe } from '@chakra-ui/react/theme';

/** Spec §1: what the enterprise data-authorisation agreement says, in short. */
const CLAUSES = [
  '企业授权平台运营方及合作金融机构查询本企业的信用信息。',
  '查询用途包括融资资格审查、贷后监测、公共信用评价及金融产品开发。',
  '企业可以撤销授权：由法定代表人在线办理，并上传加盖企业公章的终止授权文件；企业与金融机构仍有未结束的业务往来时，不能撤销。',
  '企业的贷款状态及违约信息将回传至政府信用信息平台。',
];

/** The authorisation clauses summary, with the full text one click away (opened in a new tab). */
export function AuthorisationClauses() {
  return (
    <Stack gap="3" data-testid="authorisation-clauses">
      <Heading as="h2" size="md">
        授权条款摘要
      </Heading>
      <List.Root recipe={listSlotRecipe} as="ol" gap="2" ps="5" color="gray.700" lineHeight="tall">
        {CLAUSES.map((clause) => (
          <List.Item key={clause}>{clause}</List.Item>
        ))}
      </List.Root>
      <Text fontSize="sm">
        <Link href="#/agreement/3" target="_blank" rel="noopener" color="brand.600" fontWeight="medium">
          查看《信息采集及查询授权书》全文
        </Link>
      </Text>
    </Stack>
  );
}
