// Heap games given by an octal/hexadecimal code d0.d1d2...dt (Winning Ways notation).
//
// Bit 1 of d_i: remove i tokens, taking the whole heap; bit 2: remove i, leaving one
// nonempty heap; bit 4: ... leaving two nonempty heaps; bit 8: three. A `u` after a digit with
// bit 4 (the notation of the public octal-games solver) makes its two-heap splits unequal: the
// two heaps left must differ in size. Grundy's game is 4u.0 (split a heap into two unequal
// heaps). The solver and the checker each have their own reading of codes; this is the solver's.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace nimcert {

class HeapCode {
public:
    // Parses the usual spellings (".07", "0.07", ".070", "4.3", "0.F", ".4u", "4u"), "grundy"
    // (Grundy's game, 4u.0), "take-or-break" (alias "lasker") and subtraction sets. Throws std::invalid_argument
    // with a one-line reason on anything else.
    // "sub:1,2,4" (a finite subtraction set: remove 1, 2 or 4 tokens) is the code 0.3303.
    static HeapCode parse(const std::string& text);
    // The octal spelling of "sub:S" ("0.3303" for sub:1,2,4); throws std::invalid_argument.
    static std::string subtraction_code(const std::string& text);

    // Take-or-Break (Lasker's) Nim: remove any positive number of tokens, or split a heap into
    // two nonempty heaps; the code 4.333... with the last digit repeated forever.
    static HeapCode take_or_break();
    bool unbounded() const { return unbounded_; }

    // Canonical spelling written into certificates: "d0.d1...dt", lower case, each digit whose
    // splits are unequal followed by 'u', no trailing zero digit unless it is the only digit
    // after the point (Grundy's game: "4u.0").
    std::string canonical() const;

    unsigned digit(std::size_t i) const {
        return i < digits_.size() ? digits_[i] : (unbounded_ ? digits_.back() : 0);
    }
    // True if the two-heap splits of d_i must leave two heaps of different sizes.
    bool unequal(std::size_t i) const { return i < unequal_.size() && unequal_[i]; }
    // True if some digit has unequal splits (then no periodicity theorem applies: Guy-Smith's
    // pairing of options of n and n + p can map an unequal split to an equal one).
    bool has_unequal() const;

    // Largest number of tokens a move removes (0 if no digit after the point is nonzero;
    // SIZE_MAX for an unbounded code).
    std::size_t max_removal() const { return unbounded_ ? static_cast<std::size_t>(-1) : digits_.size() - 1; }
    // Largest number of heaps a move can leave, at least 1 (the periodicity window's j).
    unsigned max_heaps_left() const;
    bool has_moves() const;

private:
    std::vector<unsigned> digits_;  // digits_[i] = d_i, trailing zeros stripped (size >= 1)
    std::vector<bool> unequal_;     // unequal_[i]: d_i has bit 4 and its splits are unequal
    bool unbounded_ = false;        // the last digit repeats forever
};

}  // namespace nimcert
