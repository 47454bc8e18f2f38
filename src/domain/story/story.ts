/** A short-lived story: an image, optional audio, optional link and optional linked product. */
export interface Story {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly imageUrl: string;
  readonly audioUrl: string | null;
  readonly externalLink: string | null;
  readonly productId: string | null;
  /** Seconds on screen. */
  readonly duration: number;
  readonly active: boolean;
  readonly views: number;
  readonly likes: number;
  readonly wants: number;
  /** Position in the viewer, 0 = newest. */
  readonly order: number;
  readonly expiresAt: Date;
  readonly createdAt: Date;
}

export type StoryCounters = Pick<Story, 'views' | 'likes' | 'wants'>;
