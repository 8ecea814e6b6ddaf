#ifndef VOSIM_CHILD_PROCESS_H
#define VOSIM_CHILD_PROCESS_H

#include <spawn.h>

/// posix_spawn's non-standard file actions, which Swift does not see without _GNU_SOURCE on glibc.

/// The child starts in `path`.
int vosim_spawn_add_chdir(posix_spawn_file_actions_t *actions, const char *path);

/// Every descriptor from `lowest` up is closed in the child (on Darwin, POSIX_SPAWN_CLOEXEC_DEFAULT
/// does this instead and the call does nothing).
int vosim_spawn_add_close_from(posix_spawn_file_actions_t *actions, int lowest);

/// A pipe whose two ends are closed on exec, created atomically where the system can.
int vosim_cloexec_pipe(int ends[2]);

#endif
