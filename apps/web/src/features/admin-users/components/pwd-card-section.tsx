import { PWD_CARD_MESSAGES } from '@kakayahan/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { usePwdCard } from '../api/get-pwd-card';

export const CARD_LOAD_ERROR = 'Failed to load PWD card image. The user may not have uploaded one.';

/**
 * The PWD Card Verification section of a person's details: the card image (with a link to open it
 * full size for zooming), or why there is none. The signed image path is fetched fresh each time.
 */
export function PwdCardSection({ userId, name, hasCard }: { userId: number; name: string; hasCard: boolean }) {
  const card = usePwdCard(userId, hasCard);
  const [hasImageFailed, setHasImageFailed] = useState(false);

  let content;
  if (!hasCard) {
    content = <Alert tone="info">{PWD_CARD_MESSAGES.noCard}</Alert>;
  } else if (card.isError || hasImageFailed) {
    content = <Alert tone="error">{CARD_LOAD_ERROR}</Alert>;
  } else if (card.data) {
    content = (
      <figure className="flex flex-col gap-2">
        <img
          src={card.data.image}
          alt={`PWD ID card of ${name}`}
          onError={() => setHasImageFailed(true)}
          className="max-h-80 w-full rounded-md border-2 border-slate-300 object-contain"
        />
        <figcaption>
          <a href={card.data.image} target="_blank" rel="noopener noreferrer">
            Open the card image full size (opens in a new tab)
          </a>
        </figcaption>
      </figure>
    );
  } else {
    content = <Loading label="Loading PWD card image…" />;
  }

  return (
    <section aria-labelledby={`pwd-card-heading-${userId}`} className="flex flex-col gap-2">
      <h4 id={`pwd-card-heading-${userId}`} className="text-lg font-bold text-slate-900">
        PWD Card Verification
      </h4>
      {content}
    </section>
  );
}
