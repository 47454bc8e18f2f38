import { Button, ErrorState, LoadingState, PageHeader, TextField, useToast } from '@esencia/ui-kit';
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { checkProfile, type ProfileField } from '@esencia/domain/identity/profile';
import { answered, ApiFailure, errorMessage, graphQLErrorCode, unwrap } from '../../auth/graphqlErrors';
import { useSession, type Me } from '../../auth/SessionProvider';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { CartRemindersSection } from './CartRemindersSection';
import { ProfileSection } from './ProfileSection';
import { ProfileDocument, UpdateProfileDocument } from './profile.generated';
import styles from './ProfilePage.module.css';

type FieldErrors = Partial<Record<ProfileField, string>>;

/** The server's own rule (the shared domain package), so the page shows exactly what the server would answer. */
function validate(name: string, phone: string): FieldErrors {
  const result = checkProfile({ name, phone });
  if (result.ok) return {};
  return Object.fromEntries(result.error.details.fieldErrors.map(({ field, message }) => [field, message]));
}

/** /profile (signed-in only): name and mobile, read-only e-mail and role, cart reminders, and 'sign out everywhere'. */
export function ProfilePage() {
  useDocumentTitle('Mi Perfil');
  // Fresh from the server: the cached session may be old.
  const { data, loading, error, refetch } = useQuery(ProfileDocument, {
    fetchPolicy: 'network-only',
  });

  const header = <PageHeader title="Mi Perfil" subtitle="Tus datos de contacto para pedidos y entregas." />;

  if (error && !data) {
    return (
      <>
        {header}
        <ErrorState message="Error al cargar el perfil" onRetry={() => void refetch()} retrying={loading} />
      </>
    );
  }
  if (!data) {
    return (
      <>
        {header}
        <LoadingState text="Cargando perfil..." />
      </>
    );
  }
  // The session ended meanwhile (the session query now answers null too).
  if (!data.me) return <NotFoundPage />;

  return (
    <>
      {header}
      <ProfileForm key={data.me.id} me={data.me} />
      <CartRemindersSection />
      <SignOutEverywhere />
    </>
  );
}

function ProfileForm({ me }: { me: Me }) {
  const { toast } = useToast();
  const session = useSession();
  const [name, setName] = useState(me.name);
  const [phone, setPhone] = useState(me.phone ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [updateProfile, { loading: saving }] = useMutation(UpdateProfileDocument);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const found = validate(name, phone);
    setSubmitted(true);
    setErrors(found);
    setFormError(null);
    const firstInvalid = (['name', 'phone'] as const).find((field) => found[field]);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    try {
      const cleanPhone = phone.replace(/\s+/g, '');
      const { data } = await updateProfile({ variables: { name: name.trim(), phone: cleanPhone || null } });
      const saved = unwrap(answered(data).updateProfile);
      // The cache updates by itself (Me is normalised by id); keep the form in step with what was saved.
      setName(saved.name);
      setPhone(saved.phone ?? '');
      toast({ title: 'Perfil actualizado', tone: 'success' });
    } catch (error) {
      if (graphQLErrorCode(error) === 'UNAUTHENTICATED') {
        await session.refetch();
        return;
      }
      const fieldErrors = error instanceof ApiFailure ? error.fieldErrors : {};
      if (fieldErrors.name || fieldErrors.phone) {
        setErrors({ name: fieldErrors.name, phone: fieldErrors.phone });
      } else {
        setFormError(errorMessage(error, 'No se pudo actualizar el perfil. Intenta de nuevo.'));
      }
    }
  };

  const revalidate = (nextName: string, nextPhone: string) => {
    if (submitted) setErrors(validate(nextName, nextPhone));
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void handleSubmit(event)} aria-label="Mi Perfil">
      {formError && (
        <div role="alert" className={styles.alert}>
          {formError}
        </div>
      )}
      <TextField
        label="Nombre"
        name="name"
        autoComplete="name"
        required
        maxLength={50}
        value={name}
        error={errors.name}
        onChange={(event) => {
          setName(event.target.value);
          revalidate(event.target.value, phone);
        }}
      />
      <TextField
        label="Celular"
        name="phone"
        type="tel"
        autoComplete="tel-national"
        inputMode="numeric"
        maxLength={9}
        placeholder="9XXXXXXXX"
        hint="Opcional. 9 dígitos, empieza con 9."
        value={phone}
        error={errors.phone}
        onChange={(event) => {
          setPhone(event.target.value);
          revalidate(name, event.target.value);
        }}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        readOnly
        value={me.email}
        hint="El email no se puede modificar"
      />
      <dl className={styles.role}>
        <dt>Rol</dt>
        <dd>{me.roleLabel}</dd>
      </dl>
      <div className={styles.actions}>
        <Button type="submit" loading={saving} loadingLabel="Guardando...">
          Guardar cambios
        </Button>
      </div>
    </form>
  );
}

function SignOutEverywhere() {
  const { signOutEverywhere } = useSession();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);

  const handleClick = async () => {
    setBusy(true);
    try {
      // Also takes this tab to the home page: the profile is private.
      const ended = await signOutEverywhere();
      toast({
        title: 'Cerraste sesión en todos los dispositivos',
        description: ended === 1 ? 'Se cerró 1 sesión.' : `Se cerraron ${ended} sesiones.`,
        tone: 'info',
      });
    } catch (error) {
      toast({
        title: 'No se pudo cerrar la sesión en todos los dispositivos',
        description: errorMessage(error, 'Intenta de nuevo.'),
        tone: 'error',
      });
      setBusy(false);
    }
  };

  return (
    <ProfileSection id="profile-security-title" title="Seguridad">
      <p className={styles.sectionText}>
        Si usaste tu cuenta en otro equipo, puedes cerrar todas tus sesiones, incluida esta.
      </p>
      <div>
        <Button
          variant="secondary"
          loading={busy}
          loadingLabel="Cerrando sesiones..."
          onClick={() => void handleClick()}
        >
          Cerrar sesión en todos los dispositivos
        </Button>
      </div>
    </ProfileSection>
  );
}
