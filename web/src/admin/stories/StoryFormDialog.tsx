import { useMutation, useQuery } from '@apollo/client/react';
import { STORY_ADMIN_MESSAGES } from '@esencia/domain/story/story-admin';
import { MAX_STORY_DURATION, MIN_STORY_DURATION } from '@esencia/domain/story/story-validation';
import { Button, SearchBox, TextField, useToast, type SearchResult } from '@esencia/ui-kit';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { answered, ApiFailure, errorMessage, unwrap } from '../../auth/graphqlErrors';
import { SingleImageField } from '../brands/SingleImageField';
import {
  type AdminStoryFieldsFragment,
  CreateStoryDocument,
  StoryProductOptionsDocument,
  UpdateStoryDocument,
} from './stories.generated';
import { AdminImageUploadError, uploadAdminImage, uploadStoryAudio } from '../products/uploadAdminImage';
import {
  AdminForm,
  AdminFormDialog,
  type AdminEditDialogProps,
  type AdminFormFrame,
  useSavingState,
  FieldShell,
  focusField,
} from '../shared/AdminFormDialog';
import formStyles from '../shared/adminForm.module.css';
import { StoryAudioField } from './StoryAudioField';
import {
  checkStoryForm,
  EMPTY_STORY_FORM,
  formFromStory,
  serverStoryErrors,
  STORY_FIELD_ORDER,
  storyFormErrors,
  storyInput,
  type StoryFormErrors,
  type StoryFormField,
  type StoryFormState,
  type StoryProductChoice,
} from './storyFormState';
import styles from './StoryFormDialog.module.css';

/** The linked product's search shows this many results (spec §9: 5, like the order's product search). */
export const STORY_PRODUCT_RESULTS = 5;

/** A field group's controls that take the focus (the hidden file input does not). */
const STORY_GROUP_CONTROLS = ['input:not([type="file"])', 'button'];

export interface StoryFormDialogProps extends AdminEditDialogProps<AdminStoryFieldsFragment> {
  /** The story to edit; null creates a new one. */
  story: AdminStoryFieldsFragment | null;
}

/**
 * Create or edit a story: title, description, picture (≤ 5 MB), optional audio (MP3, WAV or AAC, ≤ 10 MB),
 * duration 3–30 s, optional http(s) link, optional linked product, and 'Activa' when editing. The files
 * are sent when the admin saves, each once.
 */
export function StoryFormDialog({ open, story, onOpenChange, onSaved }: StoryFormDialogProps) {
  return (
    <AdminFormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={story ? 'Editar historia' : 'Nueva historia'}
      description={story ? story.title : 'Dura 24 horas desde que se publica.'}
      submitLabel={story ? 'Guardar cambios' : 'Crear historia'}
    >
      {(frame) => <StoryForm key={story?.id ?? 'nueva'} {...frame} story={story} onSaved={onSaved} />}
    </AdminFormDialog>
  );
}

interface StoryFormProps extends AdminFormFrame, Pick<StoryFormDialogProps, 'onSaved'> {
  story: AdminStoryFieldsFragment | null;
}

interface Progress {
  readonly image: number | null;
  readonly audio: number | null;
}

