import { EmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The layout of empty, error and notice states: an icon, a title, an optional description, then any actions. */
export function StatusMessage({
  icon,
  iconColor,
  title,
  titleColor,
  description,
  children,
  ...rootProps
}: EmptyState.RootProps & {
  icon: ReactNode;
  iconColor: string;
  title: string;
  titleColor?: string;
  description?: ReactNode;
}) {
  return (
    <EmptyState.Root {...rootProps}>
      <EmptyState.Content>
        <EmptyState.Indicator color={iconColor}>{icon}</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title color={titleColor}>{title}</EmptyState.Title>
          {description !== undefined && <EmptyState.Description>{description}</EmptyState.Description>}
        </VStack>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
