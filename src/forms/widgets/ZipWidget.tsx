import { PostName } from '../../lookups';
import { TextWidget } from './TextWidget';
import type { WidgetProps } from './types';

/** A zip field ("widget": "zip") with the post office's name under it (GET posts/name/{zip}). */
export function ZipWidget(props: WidgetProps) {
  const zip = typeof props.value === 'string' ? props.value : '';
  return (
    <>
      <TextWidget {...props} />
      <PostName zip={zip} />
    </>
  );
}
