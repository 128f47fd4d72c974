import { Link } from 'react-router';

/** The Preferences box: the chosen specialties, and on one's own profile an Edit link to the picker. */
export function PreferencesBox({ preferences, isSelf }: { preferences: string[]; isSelf: boolean }) {
  if (!isSelf && preferences.length === 0) return null;
  return (
    <section aria-labelledby="profile-preferences-heading" className="rounded-md border-2 border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="profile-preferences-heading" className="text-xl font-bold text-slate-900">
          Preferences
        </h2>
        {isSelf ? (
          <Link to="/job-seeker/preferences" className="inline-flex min-h-11 items-center font-semibold">
            Edit <span className="sr-only">preferences</span>
          </Link>
        ) : null}
      </div>
      {preferences.length > 0 ? (
        <ul className="mt-2 flex list-disc flex-col gap-1 pl-6 text-slate-800">
          {preferences.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-slate-700">You have not chosen any specialties yet.</p>
      )}
    </section>
  );
}
