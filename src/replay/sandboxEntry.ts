// The entry's first import (src/main.tsx): a replaying tab's storage is the tape's, in memory, before any
// app module reads it (./sandbox); in a build too, where this module comes first in the entry's chunk.
import { installReplaySandbox } from './sandbox';

installReplaySandbox();
