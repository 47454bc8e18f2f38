import { whatsAppLink } from '@esencia/domain/whatsapp/whatsapp-link';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { cx } from '../../utils/cx';
import { CloseIcon, Icon } from '../../icons/Icon';
import { Button } from '../Button';
import styles from './ChatWidget.module.css';

/** The chat opens by itself this long after the page loads, unless it was closed recently (spec: 500 ms). */
export const CHAT_AUTO_OPEN_DELAY_MS = 500;
/** After a close or a send the widget stays hidden this long (spec: 2 minutes). */
export const CHAT_HIDE_DURATION_MS = 2 * 60 * 1000;
/** How often the hidden period is checked again (spec: every 10 s; also on window focus). */
export const CHAT_RECHECK_INTERVAL_MS = 10_000;
/** localStorage key holding the instant (ms since the epoch) the hidden period ends. */
export const CHAT_HIDDEN_UNTIL_KEY = 'chatWidgetHiddenUntil';

export interface ChatWidgetProps {
  /** The store's WhatsApp number with its country code, e.g. '51987654321' (spaces and '+' are ignored). */
  phoneNumber: string;
  /** Who the shopper writes to, shown at the top of the chat, e.g. 'Esencia Perfumería'. */
  storeName: string;
  /** A line under the name: the chat's hours, e.g. 'Todos los días 8am-10pm, respuesta en 2-5 minutos'. */
  hours?: string;
  /** The store's first message in the chat. Defaults to '¡Hola! 👋 ¿En qué podemos ayudarte?'. */
  greeting?: string;
  /** Placeholder of the message box. Defaults to 'Escribe tu mensaje...'. */
  placeholder?: string;
  /** Accessible name of the message box. Defaults to 'Mensaje'. */
  messageLabel?: string;
  /** Text of the send button. Defaults to 'Enviar'. */
  sendLabel?: string;
  /** Accessible name of the floating button and of the chat panel. Defaults to 'Chat de WhatsApp'. */
  label?: string;
  /** aria-label of the panel's close button. Defaults to 'Cerrar chat'. */
  closeLabel?: string;
  /** Delay before the chat opens by itself after load, in ms (default 500); 0 or less: never. */
  autoOpenDelay?: number;
  /**
   * Whether the chat may open by itself on this page (default true). Pages where the shopper is busy with a
   * form or a total (checkout, an order, the profile) say false: the chat then does not open by itself for the
   * rest of this page load, and what it opened by itself folds back to the launcher.
   */
  autoOpen?: boolean;
  /**
   * What opening by itself shows: the whole chat ('panel', the default) or only its greeting in a small bubble
   * beside the launcher ('bubble', for phones, where the panel would cover most of the screen).
   */
  autoOpenAs?: 'panel' | 'bubble';
  /** How long the widget stays hidden after a close or a send, in ms (default 2 minutes). */
  hideDuration?: number;
  /** How often the hidden period is checked again, in ms (default 10 s); focusing the window checks too. */
  recheckInterval?: number;
  /** localStorage key of the end of the hidden period. Defaults to 'chatWidgetHiddenUntil'. */
  storageKey?: string;
  /**
   * Receives the wa.me link with the URL-encoded message when the shopper sends. Defaults to opening it
   * in a new tab.
   */
  onSend?: (href: string) => void;
  /** Class of the outer wrapper. */
  className?: string;
}

