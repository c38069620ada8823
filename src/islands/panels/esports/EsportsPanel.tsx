/** The esports panel body (spec §2 "Match detail panels"). */
import BasicPanel from '../BasicPanel';
import type { PanelProps } from '../types';

export default function EsportsPanel(props: PanelProps) {
  return <BasicPanel kind="esports" {...props} />;
}
