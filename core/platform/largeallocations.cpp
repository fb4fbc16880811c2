// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#include "largeallocations.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace LargeAllocations {

void mapEachOnItsOwn()
{
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, 1 << 20);
#endif
}

} // namespace LargeAllocations