function readHiddenUntil(key: string): number | null {
  try {
    const value = Number(window.localStorage.getItem(key));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function isHiddenNow(key: string): boolean {
  const until = readHiddenUntil(key);
  if (until === null) return false;
  if (until > Date.now()) return true;
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing to clean.
  }
  return false;
}

function hideUntil(key: string, until: number): void {
  try {
    window.localStorage.setItem(key, String(until));
  } catch {
    // Storage unavailable (private mode): the widget is still hidden until the next load.
  }
}

const openInNewTab = (href: string) => {
  window.open(href, '_blank', 'noopener,noreferrer');
};

function ChatIcon({ size = 26 }: { size?: number }) {
  return (
    <Icon size={size} strokeWidth={1.8}>
      <path d="M4.5 19.5l1.2-3.6A8 8 0 1 1 8.6 18.6z" strokeLinejoin="round" strokeLinecap="round" />
      <path d="M9 10.5c.3 1.6 1.9 3.3 3.6 3.7l1.2-1.1 1.7.8-.3 1.4" strokeLinecap="round" strokeLinejoin="round" />
    </Icon>
  );
}

function SendIcon() {
  return (
    <Icon size={18} strokeWidth={2}>
      <path d="M4 12l16-8-6 16-2.5-6.5z" strokeLinejoin="round" />
    </Icon>
  );
}

/**
 * The floating WhatsApp-style chat: opens by itself `autoOpenDelay` ms after load (the panel, or on phones only a
 * greeting bubble; never on a page that says `autoOpen={false}`), and the typed message goes to the store's number
 * as a wa.me link. Closing it or sending hides the whole widget for
 * `hideDuration` (kept in localStorage, so a reload respects it); it comes back, closed, once a check
 * (every `recheckInterval` ms and on window focus) finds the period over.
 */
export function ChatWidget({
  phoneNumber,
  storeName,
  hours,
  greeting = '¡Hola! 👋 ¿En qué podemos ayudarte?',
  placeholder = 'Escribe tu mensaje...',
  messageLabel = 'Mensaje',
  sendLabel = 'Enviar',
  label = 'Chat de WhatsApp',
  closeLabel = 'Cerrar chat',
  autoOpenDelay = CHAT_AUTO_OPEN_DELAY_MS,
  autoOpen = true,
  autoOpenAs = 'panel',
  hideDuration = CHAT_HIDE_DURATION_MS,
  recheckInterval = CHAT_RECHECK_INTERVAL_MS,
  storageKey = CHAT_HIDDEN_UNTIL_KEY,
  onSend = openInNewTab,
  className,
}: ChatWidgetProps) {
  // Hidden until mounted, then as the storage says (a server render has none): the widget floats over the page,
  // so showing it then moves nothing.
  const [hidden, setHidden] = useState(true);
  const [open, setOpen] = useState(false);
  // The greeting bubble (autoOpenAs 'bubble'), shown instead of the panel when the chat opens by itself.
  const [bubble, setBubble] = useState(false);
  // Whether what is showing opened by itself (it folds back on a page that does not allow that).
  const [openedByItself, setOpenedByItself] = useState(false);
  const [message, setMessage] = useState('');
  // Opening by itself happens once, after load, and only if the widget was not closed recently.
  const autoOpenPending = useRef(autoOpenDelay > 0 && autoOpen);
  useLayoutEffect(() => {
    const hiddenNow = isHiddenNow(storageKey);
    if (hiddenNow) autoOpenPending.current = false;
    setHidden(hiddenNow);
  }, [storageKey]);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const focusOnOpen = useRef(false);
  const panelId = useId();
  const messageId = useId();
  // Read when the timer fires: a phone's media query is known only once mounted.
  const autoOpenAsRef = useRef(autoOpenAs);
  autoOpenAsRef.current = autoOpenAs;

  useEffect(() => {
    if (!autoOpen) {
      // A page busy with a form or a total: no opening by itself for the rest of this load, and what did open
      // by itself goes back to the launcher.
      autoOpenPending.current = false;
      if (openedByItself) {
        setOpen(false);
        setBubble(false);
        setOpenedByItself(false);
      }
      return undefined;
    }
    if (hidden || !autoOpenPending.current) return undefined;
    const timer = window.setTimeout(() => {
      autoOpenPending.current = false;
      setOpenedByItself(true);
      if (autoOpenAsRef.current === 'bubble') setBubble(true);
      else setOpen(true);
    }, autoOpenDelay);
    return () => window.clearTimeout(timer);
  }, [hidden, autoOpenDelay, autoOpen, openedByItself]);

  useEffect(() => {
    const recheck = () => {
      const nowHidden = isHiddenNow(storageKey);
      setHidden(nowHidden);
      if (nowHidden) {
        setOpen(false);
        setBubble(false);
      }
    };
    const timer = window.setInterval(recheck, recheckInterval);
    window.addEventListener('focus', recheck);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', recheck);
    };
  }, [storageKey, recheckInterval]);

  useEffect(() => {
    if (open && focusOnOpen.current) messageRef.current?.focus();
    focusOnOpen.current = false;
  }, [open]);

  const dismiss = useCallback(() => {
    autoOpenPending.current = false;
    hideUntil(storageKey, Date.now() + hideDuration);
    setOpen(false);
    setBubble(false);
    setHidden(true);
  }, [storageKey, hideDuration]);

  // The shopper opens the chat (launcher or bubble): the whole panel, with the focus in the message box.
  const openByShopper = () => {
    autoOpenPending.current = false;
    focusOnOpen.current = true;
    setOpenedByItself(false);
    setBubble(false);
    setOpen(true);
  };

  if (hidden) return null;

  const text = message.trim();
  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!text) return;
    onSend(whatsAppLink(phoneNumber, text));
    setMessage('');
    dismiss();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    // data-chat-widget: wide screens' toasts make room for it (Toast.module.css).
    <div className={cx(styles.widget, className)} data-chat-widget="" data-open={open || undefined}>
      {open && (
        <section
          id={panelId}
          className={styles.panel}
          aria-label={label}
          onKeyDown={(event) => {
            if (event.key === 'Escape') dismiss();
          }}
        >
          <header className={styles.header}>
            <span className={styles.avatar} aria-hidden="true">
              <ChatIcon size={22} />
            </span>
            <div className={styles.who}>
              <p className={styles.name}>{storeName}</p>
              {hours && <p className={styles.hours}>{hours}</p>}
            </div>
            <Button variant="ghost" size="icon" aria-label={closeLabel} className={styles.close} onClick={dismiss}>
              <CloseIcon size={18} />
            </Button>
          </header>
          <div className={styles.conversation}>
            <p className={styles.bubble}>{greeting}</p>
          </div>
          <form className={styles.form} onSubmit={send}>
            <label htmlFor={messageId} className={styles.srOnly}>
              {messageLabel}
            </label>
            <textarea
              ref={messageRef}
              id={messageId}
              className={styles.input}
              rows={2}
              maxLength={1000}
              placeholder={placeholder}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              onKeyDown={handleKeyDown}
            />
            <Button type="submit" size="sm" disabled={!text} className={styles.send}>
              <SendIcon />
              {sendLabel}
            </Button>
          </form>
        </section>
      )}
      {bubble && !open && (
        <div className={styles.greetingBubble}>
          <button type="button" className={styles.greetingText} onClick={openByShopper}>
            {greeting}
          </button>
          <button type="button" className={styles.greetingClose} aria-label={closeLabel} onClick={dismiss}>
            <CloseIcon size={14} />
          </button>
        </div>
      )}
      <button
        type="button"
        className={styles.launcher}
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          if (open) {
            dismiss();
            return;
          }
          openByShopper();
        }}
      >
        {open ? <CloseIcon size={24} /> : <ChatIcon />}
      </button>
    </div>
  );
}
