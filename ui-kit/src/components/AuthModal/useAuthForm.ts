import { useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Props of an auth form's `<form>` element. */
export interface AuthFormElementProps {
  ref: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  noValidate: boolean;
}

const keysOf = <F extends string>(values: Partial<Record<F, string>>) => Object.keys(values) as F[];

const pick = <F extends string>(values: Partial<Record<F, string>>, fields: readonly F[]) =>
  Object.fromEntries(fields.map((field) => [field, values[field]]));

/** Every field starts as a string, shown or not (a step may hide a field whose value it already knows). */
function startingValues<F extends string>(fields: readonly F[], initial: Partial<Record<F, string>>) {
  const values = {} as Record<F, string>;
  for (const field of [...fields, ...keysOf(initial)]) values[field] = initial[field] ?? '';
  return values;
}

export interface AuthFormOptions<F extends string> {
  /** The fields, in order: the first one gets the focus, and on submit the first invalid one does. */
  fields: readonly F[];
  /** Starting values. A later change to a non-empty value replaces what is typed (the parent learnt it). */
  initialValues?: Partial<Record<F, string>>;
  /** The error of each invalid field. */
  validate: (values: Readonly<Record<F, string>>) => FieldErrors<F>;
  /** A request is in flight: submitting does nothing. */
  busy?: boolean;
  /** Called on submit once every field is valid. */
  onValid: (values: Readonly<Record<F, string>>) => void;
  /** Called as the user types. */
  onValuesChange?: (values: Readonly<Record<F, string>>) => void;
}

/**
 * State of one auth form: the values, the errors (shown after the first submit, then following
 * the input as the user fixes it), and the focus on the first invalid field.
 */
export function useAuthForm<F extends string>({
  fields,
  initialValues = {},
  validate,
  busy = false,
  onValid,
  onValuesChange,
}: AuthFormOptions<F>) {
  const [values, setValues] = useState(() => startingValues(fields, initialValues));
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // Adopt new non-empty starting values while rendering (no effect needed).
  const [seen, setSeen] = useState(initialValues);
  const changed = keysOf(initialValues).filter((field) => initialValues[field] !== seen[field]);
  if (changed.length > 0) {
    setSeen(initialValues);
    const adopted = changed.filter((field) => initialValues[field]);
    if (adopted.length > 0) setValues((current) => ({ ...current, ...pick(initialValues, adopted) }));
  }

  const setValue = (field: F, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    onValuesChange?.(next);
    // Shown errors follow the input as the user fixes it: all of them after a first submit.
    if (submitted) setErrors(validate(next));
    else if (errors[field]) setErrors((current) => ({ ...current, [field]: validate(next)[field] }));
  };

  const focus = (field: F) => formRef.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validate(values);
    setSubmitted(true);
    setErrors(found);
    const firstInvalid = fields.find((field) => found[field]);
    if (firstInvalid) focus(firstInvalid);
    else onValid(values);
  };

  return {
    values,
    /** Props of the `<form>`. */
    formProps: { ref: formRef, onSubmit, noValidate: true } satisfies AuthFormElementProps,
    /** Props of a field's TextField. */
    field: (name: F) => ({
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value),
      error: errors[name],
      required: true,
      autoFocus: fields[0] === name,
    }),
    /** Shows an error on one field outside a submit (e.g. 'Reenviar código' without a valid e-mail). */
    showError: (field: F, message: string) => setErrors((current) => ({ ...current, [field]: message })),
  };
}
