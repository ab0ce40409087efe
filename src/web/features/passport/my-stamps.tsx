import { ListChecks } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTrigger } from '../../components/ui/dialog';
import { t } from '../../lib/i18n';
import { MyStampsList } from './my-stamps-list';
import type { MyStamp } from './passport-queries';

interface MyStampsProps {
  userId: string;
  /** Turns the book to the stamp's place. */
  onOpen: (stamp: MyStamp) => void;
}

/**
 * The 'My stamps' button and its list. Choosing a stamp closes the list and opens that place's page in the
 * passport, where its stamp and the whole note are (its name there leads on to the business's own page):
 * the list is the passport's table of contents, so a person stays in their passport.
 */
export function MyStamps({ userId, onOpen }: MyStampsProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="shrink-0">
          <ListChecks aria-hidden="true" className="size-4" />
          {t('My stamps')}
        </Button>
      </DialogTrigger>
      <DialogContent className="grid gap-4 max-sm:p-4">
        <DialogHeader
          title={t('My stamps')}
          description={t('Newest first. Choose a stamp to open its page in your passport.')}
        />
        <MyStampsList
          userId={userId}
          onOpen={(stamp) => {
            setOpen(false);
            onOpen(stamp);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
