export type Outcome = 'saved' | 'refused' | null;

/** What became of a save in the loyalty console: saved, or refused by the server. */
export function OutcomeNote({ outcome }: { outcome: Outcome }) {
  if (outcome === 'saved') return <p role="status">Saved.</p>;
  if (outcome === 'refused')
    return (
      <p role="alert" className="staff-console__error">
        The server refused the change: check the values.
      </p>
    );
  return null;
}
