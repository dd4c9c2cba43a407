import { HStack, Input, Text } from '@chakra-ui/react';

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
      <Input
        id={idPrefix && `${idPrefix}-start-date`}
        size="sm"
        w="150px"
        type="date"
        aria-label="开始日期"
        value={start}
        onChange={(event) => onStart(event.target.value)}
      />
      <Text fontSize="sm">至</Text>
      <Input
        id={idPrefix && `${idPrefix}-end-date`}
        size="sm"
        w="150px"
        type="date"
        aria-label="结束日期"
        value={end}
        onChange={(event) => onEnd(event.target.value)}
      />
    </HStack>
  );
}
