/** The volleyball panel body (spec §2 "Match detail panels"). */
import BasicPanel from '../BasicPanel';
import type { PanelProps } from '../types';

export default function VolleyballPanel(props: PanelProps) {
  return <BasicPanel kind="volleyball" {...props} />;
}
