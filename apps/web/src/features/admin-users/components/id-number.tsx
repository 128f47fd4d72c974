import type { AdminUserRecord } from '@kakayahan/contracts';
import { NOT_PROVIDED } from './person';

export const ID_FORMAT_WARNING =
  'Not in the national PWD ID format (RR-PPMM-BBB-NNNNNNN) — check the number against the card.';

/**
 * The PWD ID number as the admin should read it: in the national shape when it has it, otherwise the
 * digits as stored with a visible warning (icon and words), since a misread or made-up number is
 * exactly what the review is meant to catch.
 */
export function IdNumber({ record }: { record: Pick<AdminUserRecord, 'ID_no' | 'id_number_formatted'> }) {
  if (record.id_number_formatted) return <span className="font-mono">{record.id_number_formatted}</span>;
  if (!record.ID_no) return <span>{NOT_PROVIDED}</span>;
  return (
    <span className="flex flex-col gap-1">
      <span className="font-mono">{record.ID_no}</span>
      <span className="flex items-start gap-1 text-sm font-medium text-amber-950">
        <span aria-hidden="true">⚠</span>
        <span>
          <span className="sr-only">Warning: </span>
          {ID_FORMAT_WARNING}
        </span>
      </span>
    </span>
  );
}
