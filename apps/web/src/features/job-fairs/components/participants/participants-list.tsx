import type { JobFairParticipant, JobFairRegistrationStatus } from '@kakayahan/contracts';
import { useMemo, useState } from 'react';
import { LiveRegion } from '../../../../components/ui/alert';
import { Tabs } from '../../../../components/ui/tabs';
import { TextField } from '../../../../components/ui/text-field';
import type { ParticipantActionKind } from './participant-actions';
import { ParticipantCard } from './participant-card';
import { filterParticipants } from './participant-format';

const SECTIONS: { status: JobFairRegistrationStatus; label: string; empty: string }[] = [
  { status: 'registered', label: 'Registered', empty: 'No registered participants to show.' },
  { status: 'waitlisted', label: 'Waiting list', empty: 'No one on the waiting list to show.' },
  { status: 'cancelled', label: 'Cancelled', empty: 'No cancelled registrations to show.' },
];

/** The waiting list in its order (first in line first); the other sections as the server sent them. */
function inOrder(participants: JobFairParticipant[], status: JobFairRegistrationStatus): JobFairParticipant[] {
  const section = participants.filter((p) => p.status === status);
  if (status !== 'waitlisted') return section;
  return section.sort((a, b) => (a.waitlist_position ?? Infinity) - (b.waitlist_position ?? Infinity));
}

/**
 * The participants, searched by name or location (the count is announced as it changes) and split into
 * registered, waiting list and cancelled tabs, each tab saying how many it holds.
 */
export function ParticipantsList({
  participants,
  hasStarted,
  onAction,
}: {
  participants: readonly JobFairParticipant[];
  hasStarted: boolean;
  onAction: (kind: ParticipantActionKind, participant: JobFairParticipant) => void;
}) {
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<string>('registered');
  const visible = useMemo(() => filterParticipants(participants, search), [participants, search]);

  return (
    <section aria-labelledby="participants-heading" className="flex flex-col gap-3">
      <h2 id="participants-heading" className="text-2xl font-bold text-slate-900">
        Participants
      </h2>
      {participants.length === 0 ? (
        <p className="rounded-md border-2 border-dashed border-slate-300 p-6 text-center text-slate-800">
          No one has registered for this job fair yet.
        </p>
      ) : (
        <>
          {/* A div with the role rather than <search>, which older phone browsers do not know. */}
          <div role="search" aria-label="Participants">
            <TextField
              label="Search participants"
              description="By name or location."
              name="participant-search"
              type="search"
              autoComplete="off"
              value={search}
              onChange={setSearch}
            />
          </div>
          <LiveRegion className="font-semibold text-slate-900">
            {`Showing ${visible.length} of ${participants.length} participants`}
          </LiveRegion>
          <Tabs
            label="Participants by status"
            selectedKey={tab}
            onSelectionChange={setTab}
            items={SECTIONS.map(({ status, label, empty }) => {
              const section = inOrder(visible, status);
              return {
                id: status,
                label: `${label} (${section.length})`,
                content:
                  section.length === 0 ? (
                    <p className="text-slate-800">{empty}</p>
                  ) : (
                    <ul className="flex flex-col gap-4">
                      {section.map((participant) => (
                        <li key={participant.id}>
                          <ParticipantCard participant={participant} hasStarted={hasStarted} onAction={onAction} />
                        </li>
                      ))}
                    </ul>
                  ),
              };
            })}
          />
        </>
      )}
    </section>
  );
}
