// The entry's first import (src/main.tsx): a replaying tab's storage is the tape's, in memory, before any
// app module reads it (./sandbox). A build's early script has installed it already; the dev server has none.
import { installReplaySandbox } from './sandbox';

installReplaySandbox();
