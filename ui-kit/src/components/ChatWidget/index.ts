export {
  CHAT_AUTO_OPEN_DELAY_MS,
  CHAT_HIDDEN_UNTIL_KEY,
  CHAT_HIDE_DURATION_MS,
  CHAT_RECHECK_INTERVAL_MS,
  ChatWidget,
  type ChatWidgetProps,
} from './ChatWidget';
