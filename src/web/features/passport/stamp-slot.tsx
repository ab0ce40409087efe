import { Eraser, Stamp } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/class-names';
import { t } from '../../lib/i18n';
import { useConfirmStampRemoval } from './confirm-stamp-removal';
import { type PassportBusiness, useRemoveStamp, useStampVisit } from './passport-queries';
import { StampImpression } from './stamp-impression';
import { stampLook } from './stamp-look';
import { InkPad, StampTool } from './stamp-tool';
import { useStampMotion } from './use-stamp-motion';

interface StampSlotProps {
  userId: string;
  business: PassportBusiness;
  /** The stamp is moving: the book holds its pages still until it is done. */
  onMotionChange: (moving: boolean) => void;
}

/** The place for a business's stamp on its page: the impression (or room for it) and the control. */
export function StampSlot({ userId, business, onMotionChange }: StampSlotProps) {
  const stamp = useStampVisit(userId, business.id);
  const remove = useRemoveStamp(userId, business.id);
  const confirmRemoval = useConfirmStampRemoval();
  const { visit } = business;
  const { refs, moving, stampDown, liftOff } = useStampMotion(visit !== null);
  // Locked while the stamp moves and while the server has not answered: one change at a time.
  const busy = moving || stamp.isPending || remove.isPending;
  const { ink } = stampLook(business.id);

  // Only the moving stamp speaks: the pages drawn beside it must not unlock the book.
  useEffect(() => {
    if (!moving) return;
    onMotionChange(true);
    return () => onMotionChange(false);
  }, [moving, onMotionChange]);

  function stampIt() {
    if (!busy) void stampDown(() => stamp.mutate());
  }

  async function removeIt() {
    if (busy || !visit) return;
    if (!(await confirmRemoval({ name: business.name, hasNote: visit.note !== '', closed: business.closed }))) return;
    void liftOff(() => remove.mutate(visit));
  }

  return (
    <div className="grid justify-items-center gap-3">
      <div className="relative grid h-48 w-full place-items-center sm:h-52">
        {visit ? (
          <StampImpression ref={refs.impression} business={business} visitedAt={visit.visitedAt} className="size-44" />
        ) : (
          <div
            className={cn(
              'grid size-44 place-items-center rounded-full border-2 border-dashed border-[#0f3d2e]/25',
              'px-8 text-center font-serif text-sm text-[#0f3d2e]/85',
            )}
          >
            {business.closed ? t('Permanently closed') : t('Not stamped yet')}
          </div>
        )}
        <InkPad ref={refs.pad} ink={ink} className="absolute bottom-0 start-0 size-20" />
        <StampTool ref={refs.tool} ink={ink} className="absolute top-1/2 left-1/2 size-44 -translate-1/2" />
      </div>
      {!visit && business.closed ? (
        <p className="max-w-64 text-center text-sm font-medium text-[#0f3d2e]">
          {t('This place is permanently closed, so it can no longer be stamped.')}
        </p>
      ) : (
        <Button
          variant={visit ? 'outline' : 'primary'}
          // The name says which place: the visible words start it, so speech control finds the button.
          aria-label={
            visit ? t('Remove stamp from {name}', { name: business.name }) : t('Stamp {name}', { name: business.name })
          }
          onClick={visit ? removeIt : stampIt}
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          className={cn('min-w-40', busy && 'cursor-wait opacity-60')}
        >
          {visit ? <Eraser aria-hidden="true" className="size-4" /> : <Stamp aria-hidden="true" className="size-4" />}
          {visit ? t('Remove stamp') : t('Stamp')}
        </Button>
      )}
    </div>
  );
}
