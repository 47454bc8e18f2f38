import { formatLimaDateTime } from '@esencia/domain/shared/lima-date';
import { useQuery } from '@apollo/client/react';
import { ADMIN_PAGE_SIZE } from '@esencia/domain/shared/pagination';
import { STORY_PREVIEW_START_DELAY_MS } from '@esencia/domain/story/story-player';
import { ErrorState, LoadingState, Pagination, StoryPlayer } from '@esencia/ui-kit';
import { ConfirmCloseDialog } from '@esencia/ui-kit/src/admin';
import { useState } from 'react';
import {
  AdminStoryAudienceDocument,
  type AdminStoryAudienceQuery,
  type AdminStoryFieldsFragment,
} from './stories.generated';
import type { StoryAudienceKind } from '../../gql/graphql';
import styles from './StoryPreviewDialog.module.css';

/** People per page of each list (the admin lists' page). */
export const STORY_AUDIENCE_PAGE_SIZE = ADMIN_PAGE_SIZE;

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

type Person = NonNullable<AdminStoryAudienceQuery['adminStoryAudience']>['items'][number];

/** Who liked it and who wants it, each list a page at a time (a story seen by thousands is never read whole). */
function StoryAudience({ storyId }: { storyId: string }) {
  return (
    <div className={styles.audience}>
      <PeopleList
        storyId={storyId}
        kind="LIKE"
        title={STORY_AUDIENCE_TEXTS.likedBy}
        empty={STORY_AUDIENCE_TEXTS.noLikes}
      />
      <PeopleList
        storyId={storyId}
        kind="WANT"
        title={STORY_AUDIENCE_TEXTS.wantedBy}
        empty={STORY_AUDIENCE_TEXTS.noWants}
      />
    </div>
  );
}

interface PeopleListProps {
  readonly storyId: string;
  readonly kind: StoryAudienceKind;
  readonly title: string;
  readonly empty: string;
}

/** One list, newest first: its total in the heading, a page of people, 'Anterior' / 'Siguiente' past one page. */
function PeopleList({ storyId, kind, title, empty }: PeopleListProps) {
  const [page, setPage] = useState(1);
  const audience = useQuery(AdminStoryAudienceDocument, {
    variables: { storyId, kind, page, pageSize: STORY_AUDIENCE_PAGE_SIZE },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const shown = (audience.data ?? audience.previousData)?.adminStoryAudience;
  let body;
  if (audience.error && !audience.data) {
    body = (
      <ErrorState
        size="compact"
        message={STORY_AUDIENCE_TEXTS.loadFailed}
        onRetry={() => void audience.refetch()}
        retrying={audience.loading}
      />
    );
  } else if (!audience.data && !shown) {
    body = <LoadingState text="Cargando..." />;
  } else if (!shown || shown.total === 0) {
    body = <p className={styles.muted}>{empty}</p>;
  } else {
    body = (
      <>
        <ul className={styles.people} aria-busy={audience.loading}>
          {shown.items.map((person: Person) => (
            <li key={`${person.email}-${person.at}`} className={styles.person}>
              <span className={styles.name}>{person.name || person.email}</span>
              <span className={styles.muted}>
                {person.name ? `${person.email} · ` : ''}
                {formatLimaDateTime(person.at)}
              </span>
            </li>
          ))}
        </ul>
        <Pagination
          label={`Páginas de «${title}»`}
          page={shown.page}
          totalPages={shown.totalPages}
          onPageChange={setPage}
        />
      </>
    );
  }
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.heading}>{shown ? `${title} (${shown.total})` : title}</h3>
      {body}
    </section>
  );
}
