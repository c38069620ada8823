/**
 * The polite live region that reads out the followed matches' score changes.
 * In the page from the first paint, as screen readers only follow a region that was there
 * before its words changed.
 */
import { $spoken } from '../../lib/inplay/spoken';
import { useClientStore } from './client-store';

export default function LiveRegion() {
  const spoken = useClientStore($spoken, null);
  return (
    <div className="sr-only" aria-live="polite" aria-atomic="true" data-live-region>
      {spoken?.text ?? ''}
    </div>
  );
}
