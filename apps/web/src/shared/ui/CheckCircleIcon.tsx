import { LineIcon } from '@sme/ui/line-icon';

/** The tick in a circle of the success messages (StatusMessage's icon). */
export function CheckCircleIcon() {
  return (
    <LineIcon strokeWidth="2">
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12 3 3 5-6" strokeLinecap="round" strokeLinejoin="round" />
    </LineIcon>
  );
}
