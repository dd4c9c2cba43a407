import { LineIcon } from '@sme/ui/line-icon';
import type { ReactNode } from 'react';
import { StatusMessage } from './StatusMessage';

/** The empty state of lists: 暂无数据 (spec §2), with an optional hint. */
export function NoData({ hint, children }: { hint?: string; children?: ReactNode }) {
  return (
    <StatusMessage
      icon={<EmptyBoxIcon />}
      iconColor="gray.300"
      title="暂无数据"
      titleColor="gray.600"
      description={hint || undefined}
    >
      {children}
    </StatusMessage>
  );
}

function EmptyBoxIcon() {
  return (
    <LineIcon strokeWidth="1.5">
      <path d="M3 8 12 3l9 5v8l-9 5-9-5V8Z" strokeLinejoin="round" />
      <path d="m3 8 9 5 9-5M12 13v8" strokeLinejoin="round" />
    </LineIcon>
  );
}
