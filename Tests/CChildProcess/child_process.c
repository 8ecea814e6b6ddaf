#define _GNU_SOURCE
#include "child_process.h"

#include <fcntl.h>
#include <unistd.h>

int vosim_spawn_add_chdir(posix_spawn_file_actions_t *actions, const char *path) {
  return posix_spawn_file_actions_addchdir_np(actions, path);
}

int vosim_spawn_add_close_from(posix_spawn_file_actions_t *actions, int lowest) {
#if defined(__APPLE__)
  (void)actions;
  (void)lowest;
  return 0;
#else
  return posix_spawn_file_actions_addclosefrom_np(actions, lowest);
#endif
}

int vosim_cloexec_pipe(int ends[2]) {
#if defined(__APPLE__)
  if (pipe(ends) != 0) return -1;
  fcntl(ends[0], F_SETFD, FD_CLOEXEC);
  fcntl(ends[1], F_SETFD, FD_CLOEXEC);
  return 0;
#else
  return pipe2(ends, O_CLOEXEC);
#endif
}
