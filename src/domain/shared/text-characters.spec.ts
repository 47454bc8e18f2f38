import { cleanText, forbiddenCharacter } from './text-characters';

describe('forbiddenCharacter: the one rule on the characters of a text', () => {
  it('lets ordinary Spanish text, tabs and line breaks, spaces of every width and symbols through', () => {
    for (const text of [
      'Lancôme La Vie Est Belle — 100 ml, S/ 459.90',
      'Ñandú «Ácido» ¿sí? ¡no!',
      'Línea uno\r\nLínea dos\tcon tabulador',
      'Precio:\u00A0S/\u00A0120 y espacio ideográfico\u3000fin',
      '',
    ]) {
      expect({ text, found: forbiddenCharacter(text) }).toEqual({ text, found: null });
    }
  });

  it('keeps emoji whole: joiner sequences, skin tones, variation selectors, keycaps, flags and subdivision flags', () => {
    for (const text of [
      'Para mamá 👩\u200D👩\u200D👧',
      'Programador 👨🏽\u200D💻',
      'Orgullo 🏳\uFE0F\u200D🌈 y pirata 🏴\u200D☠\uFE0F',
      'Con cariño ❤\uFE0F\u200D🔥 ❤\uFE0F ☺\uFE0E',
      'Paso 1\uFE0F\u20E3',
      'Perú 🇵🇪',
      'Escocia 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}',
      'Pelirroja 🧑\u200D🦰',
    ]) {
      expect({ text, found: forbiddenCharacter(text) }).toEqual({ text, found: null });
    }
  });

  it('finds control characters and half a surrogate pair', () => {
    for (const text of ['a\u0000b', 'campana\u0007', 'C1\u0085', 'escape\u001b[31m', 'mitad \uD83D']) {
      expect({ text, found: forbiddenCharacter(text) }).toEqual({ text, found: 'control' });
    }
  });

  it('finds every text-direction control, which can show a name or a phone reversed', () => {
    const directionControls = [
      0x200e, 0x200f, 0x061c, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
    ];
    for (const codePoint of directionControls) {
      const text = `Ana ${String.fromCodePoint(codePoint)}987654321`;
      expect({ codePoint: codePoint.toString(16), found: forbiddenCharacter(text) }).toEqual({
        codePoint: codePoint.toString(16),
        found: 'invisible',
      });
    }
  });

  it('finds the invisible characters that make a second name look like the first', () => {
    const invisible = {
      zeroWidthSpace: 'Lancôme\u200B',
      zeroWidthNonJoiner: 'Lan\u200Ccôme',
      joinerBetweenLetters: 'Lan\u200Dcôme',
      joinerAfterAnEmojiBeforeALetter: '🌹\u200Da',
      softHyphen: 'Lan\u00ADcôme',
      wordJoiner: 'Lancô\u2060me',
      byteOrderMark: '\uFEFFLancôme',
      hangulFiller: 'Ana\u3164',
      combiningGraphemeJoiner: 'Dio\u034Fr',
      variationSelectorAfterALetter: 'Dio\uFE0Fr',
      strayTag: 'Dior\u{E0041}',
      interlinearAnnotation: 'Dior\uFFF9',
      invisibleTimes: 'x\u2062y',
    };
    for (const [name, text] of Object.entries(invisible)) {
      expect({ name, found: forbiddenCharacter(text) }).toEqual({ name, found: 'invisible' });
    }
  });
});

describe('cleanText: every text as the domain keeps it', () => {
  it("composes accents (NFC) and trims: 'Jose' + a combining acute is 'José', one name, one search", () => {
    // 'e' + U+0301 and 'N'/'n' + U+0303, as some keyboards and pasted texts send them.
    expect(cleanText(' Jose\u0301 N\u0303un\u0303ez ')).toBe('José Ñuñez');
    expect(cleanText('Jose\u0301')).toHaveLength(4);
    expect(cleanText('Lanco\u0302me')).toBe('Lancôme');
  });
});
