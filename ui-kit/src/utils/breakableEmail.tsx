import { Fragment, type ReactNode } from 'react';

/**
 * An e-mail address that, when it does not fit its line, wraps before the '@' or a '.' (like
 * 'lucia.quispe' / '@correo.pe') instead of in the middle of a word: a <wbr> before each of them. The text is
 * unchanged (copying it gives the address).
 */
export function breakableEmail(email: string): ReactNode {
  const parts = email.split(/(?=[@.])/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
