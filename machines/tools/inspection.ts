// The one seam every actor the app creates passes, so the inspector sees it: `inspected(createActor(m, options))` outside React, `useInspectedActorRef(m, options)` in a component. Development builds register the actor with the hub; production builds get the plain actor and none of the hub.
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import type { AnyActorRef } from 'xstate';
import { createInspectionHub, type InspectionHub } from './inspectionHub';

/** The development build's hub (null in production): the app's end of the inspector's channel. */
const inspectionHub: InspectionHub | null = import.meta.env.DEV ? createInspectionHub() : null;

/**
 * Registers an actor (and so its children) with the inspector and returns it. Registration is a
 * weak reference: while no inspector listens the actor runs with no inspection observer at all;
 * when one opens, the hub attaches XState's inspection (`actor.system.inspect`) to every
 * registered actor's system, and detaches it when the last inspector closes.
 */
export function inspected<T extends AnyActorRef>(actor: T): T {
  return inspectionHub ? inspectionHub.register(actor) : actor;
}

function useRegisteredActorRef(...args: Parameters<typeof useActorRef>): ReturnType<typeof useActorRef> {
  const actor = useActorRef(...args);
  useEffect(() => {
    inspectionHub?.register(actor);
  }, [actor]);
  return actor;
}

/** `useActorRef`, with the actor registered with the inspector in development builds. */
export const useInspectedActorRef: typeof useActorRef = import.meta.env.DEV
  ? (useRegisteredActorRef as typeof useActorRef)
  : useActorRef;
