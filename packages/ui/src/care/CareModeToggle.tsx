import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState } from 'react';
import { chooseCareMode, storedCareMode } from './care-mode';

export const CARE_MODE_LABEL = '关怀版';

/** The 关怀版 switch: a toggle button (aria-pressed) that turns care mode on or off for this browser. */
export function CareModeToggle(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  const [on, setOn] = useState(storedCareMode);
  const toggle = () => {
    chooseCareMode(!on);
    setOn(!on);
  };
  return (
    <Button
      id="care-mode-toggle"
      type="button"
      size="xs"
      variant="outline"
      aria-pressed={on}
      title={on ? '关闭关怀版（恢复标准字号）' : '打开关怀版（大字号、高对比度）'}
      data-track={CARE_MODE_LABEL}
      onClick={toggle}
      {...props}
    >
      {CARE_MODE_LABEL}
    </Button>
  );
}
