#include "huge_pages.hpp"

#include <cstdint>
#include <cstdlib>

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace nimcert {

namespace {
constexpr std::size_t kHuge = std::size_t(1) << 21;  // 2 MiB: x86-64's huge page
std::size_t rounded(std::size_t bytes) { return (bytes + kHuge - 1) / kHuge * kHuge; }
}  // namespace

void* allocate_huge(std::size_t bytes) {
#ifdef __linux__
    if (bytes >= kHuge) {
        // A fresh anonymous mapping is zero and faulted in lazily, as calloc's large blocks are;
        // it is cut to a 2 MiB boundary so that whole huge pages fit.
        const std::size_t size = rounded(bytes);
        void* raw = mmap(nullptr, size + kHuge, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (raw == MAP_FAILED) throw std::bad_alloc();
        const std::uintptr_t start = std::uintptr_t(raw), aligned = (start + kHuge - 1) / kHuge * kHuge;
        if (aligned > start) munmap(raw, aligned - start);
        if (const std::size_t tail = start + size + kHuge - (aligned + size); tail > 0) munmap(reinterpret_cast<void*>(aligned + size), tail);
        madvise(reinterpret_cast<void*>(aligned), size, MADV_HUGEPAGE);  // advice only: a refusal changes nothing computed
        return reinterpret_cast<void*>(aligned);
    }
#endif
    void* p = std::calloc(bytes ? bytes : 1, 1);
    if (!p) throw std::bad_alloc();
    return p;
}

void free_huge(void* p, std::size_t bytes) noexcept {
    if (!p) return;
#ifdef __linux__
    if (bytes >= kHuge) {
        munmap(p, rounded(bytes));
        return;
    }
#endif
    std::free(p);
}

}  // namespace nimcert
