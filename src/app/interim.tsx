// The /test route: the specification lists it and leaves its content unspecified.
import { InterimScreen } from './InterimScreen';

/** /test: the spec lists the route and leaves its content unspecified. */
export function TestPage(): React.JSX.Element {
  return (
    <InterimScreen
      title="Test"
      purpose="A route the specification lists without content."
      willShow={['Nothing is specified for this page.']}
    />
  );
}
