import { useTheme } from '../../tokens/ThemeProvider';
import { Button, type ButtonProps } from '../Button';
import { Icon } from '../../icons/Icon';

export interface ThemeToggleProps extends Omit<ButtonProps, 'children' | 'onClick' | 'asChild'> {
  /** Accessible name. Defaults to 'Cambiar tema'. */
  label?: string;
}

function SunIcon() {
  return (
    <Icon size={20} strokeWidth={1.8}>
      <circle cx="12" cy="12" r="4" />
      <path
        d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
        strokeLinecap="round"
      />
    </Icon>
  );
}

function MoonIcon() {
  return (
    <Icon size={20} strokeWidth={1.8}>
      <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z" strokeLinejoin="round" />
    </Icon>
  );
}

/** Switches between the light and dark theme (needs a ThemeProvider above it). */
export function ThemeToggle({ label = 'Cambiar tema', variant = 'ghost', size = 'icon', ...rest }: ThemeToggleProps) {
  const { theme, toggleTheme } = useTheme();
  const isDark = theme === 'dark';
  return (
    <Button
      {...rest}
      variant={variant}
      size={size}
      aria-label={label}
      title={isDark ? 'Activar tema claro' : 'Activar tema oscuro'}
      data-theme-state={theme}
      onClick={toggleTheme}
    >
      {isDark ? <SunIcon /> : <MoonIcon />}
    </Button>
  );
}
