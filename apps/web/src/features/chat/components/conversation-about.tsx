import type { ChatRoomSummary } from '@kakayahan/contracts';
import { Link } from 'react-router';

type Context = Pick<ChatRoomSummary, 'company_name' | 'job'>;

/**
 * What a conversation is about, in words: "About Baker Assistant at Santos Bakery", "About Baker
 * Assistant", or just "Santos Bakery"; nothing when neither is known. In a room (`linkJob`) the job's
 * title links to its page; in the conversation list the whole row is already a link, so it stays text.
 */
export function ConversationAbout({
  context,
  linkJob = false,
  className = '',
}: {
  context: Context;
  linkJob?: boolean;
  className?: string;
}) {
  const { job, company_name: company } = context;
  if (!job && !company) return null;
  const title = job ? (
    linkJob ? (
      <Link to={`/jobs/${job.post_id}`} className="font-semibold break-words">
        {job.job_title}
      </Link>
    ) : (
      <strong className="font-semibold break-words">{job.job_title}</strong>
    )
  ) : null;
  return (
    <p className={`break-words text-slate-800 ${className}`}>
      {job ? (
        <>
          About {title}
          {company ? (
            <>
              {' '}
              at <strong className="font-semibold">{company}</strong>
            </>
          ) : null}
        </>
      ) : (
        <strong className="font-semibold">{company}</strong>
      )}
    </p>
  );
}
