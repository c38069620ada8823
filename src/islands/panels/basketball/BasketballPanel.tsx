/** The basketball panel body (spec §2 "Match detail panels"). */
import BasicPanel from '../BasicPanel';
import type { PanelProps } from '../types';

export default function BasketballPanel(props: PanelProps) {
  return <BasicPanel kind="basketball" {...props} />;
}
