/** Copying a link to the clipboard (admin-and-stories.md, 'Copy'): the feedback's texts and how long it stays. */
export const COPY_LINK_MESSAGES = {
  copied: 'Link copiado al portapapeles',
  copyFailed: 'No se pudo copiar el link',
} as const;

/** Spec: 'copy feedback 2 s'. */
export const COPY_FEEDBACK_MS = 2000;
