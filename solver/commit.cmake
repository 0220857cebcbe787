# Writes OUT, a header defining NIMCERT_COMMIT: the commit nimcert is built from (`git describe
# --always --dirty`: "-dirty" when the tree has uncommitted changes; "unknown" outside a git
# checkout). Run at every build, it rewrites OUT only when the text changes, so nothing is
# recompiled otherwise. `nimcert --version` and the provenance of `bfile` name it (issue 41).
# usage: cmake -DSOURCE=DIR -DOUT=FILE -P commit.cmake
execute_process(COMMAND git -C "${SOURCE}" describe --always --dirty --abbrev=12
                OUTPUT_VARIABLE commit OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET RESULT_VARIABLE status)
if(NOT status EQUAL 0 OR commit STREQUAL "")
  set(commit "unknown")
endif()
set(text "#pragma once\n#define NIMCERT_COMMIT \"${commit}\"\n")
set(old "")
if(EXISTS "${OUT}")
  file(READ "${OUT}" old)
endif()
if(NOT old STREQUAL text)
  file(WRITE "${OUT}" "${text}")
endif()
