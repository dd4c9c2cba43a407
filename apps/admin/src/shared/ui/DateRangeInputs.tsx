import { HStack, Text } from '@chakra-ui/react';
import { FilterDateInput } from './FilterDateInput';

/**
 * A list filter's day range: `label`, then 开始日期 至 结束日期 (YYYY-MM-DD inputs named for screen readers); `idPrefix`
 * gives each input its own id (`<prefix>-start-date`, `<prefix>-end-date`).
 */
export function DateRangeInputs({
  label,
  start,
  end,
  onStart,
  onEnd,
  idPrefix,
}: {
  label: string;
  start: string;
  end: string;
  onStart: (value: string) => void;
  onEnd: (value: string) => void;
  idPrefix?: string;
}) {
  return (
    <HStack gap="1">
      <Text fontSize="sm">{label}</Text>
      <FilterDateInput id={idPrefix && `${idPrefix}-start-date`} label="开始日期" value={start} onChange={onStart} />
      <Text fontSize="sm">至</Text>
      <FilterDateInput id={idPrefix && `${idPrefix}-end-date`} label="结束日期" value={end} onChange={onEnd} />
    </HStack>
  );
}
