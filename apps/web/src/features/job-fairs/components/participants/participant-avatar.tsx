import { initials } from '@kakayahan/contracts';

/** Only pictures the platform serves (a media path) or a web address; anything else falls back to initials. */
function isPictureUrl(value: string | null): value is string {
  return Boolean(value && (value.startsWith('/') || /^https?:\/\//iu.test(value)));
}

/**
 * A participant's picture, or their initials in a circle. Decorative (alt=""): the name is written
 * beside it, so screen readers skip it rather than read the name twice.
 */
export function ParticipantAvatar({ name, picture }: { name: string; picture: string | null }) {
  if (isPictureUrl(picture)) {
    return <img src={picture} alt="" className="size-12 shrink-0 rounded-full object-cover" />;
  }
  return (
    <span
      aria-hidden="true"
      data-testid="initials-avatar"
      className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white"
    >
      {initials(name) || '?'}
    </span>
  );
}
