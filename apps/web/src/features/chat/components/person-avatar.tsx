import { initials } from '@kakayahan/contracts';

const sizes = { sm: 'size-9 text-sm', md: 'size-12 text-base' } as const;

/** Only pictures the platform serves (a media path) or a web address; anything else falls back to initials. */
function isPictureUrl(value: string | null | undefined): value is string {
  return Boolean(value && (value.startsWith('/') || /^https?:\/\//iu.test(value)));
}

/**
 * A person's picture, or their initials in a circle. Decorative: the name is always written beside it,
 * so screen readers skip it rather than read the name twice.
 */
export function PersonAvatar({
  name,
  picture,
  size = 'md',
}: {
  name: string;
  picture?: string | null;
  size?: keyof typeof sizes;
}) {
  if (isPictureUrl(picture)) {
    return <img src={picture} alt="" className={`${sizes[size]} shrink-0 rounded-full object-cover`} />;
  }
  return (
    <span
      aria-hidden="true"
      data-testid="initials-avatar"
      className={`${sizes[size]} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white`}
    >
      {initials(name) || '?'}
    </span>
  );
}
