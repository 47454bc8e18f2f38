import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import multer, { MulterError } from 'multer';
import type { UploadStoryAudio } from '../../application/stories/UploadStoryAudio';
import { audioUploadError, type AudioUploadErrorCode } from '../../domain/media/audio-upload';
import { domainError } from '../../domain/shared/result';
import { MAX_STORY_AUDIO_BYTES } from '../../domain/story/story-validation';
import { adminUploadRoute, utf8FileName, type AdminUploadDependencies } from './admin-images';
import { sendRefusal } from './http-errors';
import { UPLOAD_FIELD, UPLOAD_MESSAGES } from './uploads';

export const STORY_AUDIO_PATH = '/api/admin/story-audio';

export interface StoryAudioRouteDependencies extends AdminUploadDependencies {
  readonly uploadStoryAudio: UploadStoryAudio;
}

export const STORY_AUDIO_MESSAGES = {
  crossSite: 'Solicitud no permitida: sube el audio desde el panel de la tienda.',
  signIn: 'Inicia sesión como administrador para subir audios.',
  adminsOnly: 'Solo un administrador puede subir audios.',
  oneFile: 'Envía un solo archivo de audio.',
} as const;

/** 60 every 15 minutes: one audio per story at most. */
const DEFAULT_UPLOAD_LIMIT = { limit: 60, windowMs: 15 * 60_000 };

const STATUS: { readonly [C in AudioUploadErrorCode]: number } = {
  AUDIO_MISSING: 400,
  AUDIO_NOT_ALLOWED: 415,
  AUDIO_TOO_LARGE: 413,
};

/**
 * `POST /api/admin/story-audio` (multipart: `file`): a story's audio, uploaded
 * before the story form is saved, with the same guards as the catalogue's
 * picture route (same origin, an admin's session, a rate limit, all before the
 * body is read). At most 10 MB, MP3/WAV/AAC by content; answers `{ key, url }`
 * (201). Refusals are JSON `{ errorCode, message }` in Spanish, never a 500.
 */
export function storyAudioRoutes(deps: StoryAudioRouteDependencies): Router {
  return adminUploadRoute(deps, {
    path: STORY_AUDIO_PATH,
    messages: STORY_AUDIO_MESSAGES,
    defaultLimit: DEFAULT_UPLOAD_LIMIT,
    readFile: singleAudioUpload(),
    status: STATUS,
    upload: (req: Request) => {
      const file = req.file!;
      return deps.uploadStoryAudio.execute({ content: file.buffer, fileName: utf8FileName(file.originalname) });
    },
  });
}

const parseOneAudio = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_STORY_AUDIO_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
}).single(UPLOAD_FIELD);

/** One file in `file`, kept in memory (at most 10 MB): too large → 413, none or a broken form → 400. */
function singleAudioUpload(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    parseOneAudio(req, res, (error?: unknown) => {
      if (error instanceof MulterError && error.code === 'LIMIT_FILE_SIZE') {
        sendRefusal(res, 413, audioUploadError.tooLarge());
      } else if (
        error instanceof MulterError &&
        (error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_UNEXPECTED_FILE')
      ) {
        sendRefusal(res, 400, domainError('UPLOAD_INVALID', STORY_AUDIO_MESSAGES.oneFile));
      } else if (error) {
        sendRefusal(res, 400, domainError('UPLOAD_INVALID', UPLOAD_MESSAGES.badForm));
      } else if (!req.file || req.file.size === 0) {
        sendRefusal(res, 400, audioUploadError.missing());
      } else {
        next();
      }
    });
  };
}
