import type { ReactNode } from 'react';

/** A 24×24 outline icon drawn in the text colour; `children` are its paths. */
export function LineIcon({
  size = '1em',
  strokeWidth,
  children,
}: {
  size?: string;
  strokeWidth: string;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
