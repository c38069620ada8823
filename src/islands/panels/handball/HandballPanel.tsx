/** The handball panel body (spec §2 "Match detail panels"). */
import BasicPanel from '../BasicPanel';
import type { PanelProps } from '../types';

export default function HandballPanel(props: PanelProps) {
  return <BasicPanel kind="handball" {...props} />;
}
