import { Button, Fieldset, HStack, Input, Text } from '@chakra-ui/react';
import { fieldsetSlotRecipe } from '@chakra-ui/react/theme';
import { type FormEvent, useEffect, useState } from 'react';
import { amountKeystrokes, parseAmount } from '../product-search';

interface AmountRangeFilterProps {
  minAmount: number | undefined;
  maxAmount: number | undefined;
  onApply: (minAmount: number | undefined, maxAmount: number | undefined) => void;
}

const show = (value: number | undefined) => (value === undefined ? '' : String(value));

/** The wanted amount range in 万元; applied with 确定 or Enter, checked as spec §5 money. */
export function AmountRangeFilter({ minAmount, maxAmount, onApply }: AmountRangeFilterProps) {
  const [minText, setMinText] = useState(show(minAmount));
  const [maxText, setMaxText] = useState(show(maxAmount));
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    setMinText(show(minAmount));
    setMaxText(show(maxAmount));
    setProblem(null);
  }, [minAmount, maxAmount]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const min = parseAmount(minText);
    const max = parseAmount(maxText);
    if (minText.trim() && min === undefined) return setProblem('最低金额必须为数字，且最多保留2位小数');
    if (maxText.trim() && max === undefined) return setProblem('最高金额必须为数字，且最多保留2位小数');
    setProblem(null);
    if (min !== undefined && max !== undefined && min > max) onApply(max, min);
    else onApply(min, max);
  };

  const clear = () => {
    setMinText('');
    setMaxText('');
    setProblem(null);
    onApply(undefined, undefined);
  };

  return (
    <form onSubmit={apply} aria-label="贷款金额">
      {/* A fieldset, not a Field: a Field gives its one id to both inputs; minW 0 lets it shrink on a phone. */}
      <Fieldset.Root recipe={fieldsetSlotRecipe} size="sm" minW="0" invalid={problem !== null}>
        <HStack gap="2" wrap="wrap">
          <AmountInput bound="最低金额" value={minText} onChange={setMinText} />
          <Text color="gray.600">—</Text>
          <AmountInput bound="最高金额" value={maxText} onChange={setMaxText} />
          <Text fontSize="sm" color="gray.500">
            万元
          </Text>
          <Button type="submit" size="sm" colorPalette="brand" variant="outline">
            确定
          </Button>
          {(minAmount !== undefined || maxAmount !== undefined) && (
            <Button size="sm" variant="ghost" onClick={clear}>
              清除
            </Button>
          )}
        </HStack>
        {problem && <Fieldset.ErrorText>{problem}</Fieldset.ErrorText>}
      </Fieldset.Root>
    </form>
  );
}

/** One end of the range: what it is called, and only what can be typed in an amount. */
function AmountInput({ bound, value, onChange }: { bound: string; value: string; onChange: (text: string) => void }) {
  return (
    <Input
      size="sm"
      w="120px"
      inputMode="decimal"
      placeholder={bound}
      aria-label={`${bound}（万元）`}
      value={value}
      onChange={(event) => onChange(amountKeystrokes(event.currentTarget.value))}
    />
  );
}
