import {
  Button,
  Dialog,
  DialogClose,
  EmptyState,
  ErrorState,
  LoadingState,
  Pagination,
  TextField,
} from '@esencia/ui-kit';
import { DataTable, type DataTableColumn } from '@esencia/ui-kit/src/admin';
import { useRef, useState, type ReactNode } from 'react';
import { useMediaQuery } from '../../app/useMediaQuery';
import styles from './adminList.module.css';

/** Up to this width the lists become cards (the kit's DataTable breakpoint). */
export const PHONE_QUERY = '(max-width: 768px)';

/** The shared frame's class names, for a screen's own cells (actions, badges, card heads). */
export { styles as adminListStyles };

export interface AdminToolbarProps {
  /** The search box's label ('Buscar marcas'). */
  searchLabel: string;
  /** The search box's hint. */
  searchPlaceholder: string;
  /** What is typed (debounced by the screen before it reaches the server). */
  search: string;
  onSearchChange(value: string): void;
  /** A wider search box (the orders screen's long hint). */
  searchClassName?: string;
  /** A line under the search box (e.g. how many characters a search needs). */
  searchHint?: string;
  /** The screen's buttons (refresh, create, …), at the end of the row. */
  children: ReactNode;
}

/** The admin list screens' first row: the search box and the screen's buttons. */
export function AdminToolbar({
  searchLabel,
  searchPlaceholder,
  search,
  onSearchChange,
  searchClassName,
  searchHint,
  children,
}: AdminToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <TextField
        label={searchLabel}
        name="search"
        inputMode="search"
        placeholder={searchPlaceholder}
        className={[styles.search, searchClassName].filter(Boolean).join(' ')}
        value={search}
        hint={searchHint}
        onChange={(event) => onSearchChange(event.target.value)}
      />
      <div className={styles.toolbarActions}>{children}</div>
    </div>
  );
}

export interface AdminListProps<Row> {
  /** The table's caption and the card list's name ('Marcas'). */
  caption: string;
  /** The rows loaded (undefined while the first load runs). */
  rows: readonly Row[] | undefined;
  columns: DataTableColumn<Row>[];
  rowKey(row: Row): string;
  /** Whether the list failed to load (then the error with 'Intentar de nuevo' replaces it). */
  failed: boolean;
  /** The load error's message ('Error al cargar marcas'). */
  failedMessage: string;
  /** Loads again; `loading` says it is under way. */
  onRetry(): void;
  loading: boolean;
  /** 'Cargando marcas...' */
  loadingText: string;
  /** What is shown when there are no rows (no data, or nothing matches). */
  empty: ReactNode;
  /** A phone card's name (its aria-label) for a row. */
  cardLabel(row: Row): string;
  /** A phone card's head (image, name, status); the columns `cardColumns` names follow as facts. */
  cardHead(row: Row): ReactNode;
  /** The columns (by key) shown as a card's facts, in order. */
  cardColumns: readonly string[];
  /** A card's buttons, last. */
  cardActions(row: Row): ReactNode;
  /** A paginated list's page: 'Anterior' / 'Siguiente' under the table or the cards (nothing on one page). */
  pagination?: {
    /** The page the server answered (none while the first one loads). */
    readonly of: ListPage | null | undefined;
    /** What is counted, singular and plural ('pedido', 'pedidos'). */
    readonly nouns: readonly [one: string, many: string];
    onPageChange(page: number): void;
  };
}

/** What a paginated list's answer says about its page. */
export interface ListPage {
  readonly page: number;
  readonly totalPages: number;
  readonly total: number;
}

/**
 * An admin list: the load error with 'Intentar de nuevo', the loading state, the empty state, and the
 * rows as a table, or as cards on a phone (up to 768 px, the kit's DataTable breakpoint); a paginated list
 * turns its pages with 'Anterior' / 'Siguiente' under either.
 */
