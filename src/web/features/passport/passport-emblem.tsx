/** The passport's emblem: an eight-pointed star (two squares) around a crescent and star, in a double ring. */
export function PassportEmblem({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" className={className} fill="none" stroke="currentColor">
      <circle cx="60" cy="60" r="57" strokeWidth="2.5" />
      <circle cx="60" cy="60" r="51" strokeWidth="1" />
      <rect x="27" y="27" width="66" height="66" strokeWidth="2" />
      <rect x="27" y="27" width="66" height="66" strokeWidth="2" transform="rotate(45 60 60)" />
      <circle cx="60" cy="60" r="24" strokeWidth="1.5" />
      <path d="M 66 46 A 15 15 0 1 0 66 74 A 12 12 0 1 1 66 46 Z" fill="currentColor" stroke="none" />
      <path
        d="M 71 53 L 72.8 58 L 78 58 L 73.8 61 L 75.4 66 L 71 63 L 66.6 66 L 68.2 61 L 64 58 L 69.2 58 Z"
        fill="currentColor"
        stroke="none"
      />
      {Array.from({ length: 24 }, (_, i) => {
        const angle = (i * Math.PI) / 12;
        return (
          <circle
            // biome-ignore lint/suspicious/noArrayIndexKey: the ring's dots have no identity
            key={i}
            cx={60 + 54 * Math.cos(angle)}
            cy={60 + 54 * Math.sin(angle)}
            r="1"
            fill="currentColor"
            stroke="none"
          />
        );
      })}
    </svg>
  );
}
