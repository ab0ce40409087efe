// How a business's stamp looks: its angle and ink come from its id, so it looks the same on every visit.

/** Ink colours dark enough to read on the cream page at the stamp's opacity (≥ 4.5:1). */
const INKS = ['#9f1239', '#1e3a8a', '#14532d', '#6b21a8', '#7c2d12', '#0f5257'] as const;
const MAX_ANGLE = 12;

/** A stable number for a string (FNV-1a). */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

export interface StampLook {
  /** Degrees, between -12 and 12. */
  angle: number;
  ink: string;
  /** Seeds the texture's noise, so no two stamps wear the same way. */
  seed: number;
}

export function stampLook(businessId: string): StampLook {
  const hash = hashOf(businessId);
  return {
    angle: (hash % (2 * MAX_ANGLE + 1)) - MAX_ANGLE,
    ink: INKS[(hash >>> 8) % INKS.length]!,
    seed: (hash >>> 16) % 97,
  };
}
