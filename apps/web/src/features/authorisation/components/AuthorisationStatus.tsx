import { Badge, DataList, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { dataListSlotRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import type { DataAuthorisationStateFieldsFragment } from '#gql/graphql.ts';
import { formatDate } from '../revocation-rules';
import { RevocationDocuments } from './RevocationDocuments';

/** The company, the legal-representative rule with where this account stands, and the authorisations in force. */
export function AuthorisationStatus({ state }: { state: DataAuthorisationStateFieldsFragment }) {
  return (
    <Stack gap="5">
      <Stack gap="3">
        <Heading as="h2" size="md">
          办理人要求
        </Heading>
        <Text color="gray.700" lineHeight="tall">
          撤销数据授权须由企业法定代表人本人在线办理：当前账号须已完成该企业的实名认证，并通过法定代表人人脸识别。
        </Text>
        <DataList.Root
          recipe={dataListSlotRecipe}
          orientation="horizontal"
          gap="3"
          data-testid="authorisation-standing"
        >
          <StandingItem label="当前企业">{state.companyName || '尚未添加企业'}</StandingItem>
          <StandingItem label="企业实名认证">
            <Badge colorPalette={state.ifCertification ? 'green' : 'orange'}>
              {state.ifCertification ? '已认证' : '未认证'}
            </Badge>
          </StandingItem>
          <StandingItem label="法定代表人人脸识别">
            <Badge colorPalette={state.hasCheckedFace ? 'green' : 'gray'}>
              {state.hasCheckedFace ? '已通过' : '未完成'}
            </Badge>
          </StandingItem>
        </DataList.Root>
      </Stack>
      {state.authorisations && (
        <Stack gap="3">
          <Heading as="h2" size="md">
            生效中的数据授权
          </Heading>
          {state.authorisations.length === 0 ? (
            <Text color="gray.600" data-testid="no-authorisation">
              当前企业没有生效中的数据授权。
            </Text>
          ) : (
            <Table.Root recipe={tableSlotRecipe} size="sm" variant="outline" data-testid="authorisations-in-force">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>授权日期</Table.ColumnHeader>
                  <Table.ColumnHeader>有效期至</Table.ColumnHeader>
                  <Table.ColumnHeader>状态</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {state.authorisations.map((authorisation) => (
                  <Table.Row key={authorisation.id}>
                    <Table.Cell>{formatDate(authorisation.grantedAt)}</Table.Cell>
                    <Table.Cell>{formatDate(authorisation.authEndDate)}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette="green">生效中</Badge>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
          {state.lastRevocation && (
            <Text fontSize="sm" color="gray.600" data-testid="last-revocation">
              最近一次撤销：{formatDate(state.lastRevocation.revokedAt)}，原因：{state.lastRevocation.reason}
            </Text>
          )}
          {state.lastRevocation && state.lastRevocation.documentPaths.length > 0 && (
            <RevocationDocuments paths={state.lastRevocation.documentPaths} />
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** One line of where this account stands: its label in the standing's label column, then the value. */
function StandingItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="7rem">{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}
