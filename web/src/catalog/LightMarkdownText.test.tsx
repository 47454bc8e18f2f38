import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LightMarkdownText } from './LightMarkdownText';
import { plainDescription } from './plainDescription';

describe('LightMarkdownText', () => {
  it('convierte **negritas** en <strong> y separa párrafos', () => {
    const { container } = render(<LightMarkdownText source={'Notas de **vainilla** y ámbar.\n\nEDP 100 ml'} />);

    expect(screen.getByText('vainilla').tagName).toBe('STRONG');
    expect(container.querySelectorAll('p')).toHaveLength(2);
  });

  it('muestra el HTML de la entrada como texto', () => {
    const { container } = render(<LightMarkdownText source={'<img src=x onerror="alert(1)"> **ok**'} />);

    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)"> ok');
  });
});

describe('plainDescription', () => {
  it('quita las marcas de negrita para las vistas previas', () => {
    expect(plainDescription('Notas de **vainilla**\n y ámbar.')).toBe('Notas de vainilla y ámbar.');
  });
});
