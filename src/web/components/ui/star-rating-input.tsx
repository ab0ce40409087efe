import { Star } from 'lucide-react';
import { type Ref, useId, useImperativeHandle, useRef, useState } from 'react';
import { t } from '../../lib/i18n';
import { cn } from './class-names';

const STARS = [1, 2, 3, 4, 5] as const;

interface StarRatingInputProps {
  /** 1 to 5, or undefined while nothing is chosen. */
  value: number | undefined;
  onChange: (value: number) => void;
  onBlur?: () => void;
  /** The id of the visible label ("Rating"). */
  'aria-labelledby': string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  disabled?: boolean;
  /** Focuses the group (form libraries focus the first invalid field through it). */
  ref?: Ref<{ focus: () => void }>;
}

/**
 * Five stars that are native radio buttons under the hood: one tab stop, the arrow keys move and
 * choose, each star is announced as "3 stars, radio, 3 of 5". Hovering previews the choice.
 */
export function StarRatingInput({ value, onChange, onBlur, disabled = false, ref, ...aria }: StarRatingInputProps) {
  const name = useId();
  const [preview, setPreview] = useState<number | null>(null);
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const shown = preview ?? value ?? 0;
  // The checked star is the group's tab stop; before any choice, the first one is.
  useImperativeHandle(ref, () => ({ focus: () => inputs.current[(value ?? 1) - 1]?.focus() }), [value]);

  return (
    <div role="radiogroup" {...aria} className="flex w-fit items-center" onMouseLeave={() => setPreview(null)}>
      {STARS.map((n) => (
        <label
          key={n}
          onMouseEnter={() => setPreview(n)}
          className={cn(
            'relative inline-flex size-11 cursor-pointer items-center justify-center rounded-lg transition-transform hover:scale-110',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-focus',
            'has-[:disabled]:pointer-events-none has-[:disabled]:opacity-60',
          )}
        >
          <input
            ref={(element) => {
              inputs.current[n - 1] = element;
            }}
            type="radio"
            name={name}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            onBlur={onBlur}
            disabled={disabled}
            aria-label={t('{n, plural, one {# star} other {# stars}}', { n })}
            // Invisible but covering the star, so it is the real target of a tap or a click.
            className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0"
          />
          <Star
            aria-hidden="true"
            className={cn(
              'pointer-events-none size-8',
              n <= shown ? 'fill-accent-strong text-accent-strong' : 'text-stone-400',
            )}
          />
        </label>
      ))}
    </div>
  );
}
