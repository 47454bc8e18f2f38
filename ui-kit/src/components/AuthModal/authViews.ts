/** The steps of the login modal. */
export type AuthView = 'sign-in' | 'register' | 'confirm' | 'new-password' | 'forgot' | 'reset';

export interface AuthCredentials {
  email: string;
  password: string;
}

interface ViewText {
  title: string;
  submit: string;
  busy: string;
}

/** Each step's title, submit label and busy label. */
export const AUTH_VIEW_TEXT: Readonly<Record<AuthView, ViewText>> = {
  'sign-in': { title: 'Iniciar Sesión', submit: 'Iniciar Sesión', busy: 'Cargando...' },
  register: { title: 'Registro', submit: 'Registrarse', busy: 'Cargando...' },
  confirm: { title: 'Confirmar Registro', submit: 'Confirmar', busy: 'Verificando...' },
  'new-password': { title: 'Cambiar Contraseña', submit: 'Cambiar Contraseña', busy: 'Actualizando...' },
  forgot: { title: 'Recuperar contraseña', submit: 'Enviar código', busy: 'Enviando...' },
  reset: { title: 'Restablecer contraseña', submit: 'Guardar contraseña', busy: 'Guardando...' },
};
