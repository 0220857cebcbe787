#include "strip_obligations.hpp"

#include <algorithm>
#include <utility>
#include <vector>

#include "failure.hpp"
#include "sha256_digest.hpp"

namespace nimcheck {

namespace {

// Obligation files in proofs/smt/ to which z3 answers unsat at every check-sat, by SHA-256.
// proofs/smt/regenerate prints these lines after z3 has answered; tests/smt_obligations_test.sh
// fails unless this table, the files, both derivations of them and z3's answers agree.
// The last field is the file's template count (its header line says it, and so does the text
// this checker derives): a system with more templates than every entry cannot match any of them.
struct Proved {
    const char* sha256;
    const char* file;
    std::size_t templates;
};
constexpr Proved kProved[] = {
    {"87a71d4c9928cfbe8906a9eadde578d892e975ada42313f33db9f654d5153eab", "proofs/smt/strip-1.smt2", 4},
    {"28db37955240e585067595d9b0cdfbab2f02391a25acaed2540db6290d945e03", "proofs/smt/strip-2.smt2", 9},
    {"5911a5be26e779fa8016e16d220cf5838a8002b3240767def44dd8f4be565eb1", "proofs/smt/strip-3.smt2", 57},
};

std::string num(long long c) { return c < 0 ? "(- " + str(-c) + ")" : str(c); }

std::string join(const std::vector<std::string>& xs, const char* op) {
    if (xs.empty()) return std::string(op) == "and" ? "true" : "false";
    if (xs.size() == 1) return xs[0];
    std::string s = std::string("(") + op;
    for (const auto& x : xs) s += " " + x;
    return s + ")";
}

// The affine expression (coefficients -1, 0, 1) in SMT-LIB, with the variable u spelled `t`.
std::string smt(const Affine& a, const std::string& t = "u") {
    std::vector<std::string> terms;
    for (const auto& [coef, x] : {std::pair<long long, std::string>{a.cn, "n"}, {a.cv, "v"}, {a.cu, t}})
        if (coef) terms.push_back(coef > 0 ? x : "(- " + x + ")");
    if (a.c) terms.push_back(num(a.c));
    return terms.empty() ? "0" : join(terms, "+");
}

std::string pattern(const std::string& p) { return p.empty() ? "-" : p; }

// Rejected on `line` if s has more templates than every system z3 proved (strip_obligations).
void check_template_count(const System& s, long line) {
    std::size_t most = 0;
    for (const Proved& p : kProved) most = std::max(most, p.templates);
    if (s.tpl.size() > most)
        rejected(line, "the reduction obligations of this system (" + str(s.tpl.size()) + " templates) cannot be among those z3 "
                       "proved (proofs/smt/: at most " + str(most) + " templates); nothing was derived");
}

}  // namespace

std::string check_reductions(const System& s, std::string_view recorded, long line) {
    Sha256 sha;
    strip_obligations(s, line, [&](const std::string& text) { sha.add(text); });
    const std::string digest = sha.hex();
    if (recorded != digest)
        rejected(line, "the reduction obligations of this system have sha256 " + digest + ", not the recorded " +
                           quote(recorded) + " (`nimcheck --obligations FILE` prints them)");
    for (const Proved& p : kProved)
        if (digest == p.sha256) return "; reductions proved for all n by z3 (" + std::string(p.file) + ", sha256 " + digest + ")";
    rejected(line, "the reduction obligations of this system (sha256 " + digest + ") are not among those z3 proved (proofs/smt/)");
}

// Theorem `strip-reduction` (proofs/coupled-families.md): unsat at every check-sat means every
// template's map is an isomorphism for all n and v in its range, and every vertex is covered.
void strip_obligations(const System& s, long line, const std::function<void(const std::string&)>& out) {
    check_template_count(s, line);  // nothing is derived for a system too large to be proved
    std::string o = "; nimcert reduction obligations of a strip family system (proofs/coupled-families.md).\n"
                    "; Derived from the certificate's families and templates. Every check-sat asks for a\n"
                    "; counterexample to one template (or to the coverage of one family): z3 must answer unsat.\n"
                    "; strip k=" + str(s.k) + ";";
    for (const auto& f : s.fam) o += " " + f.name + " " + pattern(f.left) + " " + pattern(f.right) + ";";
    o += " " + str(s.tpl.size()) + " templates\n(set-logic QF_LIA)\n";
    const std::string k = str(s.k);
    o += "(define-fun adj ((x Int) (y Int)) Bool (or (= (- x y) 1) (= (- y x) 1) (= (- x y) " + k + ") (= (- y x) " + k + ")))\n";
    for (const auto& f : s.fam) {  // in_f(s, w): w is a cell of member f(s)
        std::vector<std::string> cell{"(and (<= 1 w) (<= w s))"};
        for (std::size_t i = 1; i <= f.left.size(); ++i)
            if (f.left[i - 1] == '1') cell.push_back("(= w " + num(1 - static_cast<long long>(i)) + ")");
        for (std::size_t i = 1; i <= f.right.size(); ++i)
            if (f.right[i - 1] == '1') cell.push_back("(= w (+ s " + str(i) + "))");
        o += "(define-fun in_" + f.name + " ((s Int) (w Int)) Bool " + join(cell, "or") + ")\n";
    }
    for (const char* c : {"n", "v", "u", "x", "w"}) o += "(declare-const " + std::string(c) + " Int)\n";
    const auto domain = [&](const SysTemplate& t) {
        std::vector<std::string> d{"(<= 0 n)", "(<= " + str(t.nlo) + " n)"};
        if (t.nhi >= 0) d.push_back("(<= n " + str(t.nhi) + ")");
        d.insert(d.end(), {"(<= " + smt(t.vlo) + " v)", "(<= v " + smt(t.vhi) + ")"});
        return join(d, "and");
    };
    const auto check = [&](const std::string& comment, const std::string& assertion) {
        out(o + "; " + comment + "\n(push 1)\n(assert " + assertion + ")\n(check-sat)\n(pop 1)\n");
        o.clear();
    };
    for (std::size_t i = 0; i < s.tpl.size(); ++i) {
        const SysTemplate& t = s.tpl[i];
        const std::string F = "in_" + s.fam[t.f].name;
        const auto rem = [&](const std::string& z) { return "(and (" + F + " n " + z + ") (not (= " + z + " v)) (not (adj " + z + " v)))"; };
        std::vector<std::string> bad, ok{"(" + F + " n v)"};  // a counterexample makes one `bad` true or `ok` false
        if (t.pieces.empty()) bad.push_back(rem("u"));
        for (std::size_t j = 0; j < t.pieces.size(); ++j) {
            const SysPiece& p = t.pieces[j];
            const bool last = j + 1 == t.pieces.size();
            const std::string G = "in_" + s.fam[p.g].name, size = smt(p.size);
            const auto inside = [&](const std::string& z) {  // z lies in piece j's interval
                std::vector<std::string> c;
                if (j > 0) c.push_back("(< " + smt(t.pieces[j - 1].hi) + " " + z + ")");
                if (!last) c.push_back("(<= " + z + " " + smt(p.hi) + ")");
                return join(c, "and");
            };
            ok.push_back("(<= 0 " + size + ")");
            if (j > 0 && !last) ok.push_back("(<= " + smt(t.pieces[j - 1].hi) + " " + smt(p.hi) + ")");
            // the inverse of u -> cu*u + m is w -> cu*(w - m), an affine expression in w
            const Affine inverse{-p.map.cu * p.map.cn, -p.map.cu * p.map.cv, p.map.cu, -p.map.cu * p.map.c};
            const std::string back = smt(inverse, "w");
            // into the member; onto it; adjacency kept both ways; no edge across the cut at hi
            bad.push_back("(and " + rem("u") + " " + inside("u") + " (not (" + G + " " + size + " " + smt(p.map) + ")))");
            bad.push_back("(and (" + G + " " + size + " w) (not (and " + rem(back) + " " + inside(back) + ")))");
            bad.push_back("(and " + rem("u") + " " + rem("x") + " " + inside("u") + " " + inside("x") + " (not (= (adj u x) (adj " +
                          smt(p.map) + " " + smt(p.map, "x") + "))))");
            if (!last) bad.push_back("(and " + rem("u") + " " + rem("x") + " (<= u " + smt(p.hi) + ") (< " + smt(p.hi) + " x) (adj u x))");
        }
        bad.push_back("(not " + join(ok, "and") + ")");
        check("template " + str(i + 1) + " (family " + s.fam[t.f].name + ")", "(and " + domain(t) + " " + join(bad, "or") + ")");
    }
    for (std::size_t f = 0; f < s.fam.size(); ++f) {
        std::vector<std::string> c{"(<= 0 n)", "(in_" + s.fam[f].name + " n v)"};
        for (const auto& t : s.tpl)
            if (t.f == f) c.push_back("(not " + domain(t) + ")");
        check("every vertex of family " + s.fam[f].name + " is covered by a template", join(c, "and"));
    }
}

}  // namespace nimcheck
