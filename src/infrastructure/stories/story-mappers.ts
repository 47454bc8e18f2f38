import type { StoredStory, StoryChanges } from '../../application/ports/stories';
import type { StoryRecord } from '../database/schemas/story-records';

/** The domain's story; its imageUrl/audioUrl carry the storage keys (the interface makes URLs of them). */
export function toStory(record: StoryRecord): StoredStory {
  return {
    id: record.id,
    title: record.title,
    description: record.description,
    imageUrl: record.imageKey,
    audioUrl: record.audioKey,
    externalLink: record.externalLink,
    productId: record.productId,
    duration: record.duration,
    active: record.active,
    views: record.views,
    likes: record.likes,
    wants: record.wants,
    order: record.position,
    expiresAt: record.expiresAt,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

/** The record's fields an update writes (undefined = left as stored). */
export function toRecordChanges(changes: StoryChanges): Partial<StoryRecord> {
  const record: Partial<StoryRecord> = {
    title: changes.title,
    description: changes.description,
    imageKey: changes.imageUrl,
    audioKey: changes.audioUrl,
    externalLink: changes.externalLink,
    productId: changes.productId,
    duration: changes.duration,
    active: changes.active,
    expiresAt: changes.expiresAt,
    createdAt: changes.createdAt,
  };
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}
