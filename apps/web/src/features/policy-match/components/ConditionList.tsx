import { List } from '@chakra-ui/react';
import { listSlotRecipe } from '@chakra-ui/react/theme';
import { type ConditionCheck, conditionText } from '../policy-match-texts';

const RESULT_COLOURS: Readonly<Record<string, string>> = { met: 'green.700', unmet: 'red.700', unknown: 'orange.700' };

/** A policy's conditions, each with ✓, ✗ or 待核实 and why. */
export function ConditionList({ conditions }: { conditions: readonly ConditionCheck[] }) {
  return (
    <List.Root recipe={listSlotRecipe} gap="1" ps="5" data-testid="policy-conditions">
      {conditions.map((condition) => (
        <List.Item
          key={condition.label}
          color={RESULT_COLOURS[condition.result] ?? 'gray.700'}
          data-result={condition.result}
        >
          {conditionText(condition)}
        </List.Item>
      ))}
    </List.Root>
  );
}
