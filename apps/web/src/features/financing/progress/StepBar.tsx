import { Box, Circle, Flex, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { type StepBarInput, stepBar } from './step-bar';

const COLORS = {
  done: { circle: 'brand.600', text: 'gray.700' },
  current: { circle: 'brand.600', text: 'brand.700' },
  failed: { circle: 'red.500', text: 'red.600' },
  todo: { circle: 'gray.300', text: 'gray.500' },
} as const;

/**
 * The progress step bar (spec §2, §4): done steps, the current one (red when it ended in failure), steps ahead. Six
 * four-character steps fit 390 px: narrower steps and smaller titles on phones, the connectors give way first.
 */
export function StepBar(props: StepBarInput) {
  const items = stepBar(props);
  return (
    <Flex align="flex-start" w="full" data-testid="step-bar" role="list" aria-label="办理进度">
      {items.map((item, index) => (
        <Fragment key={item.step}>
          {index > 0 && (
            <Box flex="1" h="2px" mt="13px" bg={item.state === 'todo' ? 'gray.200' : 'brand.600'} aria-hidden="true" />
          )}
          <Flex
            direction="column"
            align="center"
            gap="2"
            minW={{ base: '48px', md: '72px' }}
            flexShrink={0}
            role="listitem"
            data-testid="step"
            data-state={item.state}
            aria-current={item.state === 'current' || item.state === 'failed' ? 'step' : undefined}
          >
            <Circle
              size="28px"
              bg={item.state === 'todo' ? 'white' : COLORS[item.state].circle}
              borderWidth="2px"
              borderColor={COLORS[item.state].circle}
              color={item.state === 'todo' ? 'gray.500' : 'white'}
              fontSize="sm"
              fontWeight="bold"
            >
              {item.state === 'failed' ? '!' : item.state === 'done' ? '✓' : index + 1}
            </Circle>
            <Text
              fontSize={{ base: 'xs', md: 'sm' }}
              whiteSpace="nowrap"
              color={COLORS[item.state].text}
              fontWeight={item.state === 'todo' ? 'normal' : 'semibold'}
            >
              {item.title}
            </Text>
          </Flex>
        </Fragment>
      ))}
    </Flex>
  );
}
