import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Heading, HStack, Link, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { QUIET_ERRORS } from '#shared/api/apollo-client.ts';
import { formatTime } from '#shared/format/format.ts';
import { useLayoutStaff } from '#shared/session/use-layout-staff.ts';
import { ScrollTable } from '#shared/ui/ScrollTable.tsx';
import {
  OrgMaterialSettingQuery,
  OrgMaterialsQuery,
  UpdateOrgMaterialSettingMutation,
} from './desk-deskview-operations';
import { formatSize, materialUrl } from './desk-format';
import { MaterialViewerDialog } from './MaterialViewerDialog';
import { ViewMaterialButton } from './ViewMaterialButton';

/** 申请材料: every file the enterprise attached, opened in the workbench's viewers (each open is in its ledger). */
export function DeskMaterials({ id }: { id: string }) {
  const staff = useLayoutStaff();
  const [opened, setOpened] = useState<string | null>(null);
  const { data, error } = useQuery(OrgMaterialsQuery, {
    variables: { id },
    fetchPolicy: 'network-only',
    context: QUIET_ERRORS,
  });
  const materials = data?.orgMaterials.materials ?? [];
  const mayDownload = data?.orgMaterials.mayDownload ?? false;
  return (
    <Box bg="white" borderRadius="lg" p="6" boxShadow="sm" data-testid="desk-materials">
      <HStack mb="3" justify="space-between">
        <Heading size="sm">申请材料</Heading>
        {staff.role === 'org_admin' ? <DownloadSetting /> : null}
      </HStack>
      <Text fontSize="xs" color="gray.500" mb="3">
        每次查阅都会记入企业的数据授权记录（机构查阅材料）。
      </Text>
      {error ? <Text color="red.600">{error.message}</Text> : null}
      {data && materials.length === 0 ? <Text color="gray.600">企业未上传申请材料</Text> : null}
      {materials.length > 0 ? (
        <ScrollTable label="申请材料" columns={['文件名', '类型', '大小', '上传时间', '操作']}>
          <Table.Body>
            {materials.map((material) => (
              <Table.Row key={material.path} data-testid="desk-material">
                <Table.Cell wordBreak="break-all">{material.name || '未命名'}</Table.Cell>
                <Table.Cell>{material.kind.toUpperCase()}</Table.Cell>
                <Table.Cell>{formatSize(material.size)}</Table.Cell>
                <Table.Cell>{formatTime(material.uploadTime)}</Table.Cell>
                <Table.Cell>
                  <HStack gap="2">
                    <ViewMaterialButton kind={material.kind} onOpen={() => setOpened(material.path)} />
                    {mayDownload ? (
                      <Link href={materialUrl(id, material.path, true)} fontSize="xs" color="brand.600">
                        下载
                      </Link>
                    ) : null}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ScrollTable>
      ) : null}
      <MaterialViewerDialog
        applicationId={id}
        materials={materials}
        openedPath={opened}
        onClose={() => setOpened(null)}
      />
    </Box>
  );
}

/** The administrator's switch: whether the institution's staff may download materials (off by default). */
function DownloadSetting() {
  const { data } = useQuery(OrgMaterialSettingQuery, { fetchPolicy: 'network-only', context: QUIET_ERRORS });
  const [update, { loading }] = useMutation(UpdateOrgMaterialSettingMutation, {
    refetchQueries: ['OrgMaterials', 'OrgMaterialSetting'],
  });
  if (!data) return null;
  const on = data.orgMaterialSetting.staffMayDownload;
  return (
    <HStack gap="2" data-testid="download-setting">
      <Text fontSize="xs" color="gray.600">
        机构人员下载材料：{on ? '已允许' : '未允许'}
      </Text>
      <Button
        size="xs"
        variant="outline"
        loading={loading}
        onClick={() => void update({ variables: { staffMayDownload: !on } })}
      >
        {on ? '关闭下载' : '允许下载'}
      </Button>
    </HStack>
  );
}
