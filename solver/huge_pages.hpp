// Memory for the large tables the searches probe at random: the outcome cache, the memos of
// small components, of subsets and of heap-0 answers, and the proof's table of written claims.
// With 4 KiB pages nearly every probe of such a table also misses the TLB (a page walk, often a
// second cache miss). Where the kernel's transparent_hugepage setting is `madvise` (as on the
// machines measured here), a process gets 2 MiB pages only where it asks for them, so these
// tables ask. Measured 2026-11-30, one thread, runs in turn at load 1, the same bytes: queens 14
// 21.2-22.9 -> 19.0-20.4 s of CPU, grid 4 x 15 4.4 -> 3.8 s, P(26, 2) 13.5-14.0 -> 9.7-10.0 s
// (the last two with the leaf order and prefetches of the same day). Nothing computed depends on
// it: where the kernel declines, the same memory comes in small pages.
#pragma once

#include <cstddef>
#include <memory>
#include <new>

namespace nimcert {

// Zeroed memory of `bytes`, aligned to 2 MiB and advised as huge pages where it is that large
// (small requests come from the heap); throws std::bad_alloc. Give it back with free_huge().
void* allocate_huge(std::size_t bytes);
void free_huge(void* p, std::size_t bytes) noexcept;

// std::vector<T, HugePageAllocator<T>>: a vector of the tables above.
template <class T>
struct HugePageAllocator {
    using value_type = T;
    HugePageAllocator() = default;
    template <class U>
    HugePageAllocator(const HugePageAllocator<U>&) {}
    T* allocate(std::size_t n) { return static_cast<T*>(allocate_huge(n * sizeof(T))); }
    void deallocate(T* p, std::size_t n) noexcept { free_huge(p, n * sizeof(T)); }
    template <class U>
    bool operator==(const HugePageAllocator<U>&) const { return true; }
    template <class U>
    bool operator!=(const HugePageAllocator<U>&) const { return false; }
};

}  // namespace nimcert
