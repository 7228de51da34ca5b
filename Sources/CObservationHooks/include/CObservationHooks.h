// The SwiftUI module's view of Observation's change notifications: every `ObservationRegistrar.willSet` and
// `didSet` in the process (the `@Observable` macro's setters and `_modify` accessors call them) is reported to the
// hooks the module installs, then forwarded to the Observation library.
#ifndef C_OBSERVATION_HOOKS_H
#define C_OBSERVATION_HOOKS_H

/// Called with a pointer to the subject value, the key path object and the subject's type metadata.
typedef void (*asyncplay_observation_hook)(const void *subject, void *keyPath, const void *subjectType);

/// Installs the hooks called before `willSet` and after `didSet` (NULL: none).
void asyncplay_observation_set_hooks(asyncplay_observation_hook willSet, asyncplay_observation_hook didSet);

/// Whether the Observation library's own `willSet` and `didSet` were found (forwarding works).
int asyncplay_observation_forwarding_ready(void);

#endif
