import { Upload } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { LIMITS } from '../../../../domain/limits';
import { Button } from '../../../components/ui/button';
import { FileInput } from '../../../components/ui/file-input';
import { FormField } from '../../../components/ui/form-field';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { msg, t, translate } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import type { LogosOverview } from '../admin-queries';
import { useUploadLogo } from './logo-mutations';

// SPEC §5 Logo upload text.
const LOGO_REQUIRED = msg('Please select a business and upload a logo file.');

/** SPEC §9 Logo types: PNG or SVG (the server checks the content again). */
function isLogoFile(file: File): boolean {
  return ['image/png', 'image/svg+xml'].includes(file.type) || /\.(png|svg)$/i.test(file.name);
}

/** SPEC §5 Logo upload: an approved business without a logo, and a PNG or SVG file. */
export function LogoUploadForm({ businesses }: { businesses: LogosOverview['businessesWithoutLogo'] }) {
  const upload = useUploadLogo();
  const [businessId, setBusinessId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // The business may have got a logo elsewhere since it was chosen.
  const business = businesses.find((b) => b.id === businessId);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!business || !file) {
      notifyError(translate(LOGO_REQUIRED));
      return;
    }
    if (!isLogoFile(file)) {
      notifyError(t('Failed to upload logo.'), t('The logo must be a PNG or SVG file.'));
      return;
    }
    if (file.size >= LIMITS.imageMaxBytes) {
      notifyError(t('Failed to upload logo.'), t('The logo must be smaller than 5MB.'));
      return;
    }
    upload.mutate(
      { business, file },
      {
        onSuccess: () => {
          setBusinessId('');
          setFile(null);
          if (fileInput.current) fileInput.current.value = '';
        },
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="logo-upload-heading"
      className="grid gap-4 rounded-lg border border-line p-4"
    >
      <h3 id="logo-upload-heading" className="font-semibold text-ink">
        {t('Upload a Logo')}
      </h3>
      <div className="grid gap-1.5">
        <Label htmlFor="logo-business">{t('Business')}</Label>
        <Select value={business ? businessId : ''} onValueChange={setBusinessId}>
          <SelectTrigger
            id="logo-business"
            className="data-[placeholder]:text-stone-500"
            aria-required="true"
            disabled={businesses.length === 0}
          >
            <SelectValue
              placeholder={businesses.length === 0 ? t('Every approved business has a logo') : t('Select a business')}
            />
          </SelectTrigger>
          <SelectContent>
            {businesses.map((b) => (
              <SelectItem key={b.id} value={b.id}>
                {b.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <FormField id="logo-file" label={t('Logo file')} hint={t('PNG or SVG, under 5MB')}>
        {(c) => (
          <FileInput
            ref={fileInput}
            accept=".png,.svg"
            aria-required="true"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            {...c}
          />
        )}
      </FormField>
      <Button type="submit" className="justify-self-start" disabled={upload.isPending} aria-busy={upload.isPending}>
        {upload.isPending ? <Spinner /> : <Upload aria-hidden="true" className="size-4" />}
        {t('Upload Logo')}
      </Button>
    </form>
  );
}
