import { useMutation } from '@apollo/client/react';
import { validateBrandForm } from '@esencia/domain/catalog/brand-form';
import { BRAND_ADMIN_MESSAGES } from '@esencia/domain/catalog/taxonomy-admin';
import { TextField, useToast } from '@esencia/ui-kit';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { answered, ApiFailure, unwrap } from '../../auth/graphqlErrors';
import { type AdminBrandFieldsFragment, CreateBrandDocument, UpdateBrandDocument } from './brands.generated';
import { AdminImageUploadError, uploadAdminImage } from '../products/uploadAdminImage';
import { SingleImageField, type SingleImage } from './SingleImageField';
import { forgetBrandLists } from './brandCache';
import {
  AdminForm,
  AdminFormDialog,
  type AdminEditDialogProps,
  type AdminFormFrame,
  useSavingState,
} from '../shared/AdminFormDialog';
import styles from '../shared/adminForm.module.css';

export interface BrandFormDialogProps extends AdminEditDialogProps<AdminBrandFieldsFragment> {
  /** The brand to edit; null creates a new one. */
  brand: AdminBrandFieldsFragment | null;
}

/** Create or edit a brand: its name (the description is copied from it), its logo and whether it is active. */
export function BrandFormDialog({ open, brand, onOpenChange, onSaved }: BrandFormDialogProps) {
  return (
    <AdminFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={brand ? 'Editar marca' : 'Nueva marca'}
      description={brand ? brand.name : 'Completa los datos de la marca.'}
      submitLabel={brand ? 'Guardar cambios' : 'Crear marca'}
    >
      {(frame) => <BrandForm key={brand?.id ?? 'nueva'} {...frame} brand={brand} onSaved={onSaved} />}
    </AdminFormDialog>
  );
}

interface BrandFormProps extends AdminFormFrame, Pick<BrandFormDialogProps, 'onSaved'> {
  brand: AdminBrandFieldsFragment | null;
}

type BrandField = 'name' | 'logoKey';
type BrandErrors = Partial<Record<BrandField, string>>;

function BrandForm({ formId, brand, onSavingChange, onSaved }: BrandFormProps) {
  const { toast } = useToast();
  const [name, setName] = useState(brand?.name ?? '');
  const [logo, setLogo] = useState<SingleImage | null>(
    brand?.logoKey ? { url: brand.logoUrl ?? '', key: brand.logoKey, file: null } : null,
  );
  const [active, setActive] = useState(brand?.active ?? true);
  const [errors, setErrors] = useState<BrandErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setBusy] = useSavingState(onSavingChange);
  const [progress, setProgress] = useState<number | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [createBrand] = useMutation(CreateBrandDocument, {
    update: (cache, { data }) => {
      if (data?.createBrand.__typename === 'AdminBrand') forgetBrandLists(cache);
    },
  });
  const [updateBrand] = useMutation(UpdateBrandDocument, {
    update: (cache, { data }) => {
      if (data?.updateBrand.__typename === 'AdminBrand') forgetBrandLists(cache, brand?.id ?? null);
    },
  });

  // Closing the modal stops an upload in flight.
  useEffect(() => () => abortRef.current?.abort(), []);
  // A name the server refused is focused once the form is enabled again (after the save's render).
  const [refocusName, setRefocusName] = useState(0);
  useEffect(() => {
    if (refocusName > 0) nameRef.current?.focus();
  }, [refocusName]);

  const checkName = (value: string): BrandErrors => {
    const result = validateBrandForm({ name: value, logoKey: null, active });
    return result.ok ? {} : { name: result.error.details.fieldErrors[0]?.message };
  };

  /** Sends a newly chosen logo (once: a retry after a later refusal keeps the stored key). */
  async function storeLogo(): Promise<string | null> {
    if (!logo) return null;
    if (logo.key !== null || !logo.file) return logo.key;
    abortRef.current = new AbortController();
    setProgress(0);
    const stored = await uploadAdminImage(
      { file: logo.file, purpose: 'brand', signal: abortRef.current.signal, onProgress: setProgress },
      BRAND_ADMIN_MESSAGES.saveFailed,
    );
    setProgress(null);
    setLogo((current) => (current?.file === logo.file ? { ...current, key: stored.key } : current));
    return stored.key;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found = checkName(name);
    setSubmitted(true);
    setErrors(found);
    setFormError(null);
    if (found.name) {
      nameRef.current?.focus();
      return;
    }
    setBusy(true);
    let logoKey: string | null;
    try {
      logoKey = await storeLogo();
    } catch (error) {
      setProgress(null);
      setBusy(false);
      const message = error instanceof AdminImageUploadError ? error.message : BRAND_ADMIN_MESSAGES.saveFailed;
      setErrors({ logoKey: message });
      setFormError(BRAND_ADMIN_MESSAGES.saveFailed);
      return;
    }
    const input = { name: name.trim(), logoKey, active };
    try {
      const saved = brand
        ? unwrap(answered((await updateBrand({ variables: { id: brand.id, input } })).data).updateBrand)
        : unwrap(answered((await createBrand({ variables: { input } })).data).createBrand);
      toast({ title: brand ? BRAND_ADMIN_MESSAGES.updated : BRAND_ADMIN_MESSAGES.created, tone: 'success' });
      setBusy(false);
      onSaved(saved, brand === null);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiFailure) {
        const fieldErrors: BrandErrors = {
          ...(error.fieldErrors['name'] ? { name: error.fieldErrors['name'] } : {}),
          ...(error.fieldErrors['logoKey'] ? { logoKey: error.fieldErrors['logoKey'] } : {}),
        };
        setErrors(fieldErrors);
        const onAField = Object.keys(fieldErrors).length > 0;
        setFormError(
          onAField ? BRAND_ADMIN_MESSAGES.saveFailed : `${BRAND_ADMIN_MESSAGES.saveFailed}: ${error.message}`,
        );
        if (fieldErrors.name) setRefocusName((count) => count + 1);
        return;
      }
      setFormError(BRAND_ADMIN_MESSAGES.saveFailed);
    }
  }

  return (
    <AdminForm formId={formId} label={brand ? 'Editar marca' : 'Nueva marca'} error={formError} onSubmit={handleSubmit}>
      <TextField
        ref={nameRef}
        label="Nombre"
        name="name"
        required
        value={name}
        error={errors.name}
        hint="También será la descripción de la marca."
        disabled={saving}
        onChange={(event) => {
          setName(event.target.value);
          if (submitted) setErrors((current) => ({ ...current, name: checkName(event.target.value).name }));
        }}
      />
      <SingleImageField
        label="Logo"
        noun="logo"
        alt={`Logo de ${name.trim() || 'la marca'}`}
        image={logo}
        error={errors.logoKey}
        disabled={saving}
        progress={progress}
        onChange={(image) => {
          setLogo(image);
          setErrors((current) => ({ ...current, logoKey: undefined }));
        }}
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          name="active"
          checked={active}
          disabled={saving}
          onChange={(event) => setActive(event.target.checked)}
        />
        Activa (se muestra en la tienda y se puede elegir en los productos)
      </label>
    </AdminForm>
  );
}
