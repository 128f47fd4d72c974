import { useId } from 'react';
import { Button, type ButtonVariant } from '../../../components/ui/button';

/**
 * A page action that may be unavailable (nothing to act on). It stays focusable (aria-disabled, not
 * disabled), so keyboard and screen-reader users find it and hear why, and the reason is also shown in
 * words beside it — never greyed out alone. Pressing it then does nothing.
 */
export function PageActionButton({
  children,
  variant = 'secondary',
  unavailableReason,
  isPending,
  onPress,
}: {
  children: string;
  variant?: ButtonVariant;
  /** Set when the action has nothing to act on. */
  unavailableReason: string | null;
  isPending?: boolean;
  onPress: () => void;
}) {
  const reasonId = useId();
  const isUnavailable = unavailableReason !== null;
  return (
    <div className="flex max-w-full flex-col gap-1 sm:max-w-56">
      <Button
        variant={variant}
        aria-disabled={isUnavailable || undefined}
        aria-describedby={isUnavailable ? reasonId : undefined}
        className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        isPending={isPending ?? false}
        onPress={() => {
          if (!isUnavailable) onPress();
        }}
      >
        {children}
      </Button>
      {isUnavailable ? (
        <p id={reasonId} className="text-sm text-slate-700">
          {unavailableReason}
        </p>
      ) : null}
    </div>
  );
}
