import { isValidStoryDuration, isWebUrl, validateStoryForm, type StoryFormInput } from './story-validation';

const MB = 1024 * 1024;
const input = (overrides: Partial<StoryFormInput> = {}): StoryFormInput => ({
  title: ' Nueva fragancia ',
  description: 'Descubre',
  existingImageUrl: null,
  image: { name: 'a.jpg', sizeBytes: MB, mimeType: 'image/jpeg' },
  audio: null,
  externalLink: '',
  duration: null,
  ...overrides,
});
const errors = (overrides: Partial<StoryFormInput>) => {
  const result = validateStoryForm(input(overrides));
  return result.ok
    ? []
    : result.error.details.fieldErrors.map(({ field, code, message }) => ({ field, code, message }));
};

describe('validateStoryForm', () => {
  it('accepts a story and applies the default duration of 10 s', () => {
    expect(validateStoryForm(input())).toEqual({
      ok: true,
      value: { title: 'Nueva fragancia', description: 'Descubre', externalLink: null, duration: 10 },
    });
  });

  it('keeps title and description composed (NFC)', () => {
    const result = validateStoryForm(input({ title: 'Edicio\u0301n ', description: 'Can\u0303ete' }));
    expect(result.ok && [result.value.title, result.value.description]).toEqual(['Edición', 'Cañete']);
  });

  it('title, description and an image are required', () => {
    const result = validateStoryForm(input({ title: '', description: ' ', image: null }));
    expect(!result.ok && result.error.code).toBe('STORY_INVALID');
    expect(errors({ title: '', description: ' ', image: null })).toEqual([
      { field: 'title', code: 'REQUIRED', message: 'El título es obligatorio' },
      { field: 'description', code: 'REQUIRED', message: 'La descripción es obligatoria' },
      { field: 'image', code: 'REQUIRED', message: 'La imagen es obligatoria' },
    ]);
  });

  it('the image may be an existing one', () => {
    expect(errors({ image: null, existingImageUrl: 'stories/1-image-a.jpg' })).toEqual([]);
  });

  it("image at most 5 MB: 'La imagen no puede ser mayor a 5MB'", () => {
    expect(errors({ image: { name: 'a.jpg', sizeBytes: 5 * MB, mimeType: 'image/jpeg' } })).toEqual([]);
    expect(errors({ image: { name: 'a.jpg', sizeBytes: 5 * MB + 1, mimeType: 'image/jpeg' } })).toEqual([
      { field: 'image', code: 'FILE_TOO_LARGE', message: 'La imagen no puede ser mayor a 5MB' },
    ]);
  });

  it("audio at most 10 MB: 'El audio no puede ser mayor a 10MB'", () => {
    expect(errors({ audio: { name: 'a.mp3', sizeBytes: 10 * MB, mimeType: 'audio/mpeg' } })).toEqual([]);
    expect(errors({ audio: { name: 'a.mp3', sizeBytes: 10 * MB + 1, mimeType: 'audio/mpeg' } })).toEqual([
      { field: 'audio', code: 'FILE_TOO_LARGE', message: 'El audio no puede ser mayor a 10MB' },
    ]);
  });

  it.each([
    ['a.mp3', 'audio/mpeg', true],
    ['a.wav', 'audio/wav', true],
    ['a.aac', 'audio/aac', true],
    ['a.AAC', '', true],
    ['a.ogg', 'audio/ogg', false],
    ['a.m4a', 'audio/mp4', false],
  ])('audio formats MP3, WAV, AAC: %s (%s) → %s', (name, mimeType, ok) => {
    expect(errors({ audio: { name, sizeBytes: MB, mimeType } }).map((e) => e.code)).toEqual(
      ok ? [] : ['UNSUPPORTED_FORMAT'],
    );
  });

  it('the external link must be a URL', () => {
    expect(errors({ externalLink: 'https://esencia.pe/promo' })).toEqual([]);
    expect(errors({ externalLink: 'esencia' })).toEqual([
      { field: 'externalLink', code: 'INVALID_URL', message: 'Ingrese una URL válida' },
    ]);
  });

  it.each([
    [2, false],
    [3, true],
    [30, true],
    [31, false],
    [10.5, false],
  ])('duration %d s → valid %s (3 to 30)', (duration, ok) => {
    expect(isValidStoryDuration(duration)).toBe(ok);
    expect(errors({ duration })).toEqual(
      ok
        ? []
        : [
            {
              field: 'duration',
              code: 'DURATION_OUT_OF_RANGE',
              message: 'La duración debe estar entre 3 y 30 segundos',
            },
          ],
    );
  });
});

describe('isWebUrl', () => {
  it.each([
    ['https://esencia.pe', true],
    ['http://www.esencia.pe/a?b=1#c', true],
    ['ftp://esencia.pe', false],
    ['https://localhost', false],
    ['https://esen cia.pe', false],
  ])('%s → %s', (url, ok) => {
    expect(isWebUrl(url)).toBe(ok);
  });
});
