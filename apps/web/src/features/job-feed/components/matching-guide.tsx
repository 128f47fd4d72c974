import { MATCH_COLORS } from '@kakayahan/contracts';
import { Accordion, AccordionItem } from '../../../components/ui/accordion';
import { MATCH_MEANINGS } from './job-words';
import { MatchBadge } from './match-badge';

/** The Matching Guide: a closed disclosure that explains each colour of the recommended jobs in words. */
export function MatchingGuide({ headingLevel }: { headingLevel: 2 | 3 }) {
  return (
    <Accordion>
      <AccordionItem id="matching-guide" title="Matching Guide" headingLevel={headingLevel}>
        <p className="mb-3">Each recommended job has a colour and words that say how well it matches you.</p>
        <ul className="flex flex-col gap-3">
          {MATCH_COLORS.map((color) => (
            <li key={color} className="flex flex-col items-start gap-1">
              <MatchBadge color={color} />
              <span>
                {color}: {MATCH_MEANINGS[color]}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-3">Jobs without disability tags are open to everyone, whatever their disability.</p>
      </AccordionItem>
    </Accordion>
  );
}
