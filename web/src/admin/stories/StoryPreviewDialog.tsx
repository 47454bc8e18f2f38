import { formatLimaDateTime } from '@esencia/domain/shared/lima-date';
import { useQuery } from '@apollo/client/react';
import { STORY_PREVIEW_START_DELAY_MS } from '@esencia/domain/story/story-player';
import { ErrorState, LoadingState, StoryPlayer } from '@esencia/ui-kit';
import { ConfirmCloseDialog } from '@esencia/ui-kit/src/admin';
import { useState } from 'react';
import {
  AdminStoryAudienceDocument,
  type AdminStoryAudienceQuery,
  type AdminStoryFieldsFragment,
} from './stories.generated';
import styles from './StoryPreviewDialog.module.css';

export const STORY_AUDIENCE_TEXTS = {
  loadFailed: 'Error al cargar quién interactuó con la historia',
  likedBy: 'Les gustó',
  wantedBy: 'Lo quieren',
  noLikes: 'Nadie ha dado like todavía.',
  noWants: 'Nadie la ha marcado con «Lo quiero» todavía.',
} as const;

export interface StoryPreviewDialogProps {
  /** The story to play. */
  story: AdminStoryFieldsFragment;
  /** Called once the admin confirmed leaving (after the 300 ms close animation). */
  onClose: () => void;
}

/**
 * The admin's preview: the story played as shoppers see it (starts 500 ms after its picture loads,
 * progress every 50 ms, pause, mute, stops at the end) and who liked it and who wants it.
 */
export function StoryPreviewDialog({ story, onClose }: StoryPreviewDialogProps) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmCloseDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onClose();
      }}
      size="lg"
      title="Vista previa"
      description={story.title}
    >
      <div className={styles.layout}>
        <StoryPlayer
          className={styles.player}
          imageUrl={story.imageUrl}
          title={story.title}
          description={story.description}
          audioUrl={story.audioUrl ?? null}
          duration={story.duration}
          startDelayMs={STORY_PREVIEW_START_DELAY_MS}
        />
        <StoryAudience storyId={story.id} />
      </div>
    </ConfirmCloseDialog>
  );
}

type Person = NonNullable<AdminStoryAudienceQuery['adminStoryAudience']>['likedBy'][number];

/** The two lists of people (newest first), from adminStoryAudience. */
function StoryAudience({ storyId }: { storyId: string }) {
  const audience = useQuery(AdminStoryAudienceDocument, {
    variables: { storyId },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  if (audience.error && !audience.data) {
    return (
      <ErrorState
        size="compact"
        message={STORY_AUDIENCE_TEXTS.loadFailed}
        onRetry={() => void audience.refetch()}
        retrying={audience.loading}
      />
    );
  }
  if (!audience.data) return <LoadingState text="Cargando..." />;
  const lists = audience.data.adminStoryAudience;
  return (
    <div className={styles.audience}>
      <PeopleList
        title={STORY_AUDIENCE_TEXTS.likedBy}
        people={lists?.likedBy ?? []}
        empty={STORY_AUDIENCE_TEXTS.noLikes}
      />
      <PeopleList
        title={STORY_AUDIENCE_TEXTS.wantedBy}
        people={lists?.wantedBy ?? []}
        empty={STORY_AUDIENCE_TEXTS.noWants}
      />
    </div>
  );
}

function PeopleList({ title, people, empty }: { title: string; people: readonly Person[]; empty: string }) {
  const heading = `${title} (${people.length})`;
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.heading}>{heading}</h3>
      {people.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ul className={styles.people}>
          {people.map((person) => (
            <li key={`${person.email}-${person.at}`} className={styles.person}>
              <span className={styles.name}>{person.name || person.email}</span>
              <span className={styles.muted}>
                {person.name ? `${person.email} · ` : ''}
                {formatLimaDateTime(person.at)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
