// The one seam every actor the app creates passes: `createActor(m, { ...inspection })`, `useActorRef(m, inspection)`. In development it feeds the inspector; in a production build it is an empty object and the hub is left out.
import type { InspectionEvent, Observer } from 'xstate';
import { createInspectionHub, type InspectionHub } from './inspectionHub';

/** The development build's hub (null in production): the inspector's other end of the channel. */
export const inspectionHub: InspectionHub | null = import.meta.env.DEV ? createInspectionHub() : null;

/** Actor options that register the actor with the inspector (nothing in production). */
export const inspection: { inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void) } =
  inspectionHub ? { inspect: inspectionHub.inspect } : {};
