import type { ReactNode } from 'react';

export interface IconProps {
  /** Width and height in px. */
  size?: number;
  strokeWidth?: number;
  /** 'none' (line icons) unless an icon is drawn filled, as a pressed heart. */
  fill?: string;
  className?: string;
  children: ReactNode;
}

/**
 * The one shell of the kit's line icons: 24×24, stroked in the current text
 * colour and hidden from assistive technology (the control around it carries
 * the accessible name). Each icon is only its paths.
 */
export function Icon({ size = 20, strokeWidth = 1.8, fill = 'none', className, children }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={fill}
      stroke="currentColor"
      strokeWidth={strokeWidth}
      aria-hidden="true"
      className={className}
    >
      {children}
    </svg>
  );
}

/** The × of close buttons. */
export function CloseIcon({ size = 18 }: { size?: number }) {
  return (
    <Icon size={size} strokeWidth={2}>
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    </Icon>
  );
}

/** ‹ of "previous" buttons. */
export function ChevronLeftIcon({ size = 20 }: { size?: number }) {
  return (
    <Icon size={size} strokeWidth={2}>
      <path d="M15 6l-6 6 6 6" strokeLinecap="round" strokeLinejoin="round" />
    </Icon>
  );
}

/** › of "next" buttons. */
export function ChevronRightIcon({ size = 20 }: { size?: number }) {
  return (
    <Icon size={size} strokeWidth={2}>
      <path d="M9 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
    </Icon>
  );
}

/** − of "decrease" buttons. */
export function MinusIcon({ size = 18 }: { size?: number }) {
  return (
    <Icon size={size} strokeWidth={2}>
      <path d="M5 12h14" strokeLinecap="round" />
    </Icon>
  );
}

/** + of "increase" buttons. */
export function PlusIcon({ size = 18 }: { size?: number }) {
  return (
    <Icon size={size} strokeWidth={2}>
      <path d="M12 5v14M5 12h14" strokeLinecap="round" />
    </Icon>
  );
}

/** ❚❚ of "pause" buttons. */
export function PauseIcon({ size = 16 }: { size?: number }) {
  return (
    <Icon size={size} strokeWidth={2}>
      <path d="M9 6v12M15 6v12" strokeLinecap="round" />
    </Icon>
  );
}

/** ▶ of "play / resume" buttons. */
export function PlayIcon({ size = 16 }: { size?: number }) {
  return (
    <Icon size={size} strokeWidth={2}>
      <path d="M8 5.5v13l10-6.5z" strokeLinejoin="round" />
    </Icon>
  );
}

/** ♡ of "like" and "favourite" buttons; filled once pressed. */
export function HeartIcon({
  size = 20,
  filled = false,
  className,
}: {
  size?: number;
  filled?: boolean;
  className?: string;
}) {
  return (
    <Icon size={size} strokeWidth={2} fill={filled ? 'currentColor' : 'none'} className={className}>
      <path d="M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z" strokeLinejoin="round" />
    </Icon>
  );
}
