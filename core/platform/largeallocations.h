// SPDX-FileCopyrightText: 2026 mcpscope authors
// SPDX-License-Identifier: MIT
#pragma once

// How the process allocates blocks of a megabyte or more (frames, results, session lines).
namespace LargeAllocations {

// Maps every block of 1 MB or more on its own (glibc: a fixed M_MMAP_THRESHOLD). glibc raises
// that threshold up to 32 MB after large blocks are freed, and then grows a large buffer by
// copying it within the heap: 130 ms on the GUI thread for a buffer of a 50 MB line, where a
// mapped block grows by moving its pages. Freed blocks also go back to the system at once.
// Call first thing in main(); a no-op on other C libraries.
void mapEachOnItsOwn();

} // namespace LargeAllocations
