import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { breakableEmail } from './breakableEmail';

describe('breakableEmail', () => {
  it('offers a line break before the @ and each dot, and reads the same', () => {
    const { container } = render(<p>{breakableEmail('lucia.quispe@correo-pe.com.pe')}</p>);
    expect(container.textContent).toBe('lucia.quispe@correo-pe.com.pe');
    expect(container.querySelector('p')?.innerHTML).toBe('lucia<wbr>.quispe<wbr>@correo-pe<wbr>.com<wbr>.pe');
  });

  it('leaves an address without dots or @ as it is', () => {
    const { container } = render(<p>{breakableEmail('sinarroba')}</p>);
    expect(container.querySelector('p')?.innerHTML).toBe('sinarroba');
  });
});
