import { useQuery } from '@apollo/client/react';
import { QUIET_ERRORS } from '#shared/api/apollo-client.ts';
import { FilterSelect } from '#shared/ui/FilterSelect.tsx';
import { OrgAssigneesQuery } from './assign-operations';

/** A drop-down of the institution's account managers, the people an application can be assigned to (read once shown). */
export function AssigneeSelect({
  label,
  allLabel,
  width,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  width: string;
  value: string;
  onChange: (managerId: string) => void;
}) {
  const { data } = useQuery(OrgAssigneesQuery, { context: QUIET_ERRORS });
  const people = (data?.orgAssignees ?? []).map((person) => ({ value: person.id, label: person.name }));
  return (
    <FilterSelect label={label} value={value} allLabel={allLabel} options={people} width={width} onChange={onChange} />
  );
}
