import { Text, Timeline } from '@chakra-ui/react';
import { timelineSlotRecipe } from '@chakra-ui/react/theme';
import type { LoanApplicationQuery } from '#gql/graphql.ts';
import { loanStatus } from '#shared/financing/loan-status.ts';
import { dateTimeText, wanText } from './display-rules';
import { ProgressSection } from './ProgressSection';

type Event = LoanApplicationQuery['loanApplication']['events'][number];

const ACTORS: Record<string, string> = { enterprise: '企业', operator: '平台', institution: '金融机构' };

/** Who moved: the side, and for the enterprise the account that did (several accounts may hold the company). */
function actorText(event: Event): string {
  const side = ACTORS[event.actor] ?? event.actor;
  return event.actorAccount ? `${side}（${event.actorAccount}）` : side;
}

/** What a 补充材料 round's step is called (issue 20); a status change is called by its status. */
const ROUND_STEPS: Record<string, string> = {
  supplement_asked: '机构要求补充材料',
  supplement_answered: '企业提交补充材料',
};

/** Every status change of the application, oldest first, with its time and remark (beyond the spec, issue 8). */
export function EventTimeline({ events }: { events: readonly Event[] }) {
  return (
    <ProgressSection title="办理记录" testId="event-timeline">
      <Timeline.Root recipe={timelineSlotRecipe} size="sm" colorPalette="brand">
        {events.map((event) => {
          const toStatus = loanStatus(event.toStatus);
          return (
            <Timeline.Item
              key={`${event.time}-${event.kind}-${toStatus.code}`}
              data-testid="timeline-event"
              data-kind={event.kind}
            >
              <Timeline.Connector>
                <Timeline.Separator />
                <Timeline.Indicator bg={toStatus.errorStyle ? 'red.500' : undefined} />
              </Timeline.Connector>
              <Timeline.Content>
                <Timeline.Title color={toStatus.errorStyle ? 'red.600' : undefined}>
                  {ROUND_STEPS[event.kind] ?? toStatus.label}
                  <Text as="span" color="gray.500" fontWeight="normal" ms="2" data-testid="timeline-actor">
                    {actorText(event)}
                  </Text>
                </Timeline.Title>
                <Timeline.Description>{dateTimeText(event.time)}</Timeline.Description>
                {event.creditAmount != null && <Text fontSize="sm">授信金额：{wanText(event.creditAmount)}</Text>}
                {event.loanAmount != null && <Text fontSize="sm">放款金额：{wanText(event.loanAmount)}</Text>}
                {event.remark && (
                  <Text fontSize="sm" color="gray.700">
                    备注：{event.remark}
                  </Text>
                )}
              </Timeline.Content>
            </Timeline.Item>
          );
        })}
      </Timeline.Root>
    </ProgressSection>
  );
}
