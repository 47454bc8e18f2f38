import { domainError, type DomainError } from '../shared/result';
import { STORY_RESTORED_MESSAGE } from './story-lifecycle';

/** The admin stories screen's texts (admin-and-stories.md §8) and the server's answers to its form. */
export const STORY_ADMIN_MESSAGES = {
  created: 'Historia creada con éxito',
  updated: 'Historia actualizada con éxito',
  deleted: 'Historia eliminada con éxito',
  restored: STORY_RESTORED_MESSAGE,
  forceExpired: 'Historia expirada',
  saveFailed: 'Error al guardar la historia',
  deleteFailed: 'Error al eliminar la historia',
  loadFailed: 'Error al cargar historias',
  createFailed: 'Error al crear historia',
  updateFailed: 'Error al actualizar historia',
  removeFailed: 'Error al eliminar historia',
  invalidCreateAnswer: 'Error al crear la historia: respuesta inválida del servidor',
  /** The story asked for does not exist (deleted meanwhile, or a wrong id). */
  notFound: 'Historia no encontrada',
  /** A key the upload route did not make, or a file no longer in storage. */
  imageNotUploaded: 'La imagen no se subió correctamente. Súbela de nuevo.',
  audioNotUploaded: 'El audio no se subió correctamente. Súbelo de nuevo.',
  productMissing: 'El producto seleccionado ya no existe. Elige otro.',
  positionsInOrder: 'Las posiciones ya estaban en orden',
} as const;

/** Bounds on what a story form may send (the request is refused before any rule runs). */
export const STORY_INPUT_LIMITS = { title: 120, description: 1000, key: 300, externalLink: 2000 } as const;

const tooLong = (what: string, max: number) => `${what} puede tener hasta ${max} caracteres`;

export const STORY_INPUT_MESSAGES = {
  titleTooLong: tooLong('El título', STORY_INPUT_LIMITS.title),
  descriptionTooLong: tooLong('La descripción', STORY_INPUT_LIMITS.description),
  externalLinkTooLong: tooLong('El enlace', STORY_INPUT_LIMITS.externalLink),
  imageKeyTooLong: STORY_ADMIN_MESSAGES.imageNotUploaded,
  audioKeyTooLong: STORY_ADMIN_MESSAGES.audioNotUploaded,
  productIdInvalid: STORY_ADMIN_MESSAGES.productMissing,
} as const;

/** 'Error al restaurar historia: {detail}'. */
export const restoreFailedMessage = (detail: string): string => `Error al restaurar historia: ${detail}`;

/** The sync action's answer: how many stored positions were rewritten. */
export function positionsSyncedMessage(changed: number): string {
  if (changed === 0) return STORY_ADMIN_MESSAGES.positionsInOrder;
  return changed === 1
    ? 'Se actualizó la posición de 1 historia'
    : `Se actualizaron las posiciones de ${changed} historias`;
}

export type StoryNotFoundError = DomainError<'STORY_NOT_FOUND'>;

export const storyNotFound = (id: string): StoryNotFoundError =>
  domainError('STORY_NOT_FOUND', STORY_ADMIN_MESSAGES.notFound, { id });
