/** The ScamCheck shield. Decorative: the product name always stands beside it. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg className="logo-mark" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path d="M32 4 8 13v17c0 15 10 26 24 30 14-4 24-15 24-30V13L32 4z" fill="currentColor" />
      <path d="m21 32 8 8 15-16" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function MapleLeaf({ size = 18 }: { size?: number }) {
  return (
    <svg className="maple-leaf" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 1.5l1.9 3.6 2.1-1-.6 5.2 3-2.6.9 2 2.9-.6-1 3.2 1.3.8-4.9 4 .6 1.8-4.9-.8.3 4.9h-1.2l.3-4.9-4.9.8.6-1.8-4.9-4 1.3-.8-1-3.2 2.9.6.9-2 3 2.6-.6-5.2 2.1 1z"
      />
    </svg>
  );
}