export function AdminList<Row>({
  caption,
  rows,
  columns,
  rowKey,
  failed,
  failedMessage,
  onRetry,
  loading,
  loadingText,
  empty,
  cardLabel,
  cardHead,
  cardColumns,
  cardActions,
  pagination,
}: AdminListProps<Row>) {
  const phone = useMediaQuery(PHONE_QUERY);
  const top = useRef<HTMLDivElement>(null);
  // 'Siguiente' sits under 25 rows: the next page is shown from its top, not from where the last one ended
  // (on a phone, 25 cards below). Only when the list's top has scrolled away, so a short list does not jump.
  const turnPage = (page: number) => {
    pagination?.onPageChange(page);
    const list = top.current;
    if (list && list.getBoundingClientRect().top < 0) list.scrollIntoView?.({ block: 'start' });
  };
  let list: ReactNode;
  if (failed) {
    list = <ErrorState message={failedMessage} onRetry={onRetry} retrying={loading} />;
  } else if (!rows) {
    list = <LoadingState text={loadingText} />;
  } else if (rows.length === 0) {
    list = empty;
  } else if (phone) {
    const facts = cardColumns.flatMap((key) => columns.filter((column) => column.key === key));
    list = (
      <ul className={styles.cards} aria-label={caption}>
        {rows.map((row) => (
          <li key={rowKey(row)}>
            <article className={styles.card} aria-label={cardLabel(row)}>
              {cardHead(row)}
              <dl className={styles.cardFacts}>
                {facts.map((column) => (
                  <div key={column.key} className={styles.cardFact}>
                    <dt>{column.header}</dt>
                    <dd>{column.render(row)}</dd>
                  </div>
                ))}
              </dl>
              {cardActions(row)}
            </article>
          </li>
        ))}
      </ul>
    );
  } else {
    list = <DataTable caption={caption} columns={columns} rows={rows} rowKey={rowKey} empty={empty} />;
  }
  const shown = pagination?.of;
  return (
    <div aria-busy={loading} ref={top}>
      {list}
      {pagination && shown && rows && rows.length > 0 && (
        <Pagination
          label={`Páginas de ${caption.toLowerCase()}`}
          page={shown.page}
          totalPages={shown.totalPages}
          onPageChange={turnPage}
          formatStatus={(page, totalPages) =>
            `Página ${page} de ${totalPages} (${new Intl.NumberFormat('es-PE').format(shown.total)} ${pagination.nouns[shown.total === 1 ? 0 : 1]})`
          }
        />
      )}
    </div>
  );
}

export interface DeleteConfirmDialogProps {
  /** 'Eliminar marca' */
  title: string;
  /** The name of what is being deleted; null when the question is closed. */
  name: string | null;
  /** Whether the delete is under way ('Eliminando...'). */
  deleting: boolean;
  onConfirm(): void;
  /** Called when the admin closes the question without deleting. */
  onCancel(): void;
}

/** '¿Seguro que deseas eliminar «…»? Esta acción no se puede deshacer.' with Cancelar / Eliminar. */
export function DeleteConfirmDialog({ title, name, deleting, onConfirm, onCancel }: DeleteConfirmDialogProps) {
  return (
    <Dialog
      open={name !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      size="sm"
      title={title}
      description={name !== null ? `¿Seguro que deseas eliminar «${name}»? Esta acción no se puede deshacer.` : ''}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="ghost">Cancelar</Button>
          </DialogClose>
          <Button variant="danger" loading={deleting} loadingLabel="Eliminando..." onClick={onConfirm}>
            Eliminar
          </Button>
        </>
      }
    />
  );
}

/** A searchable list's empty state: while searching, nothing matches; else how to add the first one. */
export function AdminListEmpty({
  search,
  notFoundTitle,
  emptyTitle,
  emptyDescription,
}: {
  /** The search in use ('' for none). */
  search: string;
  /** The title when the search matches nothing, e.g. 'No se encontraron marcas'. */
  notFoundTitle: string;
  /** The title when there is nothing at all, e.g. 'No hay marcas registradas'. */
  emptyTitle: string;
  /** How to add the first one, e.g. 'Crea la primera con «Nueva marca».'. */
  emptyDescription: string;
}) {
  return (
    <EmptyState
      title={search ? notFoundTitle : emptyTitle}
      description={search ? `Nada coincide con «${search}».` : emptyDescription}
    />
  );
}

/**
 * The create/edit modal's state: what it edits (null for a new one) stays while the modal's close
 * animation runs, and the modal is unmounted after, so the next one starts over.
 */
export function useFormDialog<Item>() {
  const [target, setTarget] = useState<{ readonly item: Item | null } | null>(null);
  const [open, setOpen] = useState(false);
  return {
    /** Whether the modal is mounted, and what it edits. */
    target,
    open,
    /** Opens the modal for `item` (null: a new one). */
    openWith(item: Item | null) {
      setTarget({ item });
      setOpen(true);
    },
    onOpenChange(next: boolean) {
      setOpen(next);
      if (!next) setTarget(null);
    },
    close() {
      setOpen(false);
      setTarget(null);
    },
  };
}
