import { useQuery } from '@apollo/client/react';
import { Checkbox, HStack } from '@chakra-ui/react';
import { QUIET_ERRORS } from '#shared/api/apollo-client.ts';
import { FilterSelect } from '#shared/ui/FilterSelect.tsx';
import { AdminInstitutionsQuery } from './application-operations';
import { type QueueChoice, SOURCE_CHOICES, STATUS_CHOICES } from './queue-filter';

interface Props {
  choice: QueueChoice;
  onChange: (choice: QueueChoice) => void;
  /** The operator also picks an institution. */
  operator: boolean;
}

/** 状态, 来源, 金融机构 (operator), 仅看超时 and 仅看有补件 of the queue. */
export function QueueFilters({ choice, onChange, operator }: Props) {
  const { data } = useQuery(AdminInstitutionsQuery, { skip: !operator, context: QUIET_ERRORS });
  const institutions = (data?.institutions.records ?? []).map((org) => ({ value: org.id, label: org.name }));
  return (
    <HStack gap="3" wrap="wrap">
      {operator ? (
        <FilterSelect
          label="机构筛选"
          value={choice.orgId ?? ''}
          allLabel="全部机构"
          options={institutions}
          width="220px"
          onChange={(orgId) => onChange({ ...choice, orgId })}
        />
      ) : null}
      <FilterSelect
        label="来源筛选"
        value={choice.source ?? ''}
        options={SOURCE_CHOICES}
        width="130px"
        onChange={(source) => onChange({ ...choice, source })}
      />
      <FilterSelect
        label="状态筛选"
        value={choice.status}
        options={STATUS_CHOICES}
        onChange={(status) => onChange({ ...choice, status })}
      />
      <Checkbox.Root
        checked={choice.overdueOnly}
        onCheckedChange={(details) => onChange({ ...choice, overdueOnly: details.checked === true })}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>仅看超时</Checkbox.Label>
      </Checkbox.Root>
      <Checkbox.Root
        checked={choice.supplementOnly === true}
        onCheckedChange={(details) => onChange({ ...choice, supplementOnly: details.checked === true })}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>仅看有补件</Checkbox.Label>
      </Checkbox.Root>
    </HStack>
  );
}
