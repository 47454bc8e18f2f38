import { useEffect, type KeyboardEvent } from 'react';
import { TABS, type TabId } from './assistedOrderForm';
import styles from './AssistedOrderDialog.module.css';

export interface StepTabsProps {
  /** Prefix of the tabs' ids (`{baseId}-tab-{tab}`); the panel is `{baseId}-panel`. */
  readonly baseId: string;
  readonly active: TabId;
  /** Which tabs may be opened (each once the one before is complete). */
  readonly enabled: Readonly<Record<TabId, boolean>>;
  readonly onSelect: (tab: TabId) => void;
}

export const stepTabId = (baseId: string, tab: TabId) => `${baseId}-tab-${tab}`;
export const stepPanelId = (baseId: string) => `${baseId}-panel`;

/** 'Datos del cliente' → 'Productos' → 'Pago': a tab list (arrows, Home and End move among the open tabs). */
export function StepTabs({ baseId, active, enabled, onSelect }: StepTabsProps) {
  // The current step stays in sight when the row is narrower than its tabs (it scrolls sideways).
  useEffect(() => {
    document.getElementById(stepTabId(baseId, active))?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [baseId, active]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const open = TABS.filter((candidate) => enabled[candidate.id]);
    const index = open.findIndex((candidate) => candidate.id === active);
    let next: (typeof TABS)[number] | undefined;
    if (event.key === 'ArrowRight') next = open[(index + 1) % open.length];
    else if (event.key === 'ArrowLeft') next = open[(index - 1 + open.length) % open.length];
    else if (event.key === 'Home') next = open[0];
    else if (event.key === 'End') next = open.at(-1);
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    document.getElementById(stepTabId(baseId, next.id))?.focus();
  };

  return (
    <div role="tablist" aria-label="Pasos del pedido" className={styles.tabs}>
      {TABS.map((candidate, index) => (
        <button
          key={candidate.id}
          id={stepTabId(baseId, candidate.id)}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={candidate.id === active}
          aria-controls={stepPanelId(baseId)}
          tabIndex={candidate.id === active ? 0 : -1}
          disabled={!enabled[candidate.id]}
          onClick={() => onSelect(candidate.id)}
          onKeyDown={onKeyDown}
        >
          <span className={styles.tabNumber} aria-hidden="true">
            {index + 1}
          </span>
          <span className={styles.tabLabel}>{candidate.label}</span>
        </button>
      ))}
    </div>
  );
}
