/** The soccer panel body (spec §2 "Match detail panels"). */
import BasicPanel from '../BasicPanel';
import type { PanelProps } from '../types';

export default function SoccerPanel(props: PanelProps) {
  return <BasicPanel kind="soccer" {...props} />;
}
