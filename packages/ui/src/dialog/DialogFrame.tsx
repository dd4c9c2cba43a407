import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

export interface DialogFrameProps extends Omit<Dialog.RootProps, 'children' | 'onOpenChange' | 'recipe'> {
  title: ReactNode;
  titleProps?: Dialog.TitleProps;
  /** A fixed width, narrowed to the viewport on a small screen. */
  width?: string;
  contentProps?: Dialog.ContentProps;
  testId?: string;
  bodyProps?: Dialog.BodyProps;
  /** The buttons under the body. */
  footer?: ReactNode;
  /** The × in the corner. */
  closeButton?: boolean;
  /** The dialog asks to close (Escape, the ×, a click outside where allowed). */
  onClose?: () => void;
  /** The body. */
  children: ReactNode;
}

/**
 * A dialog's frame as the portal and the workbench draw it: backdrop, header with the title, body, footer, and the
 * × where asked. Open while mounted unless `open` says otherwise; its recipe is passed, so it needs none in the theme.
 */
export function DialogFrame({
  title,
  titleProps,
  width,
  contentProps,
  testId,
  bodyProps,
  footer,
  closeButton,
  onClose,
  children,
  open = true,
  ...rootProps
}: DialogFrameProps) {
  const size = width ? { w: width, maxW: 'calc(100vw - 2rem)' } : {};
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose?.();
      }}
      {...rootProps}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...size} {...contentProps} data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title {...titleProps}>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body {...bodyProps}>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            {closeButton && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="关闭" />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
