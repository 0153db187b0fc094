import { useId, useState } from 'react';

export type Verdict = 'safe' | 'caution' | 'scam';

interface VerdictBadgeProps {
  readonly verdict: Verdict;
  readonly label: string;
  readonly tip: string;
}

/**
 * A SAFE / CAUTION / SCAM badge whose explanation shows on hover, on keyboard focus and on tap,
 * stays while hovered, and is dismissed with Escape (WCAG 1.4.13).
 */
export function VerdictBadge({ verdict, label, tip }: VerdictBadgeProps) {
  const [open, setOpen] = useState(false);
  const tipId = useId();
  return (
    <span className="tooltip" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className={`badge badge--${verdict}`}
        aria-describedby={tipId}
        aria-expanded={open}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        <span aria-hidden="true" className="badge__icon">
          {verdict === 'safe' ? '✓' : verdict === 'caution' ? '!' : '✕'}
        </span>
        {label}
      </button>
      <span id={tipId} role="tooltip" className={open ? 'tooltip__bubble tooltip__bubble--open' : 'tooltip__bubble'}>
        {tip}
      </span>
    </span>
  );
}