function StoryForm({ formId, story, onSavingChange, onSaved }: StoryFormProps) {
  const { toast } = useToast();
  const [values, setValues] = useState<StoryFormState>(() => (story ? formFromStory(story) : EMPTY_STORY_FORM));
  const [errors, setErrors] = useState<StoryFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setBusy] = useSavingState(onSavingChange);
  const [progress, setProgress] = useState<Progress>({ image: null, audio: null });
  const formRef = useRef<HTMLFormElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [createStory] = useMutation(CreateStoryDocument);
  const [updateStory] = useMutation(UpdateStoryDocument);
  const ids = { description: useId() };

  // Closing the modal stops an upload in flight.
  useEffect(() => () => abortRef.current?.abort(), []);
  // A field the server refused is focused once the form is enabled again (after the save's render).
  const [refocus, setRefocus] = useState<{ field: StoryFormField } | null>(null);
  useEffect(() => {
    if (refocus) focusField(formRef.current, refocus.field, STORY_GROUP_CONTROLS);
  }, [refocus]);

  const update = (patch: Partial<StoryFormState>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted) setErrors(storyFormErrors(next));
  };

  /** Sends the chosen picture and audio (each once: a retry keeps what was stored) and returns the keys. */
  async function storeFiles(): Promise<{ imageKey: string; audioKey: string | null }> {
    const { image, audio } = values;
    let imageKey = image?.key ?? null;
    if (image?.file && !imageKey) {
      abortRef.current = new AbortController();
      const stored = await uploadAdminImage(
        {
          file: image.file,
          purpose: 'story',
          signal: abortRef.current.signal,
          onProgress: (percent) => setProgress((current) => ({ ...current, image: percent })),
        },
        STORY_ADMIN_MESSAGES.saveFailed,
      ).catch((error: unknown) => {
        throw new FileRefusal('image', error);
      });
      imageKey = stored.key;
      setProgress((current) => ({ ...current, image: null }));
      setValues((current) =>
        current.image?.file === image.file ? { ...current, image: { ...image, key: stored.key } } : current,
      );
    }
    let audioKey = audio?.key ?? null;
    if (audio?.file && !audioKey) {
      abortRef.current = new AbortController();
      const stored = await uploadStoryAudio(
        {
          file: audio.file,
          signal: abortRef.current.signal,
          onProgress: (percent) => setProgress((current) => ({ ...current, audio: percent })),
        },
        STORY_ADMIN_MESSAGES.saveFailed,
      ).catch((error: unknown) => {
        throw new FileRefusal('audio', error);
      });
      audioKey = stored.key;
      setProgress((current) => ({ ...current, audio: null }));
      setValues((current) =>
        current.audio?.file === audio.file ? { ...current, audio: { ...audio, key: stored.key } } : current,
      );
    }
    return { imageKey: imageKey as string, audioKey };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const checked = checkStoryForm(values);
    const found = storyFormErrors(values);
    setSubmitted(true);
    setErrors(found);
    setFormError(null);
    if (!checked.ok) {
      const first = STORY_FIELD_ORDER.find((field) => found[field]);
      if (first) focusField(formRef.current, first, STORY_GROUP_CONTROLS);
      return;
    }
    setBusy(true);
    let keys: { imageKey: string; audioKey: string | null };
    try {
      keys = await storeFiles();
    } catch (error) {
      setProgress({ image: null, audio: null });
      setBusy(false);
      if (error instanceof FileRefusal) {
        const message =
          error.reason instanceof AdminImageUploadError ? error.reason.message : STORY_ADMIN_MESSAGES.saveFailed;
        setErrors({ [error.field]: message });
      }
      setFormError(STORY_ADMIN_MESSAGES.saveFailed);
      return;
    }
    const input = storyInput(checked.value, values, keys, story !== null);
    try {
      const saved = story
        ? unwrap(answered((await updateStory({ variables: { id: story.id, input } })).data).updateStory)
        : unwrap(answered((await createStory({ variables: { input } })).data).createStory);
      setBusy(false);
      if (!saved.story?.id) {
        setFormError(STORY_ADMIN_MESSAGES.invalidCreateAnswer);
        return;
      }
      toast({
        title: saved.message || (story ? STORY_ADMIN_MESSAGES.updated : STORY_ADMIN_MESSAGES.created),
        tone: 'success',
      });
      onSaved(saved.story, story === null);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiFailure) {
        const fieldErrors = serverStoryErrors(error.fieldErrors);
        setErrors(fieldErrors);
        const first = STORY_FIELD_ORDER.find((field) => fieldErrors[field]);
        setFormError(first ? STORY_ADMIN_MESSAGES.saveFailed : `${STORY_ADMIN_MESSAGES.saveFailed}: ${error.message}`);
        if (first) setRefocus({ field: first });
        return;
      }
      setFormError(errorMessage(error, story ? STORY_ADMIN_MESSAGES.updateFailed : STORY_ADMIN_MESSAGES.createFailed));
    }
  }

  return (
    <AdminForm
      formId={formId}
      formRef={formRef}
      label={story ? 'Editar historia' : 'Nueva historia'}
      error={formError}
      onSubmit={handleSubmit}
    >
      <TextField
        label="Título"
        name="title"
        required
        value={values.title}
        error={errors.title}
        disabled={saving}
        onChange={(event) => update({ title: event.target.value })}
      />
      <FieldShell id={ids.description} label="Descripción" error={errors.description} field="description">
        <textarea
          id={ids.description}
          name="description"
          rows={3}
          required
          className={formStyles.control}
          value={values.description}
          disabled={saving}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${ids.description}-error` : undefined}
          onChange={(event) => update({ description: event.target.value })}
        />
      </FieldShell>
      <div data-field="image">
        <SingleImageField
          label="Imagen"
          noun="imagen"
          alt={`Imagen de ${values.title.trim() || 'la historia'}`}
          image={values.image}
          error={errors.image}
          disabled={saving}
          progress={progress.image}
          onChange={(image) => update({ image })}
        />
      </div>
      <StoryAudioField
        audio={values.audio}
        error={errors.audio}
        disabled={saving}
        progress={progress.audio}
        onChange={(audio) => update({ audio })}
      />
      <div className={formStyles.row}>
        <TextField
          label="Duración (segundos)"
          name="duration"
          inputMode="numeric"
          value={values.duration}
          error={errors.duration}
          hint={`De ${MIN_STORY_DURATION} a ${MAX_STORY_DURATION} segundos.`}
          disabled={saving}
          onChange={(event) => update({ duration: event.target.value })}
        />
        <TextField
          label="Enlace externo (opcional)"
          name="externalLink"
          inputMode="url"
          placeholder="https://"
          value={values.externalLink}
          error={errors.externalLink}
          disabled={saving}
          onChange={(event) => update({ externalLink: event.target.value })}
        />
      </div>
      <StoryProductField
        product={values.product}
        error={errors.productId}
        disabled={saving}
        onChange={(product) => update({ product })}
      />
      {story && (
        <label className={formStyles.check}>
          <input
            type="checkbox"
            name="active"
            checked={values.active}
            disabled={saving}
            onChange={(event) => update({ active: event.target.checked })}
          />
          Activa (se muestra en la tienda hasta que expire)
        </label>
      )}
    </AdminForm>
  );
}

/** A refused upload, with the field it belongs to. */
class FileRefusal extends Error {
  constructor(
    readonly field: 'image' | 'audio',
    readonly reason: unknown,
  ) {
    super(field);
    this.name = 'FileRefusal';
  }
}

/** The optional linked product: the chosen one (with 'Quitar producto'), and a search (5 results) to choose one. */
function StoryProductField({
  product,
  error,
  disabled,
  onChange,
}: {
  product: StoryProductChoice | null;
  error: string | undefined;
  disabled: boolean;
  onChange: (product: StoryProductChoice | null) => void;
}) {
  const [query, setQuery] = useState('');
  const options = useQuery(StoryProductOptionsDocument, {
    variables: { search: query, pageSize: STORY_PRODUCT_RESULTS },
    skip: query === '',
  });
  const products = query === '' ? [] : (options.data?.adminProducts.items ?? []);
  const results: SearchResult[] = products.map((option) => ({
    id: option.id,
    name: option.name,
    brand: [option.brand?.name, option.active ? null : 'Inactivo'].filter(Boolean).join(' · '),
    price: option.price.formatted,
    imageUrl: option.imageUrl,
  }));
  const labelId = useId();
  return (
    <fieldset className={formStyles.fieldset} aria-labelledby={labelId} data-field="productId">
      <legend id={labelId} className={formStyles.label}>
        Producto vinculado (opcional)
      </legend>
      {product ? (
        <div className={styles.product}>
          {product.imageUrl ? (
            <img src={product.imageUrl} alt="" className={styles.productImage} />
          ) : (
            <span className={styles.productImage} aria-hidden="true" />
          )}
          <span className={styles.productText}>
            <span className={styles.productName}>{product.name}</span>
            <span className={formStyles.hint}>{product.price}</span>
          </span>
          <Button type="button" variant="ghost" size="sm" disabled={disabled} onClick={() => onChange(null)}>
            Quitar producto
          </Button>
        </div>
      ) : (
        <p className={formStyles.hint}>Sin producto</p>
      )}
      {!disabled && (
        <SearchBox
          label={product ? 'Cambiar producto' : 'Buscar producto'}
          placeholder="Nombre o marca del producto"
          emptyMessage="No hay productos que coincidan"
          results={results}
          loading={options.loading}
          error={options.error ? errorMessage(options.error, 'Error al buscar productos') : null}
          onSearch={setQuery}
          onSelect={(result) => {
            const chosen = products.find((option) => option.id === result.id);
            if (!chosen) return;
            onChange({
              id: chosen.id,
              name: chosen.name,
              price: chosen.price.formatted,
              imageUrl: chosen.imageUrl ?? null,
            });
          }}
        />
      )}
      {error && (
        <p role="alert" className={formStyles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
