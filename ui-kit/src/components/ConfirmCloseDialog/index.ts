export { ConfirmCloseDialog, MODAL_CLOSE_ANIMATION_MS, type ConfirmCloseDialogProps } from './ConfirmCloseDialog';
