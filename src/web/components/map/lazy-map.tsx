import { useCallback, useEffect, useState } from 'react';
import { t } from '../../lib/i18n';
import { type LazyComponent, lazyComponent } from '../../lib/lazy-component';
import { useNearViewport } from '../../lib/use-near-viewport';
import { Button } from '../ui/button';
import { cn } from '../ui/class-names';
import { BUSINESS_MAP_SIZE, mapFrameClasses, PIN_PICKER_SIZE } from './map-frame';
import type { BusinessMapProps, MapTiles, PinPickerProps } from './map-props';

// The maps as the pages use them. Leaflet is in a chunk of its own, loaded once a map comes near the
// screen: never in the main bundle, never during a server render (it needs `window` as soon as it is
// imported), and not with a phone's first load of a page whose map is further down (issue 40). The
// server and the browser's first render both show the same placeholder, so hydration matches.

export type { MapMarker, MapTiles, MapView } from './map-props';

const BusinessMapCode = lazyComponent(() => import('./business-map').then((module) => module.BusinessMap));
const PinPickerCode = lazyComponent(() => import('./pin-picker').then((module) => module.PinPicker));

/** Until the site's settings have come (useMapTiles), a map is drawn without tiles rather than not at all. */
const NO_TILES: MapTiles = { url: '', attribution: '' };

type TilesMayBeComing<P> = Omit<P, 'tiles'> & { tiles: MapTiles | undefined };
export type LazyBusinessMapProps = TilesMayBeComing<BusinessMapProps>;
export type LazyPinPickerProps = TilesMayBeComing<PinPickerProps>;

export function LazyBusinessMap({ tiles, ...props }: LazyBusinessMapProps) {
  return (
    <LoadedAfterMount
      code={BusinessMapCode}
      props={{ ...props, tiles: tiles ?? NO_TILES }}
      frame={mapFrameClasses(props.className, BUSINESS_MAP_SIZE)}
    />
  );
}

export function LazyPinPicker({ tiles, ...props }: LazyPinPickerProps) {
  return (
    <LoadedAfterMount
      code={PinPickerCode}
      props={{ ...props, tiles: tiles ?? NO_TILES }}
      frame={mapFrameClasses(props.className, PIN_PICKER_SIZE)}
    />
  );
}

interface LoadedAfterMountProps<P extends object> {
  code: LazyComponent<P>;
  props: P;
  /** The map's frame classes: the placeholder takes its place at its size. */
  frame: string;
}

function LoadedAfterMount<P extends object>({ code: Code, props, frame }: LoadedAfterMountProps<P>) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  // preload() loads the code once; after a failure it tries again.
  const load = useCallback(() => {
    setState('loading');
    Code.preload().then(
      () => setState('loaded'),
      () => setState('failed'),
    );
  }, [Code]);
  // Started once the map is within a screen of being seen, then drawn by the time it is scrolled to.
  const [frameRef, near] = useNearViewport<HTMLDivElement>();
  useEffect(() => {
    if (near) load();
  }, [near, load]);

  // The placeholder the server sent stays in the page (hidden once the map is drawn over it): the page keeps
  // every element it was hydrated with.
  return (
    <div ref={frameRef} className={cn(frame, 'relative')}>
      <div
        hidden={state === 'loaded'}
        className="flex h-full flex-col items-center justify-center gap-3 bg-stone-200 p-4 text-center text-sm text-muted"
      >
        <p role="status" hidden={state !== 'loading'}>
          {t('Loading map…')}
        </p>
        {state === 'failed' && (
          <>
            <p role="alert">{t('The map could not be loaded.')}</p>
            <Button variant="outline" size="sm" onClick={load}>
              {t('Try again')}
            </Button>
          </>
        )}
      </div>
      {state === 'loaded' && (
        <div className="absolute inset-0">
          <Code {...props} className="h-full w-full" />
        </div>
      )}
    </div>
  );
}
