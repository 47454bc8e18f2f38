import { EntitySchema } from 'typeorm';

/** A row of `stories`; `position` is the spec's `order`, the picture and audio are storage keys. */
export interface StoryRecord {
  id: string;
  title: string;
  description: string;
  imageKey: string;
  audioKey: string | null;
  externalLink: string | null;
  productId: string | null;
  duration: number;
  active: boolean;
  views: number;
  likes: number;
  wants: number;
  position: number;
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * A row of `story_interactions`: one like, want or view per story, person and type; a guest's view (user
 * 'anonymous') is one per guest cookie, with the address it came from.
 */
export interface StoryInteractionRecord {
  id: string;
  storyId: string;
  userEmail: string;
  type: 'view' | 'like' | 'want';
  guestToken: string | null;
  guestAddress: string | null;
  createdAt: Date;
}

export const StorySchema = new EntitySchema<StoryRecord>({
  name: 'Story',
  tableName: 'stories',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    title: { type: 'text' },
    description: { type: 'text' },
    imageKey: { type: 'text', name: 'image_key' },
    audioKey: { type: 'text', name: 'audio_key', nullable: true },
    externalLink: { type: 'text', name: 'external_link', nullable: true },
    productId: { type: 'uuid', name: 'product_id', nullable: true },
    duration: { type: 'integer', default: 10 },
    active: { type: 'boolean', default: true },
    views: { type: 'integer', default: 0 },
    likes: { type: 'integer', default: 0 },
    wants: { type: 'integer', default: 0 },
    position: { type: 'integer', default: 0 },
    expiresAt: { type: 'timestamptz', name: 'expires_at' },
    createdAt: { type: 'timestamptz', name: 'created_at' },
    updatedAt: { type: 'timestamptz', name: 'updated_at' },
  },
});

export const StoryInteractionSchema = new EntitySchema<StoryInteractionRecord>({
  name: 'StoryInteraction',
  tableName: 'story_interactions',
  columns: {
    // A bigint identity column, handed back as a string; rows are written by SQL only.
    id: { type: 'bigint', primary: true, generated: 'increment' },
    storyId: { type: 'uuid', name: 'story_id' },
    userEmail: { type: 'text', name: 'user_email' },
    type: { type: 'text' },
    guestToken: { type: 'text', name: 'guest_token', nullable: true },
    guestAddress: { type: 'text', name: 'guest_address', nullable: true },
    createdAt: { type: 'timestamptz', name: 'created_at' },
  },
});

export const storySchemas = [StorySchema, StoryInteractionSchema];
