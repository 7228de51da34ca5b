// Interposes `ObservationRegistrar.willSet(_:keyPath:)` and `didSet(_:keyPath:)` of the Swift Observation library.
//
// The executable defines both under the library's mangled names, so every caller in the process — the
// `@Observable` macro's accessors in any module, including libraries loaded later, since the executable exports its
// symbols — reaches these. Each reports to the SwiftUI module's hook and forwards to the library's definition,
// found with dlsym(RTLD_NEXT). The functions use the Swift calling convention (clang's swiftcall): the subject
// indirectly, the key path, the generic metadata of Subject and Member, the Subject: Observable witness table, and
// the registrar (one pointer) as `self` (swift_context is clang's name for the swiftself register). Everything runs on the simulation's one thread: no locking.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stddef.h>
#include "CObservationHooks.h"

#define SWIFTCALL __attribute__((swiftcall))
#define SWIFT_SELF __attribute__((swift_context))

typedef SWIFTCALL void (*registrar_fn)(const void *subject, void *keyPath, const void *subjectType,
                                       const void *memberType, const void *observable, SWIFT_SELF void *registrar);

static asyncplay_observation_hook will_set_hook;
static asyncplay_observation_hook did_set_hook;
static registrar_fn original_will_set;
static registrar_fn original_did_set;

#define WILL_SET_NAME "$s11Observation0A9RegistrarV7willSet_7keyPathyx_s03KeyF0Cyxq_GtAA10ObservableRzr0_lF"
#define DID_SET_NAME "$s11Observation0A9RegistrarV6didSet_7keyPathyx_s03KeyF0Cyxq_GtAA10ObservableRzr0_lF"

static void resolve(void) {
  if (!original_will_set) original_will_set = (registrar_fn)dlsym(RTLD_NEXT, WILL_SET_NAME);
  if (!original_did_set) original_did_set = (registrar_fn)dlsym(RTLD_NEXT, DID_SET_NAME);
}

void asyncplay_observation_set_hooks(asyncplay_observation_hook willSet, asyncplay_observation_hook didSet) {
  resolve();
  will_set_hook = willSet;
  did_set_hook = didSet;
}

int asyncplay_observation_forwarding_ready(void) {
  resolve();
  return original_will_set != NULL && original_did_set != NULL;
}

SWIFTCALL void asyncplay_observation_will_set(const void *subject, void *keyPath, const void *subjectType,
                                              const void *memberType, const void *observable,
                                              SWIFT_SELF void *registrar) __asm__(WILL_SET_NAME);
SWIFTCALL void asyncplay_observation_did_set(const void *subject, void *keyPath, const void *subjectType,
                                             const void *memberType, const void *observable,
                                             SWIFT_SELF void *registrar) __asm__(DID_SET_NAME);

SWIFTCALL void asyncplay_observation_will_set(const void *subject, void *keyPath, const void *subjectType,
                                              const void *memberType, const void *observable,
                                              SWIFT_SELF void *registrar) {
  resolve();
  if (will_set_hook) will_set_hook(subject, keyPath, subjectType);
  if (original_will_set) original_will_set(subject, keyPath, subjectType, memberType, observable, registrar);
}

SWIFTCALL void asyncplay_observation_did_set(const void *subject, void *keyPath, const void *subjectType,
                                             const void *memberType, const void *observable,
                                             SWIFT_SELF void *registrar) {
  resolve();
  if (original_did_set) original_did_set(subject, keyPath, subjectType, memberType, observable, registrar);
  if (did_set_hook) did_set_hook(subject, keyPath, subjectType);
}
