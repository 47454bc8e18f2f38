import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LightMarkdownText } from './LightMarkdownText';

describe('LightMarkdownText', () => {
  it('convierte **negritas** en <strong> y separa párrafos', () => {
    const { container } = render(<LightMarkdownText source={'Notas de **vainilla** y ámbar.\n\nEDP 100 ml'} />);

    expect(screen.getByText('vainilla').tagName).toBe('STRONG');
    expect(container.querySelectorAll('p')).toHaveLength(2);
  });

  it('mantiene los saltos de línea dentro de un párrafo', () => {
    const { container } = render(<LightMarkdownText source={'Salida: bergamota\nFondo: **ámbar**'} />);

    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(container.querySelectorAll('br')).toHaveLength(1);
    expect(screen.getByText('ámbar').tagName).toBe('STRONG');
  });

  it('muestra el HTML de la entrada como texto', () => {
    const { container } = render(<LightMarkdownText source={'<img src=x onerror="alert(1)"> **ok**'} />);

    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)"> ok');
  });
});
