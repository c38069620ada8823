/** The football panel body (spec §2 "Match detail panels"). */
import BasicPanel from '../BasicPanel';
import type { PanelProps } from '../types';

export default function FootballPanel(props: PanelProps) {
  return <BasicPanel kind="football" {...props} />;
}
