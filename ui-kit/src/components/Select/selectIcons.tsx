import { Icon } from '../../icons/Icon';

/** The trigger's ▾. */
export function Chevron() {
  return (
    <Icon size={16} strokeWidth={2}>
      <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </Icon>
  );
}

/** The chosen option's ✓. */
export function Check() {
  return (
    <Icon size={16} strokeWidth={2}>
      <path d="M5 12l5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
    </Icon>
  );
}
