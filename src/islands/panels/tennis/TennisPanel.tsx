/** The tennis panel body (spec §2 "Match detail panels"). */
import BasicPanel from '../BasicPanel';
import type { PanelProps } from '../types';

export default function TennisPanel(props: PanelProps) {
  return <BasicPanel kind="tennis" {...props} />;
}
